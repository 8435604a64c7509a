import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MeshError } from '../wire/errors.js';
import type { Packet } from '../wire/packet.js';
import { jsonBody, packetJson } from './packet-json.js';
import { envelopeBytes, parseJsonBytes, receivedEnvelope, toPacket, type ProtocolAdapter } from '../wire/protocol-adapter.js';

/** Where the protocol document ships: beside this file in the sources, under protocols/ from dist/. */
const DOCUMENT_PATHS = ['./agora-mesh-protocol.md', '../../protocols/agora-mesh-protocol.md'].map((p) => fileURLToPath(new URL(p, import.meta.url)));

/** The protocol document's text and its SHA-1 (Agora names a protocol by the hash of its document). */
export function agoraProtocol(): { text: string; hash: string } {
  const path = DOCUMENT_PATHS.find((p) => existsSync(p));
  if (!path) throw new MeshError('PROTOCOL_UNKNOWN', `agora: protocol document not found (looked in ${DOCUMENT_PATHS.join(', ')})`);
  const text = readFileSync(path, 'utf8');
  return { text, hash: createHash('sha1').update(text).digest('hex') };
}

const Envelope = z.object({ protocolHash: z.string().regex(/^[0-9a-f]{40}$/), protocolSources: z.array(z.string()), body: z.string() });

/**
 * Agora: `{protocolHash, protocolSources, body}`. The hash is the SHA-1 of
 * the protocol document shipped as protocols/agora-mesh-protocol.md; the
 * body is the packet as a JSON string (the document says so). `decode`
 * rejects a message naming another protocol.
 */
export class AgoraAdapter implements ProtocolAdapter {
  readonly name = 'agora';
  private readonly hash: string;
  private readonly sources = ['gaia-mesh:protocols/agora-mesh-protocol.md'];

  constructor() {
    this.hash = agoraProtocol().hash;
  }

  encode(packet: Packet): Uint8Array {
    return Buffer.from(JSON.stringify({ protocolHash: this.hash, protocolSources: this.sources, body: packetJson(packet) }));
  }

  body(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  decode(bytes: Uint8Array): Packet {
    const env = Envelope.safeParse(parseJsonBytes(bytes, this.name));
    if (!env.success)
      throw new MeshError(
        'PACKET_INVALID',
        `agora: not an Agora message (${env.error.issues[0]?.path.join('.') ?? ''}: ${env.error.issues[0]?.message ?? ''})`,
      );
    if (env.data.protocolHash !== this.hash)
      throw new MeshError('PACKET_INVALID', `agora: message follows protocol ${env.data.protocolHash}, not ours (${this.hash})`);
    return toPacket(parseJsonBytes(Buffer.from(env.data.body, 'utf8'), this.name), this.name);
  }

  headerSize(packet: Packet): number {
    return envelopeBytes(this, packet);
  }

  measureHeader(payload: Uint8Array, packet: Packet): number {
    return receivedEnvelope(this, payload, packet);
  }
}
