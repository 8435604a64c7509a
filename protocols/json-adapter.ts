import type { Packet } from '../wire/packet.js';
import { decodeJson, peekJsonHead } from './json-head.js';
import { jsonBody } from './packet-json.js';
import type { PacketHead, ProtocolAdapter } from '../wire/protocol-adapter.js';

/** The baseline: the packet as compact UTF-8 JSON, head first (packet-json.ts), no envelope (header 0). */
export class JsonAdapter implements ProtocolAdapter {
  readonly name = 'json';

  encode(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  body(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  decode(bytes: Uint8Array): Packet {
    return decodeJson(bytes, this.name);
  }

  peek(bytes: Uint8Array, start = 0, end = bytes.length): PacketHead | null {
    return peekJsonHead(bytes, start, end);
  }

  headerSize(_packet: Packet): number {
    return 0;
  }

  measureHeader(_payload: Uint8Array, _packet: Packet): number {
    return 0;
  }
}
