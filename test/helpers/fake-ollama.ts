import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One /api/chat request as the fake server saw it. */
export interface SeenChat {
  model: string;
  messages: { role: string; content: string }[];
  format?: unknown;
  stream: boolean;
  options?: Record<string, unknown>;
}

export interface FakeOllamaOptions {
  models?: string[];
  /** The model's reply to a chat. */
  reply?: (chat: SeenChat) => string;
  /** Answer the next N chats with HTTP 500 (then normally). */
  failNext?: number;
  /** Wait this long before answering a chat. */
  delayMs?: number;
}

/** A scripted model: recognises each tool's prompt and answers in kind. */
export function scriptedReply(chat: SeenChat): string {
  const system = chat.messages[0]?.content ?? '';
  if (system.includes('select the passages')) return '{"passages":[0,1]}';
  if (system.includes('list the facts')) return '- The tunnel opened in 1908.\n- It is 4,250 metres long.';
  if (system.includes('triples')) return '{"triples":[{"subject":"the tunnel","relation":"opened in","object":"1908"}]}';
  return 'The facts say the tunnel opened in 1908.\nFINAL ANSWER: 1908';
}

/**
 * A local HTTP server that speaks the parts of Ollama's API the engine uses:
 * GET /api/tags, POST /api/show, POST /api/chat (JSON, or NDJSON when
 * streaming, the final `done` chunk carrying the counts). Counts are
 * deterministic: prompt_eval_count = characters of the messages / 4,
 * eval_count = characters of the reply / 4, both rounded up.
 */
export class FakeOllama {
  readonly chats: SeenChat[] = [];
  /** prompt_eval_count and eval_count of every chat answered, as sent. */
  readonly reported: { prompt: number; completion: number }[] = [];
  private server: Server | undefined;
  failNext: number;

  constructor(private readonly options: FakeOllamaOptions = {}) {
    this.failNext = options.failNext ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private models(): string[] {
    return this.options.models ?? ['gemma3:4b'];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (d: Buffer) => (text += d.toString()));
      req.on('end', () => resolve(text));
    });
    const json = (status: number, value: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && req.url === '/api/tags') {
      return json(200, {
        models: this.models().map((name) => ({ name, model: name, modified_at: '2026-01-01T00:00:00Z', size: 1, digest: 'sha256:0', details: {} })),
      });
    }
    if (req.method === 'POST' && req.url === '/api/show') {
      const { model } = JSON.parse(body) as { model: string };
      if (!this.models().includes(model)) return json(404, { error: `model '${model}' not found` });
      return json(200, { modelfile: '', parameters: '', template: '', details: {}, model_info: {} });
    }
    if (req.method === 'POST' && req.url === '/api/chat') {
      const chat = JSON.parse(body) as SeenChat;
      this.chats.push(chat);
      if (this.options.delayMs) await new Promise((r) => setTimeout(r, this.options.delayMs));
      if (this.failNext > 0) {
        this.failNext--;
        return json(500, { error: 'the model crashed' });
      }
      const content = (this.options.reply ?? scriptedReply)(chat);
      const prompt = Math.ceil(chat.messages.reduce((n, m) => n + m.content.length, 0) / 4);
      const completion = Math.ceil(content.length / 4);
      this.reported.push({ prompt, completion });
      const counts = {
        done: true,
        done_reason: 'stop',
        total_duration: 2_000_000,
        load_duration: 0,
        prompt_eval_count: prompt,
        prompt_eval_duration: 0,
        eval_count: completion,
        eval_duration: 0,
      };
      const base = { model: chat.model, created_at: '2026-01-01T00:00:00Z' };
      if (chat.stream === false) return json(200, { ...base, message: { role: 'assistant', content }, ...counts });
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const third = Math.ceil(content.length / 3);
      for (let i = 0; i < content.length; i += third) {
        res.write(`${JSON.stringify({ ...base, message: { role: 'assistant', content: content.slice(i, i + third) }, done: false })}\n`);
      }
      res.end(`${JSON.stringify({ ...base, message: { role: 'assistant', content: '' }, ...counts })}\n`);
      return;
    }
    json(404, { error: 'not found' });
  }
}
