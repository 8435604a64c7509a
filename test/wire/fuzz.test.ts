import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../hub/fail-storm.js';
import { FrameDecoder, encodeFrame } from '../../wire/frame-decoder.js';
import { isMeshError } from '../../wire/errors.js';
import { createAdapter, protocolNames } from '../../protocols/registry.js';
import { samplePackets } from '../helpers/packets.js';
import { hostileBytes } from '../helpers/hostile-bytes.js';

describe('fuzz (seeded)', () => {
  it('the frame decoder survives 10,000 random and mutated chunks: only its own errors, bounded buffering', () => {
    const rand = mulberry32(20261122);
    const frames = samplePackets().map((p) => encodeFrame(Buffer.from(JSON.stringify(p))));
    const max = 4096;
    let decoder = new FrameDecoder(max);
    let decoded = 0;
    let rejected = 0;
    const heap0 = process.memoryUsage().heapUsed;
    for (let i = 0; i < 10_000; i++) {
      try {
        decoded += decoder.push(hostileBytes(rand, frames)).length;
        expect(decoder.pendingBytes).toBeLessThanOrEqual(max + 4 + 64 * 2);
      } catch (err) {
        expect(isMeshError(err, 'FRAME_TOO_LARGE') || isMeshError(err, 'FRAME_INVALID')).toBe(true);
        rejected++;
        decoder = new FrameDecoder(max);
      }
    }
    expect(decoded + rejected).toBeGreaterThan(1000);
    expect(process.memoryUsage().heapUsed - heap0).toBeLessThan(64 * 1024 * 1024);
  });

  it.each(protocolNames())('adapter %s decodes 10,000 random and mutated payloads without crashing', (name) => {
    const rand = mulberry32(7);
    const sender = createAdapter(name, { nodeId: '0' });
    const receiver = createAdapter(name, { nodeId: '1' });
    if (sender.handshake?.distribute) receiver.handshake!.learn([sender.handshake.hello()]);
    const payloads = samplePackets().map((p) => Buffer.from(sender.encode(p)));
    let ok = 0;
    for (let i = 0; i < 10_000; i++) {
      try {
        receiver.decode(hostileBytes(rand, payloads));
        ok++;
      } catch (err) {
        expect(isMeshError(err, 'PACKET_INVALID')).toBe(true);
      }
    }
    // Some mutations leave a valid packet (a flipped byte inside a string), most do not.
    expect(ok).toBeLessThan(10_000);
  });
});
