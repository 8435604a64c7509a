import type { Packet } from '../wire/packet.js';

/**
 * The head of a packet, in the order every encoder writes it: these keys
 * first, whatever order the packet object was built in, then the others in
 * the object's own order. The hub reads `type`, `task_id` and `token_used`
 * from the head alone (`peekJsonHead`), so it never walks a packet's body;
 * no node has to build its packets in any particular order for that.
 */
export const HEAD_KEYS = ['type', 'task_id', 'sender', 'token_used'] as const;

/** The packet with its head keys first (the same object when they already are). */
export function headFirst(packet: Packet): Packet {
  let i = 0;
  for (const key in packet) {
    if (key !== HEAD_KEYS[i]) break;
    if (++i === HEAD_KEYS.length) return packet;
  }
  const { type, task_id, sender, token_used } = packet;
  // Assigning a key the target already has keeps its place: the head stays first, the rest follow in order.
  return Object.assign({ type, task_id, sender, token_used }, packet);
}

/** The packet as compact JSON text, head first: what every JSON-based adapter writes, alone or inside its envelope. */
export function packetJson(packet: Packet): string {
  return JSON.stringify(headFirst(packet));
}

/** The packet as compact UTF-8 JSON, head first: the body of every JSON-based adapter. */
export function jsonBody(packet: Packet): Uint8Array {
  return Buffer.from(packetJson(packet), 'utf8');
}
