import type { ServerResponse } from 'node:http';
import { countTokens, FakeHttpApi, replyTo, type SeenRequest } from './fake-http.js';

interface MessagesBody {
  model: string;
  system?: string;
  messages: { role: string; content: string }[];
  max_tokens: number;
  stream?: boolean;
  tools?: { name: string; input_schema: Record<string, unknown> }[];
  tool_choice?: { type: string; name?: string };
}

/**
 * A loopback server speaking the parts of Anthropic's API the engine uses:
 * GET /v1/models and /v1/models/:id, POST /v1/messages as JSON (a forced
 * tool's input as the reply when tools are given) or as server-sent events.
 * Of the prompt's tokens (countTokens), a third are reported as cache
 * reads and a fifth as cache writes, the rest as input_tokens.
 */
export class FakeAnthropic extends FakeHttpApi {
  /** The usage of every message answered, as sent; prompt is input + cache reads + cache writes. */
  readonly reported: { prompt: number; completion: number; read: number; write: number }[] = [];

  /** Message requests received. */
  get chats(): MessagesBody[] {
    return this.chatRequests.map((r) => r.body as unknown as MessagesBody);
  }

  protected isChat(r: SeenRequest): boolean {
    return r.method === 'POST' && r.path === '/v1/messages';
  }

  /** The key as x-api-key, or as a bearer token (as the SDK sends it). */
  protected keyOf(r: SeenRequest): string | undefined {
    const key = r.headers['x-api-key'];
    return (Array.isArray(key) ? key[0] : key) ?? /^Bearer (.*)$/.exec(r.headers.authorization ?? '')?.[1];
  }

  protected error(status: number, message: string): unknown {
    const type = { 401: 'authentication_error', 404: 'not_found_error', 429: 'rate_limit_error' }[status] ?? 'api_error';
    return { type: 'error', error: { type, message } };
  }

  protected route(r: SeenRequest, res: ServerResponse): void {
    const model = (id: string) => ({ type: 'model', id, display_name: id, created_at: '2026-01-01T00:00:00Z' });
    if (r.method === 'GET' && r.path === '/v1/models') {
      return this.json(res, 200, { data: this.models.map(model), has_more: false, first_id: this.models[0] ?? null, last_id: this.models.at(-1) ?? null });
    }
    const one = /^\/v1\/models\/(.+)$/.exec(r.path);
    if (r.method === 'GET' && one) {
      const id = decodeURIComponent(one[1]!);
      return this.models.includes(id) ? this.json(res, 200, model(id)) : this.json(res, 404, this.error(404, `model: ${id}`));
    }
    if (this.isChat(r)) return this.messages(r.body as unknown as MessagesBody, res);
    this.json(res, 404, this.error(404, 'not found'));
  }

  private messages(body: MessagesBody, res: ServerResponse): void {
    const all = [...(body.system ? [{ role: 'system', content: body.system }] : []), ...body.messages];
    const tool = body.tools?.find((t) => t.name === body.tool_choice?.name);
    const content = replyTo(this.options, body.model, all, { stream: body.stream === true, ...(tool ? { format: tool.input_schema } : {}) });
    const { prompt, completion } = countTokens(all, content);
    const read = Math.floor(prompt / 3);
    const write = Math.floor(prompt / 5);
    this.reported.push({ prompt, completion, read, write });
    const usage = { input_tokens: prompt - read - write, cache_read_input_tokens: read, cache_creation_input_tokens: write, output_tokens: completion };
    const message = { id: 'msg_1', type: 'message', role: 'assistant', model: body.model, stop_sequence: null };
    if (!body.stream) {
      let input: unknown;
      try {
        input = tool ? JSON.parse(content) : undefined;
      } catch {
        input = undefined;
      }
      const block =
        tool && typeof input === 'object' && input !== null ? { type: 'tool_use', id: 'toolu_1', name: tool.name, input } : { type: 'text', text: content };
      return this.json(res, 200, { ...message, content: [block], stop_reason: block.type === 'tool_use' ? 'tool_use' : 'end_turn', usage });
    }
    const third = Math.max(1, Math.ceil(content.length / 3));
    const deltas = [];
    for (let i = 0; i < content.length; i += third)
      deltas.push({
        event: 'content_block_delta',
        data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: content.slice(i, i + third) } },
      });
    this.sse(res, [
      {
        event: 'message_start',
        data: { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } },
      },
      { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } } },
      ...deltas,
      { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
      {
        event: 'message_delta',
        data: { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: completion } },
      },
      { event: 'message_stop', data: { type: 'message_stop' } },
    ]);
  }
}
