import { MeshError } from '../wire/errors.js';
import { encodeFrame, type Frame } from '../wire/frame-decoder.js';
import type { ProtocolAdapter } from '../wire/protocol-adapter.js';
import type { Link } from '../transport/link.js';

/** Where an agent's hello goes while its handshake runs (asked for, or volunteered before the hub asked). */
export interface HelloSlot {
  resolve: (payload: Buffer) => void;
  received?: Buffer;
}

/** An agent as the handshake sees it. While `hello` is set, the agent's frames are its hello, not packets. */
export interface HandshakePeer {
  readonly id: string;
  readonly link: Link;
  hello?: HelloSlot | undefined;
}

/**
 * The hub's side of the protocol's handshake (ProtocolAdapter.handshake):
 * collect each agent's hello, learn them, and send the bundle of every
 * hello when the protocol distributes it. Its bytes (prefix included) and
 * frames are counted in `totals`, apart from task traffic. Without a
 * handshake in the protocol, every step is a no-op.
 */
export class Handshake {
  readonly totals = { bytes: 0, pkts: 0 };
  /** The hellos so far, by agent, for introducing a restarted agent. */
  private readonly hellos = new Map<string, Buffer>();

  constructor(private readonly adapter: ProtocolAdapter) {}

  /** A peer on a new link: until its handshake ends, what it sends is its hello. */
  expect(peer: HandshakePeer): void {
    if (this.adapter.handshake) peer.hello = { resolve: () => {} };
  }

  /** A frame from a peer whose `hello` is set. */
  receive(peer: HandshakePeer, frame: Frame): void {
    const slot = peer.hello!;
    this.totals.bytes += frame.length;
    this.totals.pkts += 1;
    if (slot.received === undefined) slot.received = frame.payload;
    slot.resolve(frame.payload);
  }

  /** Run the handshake with `peers`; rejects (AGENT_START_TIMEOUT) when one does not answer within `timeoutMs`. */
  async run(peers: readonly HandshakePeer[], timeoutMs: number): Promise<void> {
    const hs = this.adapter.handshake;
    if (!hs) return;
    const hellos = await Promise.all(
      peers.map(
        (p) =>
          new Promise<Buffer>((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new MeshError('AGENT_START_TIMEOUT', `agent ${p.id} did not complete the ${this.adapter.name} handshake within ${timeoutMs} ms`)),
              timeoutMs,
            );
            const done = (payload: Buffer): void => {
              clearTimeout(timer);
              resolve(payload);
            };
            if (p.hello?.received) return done(p.hello.received);
            p.hello = { resolve: done };
            const request = hs.request();
            if (request) this.send(p, request);
          }),
      ),
    );
    peers.forEach((p, i) => {
      delete p.hello;
      this.hellos.set(p.id, hellos[i]!);
    });
    hs.learn(hellos);
    if (hs.distribute) {
      const bundle = hs.bundle([...this.hellos.values()]);
      for (const p of peers) this.send(p, bundle);
    }
  }

  private send(peer: HandshakePeer, bytes: Uint8Array): void {
    const frame = encodeFrame(bytes);
    peer.link.send(frame);
    this.totals.bytes += frame.length;
    this.totals.pkts += 1;
  }
}
