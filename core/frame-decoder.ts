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

/** One decoded frame: the payload, and the whole frame's bytes (prefix included). */
export interface Frame {
  payload: Buffer;
  /** The original frame bytes, prefix included, for relaying without re-encoding. */
  raw: Buffer;
}

/**
 * Incremental decoder for length-prefixed frames. Feed it arbitrary chunks
 * with `push`; it returns every frame completed by that chunk, in order.
 * A length over `maxFrameBytes` or a zero length is a fault
 * (FRAME_TOO_LARGE / FRAME_INVALID), found before any payload buffer is
 * allocated: the frames completed before it are still returned, `error` is
 * set, and every later `push` throws it. The stream must then be dropped.
 */
export class FrameDecoder {
  private chunks: Buffer[] = [];
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
        this.buffered = 0;
        if (frames.length === 0) throw this.failed;
        return frames;
      }
      const total = FRAME_PREFIX_BYTES + length;
      if (this.buffered < total) break;
      const raw = this.take(total);
      frames.push({ raw, payload: raw.subarray(FRAME_PREFIX_BYTES) });
    }
    return frames;
  }

  private peekLength(): number {
    const first = this.chunks[0]!;
    if (first.length >= FRAME_PREFIX_BYTES) return first.readUInt32BE(0);
    const head = Buffer.concat(this.chunks, Math.min(this.buffered, 16)).subarray(0, FRAME_PREFIX_BYTES);
    return head.readUInt32BE(0);
  }

  /** Remove and return exactly n bytes from the front (zero-copy when one chunk holds them). */
  private take(n: number): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= n) {
      const out = first.subarray(0, n);
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      this.buffered -= n;
      return out;
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0]!;
      const need = n - filled;
      if (head.length <= need) {
        head.copy(out, filled);
        filled += head.length;
        this.chunks.shift();
      } else {
        head.copy(out, filled, 0, need);
        this.chunks[0] = head.subarray(need);
        filled += need;
      }
    }
    this.buffered -= n;
    return out;
  }
}
