import { MeshError, describeError } from '../core/errors.js';
import { PacketSchema, type Packet } from '../core/packet.js';

/**
 * A wire protocol: how a packet becomes the payload of one frame and back.
 *
 * The **body** of a packet is the packet serialised by the adapter's content
 * codec alone, with no envelope: compact UTF-8 JSON for every JSON-based
 * adapter. `headerSize(packet)` is `encode(packet).length` minus the body's
 * length: the bytes the protocol's envelope adds. It is never negative.
 *
 * `decode` accepts only what `encode` can produce: anything else (not the
 * codec's syntax, not the envelope's shape, not a valid packet) throws a
 * MeshError with code PACKET_INVALID and never crashes the caller.
 * Adapters hold no per-connection state unless their protocol requires it.
 */
export interface ProtocolAdapter {
  readonly name: string;
  encode(packet: Packet): Uint8Array;
  decode(bytes: Uint8Array): Packet;
  headerSize(packet: Packet): number;
}

/** Everything an adapter may need to know about the process it runs in. */
export interface AdapterContext {
  /** The id of the local node ("hub" or an agent id). */
  nodeId: string;
}

export type AdapterFactory = (ctx: AdapterContext) => ProtocolAdapter;

/** Validate a decoded value as a packet, or throw PACKET_INVALID naming the protocol. */
export function toPacket(value: unknown, protocol: string): Packet {
  const parsed = PacketSchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown shape';
    throw new MeshError('PACKET_INVALID', `${protocol}: payload is not a valid packet (${where})`);
  }
  return parsed.data;
}

/** JSON.parse over UTF-8 bytes that reports failures as PACKET_INVALID. */
export function parseJsonBytes(bytes: Uint8Array, protocol: string): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch (err) {
    throw new MeshError('PACKET_INVALID', `${protocol}: payload is not JSON (${describeError(err)})`, { cause: err });
  }
}

/** Bytes of the packet's body: compact UTF-8 JSON. */
export function jsonBodySize(packet: Packet): number {
  return Buffer.byteLength(JSON.stringify(packet), 'utf8');
}
