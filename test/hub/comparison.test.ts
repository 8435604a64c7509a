import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/schema.js';
import { comparisonRuns, divergences, rowOf, toCsv, toMarkdown, toTable } from '../../hub/comparison.js';
import { newMeter } from '../../hub/meter.js';
import { newEngineStats } from '../../engines/engine.js';
import { scoreTask, summarise } from '../../hub/results.js';
import type { Task } from '../../gaia/task-loader.js';

const base = { agents: [{ id: 0, tool: 'search', port: 0 }] };

function metrics(protocol: string, answers: Record<string, string>, bytes = 1000, header = 0) {
  const results = Object.entries(answers).map(([id, a]) =>
    scoreTask({ task_id: id, question: 'q', level: 1, expected: 'x', file_name: null, file_path: null } as Task, 'none', {
      end: 'answer',
      answer: a,
      reasoning: '',
      elapsed_ms: 10,
      meter: { ...newMeter(), bytes_tx: bytes, header_overhead: header },
    }),
  );
  return summarise({ run_id: 'r', protocol, routing: 'broadcast', engine: 'local', tasks_file: 'f', tasks_total: results.length, sessions: [] }, results, []);
}

describe('comparison', () => {
  it('plans one run per protocol × routing × engine, labelled', () => {
    const cfg = parseConfig({
      ...base,
      compare: { protocols: ['json', 'anp'], routing: ['broadcast', 'subscribe'], engines: [{ kind: 'local' }, { kind: 'ollama', model: 'gemma3:4b' }] },
    });
    const runs = comparisonRuns(cfg);
    expect(runs.map((r) => r.label)).toEqual([
      'json-broadcast-local',
      'anp-broadcast-local',
      'json-subscribe-local',
      'anp-subscribe-local',
      'json-broadcast-ollama-gemma3_4b',
      'anp-broadcast-ollama-gemma3_4b',
      'json-subscribe-ollama-gemma3_4b',
      'anp-subscribe-ollama-gemma3_4b',
    ]);
    expect(runs[3]!.config).toMatchObject({ protocol: 'anp', routing: 'subscribe', engine: { kind: 'local' }, compare: undefined });
    expect(comparisonRuns(parseConfig({ ...base, compare: { protocols: ['msgpack'] } })).map((r) => r.label)).toEqual(['msgpack']);
  });

  it('adds transports as an axis: each run on its own transport, labelled when it is not the default alone', () => {
    const runs = comparisonRuns(parseConfig({ ...base, compare: { protocols: ['json', 'msgpack'], transports: ['tcp', 'nats'] } }));
    expect(runs.map((r) => r.label)).toEqual(['json-tcp', 'json-nats', 'msgpack-tcp', 'msgpack-nats']);
    expect(runs[1]!.config).toMatchObject({ protocol: 'json', transport: 'nats', compare: undefined });
    expect(comparisonRuns(parseConfig({ ...base, transport: 'nats', compare: { protocols: ['json'] } })).map((r) => r.label)).toEqual(['json-nats']);
    expect(() => parseConfig({ ...base, launch: 'remote' })).toThrow(/launch: launch: remote needs transport: nats/);
  });

  it('rejects an unknown protocol in the list', () => {
    expect(() => parseConfig({ ...base, compare: { protocols: ['json', 'fax'] } })).toThrow(/compare\.protocols\.1: unknown protocol "fax"/);
  });

  it('lists tasks whose answers differ between protocols of one engine', () => {
    const runs = [
      { label: 'json', engine: 'local', metrics: metrics('json', { a: '1', b: '2' }) },
      { label: 'a2a', engine: 'local', metrics: metrics('a2a', { a: '1', b: '3' }) },
    ];
    expect(divergences(runs)).toEqual([{ engine: 'local', task_id: 'b', answers: { json: '2', a2a: '3' } }]);
    expect(divergences(runs.slice(0, 1))).toEqual([]);
  });

  it('reports overhead as a share of bytes_tx and renders csv, markdown and a table', () => {
    const row = rowOf('a2a', metrics('a2a', { a: '1' }, 2000, 500));
    expect(row).toMatchObject({ label: 'a2a', bytes_tx: 2000, header_overhead: 500, overhead_pct: 25 });
    expect(toCsv([row]).split('\n')[0]).toBe(
      'label,protocol,routing,engine,bytes_tx,bytes_rx,pkt_cnt,header_overhead,overhead_pct,handshake_bytes,handshake_pkts,token_sum,task_ms_p50,task_ms_p95,gaia_score,quality_score',
    );
    expect(toMarkdown({ rows: [row], divergences: [] })).toContain('| a2a | 2000 |');
    expect(toMarkdown({ rows: [row], divergences: [{ engine: 'local', task_id: 't', answers: { a: '1', b: '2' } }] })).toContain(
      '**Answers differ between protocols** on 1 task(s)',
    );
    expect(toTable([row]).split('\n')).toHaveLength(2);
  });

  it('adds a cost_usd column when some run has a cost, showing – for a run without one', () => {
    const priced = { ...metrics('json', { a: '1' }), llm: { agents: [], totals: { ...newEngineStats(), cost_usd: 0.0123 } } };
    const rows = [rowOf('json-openai', priced), rowOf('json-local', metrics('json', { a: '1' }))];
    expect(rows[0]!.cost_usd).toBe(0.0123);
    expect(rows[1]).not.toHaveProperty('cost_usd');
    expect(toTable(rows).split('\n')[0]).toMatch(/quality_score\s+cost_usd$/);
    expect(toTable(rows).split('\n')[2]).toMatch(/\s–$/);
    expect(toMarkdown({ rows, divergences: [] })).toContain('| 0.0123 |');
    expect(toCsv(rows).split('\n')[0]).toMatch(/,cost_usd$/);
    expect(toTable(rows.slice(1))).not.toContain('cost_usd');
  });
});
