import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Output } from './output';
import { createProgram } from './program';
import type { CliServices } from './cli-services';

const GROUPS = [
  'report',
  'dashboard',
  'weather',
  'employee',
  'contact-forms',
  'maintenance',
  'capacity',
  'tickets',
  'gate',
  'mail',
  'audit',
];

/** The leaf commands under a command (itself when it has none). */
const leaves = (command: Command): Command[] =>
  command.commands.length === 0 ? [command] : command.commands.flatMap(leaves);

describe('park --help', () => {
  const written: string[] = [];
  const output: Output = { out: (t) => written.push(t), err: (t) => written.push(t), color: false };
  // Help never opens anything: services that would are a bug here.
  const services = new Proxy({} as CliServices, {
    get: () => () => Promise.reject(new Error('help opened a service')),
  });
  const program = createProgram(services, output);

  it('lists every manager command group', () => {
    const names = program.commands.map((c) => c.name());
    for (const group of GROUPS) expect(names).toContain(group);
  });

  const commands = GROUPS.flatMap((g) => leaves(program.commands.find((c) => c.name() === g)!));
  it.each(commands.map((c) => [`${c.parent?.name()} ${c.name()}`, c] as const))(
    '%s has a description, examples and the global --as',
    (_name, command) => {
      written.length = 0;
      command.outputHelp();
      const help = written.join('');
      expect(command.description()).not.toBe('');
      expect(help).toMatch(/Examples:\n {2}\$ (PARK_AS=\S+ )?park /);
      expect(help).toContain('--as <email>');
    },
  );
});

describe('park --help in an 80-column terminal', () => {
  const written: string[] = [];
  const output: Output = {
    out: (t) => written.push(t),
    err: (t) => written.push(t),
    color: false,
    width: 80,
  };
  const services = new Proxy({} as CliServices, {
    get: () => () => Promise.reject(new Error('help opened a service')),
  });
  const program = createProgram(services, output);
  const all = (command: Command): Command[] => [command, ...command.commands.flatMap(all)];

  it.each(
    all(program).map((c) => [c.name() === 'park' ? 'park' : `park … ${c.name()}`, c] as const),
  )('%s --help has no line over 80 characters, and no word broken', (_name, command) => {
    written.length = 0;
    command.outputHelp();
    const help = written.join('');
    const long = help.split('\n').filter((line) => line.length > 80);
    expect(long).toEqual([]);
    // Every word of the text is still whole (wrapping only moves words to the next line).
    expect(help).not.toMatch(/[a-z]-\n/i);
  });
});
