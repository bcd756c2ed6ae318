/**
 * Whether a JavaScript suite runs under mocha's `exports` interface, where tests are the keys
 * of a module's exports rather than calls (js-exports.ts). Renaming a module's exports breaks
 * every file that imports it, so a file is read that way only on evidence: the command says
 * `--ui exports` (`-u exports`, `--ui=exports`), or a mocha configuration among the trusted
 * files does (`.mocharc.*`, `mocha.opts`, package.json's `mocha` key); and no other trusted
 * file imports it (then it is a helper, whatever the interface).
 */

const CONFIG = /(?:^|\/)(?:\.mocharc\.(?:js|cjs|mjs|json|jsonc|ya?ml)|mocha\.opts|package\.json)$/;
/** `ui: exports`, `"ui": "exports"`, `--ui exports`, `-u exports`. */
const SAYS_EXPORTS = /(?:\bui\b["']?\s*[:=]|--ui(?:\s+|=)|(?:^|\s)-u\s+)\s*["']?exports\b/m;

/** Whether the suite's command or configuration selects mocha's `exports` interface. */
export function usesMochaExports(
  command: readonly string[] | undefined,
  files: ReadonlyMap<string, string>,
): boolean {
  const argv = command ?? [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--ui=exports' || a === '-u=exports') return true;
    if ((a === '--ui' || a === '-u') && argv[i + 1] === 'exports') return true;
  }
  for (const [path, text] of files) if (CONFIG.test(path) && SAYS_EXPORTS.test(text)) return true;
  return false;
}

/** The paths (without extension) that some trusted file imports by a relative path. */
export function importedPaths(files: ReadonlyMap<string, string>): Set<string> {
  const out = new Set<string>();
  const spec = /(?:require\s*\(|import\s*\(|\bfrom)\s*['"](\.{1,2}\/[^'"]*)['"]/g;
  for (const [path, text] of files) {
    const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')).split('/') : [];
    for (const m of text.matchAll(spec)) {
      const parts = [...dir];
      for (const part of (m[1] as string).split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.' && part !== '') parts.push(part);
      }
      const joined = parts.join('/');
      out.add(joined.replace(/\.[cm]?[jt]sx?$/, ''));
      out.add(`${joined}/index`);
    }
  }
  return out;
}

/** Whether `path` is among `imported` (importedPaths). */
export function isImported(path: string, imported: ReadonlySet<string>): boolean {
  return imported.has(path.replace(/\.[cm]?[jt]sx?$/, ''));
}
