// Lint rules the CI enforces. The one that matters most: the pure core (src/core)
// never imports I/O modules; adapters at the edges do (see STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ioModules = [
  'fs', 'fs/promises', 'child_process', 'net', 'http', 'https', 'http2', 'dgram', 'os',
  'worker_threads', 'cluster', 'dns', 'tls', 'readline', 'process',
].flatMap((m) => [m, `node:${m}`]);

export default tseslint.config(
  // Fixtures are projects under test (CommonJS, other styles), not PatchProof code.
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', 'test/fixtures/**', 'test/redteam/scenarios/**', 'test/redteam/honest-styles/**', 'test/seal/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'List named exports explicitly (STYLE.md).' },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({ name, message: 'The core is pure: put I/O in src/adapters.' })),
          patterns: [
            { group: ['dockerode', 'drizzle-orm*', 'postgres', 'hono*', '@electric-sql/*', 'web-tree-sitter', 'tar-stream'],
              message: 'The core is pure: put I/O in src/adapters.' },
            { group: ['**/adapters/**', '**/app/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
              message: 'The core depends on nothing above it (STYLE.md: core ← app ← adapters and front ends).' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'The core is pure: pass values in.' }],
    },
  },
  {
    // The use-case layer (src/app): the one validation sequence, taking its ports. It may use
    // the core and nothing with I/O; the adapters and front ends (CLI, service, MCP) wire it.
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({ name, message: 'The use-case layer does no I/O: take a port.' })),
          patterns: [
            { group: ['dockerode', 'drizzle-orm*', 'postgres', 'hono*', '@electric-sql/*', 'web-tree-sitter', 'tar-stream'],
              message: 'The use-case layer does no I/O: take a port.' },
            { group: ['**/adapters/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
              message: 'The use-case layer is wired by the layers above it, never the reverse.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'The use-case layer is pure: pass values in.' }],
    },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
