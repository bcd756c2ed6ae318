/**
 * The pytest settings that move `sys.path` or decide what a test file is, read from the
 * files pytest takes its configuration from: `pythonpath`, `python_files` and `addopts`
 * (which may carry `--rootdir`, `-p`, `-o`). Read leniently: a setting found in a form
 * pytest would not accept only widens what the ShadowedModule gate looks at.
 */
import { basename } from './command-words.js';
import { splitWords } from './python-invocations.js';

/** Names of the files pytest reads its settings from (any folder may hold one: pytest looks upward). */
export const PYTEST_CONFIG_FILES: ReadonlySet<string> = new Set([
  'pytest.ini',
  '.pytest.ini',
  'pytest.toml',
  '.pytest.toml',
  'pyproject.toml',
  'tox.ini',
  'setup.cfg',
]);

export interface PytestSettings {
  readonly pythonpath: string[];
  readonly pythonFiles: string[];
  readonly addopts: string[];
}

const SECTIONS = new Set(['pytest', 'tool:pytest', 'tool.pytest.ini_options', 'tool.pytest']);

/** The settings of one configuration file (`path` decides INI or TOML). */
export function pytestSettings(path: string, text: string): PytestSettings {
  const toml = basename(path).endsWith('.toml');
  const found: PytestSettings = { pythonpath: [], pythonFiles: [], addopts: [] };
  let inSection = false;
  const lines = text.split(/\r?\n/u);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const header = /^\s*\[\s*([^\]]+?)\s*\]\s*(?:[#;].*)?$/u.exec(line);
    if (header) {
      inSection = SECTIONS.has((header[1] as string).replace(/["']/gu, '').trim());
      continue;
    }
    const setting = /^([A-Za-z_][A-Za-z0-9_.-]*)\s*[=:]\s?(.*)$/u.exec(line);
    if (!inSection || !setting) continue;
    const key = (setting[1] as string).toLowerCase();
    const target =
      key === 'pythonpath'
        ? found.pythonpath
        : key === 'python_files'
          ? found.pythonFiles
          : key === 'addopts'
            ? found.addopts
            : undefined;
    if (target === undefined) continue;
    // The value goes on over indented lines (INI) or up to the closing bracket (TOML arrays).
    let value = setting[2] as string;
    while (i + 1 < lines.length && continues(value, lines[i + 1] as string, toml))
      value += `\n${lines[++i] as string}`;
    target.push(
      ...(target === found.addopts
        ? toml
          ? values(value, true).flatMap(splitWords)
          : splitWords(value)
        : values(value, toml)),
    );
  }
  return found;
}

/** The values of `pythonpath=…`/`python_files=…` given as `-o` overrides (`name=value`). */
export function overrideValues(setting: string): { key: string; values: string[] } {
  const eq = setting.indexOf('=');
  return eq === -1
    ? { key: setting.trim().toLowerCase(), values: [] }
    : {
        key: setting.slice(0, eq).trim().toLowerCase(),
        values: values(setting.slice(eq + 1), false),
      };
}

function continues(value: string, next: string, toml: boolean): boolean {
  if (toml) return value.trimStart().startsWith('[') && !closed(value);
  return /^[ \t]+\S/u.test(next);
}

function closed(value: string): boolean {
  let depth = 0;
  for (const c of value.replace(/"[^"]*"|'[^']*'/gu, '')) {
    if (c === '[') depth += 1;
    else if (c === ']') depth -= 1;
  }
  return depth <= 0;
}

function values(value: string, toml: boolean): string[] {
  const quoted = [...value.matchAll(/"([^"]*)"|'([^']*)'/gu)].map((m) => (m[1] ?? m[2]) as string);
  if (toml || quoted.length > 0) return quoted;
  return value
    .replace(/\s[#;].*$/gmu, '')
    .split(/\s+/u)
    .filter((w) => w !== '');
}
