// Lint rules the CI enforces. The one that matters most: the pure core (src/core)
// never imports I/O modules; adapters at the edges do (see STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ioModules = [
  'fs', 'fs/promises', 'child_process', 'net', 'http', 'https', 'http2', 'dgram', 'os',
  'worker_threads', 'cluster', 'dns', 'tls', 'readline', 'process',
].flatMap((m) => [m, `node:${m}`]);

/** A layer with no I/O that may not import the layers named in `above`. */
function pureLayer(files, ioMessage, above, aboveMessage) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioModules.map((name) => ({ name, message: ioMessage })),
          patterns: [
            { group: ['dockerode', 'drizzle-orm*', 'postgres', 'hono*', '@electric-sql/*', 'web-tree-sitter', 'tar-stream'], message: ioMessage },
            { group: above, message: aboveMessage },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: `${ioMessage.split(':')[0]}: pass values in.` }],
    },
  };
}

export default tseslint.config(
  // Fixtures are projects under test (CommonJS, other styles), not PatchProof code.
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', 'test/fixtures/**', 'test/redteam/scenarios/**', 'test/redteam/honest-styles/**', 'test/seal/fixtures/**', 'test/corpus/*/repo/**', 'test/corpus/*/spec/**', 'examples/js-frameworks/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
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
  pureLayer(['src/core/**/*.ts'], 'The core is pure: put I/O in src/adapters.',
    ['**/adapters/**', '**/app/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
    'The core depends on nothing above it (STYLE.md: core ← app ← adapters and front ends).'),
  // The use-case layer (src/app): the one validation sequence, taking its ports. It may use
  // the core and nothing with I/O; the adapters and front ends (CLI, service, MCP) wire it.
  pureLayer(['src/app/**/*.ts'], 'The use-case layer does no I/O: take a port.',
    ['**/adapters/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
    'The use-case layer is wired by the layers above it, never the reverse.'),
  {
    files: ['bin/**/*.js', 'scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
