import { describe, expect, it } from 'vitest';
import type { Packet } from '../../wire/packet.js';
import { HEAD_KEYS, headFirst, jsonBody, packetJson } from '../../protocols/packet-json.js';
import { peekJsonHead } from '../../protocols/json-head.js';
import { createAdapter, protocolNames } from '../../protocols/registry.js';
import type { ProtocolAdapter } from '../../wire/protocol-adapter.js';
import { samplePackets } from '../helpers/packets.js';

/** The same packet with its head keys last, in another order among themselves. */
function headLast(p: Packet): Packet {
  const { type, task_id, sender, token_used, ...rest } = p;
  return { ...rest, token_used, sender, task_id, type } as Packet;
}

/** The same packet built head first, as agents and the hub have always built theirs. */
function builtHeadFirst(p: Packet): Packet {
  const { type, task_id, sender, token_used, ...rest } = p;
  return { type, task_id, sender, token_used, ...rest } as Packet;
}

/** The text every encoding of `p` must start its packet with. */
const headText = (p: Packet): string =>
  `{"type":"${p.type}","task_id":${JSON.stringify(p.task_id)},"sender":${JSON.stringify(p.sender)},"token_used":${p.token_used}`;

function pair(name: string): [ProtocolAdapter, ProtocolAdapter] {
  const a = createAdapter(name, { nodeId: '0' });
  const b = createAdapter(name, { nodeId: 'hub' });
  if (a.handshake?.distribute) b.handshake!.learn([a.handshake.hello()]);
  return [a, b];
}

/** The packet's own JSON text or object as an adapter's encoding carries it. */
function carried(name: string, bytes: Uint8Array): string | Record<string, unknown> {
  const text = Buffer.from(bytes).toString('utf8');
  type Envelopes = {
    input: { parts: { content: string }[] }[];
    body: string;
    params: { message: { parts: { data: Record<string, unknown> }[] } };
    content: Record<string, unknown>;
  };
  const env = JSON.parse(text) as Envelopes;
  switch (name) {
    case 'json':
      return text;
    case 'acp':
      return env.input[0]!.parts[0]!.content;
    case 'agora':
      return env.body;
    case 'a2a':
      return env.params.message.parts[0]!.data;
    case 'anp':
      return env.content;
    default:
      throw new Error(`no reader for ${name}`);
  }
}

describe('the encoder owns the head order', () => {
  it('writes type, task_id, sender, token_used first whatever order the packet was built in', () => {
    for (const p of samplePackets()) {
      const text = Buffer.from(jsonBody(headLast(p))).toString('utf8');
      expect(JSON.stringify(headLast(p)).startsWith(headText(p))).toBe(false);
      expect(text.startsWith(`${headText(p)},`)).toBe(true);
      expect(JSON.parse(text)).toEqual(p);
      expect(Object.keys(headFirst(headLast(p)))).toEqual([...HEAD_KEYS, ...Object.keys(p).filter((k) => !(HEAD_KEYS as readonly string[]).includes(k))]);
    }
  });

  it('leaves a packet built head first as it is: the same object, the same bytes as plain JSON', () => {
    for (const p of samplePackets().map(builtHeadFirst)) {
      expect(headFirst(p)).toBe(p);
      expect(packetJson(p)).toBe(JSON.stringify(p));
    }
  });

  it.each(protocolNames())('%s: a packet built head last is encoded head first, and decodes to the same packet', (name) => {
    const [adapter, peer] = pair(name);
    for (const p of samplePackets()) {
      const bytes = adapter.encode(headLast(p));
      expect(peer.decode(bytes)).toEqual(p);
      if (name === 'msgpack') {
        expect(Buffer.from(bytes)).toEqual(Buffer.from(adapter.encode(builtHeadFirst(p))));
        continue;
      }
      const inner = carried(name, bytes);
      if (typeof inner === 'string') expect(inner.startsWith(`${headText(p)},`)).toBe(true);
      else expect(Object.keys(inner).slice(0, HEAD_KEYS.length)).toEqual([...HEAD_KEYS]);
      expect(adapter.body(headLast(p))).toEqual(jsonBody(p));
    }
  });

  it('lets the hub read the head without the body: what follows the head cannot change what peek returns', () => {
    for (const p of samplePackets()) {
      const text = Buffer.from(jsonBody(headLast(p))).toString('utf8');
      const head = headText(p);
      // The body replaced by bytes that are not JSON at all: peek has stopped before them.
      const broken = Buffer.from(`${head},"x":[[[{"}`);
      expect(peekJsonHead(broken)).toEqual({ type: p.type, task_id: p.task_id, token_used: p.token_used, header: 0 });
      expect(text.startsWith(head)).toBe(true);
    }
  });
});
