/** Argument parsing for subcommands (node:util parseArgs), with errors as UsageError. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './output.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses `args` strictly: unknown flags and extra positionals are usage errors. */
export function parseCommand<T extends Options>(args: string[], options: T, maxPositionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`);
  }
  return parsed;
}
