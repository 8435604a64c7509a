import type { NatsConnection, Subscription } from 'nats';
import { MeshError } from '../wire/errors.js';
import { FRAME_PREFIX_BYTES, Frame } from '../wire/frame-decoder.js';
import { CONTROL_MARK, Control, controlFrame } from './control.js';
import { Inbox, type FrameHandler } from './inbox.js';
import { CloseNotice, type Link, type LinkClose } from './link.js';

export interface NatsLinkOptions {
  nc: NatsConnection;
  /** The subject this end publishes to (the peer listens on it). */
  publishTo: string;
  /** The subject this end listens on (the peer publishes to it). */
  listenOn: string;
  peer: string;
  maxFrameBytes: number;
  /** Silence from the peer past which the link fails (HEARTBEAT_LOST): an agent's watch on a hub that vanished. */
  silenceMs?: number;
  /** Silence allowed before the peer's first frame (an agent that joined early waits for the others before the hub speaks); default `silenceMs`. */
  firstSilenceMs?: number;
}

/** Bytes of NATS's own protocol around one message of `size` bytes: `PUB <subject> <size>\r\n` … `\r\n` as published. */
export function pubLineBytes(subject: string, size: number): number {
  return `PUB ${subject} ${size}\r\n`.length + 2;
}

/** … and `MSG <subject> <sid> <size>\r\n` … `\r\n` as delivered to the subscription `sid`. */
export function msgLineBytes(subject: string, sid: number, size: number): number {
  return `MSG ${subject} ${sid} ${size}\r\n`.length + 2;
}

/**
 * A Link over two NATS subjects: one message per frame, the frame's bytes
 * (length prefix included) as the message's payload, no NATS headers. So a
 * frame costs on NATS what it costs on TCP, and `bytes_tx`/`bytes_rx` keep
 * their figures; NATS's protocol lines around each message are counted
 * apart in `overheadBytes` (both hops: this end's PUB or MSG line and the
 * peer's). A message that is not exactly one sound frame fails the link
 * (FRAME_INVALID / FRAME_TOO_LARGE), as garbage on a socket does.
 *
 * A subject has no close: each end publishes a Bye control frame when it
 * closes, and the other end then closes too. A peer that dies without one
 * is found by the hub's heartbeats (or by its process exiting), and an
 * agent finds a silent hub through `silenceMs`.
 */
export class NatsLink implements Link {
  readonly inbox = new Inbox({ open: () => !this.closed });
  closed = false;
  /** NATS buffers what the peer has not taken; the server cuts a slow consumer off itself. */
  readonly backlogged = false;
  handlerMs = 0;
  /** NATS protocol bytes around every message through this link, both hops (see the class). */
  overheadBytes = 0;
  /** Payload bytes of the control frames (pings, pongs, Join, Bye) published and received: not task traffic. */
  controlSent = 0;
  controlReceived = 0;
  /** The peer's subscription id on `publishTo` (it says so in its Join); its MSG lines name it. */
  peerSid = 1;
  /** On the hub's side, the agent this link was granted to (set once it has joined). */
  agentId: string | undefined;
  private sub!: Subscription;
  private readonly closeNotice = new CloseNotice();
  private held: Frame[] | null = null;
  private lastRx = performance.now();
  /** Whether the peer has sent anything yet. */
  private heard = false;
  private watch: NodeJS.Timeout | undefined;

  private constructor(
    private readonly options: NatsLinkOptions,
    readonly peer: string,
  ) {}

  /** Subscribe to `listenOn` and wait until the server has the subscription, so nothing the peer sends after is missed. */
  static async open(options: NatsLinkOptions): Promise<NatsLink> {
    const link = new NatsLink(options, options.peer);
    link.sub = options.nc.subscribe(options.listenOn, { callback: (err, msg) => (err ? link.fail(err) : link.receive(msg.data, msg.sid)) });
    await options.nc.flush();
    if (options.silenceMs) {
      const silence = options.silenceMs;
      const first = Math.max(silence, options.firstSilenceMs ?? silence);
      link.watch = setInterval(
        () => {
          const limit = link.heard ? silence : first;
          if (performance.now() - link.lastRx > limit) link.fail(new MeshError('HEARTBEAT_LOST', `${options.peer} sent nothing for ${limit} ms`));
        },
        Math.min(1000, silence / 4),
      );
      link.watch.unref();
    }
    return link;
  }

  /** This end's subscription id (an agent names it in its Join, for the hub's count of MSG lines). */
  get sid(): number {
    return this.sub.getID();
  }

  send(frame: Uint8Array): void {
    if (this.closed) return;
    try {
      this.publish(frame);
    } catch (err) {
      this.fail(err as Error);
    }
  }

  /** Publish one frame, counting the transport's overhead and control bytes; throws what the connection throws. */
  private publish(frame: Uint8Array): void {
    const { nc, publishTo } = this.options;
    this.overheadBytes += pubLineBytes(publishTo, frame.length) + msgLineBytes(publishTo, this.peerSid, frame.length);
    if (frame[FRAME_PREFIX_BYTES] === CONTROL_MARK) this.controlSent += frame.length;
    nc.publish(publishTo, frame);
  }

  relay(frame: Frame): void {
    this.send(frame.raw);
  }

  close(): void {
    this.end({}, true);
  }

  fail(error: Error): void {
    this.end({ error }, true);
  }

  /** The peer is gone for sure (its process exited): close without telling it. */
  gone(): void {
    this.end({}, false);
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

  pause(): void {
    this.held ??= [];
  }

  resume(): void {
    const held = this.held;
    this.held = null;
    for (const frame of held ?? []) if (!this.closed) this.inbox.deliver(frame);
  }

  private receive(data: Uint8Array, sid: number): void {
    if (this.closed) return;
    const t = performance.now();
    this.lastRx = t;
    this.heard = true;
    this.overheadBytes += pubLineBytes(this.options.listenOn, data.length) + msgLineBytes(this.options.listenOn, sid, data.length);
    const buf = Buffer.from(data.buffer, data.byteOffset, data.length);
    const fault = frameFault(buf, this.options.maxFrameBytes, this.peer);
    if (fault) {
      this.fail(fault);
      return;
    }
    const frame = Frame.of(buf);
    if (frame.firstByte === CONTROL_MARK) this.controlReceived += buf.length;
    if (frame.firstByte === CONTROL_MARK && buf.length === FRAME_PREFIX_BYTES + 2 && buf[FRAME_PREFIX_BYTES + 1] === Control.Bye) {
      this.end({}, false);
      return;
    }
    if (this.held) this.held.push(frame);
    else this.inbox.deliver(frame);
    this.handlerMs += performance.now() - t;
  }

  private end(info: LinkClose, tell: boolean): void {
    if (this.closed) return;
    // Closed first: a Bye that cannot be published must not fail the link again (and again).
    this.closed = true;
    if (tell && !this.options.nc.isClosed()) {
      try {
        this.publish(controlFrame(Control.Bye));
      } catch {
        // The connection is gone: the peer learns of it its own way.
      }
    }
    clearInterval(this.watch);
    this.held = null;
    try {
      this.sub?.unsubscribe();
    } catch {
      // Already closed with its connection.
    }
    this.closeNotice.closed(info);
  }
}

/** Why `buf` is not exactly one sound frame of at most `maxFrameBytes`, or null when it is. */
export function frameFault(buf: Buffer, maxFrameBytes: number, peer: string): MeshError | null {
  if (buf.length <= FRAME_PREFIX_BYTES) return new MeshError('FRAME_INVALID', `${peer} sent a message of ${buf.length} bytes: not a mesh frame`);
  const length = buf.readUInt32BE(0);
  if (length > maxFrameBytes) {
    return new MeshError(
      'FRAME_TOO_LARGE',
      `${peer} sent a frame of ${length} bytes, over the limit of ${maxFrameBytes}; raise max_frame_bytes if this is legitimate`,
    );
  }
  if (length !== buf.length - FRAME_PREFIX_BYTES) {
    return new MeshError('FRAME_INVALID', `${peer} sent a message of ${buf.length} bytes whose frame prefix says ${length}: not one mesh frame`);
  }
  return null;
}
