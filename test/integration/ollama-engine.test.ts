import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/schema.js';
import { ollamaHost, type OllamaEngineConfig } from '../../engines/ollama-config.js';
import { isMeshError } from '../../wire/errors.js';
import { OllamaEngine, preflight } from '../../engines/ollama-engine.js';
import { chunkText, type DocInit, type Packet } from '../../wire/packet.js';
import { createTool } from '../../tools/registry.js';
import { viewOf } from '../../agent/tool.js';
import { FakeOllama, scriptedReply } from '../helpers/fake-ollama.js';

const servers: FakeOllama[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function fake(options: ConstructorParameters<typeof FakeOllama>[0] = {}): Promise<FakeOllama> {
  const s = await new FakeOllama(options).start();
  servers.push(s);
  return s;
}

function engineConfig(host: string, extra: Partial<OllamaEngineConfig> = {}): OllamaEngineConfig {
  const cfg = parseConfig({
    engine: { kind: 'ollama', model: 'gemma3:4b', host, retry_base_ms: 5, cache_dir: mkdtempSync(join(tmpdir(), 'gm-cache-')), ...extra },
    agents: [{ id: 0, tool: 'search', port: 0 }],
  }).engine;
  if (cfg.kind !== 'ollama') throw new Error('not ollama');
  return cfg;
}

const init: DocInit = {
  type: 'doc_init',
  task_id: 't',
  sender: 'hub',
  token_used: 0,
  question: 'In what year did the tunnel open?',
  chunks: chunkText('The Aldmoor Tunnel is a rail tunnel. It opened in 1908 and is 4,250 metres long. Work started in 1902.', 40),
  file_name: 'a.txt',
};

describe('OllamaEngine against a local Ollama-speaking server', () => {
  it('streams free text and reads structured replies, counting exactly the tokens the server reported', async () => {
    const server = await fake();
    const engine = new OllamaEngine(engineConfig(server.url, { cache: false }));
    const text = await engine.chat({
      messages: [
        { role: 'system', content: 'You answer.' },
        { role: 'user', content: 'Q?' },
      ],
    });
    const json = await engine.chat({
      messages: [
        { role: 'system', content: 'You select the passages' },
        { role: 'user', content: 'Q?' },
      ],
      format: { type: 'object' },
    });
    expect(text.content).toBe(scriptedReply({ model: '', messages: [{ role: 'system', content: 'You answer.' }], stream: true }));
    expect(JSON.parse(json.content)).toEqual({ passages: [0, 1] });
    expect(server.chats.map((c) => c.stream)).toEqual([true, false]);
    expect(server.chats[0]!.options).toEqual({ temperature: 0, seed: 42, num_ctx: 8192 });
    const stats = engine.stats();
    expect(stats.prompt_tokens).toBe(server.reported.reduce((n, r) => n + r.prompt, 0));
    expect(stats.completion_tokens).toBe(server.reported.reduce((n, r) => n + r.completion, 0));
    expect(stats).toMatchObject({ calls: 2, cache_hits: 0, llm_ms: 4 });
  });

  it('serves a repeated request from the cache, reports its tokens apart, and never caches errors', async () => {
    const server = await fake({ failNext: 1 });
    const cfg = engineConfig(server.url, { retries: 0 });
    const engine = new OllamaEngine(cfg);
    const ask = { messages: [{ role: 'user' as const, content: 'same question' }] };
    await expect(engine.chat(ask)).rejects.toThrow(/failed after 1 attempt: the model crashed/);
    const first = await engine.chat(ask);
    const second = await engine.chat(ask);
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second.content).toBe(first.content);
    expect(server.chats).toHaveLength(2);
    // Another process (a re-run, another protocol) reads the same cache.
    const again = await new OllamaEngine(cfg).chat(ask);
    expect(again.cached).toBe(true);
    expect(server.chats).toHaveLength(2);
    expect(engine.stats()).toMatchObject({ calls: 3, cache_hits: 1, failures: 1, prompt_tokens: first.promptTokens, cached_prompt_tokens: first.promptTokens });
  });

  it('retries transient failures with backoff, then gives up with the message', async () => {
    const server = await fake({ failNext: 2 });
    const engine = new OllamaEngine(engineConfig(server.url, { cache: false, retries: 3 }));
    await engine.chat({ messages: [{ role: 'user', content: 'x' }] });
    expect(server.chats).toHaveLength(3);
    expect(engine.stats().retries).toBe(2);
    server.failNext = 10;
    const err = await engine.chat({ messages: [{ role: 'user', content: 'y' }] }).catch((e: unknown) => e);
    expect(isMeshError(err, 'ENGINE_FAILED')).toBe(true);
    expect((err as Error).message).toMatch(/failed after 4 attempts: the model crashed/);
  });

  it('gives a request a deadline', async () => {
    const server = await fake({ delayMs: 300 });
    const engine = new OllamaEngine(engineConfig(server.url, { cache: false, retries: 1, timeout_ms: 50 }));
    const err = await engine.chat({ messages: [{ role: 'user', content: 'slow' }] }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/failed after 2 attempts/);
  });
});

describe('preflight', () => {
  it('names the host and says to start Ollama when nothing answers', async () => {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const err = await preflight(engineConfig(`http://127.0.0.1:${port}`)).catch((e: unknown) => e);
    expect(isMeshError(err, 'ENGINE_UNREACHABLE')).toBe(true);
    expect((err as Error).message).toContain(`cannot reach Ollama at http://127.0.0.1:${port} — start it with \`ollama serve\`, or use engine: local`);
  });

  it('names the model and the pull command when the model is missing', async () => {
    const server = await fake({ models: ['llama3:8b'] });
    const err = await preflight(engineConfig(server.url)).catch((e: unknown) => e);
    expect(isMeshError(err, 'ENGINE_MODEL_MISSING')).toBe(true);
    expect((err as Error).message).toBe(`model gemma3:4b is not on ${server.url} — run \`ollama pull gemma3:4b\``);
    await expect(preflight(engineConfig(server.url, { model: 'llama3:8b' }))).resolves.toBeUndefined();
  });

  it('takes the host from OLLAMA_HOST when the config gives none', () => {
    const cfg = engineConfig('http://unused');
    const { host: _, ...noHost } = cfg;
    expect(ollamaHost(noHost as OllamaEngineConfig, { OLLAMA_HOST: '10.0.0.5:1234' })).toBe('http://10.0.0.5:1234');
    expect(ollamaHost(noHost as OllamaEngineConfig, {})).toBe('http://127.0.0.1:11434');
  });
});

describe('the LLM tools', () => {
  async function pipeline(server: FakeOllama): Promise<Packet[]> {
    const engine = new OllamaEngine(engineConfig(server.url, { cache: false, retries: 0 }));
    const packets: Packet[] = [];
    for (const name of ['search', 'extract', 'triple', 'reason']) {
      const r = await createTool(name, engine).run(viewOf(init, packets));
      if (!r.ok) throw new Error(r.error);
      packets.push({ ...r.output, task_id: 't', sender: name, token_used: r.usage.input_tokens + r.usage.output_tokens } as Packet);
    }
    return packets;
  }

  it('run search → extract → triple → reason, with FINAL ANSWER extracted and tokens as reported', async () => {
    const server = await fake();
    const packets = await pipeline(server);
    const [search, events, triples, final] = packets;
    expect(search).toMatchObject({ type: 'search_docs', docs: [{ chunk: 0 }, { chunk: 1 }] });
    expect(events).toMatchObject({
      type: 'events',
      events: [
        { kind: 'fact', text: 'The tunnel opened in 1908.' },
        { kind: 'fact', text: 'It is 4,250 metres long.' },
      ],
    });
    expect(triples).toMatchObject({ type: 'triples', triples: [{ subject: 'the tunnel', relation: 'opened in', object: '1908', source: 0 }] });
    expect(final).toMatchObject({ type: 'final_answer', answer: '1908', reasoning: expect.stringContaining('FINAL ANSWER: 1908') });
    expect(packets.reduce((n, p) => n + p.token_used, 0)).toBe(server.reported.reduce((n, r) => n + r.prompt + r.completion, 0));
    // The reasoner used GAIA's official system prompt.
    expect(server.chats[3]!.messages[0]!.content).toMatch(/^You are a general AI assistant\./);
    // The triple tool asked for structured output with the schema.
    expect(server.chats[2]!.format).toMatchObject({ type: 'object', properties: { triples: { type: 'array' } } });
  });

  it('repairs one invalid structured reply, and fails as data after a second', async () => {
    let bad = 1;
    const server = await fake({
      reply: (c) => (c.format && c.messages[0]!.content.includes('triples') && bad-- > 0 ? '{"triples": "nope"}' : scriptedReply(c)),
    });
    expect((await pipeline(server))[2]).toMatchObject({ type: 'triples', triples: [{ object: '1908' }] });
    expect(server.chats.filter((c) => c.messages.at(-1)!.content.startsWith('Your reply was not valid JSON'))).toHaveLength(1);
    const broken = await fake({ reply: (c) => (c.format && c.messages[0]!.content.includes('triples') ? 'not json' : scriptedReply(c)) });
    await expect(pipeline(broken)).rejects.toThrow(/triple on ollama: the model's reply was not valid JSON for the requested format, twice/);
  });

  it('returns no answer when the model gives no FINAL ANSWER', async () => {
    const server = await fake({ reply: (c) => (c.messages[0]!.content.startsWith('You are a general AI') ? 'I am not sure.' : scriptedReply(c)) });
    expect((await pipeline(server))[3]).toMatchObject({ answer: null, reasoning: 'I am not sure.' });
  });
});
