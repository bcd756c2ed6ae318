#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to dist/ by `npm install` (prepare).
// The crash guard first: whatever nothing else catches still ends in one coded answer.
import { installCrashGuard } from '../dist/cli/crash-guard.js';

const argv = process.argv.slice(2);
installCrashGuard(argv.includes('--json'));
const { main } = await import('../dist/main/cli.js');
const code = await main(argv);
if (code > 128) {
  // Stopped by a signal and answered: end now, not when the engine calls the runs left in
  // flight reach their deadlines (up to 30 s); after a hang-up, end by SIGHUP (stop-signals.ts).
  const { endProcess } = await import('../dist/cli/stop-signals.js');
  endProcess(code);
} else process.exitCode = code;
