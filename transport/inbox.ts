import type { Frame } from '../wire/frame-decoder.js';

export type FrameHandler = (frame: Frame) => void;

/** What an inbox asks of its link. */
export interface InboxHost {
  /** False once the link has closed: held frames are then dropped, never delivered. */
  open(): boolean;
  /** The inbox has started holding frames: the link may stop reading until `go`. */
  stop?(): void;
  /** Every held frame has been delivered: the link may read again. */
  go?(): void;
}

/**
 * The receiving half of the Link contract's "queue until someone listens":
 * a link hands every frame it receives to `deliver`. While no handler is
 * attached the frames are held, in order; attaching one delivers them on a
 * later microtask (so the caller can attach its close handler first), before
 * any frame received after. Detaching (`attach(null)`) holds again, also
 * between two frames of one read.
 */
export class Inbox {
  /** Where the link hands each frame: the handler itself, or the queue while there is none or it still drains. */
  deliver: FrameHandler;
  private handler: FrameHandler | null = null;
  private readonly held: Frame[] = [];
  private draining = false;
  /** The host was told to stop reading and not yet to go on. */
  private stopped = false;
  private readonly hold: FrameHandler = (frame) => {
    this.held.push(frame);
    if (this.stopped) return;
    this.stopped = true;
    this.host.stop?.();
  };

  constructor(private readonly host: InboxHost) {
    this.deliver = this.hold;
  }

  /** Frames waiting for a handler. */
  get heldFrames(): number {
    return this.held.length;
  }

  attach(handler: FrameHandler | null): void {
    this.handler = handler;
    if (!handler || this.held.length > 0) {
      this.deliver = this.hold;
      if (handler && !this.draining) {
        this.draining = true;
        queueMicrotask(() => this.drain());
      }
      return;
    }
    this.pass(handler);
  }

  private drain(): void {
    let i = 0;
    try {
      // A frame delivered here may detach the handler (the rest stay held) or replace it (the rest go to the new one).
      while (i < this.held.length && this.handler && this.host.open()) this.handler(this.held[i++]!);
    } finally {
      this.draining = false;
      if (!this.host.open()) this.held.length = 0;
      else this.held.splice(0, i);
    }
    if (this.handler && this.held.length === 0) this.pass(this.handler);
  }

  private pass(handler: FrameHandler): void {
    this.deliver = handler;
    if (!this.stopped) return;
    this.stopped = false;
    this.host.go?.();
  }
}
