#!/usr/bin/env node
// Applies the fix for porsager/postgres#1208 (also #1154, #1066) to the installed postgres.js
// 3.4.x until a release carries it. When a connection closes while a small write is still
// buffered, the driver's deferred nextWrite() dereferences a null socket in a setImmediate:
// an uncaught TypeError that takes the whole service down on a database restart, and a
// stale write timer that poisons the pooled connection if the process survives. The guard
// settles the pending query with CONNECTION_CLOSED instead (the approach of upstream PR #1209).
// Idempotent; fails loudly when the driver's code is not what this patch expects.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = '/* patchproof: porsager/postgres#1208 */';
const require = createRequire(import.meta.url);
let entry;
try {
  entry = require.resolve('postgres'); // cjs/src/index.js (package.json is not exported)
} catch (error) {
  if (error.code !== 'MODULE_NOT_FOUND') throw error;
  process.exit(0); // not installed: nothing to patch
}
const root = dirname(dirname(dirname(entry)));
if (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name !== 'postgres') {
  console.error(`patch-postgres-driver: ${root} does not look like the postgres package`);
  process.exit(1);
}

const replacements = [
  [
    'function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  // Both teardown paths cleared the timer without forgetting it, so write() never armed a new one.
  [
    "      error(Errors.connection('CONNECTION_DESTROYED', options))\n\n    clearImmediate(nextWriteTimer)\n",
    "      error(Errors.connection('CONNECTION_DESTROYED', options))\n\n    clearImmediate(nextWriteTimer)\n    nextWriteTimer = chunk = null\n",
  ],
  [
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    '    incomings = null\n    clearImmediate(nextWriteTimer)\n    nextWriteTimer = chunk = null\n',
  ],
];

for (const file of ['src/connection.js', 'cjs/src/connection.js']) {
  const path = join(root, file);
  let text = readFileSync(path, 'utf8');
  if (text.includes(MARK)) continue;
  for (const [from, to] of replacements) {
    if (text.split(from).length !== 2) {
      console.error(
        `patch-postgres-driver: ${path} is not the postgres.js code this fix expects (look for "${from.split('\n')[0].trim()}"); check whether the installed version already fixes porsager/postgres#1208 and update scripts/patch-postgres-driver.mjs`,
      );
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}
