import { PACKET_TYPES, type PacketType } from '../core/packet.js';
import type { PacketHead } from './protocol-adapter.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
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
  for (const t of PACKET_TYPES) if (t.length === len && keyIs(b, i + 1, t)) return t;
  return null;
}

/**
 * The head of a JSON packet (`type`, `task_id`, `token_used`) held in
 * `b[start, end)`, read by walking the top-level keys and skipping every
 * other value by its quotes and brackets, without building it: no strings
 * are made but the two it returns. The walk covers the whole object, so a
 * key given twice (where JSON.parse would keep the last) or an object that
 * does not end where the payload ends is refused. Null whenever anything
 * is unusual (an escaped key, escapes or non-ASCII in those fields, an
 * unknown type, a malformed walk): the caller then decodes the packet in
 * full, which validates it.
 */
export function peekJsonHead(b: Uint8Array, start = 0, end = b.length): PacketHead | null {
  if (end - start < 2 || b[start] !== OPEN_OBJ || b[end - 1] !== CLOSE_OBJ) return null;
  let type: PacketType | null = null;
  let taskId: string | null = null;
  let tokens = -1;
  let i = start + 1;
  for (;;) {
    i = skipWs(b, i, end);
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
    i = skipWs(b, keyEnd + 1, end);
    if (b[i] !== COLON) return null;
    i = skipWs(b, i + 1, end);
    const valueEnd = skipValue(b, i, end);
    if (valueEnd < 0) return null;
    // Compare the key's bytes with the three we want (no string is built for the others); a second one of them is refused.
    if (keyLen === 4 && keyIs(b, keyAt, 'type')) {
      if (type !== null || b[i] !== QUOTE) return null;
      type = typeAt(b, i, valueEnd);
      if (type === null) return null;
    } else if (keyLen === 7 && keyIs(b, keyAt, 'task_id')) {
      if (taskId !== null || b[i] !== QUOTE) return null;
      taskId = plainString(b, i, valueEnd);
      if (!taskId) return null;
    } else if (keyLen === 10 && keyIs(b, keyAt, 'token_used')) {
      if (tokens >= 0) return null;
      tokens = 0;
      for (let at = i; at < valueEnd; at++) {
        const d = b[at]! - 48;
        if (d < 0 || d > 9) return null;
        tokens = tokens * 10 + d;
      }
      if (!Number.isSafeInteger(tokens)) return null;
    }
    i = skipWs(b, valueEnd, end);
    if (b[i] === COMMA) {
      i++;
      continue;
    }
    // The object must close exactly at the payload's end.
    if (b[i] !== CLOSE_OBJ || i !== end - 1) return null;
    break;
  }
  if (type === null || taskId === null || tokens < 0) return null;
  return { type, task_id: taskId, token_used: tokens, header: 0 };
}

function keyIs(b: Uint8Array, start: number, key: string): boolean {
  for (let k = 0; k < key.length; k++) if (b[start + k] !== key.charCodeAt(k)) return false;
  return true;
}
