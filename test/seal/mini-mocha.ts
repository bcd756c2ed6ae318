/**
 * A small model of mocha for the tests of sealing: how mocha 11 builds its tree of suites and
 * tests through each of its interfaces (lib/interfaces/{bdd,tdd,qunit,exports}.js), runs
 * synchronous tests, and how mocha-junit-reporter 2.2.1 writes them (`<testcase
 * classname="<title>" name="<full title>">` inside one `<testsuite>` per suite) or mocha's
 * own xunit reporter. The fixtures of js-mocha-interfaces.test.ts, sealed with seeds 1 to 4,
 * were run with the real mocha 11.8.0 under both reporters (mocha-junit-reporter 2.2.1):
 * every test case's name, classname and failure was the model's. The project does not
 * depend on mocha, so CI runs the model.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';

export type MochaUi = 'bdd' | 'tdd' | 'qunit' | 'exports';
/** mocha-junit-reporter 2.2.1, or mocha's own xunit reporter (`classname` the suites' full title, `name` the title). */
export type MochaReporter = 'mocha-junit-reporter' | 'xunit';

interface Suite {
  readonly title: string;
  readonly parent: Suite | null;
  readonly tests: { title: string; fn: () => unknown }[];
  readonly suites: Suite[];
}

const require = createRequire(import.meta.url);
const HOOKS = new Set(['before', 'after', 'beforeEach', 'afterEach']);

/** Runs `source` as mocha would under `ui` and returns mocha-junit-reporter's XML. */
export function runLikeMocha(
  source: string,
  ui: MochaUi,
  reporter: MochaReporter = 'mocha-junit-reporter',
): string {
  const root: Suite = { title: '', parent: null, tests: [], suites: [] };
  let current = root;
  const addSuite = (title: string, fn?: () => unknown): Suite => {
    const parent = ui === 'qunit' ? root : current;
    const suite: Suite = { title, parent, tests: [], suites: [] };
    parent.suites.push(suite);
    current = suite;
    if (fn) {
      fn();
      current = parent;
    }
    return suite;
  };
  const addTest = (title: string, fn: () => unknown): void => {
    current.tests.push({ title, fn });
  };
  const noop = (): void => undefined;
  const globals: Record<string, unknown> =
    ui === 'bdd'
      ? { describe: addSuite, context: addSuite, it: addTest, specify: addTest }
      : ui === 'tdd' || ui === 'qunit'
        ? { suite: addSuite, test: addTest }
        : {};
  for (const hook of [...HOOKS, 'suiteSetup', 'suiteTeardown', 'setup', 'teardown'])
    globals[hook] ??= noop;
  const module = { exports: {} as Record<string, unknown> };
  vm.runInNewContext(source, { ...globals, require, module, exports: module.exports });
  if (ui === 'exports') visit(module.exports, root);
  return junit(root, reporter);
}

/** An ES module's namespace (or any exports object) read as mocha's exports interface reads it. */
export function runMochaExports(
  exported: Record<string, unknown>,
  reporter: MochaReporter = 'mocha-junit-reporter',
): string {
  const root: Suite = { title: '', parent: null, tests: [], suites: [] };
  visit(exported, root);
  return junit(root, reporter);
}

/** mocha's exports interface: functions are tests (or hooks), anything else a suite. */
function visit(object: Record<string, unknown>, suite: Suite): void {
  for (const key in object) {
    const value = object[key];
    if (typeof value === 'function') {
      if (!HOOKS.has(key)) suite.tests.push({ title: key, fn: value as () => unknown });
    } else {
      const child: Suite = { title: key, parent: suite, tests: [], suites: [] };
      suite.suites.push(child);
      if (value !== null && value !== undefined) visit(value as Record<string, unknown>, child);
    }
  }
}

function fullTitle(suite: Suite | null): string[] {
  const out: string[] = [];
  for (let s = suite; s && s.parent; s = s.parent) out.unshift(s.title);
  return out;
}

function junit(root: Suite, reporter: MochaReporter): string {
  const cases: string[] = [];
  const walk = (suite: Suite): void => {
    cases.push(`<testsuite name="${xml(suite.title || 'Root Suite')}">`);
    for (const t of suite.tests) {
      let failure = '';
      try {
        t.fn();
      } catch (e) {
        failure = `<failure message="${xml(String((e as Error).message))}" type="${xml((e as Error).name)}"/>`;
      }
      const full = [...fullTitle(suite), t.title].join(' ');
      const [classname, name] =
        reporter === 'xunit' ? [fullTitle(suite).join(' '), t.title] : [t.title, full];
      cases.push(
        `<testcase name="${xml(name)}" classname="${xml(classname)}">${failure}</testcase>`,
      );
    }
    cases.push('</testsuite>');
    suite.suites.forEach(walk);
  };
  walk(root);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="Mocha Tests">\n${cases.join('\n')}\n</testsuites>\n`;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;');
}
