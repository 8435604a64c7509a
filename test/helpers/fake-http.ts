import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scriptedReply, type SeenChat } from './fake-ollama.js';

/** What the fakes of hosted APIs (OpenAI-compatible, Anthropic) can be told to do. */
export interface FakeApiOptions {
  /** The models the server has (default ['test-model']). */
  models?: string[];
  /** The key the server accepts; without one, any or none. A wrong key gets 401 with the key echoed, as some servers do. */
  key?: string;
  /** The model's reply to a chat: by default the scripted one, by the system text. */
  reply?: (chat: SeenChat) => string;
  /** Answer the next N chats with HTTP 500 (then normally). */
  failNext?: number;
  /** Put the key the client sent into the 500's message, as a careless server might. */
  echoKey?: boolean;
  /** Answer the next N chats with HTTP 429 and this retry-after (seconds). */
  rateLimit?: { count: number; retryAfterS: number };
  /** Wait this long before answering a chat. */
  delayMs?: number;
}

/** A request as a fake saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** Deterministic counts: prompt = characters of the messages / 4, completion = characters of the reply / 4, rounded up. */
export function countTokens(messages: { content: string }[], reply: string): { prompt: number; completion: number } {
  return { prompt: Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4), completion: Math.ceil(reply.length / 4) };
}

/** The scripted model's reply, seeing every system text (ours and the engine's) as one system message. */
export function replyTo(options: FakeApiOptions, model: string, messages: { role: string; content: string }[], extra: Partial<SeenChat> = {}): string {
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
  const rest = messages.filter((m) => m.role !== 'system') as SeenChat['messages'];
  return (options.reply ?? scriptedReply)({ model, messages: [{ role: 'system', content: system }, ...rest], stream: false, ...extra });
}

/**
 * A loopback HTTP server for tests of an API client: records every request,
 * and answers through `route`, after the failures it was told to inject
 * (500s, 429s with retry-after) on chat requests. Counts `chatRequests`.
 */
export abstract class FakeHttpApi {
  readonly requests: SeenRequest[] = [];
  failNext: number;
  rateLimited: number;
  private server: Server | undefined;

  constructor(protected readonly options: FakeApiOptions = {}) {
    this.failNext = options.failNext ?? 0;
    this.rateLimited = options.rateLimit?.count ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** Chat requests received, failed ones included. */
  get chatRequests(): SeenRequest[] {
    return this.requests.filter((r) => this.isChat(r));
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

  protected get models(): string[] {
    return this.options.models ?? ['test-model'];
  }

  protected abstract isChat(request: SeenRequest): boolean;
  /** The key the client sent, as this API carries it. */
  protected abstract keyOf(request: SeenRequest): string | undefined;
  /** The API's error body. */
  protected abstract error(status: number, message: string): unknown;
  protected abstract route(request: SeenRequest, res: ServerResponse): void;

  protected json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  }

  /** Server-sent events: one `data:` line each (with `event:` when named), as the APIs stream. */
  protected sse(res: ServerResponse, events: { event?: string; data: unknown }[]): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const e of events) res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`);
    res.end();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => resolve(body));
    });
    const request: SeenRequest = {
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://x').pathname,
      headers: req.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
    this.requests.push(request);
    const sent = this.keyOf(request);
    if (this.options.key !== undefined && sent !== this.options.key)
      return this.json(res, 401, this.error(401, `Incorrect API key provided: ${sent ?? '(none)'}`));
    if (this.isChat(request)) {
      if (this.options.delayMs) await new Promise((r) => setTimeout(r, this.options.delayMs));
      if (this.rateLimited > 0) {
        this.rateLimited--;
        return this.json(res, 429, this.error(429, 'rate limited'), { 'retry-after': String(this.options.rateLimit!.retryAfterS) });
      }
      if (this.failNext > 0) {
        this.failNext--;
        return this.json(res, 500, this.error(500, `the model crashed${this.options.echoKey ? ` serving key ${sent ?? '(none)'}` : ''}`));
      }
      if (!this.models.includes(String(request.body.model)))
        return this.json(res, 404, this.error(404, `The model \`${String(request.body.model)}\` does not exist`));
    }
    this.route(request, res);
  }
}
