import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../hub/fail-storm.js';
import type { Packet } from '../../wire/packet.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { peekJsonHead } from '../../protocols/json-head.js';
import { samplePackets } from '../helpers/packets.js';

const adapter = new JsonAdapter();
const bytes = (s: string): Buffer => Buffer.from(s, 'utf8');
const headOf = (p: Packet) => ({ type: p.type, task_id: p.task_id, token_used: p.token_used, header: 0 });

/** The same packet as JSON with its head fields last (the order tools used to write; the encoder now writes the head first). */
function headLast(p: Packet): Buffer {
  const { type, task_id, sender, token_used, ...rest } = p;
  return Buffer.from(JSON.stringify({ ...rest, type, sender, task_id, token_used }));
}

describe('peekJsonHead', () => {
  it('reads type, task_id and token_used of every packet type, whatever the key order', () => {
    for (const p of samplePackets()) {
      expect(peekJsonHead(adapter.encode(p))).toEqual(headOf(p));
      expect(peekJsonHead(headLast(p))).toEqual(headOf(p));
    }
  });

  it('reads a payload inside a larger buffer by its bounds alone, whatever surrounds it', () => {
    for (const p of samplePackets()) {
      const payload = Buffer.from(adapter.encode(p));
      for (const [before, after] of [
        ['', ''],
        ['{"x":1}', '"}'],
        ['\\"', '\\'],
        ['}', '{'],
      ]) {
        const buf = Buffer.concat([Buffer.from(before!), payload, Buffer.from(after!)]);
        expect(peekJsonHead(buf, before!.length, before!.length + payload.length)).toEqual(headOf(p));
      }
    }
    // A string cut by the end bound is cut, even when the buffer closes it later.
    const text = '{"type":"events","task_id":"a","token_used":1,"events":["abc"]}';
    const cut = text.indexOf('abc') + 2;
    expect(peekJsonHead(Buffer.from(text.slice(0, cut) + '"]}' + text.slice(cut)), 0, cut + 3)).toEqual({
      type: 'events',
      task_id: 'a',
      token_used: 1,
      header: 0,
    });
    expect(peekJsonHead(Buffer.from(text), 0, cut)).toBeNull();
  });

  it('accepts whitespace and nested keys named like head keys', () => {
    const text = ' { "type" : "events" , "task_id" : "a" , "sender":"1", "token_used" : 12 , "events" : [ {"type":"x","task_id":"b"} ] } '.trim();
    expect(peekJsonHead(bytes(text))).toEqual({ type: 'events', task_id: 'a', token_used: 12, header: 0 });
  });

  it.each([
    ['an escaped key before the head that spells task_id', '{"type":"events","t\\u0061sk_id":"b","task_id":"a","token_used":1}'],
    ['an escape in the task id', '{"type":"events","task_id":"a\\"b","token_used":1}'],
    ['a non-ASCII task id', '{"type":"events","task_id":"東京","token_used":1}'],
    ['an unknown type', '{"type":"gossip","task_id":"a","token_used":1}'],
    ['a negative token count', '{"type":"events","task_id":"a","token_used":-1}'],
    ['a fractional token count', '{"type":"events","task_id":"a","token_used":1.5}'],
    ['a missing token count', '{"type":"events","task_id":"a"}'],
    ['an empty task id', '{"type":"events","task_id":"","token_used":1}'],
    ['a cut-off object', '{"type":"events","task_id":"a","events":[{"kind":"x"'],
    ['not an object', '["type","events"]'],
    ['an unterminated string', '{"type":"events","task_id":"a,"token_used":1}'],
  ])('returns null (full decode decides) for %s', (_why, text) => {
    expect(peekJsonHead(bytes(text))).toBeNull();
  });

  it.each([
    ['a duplicate task_id (JSON.parse keeps the last)', '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[],"task_id":"b"}', /given twice/],
    ['a duplicate type', '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[],"type":"final_answer"}', /given twice|not a valid packet/],
    ['a duplicate token count', '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[],"token_used":2}', /given twice/],
    [
      'an escaped key after the head that spells task_id',
      '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[],"t\\u0061sk_id":"b"}',
      /given twice/,
    ],
    ['bytes after the object', '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[]}}', /not JSON/],
  ])('reads the first head of %s, and decode refuses the packet', (_why, text, why) => {
    expect(peekJsonHead(bytes(text))).toMatchObject({ type: 'events', task_id: 'a', token_used: 1 });
    expect(() => adapter.decode(bytes(text))).toThrow(why);
  });

  it('stops at the head: a body it never reads cannot change what it returns, and a repeat with the same value is accepted', () => {
    const text = '{"type":"events","task_id":"a","sender":"1","token_used":1,"events":[],"task_id":"a"}';
    expect(peekJsonHead(bytes(text))).toEqual({ type: 'events', task_id: 'a', token_used: 1, header: 0 });
    expect(adapter.decode(bytes(text))).toMatchObject({ task_id: 'a' });
  });

  it('never throws, and never disagrees with decode, on 20,000 seeded mutations of valid packets', () => {
    const rand = mulberry32(7);
    const valid = samplePackets().flatMap((p) => [adapter.encode(p), headLast(p)].map((b) => Buffer.from(b)));
    let agreed = 0;
    for (let n = 0; n < 20_000; n++) {
      const b = Buffer.from(valid[Math.floor(rand() * valid.length)]!);
      const edits = 1 + Math.floor(rand() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(rand() * b.length);
        // Structural bytes are the interesting ones to break.
        b[at] = rand() < 0.5 ? '{}[]",:\\0123456789 '.charCodeAt(Math.floor(rand() * 20)) : Math.floor(rand() * 256);
      }
      const cut = rand() < 0.1 ? b.subarray(0, Math.floor(rand() * b.length)) : b;
      const head = peekJsonHead(cut);
      // The same bytes between bounds in a buffer of junk read the same.
      const junk = Buffer.from([0x22, 0x5c, 0x7d, 0x5d]);
      expect(peekJsonHead(Buffer.concat([junk, cut, junk]), junk.length, junk.length + cut.length)).toEqual(head);
      if (head === null) continue;
      let packet: Packet | undefined;
      try {
        packet = adapter.decode(cut);
      } catch {
        continue; // the receivers drop it
      }
      expect(head).toEqual(headOf(packet));
      agreed++;
    }
    // Many mutations land in text and leave a valid packet: the agreement check ran.
    expect(agreed).toBeGreaterThan(500);
  });
});
