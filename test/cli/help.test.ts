// Every command answers --help (and -h, and `patchproof help <command>`) with its own usage,
// options, exit codes and an example, printed from the option table its parser uses: the
// walk below checks each listed option is one the parser knows, and that unknown ones are
// refused with a pointer to that command's help.
import { describe, expect, it } from 'vitest';
import type { CommandSpec } from '../../src/cli/command-spec.js';
import { flag } from '../../src/cli/help.js';
import { loadCommands } from '../../src/main/cli.js';
import { runCli } from '../support/run-cli.js';

const COMMANDS = await loadCommands();
const specs: CommandSpec[] = COMMANDS.flatMap((e) => ('commands' in e ? [...e.commands] : [e]));
const groups = COMMANDS.filter((e) => 'commands' in e);

describe('patchproof <command> --help', () => {
  it('covers every command the CLI dispatches', () => {
    expect(specs.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'snapshot',
        'propose',
        'validate',
        'receipt verify',
        'receipt show',
        'receipt sign',
        'receipt keygen',
        'runners build',
        'spec targets',
        'serve',
        'token create',
        'token list',
        'token revoke',
        'review',
        'approve',
        'gate',
        'apply',
        'mcp',
        'demo',
        'session start',
        'session status',
        'session export',
        'session ack',
        'session discard',
        'session unlock',
        'session end',
        'git status',
        'git diff',
        'git add',
        'git commit',
        'git push',
      ]),
    );
  });

  describe.each(specs.map((s) => [s.name, s] as const))('%s', (name, spec) => {
    const words = name.split(' ');

    it('answers --help, -h and "help <command>" with exit 0 and the same text', async () => {
      const long = await runCli(...words, '--help');
      expect(long.code).toBe(0);
      expect(long.err).toBe('');
      expect(long.out).toContain(`patchproof ${name} — `);
      expect(long.out).toMatch(/\nusage:\n/);
      expect(long.out).toMatch(/\nexit codes:\n {2}0 /);
      expect(long.out).toMatch(/\nexample:\n {2}\S/);
      expect(await runCli(...words, '-h')).toEqual(long);
      expect(await runCli('help', ...words)).toEqual(long);
    });

    it('lists every option of its parser, and the parser knows every option it lists', async () => {
      const { out } = await runCli(...words, '--help');
      for (const [option, o] of Object.entries(spec.options)) {
        expect(out).toContain(flag(option, o));
        // A value-less string option or a boolean given a value: the parser must name *this* option, not call it unknown.
        const probe = o.type === 'string' ? [`--${option}`] : [`--${option}=x`];
        const run = await runCli(...words, ...probe);
        expect(run.code).not.toBe(0);
        expect(`${run.out}${run.err}`).not.toMatch(/Unknown option/);
        expect(`${run.out}${run.err}`).toMatch(
          o.type === 'string' ? /argument missing/ : /does not take an argument/,
        );
      }
    });

    it('refuses an unknown option as a UsageError that points to its own help', async () => {
      const run = await runCli(...words, '--no-such-option');
      expect(run.code).not.toBe(0);
      expect(`${run.out}${run.err}`).toContain('UsageError');
      expect(`${run.out}${run.err}`).toContain(`patchproof ${name} --help`);
    });
  });

  it.each(groups.map((g) => [g.name, g] as const))(
    '%s --help lists its subcommands',
    async (name, group) => {
      const run = await runCli(name, '--help');
      expect(run.code).toBe(0);
      for (const c of 'commands' in group ? group.commands : [])
        expect(run.out).toContain(`patchproof ${c.name} `);
    },
  );

  it('treats --help as a value where an option takes one, and after --', async () => {
    const run = await runCli(
      'git',
      'commit',
      '--message=--help',
      '--workspace-root',
      '/nonexistent-root',
    );
    expect(run.out).not.toContain('usage:');
    expect((await runCli('git', 'add', '--', '--help')).out).not.toContain('usage:');
  });

  it('patchproof help lists every command; an unknown one is refused', async () => {
    const run = await runCli('help');
    expect(run.code).toBe(0);
    for (const spec of specs) expect(run.out).toContain(`  ${spec.name} `);
    expect((await runCli('help', 'nope')).code).toBe(2);
  });
});
