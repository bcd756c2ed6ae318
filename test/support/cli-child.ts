// The patchproof CLI from source, for tests that need it as a process of its own (killed mid-way, run concurrently).
import { main } from '../../src/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
