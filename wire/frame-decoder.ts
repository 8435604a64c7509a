import { MeshError } from './errors.js';

/** Bytes of the big-endian unsigned length that precedes every payload. */
export const FRAME_PREFIX_BYTES = 4;
/** Default ceiling on one payload; larger lengths are rejected before allocating. */
export const DEFAULT_MAX_FRAME_BYTES = 16 * 1024 * 1024;

/** Prefix `payload` with its 4-byte big-endian length. */
export function encodeFrame(payload: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(FRAME_PREFIX_BYTES + payload.length);
  frame.writeUInt32BE(payload.length, 0);
  frame.set(payload, FRAME_PREFIX_BYTES);
  return frame;
}

/**
 * One whole frame as received: bytes `[start, end)` of `buf`, length prefix
 * included. It is a view, not a copy, and it makes no buffer until asked:
 * the hub reads and relays most frames by their offsets alone.
 */
export class Frame {
  private rawView: Buffer | undefined;
  private payloadView: Buffer | undefined;

  constructor(
    readonly buf: Buffer,
    readonly start: number,
    readonly end: number,
  ) {}

  /** A frame of its own: `raw` holds exactly one whole frame, prefix included. */
  static of(raw: Buffer): Frame {
    return new Frame(raw, 0, raw.length);
  }

  /** Bytes of the whole frame, prefix included. */
  get length(): number {
    return this.end - this.start;
  }

  /** The original frame bytes, prefix included, for relaying without re-encoding. */
  get raw(): Buffer {
    return (this.rawView ??= this.start === 0 && this.end === this.buf.length ? this.buf : this.buf.subarray(this.start, this.end));
  }

  /** The payload: the frame without its length prefix. */
  get payload(): Buffer {
    return (this.payloadView ??= this.buf.subarray(this.start + FRAME_PREFIX_BYTES, this.end));
  }

  /** The payload's first byte (control frames start with 0x00), or -1 when it is empty. */
  get firstByte(): number {
    return this.end - this.start > FRAME_PREFIX_BYTES ? this.buf[this.start + FRAME_PREFIX_BYTES]! : -1;
  }
}

/**
 * Incremental decoder for length-prefixed frames. Feed it arbitrary chunks
 * with `push`; it returns every frame completed by that chunk, in order, as
 * views into the chunk (a frame cut across chunks is copied into one
 * buffer of its own). A length over `maxFrameBytes` or a zero length is a
 * fault (FRAME_TOO_LARGE / FRAME_INVALID), found before any payload buffer
 * is allocated: the frames completed before it are still returned, `error`
 * is set, and every later `push` throws it. The stream must then be dropped.
 */
export class FrameDecoder {
  /** Chunks holding bytes not yet framed; the first is consumed from `offset`. */
  private chunks: Buffer[] = [];
  private offset = 0;
  private buffered = 0;
  private failed: MeshError | undefined;

  constructor(readonly maxFrameBytes: number = DEFAULT_MAX_FRAME_BYTES) {}

  /** The fault that poisoned the stream, if any. */
  get error(): MeshError | undefined {
    return this.failed;
  }

  /** Bytes held that do not yet form a whole frame. */
  get pendingBytes(): number {
    return this.buffered;
  }

  push(chunk: Uint8Array): Frame[] {
    if (this.failed) throw this.failed;
    if (chunk.length === 0) return [];
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    this.chunks.push(buf);
    this.buffered += buf.length;
    const frames: Frame[] = [];
    while (this.buffered >= FRAME_PREFIX_BYTES) {
      const length = this.peekLength();
      if (length === 0 || length > this.maxFrameBytes) {
        this.failed =
          length === 0
            ? new MeshError('FRAME_INVALID', 'received a frame of length 0; the peer is not speaking the mesh framing')
            : new MeshError(
                'FRAME_TOO_LARGE',
                `received a frame of ${length} bytes, over the limit of ${this.maxFrameBytes}; raise max_frame_bytes if this is legitimate`,
              );
        this.chunks = [];
        this.offset = 0;
        this.buffered = 0;
        if (frames.length === 0) throw this.failed;
        return frames;
      }
      const total = FRAME_PREFIX_BYTES + length;
      if (this.buffered < total) break;
      frames.push(this.take(total));
    }
    return frames;
  }

  private peekLength(): number {
    const first = this.chunks[0]!;
    if (first.length - this.offset >= FRAME_PREFIX_BYTES) return first.readUInt32BE(this.offset);
    const head = Buffer.alloc(FRAME_PREFIX_BYTES);
    let filled = 0;
    for (let c = 0, at = this.offset; filled < FRAME_PREFIX_BYTES; c++, at = 0) {
      const src = this.chunks[c]!;
      filled += src.copy(head, filled, at, Math.min(src.length, at + FRAME_PREFIX_BYTES - filled));
    }
    return head.readUInt32BE(0);
  }

  /** Remove the next n bytes as a frame: a view when one chunk holds them, else a copy. */
  private take(n: number): Frame {
    const first = this.chunks[0]!;
    const at = this.offset;
    this.buffered -= n;
    if (first.length - at >= n) {
      this.offset = at + n;
      if (this.offset === first.length) this.dropFirst();
      return new Frame(first, at, at + n);
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0]!;
      const need = n - filled;
      const available = head.length - this.offset;
      if (available <= need) {
        head.copy(out, filled, this.offset);
        filled += available;
        this.dropFirst();
      } else {
        head.copy(out, filled, this.offset, this.offset + need);
        this.offset += need;
        filled += need;
      }
    }
    return Frame.of(out);
  }

  private dropFirst(): void {
    this.chunks.shift();
    this.offset = 0;
  }
}
