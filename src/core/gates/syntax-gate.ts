/**
 * The SyntaxError gate (PROTOCOL 3.3): a changed source file that parsed cleanly before
 * the patch must still parse after it. Errors the file already had are not the patch's
 * doing and do not refuse it; a new file has no "before" and must parse.
 */
import { IntakeRefusal } from '../errors.js';
import { type SyntaxChecker, type SyntaxLanguage, syntaxLanguageFor } from './syntax-port.js';

export interface SyntaxCandidate {
  readonly path: string;
  /** Text before the patch (for a move, the old path's text); null for a new file. */
  readonly before: string | null;
  readonly after: string;
}

/** The languages the gate checks among `files`, each once: what a checker must have loaded. */
export function syntaxLanguagesOf(files: readonly SyntaxCandidate[]): SyntaxLanguage[] {
  const languages = new Set<SyntaxLanguage>();
  for (const file of files) {
    const language = syntaxLanguageFor(file.path);
    if (language) languages.add(language);
  }
  return [...languages];
}

/** Throws `SyntaxError` for the first file whose syntax errors the patch introduced. */
export function assertNoNewSyntaxErrors(
  files: readonly SyntaxCandidate[],
  checker: SyntaxChecker,
): void {
  for (const file of files) {
    const language = syntaxLanguageFor(file.path);
    if (!language) continue;
    const problems = checker.check(language, file.after);
    const first = problems[0];
    if (!first) continue;
    // Errors the base already had are not the patch's doing. A base that could not be
    // parsed in time proves nothing either way, so it does not excuse the patched file.
    if (
      file.before !== null &&
      checker.check(language, file.before).some((p) => p.kind !== 'timeout')
    )
      continue;
    const what =
      first.kind === 'timeout'
        ? `could not be checked (${first.snippet}); make the file smaller or simpler`
        : `gets a syntax ${first.kind === 'missing' ? 'error (something is missing)' : 'error'} from the patch near "${first.snippet}"; fix the code so it parses (${language})`;
    throw new IntakeRefusal('SyntaxError', `${file.path}:${first.line}:${first.column}: ${what}`, {
      location: { path: file.path, line: first.line, column: first.column },
      details: { language, snippet: first.snippet, problems: problems.length },
    });
  }
}
