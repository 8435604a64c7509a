/**
 * What a model server client's error says (the Ollama, OpenAI and
 * Anthropic SDKs alike): its HTTP status, whether to try again and after
 * how long, and one line for a message.
 */
/** The longest wait between two retries of our own choosing. */
export const MAX_BACKOFF_MS = 8_000;
/** The longest wait a server's retry-after may impose before we try again. */
export const MAX_RETRY_AFTER_MS = 60_000;

const CONNECTION_CODES = /^(?:ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/;
/** The official SDKs' errors for a request that got no response (refused, reset, timed out). */
const CONNECTION_ERRORS = new Set(['APIConnectionError', 'APIConnectionTimeoutError']);

interface ErrorShape {
  name?: string;
  /** The OpenAI and Anthropic SDKs' HTTP status. */
  status?: number;
  /** The Ollama client's HTTP status. */
  status_code?: number;
  code?: string;
  cause?: unknown;
  headers?: { get?(name: string): string | null | undefined };
  /** The Anthropic SDK: the message inside the error body. */
  apiMessage?: string;
  message?: string;
}

/** The HTTP status a client error carries, if any. */
export function httpStatus(err: unknown): number | undefined {
  const e = err as ErrorShape | undefined;
  const status = e?.status ?? e?.status_code;
  return typeof status === 'number' ? status : undefined;
}

/** One line: the status and the server's own message where the client has it apart from the body. */
export function describeClientError(err: unknown): string {
  const e = err as ErrorShape | undefined;
  const status = httpStatus(err);
  if (typeof e?.apiMessage === 'string' && e.apiMessage && status !== undefined) return `${status} ${e.apiMessage}`;
  return err instanceof Error ? err.message : String(err);
}

/** Did the request never get a response: refused, reset, timed out? */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err as ErrorShape | undefined, depth = 0; e && depth < 4; e = e.cause as ErrorShape | undefined, depth++) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (CONNECTION_ERRORS.has((e as object).constructor?.name ?? '')) return true;
    if (e.code && CONNECTION_CODES.test(e.code)) return true;
    if (e instanceof TypeError && /fetch failed|terminated|socket/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Is this failure worth another try? Connection faults, timeouts, 5xx and
 * 429 (rate limited) are; other 4xx and bad requests are not.
 */
export function isTransient(err: unknown): boolean {
  const status = httpStatus(err);
  if (status !== undefined) return status >= 500 || status === 429;
  return isConnectionFailure(err);
}

/**
 * How long the server asked us to wait (`retry-after-ms`, else
 * `retry-after` in seconds or as an HTTP date), capped; undefined when it
 * did not say. `now` is the wall clock in ms, for HTTP dates.
 */
export function retryAfterMs(err: unknown, now: number = Date.now()): number | undefined {
  const headers = (err as ErrorShape | undefined)?.headers;
  if (typeof headers?.get !== 'function') return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - now;
  return Number.isFinite(wait) ? Math.min(Math.max(0, wait), MAX_RETRY_AFTER_MS) : undefined;
}

/** The wait before retry number `attempt` (0-based): the server's retry-after if it gave one, else exponential backoff. */
export function retryDelayMs(err: unknown, attempt: number, baseMs: number): number {
  return retryAfterMs(err) ?? Math.min(MAX_BACKOFF_MS, baseMs * 2 ** attempt);
}
