/**
 * `--accept <file>` (validate, approve): the base tests a reviewer accepts not passing with
 * the patch (PROTOCOL 5.1, test integrity), one test id per line, as a `RegressionLost`
 * failure lists them. A file, not a repeated flag: node:test ids have spaces, and pytest
 * parameter ids commas. Blank lines and lines starting with `#` are skipped; the ids are
 * checked by the core (acceptedChangesOf) when the approval is made. `--accept-finding k1,k2`:
 * the environment findings a reviewer accepts, comma-separated.
 */
import { readFile } from 'node:fs/promises';
import { acceptedChangesOf } from '../core/execution/approval.js';
import { UsageError } from './output.js';

export const ACCEPT_OPTION = {
  type: 'string',
  arg: '<file>',
  doc: 'base tests the reviewer accepts not passing with the patch (a test it changes on purpose): one test id per line',
} as const;

export const ACCEPT_FINDING_OPTION = {
  type: 'string',
  arg: '<Code@path:line,…>',
  doc: 'environment findings the reviewer accepts, as validate and review print them, comma-separated; with every finding accepted a PASS may be proof grade',
} as const;

/** `--accept-finding k1,k2`: the keys, checked by the core when the approval is made. */
export function acceptedFindingsOption(value: string | undefined): string[] {
  return value?.split(',').filter((k) => k !== '') ?? [];
}

/** The ids in the file, in their one form; a UsageError when the file cannot be read. */
export async function readAcceptedChanges(path: string | undefined): Promise<string[]> {
  if (path === undefined) return [];
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read --accept ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'}); give a file with one test id per line`,
    );
  }
  const ids = text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return acceptedChangesOf(ids);
}
