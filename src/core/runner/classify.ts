/**
 * Failure classification (PROTOCOL 5): every failed phase gets exactly one class, the
 * first of this precedence that the evidence supports. The evidence is the run's facts
 * and text the code under test wrote, so classification informs humans; it never turns a
 * failure into a pass.
 */

export const CLASSIFICATIONS = [
  'TIMEOUT',
  'ENVIRONMENT_ERROR',
  'DEPENDENCY_ERROR',
  'TYPE_ERROR',
  'CODE_ERROR',
  'CONFIG_ERROR',
  'TEST_FAILURE',
  'UNKNOWN',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

const DEPENDENCY =
  /\b(ModuleNotFoundError|ImportError|Cannot find module|ERR_MODULE_NOT_FOUND|No module named)\b/;
const TYPE = /\b(TypeError|ERR_INVALID_ARG_TYPE)\b/;
const CODE =
  /\b(SyntaxError|IndentationError|NameError|ReferenceError|AttributeError|KeyError|IndexError|ValueError|ZeroDivisionError|RangeError|RecursionError|UnboundLocalError)\b/;

/** Classes that text (failure messages, stderr) points to. */
export function classesFromText(text: string): Classification[] {
  const found: Classification[] = [];
  if (DEPENDENCY.test(text)) found.push('DEPENDENCY_ERROR');
  if (TYPE.test(text)) found.push('TYPE_ERROR');
  if (CODE.test(text)) found.push('CODE_ERROR');
  return found;
}

/** The highest-precedence class among `candidates`; UNKNOWN when there are none. */
export function pickClassification(candidates: Iterable<Classification>): Classification {
  let best: Classification = 'UNKNOWN';
  for (const c of candidates)
    if (CLASSIFICATIONS.indexOf(c) < CLASSIFICATIONS.indexOf(best)) best = c;
  return best;
}
