import { Frame } from '../wire/frame-decoder.js';
import { Inbox, type FrameHandler } from './inbox.js';

export type { FrameHandler } from './inbox.js';

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
 * - The frame handler (`onFrame`) is called once per whole frame received,
 *   in order. Frames received while no handler is attached (before the
 *   first, or after `onFrame(null)`) are queued, not lost: attaching a
 *   handler delivers them on a later microtask, in order, before any frame
 *   received after. So a link can change hands (authentication, then the
 *   hub) without a frame passing between them. A TCP link stops reading
 *   while it queues, so the queue holds at most one read. No frame is
 *   delivered once the link has closed.
 * - `onClose` is called exactly once, whoever closed the link; attached after
 *   the close, it is called on a later microtask.
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
  /** Attach the frame handler (replacing any), or detach it with null: see the queueing above. */
  onFrame(handler: FrameHandler | null): void;
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

/**
 * A link's close, told exactly once to its close handler: at once when one
 * is attached, else on a later microtask once one is (the Link contract's
 * `onClose`). Shared by the links that close on their own schedule.
 */
export class CloseNotice {
  private handler: ((info: LinkClose) => void) | null = null;
  /** Set at close until a handler has been told. */
  private untold: LinkClose | null = null;

  /** The link closed: tell the handler, or keep it for the one attached later. */
  closed(info: LinkClose): void {
    if (this.handler) this.handler(info);
    else this.untold = info;
  }

  attach(handler: (info: LinkClose) => void): void {
    this.handler = handler;
    const info = this.untold;
    if (!info) return;
    this.untold = null;
    queueMicrotask(() => handler(info));
  }
}

class MemoryLink implements Link {
  other!: MemoryLink;
  closed = false;
  /** In memory nothing queues up. */
  readonly backlogged = false;
  handlerMs = 0;
  private readonly inbox = new Inbox({ open: () => !this.closed });
  private readonly closeNotice = new CloseNotice();

  constructor(readonly peer: string) {}

  send(frame: Uint8Array): void {
    if (this.closed) return;
    const raw = Buffer.from(frame);
    const target = this.other;
    queueMicrotask(() => {
      if (target.closed) return;
      const t = performance.now();
      target.inbox.deliver(Frame.of(raw));
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
    this.closeNotice.closed(info);
    queueMicrotask(() => this.other.close());
  }

  onFrame(handler: FrameHandler | null): void {
    this.inbox.attach(handler);
  }

  onClose(handler: (info: LinkClose) => void): void {
    this.closeNotice.attach(handler);
  }

  onDrain(handler: () => void): void {
    queueMicrotask(handler);
  }

  pause(): void {}

  resume(): void {}
}
