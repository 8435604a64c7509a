import { describe, expect, it } from 'vitest';
import { isMeshError } from '../../core/errors.js';
import { createAdapter, protocolNames } from '../../protocols/registry.js';
import { jsonBodySize } from '../../protocols/protocol-adapter.js';
import { caught } from '../helpers/caught.js';
import { samplePackets } from '../helpers/packets.js';

describe('protocol registry', () => {
  it('lists the known protocols when a name is unknown', () => {
    expect(() => createAdapter('carrier-pigeon', { nodeId: 'hub' })).toThrowError(/unknown protocol "carrier-pigeon"; known protocols: .*json/);
  });
});

// The shared contract every registered adapter must keep.
describe.each(protocolNames())('adapter %s', (name) => {
  const adapter = createAdapter(name, { nodeId: '0' });
  const peer = createAdapter(name, { nodeId: '1' });

  it.each(samplePackets().map((p) => [p.type, p] as const))('round-trips %s losslessly', (_type, packet) => {
    expect(peer.decode(adapter.encode(packet))).toEqual(packet);
  });

  it('reports headerSize ≥ 0, equal to encoded size minus body size', () => {
    for (const packet of samplePackets()) {
      const header = adapter.headerSize(packet);
      expect(header).toBeGreaterThanOrEqual(0);
      expect(header).toBe(adapter.encode(packet).length - jsonBodySize(packet));
    }
  });

  it.each([
    ['not the codec', Buffer.from('\u0000\u0001garbage{')],
    ['empty', Buffer.alloc(0)],
    ['valid JSON, not a packet', Buffer.from('{"type":"doc_init"}')],
    ['unknown packet type', Buffer.from('{"type":"nope","task_id":"t","sender":"x","token_used":0}')],
  ])('rejects %s with PACKET_INVALID', (_what, bytes) => {
    const error = caught(() => peer.decode(bytes));
    expect(isMeshError(error, 'PACKET_INVALID')).toBe(true);
    expect((error as Error).message).toContain(name);
  });
});
