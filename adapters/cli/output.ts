/** Where the CLI writes, so tests and pipes see plain text and terminals see colour. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Colours only when writing to a terminal (and NO_COLOR is not set). */
  color: boolean;
  /** The characters a table line may take (terminalWidth); unset: no limit. */
  width?: number;
}

/**
 * A reader that stops reading (`park … | head`) closes the pipe: the rest is not wanted, so the
 * command ends quietly, as `ls | head` does, instead of with an EPIPE stack trace.
 */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** The terminal width when nothing says otherwise (a pipe, a file): what most tools assume. */
export const DEFAULT_WIDTH = 80;

/**
 * The width tables are fitted to, as most command-line tools read it (e.g. Python's
 * shutil.get_terminal_size): `COLUMNS` when it is a positive whole number, else the terminal's
 * width when stdout is one, else 80.
 */
export function terminalWidth(
  env: Record<string, string | undefined> = process.env,
  stdout: { isTTY?: boolean; columns?: number } = process.stdout,
): number {
  const columns = Number(env.COLUMNS);
  if (Number.isInteger(columns) && columns > 0) return columns;
  if (stdout.isTTY && stdout.columns && stdout.columns > 0) return stdout.columns;
  return DEFAULT_WIDTH;
}

/** What the CLI writes is whole lines: `text`, ended by a newline once. */
export const asLine = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

export const processOutput = (): Output => {
  quietOnClosedPipe(process.stdout);
  return {
    out: (text) => process.stdout.write(asLine(text)),
    err: (text) => process.stderr.write(asLine(text)),
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    width: terminalWidth(),
  };
};

const paint = (code: number) => (output: Output, text: string) =>
  output.color ? `\u001b[${code}m${text}\u001b[0m` : text;

export const green = paint(32);
export const dim = paint(2);
export const bold = paint(1);
export const red = paint(31);
