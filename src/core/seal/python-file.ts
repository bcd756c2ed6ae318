/**
 * Sealing one Python test file (unittest or pytest). Every test method of a test class and,
 * for pytest, every module-level test function is collected under a fresh `test_<random>`
 * name; twins and plants are added beside them; then all tests of a class (or of the module)
 * are moved to its end in a random order, so neither position nor name tells a twin from its
 * original. Moving a test later than where it was keeps every name its decorators use
 * defined. A method defined twice keeps only its last definition, as Python does.
 *
 * The code keeps the name it was written with (own-names.ts): a test that reads its own name
 * (`__qualname__` of a class it defines, a traceback, its frame) sees what it did unsealed.
 */
import type { FilePlan, FileSealer, Framework, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { leadingWhitespace, named, type SyntaxNode } from './syntax.js';
import { applyEdits, lineStart, type TextEdit } from './text-edits.js';
import { twinSet } from './twin-set.js';
import { byName, inWrittenOrder, type Item } from './order.js';
import { type Container, findContainers, type PyTest } from './python-tests.js';
import { type HelperCalls, plantHelper, withHelperAssertions } from './python-helper-asserts.js';
import { definedAs, plantCodeName } from './own-names.js';
import { type JudgedComparison, type JudgedForm, judgedEdit } from './python-judged.js';
import {
  blockDocstringEdit,
  docstringEdit,
  judgeStatements,
  pick,
  UNJUDGED_MARK,
} from './python-judged-file.js';

/** Reads the file's tests; `render` writes the sealed text. */
export function pythonFileSealer(
  path: string,
  source: string,
  root: SyntaxNode,
  framework: Framework,
  random: SealRandom,
  tokens: Set<string>,
  options: PythonFileOptions,
): FileSealer {
  const containers = findContainers(path, root, framework, options.collected);
  if (options.calls) withHelperAssertions(containers, options.calls);
  // An expected failure passes by failing its assertion, and a retried test runs again after
  // one: a recorded one does neither (UNJUDGED_MARK).
  const judged =
    options.judge && !UNJUDGED_MARK.test(source)
      ? judgeStatements(containers)
      : new Map<PyTest, JudgedForm[]>();
  const all = containers.flatMap((c) => c.tests);
  return {
    tests: all,
    plantSites: containers.filter((c) => c.plantable).length,
    render: (plan) => render(path, source, containers, plan, random, tokens, options, judged),
  };
}

export interface PythonFileOptions {
  /** The framework collects this file at all (unittest discover: `test*.py` in packages). */
  readonly collected: boolean;
  /**
   * One token per test name across the suite, so a subclass that overrides a test still
   * overrides it once renamed, and an inherited test keeps one name.
   */
  readonly names: Map<string, SealedTest>;
  /** Calls of the suite's own assertion helpers, which count as assertions (python-helper-asserts.ts). */
  readonly calls?: HelperCalls;
  /** Judge comparisons with literals outside the container (python-judged.ts). */
  readonly judge?: boolean;
  /** The file reads its own docstrings or source: they stay as written. */
  readonly keepText?: boolean;
}

function render(
  path: string,
  source: string,
  containers: Container[],
  plan: FilePlan,
  random: SealRandom,
  tokens: Set<string>,
  { names, calls, judge, keepText }: PythonFileOptions,
  judged: ReadonlyMap<PyTest, readonly JudgedForm[]>,
) {
  const edits: TextEdit[] = [];
  const sealed: SealedTest[] = [];
  let bits = 0;
  // Drawn from a stream of their own, so sealing without a judge draws what it always did.
  const judging = random.fork('judged');
  const recorder = `_pp_${judging.word(12)}`;
  const comparisons: JudgedComparison[] = [];
  // Tokens that stand for more than one written test: which one a row ran is not known.
  const shared = new Set<string>();
  /** A test's judged statements as record calls, each under a fresh id of the test `token`. */
  const recorded = (t: PyTest, token: string): TextEdit[] => {
    if (!judge) return [];
    const doc = keepText === true ? null : docstringEdit(t.definition);
    const forms = (judged.get(t) ?? []).map((form) => {
      const id = judging.word(16);
      comparisons.push({
        id,
        token,
        definition: `${path}@${t.definition.startIndex}`,
        ...pick(form),
      });
      return judgedEdit(form, source, recorder, id);
    });
    return doc ? [doc, ...forms] : forms;
  };
  // No fresh name is a name the file's tests are written with (own-names.ts deletes those).
  for (const c of containers) for (const t of c.tests) tokens.add(t.name);
  const token = (): string => fresh(random, tokens);
  const codeNames = new Set<string>();
  const plantable = containers.filter((c) => c.plantable);
  const plantsAt = new Map<Container, ('must-fail' | 'must-pass')[]>();
  for (const role of [
    ...Array(plan.mustFail).fill('must-fail'),
    ...Array(plan.mustPass).fill('must-pass'),
  ] as const) {
    const c = plantable[random.below(plantable.length)] as Container;
    plantsAt.set(c, [...(plantsAt.get(c) ?? []), role]);
  }
  for (const c of containers) {
    const indent = blockIndent(source, c);
    const judgedFrom = comparisons.length;
    const classDoc = judge && keepText !== true && c.block ? blockDocstringEdit(c.block) : null;
    if (classDoc) edits.push(classDoc);
    // Built with provisional tokens, then put in the order the framework runs them (order.ts).
    const items: Item[] = [];
    const entries: SealedTest[] = [];
    const tokenOf = new Map<string, string>();
    for (const t of c.tests) {
      const known = names.get(t.name);
      const mine = known?.token ?? token();
      tokenOf.set(t.name, mine);
      items.push({
        text: definedAs(
          applyEdits(t.definition.text, recorded(t, mine), t.definition.startIndex),
          mine,
          t.name,
          indent,
        ),
        token: mine,
        kind: known ? 'known' : 'real',
      });
      if (known) {
        shared.add(known.token);
        // The same name elsewhere: one entry, required if any definition of it is collected.
        Object.assign(known, {
          required: known.required || t.required,
          multi: known.multi || t.multi,
        });
      } else {
        entries.push({
          token: mine,
          role: 'real',
          original: t.name,
          file: path,
          parents: [],
          required: t.required,
          multi: t.multi,
          dynamic: false,
        });
      }
      const made = twinSet(t.assertions, plan.twins.get(t) ?? 0, random);
      bits += made?.bits ?? 0;
      for (const changes of made?.twins ?? []) {
        const twin = token();
        items.push({
          text: definedAs(
            applyEdits(
              t.definition.text,
              [...changes, ...recorded(t, twin)],
              t.definition.startIndex,
            ),
            twin,
            t.name,
            indent,
          ),
          token: twin,
          kind: 'other',
        });
        entries.push({
          token: twin,
          role: 'twin',
          original: mine,
          file: path,
          parents: [],
          required: true,
          multi: false,
          dynamic: false,
        });
      }
    }
    for (const role of plantsAt.get(c) ?? []) {
      const name = token();
      const code = plantCodeName(
        [c.tests.map((t) => t.name), containers.flatMap((k) => k.tests.map((t) => t.name))],
        source,
        codeNames,
        random,
      );
      items.push({
        text: definedAs(
          plantText(
            c,
            indent,
            code,
            role,
            random,
            role === 'must-fail' ? plantHelper(calls, c.style === 'function', random) : null,
          ),
          name,
          code,
          indent,
        ),
        token: name,
        kind: 'other',
      });
      entries.push({
        token: name,
        role,
        original: '',
        file: path,
        parents: [],
        required: true,
        multi: false,
        dynamic: false,
      });
    }
    const aliases: string[] = [];
    for (const alias of c.aliases) {
      const known = names.get(alias.name);
      const mine = known?.token ?? token();
      if (!known)
        entries.push({
          token: mine,
          role: 'real',
          original: alias.name,
          file: path,
          parents: [],
          required: alias.required,
          multi: false,
          dynamic: false,
        });
      aliases.push(`${mine} = ${tokenOf.get(alias.target) as string}`);
    }
    for (const def of [
      ...c.tests.map((t) => t.definition),
      ...c.removed,
      ...c.aliases.map((a) => a.statement),
    ])
      edits.push({ start: lineStart(source, def.startIndex), end: def.endIndex, text: '' });
    // unittest runs a class's tests by name, pytest a module's or plain class's in the order
    // they are written: either way the real tests keep the order they had (suites rely on it).
    const ordered =
      c.style === 'method'
        ? byName(items, entries, aliases, random)
        : { texts: inWrittenOrder(items, random), entries, aliases, rename: (t: string) => t };
    for (let i = judgedFrom; i < comparisons.length; i++) {
      const c = comparisons[i] as JudgedComparison;
      comparisons[i] = { ...c, token: ordered.rename(c.token) };
    }
    for (const entry of ordered.entries) {
      if (entry.role === 'real') names.set(entry.original, entry);
      sealed.push(entry);
    }
    const joined = [...ordered.texts, ...ordered.aliases]
      .map((t) => indent + t)
      .join(c.block ? '\n\n' : '\n\n\n');
    const at = c.block ? c.block.endIndex : source.length;
    edits.push({ start: at, end: at, text: c.block ? `\n\n${joined}` : `\n\n\n${joined}\n` });
  }
  return {
    text: applyEdits(source, edits),
    tests: sealed,
    bits,
    ...(comparisons.length > 0 ? { judged: { recorder, comparisons } } : {}),
    ...(shared.size > 0 ? { shared: [...shared] } : {}),
  };
}

/**
 * The whitespace the statements of a container's block start with, as written: a class
 * indented with tabs stays indented with tabs (spaces in its place are a TabError).
 */
function blockIndent(source: string, c: Container): string {
  const first = c.block ? named(c.block).find((s) => s.type !== 'comment') : undefined;
  return first ? leadingWhitespace(source, first) : '';
}

function plantText(
  c: Container,
  indent: string,
  name: string,
  role: 'must-fail' | 'must-pass',
  random: SealRandom,
  helper: { readonly callee: string; readonly fixture: boolean } | null = null,
): string {
  const a = 2 + random.below(998);
  const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
  const pad = ' '.repeat(c.unit);
  // Through the suite's own equality helper: a no-op helper lets it pass (python-helper-asserts.ts).
  if (helper && c.style === 'function')
    return `def ${name}(${helper.fixture ? helper.callee : ''}):\n${pad}${helper.callee}(${a}, ${b})`;
  if (helper) return `def ${name}(self):\n${indent}${pad}${helper.callee}(${a}, ${b})`;
  if (c.style === 'method')
    return `def ${name}(self):\n${indent}${pad}self.assertEqual(${a}, ${b})`;
  if (c.style === 'method-assert') return `def ${name}(self):\n${indent}${pad}assert ${a} == ${b}`;
  return `def ${name}():\n${pad}assert ${a} == ${b}`;
}

/** A `test_` name no other test of the suite has. */
function fresh(random: SealRandom, tokens: Set<string>): string {
  for (;;) {
    const name = `test_${random.word(12)}`;
    if (!tokens.has(name)) {
      tokens.add(name);
      return name;
    }
  }
}
