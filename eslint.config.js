// Lint rules for the whole package. Layer boundaries are checked by dependency-cruiser
// (.dependency-cruiser.cjs); this file keeps the code itself clean.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every injection token src/application declares (`export const X = serviceToken<…>(…)`), read
 * from the source so that a new port's token is guarded without a list to keep up to date.
 */
const APPLICATION = join(import.meta.dirname, 'src/application');
const SERVICE_TOKENS = readdirSync(APPLICATION, { recursive: true })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) => [...readFileSync(join(APPLICATION, file), 'utf8').matchAll(/export const (\w+) = serviceToken</g)].map((match) => match[1]))
  .sort();
if (SERVICE_TOKENS.length === 0) throw new Error('eslint.config.js found no serviceToken declarations in src/application');

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'server/persistence/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No service locator in components: they read the ports from usePorts() (src/ui/ports.tsx),
    // and only the composition roots map tokens to ports. (Importing src/infrastructure, where
    // the container is, is dependency-cruiser's rule only-the-react-root-knows-adapters.)
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    ignores: ['src/ui/main.tsx', 'src/ui/entry-server.tsx', 'src/ui/ports.tsx', 'src/ui/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)application/',
              importNames: SERVICE_TOKENS,
              message: 'Components take their ports from usePorts() (src/ui/ports.tsx); tokens are for the composition roots.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
