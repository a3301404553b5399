/** Where the CLI writes, so tests and pipes see plain text and terminals see colour. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Colours only when writing to a terminal (and NO_COLOR is not set). */
  color: boolean;
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

export const processOutput = (): Output => {
  quietOnClosedPipe(process.stdout);
  return {
    out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  };
};

const paint = (code: number) => (output: Output, text: string) =>
  output.color ? `\u001b[${code}m${text}\u001b[0m` : text;

export const green = paint(32);
export const dim = paint(2);
export const bold = paint(1);
export const red = paint(31);
