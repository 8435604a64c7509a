import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../engines/engine.js';
import { createEngine, EngineSchema, preflightEngine, type EngineConfig } from '../../engines/registry.js';
import type { OpenAIEngine } from '../../engines/openai-engine.js';
import { isMeshError } from '../../wire/errors.js';
import { chunkText, type DocInit, type Packet } from '../../wire/packet.js';
import { createTool } from '../../tools/registry.js';
import { viewOf } from '../../agent/tool.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import type { FakeApiOptions } from '../helpers/fake-http.js';
import { scriptedReply } from '../helpers/fake-ollama.js';
import { FakeOpenAI, type FakeOpenAIOptions } from '../helpers/fake-openai.js';

const KEY = 'sk-test-4f1c9e-FAKE-KEY-do-not-leak';

type Fake = FakeOpenAI | FakeAnthropic;
const servers: Fake[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

/** One hosted API: its fake, where the engine finds it, and its key variable. */
interface Api {
  kind: 'openai' | 'anthropic';
  fake(options: FakeOpenAIOptions): Fake;
  baseUrl(server: Fake): string;
  keyEnv: string;
  /** Who failed, as the engine's messages say. */
  server(url: string): string;
}

const APIS: Api[] = [
  {
    kind: 'openai',
    fake: (o) => new FakeOpenAI(o),
    baseUrl: (s) => `${s.url}/v1`,
    keyEnv: 'OPENAI_API_KEY',
    server: (u) => `the OpenAI-compatible server at ${u}`,
  },
  { kind: 'anthropic', fake: (o) => new FakeAnthropic(o), baseUrl: (s) => s.url, keyEnv: 'ANTHROPIC_API_KEY', server: (u) => `Anthropic at ${u}` },
];

async function start(api: Api, options: FakeApiOptions & FakeOpenAIOptions = {}): Promise<Fake> {
  const s = await api.fake(options).start();
  servers.push(s);
  return s;
}

function config(api: Api, baseUrl: string, extra: Record<string, unknown> = {}): EngineConfig {
  return EngineSchema.parse({
    kind: api.kind,
    model: 'test-model',
    base_url: baseUrl,
    retry_base_ms: 5,
    cache_dir: mkdtempSync(join(tmpdir(), 'gm-cache-')),
    ...extra,
  });
}

async function engine(api: Api, server: Fake, extra: Record<string, unknown> = {}, env: NodeJS.ProcessEnv = { [api.keyEnv]: KEY }): Promise<Engine> {
  return (await createEngine(config(api, api.baseUrl(server), extra), { env }))!;
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

const sum = (xs: number[]): number => xs.reduce((n, x) => n + x, 0);
const ask = (content: string) => ({
  messages: [
    { role: 'system' as const, content: 'You answer.' },
    { role: 'user' as const, content },
  ],
});
const structured = {
  messages: [
    { role: 'system' as const, content: 'You select the passages' },
    { role: 'user' as const, content: 'Q?' },
  ],
  format: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { passages: { type: 'array' } } },
};

describe.each(APIS)('the $kind engine against a local server speaking its API', (api) => {
  it('streams free text and reads structured replies as JSON, counting exactly the tokens the server reported', async () => {
    const server = await start(api, { key: KEY });
    const e = await engine(api, server, { cache: false });
    const text = await e.chat(ask('Q?'));
    const json = await e.chat(structured);
    expect(text.content).toBe('The facts say the tunnel opened in 1908.\nFINAL ANSWER: 1908');
    expect(JSON.parse(json.content)).toEqual({ passages: [0, 1] });
    expect(server.chatRequests.map((r) => r.body.stream ?? false)).toEqual([true, false]);
    const stats = e.stats();
    expect(stats.prompt_tokens).toBe(sum(server.reported.map((r) => r.prompt)));
    expect(stats.completion_tokens).toBe(sum(server.reported.map((r) => r.completion)));
    expect(stats.prompt_tokens).toBeGreaterThan(0);
    expect(stats).toMatchObject({ calls: 2, cache_hits: 0, retries: 0, failures: 0 });
    expect(text.promptTokens + text.completionTokens + json.promptTokens + json.completionTokens).toBe(
      sum(server.reported.map((r) => r.prompt + r.completion)),
    );
  });

  it('serves a repeated request from the cache, in this process and another, with no request to the server', async () => {
    const server = await start(api);
    const cfg = config(api, api.baseUrl(server));
    const first = await (await createEngine(cfg, { env: {} }))!.chat(ask('same'));
    const again = await createEngine(cfg, { env: {} });
    const second = await again!.chat(ask('same'));
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.content).toBe(first.content);
    expect(server.chatRequests).toHaveLength(1);
    expect(again!.stats()).toMatchObject({ calls: 1, cache_hits: 1, prompt_tokens: 0, cached_prompt_tokens: first.promptTokens });
  });

  it("never serves one server's cached reply for another with a model of the same name", async () => {
    const [a, b] = [await start(api), await start(api)];
    const cacheDir = mkdtempSync(join(tmpdir(), 'gm-cache-'));
    await (await createEngine(config(api, api.baseUrl(a), { cache_dir: cacheDir }), { env: {} }))!.chat(ask('same'));
    const other = await (await createEngine(config(api, api.baseUrl(b), { cache_dir: cacheDir }), { env: {} }))!.chat(ask('same'));
    expect(other.cached).toBe(false);
    expect([a.chatRequests.length, b.chatRequests.length]).toEqual([1, 1]);
  });

  it('retries a 500 with backoff and gives up with the message, never retrying a 404', async () => {
    const server = await start(api, { failNext: 2 });
    const e = await engine(api, server, { cache: false, retries: 3 });
    await e.chat(ask('x'));
    expect(server.chatRequests).toHaveLength(3);
    expect(e.stats().retries).toBe(2);
    server.failNext = 10;
    const err = await e.chat(ask('y')).catch((x: unknown) => x);
    expect(isMeshError(err, 'ENGINE_FAILED')).toBe(true);
    expect((err as Error).message).toMatch(
      new RegExp(`^${api.server(api.baseUrl(server)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} failed after 4 attempts: 500 .*the model crashed`),
    );
    server.failNext = 0;
    const before = server.chatRequests.length;
    const missing = await engine(api, server, { cache: false, retries: 3, model: 'no-such-model' });
    await expect(missing.chat(ask('z'))).rejects.toThrow(/failed after 1 attempt: 404/);
    expect(server.chatRequests.length - before).toBe(1);
  });

  it('waits as long as a 429 says in retry-after before trying again', async () => {
    const server = await start(api, { rateLimit: { count: 1, retryAfterS: 1 } });
    const e = await engine(api, server, { cache: false, retries: 2, retry_base_ms: 5 });
    const t0 = performance.now();
    await e.chat(ask('busy'));
    expect(performance.now() - t0).toBeGreaterThanOrEqual(950);
    expect(server.chatRequests).toHaveLength(2);
    expect(e.stats()).toMatchObject({ retries: 1, failures: 0 });
  });

  it('keeps the key out of an error message that a server echoed it into', async () => {
    const server = await start(api, { failNext: 1, echoKey: true });
    const e = await engine(api, server, { cache: false, retries: 0 });
    const err = (await e.chat(ask('x')).catch((x: unknown) => x)) as Error;
    expect(err.message).toContain('serving key [redacted]');
    expect(err.message).not.toContain(KEY);
    expect(JSON.stringify(err.cause ?? null)).not.toContain(KEY);
  });
});

describe.each(APIS)('preflight of the $kind engine', (api) => {
  it('names the URL when nothing answers', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const err = (await preflightEngine(config(api, url), { [api.keyEnv]: KEY }).catch((x: unknown) => x)) as Error;
    expect(isMeshError(err, 'ENGINE_UNREACHABLE')).toBe(true);
    expect(err.message).toMatch(new RegExp(`^cannot reach .* at ${url} — `));
  });

  it('names the variable when the key is missing, before asking the server anything', async () => {
    const server = await start(api, { key: KEY });
    const err = (await preflightEngine(config(api, api.baseUrl(server), { api_key_env: 'GM_TEST_MISSING_KEY' }), {}).catch((x: unknown) => x)) as Error;
    expect(isMeshError(err, 'ENGINE_AUTH_FAILED')).toBe(true);
    expect(err.message).toContain('set the environment variable GM_TEST_MISSING_KEY');
    expect(server.requests).toHaveLength(0);
  });

  it('names the variable when the server rejects the key (401), without the key', async () => {
    const server = await start(api, { key: 'the-right-key' });
    const err = (await preflightEngine(config(api, api.baseUrl(server)), { [api.keyEnv]: KEY }).catch((x: unknown) => x)) as Error;
    expect(isMeshError(err, 'ENGINE_AUTH_FAILED')).toBe(true);
    expect(err.message).toBe(`${api.server(api.baseUrl(server))} rejected the API key in ${api.keyEnv} (HTTP 401) — set ${api.keyEnv} to a valid key`);
    expect(JSON.stringify(err.cause ?? null)).not.toContain(KEY);
  });

  it('names the models the server has when it lacks the configured one, and passes when it has it', async () => {
    const server = await start(api, { models: ['small-1', 'large-2'] });
    const err = (await preflightEngine(config(api, api.baseUrl(server), { model: 'huge-9' }), {}).catch((x: unknown) => x)) as Error;
    expect(isMeshError(err, 'ENGINE_MODEL_MISSING')).toBe(true);
    expect(err.message).toBe(`model huge-9 is not on ${api.server(api.baseUrl(server))} — set engine.model to one it has: small-1, large-2`);
    await expect(preflightEngine(config(api, api.baseUrl(server), { model: 'large-2' }), {})).resolves.toBeUndefined();
    expect(server.chatRequests).toHaveLength(0);
  });
});

describe('structured output', () => {
  it('openai: json_schema where the server takes it', async () => {
    const server = await start(APIS[0]!);
    const e = (await engine(APIS[0]!, server, { cache: false })) as OpenAIEngine;
    await e.chat(structured);
    await e.chat(structured);
    expect(server.chatRequests.map((r) => (r.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_schema']);
    expect(server.chatRequests[0]!.body.response_format).toMatchObject({ json_schema: { schema: structured.format } });
    expect(e.structuredOutput).toBe('json_schema');
  });

  it('openai: JSON mode with the schema in the system message, decided once by the server refusing json_schema', async () => {
    const server = await start(APIS[0]!, { noJsonSchema: true });
    const e = (await engine(APIS[0]!, server, { cache: false })) as OpenAIEngine;
    expect(JSON.parse((await e.chat(structured)).content)).toEqual({ passages: [0, 1] });
    await e.chat(structured);
    const sent = (server as FakeOpenAI).chats;
    expect(sent.map((c) => c.response_format!.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(sent[1]!.messages[0]!.content).toContain('"passages"');
    expect(e.structuredOutput).toBe('json_object');
    expect(e.stats()).toMatchObject({ calls: 2, retries: 0, failures: 0 });
  });

  it('openai: a 400 that JSON mode does not cure is the error, and decides nothing', async () => {
    const server = await start(APIS[0]!, { noJsonSchema: true, models: ['other'] });
    const e = (await engine(APIS[0]!, server, { cache: false, retries: 0 })) as OpenAIEngine;
    await expect(e.chat(structured)).rejects.toThrow(/404/);
    expect(e.structuredOutput).toBeUndefined();
  });

  it('anthropic: a forced tool whose input schema is the format, its input being the reply; cache reads and writes apart', async () => {
    const server = (await start(APIS[1]!)) as FakeAnthropic;
    const e = await engine(APIS[1]!, server, { cache: false });
    const r = await e.chat(structured);
    expect(JSON.parse(r.content)).toEqual({ passages: [0, 1] });
    const [sent] = server.chats;
    const { $schema: _, ...schema } = structured.format;
    expect(sent).toMatchObject({
      system: 'You select the passages',
      messages: [{ role: 'user', content: 'Q?' }],
      tools: [{ name: 'reply', input_schema: schema }],
      tool_choice: { type: 'tool', name: 'reply' },
    });
    expect(sent!.tools![0]!.input_schema).not.toHaveProperty('$schema');
    await e.chat(ask('free'));
    const [a, b] = server.reported;
    expect(e.stats()).toMatchObject({
      prompt_tokens: a!.prompt + b!.prompt,
      prompt_cache_read_tokens: a!.read + b!.read,
      prompt_cache_write_tokens: a!.write + b!.write,
    });
    expect(a!.read).toBeGreaterThan(0);
  });
});

describe.each(APIS)('the LLM tools on the $kind engine', (api) => {
  const init: DocInit = {
    type: 'doc_init',
    task_id: 't',
    sender: 'hub',
    token_used: 0,
    question: 'In what year did the tunnel open?',
    chunks: chunkText('The Aldmoor Tunnel is a rail tunnel. It opened in 1908 and is 4,250 metres long. Work started in 1902.', 40),
    file_name: 'a.txt',
  };

  it('run search → extract → triple → reason, repairing one invalid structured reply, with tokens as reported', async () => {
    let bad = 1;
    const server = await start(api, {
      reply: (c) => (c.format && c.messages[0]!.content.includes('triples') && bad-- > 0 ? '{"triples": "nope"}' : scriptedReply(c)),
    });
    const e = await engine(api, server, { cache: false, retries: 0 });
    const packets: Packet[] = [];
    for (const name of ['search', 'extract', 'triple', 'reason']) {
      const r = await createTool(name, e).run(viewOf(init, packets));
      if (!r.ok) throw new Error(r.error);
      packets.push({ ...r.output, task_id: 't', sender: name, token_used: r.usage.input_tokens + r.usage.output_tokens } as Packet);
    }
    expect(packets[2]).toMatchObject({ type: 'triples', triples: [{ subject: 'the tunnel', object: '1908' }] });
    expect(packets[3]).toMatchObject({ type: 'final_answer', answer: '1908' });
    expect(server.chatRequests).toHaveLength(5);
    expect(sum(packets.map((p) => p.token_used))).toBe(sum(server.reported.map((r) => r.prompt + r.completion)));
  });
});
