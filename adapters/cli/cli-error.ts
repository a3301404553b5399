/** A failure the user can fix: printed without a stack trace, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/**
 * The command has printed its answer and ends with this exit code, saying nothing more (e.g.
 * `park gate check`: 2 when the gate refuses the ticket).
 */
export class CliExit extends Error {
  override readonly name = 'CliExit';
  constructor(readonly exitCode: number) {
    super(`exit code ${exitCode}`);
  }
}
