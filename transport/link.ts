import { Frame } from '../wire/frame-decoder.js';

/** Why a link closed: `error` is set when it closed because of a fault. */
export interface LinkClose {
  error?: Error;
}

/**
 * One framed, bidirectional connection between the hub and one agent.
 * The hub depends on this interface only, so routing and metrics can be
 * tested in memory.
 *
 * - `send` takes a whole frame (prefix included) and never throws; frames
 *   sent after close are dropped. Frames are delivered in send order.
 *   `relay` sends a frame received on another link, as it came (it may be
 *   a view into that link's read buffer: frames adjacent there can go out
 *   in one write).
 * - `onFrame` is called once per whole frame received, in order.
 * - `onClose` is called exactly once, whoever closed the link.
 * - Backpressure: `backlogged` is true while more is queued for the peer
 *   than it is taking; `onDrain` runs once when the queue has emptied (or
 *   the link closed). `pause`/`resume` stop and restart `onFrame` deliveries
 *   (the peer's sends then wait in the OS's socket buffers).
 */
export interface Link {
  readonly peer: string;
  send(frame: Uint8Array): void;
  relay(frame: Frame): void;
  close(): void;
  onFrame(handler: (frame: Frame) => void): void;
  onClose(handler: (info: LinkClose) => void): void;
  readonly closed: boolean;
  /** Close because of a fault; `onClose` receives the error. */
  fail(error: Error): void;
  readonly backlogged: boolean;
  /** Monotonic ms spent reading frames off this link and in `onFrame` handlers (the hub's busy time). */
  readonly handlerMs: number;
  onDrain(handler: () => void): void;
  pause(): void;
  resume(): void;
}

/** Two in-memory links wired back to back (frames are delivered on a later tick, like a socket). */
export function createLinkedPair(peerA = 'a', peerB = 'b'): [Link, Link] {
  const a = new MemoryLink(peerA);
  const b = new MemoryLink(peerB);
  a.other = b;
  b.other = a;
  return [a, b];
}

class MemoryLink implements Link {
  other!: MemoryLink;
  closed = false;
  /** In memory nothing queues up. */
  readonly backlogged = false;
  handlerMs = 0;
  private frameHandler: (frame: Frame) => void = () => {};
  private closeHandler: (info: LinkClose) => void = () => {};

  constructor(readonly peer: string) {}

  send(frame: Uint8Array): void {
    if (this.closed) return;
    const raw = Buffer.from(frame);
    const target = this.other;
    queueMicrotask(() => {
      if (target.closed) return;
      const t = performance.now();
      target.frameHandler(Frame.of(raw));
      target.handlerMs += performance.now() - t;
    });
  }

  relay(frame: Frame): void {
    this.send(frame.raw);
  }

  close(): void {
    this.end({});
  }

  fail(error: Error): void {
    this.end({ error });
  }

  private end(info: LinkClose): void {
    if (this.closed) return;
    this.closed = true;
    this.closeHandler(info);
    queueMicrotask(() => this.other.close());
  }

  onFrame(handler: (frame: Frame) => void): void {
    this.frameHandler = handler;
  }

  onClose(handler: (info: LinkClose) => void): void {
    this.closeHandler = handler;
  }

  onDrain(handler: () => void): void {
    queueMicrotask(handler);
  }

  pause(): void {}

  resume(): void {}
}
