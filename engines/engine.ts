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
  /** prompt_eval_count and eval_count, as the server reported them (for a cache hit: as it reported them then). */
  promptTokens: number;
  completionTokens: number;
  /** total_duration, in ms. */
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
  /** Model time of fresh calls (total_duration), in ms. */
  llm_ms: number;
  retries: number;
  failures: number;
}

export function newEngineStats(): EngineStats {
  return { calls: 0, cache_hits: 0, prompt_tokens: 0, completion_tokens: 0, cached_prompt_tokens: 0, cached_completion_tokens: 0, llm_ms: 0, retries: 0, failures: 0 };
}

export function addEngineStats(a: EngineStats, b: EngineStats): EngineStats {
  for (const k of Object.keys(a) as (keyof EngineStats)[]) a[k] += b[k];
  return a;
}

export interface Engine {
  readonly name: string;
  chat(request: ChatRequest): Promise<ChatReply>;
  stats(): EngineStats;
}
