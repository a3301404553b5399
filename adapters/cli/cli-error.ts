/** A failure the user can fix: printed without a stack trace, exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}
