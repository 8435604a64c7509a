import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import type { TaskResult } from '../../hub/results.js';
import { TraceSchema, type Trace } from '../../learning/trace.js';
import { CLI, readJsonl, ROOT, tempDir, writeConfig } from '../helpers/integration.js';

/** The first three sample tasks, then the second again expecting another answer found in the document (so wrong). */
function tasks(dir: string): string {
  const rows = readFileSync(join(ROOT, 'data/sample/metadata.jsonl'), 'utf8')
    .split('\n')
    .slice(0, 3)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  copyFileSync(join(ROOT, 'data/sample', String(rows[0]!.file_name)), join(dir, String(rows[0]!.file_name)));
  rows.push({ ...rows[1], task_id: 'wrong', 'Final answer': rows[0]!['Final answer'] });
  writeFileSync(join(dir, 'metadata.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  return join(dir, 'metadata.jsonl');
}

describe('traces.jsonl', () => {
  it('holds one line per attempt, `correct` for the right ones and a resolution type for the wrong one, as results.jsonl does', async () => {
    const dir = tempDir();
    const out = join(dir, 'run');
    const r = await execa(process.execPath, [CLI, '--config', writeConfig(dir), '--tasks', tasks(dir), '--out', out], {
      cwd: ROOT,
      reject: false,
      timeout: 60_000,
    });
    expect(r.exitCode).toBe(0);
    const results = readJsonl<TaskResult>(join(out, 'results.jsonl'));
    const traces = readJsonl<Trace>(join(out, 'traces.jsonl')).map((t) => TraceSchema.parse(t));
    expect(traces.map((t) => t.task_id).sort()).toEqual(results.map((x) => x.task_id).sort());
    for (const res of results) {
      const trace = traces.find((t) => t.task_id === res.task_id)!;
      expect(trace.attempt).toBe(0);
      expect(trace.resolution_type).toBe(res.resolution_type);
      expect(trace.resolution_type === 'correct').toBe(res.tag === 'CORRECT');
      expect(trace.answer).toBe(res.answer);
      expect(trace.tool_calls.map((c) => c.tool)).toEqual(['search', 'extract', 'triple', 'reason']);
      expect(trace.tool_calls.reduce((n, c) => n + c.token_used, 0)).toBeGreaterThan(0);
    }
    expect(results.filter((x) => x.tag === 'CORRECT').length).toBe(3);
    // The expected year is in the document and in what search returned; the reasoner had it too, and answered the designer.
    expect(traces.find((t) => t.task_id === 'wrong')!.resolution_type).toBe('reasoning_gap');
  });
});
