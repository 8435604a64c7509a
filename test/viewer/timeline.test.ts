import { describe, expect, it } from 'vitest';
import { buildTimeline } from '../../viewer/timeline.js';
import { logLine, pkt } from '../helpers/fake-run.js';

const header = () => 3;

describe('buildTimeline', () => {
  it('makes one message per packet sent, with hops as rx − tx on the shared clock, from the hub’s doc_init stamp', () => {
    const agents = [
      { agent: '0', log: [logLine('rx', 101, pkt('doc_init', 't', 'hub')), logLine('tx', 105, pkt('search_docs', 't', '0', 4))], tasks: [] },
      {
        agent: '1',
        log: [
          logLine('rx', 102, pkt('doc_init', 't', 'hub')),
          logLine('rx', 105.75, pkt('search_docs', 't', '0', 4)),
          logLine('tx', 110, pkt('events', 't', '1')),
        ],
        tasks: [],
      },
    ];
    const t = buildTimeline('t', agents, 100, header);
    expect(t.clock).toBe('monotonic');
    expect(t.start_mono_ms).toBe(100);
    expect(t.lanes).toEqual(['hub', '0', '1']);
    expect(t.messages.map((m) => [m.type, m.from, m.to, m.at_ms])).toEqual([
      ['doc_init', 'hub', ['0', '1'], 0],
      ['search_docs', '0', ['1'], 5],
      ['events', '1', [], 10],
    ]);
    expect(t.messages[0]!.hops).toEqual([
      { to: '0', at_ms: 1, hop_ms: 1 },
      { to: '1', at_ms: 2, hop_ms: 2 },
    ]);
    expect(t.messages[1]!.hops).toEqual([{ to: '1', at_ms: 5.75, hop_ms: 0.75 }]);
    expect(t.messages[1]!.tokens).toBe(4);
    expect(t.messages[1]!.header_bytes).toBe(3);
  });

  it('folds retries in as their own attempts, and knows no send time for an earlier try’s doc_init', () => {
    const agents = [
      {
        agent: '0',
        log: [
          logLine('rx', 101, pkt('doc_init', 't', 'hub')),
          logLine('rx', 201, pkt('doc_init', 't#1', 'hub')),
          logLine('tx', 205, pkt('search_docs', 't#1', '0')),
        ],
        tasks: [],
      },
    ];
    const t = buildTimeline('t', agents, 200, header);
    expect(t.messages.map((m) => [m.attempt, m.type, m.at_ms])).toEqual([
      [0, 'doc_init', null],
      // The task began when the first try's doc_init was first seen (101); the hub's stamp is the last try's (200).
      [1, 'doc_init', 99],
      [1, 'search_docs', 104],
    ]);
    expect(t.messages[0]!.hops[0]!.hop_ms).toBeNull();
    expect(t.messages[1]!.hops[0]!.hop_ms).toBe(1);
  });

  it('says the clock is per agent, with no hop latencies, for logs without mono_ms', () => {
    const old = (dir: string, at: number, p: unknown) => JSON.stringify({ at_ms: at, dir, bytes: 10, packet: p });
    const agents = [
      { agent: '0', log: [old('rx', 5, pkt('doc_init', 't', 'hub')), old('tx', 9, pkt('search_docs', 't', '0'))], tasks: [] },
      { agent: '1', log: [old('rx', 900, pkt('search_docs', 't', '0')), 'not json'], tasks: [] },
    ];
    const t = buildTimeline('t', agents, null, header);
    expect(t.clock).toBe('per-agent');
    expect(t.start_mono_ms).toBeNull();
    expect(t.messages.flatMap((m) => m.hops.map((h) => h.hop_ms))).toEqual([null, null]);
  });
});
