/**
 * What a command accepts, written once: the parser (parse-command.ts) reads its options and
 * the help text (help.ts) is printed from the same object, so `--help` cannot list an option
 * the parser refuses, or leave out one it accepts.
 */
import { dataHome } from '../adapters/fs/index.js';

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** The value's placeholder in help, such as `<dir>` (string options). */
  readonly arg?: string;
  /** One line: what the option does, and its default when it has one. */
  readonly doc: string;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

export interface CommandSpec<O extends OptionTable = OptionTable> {
  /** The words after `patchproof`: `gate`, `receipt verify`. */
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Synopsis lines, each without the leading `patchproof <name>`. */
  readonly usage: readonly string[];
  readonly options: O;
  /** How many positional arguments the parser allows (Infinity: any number). */
  readonly positionals: number;
  /** Exit codes and what each means. */
  readonly exits: readonly (readonly [number, string])[];
  readonly example: string;
  /** Further lines of help: arguments, environment variables, what to read next. */
  readonly notes?: readonly string[];
}

/** Declares a command; `const` keeps the option names literal, so parsed values are typed. */
export function defineCommand<const O extends OptionTable>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

/** A command with subcommands (`receipt`, `token`, `session`, `git`, `runners`). */
export interface CommandGroup {
  readonly name: string;
  readonly summary: string;
  readonly commands: readonly CommandSpec[];
}

/** Options many commands share, with one wording. */
export const JSON_OPTION = {
  type: 'boolean',
  doc: 'print one JSON object on stdout instead of lines',
} as const;
export const STORE_OPTION = {
  type: 'string',
  arg: '<dir>',
  doc: 'the receipt store (default: $XDG_DATA_HOME/patchproof/receipts)',
} as const;
export const SERVER_OPTION = {
  type: 'string',
  arg: '<url>',
  doc: 'the PatchProof service, such as http://127.0.0.1:8080',
} as const;
export const DATA_OPTION = {
  type: 'string',
  arg: '<dir>',
  doc: "the service's embedded database folder, when DATABASE_URL is not set (default: $XDG_DATA_HOME/patchproof/service)",
} as const;

/** Where receipts go when --store is not given: the XDG data folder. */
export function defaultStore(): string {
  return dataHome('receipts');
}

/** Where the embedded database lives when --data is not given: the XDG data folder. */
export function defaultDataDir(): string {
  return dataHome('service');
}
