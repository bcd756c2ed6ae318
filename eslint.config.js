// Lint rules the CI enforces. The one that matters most: the pure core (src/core)
// never imports I/O modules; adapters at the edges do (see STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { LAYERS, ALLOWED } from './docs/layers.js';

const ioModules = [
  'fs',
  'fs/promises',
  'child_process',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'os',
  'worker_threads',
  'cluster',
  'dns',
  'tls',
  'readline',
  'process',
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
            {
              group: [
                'dockerode',
                'drizzle-orm*',
                'postgres',
                'hono*',
                '@electric-sql/*',
                'web-tree-sitter',
                'tar-stream',
              ],
              message: ioMessage,
            },
            { group: above, message: aboveMessage },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: `${ioMessage.split(':')[0]}: pass values in.` },
      ],
    },
  };
}

/**
 * The layer diagram of docs/architecture.md, enforced: each folder of src/ is an element, and
 * an import is allowed only along an arrow of docs/layers.js (resolved paths, not import
 * strings: the core has folders named service/, landing/, upload/ of its own). Adapter folders
 * are entered only through their index.ts.
 */
function layerFences() {
  return {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        // Each adapter folder is an element of its own, entered through its index.ts.
        { type: 'adapter', pattern: 'src/adapters/*', partialMatch: false, capture: ['name'] },
        ...LAYERS.filter((l) => l.name !== 'adapter').map((l) => ({
          type: l.name,
          pattern: l.folder,
          partialMatch: false,
        })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...LAYERS.map((l) => ({
              from: { element: { type: l.name } },
              allow: { to: { element: { types: { anyOf: [l.name, ...ALLOWED[l.name]] } } } },
            })),
            {
              disallow: {
                to: { element: { type: 'adapter', fileInternalPath: '!index.ts' } },
              },
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  // Fixtures are projects under test (CommonJS, other styles), not PatchProof code.
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'coverage/**',
      'test/fixtures/**',
      'test/redteam/scenarios/**',
      'test/redteam/honest-styles/**',
      'test/seal/fixtures/**',
      'test/corpus/*/repo/**',
      'test/corpus/*/spec/**',
      'examples/js-frameworks/**',
    ],
  },
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
  pureLayer(
    ['src/core/**/*.ts'],
    'The core is pure: put I/O in src/adapters.',
    ['**/adapters/**', '**/app/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
    'The core depends on nothing above it (STYLE.md: core ← app ← adapters and front ends).',
  ),
  // The use-case layer (src/app): the one validation sequence, taking its ports. It may use
  // the core and nothing with I/O; the adapters and front ends (CLI, service, MCP) wire it.
  pureLayer(
    ['src/app/**/*.ts'],
    'The use-case layer does no I/O: take a port.',
    ['**/adapters/**', '**/cli/**', '**/service/**', '**/http/**', '**/mcp/**'],
    'The use-case layer is wired by the layers above it, never the reverse.',
  ),
  layerFences(),
  {
    files: ['bin/**/*.js', 'scripts/**/*.mjs', 'eslint.config.js', 'docs/layers.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
