/** Argument parsing for subcommands (node:util parseArgs), with errors as UsageError. */
import { parseArgs } from 'node:util';
import type { CommandSpec, OptionTable } from './command-spec.js';
import { UsageError } from './output.js';

/** Parses `args` strictly against the command's own option table: unknown flags and extra positionals are usage errors. */
export function parseCommand<const O extends OptionTable>(args: string[], spec: CommandSpec<O>) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: spec.options,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    // parseArgs explains over several lines; a usage error is one.
    throw new UsageError((error as Error).message.replace(/\s*\n\s*/g, ' '), spec.name);
  }
  // parseArgs keeps the last of a repeated option: `--expect A --expect B` would check B only.
  const seen = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name))
      throw new UsageError(`--${token.name} is given more than once; give it once`, spec.name);
    seen.add(token.name);
  }
  if (parsed.positionals.length > spec.positionals) {
    throw new UsageError(
      `unexpected argument "${parsed.positionals[spec.positionals]}"`,
      spec.name,
    );
  }
  return parsed;
}

/**
 * Whether `args` ask for help (`--help` or `-h` as an option, not as the value of another
 * option nor after `--`), read with the command's own table so `-m --help` stays a message.
 */
export function wantsHelp(args: readonly string[], options: OptionTable = {}): boolean {
  // Not strict: unknown options are the command's to refuse; here only --help matters.
  const { tokens } = parseArgs({
    args: [...args],
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  return tokens.some((t) => t.kind === 'option' && t.name === 'help');
}
