// The layers of src/ and the arrows between them: the one table that docs/architecture.md
// draws and eslint.config.js enforces. A layer may import itself and the layers it names.
// `cli-command` (src/cli/commands) is part of the CLI that only the composition root loads:
// the rest of the CLI never imports a command file (shared helpers live beside it in src/cli).
// The core is two layers: `core-protocol` (running the phases to a verdict, receipts, their
// attestations and log, landing) on the model and gates below it (`core`).
export const LAYERS = [
  { name: 'core-protocol', folder: 'src/core/{execution,evaluate,receipt,attest,tlog,landing}' },
  { name: 'core', folder: 'src/core' },
  { name: 'app', folder: 'src/app' },
  { name: 'adapter', folder: 'src/adapters' },
  { name: 'api', folder: 'src/api' },
  { name: 'client', folder: 'src/client' },
  { name: 'service', folder: 'src/service' },
  { name: 'http', folder: 'src/http' },
  { name: 'mcp', folder: 'src/mcp' },
  { name: 'cli-command', folder: 'src/cli/commands' },
  { name: 'cli', folder: 'src/cli' },
  { name: 'main', folder: 'src/main' },
];

export const ALLOWED = {
  core: [],
  'core-protocol': ['core'],
  app: ['core-protocol', 'core'],
  adapter: ['app', 'core-protocol', 'core'],
  api: ['core-protocol', 'core'],
  client: ['api', 'adapter', 'core-protocol', 'core'],
  service: ['app', 'adapter', 'core-protocol', 'core'],
  http: ['service', 'api', 'app', 'adapter', 'core-protocol', 'core'],
  mcp: ['client', 'api', 'app', 'adapter', 'core-protocol', 'core'],
  cli: ['service', 'client', 'api', 'app', 'adapter', 'core-protocol', 'core'],
  'cli-command': ['cli', 'service', 'client', 'api', 'app', 'adapter', 'core-protocol', 'core'],
  main: [
    'cli-command',
    'cli',
    'mcp',
    'http',
    'service',
    'client',
    'api',
    'app',
    'adapter',
    'core-protocol',
    'core',
  ],
};
