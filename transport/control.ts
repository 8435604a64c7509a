import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MeshError } from '../wire/errors.js';
import { encodeFrame } from '../wire/frame-decoder.js';
import type { Link } from './link.js';

/**
 * Control frames: the mesh's own messages on the packet connections
 * (authentication and heartbeats). Their payload starts with byte 0x00,
 * which no adapter's packet can start with (JSON starts with `{`, a
 * MessagePack packet with a map marker), so they never reach an adapter and
 * are never counted as task traffic.
 */
export const CONTROL_MARK = 0x00;

export const Control = {
  Ping: 0x01,
  Pong: 0x02,
  Challenge: 0x10,
  Response: 0x11,
  /** NATS: an agent's first message on its subject, naming its subscription id (4 bytes, big-endian). */
  Join: 0x20,
  /** NATS: this end leaves the link (a NATS subject has no close of its own). */
  Bye: 0x21,
} as const;
export type Control = (typeof Control)[keyof typeof Control];

/** Environment variable carrying the run's secret (hex) to the agents. */
export const SECRET_ENV = 'GAIA_MESH_SECRET';

export function isControl(payload: Uint8Array): boolean {
  return payload.length >= 2 && payload[0] === CONTROL_MARK;
}

export function controlFrame(kind: Control, body: Uint8Array = Buffer.alloc(0)): Buffer {
  return encodeFrame(Buffer.concat([Buffer.from([CONTROL_MARK, kind]), body]));
}

export function parseControl(payload: Uint8Array): { kind: Control; body: Buffer } {
  return { kind: payload[1] as Control, body: Buffer.from(payload.buffer, payload.byteOffset + 2, payload.length - 2) };
}

export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

export function newChallenge(): Buffer {
  return randomBytes(32);
}

/** The answer to a challenge: HMAC-SHA256(secret, challenge ‖ agent id). */
export function proofOf(secretHex: string, challenge: Uint8Array, agentId: string): Buffer {
  return createHmac('sha256', Buffer.from(secretHex, 'hex')).update(challenge).update(agentId).digest();
}

export function proofValid(secretHex: string, challenge: Uint8Array, agentId: string, proof: Uint8Array): boolean {
  const want = proofOf(secretHex, challenge, agentId);
  return proof.length === want.length && timingSafeEqual(want, proof);
}

/**
 * The hub's side of authentication on a fresh link: wait for the agent's
 * challenge and answer it. Rejects (AUTH_FAILED) when the first frame is not
 * a challenge or none comes within `timeoutMs`. Either way it detaches its
 * handler: what the agent sends after (it may speak first, e.g. its ANP DID
 * document) waits in the link for the next handler (see Link).
 */
export function authenticate(link: Link, secretHex: string, agentId: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      link.onFrame(null);
      reject(new MeshError('AUTH_FAILED', `agent ${agentId} sent no challenge within ${timeoutMs} ms`));
    }, timeoutMs);
    link.onFrame((frame) => {
      clearTimeout(timer);
      link.onFrame(null);
      if (!isControl(frame.payload) || parseControl(frame.payload).kind !== Control.Challenge) {
        reject(new MeshError('AUTH_FAILED', `agent ${agentId} did not open with a challenge`));
        return;
      }
      link.send(controlFrame(Control.Response, proofOf(secretHex, parseControl(frame.payload).body, agentId)));
      resolve();
    });
  });
}
