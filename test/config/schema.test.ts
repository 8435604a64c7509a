import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHUNK_SIZE, loadConfig, parseConfig } from '../../config/schema.js';
import { isMeshError } from '../../wire/errors.js';
import { caught } from '../helpers/caught.js';

const agents = [
  { id: 0, tool: 'search', port: 9000 },
  { id: '1', tool: 'extract', port: 9001 },
];

describe('config schema', () => {
  it('loads the shipped default config', async () => {
    const cfg = await loadConfig('config/default.yaml');
    expect(cfg.agents.map((a) => [a.id, a.tool, a.port])).toEqual([
      ['0', 'search', 9000],
      ['1', 'extract', 9001],
      ['2', 'triple', 9002],
      ['3', 'reason', 9003],
    ]);
    expect(cfg.protocol).toBe('json');
    expect(cfg.chunk_size).toBe(400);
  });

  it('fills defaults and turns numeric ids into strings', () => {
    const cfg = parseConfig({ agents });
    expect(cfg.chunk_size).toBe(DEFAULT_CHUNK_SIZE);
    expect(cfg.timeouts.task_ms).toBe(30_000);
    expect(cfg.agents[0]!.id).toBe('0');
    expect(cfg.hub_decode).toBe('head');
    expect(parseConfig({ agents, hub_decode: 'full' }).hub_decode).toBe('full');
    expect(() => parseConfig({ agents, hub_decode: 'some' })).toThrow(/hub_decode/);
  });

  it('names every bad path at once', () => {
    const err = caught(() =>
      parseConfig({
        protocol: 'smoke-signals',
        chunk_size: 0,
        timeouts: { task_ms: -1, surprise: 1 },
        agents: [
          { id: 'a', tool: 'search', port: 9000 },
          { id: 'a', tool: 'telepathy', port: 9000 },
          { id: 'b/c', tool: 'reason', port: 70000 },
        ],
        colour: 'blue',
      }),
    );
    expect(err.code).toBe('CONFIG_INVALID');
    for (const path of [
      'protocol',
      'chunk_size',
      'timeouts.task_ms',
      'timeouts',
      'agents.1.tool',
      'agents.1.id',
      'agents.1.port',
      'agents.2.id',
      'agents.2.port',
      '(root)',
    ]) {
      expect(err.message).toContain(`- ${path}:`);
    }
    expect(err.message).toMatch(/telepathy.*known: search, extract, triple, reason/);
    expect(err.message).toMatch(/colour/);
  });

  it('loads the learning config: the four agents, a planner and an Overseer, and the learning defaults', async () => {
    const cfg = await loadConfig('config/learn.yaml');
    expect(cfg.agents.map((a) => a.tool)).toEqual(['search', 'extract', 'triple', 'reason', 'plan', 'oversee']);
    expect(cfg.learning).toEqual({ store: 'results/gaps', require_approval: false, brief_k: 3 });
    expect(parseConfig({ agents }).learning.brief_k).toBe(3);
  });

  it('allows one planner and one Overseer at most', () => {
    const err = caught(() =>
      parseConfig({
        agents: [
          ...agents,
          { id: 'p', tool: 'plan', port: 0 },
          { id: 'q', tool: 'plan', port: 0 },
          { id: 'o', tool: 'oversee', port: 0 },
          { id: 'r', tool: 'oversee', port: 0 },
        ],
      }),
    );
    expect(err.message).toContain('- agents.3.tool: only one agent may have tool "plan"');
    expect(err.message).toContain('- agents.5.tool: only one agent may have tool "oversee"');
  });

  it('requires agents', () => {
    expect(caught(() => parseConfig({})).message).toContain('- agents:');
  });

  it('reports unreadable and unparsable files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gm-config-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'agents: [\n  - {id: 0\n');
    await expect(loadConfig(bad)).rejects.toSatisfy((e) => isMeshError(e, 'CONFIG_INVALID') && /not valid YAML/.test((e as Error).message));
    await expect(loadConfig(join(dir, 'missing.yaml'))).rejects.toSatisfy((e) => isMeshError(e, 'CONFIG_NOT_FOUND'));
  });
});
