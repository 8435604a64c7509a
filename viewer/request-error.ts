/**
 * A request the viewer refuses, with the HTTP status to answer it with:
 * 400 for a malformed or escaping path, 404 for what PATH does not hold.
 * The message says what was wrong; it never echoes file contents.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly status: 400 | 404 | 405,
    message: string,
  ) {
    super(message);
  }
}
