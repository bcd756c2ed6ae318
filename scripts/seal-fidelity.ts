/**
 * Checks the sealing fidelity property (issue 34) on real test files and prints, per source,
 * how many files were checked, how many were sealable, every file sealing declined with an
 * error code (REFUSED: never sealed, so not a pass) and every failure; exits 1 on a failure.
 *
 *   npm run seal:fidelity -- --lang python [--limit N] [--files-from list] [--shard K/N]
 *
 * `--files-from` reads one path per line (reported as one source, the list); without it
 * the language's default sources are walked. `--limit N` checks a fixed sample of N files
 * (every k-th by path); `--shard K/N` checks only the K-th of every N files (K from 1), so N
 * processes can share a large corpus. A language plugs in by adding its `FidelityLanguage` to LANGUAGES.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadTestFileParser } from '../src/adapters/syntax/index.js';
import {
  everyNth,
  type FidelityFile,
  type FidelityLanguage,
  formatReport,
  runFidelity,
  walk,
} from './seal-fidelity-core.js';
import { goFidelity } from './seal-fidelity-go.js';
import { jsFidelity } from './seal-fidelity-js.js';
import { pythonFidelity } from './seal-fidelity-python.js';

const LANGUAGES: Readonly<Record<string, FidelityLanguage>> = {
  python: pythonFidelity,
  js: jsFidelity,
  go: goFidelity,
};

function filesOf(language: FidelityLanguage, list: string | undefined): FidelityFile[] {
  if (list !== undefined)
    return readFileSync(list, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((path) => ({ source: list, path: path.trim() }));
  return language
    .defaultSources()
    .flatMap(({ label, root }) =>
      walk(root, language.isCandidate).map((path) => ({ source: label, path })),
    );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      lang: { type: 'string', default: 'python' },
      limit: { type: 'string' },
      'files-from': { type: 'string' },
      shard: { type: 'string' },
    },
  });
  const language = LANGUAGES[values.lang as string];
  if (!language) {
    console.error(`--lang ${values.lang}: one of ${Object.keys(LANGUAGES).join(', ')}`);
    return 2;
  }
  let files = filesOf(language, values['files-from']);
  if (values.limit !== undefined) files = everyNth(files, Number(values.limit));
  const shard = /^(\d+)\/(\d+)$/.exec(values.shard ?? '1/1');
  const [k, n] = [Number(shard?.[1]), Number(shard?.[2])];
  if (!shard || k < 1 || k > n) {
    console.error(`--shard ${values.shard}: K/N with 1 <= K <= N`);
    return 2;
  }
  files = files.filter((_, i) => i % n === k - 1);
  const parser = await loadTestFileParser(language.grammars ?? [language.grammar]);
  const started = Date.now();
  const reports = await runFidelity(language, files, parser, (done, total) => {
    if (done % 100 === 0) console.error(`${done}/${total} files`);
  });
  console.log(formatReport(reports));
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return reports.some((r) => r.failures.length > 0) ? 1 : 0;
}

process.exitCode = await main();
