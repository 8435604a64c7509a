import { performance } from 'node:perf_hooks';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import type { ChatMessage, ChatRequest } from './engine.js';
import { preflightHosted } from './hosted-preflight.js';
import { OPENAI, type OpenAIEngineConfig } from './openai-config.js';
import { httpStatus } from './client-errors.js';
import { hostedAccess, PREFLIGHT_TIMEOUT_MS, type HostedAccess } from './server-config.js';
import { ServerEngine, type ServerReply } from './server-engine.js';

/** What the client sends as a key to a server that needs none (the SDK insists on one). */
const NO_KEY = 'no-key';

type ResponseFormat = NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;

/** The SDK client for a config: our own retries and deadline, so the SDK's are off. */
function clientFor(access: HostedAccess, timeout: number): OpenAI {
  return new OpenAI({ apiKey: access.key.value ?? NO_KEY, baseURL: access.url, maxRetries: 0, timeout });
}

function counts(usage: CompletionUsage | null | undefined): Omit<ServerReply, 'content' | 'ms'> {
  const read = usage?.prompt_tokens_details?.cached_tokens;
  return {
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
    ...(read === undefined ? {} : { promptCacheReadTokens: read }),
  };
}

/** JSON mode carries no schema: the system message states it. */
function withSchema(messages: ChatMessage[], format: Record<string, unknown>): ChatMessage[] {
  return [{ role: 'system', content: `Reply with a JSON object that follows this JSON schema:\n${JSON.stringify(format)}` }, ...messages];
}

/**
 * Any OpenAI-compatible server (OpenAI, vLLM, llama.cpp, LM Studio,
 * OpenRouter) through the official `openai` client. Free text is streamed
 * with the usage included in the last chunk; structured output asks for
 * `response_format: json_schema`, and if the server refuses that (HTTP 400
 * or 422) on the first structured request while JSON mode works, JSON mode
 * from then on. Token counts are the server's `usage`; ms is wall time.
 */
export class OpenAIEngine extends ServerEngine {
  readonly name = 'openai';
  readonly url: string;
  private readonly client: OpenAI;
  /** How structured output is asked for; undefined until the server has answered one such request. */
  private structured: 'json_schema' | 'json_object' | undefined;

  constructor(
    private readonly config: OpenAIEngineConfig,
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ) {
    const access = hostedAccess(config, options.env ?? process.env, OPENAI);
    super(config, config.options, { ...options, secret: access.key.value });
    this.url = access.url;
    this.client = clientFor(access, config.timeout_ms);
  }

  protected get server(): string {
    return `the OpenAI-compatible server at ${this.url}`;
  }

  /** JSON schema or JSON mode, as the server's first answer decided; undefined before. */
  get structuredOutput(): 'json_schema' | 'json_object' | undefined {
    return this.structured;
  }

  protected async send(request: ChatRequest): Promise<ServerReply> {
    if (!request.format) return this.streamed(request.messages);
    const format = request.format;
    const schema: ResponseFormat = { type: 'json_schema', json_schema: { name: 'reply', schema: format } };
    if (this.structured === 'json_schema') return this.complete(request.messages, schema);
    if (this.structured === 'json_object') return this.complete(withSchema(request.messages, format), { type: 'json_object' });
    try {
      const reply = await this.complete(request.messages, schema);
      this.structured = 'json_schema';
      return reply;
    } catch (err) {
      const status = httpStatus(err);
      if (status !== 400 && status !== 422) throw err;
      // Refused: the server may not know json_schema. If JSON mode works, keep to it; if not, the first error stands.
      const reply = await this.complete(withSchema(request.messages, format), { type: 'json_object' }).catch(() => {
        throw err;
      });
      this.structured = 'json_object';
      return reply;
    }
  }

  private async complete(messages: ChatMessage[], responseFormat: ResponseFormat): Promise<ServerReply> {
    const t0 = performance.now();
    const body = {
      ...this.config.options,
      model: this.config.model,
      messages,
      response_format: responseFormat,
      stream: false,
    } as ChatCompletionCreateParamsNonStreaming;
    const r = await this.client.chat.completions.create(body);
    return { content: r.choices[0]?.message?.content ?? '', ...counts(r.usage), ms: performance.now() - t0 };
  }

  private async streamed(messages: ChatMessage[]): Promise<ServerReply> {
    const t0 = performance.now();
    const body = {
      ...this.config.options,
      model: this.config.model,
      messages,
      stream: true,
      stream_options: { include_usage: true },
    } as ChatCompletionCreateParamsStreaming;
    let content = '';
    let usage: CompletionUsage | null | undefined;
    for await (const chunk of await this.client.chat.completions.create(body)) {
      content += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.usage) usage = chunk.usage;
    }
    return { content, ...counts(usage), ms: performance.now() - t0 };
  }
}

/**
 * Before any task runs: the key is there if needed, the server answers,
 * takes the key and lists the model (or, listing none, at least answers).
 */
export async function preflight(config: OpenAIEngineConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const access = hostedAccess(config, env, OPENAI);
  const client = clientFor(access, Math.min(config.timeout_ms, PREFLIGHT_TIMEOUT_MS));
  await preflightHosted({
    server: 'the OpenAI-compatible server',
    ...access,
    model: config.model,
    startHint: 'start the server (e.g. `vllm serve MODEL`, `llama-server -m FILE`), or fix engine.base_url',
    lookup: async () => {
      const names: string[] = [];
      try {
        for await (const m of client.models.list()) names.push(m.id);
      } catch (err) {
        // A server without a model list: the first chat will say whether the model is there.
        if (httpStatus(err) === 404) return true;
        throw err;
      }
      if (names.includes(config.model)) return true;
      try {
        await client.models.retrieve(config.model);
        return true;
      } catch (err) {
        if (httpStatus(err) === 404) return names;
        throw err;
      }
    },
  });
}
