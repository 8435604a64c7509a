import { MeshError } from '../wire/errors.js';
import { redact, safeCause, type ApiKey } from './api-key.js';
import { describeClientError, httpStatus, isConnectionFailure } from './client-errors.js';

/** Model names listed in a "model not found" message, at most. */
const MODELS_NAMED = 12;

export interface HostedServer {
  /** Who answers, for messages: "the OpenAI-compatible server", "Anthropic". */
  server: string;
  url: string;
  key: ApiKey;
  model: string;
  /** What to do when nothing answers at `url`. */
  startHint: string;
  /** Does the server have the model? true, else the models it has; throws the client's error. */
  lookup(): Promise<true | string[]>;
}

/**
 * Before any task: the key is there when needed, the server answers and
 * takes the key, and it has the model. Throws ENGINE_AUTH_FAILED (missing
 * or rejected key, naming the variable), ENGINE_UNREACHABLE (naming the
 * URL), ENGINE_MODEL_MISSING (with the models it has) or ENGINE_FAILED.
 * No message carries the key.
 */
export async function preflightHosted(s: HostedServer): Promise<void> {
  const at = `${s.server} at ${s.url}`;
  if (s.key.required && !s.key.value) {
    throw new MeshError(
      'ENGINE_AUTH_FAILED',
      `no API key for ${at}: set the environment variable ${s.key.variable} (or name another variable with engine.api_key_env)`,
    );
  }
  let found: true | string[];
  try {
    found = await s.lookup();
  } catch (err) {
    throw preflightFailure(err, s);
  }
  if (found === true) return;
  const some = found.slice(0, MODELS_NAMED).join(', ') + (found.length > MODELS_NAMED ? `, … (${found.length} in all)` : '');
  throw new MeshError(
    'ENGINE_MODEL_MISSING',
    `model ${s.model} is not on ${at} — set engine.model to one it has${found.length ? `: ${some}` : ' (it lists none)'}`,
  );
}

/** A failed preflight request as a MeshError that says what to do. */
export function preflightFailure(err: unknown, s: HostedServer): MeshError {
  const at = `${s.server} at ${s.url}`;
  const detail = redact(describeClientError(err), s.key.value);
  const cause = { cause: safeCause(err, s.key.value) };
  const status = httpStatus(err);
  if (status === 401 || status === 403) {
    const what = s.key.value
      ? `${at} rejected the API key in ${s.key.variable} (HTTP ${status}) — set ${s.key.variable} to a valid key`
      : `${at} wants an API key (HTTP ${status}) — set the environment variable ${s.key.variable} (or name another variable with engine.api_key_env)`;
    return new MeshError('ENGINE_AUTH_FAILED', what, cause);
  }
  if (status === 404)
    return new MeshError('ENGINE_MODEL_MISSING', `model ${s.model} is not on ${at} (HTTP 404: ${detail}) — check engine.model and engine.base_url`, cause);
  if (status === undefined && isConnectionFailure(err)) return new MeshError('ENGINE_UNREACHABLE', `cannot reach ${at} — ${s.startHint} (${detail})`, cause);
  return new MeshError('ENGINE_FAILED', `${at} failed the preflight check: ${detail}`, cause);
}
