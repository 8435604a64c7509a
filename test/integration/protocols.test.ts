import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/schema.js';
import { runComparison } from '../../hub/comparison.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { SAMPLE, tempDir, testConfig } from '../helpers/integration.js';

describe('protocol comparison over the real mesh', () => {
  it('gives identical answers under two protocols and both routings, with subscribe sending fewer bytes', async () => {
    const dir = tempDir();
    const config = parseConfig({ ...testConfig(dir), compare: { protocols: ['json', 'anp', 'a2a'], routing: ['broadcast', 'subscribe'] } });
    const { tasks } = await loadTasks(SAMPLE);
    const out = join(dir, 'cmp');
    const result = await runComparison({ config, tasks: tasks.slice(0, 4), tasksFile: SAMPLE, outDir: out, runId: 'c' });
    expect(result.divergences).toEqual([]);
    const row = (label: string) => result.rows.find((r) => r.label === label)!;
    expect(result.rows.map((r) => r.label)).toEqual(['json-broadcast', 'anp-broadcast', 'a2a-broadcast', 'json-subscribe', 'anp-subscribe', 'a2a-subscribe']);
    // The envelope is exactly what a protocol adds to the JSON baseline's bytes.
    for (const routing of ['broadcast', 'subscribe']) {
      for (const p of ['anp', 'a2a']) expect(row(`${p}-${routing}`).bytes_tx - row(`${p}-${routing}`).header_overhead).toBe(row(`json-${routing}`).bytes_tx);
      expect(row(`json-${routing}`).header_overhead).toBe(0);
    }
    expect(row('json-subscribe').bytes_tx).toBeLessThan(row('json-broadcast').bytes_tx);
    expect(row('json-subscribe').bytes_rx).toBe(row('json-broadcast').bytes_rx);
    // Handshakes are counted apart: ANP exchanges DID documents, A2A fetches agent cards, JSON has none.
    expect(row('anp-broadcast')).toMatchObject({ handshake_pkts: 4 + 4 });
    expect(row('a2a-broadcast')).toMatchObject({ handshake_pkts: 4 + 4 });
    expect(row('anp-broadcast').handshake_bytes).toBeGreaterThan(row('a2a-broadcast').handshake_bytes);
    expect(row('json-broadcast').handshake_bytes).toBe(0);
    // Every run is an ordinary run directory, and the three comparison files exist.
    expect(JSON.parse(readFileSync(join(out, 'anp-subscribe', 'metrics.json'), 'utf8'))).toMatchObject({ protocol: 'anp', routing: 'subscribe', tasks: 4 });
    expect(readFileSync(result.files.csv, 'utf8').split('\n')).toHaveLength(8);
    expect(readFileSync(result.files.md, 'utf8')).toContain('Every task got the same answer under every protocol.');
  });
});
