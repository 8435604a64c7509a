import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FrameSplitter, STAMP_OFFSET, readStamp, relayFrame, stamp } from '../../scripts/perf-lib.js';
import { hopLatencies, parsePerfArgs, SECTIONS } from '../../scripts/perf.js';
import { tempDir } from '../helpers/integration.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';

describe('perf frames', () => {
  it('builds frames of the asked size holding a valid JSON packet, or the smallest one', () => {
    const adapter = new JsonAdapter();
    for (const size of [400, 4096]) {
      const f = relayFrame(size);
      expect(f.length).toBe(size);
      expect(f.readUInt32BE(0)).toBe(size - 4);
      expect(adapter.decode(f.subarray(4))).toMatchObject({ type: 'events', sender: '0' });
    }
    const small = relayFrame(64);
    expect(small.length).toBeGreaterThan(64);
    expect(adapter.decode(small.subarray(4)).type).toBe('events');
  });

  it('writes and reads send stamps in place, as a valid task id', () => {
    const f = relayFrame(400);
    stamp(f, 123_456_789_012);
    expect(readStamp(f, 0)).toBe(123_456_789_012);
    expect(new JsonAdapter().decode(f.subarray(4)).task_id).toBe('00123456789012');
    expect(f.subarray(STAMP_OFFSET, STAMP_OFFSET + 2).toString()).toBe('00');
  });

  it('splits a stream cut anywhere into whole frames, in order', () => {
    const frames = [relayFrame(100), relayFrame(400), relayFrame(150)];
    frames.forEach((f, i) => stamp(f, i + 1));
    const stream = Buffer.concat([...frames, ...frames]);
    for (const cut of [1, 3, 7, 101, 399, stream.length]) {
      const seen: number[] = [];
      const scanner = new FrameSplitter((buf, start, end) => {
        expect(end - start).toBe(buf.readUInt32BE(start) + 4);
        seen.push(readStamp(buf, start));
      });
      const whole: Buffer[] = [];
      for (let at = 0; at < stream.length; at += cut) {
        const slice = scanner.push(stream.subarray(at, at + cut));
        if (slice) whole.push(Buffer.from(slice));
      }
      expect(seen).toEqual([1, 2, 3, 1, 2, 3]);
      // What the raw relay forwards: whole frames only, all of them, in order.
      expect(Buffer.concat(whole).equals(stream)).toBe(true);
    }
  });
});

describe('npm run perf arguments', () => {
  it('defaults to every section and perf.json', () => {
    expect(parsePerfArgs([])).toMatchObject({ out: 'perf.json', help: false });
    expect([...parsePerfArgs([]).only]).toEqual([...SECTIONS]);
  });

  it('takes --json, --only and --profile', () => {
    const o = parsePerfArgs(['--json', 'x.json', '--only', 'codecs,relay', '--profile', 'prof']);
    expect(o.out).toBe('x.json');
    expect([...o.only]).toEqual(['codecs', 'relay']);
    expect(o.profile).toMatch(/prof$/);
  });

  it('names what is wrong', () => {
    expect(() => parsePerfArgs(['--only', 'codecs,speed'])).toThrow(/unknown section "speed"; known: codecs, relay, startup, tasks/);
    expect(() => parsePerfArgs(['--json'])).toThrow(/--json needs a value/);
    expect(() => parsePerfArgs(['--fast'])).toThrow(/unknown argument "--fast"/);
  });
});

describe('per-hop latency of the tasks', () => {
  it("is each receiving agent's rx stamp minus the sending agent's tx stamp; the hub's doc_init has no sender stamp", () => {
    const root = tempDir('gm-perf-');
    try {
      const line = (mono: number, dir: 'rx' | 'tx', type: string, sender: string, task = 't1') =>
        JSON.stringify({ at_ms: 0, mono_ms: mono, dir, bytes: 100, packet: { type, task_id: task, sender, token_used: 0 } });
      const logs: Record<string, string[]> = {
        '0': [line(100, 'rx', 'doc_init', 'hub'), line(101, 'tx', 'search_docs', '0'), line(150, 'tx', 'search_docs', '0', 't2')],
        '1': [
          line(100.5, 'rx', 'doc_init', 'hub'),
          line(102.25, 'rx', 'search_docs', '0'),
          line(103, 'tx', 'events', '1'),
          line(151, 'rx', 'search_docs', '0', 't2'),
        ],
        '2': [line(103.5, 'rx', 'search_docs', '0'), line(104, 'rx', 'events', '1')],
      };
      for (const [id, lines] of Object.entries(logs)) {
        mkdirSync(join(root, id));
        writeFileSync(join(root, id, 'agent.log'), `${lines.join('\n')}\n`);
      }
      expect(hopLatencies(root, ['0', '1', '2']).sort((a, b) => a - b)).toEqual([1, 1, 1.25, 2.5]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
