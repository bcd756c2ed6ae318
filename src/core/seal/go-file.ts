/**
 * Sealing one Go test file (PROTOCOL 5.1): every test function `go test` runs is renamed to
 * a fresh `Test_<random>` (`Fuzz_<random>`, and `Example_<random>` for an example with an
 * output comment, which go test runs and checks), and must-fail / must-pass plants are
 * inserted among them at random places. `go test` runs a file's tests in source order, so
 * real tests keep theirs and the plants' places tell nothing.
 *
 * Plants assert the way Go tests do: `if got, want := a, b; got != want { t.Fatalf(…) }`,
 * a failure by assertion. Twins are copies of a test with an expected literal of one of its
 * `if … != …` / `!reflect.DeepEqual(…)` checks changed (go-assertions.ts); a test whose
 * checks are in tables or helpers gets none, and the receipt's bits say so.
 *
 * Subtests (`t.Run`) keep their titles: the report names them `Test_<random>/<title>`,
 * read as instances of their test. `TestMain`, benchmarks and helpers are left as they are.
 */
import type { FilePlan, FileSealer, FoundTest, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';
import { applyEdits, type TextEdit } from './text-edits.js';
import { goAssertions } from './go-assertions.js';
import { type GoRecover, goRecover } from './go-recover.js';
import { type RecoverSite, recoverSites } from './go-subtests.js';
import { twinSet } from './twin-set.js';

type GoKind = 'Test' | 'Fuzz' | 'Example';

interface GoTest extends FoundTest {
  readonly node: SyntaxNode;
  readonly nameNode: SyntaxNode;
  readonly kind: GoKind;
  /** Where its recovers go: its body and each subtest literal's (go-subtests.ts, go-recover.ts). */
  readonly recoverAt: readonly RecoverSite[];
  /** Where the file names it besides its declaration (`TestSemaHandoff(t)`, `t.Run("x", TestX)`). */
  readonly references: readonly SyntaxNode[];
}

/** GOOS and GOARCH values a file name may end in (`x_windows_test.go`): built only there. */
const GO_PLATFORM =
  /_(?:aix|android|darwin|dragonfly|freebsd|hurd|illumos|ios|js|nacl|netbsd|openbsd|plan9|solaris|wasip1|windows|zos|386|arm|arm64|loong64|mips|mips64|mips64le|mipsle|ppc64|ppc64le|riscv64|s390x|wasm)(?:_[a-z0-9]+)?_test\.go$/;

export function goFileSealer(
  path: string,
  source: string,
  root: SyntaxNode,
  random: SealRandom,
  tokens: Set<string>,
): FileSealer {
  const tests: GoTest[] = [];
  let testing: string | null = null;
  // A file with build constraints may not be compiled on the runner (linux/amd64): its tests
  // are renamed but not required, and it takes no plants, which would vanish with it.
  const constrained = isConstrainedGoFile(path, source);
  const uses = identifierUses(root);
  for (const node of named(root)) {
    if (node.type !== 'function_declaration') continue;
    const nameNode = node.childForFieldName('name');
    const params = node.childForFieldName('parameters')?.text ?? '';
    if (!nameNode || node.childForFieldName('type_parameters')) continue;
    const kind = kindOf(
      nameNode.text,
      params,
      node.childForFieldName('body')?.text ?? '',
      node.childForFieldName('result') !== null,
    );
    if (kind === null) continue;
    // The package name `testing` is imported under (almost always `testing`), for the plants.
    testing ??=
      kind === 'Example' ? null : (/\*\s*(\w+)\s*\.\s*[TF]\s*\)\s*$/.exec(params)?.[1] ?? null);
    // Twins: copies of a test with an expected literal changed (go-assertions.ts). A copy runs
    // the whole body again, as in the other languages; state a test changes for the next one
    // is not looked for here (threat model).
    const tParam = kind === 'Test' ? /^\(\s*(\w+)\s/.exec(params)?.[1] : undefined;
    const body = node.childForFieldName('body');
    const assertions = tParam && body && !constrained ? goAssertions(body, tParam) : [];
    const recoverAt = tParam && tParam !== '_' && body ? recoverSites(body, tParam) : [];
    tests.push({
      node,
      nameNode,
      kind,
      name: nameNode.text,
      required: !constrained,
      multi: true,
      twinnable: assertions.length > 0,
      assertions,
      recoverAt,
      references: (uses.get(nameNode.text) ?? []).filter((n) => n.id !== nameNode.id),
    });
  }
  return {
    tests,
    plantSites: testing !== null && !constrained ? 1 : 0,
    render: (plan) =>
      render(
        path,
        source,
        tests,
        testing,
        plan,
        random,
        tokens,
        testing !== null && !constrained ? goRecover(root, source, testing, random, tokens) : null,
      ),
  };
}

/** Which function `go test` runs as a test, from its name and signature; null for any other. */
function kindOf(name: string, params: string, body: string, hasResult: boolean): GoKind | null {
  if (hasResult) return null;
  const one = (type: string): boolean =>
    new RegExp(`^\\(\\s*\\w+\\s+\\*\\s*\\w+\\s*\\.\\s*${type}\\s*\\)$`).test(params);
  if (/^Test(?![a-z])/.test(name) && name !== 'TestMain' && one('T')) return 'Test';
  if (/^Fuzz(?![a-z])/.test(name) && one('F')) return 'Fuzz';
  // An example runs only with an output comment; without one it is compiled, never run.
  if (
    /^Example(?![a-z])/.test(name) &&
    /^\(\s*\)$/.test(params) &&
    /\/\/\s*(?:Unordered output|Output):/i.test(body)
  )
    return 'Example';
  return null;
}

function render(
  path: string,
  source: string,
  tests: GoTest[],
  testing: string | null,
  plan: FilePlan,
  random: SealRandom,
  tokens: Set<string>,
  recovering: GoRecover | null,
) {
  const edits: TextEdit[] = [...(recovering?.edits ?? [])];
  // A panic fails its test and the binary runs on (go-recover.ts), in each test and twin.
  const recoverEdit = (t: GoTest): TextEdit[] =>
    recovering
      ? t.recoverAt.map((site) => ({
          start: site.at,
          end: site.at,
          text: recovering.deferFor(site.t),
        }))
      : [];
  const sealed: SealedTest[] = [];
  let bits = 0;
  const twinTexts: string[] = [];
  const names = new Map(tests.map((t) => [t, fresh(random, tokens, t.kind)]));
  // Code of the file that calls a test by its name (another test, itself) calls it by its new
  // name, in the file and in every twin that copies that code.
  const references: TextEdit[] = tests.flatMap((t) =>
    t.references.map((r) => ({
      start: r.startIndex,
      end: r.endIndex,
      text: names.get(t) as string,
    })),
  );
  const referencesIn = (t: GoTest): TextEdit[] =>
    references.filter((e) => e.start >= t.node.startIndex && e.end <= t.node.endIndex);
  edits.push(...references);
  for (const t of tests) {
    const name = names.get(t) as string;
    edits.push(
      { start: t.nameNode.startIndex, end: t.nameNode.endIndex, text: name },
      ...recoverEdit(t),
    );
    sealed.push({
      token: name,
      role: 'real',
      original: t.name,
      file: path,
      parents: [],
      required: t.required,
      multi: true,
      dynamic: false,
    });
    const made = twinSet(t.assertions, plan.twins.get(t) ?? 0, random);
    bits += made?.bits ?? 0;
    for (const changes of made?.twins ?? []) {
      const twin = fresh(random, tokens, 'Test');
      twinTexts.push(
        applyEdits(
          t.node.text,
          [
            { start: t.nameNode.startIndex, end: t.nameNode.endIndex, text: twin },
            ...recoverEdit(t),
            ...referencesIn(t),
            ...changes,
          ],
          t.node.startIndex,
        ),
      );
      sealed.push({
        token: twin,
        role: 'twin',
        original: name,
        file: path,
        parents: [],
        required: true,
        multi: true,
        dynamic: false,
      });
    }
  }
  // Before any test function, or at the end of the file: places among the tests.
  const slots = [...tests.map((t) => t.node.startIndex), source.length];
  // Twins go among the tests, at random places: go test runs a file's tests in source order.
  for (const text of random.shuffle(twinTexts)) {
    const at = slots[random.below(slots.length)] as number;
    edits.push({ start: at, end: at, text: at === source.length ? `\n${text}\n` : `${text}\n\n` });
  }
  const roles = [
    ...Array(plan.mustFail).fill('must-fail'),
    ...Array(plan.mustPass).fill('must-pass'),
  ] as ('must-fail' | 'must-pass')[];
  for (const role of testing !== null && tests.length > 0 ? roles : []) {
    const name = fresh(random, tokens, 'Test');
    const a = 2 + random.below(998);
    const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
    const at = slots[random.below(slots.length)] as number;
    const text = `func ${name}(t *${testing}.T) {\n\tif got, want := ${a}, ${b}; got != want {\n\t\tt.Fatalf("got %d, want %d", got, want)\n\t}\n}\n`;
    edits.push({ start: at, end: at, text: at === source.length ? `\n${text}` : `${text}\n` });
    sealed.push({
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
  return { text: applyEdits(source, edits), tests: sealed, bits };
}

/** Whether a Go file has build constraints (a build tag, or a GOOS/GOARCH file name): it may not be compiled on the runner. */
export function isConstrainedGoFile(path: string, source: string): boolean {
  return GO_PLATFORM.test(path) || /^\/\/(?:go:build|\s*\+build)\s/m.test(source);
}

function fresh(random: SealRandom, tokens: Set<string>, kind: GoKind): string {
  for (;;) {
    const name = `${kind}_${random.word(12)}`;
    if (!tokens.has(name)) {
      tokens.add(name);
      return name;
    }
  }
}

/** Every identifier node of the file, by its text (a declaration's name included). */
function identifierUses(root: SyntaxNode): Map<string, SyntaxNode[]> {
  const uses = new Map<string, SyntaxNode[]>();
  const stack: SyntaxNode[] = [root];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.type === 'identifier') uses.set(n.text, [...(uses.get(n.text) ?? []), n]);
    for (const c of n.namedChildren) if (c) stack.push(c);
  }
  return uses;
}
