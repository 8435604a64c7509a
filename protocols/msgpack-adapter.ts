import { createRequire } from 'node:module';
import type * as Msgpackr from 'msgpackr';
import type { Packr } from 'msgpackr';
import { MeshError, describeError } from '../wire/errors.js';
import type { Packet } from '../wire/packet.js';
import { toPacket, type ProtocolAdapter } from '../wire/protocol-adapter.js';
import { headFirst } from './packet-json.js';

/** MessagePack (msgpackr, plain maps): no envelope, so header 0; the packet itself is smaller than its JSON. */
export class MsgpackAdapter implements ProtocolAdapter {
  readonly name = 'msgpack';
  // Loaded on first use: only processes that speak msgpack pay for it.
  private readonly packr: Packr = new (createRequire(import.meta.url)('msgpackr') as typeof Msgpackr).Packr({ useRecords: false, variableMapSize: true });

  /** Keys in the order every encoder writes them (packet-json.ts), so the bytes do not depend on how the packet was built. */
  encode(packet: Packet): Uint8Array {
    return this.packr.pack(headFirst(packet));
  }

  body(packet: Packet): Uint8Array {
    return this.encode(packet);
  }

  decode(bytes: Uint8Array): Packet {
    let value: unknown;
    try {
      value = this.packr.unpack(bytes);
    } catch (err) {
      throw new MeshError('PACKET_INVALID', `msgpack: payload is not MessagePack (${describeError(err)})`, { cause: err });
    }
    return toPacket(value, this.name);
  }

  headerSize(_packet: Packet): number {
    return 0;
  }

  measureHeader(_payload: Uint8Array, _packet: Packet): number {
    return 0;
  }
}
