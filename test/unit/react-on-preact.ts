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
