import type { ServerResponse } from 'node:http';
import { countTokens, FakeHttpApi, replyTo, type FakeApiOptions, type SeenRequest } from './fake-http.js';

export interface FakeOpenAIOptions extends FakeApiOptions {
  /** Refuse `response_format: json_schema` with HTTP 400 (an older llama.cpp or a server without it). */
  noJsonSchema?: boolean;
  /** Answer GET /v1/models with 404 (a server without a model list). */
  noModelList?: boolean;
}

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string };
}

/**
 * A loopback server speaking the parts of the OpenAI API the engine uses:
 * GET /v1/models, GET /v1/models/:id, POST /v1/chat/completions as JSON or
 * as server-sent events (usage in a last chunk when asked with
 * stream_options.include_usage). Counts as in countTokens; a quarter of the
 * prompt is reported as cached_tokens.
 */
export class FakeOpenAI extends FakeHttpApi {
  /** The usage of every chat answered, as sent (streams without usage are not counted). */
  readonly reported: { prompt: number; completion: number; cached: number }[] = [];

  constructor(protected override readonly options: FakeOpenAIOptions = {}) {
    super(options);
  }

  /** Chat requests answered with a reply. */
  get chats(): ChatBody[] {
    return this.chatRequests.map((r) => r.body as unknown as ChatBody);
  }

  protected isChat(r: SeenRequest): boolean {
    return r.method === 'POST' && r.path === '/v1/chat/completions';
  }

  protected keyOf(r: SeenRequest): string | undefined {
    return /^Bearer (.*)$/.exec(r.headers.authorization ?? '')?.[1];
  }

  protected error(status: number, message: string): unknown {
    return { error: { message, type: status === 401 ? 'invalid_request_error' : 'server_error', code: status === 404 ? 'model_not_found' : null } };
  }

  protected route(r: SeenRequest, res: ServerResponse): void {
    const model = (id: string) => ({ id, object: 'model', created: 0, owned_by: 'fake' });
    if (r.method === 'GET' && r.path === '/v1/models') {
      if (this.options.noModelList) return this.json(res, 404, this.error(404, 'not found'));
      return this.json(res, 200, { object: 'list', data: this.models.map(model) });
    }
    const one = /^\/v1\/models\/(.+)$/.exec(r.path);
    if (r.method === 'GET' && one) {
      const id = decodeURIComponent(one[1]!);
      return this.models.includes(id) ? this.json(res, 200, model(id)) : this.json(res, 404, this.error(404, `The model \`${id}\` does not exist`));
    }
    if (this.isChat(r)) return this.chat(r.body as unknown as ChatBody, res);
    this.json(res, 404, this.error(404, 'not found'));
  }

  private chat(body: ChatBody, res: ServerResponse): void {
    if (body.response_format?.type === 'json_schema' && this.options.noJsonSchema) {
      return this.json(res, 400, this.error(400, "response_format type 'json_schema' is not supported"));
    }
    const content = replyTo(this.options, body.model, body.messages, {
      stream: body.stream === true,
      ...(body.response_format ? { format: body.response_format } : {}),
    });
    const { prompt, completion } = countTokens(body.messages, content);
    const cached = Math.floor(prompt / 4);
    const usage = { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion, prompt_tokens_details: { cached_tokens: cached } };
    const base = { id: 'chatcmpl-1', created: 0, model: body.model };
    if (!body.stream) {
      this.reported.push({ prompt, completion, cached });
      return this.json(res, 200, {
        ...base,
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage,
      });
    }
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      data: { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] },
    });
    const third = Math.max(1, Math.ceil(content.length / 3));
    const parts: { data: unknown }[] = [chunk({ role: 'assistant', content: '' }, null)];
    for (let i = 0; i < content.length; i += third) parts.push(chunk({ content: content.slice(i, i + third) }, null));
    parts.push(chunk({}, 'stop'));
    if (body.stream_options?.include_usage) {
      this.reported.push({ prompt, completion, cached });
      parts.push({ data: { ...base, object: 'chat.completion.chunk', choices: [], usage } });
    }
    this.sse(res, [...parts, { data: '[DONE]' }]);
  }
}
