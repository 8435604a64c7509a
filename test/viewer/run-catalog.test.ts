import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMetricsSummary } from '../../viewer/run-catalog.js';
import { tempDir } from '../helpers/integration.js';

describe('readMetricsSummary', () => {
  it('gives metrics.json less per_task, keys written after the rows included, as a full parse would', () => {
    const dir = tempDir('gm-view-metrics-');
    const metrics = {
      run_id: 'r',
      tasks: 2,
      agents: [{ id: '0' }],
      per_task: [{ task_id: 'a', nested: [1, [2]] }, { task_id: 'b' }],
      llm: { totals: { calls: 3 } },
      storm: { kills: [] },
    };
    const expected = { run_id: 'r', tasks: 2, agents: [{ id: '0' }], llm: { totals: { calls: 3 } }, storm: { kills: [] } };
    const path = join(dir, 'metrics.json');
    writeFileSync(path, `${JSON.stringify(metrics, null, 2)}\n`);
    expect(readMetricsSummary(path)).toEqual(expected);
    writeFileSync(path, `${JSON.stringify({ ...metrics, per_task: [] }, null, 2)}\n`);
    expect(readMetricsSummary(path)).toEqual(expected);
    // Another layout: parsed whole.
    writeFileSync(path, JSON.stringify(metrics));
    expect(readMetricsSummary(path)).toEqual(expected);
    writeFileSync(path, '{"cut short');
    expect(readMetricsSummary(path)).toBeNull();
  });
});
