import { MeshError, describeError } from './errors.js';
import { PacketSchema, type Packet, type PacketType } from './packet.js';

/**
 * A wire protocol: how a packet becomes the payload of one frame and back.
 *
 * The **body** of a packet is the packet serialised by the adapter's content
 * codec alone, with no envelope (`body(packet)`): compact UTF-8 JSON for
 * every JSON-based adapter, MessagePack for msgpack. `headerSize(packet)` is
 * `encode(packet).length − body(packet).length`: the bytes the protocol's
 * envelope adds (its fields, and any escaping of the body inside it). It is
 * never negative.
 *
 * `decode` accepts only what `encode` can produce: anything else (not the
 * codec's syntax, not the envelope's shape, not a valid packet, a bad
 * signature) throws a MeshError with code PACKET_INVALID and never crashes
 * the caller. Adapters hold no per-connection state unless their protocol
 * requires it (ANP remembers nonces it has seen).
 */
export interface ProtocolAdapter {
  readonly name: string;
  encode(packet: Packet): Uint8Array;
  decode(bytes: Uint8Array): Packet;
  headerSize(packet: Packet): number;
  body(packet: Packet): Uint8Array;
  /**
   * The envelope bytes of a frame actually received, whose payload decoded
   * to `packet`: `payload.length − body(packet).length`. The hub measures
   * relayed frames with this (another node's envelope may differ in size
   * from what this node would write).
   */
  measureHeader(payload: Uint8Array, packet: Packet): number;
  /**
   * Optional fast path for the hub: the head of the packet whose payload
   * is `bytes[start, end)` (default: all of `bytes`), read without decoding
   * it, or null when the adapter cannot tell cheaply (the hub then calls
   * `decode`). It never throws, and whatever it returns, `decode` of the
   * same payload either throws or agrees with it.
   */
  peek?(bytes: Uint8Array, start?: number, end?: number): PacketHead | null;
  /** A protocol that introduces its peers before any packet (A2A agent cards, ANP DID documents). */
  readonly handshake?: Handshake;
}

/** What the hub's metrics and routing need of a packet: its type, task, tokens, and the envelope bytes of the payload. */
export interface PacketHead {
  type: PacketType;
  task_id: string;
  token_used: number;
  header: number;
}

/**
 * The handshake, run once per connection before any task, and counted
 * apart (`handshake_bytes`, `handshake_pkts`):
 * 1. the hub sends `request()` to each agent, or, when it is null, each agent
 *    sends its `hello()` unasked;
 * 2. each agent answers `request` with `hello()`; the hub `learn`s the hellos;
 * 3. when `distribute` is set, the hub sends every agent `bundle()` of all
 *    hellos (its own first) and the agent `learnBundle`s it.
 */
export interface Handshake {
  request(): Uint8Array | null;
  hello(): Uint8Array;
  learn(hellos: Uint8Array[]): void;
  readonly distribute: boolean;
  bundle(hellos: Uint8Array[]): Uint8Array;
  learnBundle(bytes: Uint8Array): void;
}

/** Everything an adapter may need to know about the process it runs in. */
export interface AdapterContext {
  /** The id of the local node ("hub" or an agent id). */
  nodeId: string;
  /** The run's secret (hex), when the node has one: per-run keys may be derived from it. */
  secret?: string;
}

/** `measureHeader` for envelope adapters: received bytes minus body bytes. */
export function receivedEnvelope(adapter: Pick<ProtocolAdapter, 'body'>, payload: Uint8Array, packet: Packet): number {
  return payload.length - adapter.body(packet).length;
}

/** `headerSize` for any adapter: encoded bytes minus body bytes. */
export function envelopeBytes(adapter: Pick<ProtocolAdapter, 'encode' | 'body'>, packet: Packet): number {
  return adapter.encode(packet).length - adapter.body(packet).length;
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
