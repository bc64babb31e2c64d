// The unit tests' setup: libraries that Node loads itself (the ones Vitest does not transform,
// CommonJS ones among them) find Preact where they ask for React, as the storefront's own code
// does through the aliases of vitest.config.ts; one Preact draws everything, as in the browser.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
import { preactModules } from '../../build/preact/aliases';

const modules = preactModules({ testing: true });

// Once per worker thread: its test files share one module graph (isolate: false), and this file
// runs before each of them.
const REGISTERED = Symbol.for('herfa.react-on-preact');
const thread = globalThis as { [REGISTERED]?: true };
if (!thread[REGISTERED]) {
  thread[REGISTERED] = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const replacement = modules[specifier];
      if (replacement === undefined) return nextResolve(specifier, context);
      if (replacement.startsWith('/')) return { url: pathToFileURL(replacement).href, format: 'module', shortCircuit: true };
      return nextResolve(replacement, context);
    },
  });
}

// Preact's hooks decide once per module graph, which a worker's files share, whether there are
// animation frames, and a render's effects then wait for the next frame or 35 ms, whichever comes
// first. A file under jsdom may end with such a wait pending; when it ends, jsdom's frame
// functions have gone with its window, and the run failed on "cancelAnimationFrame is not
// defined" (an unhandled error, though every test passed). Frames by timer on the global
// object's prototype stay when an environment takes its own off the global object.
const globalPrototype = Object.getPrototypeOf(globalThis) as object;
if (!Object.hasOwn(globalPrototype, 'cancelAnimationFrame')) {
  Object.defineProperties(globalPrototype, {
    requestAnimationFrame: { value: (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16), configurable: true, writable: true },
    cancelAnimationFrame: { value: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle), configurable: true, writable: true },
  });
}
