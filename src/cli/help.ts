/**
 * Help text, printed from the same command specs the parser reads (command-spec.ts): one
 * command's usage, options, exit codes and example; a group's subcommands; the overview.
 */
import type { CommandGroup, CommandSpec, OptionSpec } from './command-spec.js';

const HELP_OPTION: OptionSpec = { type: 'boolean', short: 'h', doc: 'print this help and exit' };

/** The full help of one command. */
export function commandHelp(spec: CommandSpec): string {
  const lines = [`patchproof ${spec.name} — ${spec.summary}`, '', 'usage:'];
  for (const line of spec.usage) lines.push(`  patchproof ${spec.name}${line ? ` ${line}` : ''}`);
  lines.push('', 'options:');
  const rows = [...Object.entries(spec.options), ['help', HELP_OPTION] as const].map(
    ([name, o]) => [flag(name, o), o.doc] as const,
  );
  const width = Math.min(30, Math.max(...rows.map(([f]) => f.length)) + 2);
  for (const [f, doc] of rows)
    lines.push(
      f.length + 2 > width ? `  ${f}\n  ${' '.repeat(width)}${doc}` : `  ${f.padEnd(width)}${doc}`,
    );
  lines.push('', 'exit codes:');
  for (const [code, meaning] of spec.exits) lines.push(`  ${code}  ${meaning}`);
  if (spec.notes && spec.notes.length > 0) lines.push('', ...spec.notes);
  lines.push('', 'example:', `  ${spec.example}`);
  return lines.join('\n');
}

/** `-m, --message <text>` */
export function flag(name: string, option: OptionSpec): string {
  const long = `--${name}${option.type === 'string' ? ` ${option.arg ?? '<value>'}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

/** A group's subcommands, one line each. */
export function groupHelp(group: CommandGroup): string {
  const width = Math.max(...group.commands.map((c) => c.name.length)) + 2;
  return [
    `patchproof ${group.name} — ${group.summary}`,
    '',
    'commands:',
    ...group.commands.map((c) => `  patchproof ${c.name.padEnd(width)}${c.summary}`),
    '',
    `run "patchproof ${group.name} <command> --help" for a command's options`,
  ].join('\n');
}

/** `patchproof help`: every command with its summary. */
export function overviewHelp(entries: readonly (CommandSpec | CommandGroup)[]): string {
  const commands = entries.flatMap((e) => ('commands' in e ? e.commands : [e]));
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    'patchproof — verify untrusted patches: propose, approve, execute, publish',
    '',
    'usage: patchproof <command> [options]',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${'version'.padEnd(width)}print the version`,
    `  ${'help'.padEnd(width)}this list; "patchproof help <command>" is the same as "<command> --help"`,
    '',
    'every command answers --help (or -h) with its usage, options, exit codes and an example.',
    'exit codes: 0 ok, 1 a verified FAIL or an invalid receipt, 2 refused (the error code is printed), 3 could not finish.',
    'docs: README.md and docs/ (quickstart, commands, protocol, errors).',
  ].join('\n');
}
