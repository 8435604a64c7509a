import { describe, expect, it } from 'vitest';
import { isMeshError } from '../../wire/errors.js';
import type { Packet } from '../../wire/packet.js';
import { AnpAdapter } from '../../protocols/anp-adapter.js';
import type { ProtocolAdapter } from '../../wire/protocol-adapter.js';
import { createAdapter, protocolNames } from '../../protocols/registry.js';
import { packetJson } from '../../protocols/packet-json.js';
import { caught } from '../helpers/caught.js';
import { samplePackets } from '../helpers/packets.js';

/** Two nodes of one protocol, introduced to each other as the handshake would. */
function pair(name: string): [ProtocolAdapter, ProtocolAdapter] {
  const a = createAdapter(name, { nodeId: '0' });
  const b = createAdapter(name, { nodeId: '1' });
  if (a.handshake?.distribute) {
    b.handshake!.learn([a.handshake.hello()]);
    a.handshake.learn([b.handshake!.hello()]);
  }
  return [a, b];
}

describe('protocol registry', () => {
  it('registers the six protocols and lists them when a name is unknown', () => {
    expect(protocolNames()).toEqual(['json', 'msgpack', 'a2a', 'acp', 'anp', 'agora']);
    expect(() => createAdapter('carrier-pigeon', { nodeId: 'hub' })).toThrowError(
      /unknown protocol "carrier-pigeon"; known protocols: json, msgpack, a2a, acp, anp, agora/,
    );
  });
});

// The shared contract every registered adapter must keep.
describe.each(protocolNames())('adapter %s', (name) => {
  const [adapter, peer] = pair(name);

  it.each(samplePackets().map((p) => [p.type, p] as const))('round-trips %s losslessly', (_type, packet) => {
    expect(peer.decode(adapter.encode(packet))).toEqual(packet);
  });

  it('reports headerSize ≥ 0, equal to encoded size minus body size, and measures received frames the same way', () => {
    for (const packet of samplePackets()) {
      const header = adapter.headerSize(packet);
      const encoded = adapter.encode(packet);
      expect(header).toBeGreaterThanOrEqual(0);
      expect(header).toBe(encoded.length - adapter.body(packet).length);
      expect(peer.measureHeader(encoded, packet)).toBe(header);
    }
  });

  it('peek, where offered, gives the head decode would, and never throws on bytes that are not a packet', () => {
    if (!peer.peek) return;
    for (const packet of samplePackets()) {
      const encoded = adapter.encode(packet);
      expect(peer.peek(encoded)).toEqual({
        type: packet.type,
        task_id: packet.task_id,
        token_used: packet.token_used,
        header: peer.measureHeader(encoded, packet),
      });
    }
    for (const junk of [Buffer.alloc(0), Buffer.from('\u0000\u0001garbage{'), Buffer.from('{"type":"nope"}')]) expect(peer.peek(junk)).toBeNull();
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

describe('envelopes follow their specifications', () => {
  const packet = samplePackets()[2]!;
  const parsed = (name: string, nodeId = '0'): Record<string, unknown> => JSON.parse(Buffer.from(createAdapter(name, { nodeId }).encode(packet)).toString());
  it('a2a: a JSON-RPC 2.0 message/send request with one data part', () => {
    expect(parsed('a2a')).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      method: 'message/send',
      params: {
        message: {
          kind: 'message',
          role: 'agent',
          messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          contextId: 't-1',
          taskId: 't-1',
          parts: [{ kind: 'data', data: packet }],
        },
      },
    });
    expect(parsed('a2a', 'hub')).toMatchObject({ params: { message: { role: 'user' } } });
  });
  it('acp: a run request whose message part carries content_type and the content', () => {
    expect(parsed('acp')).toEqual({
      agent_name: 'gaia-mesh',
      mode: 'async',
      input: [{ role: 'agent/0', parts: [{ content_type: 'application/json', content: packetJson(packet) }] }],
    });
  });
  it('agora: protocolHash (SHA-1 of the shipped document), protocolSources and body', () => {
    expect(parsed('agora')).toEqual({
      protocolHash: expect.stringMatching(/^[0-9a-f]{40}$/),
      protocolSources: ['gaia-mesh:protocols/agora-mesh-protocol.md'],
      body: packetJson(packet),
    });
  });
  it('msgpack: smaller than the JSON body', () => {
    const m = createAdapter('msgpack', { nodeId: '0' });
    expect(m.encode(packet).length).toBeLessThan(Buffer.byteLength(JSON.stringify(packet)));
  });
});

describe('ANP signatures', () => {
  function signedPair(): [AnpAdapter, AnpAdapter] {
    const a = new AnpAdapter({ nodeId: '0' });
    const b = new AnpAdapter({ nodeId: 'hub' });
    b.handshake.learn([a.handshake.hello()]);
    return [a, b];
  }
  const packet: Packet = samplePackets()[5]!;

  it('names sender and receiver by did:wba DIDs and signs with Ed25519', () => {
    const [a, b] = signedPair();
    const env = JSON.parse(Buffer.from(a.encode(packet)).toString());
    expect(env).toMatchObject({
      sender: 'did:wba:localhost:gaia-mesh:0',
      receiver: 'did:wba:localhost:gaia-mesh:hub',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      proof: { type: 'Ed25519Signature2020' },
    });
    expect(b.decode(a.encode(packet))).toEqual(packet);
  });

  it('rejects a tampered packet', () => {
    const [a, b] = signedPair();
    const env = JSON.parse(Buffer.from(a.encode(packet)).toString());
    env.content.answer = 'forged';
    expect(() => b.decode(Buffer.from(JSON.stringify(env)))).toThrow(/anp: bad signature from did:wba:localhost:gaia-mesh:0/);
  });

  it('rejects a replayed nonce', () => {
    const [a, b] = signedPair();
    const bytes = a.encode(packet);
    expect(b.decode(bytes)).toEqual(packet);
    expect(() => b.decode(bytes)).toThrow(/anp: replayed nonce/);
  });

  it('rejects an unsigned packet, a stale one, and one from an unknown sender', () => {
    const [a, b] = signedPair();
    const env = JSON.parse(Buffer.from(a.encode(packet)).toString());
    delete env.proof;
    expect(() => b.decode(Buffer.from(JSON.stringify(env)))).toThrow(/anp: not a signed message \(proof/);
    const old = new AnpAdapter({ nodeId: '0' }, () => Date.now() - 3_600_000);
    b.handshake.learn([old.handshake.hello()]);
    expect(() => b.decode(old.encode(packet))).toThrow(/outside the replay window/);
    const stranger = new AnpAdapter({ nodeId: '9' });
    expect(() => b.decode(stranger.encode(packet))).toThrow(/anp: unknown sender did:wba:localhost:gaia-mesh:9/);
  });
});
