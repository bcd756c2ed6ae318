/**
 * Where the regression suite's plants go in a Go test file (regression-plants.ts): among a
 * `_test.go` file's top-level test functions, before any of them or at the end of the file.
 * `go test` runs a file's tests in source order, so a plant's place tells nothing. A plant
 * is a test function of the file's own package that compares two numbers the way Go tests
 * do and fails by `t.Fatalf` or `t.Errorf`, whichever the file uses:
 *
 *   func TestParseRanges(t *testing.T) {
 *   	if got, want := 417, 59; got != want {
 *   		t.Fatalf("got %d, want %d", got, want)
 *   	}
 *   }
 *
 * `go test -json` names a test `<import path>::<name>` (a subtest `…::<name>/<title>`), with
 * no file: a site fits an id whose test (before any `/`) is one of the file's own functions,
 * and an id two files fit (two packages with a test of one name) places no plant in either.
 * A file with build constraints may not be compiled on the runner: it takes no plant.
 */
import type { PlantSite } from './regression-plants.js';
import { isConstrainedGoFile } from './go-file.js';
import { named, type SyntaxNode } from './syntax.js';

const TEST_PARAMS = /^\(\s*\w+\s+\*\s*(\w+)\s*\.\s*T\s*\)$/;

export function goPlantSites(path: string, root: SyntaxNode): PlantSite[] {
  const text = root.text;
  if (!path.endsWith('_test.go') || isConstrainedGoFile(path, text)) return [];
  const tests: { name: string; start: number }[] = [];
  let testing: string | null = null;
  for (const node of named(root)) {
    if (
      node.type !== 'function_declaration' ||
      node.childForFieldName('type_parameters') ||
      node.childForFieldName('result')
    )
      continue;
    const name = node.childForFieldName('name')?.text ?? '';
    const params = TEST_PARAMS.exec(node.childForFieldName('parameters')?.text ?? '');
    if (!params || !/^Test(?![a-z])/.test(name) || name === 'TestMain') continue;
    // The name `testing` is imported under in this file (almost always `testing`).
    testing ??= params[1] as string;
    tests.push({ name, start: text.lastIndexOf('\n', node.startIndex - 1) + 1 });
  }
  const pkg = named(root).find((n) => n.type === 'package_clause')?.text ?? '';
  if (testing === null || tests.length === 0 || pkg === '') return [];
  const names = new Set(tests.map((t) => t.name));
  // The file's own way of failing a test; Fatalf when it shows neither.
  const forms = ['Fatalf', 'Errorf'].filter((f) => new RegExp(`\\.\\s*${f}\\s*\\(`).test(text));
  const alias = testing;
  return [
    {
      file: path,
      key: 'file',
      // A plant needs the package and the `testing` import name to stay as they are.
      header: `${pkg} ${alias}`,
      tests: names,
      slots: [...tests.map((t) => t.start), text.length],
      forms: forms.length > 0 ? forms : ['Fatalf'],
      fits: (id) => {
        const at = id.indexOf('::');
        const name = at >= 0 ? id.slice(at + 2) : id;
        return names.has(name.split('/')[0] as string);
      },
      plant: (name, a, b, form, slot) => {
        const fn = `func ${name}(t *${alias}.T) {\n\tif got, want := ${a}, ${b}; got != want {\n\t\tt.${form}("got %d, want %d", got, want)\n\t}\n}\n`;
        return slot === tests.length ? `\n${fn}` : `${fn}\n`;
      },
      nameFrom: (words) =>
        `Test${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`,
    },
  ];
}
