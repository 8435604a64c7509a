import { z } from 'zod';
import { MeshError } from '../wire/errors.js';
import type { Packet } from '../wire/packet.js';
import { jsonBody, packetJson } from './packet-json.js';
import { envelopeBytes, receivedEnvelope, parseJsonBytes, toPacket, type AdapterContext, type ProtocolAdapter } from '../wire/protocol-adapter.js';

/** An ACP run request: one input message whose part carries the packet as application/json content. */
const Envelope = z.object({
  agent_name: z.string(),
  mode: z.enum(['sync', 'async', 'stream']),
  input: z
    .array(
      z.object({
        role: z.string(),
        parts: z.array(z.object({ content_type: z.literal('application/json'), content: z.string() })).length(1),
      }),
    )
    .length(1),
});

/**
 * IBM/BeeAI ACP: every packet is a run request (`agent_name`, `mode`,
 * `input`) with one message (`role`: `user` for the hub, `agent/<id>` for
 * agents) whose one part carries `content_type: application/json` and the
 * packet as its string `content`. The JSON inside a JSON string is escaped:
 * that escaping is part of the header figure.
 */
export class AcpAdapter implements ProtocolAdapter {
  readonly name = 'acp';

  constructor(private readonly ctx: AdapterContext) {}

  encode(packet: Packet): Uint8Array {
    const role = this.ctx.nodeId === 'hub' ? 'user' : `agent/${this.ctx.nodeId}`;
    const run = { agent_name: 'gaia-mesh', mode: 'async', input: [{ role, parts: [{ content_type: 'application/json', content: packetJson(packet) }] }] };
    return Buffer.from(JSON.stringify(run));
  }

  body(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  decode(bytes: Uint8Array): Packet {
    const env = Envelope.safeParse(parseJsonBytes(bytes, this.name));
    if (!env.success)
      throw new MeshError('PACKET_INVALID', `acp: not a run request (${env.error.issues[0]?.path.join('.') ?? ''}: ${env.error.issues[0]?.message ?? ''})`);
    return toPacket(parseJsonBytes(Buffer.from(env.data.input[0]!.parts[0]!.content, 'utf8'), this.name), this.name);
  }

  headerSize(packet: Packet): number {
    return envelopeBytes(this, packet);
  }

  measureHeader(payload: Uint8Array, packet: Packet): number {
    return receivedEnvelope(this, payload, packet);
  }
}
