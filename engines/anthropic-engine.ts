import { performance } from 'node:perf_hooks';
import Anthropic from '@anthropic-ai/sdk';
import type { ContentBlock, MessageCreateParamsBase, Tool, Usage } from '@anthropic-ai/sdk/resources/messages';
import type { ChatMessage, ChatRequest } from './engine.js';
import { ANTHROPIC, type AnthropicEngineConfig } from './anthropic-config.js';
import { preflightHosted } from './hosted-preflight.js';
import { httpStatus } from './client-errors.js';
import { hostedAccess, PREFLIGHT_TIMEOUT_MS, type HostedAccess } from './server-config.js';
import { ServerEngine, type ServerReply } from './server-engine.js';

/** The tool through which a structured reply comes: its input is the reply. */
const REPLY_TOOL = 'reply';
/** What the client sends as a key to a proxy that needs none (the SDK insists on one). */
const NO_KEY = 'no-key';

/** The SDK client for a config: our own retries and deadline, so the SDK's are off. */
function clientFor(access: HostedAccess, timeout: number): Anthropic {
  return new Anthropic({ apiKey: access.key.value ?? NO_KEY, baseURL: access.url, maxRetries: 0, timeout });
}

/** Input tokens are the uncached ones plus the prompt cache's reads and writes, each also kept apart. */
function counts(usage: Usage): Omit<ServerReply, 'content' | 'ms'> {
  const read = usage.cache_read_input_tokens ?? 0;
  const write = usage.cache_creation_input_tokens ?? 0;
  return { promptTokens: usage.input_tokens + read + write, completionTokens: usage.output_tokens, promptCacheReadTokens: read, promptCacheWriteTokens: write };
}

function text(content: ContentBlock[]): string {
  return content.map((b) => (b.type === 'text' ? b.text : '')).join('');
}

/** The Messages API keeps system text apart from the turns. */
function split(messages: ChatMessage[]): Pick<MessageCreateParamsBase, 'system' | 'messages'> {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const turns = messages.filter((m) => m.role !== 'system').map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content }));
  return { messages: turns, ...(system.length ? { system: system.join('\n\n') } : {}) };
}

/** The tool whose input schema is the requested format (a JSON schema of an object). */
function replyTool(format: Record<string, unknown>): Tool {
  const { $schema: _, ...schema } = format;
  return { name: REPLY_TOOL, description: 'Give your reply as this tool’s input.', input_schema: schema as Tool['input_schema'] };
}

/**
 * Anthropic's Messages API through the official `@anthropic-ai/sdk`. Free
 * text is streamed; structured output is a forced call of one tool whose
 * input schema is the requested format, the tool's input being the reply.
 * Token counts are the server's `usage`, the prompt cache's reads and
 * writes counted apart; ms is wall time.
 */
export class AnthropicEngine extends ServerEngine {
  readonly name = 'anthropic';
  readonly url: string;
  private readonly client: Anthropic;

  constructor(
    private readonly config: AnthropicEngineConfig,
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ) {
    const access = hostedAccess(config, options.env ?? process.env, ANTHROPIC);
    super(config, { max_tokens: config.max_tokens, ...config.options }, { ...options, secret: access.key.value });
    this.url = access.url;
    this.client = clientFor(access, config.timeout_ms);
  }

  protected get server(): string {
    return `Anthropic at ${this.url}`;
  }

  protected async send(request: ChatRequest): Promise<ServerReply> {
    const t0 = performance.now();
    const params = { ...this.config.options, model: this.config.model, max_tokens: this.config.max_tokens, ...split(request.messages) };
    if (request.format) {
      const r = await this.client.messages.create({
        ...params,
        tools: [replyTool(request.format)],
        tool_choice: { type: 'tool', name: REPLY_TOOL },
        stream: false,
      });
      const use = r.content.find((b) => b.type === 'tool_use' && b.name === REPLY_TOOL);
      const content = use?.type === 'tool_use' ? JSON.stringify(use.input) : text(r.content);
      return { content, ...counts(r.usage), ms: performance.now() - t0 };
    }
    const message = await this.client.messages.stream(params).finalMessage();
    return { content: text(message.content), ...counts(message.usage), ms: performance.now() - t0 };
  }
}

/**
 * Before any task runs: the key is there, Anthropic answers, takes the key
 * and knows the model (by id or alias).
 */
export async function preflight(config: AnthropicEngineConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const access = hostedAccess(config, env, ANTHROPIC);
  const client = clientFor(access, Math.min(config.timeout_ms, PREFLIGHT_TIMEOUT_MS));
  await preflightHosted({
    server: 'Anthropic',
    ...access,
    model: config.model,
    startHint: 'check the network and engine.base_url',
    lookup: async () => {
      try {
        await client.models.retrieve(config.model);
        return true;
      } catch (err) {
        if (httpStatus(err) !== 404) throw err;
        const names: string[] = [];
        for await (const m of client.models.list()) names.push(m.id);
        return names;
      }
    },
  });
}
