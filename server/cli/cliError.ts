/** A failure the CLI reports as its message alone (no stack), with its exit code. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}
