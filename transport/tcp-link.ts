import { connect, type Socket } from 'node:net';
import { MeshError } from '../wire/errors.js';
import { FrameDecoder, type Frame } from '../wire/frame-decoder.js';
import { Inbox, type FrameHandler } from './inbox.js';
import type { Link, LinkClose } from './link.js';

/**
 * A Link over a TCP socket. Writes made in one tick are corked and flushed
 * together on the next, so a burst of relayed frames costs one syscall per
 * peer; relayed frames adjacent in one read buffer are merged into
 * one slice, so that syscall carries a few large buffers, not one per
 * frame. A framing fault (oversized or zero length) closes the link with
 * that error. While frames wait for a handler (see Link) the socket is not
 * read, so they are at most one read's worth.
 */
export class TcpLink implements Link {
  private readonly decoder: FrameDecoder;
  private readonly inbox = new Inbox({
    open: () => !this.socket.destroyed,
    stop: () => {
      this.waiting = true;
      this.socket.pause();
    },
    go: () => {
      this.waiting = false;
      if (!this.paused) this.socket.resume();
    },
  });
  /** Reading stopped by `pause`, and while frames wait for a handler: the socket reads again when neither holds. */
  private paused = false;
  private waiting = false;
  private closeHandler: ((info: LinkClose) => void) | null = null;
  private corked = false;
  private closeInfo: LinkClose | undefined;
  private notified = false;
  /** A close handler has been called. */
  private told = false;
  /** The write being gathered this tick: bytes `[pendingStart, pendingEnd)` of `pending`. */
  private pending: Uint8Array | null = null;
  private pendingStart = 0;
  private pendingEnd = 0;
  /** Queued bytes past which the link reports a backlog. */
  private readonly highWater: number;

  constructor(
    private readonly socket: Socket,
    readonly peer: string,
    maxFrameBytes: number,
    /** Bytes written but not yet taken by the peer beyond which the peer is a slow consumer and the link closes. */
    private readonly maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES,
  ) {
    this.decoder = new FrameDecoder(maxFrameBytes);
    // Never below the socket's own mark: past it a write returns false, so 'drain' is sure to follow.
    this.highWater = Math.max(socket.writableHighWaterMark, Math.min(RELAY_HIGH_WATER, maxBufferedBytes / 4));
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err) => {
      this.closeInfo ??= { error: err };
    });
    socket.on('close', () => {
      if (this.decoder.pendingBytes > 0 && !this.closeInfo?.error) {
        this.closeInfo = {
          error: new MeshError('FRAME_TRUNCATED', `${peer} closed the connection in the middle of a frame (${this.decoder.pendingBytes} bytes of it received)`),
        };
      }
      this.notifyClose();
    });
  }

  /** Bytes written to the socket that the peer has not taken yet. */
  get bufferedBytes(): number {
    return this.socket.writableLength;
  }

  /** More is queued for the peer than RELAY_HIGH_WATER (or a quarter of the slow-consumer bound, at least the socket's mark): relaying to it should wait. */
  get backlogged(): boolean {
    return this.socket.writableLength + (this.pending ? this.pendingEnd - this.pendingStart : 0) > this.highWater;
  }

  onDrain(handler: () => void): void {
    if (this.socket.destroyed) return void queueMicrotask(handler);
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      this.socket.off('drain', once);
      this.socket.off('close', once);
      handler();
    };
    this.socket.on('drain', once);
    this.socket.on('close', once);
  }

  pause(): void {
    this.paused = true;
    this.socket.pause();
  }

  resume(): void {
    this.paused = false;
    if (!this.waiting) this.socket.resume();
  }

  /** Close because of a fault: `onClose` receives `error`. */
  fail(error: Error): void {
    this.closeInfo ??= { error };
    this.socket.destroy();
  }

  get closed(): boolean {
    return this.socket.destroyed || this.notified;
  }

  send(frame: Uint8Array): void {
    this.queue(frame, 0, frame.length);
  }

  relay(frame: Frame): void {
    this.queue(frame.buf, frame.start, frame.end);
  }

  /** Queue bytes `[start, end)` of `buf` for this tick's write. */
  private queue(buf: Uint8Array, start: number, end: number): void {
    if (this.socket.destroyed || !this.socket.writable) return;
    // What still waits from earlier writes is what the peer has not taken: past the bound, it is not reading.
    if (!this.corked && this.socket.writableLength > this.maxBufferedBytes) {
      this.fail(
        new MeshError(
          'SLOW_CONSUMER',
          `${this.peer} is not reading: ${this.socket.writableLength} bytes wait to be sent, over the limit of ${this.maxBufferedBytes}`,
        ),
      );
      return;
    }
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.flush();
        this.corked = false;
        this.socket.uncork();
      });
    }
    // Frames that follow each other in one buffer (relayed from one read) go out as one slice: one write, not one per frame.
    if (this.pending === buf && this.pendingEnd === start) {
      this.pendingEnd = end;
      return;
    }
    this.flush();
    this.pending = buf;
    this.pendingStart = start;
    this.pendingEnd = end;
  }

  private flush(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (this.socket.destroyed) return;
    const { pendingStart: start, pendingEnd: end } = this;
    this.socket.write(start === 0 && end === p.length ? p : p.subarray(start, end));
  }

  close(): void {
    this.flush();
    if (!this.socket.destroyed) this.socket.end();
    // A peer that never finishes its side must not keep the link open.
    setTimeout(() => this.socket.destroy(), 1000).unref();
  }

  onFrame(handler: FrameHandler | null): void {
    this.inbox.attach(handler);
  }

  onClose(handler: (info: LinkClose) => void): void {
    this.closeHandler = handler;
    if (!this.notified || this.told) return;
    this.told = true;
    queueMicrotask(() => handler(this.closeInfo ?? {}));
  }

  /** Monotonic ms spent framing reads and in the frame handler. */
  handlerMs = 0;

  private onData(chunk: Buffer): void {
    const t = performance.now();
    this.deliver(chunk);
    this.handlerMs += performance.now() - t;
  }

  private deliver(chunk: Buffer): void {
    let frames: Frame[];
    try {
      frames = this.decoder.push(chunk);
    } catch (err) {
      this.fail(err as Error);
      return;
    }
    for (const frame of frames) {
      if (this.socket.destroyed) return;
      this.inbox.deliver(frame);
    }
    // Frames completed before a bad length were delivered; now the stream is dropped.
    if (this.decoder.error) this.fail(this.decoder.error);
  }

  private notifyClose(): void {
    if (this.notified) return;
    this.notified = true;
    if (!this.closeHandler) return;
    this.told = true;
    this.closeHandler(this.closeInfo ?? {});
  }
}

/** Queued bytes past which the hub stops reading from the agents sending to this peer, until it drains. */
export const RELAY_HIGH_WATER = 1024 * 1024;

/** Default bound of a connection's outbound buffer (see README "Guarantees"). */
export const DEFAULT_MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** Connect to 127.0.0.1:port and wrap the socket as a TcpLink. */
export function connectTcp(
  port: number,
  peer: string,
  maxFrameBytes: number,
  timeoutMs = 5000,
  maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES,
): Promise<TcpLink> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new MeshError('AGENT_START_TIMEOUT', `connecting to agent ${peer} on 127.0.0.1:${port} took over ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(new TcpLink(socket, peer, maxFrameBytes, maxBufferedBytes));
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(new MeshError('AGENT_DISCONNECTED', `cannot connect to agent ${peer} on 127.0.0.1:${port}: ${err.message}`, { cause: err }));
    });
  });
}
