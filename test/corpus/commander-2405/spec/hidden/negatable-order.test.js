// Hidden tests of the same bug (tj/commander.js#2405: the implicit default of true for a
// negatable option depended on the order the positive and negative options were added),
// written for this corpus.
const commander = require('../../');

describe('positive and negative options in either order', () => {
  test('negative added first, then positive: no default, and both flags still work', () => {
    const make = () =>
      new commander.Command()
        .option('--no-colour', 'plain output')
        .option('--colour', 'coloured output');
    expect(make().parse([], { from: 'user' }).opts().colour).toBeUndefined();
    expect(make().parse(['--colour'], { from: 'user' }).opts().colour).toBe(true);
    expect(make().parse(['--no-colour'], { from: 'user' }).opts().colour).toBe(false);
  });

  test('addOption with Option objects, negative first', () => {
    const program = new commander.Command();
    program.addOption(new commander.Option('--no-cache'));
    program.addOption(new commander.Option('--cache'));
    program.parse([], { from: 'user' });
    expect(program.opts().cache).toBeUndefined();
    expect(program.getOptionValueSource('cache')).toBeUndefined();
  });

  test('negative second with an explicit default gives that default, in a subcommand too', () => {
    const program = new commander.Command();
    let seen;
    program
      .command('serve')
      .option('--tls', 'use tls')
      .option('--no-tls', 'plain http', 'auto')
      .action((opts) => {
        seen = opts.tls;
      });
    program.parse(['serve'], { from: 'user' });
    expect(seen).toBe('auto');
  });

  test('a lone negative still defaults to true, across repeated parses', () => {
    const program = new commander.Command();
    program.option('--no-banner');
    expect(program.parse([], { from: 'user' }).opts().banner).toBe(true);
    expect(program.parse(['--no-banner'], { from: 'user' }).opts().banner).toBe(false);
    expect(program.parse([], { from: 'user' }).opts().banner).toBe(true);
  });

  test('a lone negative with an explicit default keeps it', () => {
    const program = new commander.Command();
    program.option('--no-level', 'no level', 3);
    expect(program.parse([], { from: 'user' }).opts().level).toBe(3);
  });
});
