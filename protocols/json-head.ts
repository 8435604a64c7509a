import { MeshError } from '../wire/errors.js';
import { PACKET_TYPES, type Packet, type PacketType } from '../wire/packet.js';
import { parseJsonBytes, toPacket, type PacketHead } from '../wire/protocol-adapter.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
const LETTER_T = 0x74;
/** Bytes of a string scanned in JS before handing the search to the native indexOf (a call into C++ costs more than a short loop). */
const SHORT_STRING = 24;

function skipWs(b: Uint8Array, i: number, end: number): number {
  while (i < end) {
    const c = b[i]!;
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

/** Index just past the string that opens at `i` (a quote), or -1 when it does not close before `end`. */
function skipString(b: Uint8Array, i: number, end: number): number {
  let at = i + 1;
  // Most strings in a packet head are short: scan them here, stepping over escapes.
  for (const stop = Math.min(end, at + SHORT_STRING); at < stop; at++) {
    const c = b[at];
    if (c === QUOTE) return at + 1;
    if (c === BACKSLASH) at++;
  }
  // A long one: find each quote natively, and keep it only if an even run of backslashes precedes it.
  for (;;) {
    if (at >= end) return -1;
    const q = b.indexOf(QUOTE, at);
    if (q < 0 || q >= end) return -1;
    let slashes = 0;
    while (q - 1 - slashes > i && b[q - 1 - slashes] === BACKSLASH) slashes++;
    if ((slashes & 1) === 0) return q + 1;
    at = q + 1;
  }
}

/** Index just past the value that starts at `i`, or -1. Nested values are skipped by their brackets, strings by their quotes. */
function skipValue(b: Uint8Array, i: number, end: number): number {
  const c = b[i];
  if (c === QUOTE) return skipString(b, i, end);
  if (c === OPEN_OBJ || c === OPEN_ARR) {
    let depth = 0;
    for (let at = i; at < end; at++) {
      const x = b[at];
      if (x === QUOTE) {
        at = skipString(b, at, end) - 1;
        if (at < 0) return -1;
      } else if (x === OPEN_OBJ || x === OPEN_ARR) depth++;
      else if (x === CLOSE_OBJ || x === CLOSE_ARR) {
        if (--depth === 0) return at + 1;
      }
    }
    return -1;
  }
  // A number or a literal: up to the next delimiter.
  let at = i;
  while (at < end) {
    const x = b[at]!;
    if (x === COMMA || x === CLOSE_OBJ || x === CLOSE_ARR || x <= 0x20) break;
    at++;
  }
  return at > i ? at : -1;
}

/** The last id read: consecutive packets mostly carry the same task, and reusing its string spares building and hashing it. */
let lastId = '';

/** A plain string value (no escapes, ASCII) opening at `i` and ending before `end`; null otherwise. */
function plainString(b: Uint8Array, i: number, end: number): string | null {
  const len = end - i - 2;
  if (len === lastId.length && keyIs(b, i + 1, lastId)) return lastId;
  let out = '';
  for (let at = i + 1; at < end - 1; at++) {
    const c = b[at]!;
    if (c === BACKSLASH || c >= 0x80) return null;
    out += String.fromCharCode(c);
  }
  lastId = out;
  return out;
}

/** The known packet type whose name is the string value opening at `i`, without making a string. */
function typeAt(b: Uint8Array, i: number, end: number): PacketType | null {
  const len = end - i - 2;
  for (let k = 0; k < PACKET_TYPES.length; k++) {
    const t = PACKET_TYPES[k]!;
    if (t.length === len && keyIs(b, i + 1, t)) return t;
  }
  return null;
}

/**
 * The head of a JSON packet (`type`, `task_id`, `token_used`) held in
 * `b[start, end)`: the first occurrence of each of those top-level keys,
 * read by walking the top-level keys and skipping other values by their
 * quotes and brackets, without building them. It stops once it has all
 * three: every encoder writes them first (packet-json.ts), so the body is never walked. Null
 * whenever anything on the way is unusual (an escaped key, escapes or
 * non-ASCII in those fields, an unknown type, a malformed walk): the
 * caller then decodes the packet in full, which validates it.
 *
 * What it does not look at, `decodeJson` does: a packet whose parsed head
 * (JSON.parse keeps the last of a key given twice) differs from this one
 * is refused by every decoder, so no node acts on a head other than the
 * one the hub metered and routed.
 */
export function peekJsonHead(b: Uint8Array, start = 0, end = b.length): PacketHead | null {
  if (end - start < 2 || b[start] !== OPEN_OBJ || b[end - 1] !== CLOSE_OBJ) return null;
  let type: PacketType | null = null;
  let taskId: string | null = null;
  let tokens = -1;
  let i = start + 1;
  for (;;) {
    // Compact JSON (what agents write) has no whitespace: skipWs is called only where there is some.
    if (b[i]! <= 0x20) i = skipWs(b, i, end);
    if (b[i] !== QUOTE) return null;
    // The key, scanned here: an escaped key may spell a head key in disguise ("t\u0061sk_id"), so one is refused.
    const keyAt = i + 1;
    let keyEnd = keyAt;
    for (;;) {
      if (keyEnd >= end) return null;
      const c = b[keyEnd];
      if (c === QUOTE) break;
      if (c === BACKSLASH) return null;
      keyEnd++;
    }
    const keyLen = keyEnd - keyAt;
    i = keyEnd + 1;
    if (b[i]! <= 0x20) i = skipWs(b, i, end);
    if (b[i] !== COLON) return null;
    i++;
    if (b[i]! <= 0x20) i = skipWs(b, i, end);
    const valueEnd = skipValue(b, i, end);
    if (valueEnd < 0) return null;
    // Compare the key's bytes with the three we want, all starting with "t" (no string is built for the others); later repeats are decodeJson's to refuse.
    if (b[keyAt] !== LETTER_T) {
      // not a head key
    } else if (keyLen === 4 && type === null && keyIs(b, keyAt, 'type')) {
      if (b[i] !== QUOTE) return null;
      type = typeAt(b, i, valueEnd);
      if (type === null) return null;
    } else if (keyLen === 7 && taskId === null && keyIs(b, keyAt, 'task_id')) {
      if (b[i] !== QUOTE) return null;
      taskId = plainString(b, i, valueEnd);
      if (!taskId) return null;
    } else if (keyLen === 10 && tokens < 0 && keyIs(b, keyAt, 'token_used')) {
      tokens = 0;
      for (let at = i; at < valueEnd; at++) {
        const d = b[at]! - 48;
        if (d < 0 || d > 9) return null;
        tokens = tokens * 10 + d;
      }
      if (!Number.isSafeInteger(tokens)) return null;
    }
    if (type !== null && taskId !== null && tokens >= 0) return { type, task_id: taskId, token_used: tokens, header: 0 };
    i = valueEnd;
    if (b[i]! <= 0x20) i = skipWs(b, i, end);
    if (b[i] !== COMMA) return null;
    i++;
  }
}

/**
 * Decode a JSON packet in `bytes` for `protocol`: parse, validate, and
 * refuse (PACKET_INVALID) a packet whose head as `peekJsonHead` reads it
 * (the first of each key) differs from its head as parsed (the last): a
 * head key given twice with different values.
 */
export function decodeJson(bytes: Uint8Array, protocol: string): Packet {
  const packet = toPacket(parseJsonBytes(bytes, protocol), protocol);
  const head = peekJsonHead(bytes);
  if (head && (head.type !== packet.type || head.task_id !== packet.task_id || head.token_used !== packet.token_used)) {
    throw new MeshError('PACKET_INVALID', `${protocol}: a head key (type, task_id or token_used) is given twice with different values`);
  }
  return packet;
}

function keyIs(b: Uint8Array, start: number, key: string): boolean {
  for (let k = 0; k < key.length; k++) if (b[start + k] !== key.charCodeAt(k)) return false;
  return true;
}
