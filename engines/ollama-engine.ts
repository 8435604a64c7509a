import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Ollama } from 'ollama';
import { describeError, MeshError } from '../wire/errors.js';
import { newEngineStats, type ChatReply, type ChatRequest, type Engine, type EngineStats } from './engine.js';
import { ResponseCache } from './response-cache.js';
import { ollamaHost, type OllamaEngineConfig } from './ollama-config.js';

/** The longest wait between two retries. */
const MAX_BACKOFF_MS = 8_000;

type Cached = Pick<ChatReply, 'content' | 'promptTokens' | 'completionTokens' | 'ms'>;

/** Is this failure worth another try? Connection faults, timeouts and 5xx are; 4xx and bad requests are not. */
export function isTransient(err: unknown): boolean {
  const e = err as { name?: string; status_code?: number; code?: string; cause?: { code?: string } };
  if (e?.name === 'ResponseError') return (e.status_code ?? 0) >= 500;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return true;
  const code = e?.code ?? e?.cause?.code;
  if (code && /^(?:ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT)$/.test(code)) return true;
  return err instanceof TypeError && /fetch failed|terminated|socket/i.test(err.message);
}

/**
 * An Ollama server through the `ollama` npm client. Free-text replies are
 * streamed (the final chunk carries the counts); structured replies use
 * `format` with a JSON schema. Transient failures are retried with bounded
 * exponential backoff; every request has a deadline. Successful replies go
 * to the response cache unless it is off.
 */
export class OllamaEngine implements Engine {
  readonly name = 'ollama';
  readonly host: string;
  private readonly client: Ollama;
  private readonly cache: ResponseCache<Cached> | undefined;
  private readonly counters: EngineStats = newEngineStats();

  constructor(
    private readonly config: OllamaEngineConfig,
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ) {
    this.host = ollamaHost(config, options.env);
    const timeout = config.timeout_ms;
    this.client = new Ollama({
      host: this.host,
      // The client has no timeout of its own: every request gets a deadline here.
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeout)]) : AbortSignal.timeout(timeout) }),
    });
    this.cache = config.cache ? new ResponseCache<Cached>(resolve(options.cwd ?? process.cwd(), config.cache_dir)) : undefined;
  }

  stats(): EngineStats {
    return { ...this.counters };
  }

  async chat(request: ChatRequest): Promise<ChatReply> {
    const key = ResponseCache.key({ model: this.config.model, messages: request.messages, format: request.format ?? null, options: this.config.options });
    this.counters.calls += 1;
    const hit = this.cache?.get(key);
    if (hit) {
      this.counters.cache_hits += 1;
      this.counters.cached_prompt_tokens += hit.promptTokens;
      this.counters.cached_completion_tokens += hit.completionTokens;
      return { ...hit, cached: true };
    }
    let attempt = 0;
    for (;;) {
      try {
        const reply = await this.once(request);
        this.counters.prompt_tokens += reply.promptTokens;
        this.counters.completion_tokens += reply.completionTokens;
        this.counters.llm_ms += reply.ms;
        this.cache?.set(key, reply);
        return { ...reply, cached: false };
      } catch (err) {
        if (attempt < this.config.retries && isTransient(err)) {
          this.counters.retries += 1;
          await sleep(Math.min(MAX_BACKOFF_MS, this.config.retry_base_ms * 2 ** attempt));
          attempt++;
          continue;
        }
        this.counters.failures += 1;
        const tries = attempt + 1;
        throw new MeshError('ENGINE_FAILED', `Ollama at ${this.host} failed after ${tries} attempt${tries > 1 ? 's' : ''}: ${describeError(err)}`, { cause: err });
      }
    }
  }

  private async once(request: ChatRequest): Promise<Cached> {
    const base = {
      model: this.config.model,
      messages: request.messages,
      options: this.config.options,
      ...(this.config.keep_alive === undefined ? {} : { keep_alive: this.config.keep_alive }),
    };
    if (request.format) {
      const r = await this.client.chat({ ...base, format: request.format, stream: false });
      return { content: r.message.content, promptTokens: r.prompt_eval_count ?? 0, completionTokens: r.eval_count ?? 0, ms: (r.total_duration ?? 0) / 1e6 };
    }
    let content = '';
    let counts = { promptTokens: 0, completionTokens: 0, ms: 0 };
    for await (const part of await this.client.chat({ ...base, stream: true })) {
      content += part.message?.content ?? '';
      if (part.done) counts = { promptTokens: part.prompt_eval_count ?? 0, completionTokens: part.eval_count ?? 0, ms: (part.total_duration ?? 0) / 1e6 };
    }
    return { content, ...counts };
  }
}

/**
 * Before any task runs: the server answers and has the model. Throws
 * ENGINE_UNREACHABLE or ENGINE_MODEL_MISSING with what to do next.
 */
export async function preflight(config: OllamaEngineConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const host = ollamaHost(config, env);
  const client = new Ollama({ host, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(Math.min(config.timeout_ms, 10_000)) }) });
  let names: string[];
  try {
    names = (await client.list()).models.map((m) => m.name);
  } catch (err) {
    throw new MeshError('ENGINE_UNREACHABLE', `cannot reach Ollama at ${host} — start it with \`ollama serve\`, or use engine: local (${describeError(err)})`, { cause: err });
  }
  const wanted = config.model.includes(':') ? config.model : `${config.model}:latest`;
  if (names.includes(config.model) || names.includes(wanted)) return;
  try {
    await client.show({ model: config.model });
  } catch (err) {
    throw new MeshError('ENGINE_MODEL_MISSING', `model ${config.model} is not on ${host} — run \`ollama pull ${config.model}\``, { cause: err });
  }
}
