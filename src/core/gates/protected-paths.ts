/**
 * The ProtectedPath gate (PROTOCOL 3.3): a patch may change what the tests test, never how
 * the tests run. Runner configuration, import-shadowing modules and dependency trees are
 * protected by default; a run spec may add paths or allow some, and the list in force is
 * recorded in the receipt.
 */
import { IntakeRefusal } from '../errors.js';
import { MANIFEST_PATTERN } from './inert-manifest.js';
import { MACHINERY_PATTERNS, providedByBase } from './machinery-modules.js';
import { compilePathPattern } from './path-glob.js';

/**
 * Defaults. Modules that shadow the test runner (`unittest`, `pytest`, `_pytest`) are
 * protected at any depth, not only at the top: pytest puts test directories on sys.path,
 * where a `pytest.py` beside a test shadows the real one just as well.
 */
export const DEFAULT_PROTECTED_PATHS: readonly string[] = [
  'conftest.py',
  'pytest.ini',
  '.pytest.ini',
  'pytest.toml',
  '.pytest.toml',
  'tox.ini',
  'setup.cfg',
  'pyproject.toml',
  'sitecustomize.py',
  'usercustomize.py',
  '*.pth',
  // unittest, pytest and pytest's own dependencies: they shadow it just as well from a
  // directory on sys.path (excused where the base already provides them: machinery-modules.ts).
  ...MACHINERY_PATTERNS,
  // Compiled Python: a cached or sourceless .pyc (an unchecked-hash one is never compared with
  // its source) or an extension module (imported before the .py beside it) runs instead of
  // the source a reviewer reads.
  '__pycache__/',
  '*.pyc',
  '*.pyo',
  '*.pyd',
  '*.so',
  MANIFEST_PATTERN,
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  '.pnpmfile.cjs',
  'bun.lock',
  'bun.lockb',
  '.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  'node_modules/',
  'vitest.config.*',
  'vitest.workspace.*',
  'vite.config.*',
  'jest.config.*',
  '.mocharc*',
  // Transforms that Jest and others run over every test file.
  'babel.config.*',
  '.babelrc*',
  // Go: which module every import resolves to (a `replace` line swaps a dependency for a
  // local copy). A Go spec also protects the vendored dependencies (GO_SPEC_PROTECTED).
  'go.mod',
  'go.sum',
  'go.work',
  'go.work.sum',
];

/**
 * Added for a spec whose suites report with `go test -json`: the module's vendored
 * dependencies, which go test compiles in place of the real ones (a test helper library
 * such as testify among them). Only for Go: other projects' `vendor/` folders are code.
 */
export const GO_SPEC_PROTECTED: readonly string[] = ['/vendor/'];

/** What a run spec says (`"protectedPaths": {"add": […], "allow": […]}`). */
export interface ProtectedPathsConfig {
  readonly add?: readonly string[];
  readonly allow?: readonly string[];
}

/** The list in force, as the receipt records it. */
export interface ProtectedPathsInForce {
  readonly protected: readonly string[];
  readonly allowed: readonly string[];
}

export function protectedPathsInForce(config: ProtectedPathsConfig = {}): ProtectedPathsInForce {
  return {
    protected: [...DEFAULT_PROTECTED_PATHS, ...(config.add ?? [])],
    allowed: [...(config.allow ?? [])],
  };
}

/**
 * The pattern that protects `path` (and is not allowed), or null: the gate's reading, without
 * throwing. With `baseHas`, a module of the test machinery that the base already provides at
 * the same place is the project's own code (machinery-modules.ts).
 */
export function protectedPattern(
  inForce: ProtectedPathsInForce,
  baseHas?: (path: string) => boolean,
): (path: string) => string | null {
  const rules = inForce.protected.map((pattern) => ({
    pattern,
    test: compilePathPattern(pattern),
  }));
  const allowed = inForce.allowed.map(compilePathPattern);
  const excused = (pattern: string, path: string): boolean =>
    baseHas !== undefined && providedByBase(pattern, path, baseHas);
  return (path) => {
    const rule = rules.find((r) => r.test(path) && !excused(r.pattern, path));
    return !rule || allowed.some((a) => a(path)) ? null : rule.pattern;
  };
}

/**
 * Builds the gate: throws `ProtectedPath` for a path that matches and is not allowed. With
 * `deferManifest`, a path protected only as `package.json` is handed to it instead, to be
 * judged by its content once the patch is applied (inert-manifest.ts).
 */
export function protectedPathGate(
  inForce: ProtectedPathsInForce,
  baseHas?: (path: string) => boolean,
  deferManifest?: (path: string) => void,
): (path: string) => void {
  const patternOf = protectedPattern(inForce, baseHas);
  return (path) => {
    const pattern = patternOf(path);
    if (pattern === null) return;
    if (pattern === MANIFEST_PATTERN && deferManifest) return deferManifest(path);
    throw protectedRefusal(path, pattern);
  };
}

/** The ProtectedPath refusal of `path`, matched by `pattern`; `why` says more when known. */
export function protectedRefusal(path: string, pattern: string, why?: string): IntakeRefusal {
  return new IntakeRefusal(
    'ProtectedPath',
    `${path} is protected (pattern "${pattern}"): it decides how tests run, not what they test${why ? ` (${why})` : ''}. Leave it out of the patch, or have the run spec's owner allow it under "protectedPaths.allow"`,
    { location: { path }, details: { pattern } },
  );
}
