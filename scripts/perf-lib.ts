/**
 * Shared by `npm run perf` and its worker processes: the frames the relay
 * benchmarks carry, their send stamps, and a frame scanner that allocates
 * nothing for frames that arrive whole.
 */

/** Microseconds on CLOCK_MONOTONIC: one clock for every process on the machine, so a stamp written by one is comparable in another. */
export function monoUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

const HEAD = '{"type":"events","task_id":"';
/** Digits of the send stamp (µs since boot; 14 digits last three years). */
const STAMP_DIGITS = 14;
/** Where the stamp starts in a frame (after the 4-byte length prefix). */
export const STAMP_OFFSET = 4 + HEAD.length;

/**
 * A length-prefixed frame of `size` bytes holding a valid JSON `events`
 * packet, its task id a send stamp (see `stamp`). Sizes below the smallest
 * such packet give the smallest one: read the real size from `length`.
 */
export function relayFrame(size: number): Buffer {
  const stampText = '0'.repeat(STAMP_DIGITS);
  const build = (pad: number | null): string =>
    `${HEAD}${stampText}","sender":"0","token_used":0,"events":[${pad === null ? '' : `{"kind":"p","text":"${'x'.repeat(pad)}","chunk":0,"score":0}`}]}`;
  const empty = build(null);
  const withEvent = build(0);
  const target = size - 4;
  const body = target >= withEvent.length ? build(target - withEvent.length) : empty;
  const frame = Buffer.alloc(4 + Buffer.byteLength(body));
  frame.writeUInt32BE(frame.length - 4, 0);
  frame.write(body, 4, 'utf8');
  return frame;
}

/** Write `us` as the frame's send stamp. */
export function stamp(frame: Buffer, us: number): void {
  frame.write(String(us).padStart(STAMP_DIGITS, '0'), STAMP_OFFSET, STAMP_DIGITS, 'latin1');
}

/** The send stamp of a frame that starts at `start` in `buf`. */
export function readStamp(buf: Buffer, start: number): number {
  let v = 0;
  for (let i = start + STAMP_OFFSET, end = i + STAMP_DIGITS; i < end; i++) v = v * 10 + (buf[i]! - 48);
  return v;
}

/**
 * Cuts a byte stream at frame boundaries: `push` returns the whole frames
 * the chunk completes, as one slice (null when none), showing each to
 * `onFrame(buf, start, end)` in place on the way; it keeps the tail of a
 * frame cut across chunks (the only bytes ever copied).
 */
export class FrameSplitter {
  private rest: Buffer | null = null;

  constructor(private readonly onFrame?: (buf: Buffer, start: number, end: number) => void) {}

  push(chunk: Buffer): Buffer | null {
    const buf = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let at = 0;
    while (buf.length - at >= 4) {
      const end = at + 4 + buf.readUInt32BE(at);
      if (end > buf.length) break;
      this.onFrame?.(buf, at, end);
      at = end;
    }
    this.rest = at < buf.length ? buf.subarray(at) : null;
    if (at === 0) return null;
    return at === buf.length ? buf : buf.subarray(0, at);
  }
}
