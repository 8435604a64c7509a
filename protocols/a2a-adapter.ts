import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MeshError } from '../wire/errors.js';
import type { Packet } from '../wire/packet.js';
import { headFirst, jsonBody } from './packet-json.js';
import {
  envelopeBytes,
  receivedEnvelope,
  parseJsonBytes,
  toPacket,
  type AdapterContext,
  type Handshake,
  type ProtocolAdapter,
} from '../wire/protocol-adapter.js';

const A2A_PROTOCOL_VERSION = '0.3.0';

/** A JSON-RPC 2.0 `message/send` request carrying the packet as a data part. */
const Envelope = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string()]),
  method: z.literal('message/send'),
  params: z.object({
    message: z.object({
      kind: z.literal('message'),
      role: z.enum(['user', 'agent']),
      messageId: z.string(),
      contextId: z.string(),
      taskId: z.string(),
      parts: z.array(z.object({ kind: z.literal('data'), data: z.unknown() })).length(1),
    }),
  }),
});

/**
 * Google A2A: every packet is a JSON-RPC 2.0 `message/send` request whose
 * message has one data part holding the packet (the hub speaks as `user`,
 * agents as `agent`; contextId and taskId are the task id). Handshake: the
 * hub fetches each agent's card with `agent/getAuthenticatedExtendedCard`.
 */
export class A2aAdapter implements ProtocolAdapter {
  readonly name = 'a2a';
  private nextId = 1;
  readonly handshake: Handshake;

  constructor(private readonly ctx: AdapterContext) {
    const card = {
      protocolVersion: A2A_PROTOCOL_VERSION,
      name: `gaia-mesh agent ${ctx.nodeId}`,
      description: 'A single-tool agent of a gaia-mesh benchmark run.',
      url: `gaia-mesh://agents/${ctx.nodeId}`,
      preferredTransport: 'JSONRPC',
      version: '1.0.0',
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
      skills: [
        { id: `agent-${ctx.nodeId}`, name: `agent ${ctx.nodeId}`, description: 'Runs one gaia-mesh tool on the packets it consumes.', tags: ['gaia-mesh'] },
      ],
    };
    this.handshake = {
      distribute: false,
      request: () => Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'agent/getAuthenticatedExtendedCard' })),
      hello: () => Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 0, result: card })),
      learn: () => {},
      bundle: () => Buffer.alloc(0),
      learnBundle: () => {},
    };
  }

  encode(packet: Packet): Uint8Array {
    return this.envelope(packet, this.nextId++);
  }

  private envelope(packet: Packet, id: number): Uint8Array {
    const message = {
      kind: 'message',
      role: this.ctx.nodeId === 'hub' ? 'user' : 'agent',
      messageId: randomUUID(),
      contextId: packet.task_id,
      taskId: packet.task_id,
      parts: [{ kind: 'data', data: headFirst(packet) }],
    };
    return Buffer.from(JSON.stringify({ jsonrpc: '2.0', id, method: 'message/send', params: { message } }));
  }

  body(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  decode(bytes: Uint8Array): Packet {
    const env = Envelope.safeParse(parseJsonBytes(bytes, this.name));
    if (!env.success)
      throw new MeshError(
        'PACKET_INVALID',
        `a2a: not a message/send request (${env.error.issues[0]?.path.join('.') ?? ''}: ${env.error.issues[0]?.message ?? ''})`,
      );
    return toPacket(env.data.params.message.parts[0]!.data, this.name);
  }

  /** The envelope the next `encode` would write (it does not use up a request id). */
  headerSize(packet: Packet): number {
    return envelopeBytes({ encode: (p) => this.envelope(p, this.nextId), body: (p) => this.body(p) }, packet);
  }

  measureHeader(payload: Uint8Array, packet: Packet): number {
    return receivedEnvelope(this, payload, packet);
  }
}
