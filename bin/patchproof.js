#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to dist/ by `npm install` (prepare).
// The crash guard first: whatever nothing else catches still ends in one coded answer.
import { installCrashGuard } from '../dist/cli/crash-guard.js';

const argv = process.argv.slice(2);
installCrashGuard(argv.includes('--json'));
const { main } = await import('../dist/cli/main.js');
const code = await main(argv);
if (code === 129) {
  // Stopped by a hang-up: end by SIGHUP, not through Node's exit path (stop-signals.ts).
  const { endProcess } = await import('../dist/cli/stop-signals.js');
  endProcess(code);
} else process.exitCode = code;
