/**
 * An LLM engine behind a tool. `chat` returns the model's text and the token
 * counts the server reported; failures after the engine's retries throw a
 * MeshError (ENGINE_FAILED, or ENGINE_UNREACHABLE when the server is gone),
 * which the tool turns into a tool failure (ADAPTER_ERROR).
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** A JSON schema the reply must follow (structured output); free text when absent. */
  format?: Record<string, unknown>;
}

export interface ChatReply {
  content: string;
  /**
   * Input and output tokens as the server reported them (for a cache hit: as
   * it reported them then). Input counts every token the model read,
   * including those the server's prompt cache served or stored.
   */
  promptTokens: number;
  completionTokens: number;
  /** Of promptTokens: read from, and written to, the server's prompt cache (where the server reports them). */
  promptCacheReadTokens?: number;
  promptCacheWriteTokens?: number;
  /** Model time as the server reported it (Ollama's total_duration), else the request's wall time, in ms. */
  ms: number;
  cached: boolean;
}

/** What an engine spent, per agent; written to the agent's memory.json and summed into metrics.json. */
export interface EngineStats {
  calls: number;
  cache_hits: number;
  /** Fresh tokens: reported by the server for calls it answered in this run. */
  prompt_tokens: number;
  completion_tokens: number;
  /** Tokens of replies served from the cache (reported when they were first made). */
  cached_prompt_tokens: number;
  cached_completion_tokens: number;
  /** Model time of fresh calls (total_duration, else wall time), in ms. */
  llm_ms: number;
  retries: number;
  failures: number;
  /**
   * Of prompt_tokens: read from and written to the server's prompt cache
   * (OpenAI's cached_tokens, Anthropic's cache reads and writes). Present
   * only for engines whose server reports them.
   */
  prompt_cache_read_tokens?: number;
  prompt_cache_write_tokens?: number;
}

export function newEngineStats(): EngineStats {
  return {
    calls: 0,
    cache_hits: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    cached_prompt_tokens: 0,
    cached_completion_tokens: 0,
    llm_ms: 0,
    retries: 0,
    failures: 0,
  };
}

const STAT_KEYS = Object.keys(newEngineStats()) as (keyof EngineStats)[];
const OPTIONAL_STAT_KEYS = ['prompt_cache_read_tokens', 'prompt_cache_write_tokens'] as const;

/** Adds b's counts to a (other fields of b are ignored); an optional count appears in a once b has it. */
export function addEngineStats(a: EngineStats, b: EngineStats): EngineStats {
  for (const k of STAT_KEYS) a[k] = (a[k] ?? 0) + (b[k] ?? 0);
  for (const k of OPTIONAL_STAT_KEYS) if (b[k] !== undefined) a[k] = (a[k] ?? 0) + b[k];
  return a;
}

export interface Engine {
  readonly name: string;
  chat(request: ChatRequest): Promise<ChatReply>;
  stats(): EngineStats;
}
