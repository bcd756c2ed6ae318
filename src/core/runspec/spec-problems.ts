/**
 * Every problem of a run spec at once, each naming its field, where it is in the file, what
 * is wrong and how to fix it. A user with three wrong fields should fix three fields in one
 * go, not learn of them one run at a time.
 */
import type { z } from 'zod';
import { type JsonPositions, lineLocator, pathKey } from '../hash/strict-json.js';
import { quoteUntrusted } from '../text/safe-text.js';

export interface SpecProblem {
  /** Dotted path of the field (`regression.command`), `(root)` for the whole spec. */
  readonly field: string;
  /** What is wrong and what to do, in one sentence. */
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** At most this many problems are listed: enough to fix a spec in one go, never a flood. */
export const MAX_PROBLEMS = 50;

/** Where the run spec is described, in this repository's own words. */
export const RUN_SPEC_DOC = 'docs/protocol.md, section "The run spec"';

const COMMAND = 'an argv array such as ["python3", "-m", "unittest", "-v"] (never a shell string)';
const REPORT =
  '{"format": "unittest"}, {"format": "tap"} or {"format": "junit", "path": "report.xml"}';
const TESTS = 'a folder, relative to the spec file, that holds the trusted tests';

/** What a field holds, for the fix of a missing or wrong value; keyed by the field's path with indexes dropped. */
const HINTS: Readonly<Record<string, string>> = {
  version: 'the number 1',
  runner: '{"kind": "docker", "image": "patchproof-runner-python:3"} or {"kind": "local"}',
  'runner.kind': '"docker" or "local"',
  'runner.image':
    'a runner image name such as "patchproof-runner-python:3" (patchproof runners build makes it)',
  reproduction:
    '{"tests", "command", "report"} and optionally "targets" (a trusted suite), or "proposal" (the tests a patch adds or changes), or "none" (no baseline: changes that must not alter behaviour)',
  'reproduction.tests': TESTS,
  'reproduction.command': COMMAND,
  'reproduction.report': REPORT,
  'reproduction.targets': 'a list of test ids that must fail before the patch and pass after it',
  regression: '{"command", "report"}',
  'regression.command': COMMAND,
  'regression.report': REPORT,
  hidden: '{"tests", "command", "report"}',
  'hidden.tests': TESTS,
  'hidden.command': COMMAND,
  'hidden.report': REPORT,
  'environment.include': 'a list of repository folders (such as "node_modules") the tests need',
  'limits.timeoutSeconds': 'a whole number of seconds from 1 to 3600',
  'limits.outputBytes': 'a whole number of bytes from 1024 to 67108864',
  'limits.memoryMiB': 'a whole number of MiB from 64 to 16384',
  'limits.diskMiB':
    'a whole number of MiB from 16 to 65536 (the cap on each writable place of a run)',
  'limits.pids': 'a whole number from 16 to 4096',
  'limits.cpus': 'a number of CPUs from 0.1 to 64',
};

/**
 * Turns schema issues into problems. `positions` (from parseStrictJson) and `text` locate each
 * field; a missing field is located at its parent object.
 */
export function specProblems(
  issues: readonly z.core.$ZodIssue[],
  text: string,
  positions: JsonPositions,
  schema: z.ZodType,
): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const at = locator(text, positions);
  for (const issue of issues.flatMap(unionBranch)) {
    if (problems.length >= MAX_PROBLEMS) break;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, MAX_PROBLEMS - problems.length))
        problems.push(unknownField([...issue.path, key], schema, at));
      continue;
    }
    const field = dotted(issue.path);
    const hint = HINTS[field.replace(/\.\d+(?=\.|$)/g, '')];
    const missing = !positions.has(pathKey(issue.path));
    // A wrong literal or discriminator already says what is allowed; the hint would repeat it.
    const says =
      issue.code === 'invalid_value' || (issue.code === 'invalid_union' && 'options' in issue);
    const what = missing
      ? `is missing; add it${hint ? `: ${hint}` : ''}`
      : `${describe(issue)}${hint && !says ? `; it takes ${hint}` : ''}`;
    problems.push({ field, message: `field "${field}" ${what}`, ...at(issue.path) });
  }
  return problems;
}

/**
 * A field that is a word or an object (`reproduction`): zod reports every member's issues
 * under one invalid_union. When the value has the type of one member only, that member's
 * issues are the ones to show (a mistyped command, not "expected a word").
 */
function unionBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !('errors' in issue) || !Array.isArray(issue.errors))
    return [issue];
  const typeMismatch = (list: readonly z.core.$ZodIssue[]): boolean =>
    list.length === 1 &&
    list[0]?.path.length === 0 &&
    (list[0].code === 'invalid_type' || list[0].code === 'invalid_value');
  const fitting = (issue.errors as z.core.$ZodIssue[][]).filter((branch) => !typeMismatch(branch));
  if (fitting.length !== 1) return [issue];
  return (fitting[0] as z.core.$ZodIssue[])
    .map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue)
    .flatMap(unionBranch);
}

function unknownField(path: PropertyKey[], schema: z.ZodType, at: Locate): SpecProblem {
  const field = dotted(path);
  const allowed = keysAt(schema, path.slice(0, -1));
  const list = allowed.length > 0 ? ` (fields allowed here: ${allowed.join(', ')})` : '';
  return {
    field,
    message: `field "${field}" is not a run-spec field; remove it or correct its spelling${list}`,
    ...at(path),
  };
}

/** What the schema said, in plain words. */
function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? `must be one of ${issue.options.map((o) => JSON.stringify(o)).join(', ')}`
        : 'has a shape the run spec does not accept';
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `is too short: ${issue.message}`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `is too long (at most ${String(issue.maximum)})`
        : `must be at most ${String(issue.maximum)}`;
    default:
      return quoteUntrusted(issue.message, 200);
  }
}

function article(type: string): string {
  return type === 'array' || type === 'object' || type === 'int' ? `an ${type}` : `a ${type}`;
}

function dotted(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : quoteUntrusted(path.map(String).join('.'), 120);
}

type Locate = (path: readonly PropertyKey[]) => { line?: number; column?: number };

/** Line and column of the deepest part of a path that is in the file. */
function locator(text: string, positions: JsonPositions): Locate {
  const lineOf = lineLocator(text);
  return (path) => {
    for (let n = path.length; n >= 0; n--) {
      const offset = positions.get(pathKey(path.slice(0, n)));
      if (offset !== undefined) return lineOf(offset);
    }
    return {};
  };
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names the schema allows in the object at `path` (every union member's, merged). */
function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const objects = objectsAt(schema, path);
  return [...new Set(objects.flatMap((o) => Object.keys(defOf(o).shape ?? {})))];
}

function objectsAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return objectsAt(def.innerType, path);
  if (def.options) return def.options.flatMap((o) => objectsAt(o, path));
  if (path.length === 0) return def.type === 'object' ? [schema] : [];
  const [head, ...rest] = path;
  if (def.type === 'object' && def.shape && typeof head === 'string' && head in def.shape)
    return objectsAt(def.shape[head] as z.ZodType, rest);
  if (def.type === 'array' && def.element) return objectsAt(def.element, rest);
  return [];
}
