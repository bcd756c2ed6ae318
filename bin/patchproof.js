#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to dist/ by `npm install` (prepare).
import { main } from '../dist/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
