import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/schema.js';
import { runBenchmark } from '../../hub/bench-runner.js';
import type { TaskResult } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { FakeOllama } from '../helpers/fake-ollama.js';
import { CLI, ROOT, SAMPLE, tempDir, testConfig } from '../helpers/integration.js';

const servers: FakeOllama[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

describe('the ollama engine in the real four-process mesh', () => {
  it('answers through every agent on an Ollama-speaking server, with token totals equal to what it reported', async () => {
    const server = await new FakeOllama().start();
    servers.push(server);
    const dir = tempDir();
    const engine = { kind: 'ollama', model: 'gemma3:4b', host: server.url, cache_dir: join(dir, 'cache'), retry_base_ms: 5 };
    const config = testConfig(dir, { engine });
    const { tasks } = await loadTasks(SAMPLE);
    const store = new RunStore(join(dir, 'run'));
    const metrics = await runBenchmark({ config, tasks: tasks.slice(0, 2), store, runId: 'r', tasksFile: SAMPLE, log: () => {} });
    const results = readFileSync(store.resultsPath, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TaskResult);
    expect(results.map((r) => [r.end, r.raw_answer, r.answer])).toEqual([
      ['answer', '1908', '1908'],
      ['answer', '1908', '1908'],
    ]);
    expect(server.chats).toHaveLength(8);
    const reported = server.reported.reduce((n, r) => n + r.prompt + r.completion, 0);
    expect(metrics.token_sum).toBe(reported);
    expect(metrics.llm!.totals).toMatchObject({
      calls: 8,
      cache_hits: 0,
      prompt_tokens: server.reported.reduce((n, r) => n + r.prompt, 0),
      completion_tokens: server.reported.reduce((n, r) => n + r.completion, 0),
      llm_ms: 16,
    });
    expect(metrics.llm!.agents.map((a) => [a.id, a.tool, a.model, a.calls])).toEqual([
      ['0', 'search', 'gemma3:4b', 2],
      ['1', 'extract', 'gemma3:4b', 2],
      ['2', 'triple', 'gemma3:4b', 2],
      ['3', 'reason', 'gemma3:4b', 2],
    ]);

    // A re-run is served from the cache: nothing new asked, tokens reported as cached.
    const again = await runBenchmark({
      config,
      tasks: tasks.slice(0, 2),
      store: new RunStore(join(dir, 'run2')),
      runId: 'r2',
      tasksFile: SAMPLE,
      log: () => {},
    });
    expect(server.chats).toHaveLength(8);
    expect(again.llm!.totals).toMatchObject({ calls: 8, cache_hits: 8, prompt_tokens: 0, cached_prompt_tokens: metrics.llm!.totals.prompt_tokens });
    expect(again.token_sum).toBe(metrics.token_sum);
  });

  it('runs a mixed mesh (local search, LLM reasoning) and tags engine failures ADAPTER_ERROR', async () => {
    const server = await new FakeOllama({ failNext: 100 }).start();
    servers.push(server);
    const dir = tempDir();
    const base = testConfig(dir);
    const engine = { kind: 'ollama' as const, model: 'gemma3:4b', host: server.url, cache: false, retries: 1, retry_base_ms: 5 };
    const config = {
      ...base,
      agents: base.agents.map((a) => (a.tool === 'reason' ? { ...a, engine: { ...engine, options: {}, timeout_ms: 5000, cache_dir: 'x' } } : a)),
    };
    const { tasks } = await loadTasks(SAMPLE);
    const store = new RunStore(join(dir, 'run'));
    const metrics = await runBenchmark({ config, tasks: tasks.slice(0, 1), store, runId: 'r', tasksFile: SAMPLE, log: () => {} });
    const [result] = metrics.per_task;
    expect(result).toMatchObject({
      end: 'tool_error',
      tag: 'ADAPTER_ERROR',
      message: expect.stringMatching(/agent 3 \(reason\) failed: reason on ollama: Ollama at .* failed after 2 attempts: the model crashed/),
    });
    // Only the reasoner asked the model: search, extract and triple ran locally.
    expect(server.chats).toHaveLength(2);
    expect(metrics.tags.ADAPTER_ERROR).toBe(1);
    expect(metrics.gaia_score).toBe(0);
  });

  it('stops before any task with the preflight message when the model is missing, exit code 1', async () => {
    const server = await new FakeOllama({ models: ['other:1b'] }).start();
    servers.push(server);
    const dir = tempDir();
    const path = join(dir, 'ollama.yaml');
    const shipped = await loadConfig(join(ROOT, 'config/ollama.yaml'));
    writeFileSync(
      path,
      stringify({
        ...shipped,
        engine: { ...shipped.engine, host: server.url },
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'ws'),
        agents: shipped.agents.map((a) => ({ ...a, port: 0 })),
      }),
    );
    const r = await execa(process.execPath, [CLI, '--config', path, '--limit', '1'], { cwd: ROOT, reject: false, timeout: 30_000 });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain(`model gemma3:4b is not on ${server.url} — run \`ollama pull gemma3:4b\``);
    expect(server.chats).toHaveLength(0);
  });
});
