import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MeshError } from '../wire/errors.js';
import { newEngineStats, type ChatReply, type ChatRequest, type Engine, type EngineStats } from './engine.js';
import { ResponseCache } from './response-cache.js';
import { describeClientError, isTransient, retryDelayMs } from './client-errors.js';
import { redact, safeCause } from './api-key.js';
import type { ServerConfig } from './server-config.js';

/** One reply as a server gave it: what the response cache stores. */
export type ServerReply = Omit<ChatReply, 'cached'>;

/**
 * What every engine on a model server does around one request: the
 * response cache (keyed by model, messages, format and the kind's options),
 * retries of transient failures with backoff (a 429's retry-after
 * honoured), and the counts in `stats()`. A kind implements `send`, one
 * request with the server's own client, which throws the client's errors.
 * Failures after the retries throw ENGINE_FAILED naming `server`, with the
 * API key (if any) blanked out of the message.
 */
export abstract class ServerEngine implements Engine {
  abstract readonly name: string;
  private readonly cache: ResponseCache<ServerReply> | undefined;
  private readonly counters: EngineStats = newEngineStats();
  private readonly secret: string | undefined;

  protected constructor(
    private readonly settings: ServerConfig,
    /** Everything besides model, messages and format that shapes a reply (the kind's options). */
    private readonly shapers: unknown,
    options: { cwd?: string; secret?: string | undefined },
  ) {
    this.cache = settings.cache ? new ResponseCache<ServerReply>(resolve(options.cwd ?? process.cwd(), settings.cache_dir)) : undefined;
    this.secret = options.secret;
  }

  /** Who answers, for messages: "Ollama at http://…". */
  protected abstract get server(): string;

  /** One request to the server; throws the client's error on failure. */
  protected abstract send(request: ChatRequest): Promise<ServerReply>;

  stats(): EngineStats {
    return { ...this.counters };
  }

  async chat(request: ChatRequest): Promise<ChatReply> {
    // Keyed by the server too: two servers with a model of the same name must not answer for each other.
    const key = ResponseCache.key({
      server: this.server,
      model: this.settings.model,
      messages: request.messages,
      format: request.format ?? null,
      options: this.shapers,
    });
    this.counters.calls += 1;
    const hit = this.cache?.get(key);
    if (hit) {
      this.counters.cache_hits += 1;
      this.counters.cached_prompt_tokens += hit.promptTokens;
      this.counters.cached_completion_tokens += hit.completionTokens;
      return { ...hit, cached: true };
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const reply = await this.send(request);
        this.count(reply);
        this.cache?.set(key, reply);
        return { ...reply, cached: false };
      } catch (err) {
        if (attempt < this.settings.retries && isTransient(err)) {
          this.counters.retries += 1;
          await sleep(retryDelayMs(err, attempt, this.settings.retry_base_ms));
          continue;
        }
        this.counters.failures += 1;
        const tries = attempt + 1;
        throw new MeshError(
          'ENGINE_FAILED',
          redact(`${this.server} failed after ${tries} attempt${tries > 1 ? 's' : ''}: ${describeClientError(err)}`, this.secret),
          { cause: safeCause(err, this.secret) },
        );
      }
    }
  }

  private count(reply: ServerReply): void {
    const c = this.counters;
    c.prompt_tokens += reply.promptTokens;
    c.completion_tokens += reply.completionTokens;
    c.llm_ms += reply.ms;
    if (reply.promptCacheReadTokens !== undefined) c.prompt_cache_read_tokens = (c.prompt_cache_read_tokens ?? 0) + reply.promptCacheReadTokens;
    if (reply.promptCacheWriteTokens !== undefined) c.prompt_cache_write_tokens = (c.prompt_cache_write_tokens ?? 0) + reply.promptCacheWriteTokens;
  }
}
