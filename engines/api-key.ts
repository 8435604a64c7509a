/** Where the text of a key stood, in a message that had it. */
const REDACTED = '[redacted]';

/**
 * An engine's API key, read from the environment variable its config names
 * (`api_key_env`, else the kind's default). Only the variable's name ever
 * appears in a config, a message or a file; the value goes to the client.
 */
export interface ApiKey {
  /** The environment variable's name. */
  readonly variable: string;
  /** The key; undefined when the variable is unset or empty. */
  readonly value: string | undefined;
  /** Whether the server needs one: the vendor's own API, or a config that names a variable. */
  readonly required: boolean;
}

/**
 * The key for an engine: from `api_key_env` (required then), else from the
 * kind's default variable, required only for the vendor's own API (a local
 * server usually needs none).
 */
export function apiKeyOf(config: { api_key_env?: string | undefined }, defaultVariable: string, vendorApi: boolean, env: NodeJS.ProcessEnv): ApiKey {
  const variable = config.api_key_env ?? defaultVariable;
  const value = env[variable] || undefined;
  return { variable, value, required: config.api_key_env !== undefined || vendorApi };
}

/** `text` with every occurrence of the secret blanked out. */
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join(REDACTED) : text;
}

/** The error to keep as a `cause`, unless its message carries the secret (a server may echo a rejected key). */
export function safeCause(err: unknown, secret: string | undefined): unknown {
  if (!secret) return err;
  const text = err instanceof Error ? `${err.message} ${JSON.stringify((err as { error?: unknown }).error ?? null)}` : String(err);
  return text.includes(secret) ? undefined : err;
}
