/**
 * The error a `railroute` command reports as it is: `main` prints its message as one line,
 * without the stack (any other error is shown by the first line of its message).
 */
export class CliError extends Error {}
