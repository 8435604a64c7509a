import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { extract } from 'tar';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/schema.js';
import { newEngineStats } from '../../engines/engine.js';
import { costUsd } from '../../engines/price.js';
import { runBenchmark } from '../../hub/bench-runner.js';
import type { TaskResult } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import type { FakeApiOptions } from '../helpers/fake-http.js';
import { FakeOpenAI } from '../helpers/fake-openai.js';
import { CLI, ROOT, SAMPLE, tempDir, testConfig } from '../helpers/integration.js';

/** A key no output may contain, easy to find if one does. */
const KEY = 'sk-gm-SECRET-7d3a91f0-canary';
const PRICE = { input_per_mtok: 2, output_per_mtok: 8 };

type Fake = FakeOpenAI | FakeAnthropic;
const servers: Fake[] = [];
const setVars: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  for (const v of setVars.splice(0)) delete process.env[v];
});

interface Api {
  kind: 'openai' | 'anthropic';
  fake(options: FakeApiOptions): Fake;
  baseUrl(server: Fake): string;
  /** The shipped example config. */
  example: string;
}

const APIS: Api[] = [
  { kind: 'openai', fake: (o) => new FakeOpenAI(o), baseUrl: (s) => `${s.url}/v1`, example: 'config/openai-compatible.yaml' },
  { kind: 'anthropic', fake: (o) => new FakeAnthropic(o), baseUrl: (s) => s.url, example: 'config/anthropic.yaml' },
];

async function start(api: Api, options: FakeApiOptions): Promise<Fake> {
  const s = await api.fake(options).start();
  servers.push(s);
  return s;
}

/** Agents inherit the bench's environment: the key reaches them there, never through their settings. */
function keyVariable(api: Api): string {
  const name = `GM_TEST_${api.kind.toUpperCase()}_KEY`;
  process.env[name] = KEY;
  setVars.push(name);
  return name;
}

/** Every regular file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

const sum = (xs: number[]): number => xs.reduce((n, x) => n + x, 0);

describe.each(APIS)('the $kind engine in the real four-process mesh', (api) => {
  it('answers through every agent with token_sum and cost from what the server reported; a re-run from the cache asks nothing', async () => {
    const server = await start(api, { key: KEY, models: ['test-model'] });
    const dir = tempDir();
    const engine = {
      kind: api.kind,
      model: 'test-model',
      base_url: api.baseUrl(server),
      api_key_env: keyVariable(api),
      cache_dir: join(dir, 'cache'),
      retry_base_ms: 5,
      price: PRICE,
    };
    const config = testConfig(dir, { engine });
    const { tasks } = await loadTasks(SAMPLE);
    const store = new RunStore(join(dir, 'run'));
    const metrics = await runBenchmark({ config, tasks: tasks.slice(0, 2), store, runId: 'r', tasksFile: SAMPLE, log: () => {} });
    const results = readFileSync(store.resultsPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TaskResult);
    expect(results.map((r) => [r.end, r.answer])).toEqual([
      ['answer', '1908'],
      ['answer', '1908'],
    ]);
    expect(server.chatRequests).toHaveLength(8);
    expect(metrics.token_sum).toBe(sum(server.reported.map((r) => r.prompt + r.completion)));
    const totals = metrics.llm!.totals;
    expect(totals).toMatchObject({
      calls: 8,
      cache_hits: 0,
      prompt_tokens: sum(server.reported.map((r) => r.prompt)),
      completion_tokens: sum(server.reported.map((r) => r.completion)),
    });
    if (server instanceof FakeAnthropic) {
      expect(totals).toMatchObject({
        prompt_cache_read_tokens: sum(server.reported.map((r) => r.read)),
        prompt_cache_write_tokens: sum(server.reported.map((r) => r.write)),
      });
    } else {
      expect(totals.prompt_cache_read_tokens).toBe(sum(server.reported.map((r) => r.cached)));
    }
    // Cost: each agent's from its own counts, the total their sum, both from the server's usage.
    for (const a of metrics.llm!.agents) expect(a.cost_usd).toBe(costUsd(PRICE, a));
    expect(totals.cost_usd).toBeCloseTo((2 * totals.prompt_tokens + 8 * totals.completion_tokens) / 1e6, 10);
    expect(totals.cost_usd).toBeGreaterThan(0);

    const again = await runBenchmark({
      config,
      tasks: tasks.slice(0, 2),
      store: new RunStore(join(dir, 'run2')),
      runId: 'r2',
      tasksFile: SAMPLE,
      log: () => {},
    });
    expect(server.chatRequests).toHaveLength(8);
    expect(again.llm!.totals).toMatchObject({ calls: 8, cache_hits: 8, prompt_tokens: 0, cached_prompt_tokens: totals.prompt_tokens, cost_usd: 0 });
    expect(again.token_sum).toBe(metrics.token_sum);
  });

  it('writes the key nowhere: not in the run directory, the workspaces, the archive, the cache or the output, even when a server echoes it', async () => {
    // The first chat fails with a 500 that echoes the key it was sent; the rest succeed.
    const server = await start(api, { key: KEY, failNext: 1, echoKey: true, models: ['test-model'] });
    const dir = tempDir();
    const variable = keyVariable(api);
    const shipped = await loadConfig(join(ROOT, api.example));
    const engine = { kind: api.kind, model: 'test-model', base_url: api.baseUrl(server), api_key_env: variable, retries: 0, cache_dir: join(dir, 'cache') };
    const path = join(dir, 'run.yaml');
    writeFileSync(
      path,
      stringify({
        ...shipped,
        engine,
        agents: shipped.agents.map((a) => ({ ...a, port: 0, ...(a.engine ? { engine } : {}) })),
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'ws'),
      }),
    );
    const run = join(dir, 'results', 'run');
    const r = await execa(process.execPath, [CLI, '--config', path, '--limit', '2', '--out', run], { cwd: ROOT, reject: false, timeout: 60_000 });
    expect(r.exitCode).toBe(0);
    const results = readFileSync(join(run, 'results.jsonl'), 'utf8');
    expect(results).toContain('[redacted]');
    expect(results).toContain('"answer":"1908"');
    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    await extract({ file: join(run, 'run_artifacts.tar.gz'), cwd: unpacked });
    const files = filesBelow(dir);
    expect(files.filter((f) => f.startsWith(unpacked)).length).toBeGreaterThan(5);
    expect(files.some((f) => f.endsWith('config.resolved.yaml'))).toBe(true);
    const leaking = files.filter((f) => readFileSync(f).includes(KEY));
    expect(leaking).toEqual([]);
    expect(`${r.stdout}\n${r.stderr}`).not.toContain(KEY);
    expect(readFileSync(join(run, 'config.resolved.yaml'), 'utf8')).toContain(`api_key_env: ${variable}`);
  });

  it('stops before any task when the server rejects the key, naming the variable, exit code 1', async () => {
    const server = await start(api, { key: 'the-right-key', models: ['test-model'] });
    const dir = tempDir();
    const variable = keyVariable(api);
    const shipped = await loadConfig(join(ROOT, api.example));
    const path = join(dir, 'run.yaml');
    const engine = { ...shipped.engine, model: 'test-model', base_url: api.baseUrl(server), api_key_env: variable };
    writeFileSync(
      path,
      stringify({
        ...shipped,
        engine,
        agents: shipped.agents.map((a) => ({ id: a.id, tool: a.tool, port: 0 })),
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'ws'),
      }),
    );
    const r = await execa(process.execPath, [CLI, '--config', path, '--limit', '1'], { cwd: ROOT, reject: false, timeout: 30_000 });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain(`rejected the API key in ${variable} (HTTP 401) — set ${variable} to a valid key`);
    expect(`${r.stdout}\n${r.stderr}`).not.toContain(KEY);
    expect(server.chatRequests).toHaveLength(0);
  });
});

describe('a mixed mesh', () => {
  it('runs each agent on its own engine, and sums what each cost', async () => {
    const openai = (await start(APIS[0]!, { models: ['small'] })) as FakeOpenAI;
    const anthropic = (await start(APIS[1]!, { key: KEY, models: ['large'] })) as FakeAnthropic;
    const dir = tempDir();
    const base = testConfig(dir);
    const small = { kind: 'openai', model: 'small', base_url: APIS[0]!.baseUrl(openai), cache: false, price: { input_per_mtok: 1, output_per_mtok: 1 } };
    const large = { kind: 'anthropic', model: 'large', base_url: APIS[1]!.baseUrl(anthropic), api_key_env: keyVariable(APIS[1]!), cache: false, price: PRICE };
    const engines: Record<string, unknown> = { search: { kind: 'local' }, extract: small, triple: small, reason: large };
    const config = testConfig(dir, { agents: base.agents.map((a) => ({ id: a.id, tool: a.tool, port: 0, engine: engines[a.tool] })) });
    const { tasks } = await loadTasks(SAMPLE);
    const metrics = await runBenchmark({
      config,
      tasks: tasks.slice(0, 1),
      store: new RunStore(join(dir, 'run')),
      runId: 'r',
      tasksFile: SAMPLE,
      log: () => {},
    });
    expect(metrics.per_task[0]).toMatchObject({ end: 'answer', answer: '1908' });
    expect([openai.chatRequests.length, anthropic.chatRequests.length]).toEqual([2, 1]);
    expect(metrics.llm!.agents.map((a) => [a.tool, a.model])).toEqual([
      ['extract', 'small'],
      ['triple', 'small'],
      ['reason', 'large'],
    ]);
    const costs = metrics.llm!.agents.map((a) => a.cost_usd!);
    expect(costs[2]).toBe(
      costUsd(PRICE, { ...newEngineStats(), prompt_tokens: anthropic.reported[0]!.prompt, completion_tokens: anthropic.reported[0]!.completion }),
    );
    expect(metrics.llm!.totals.cost_usd).toBeCloseTo(sum(costs), 10);
    const totals = metrics.llm!.totals;
    expect(totals.prompt_tokens + totals.completion_tokens).toBe(sum([...openai.reported, ...anthropic.reported].map((r) => r.prompt + r.completion)));
  });
});
