import { describe, expect, it } from 'vitest';
import { type Frame, FrameDecoder, encodeFrame } from '../../wire/frame-decoder.js';
import { isMeshError } from '../../wire/errors.js';
import { caught } from '../helpers/caught.js';

const payloads = (frames: { payload: Buffer }[]): string[] => frames.map((f) => f.payload.toString('utf8'));

describe('FrameDecoder', () => {
  it('decodes a frame fed one byte at a time', () => {
    const d = new FrameDecoder();
    const bytes = encodeFrame(Buffer.from('hello, mesh'));
    const out: { payload: Buffer }[] = [];
    for (const b of bytes) out.push(...d.push(Buffer.from([b])));
    expect(payloads(out)).toEqual(['hello, mesh']);
    expect(d.pendingBytes).toBe(0);
  });

  it('handles a split inside the 4-byte prefix', () => {
    const d = new FrameDecoder();
    const bytes = encodeFrame(Buffer.from('split'));
    expect(d.push(bytes.subarray(0, 2))).toEqual([]);
    expect(d.push(bytes.subarray(2, 3))).toEqual([]);
    expect(payloads(d.push(bytes.subarray(3)))).toEqual(['split']);
  });

  it('yields two frames from one chunk, and keeps a trailing partial frame', () => {
    const d = new FrameDecoder();
    const third = encodeFrame(Buffer.from('third'));
    const chunk = Buffer.concat([encodeFrame(Buffer.from('one')), encodeFrame(Buffer.from('two')), third.subarray(0, 6)]);
    const frames = d.push(chunk);
    expect(payloads(frames)).toEqual(['one', 'two']);
    expect(frames[0]!.raw.length).toBe(4 + 3);
    expect(d.pendingBytes).toBe(6);
    expect(payloads(d.push(third.subarray(6)))).toEqual(['third']);
  });

  it('gives frames whole in one chunk as views into it, and copies only a frame cut across chunks', () => {
    const d = new FrameDecoder();
    const [a, b, c] = ['alpha', 'beta', 'gamma'].map((t) => encodeFrame(Buffer.from(t))) as [Buffer, Buffer, Buffer];
    const chunk = Buffer.concat([a, b, c.subarray(0, 1)]);
    const [fa, fb] = d.push(chunk) as [Frame, Frame];
    expect([fa.buf, fa.start, fa.end]).toEqual([chunk, 0, a.length]);
    expect([fb.buf, fb.start, fb.end, fb.length]).toEqual([chunk, a.length, a.length + b.length, b.length]);
    expect(fb.raw.equals(b)).toBe(true);
    expect(fb.firstByte).toBe('b'.charCodeAt(0));
    // The prefix of the third frame is split 1 + 2 + 1 across chunks, its payload across two more.
    expect(d.push(c.subarray(1, 3))).toEqual([]);
    expect(d.push(c.subarray(3, 6))).toEqual([]);
    const [fc] = d.push(c.subarray(6)) as [Frame];
    expect(fc.payload.toString()).toBe('gamma');
    expect([fc.start, fc.end, fc.buf.length]).toEqual([0, c.length, c.length]);
  });

  it('rejects an oversized length from the prefix alone, before the payload arrives', () => {
    const d = new FrameDecoder(1024);
    const prefix = Buffer.alloc(4);
    prefix.writeUInt32BE(1025, 0);
    const error = caught(() => d.push(prefix));
    expect(isMeshError(error, 'FRAME_TOO_LARGE')).toBe(true);
    expect((error as Error).message).toContain('1025');
    // Poisoned: the stream must be dropped.
    expect(() => d.push(encodeFrame(Buffer.from('x')))).toThrow(/1025/);
  });

  it('returns the frames completed before a bad length, then refuses the stream', () => {
    const d = new FrameDecoder(16);
    const bad = Buffer.alloc(4);
    bad.writeUInt32BE(1000, 0);
    const frames = d.push(Buffer.concat([encodeFrame(Buffer.from('ok')), bad]));
    expect(payloads(frames)).toEqual(['ok']);
    expect(d.error?.code).toBe('FRAME_TOO_LARGE');
    expect(() => d.push(Buffer.from('x'))).toThrow(/1000 bytes/);
  });

  it('accepts a frame of exactly the maximum size', () => {
    const d = new FrameDecoder(8);
    expect(payloads(d.push(encodeFrame(Buffer.from('12345678'))))).toEqual(['12345678']);
  });

  it('rejects a zero length and garbage prefixes', () => {
    expect(() => new FrameDecoder().push(Buffer.from([0, 0, 0, 0]))).toThrow(/length 0/);
    // ASCII "GET " read as a length is ~1.2 GB: over the default 16 MiB limit.
    const garbage = Buffer.from('GET / HTTP/1.1\r\n\r\n');
    expect(() => new FrameDecoder().push(garbage)).toThrowError(expect.objectContaining({ code: 'FRAME_TOO_LARGE' }));
  });

  it('round-trips multi-byte UTF-8 across arbitrary chunk boundaries', () => {
    const text = 'naïve café — 東京 🚀'.repeat(20);
    const bytes = Buffer.concat([encodeFrame(Buffer.from(text)), encodeFrame(Buffer.from('end'))]);
    for (const step of [1, 3, 7, 64]) {
      const d = new FrameDecoder();
      const out: { payload: Buffer }[] = [];
      for (let i = 0; i < bytes.length; i += step) out.push(...d.push(bytes.subarray(i, i + step)));
      expect(payloads(out)).toEqual([text, 'end']);
    }
  });
});
