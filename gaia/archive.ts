import { promisify } from 'node:util';
import { inflateRaw as inflateRawCallback } from 'node:zlib';

const inflateRaw = promisify(inflateRawCallback);

/** Largest total a task's archives may unpack to (bytes): ten times the largest attachment read. */
export const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/**
 * Largest uncompressed/compressed ratio of a member, and of an archive as a
 * whole. Text and office XML deflate 3-20:1; deflate itself tops out near
 * 1032:1, which is where bombs live. 100:1 is Apache POI's long-standing
 * limit for office files.
 */
export const DEFAULT_MAX_COMPRESSION_RATIO = 100;
/** Below this many unpacked bytes the ratio is not checked (a small file of blanks deflates far past 100:1). */
export const RATIO_GRACE_BYTES = 1024 * 1024;

export interface UnpackLimits {
  /** Total bytes every archive of one attachment may unpack to, nested archives included. */
  maxUnpackedBytes: number;
  /** Largest uncompressed/compressed ratio, per member and per archive, once past RATIO_GRACE_BYTES. */
  maxCompressionRatio: number;
}

/** An archive refused by the limits (a bomb, or a directory that lies): fatal for the whole attachment. */
export class ArchiveRefusedError extends Error {
  override readonly name = 'ArchiveRefusedError';
}

/** What one attachment may still unpack: shared by an archive and every archive nested in it. */
export class UnpackBudget {
  private used = 0;
  constructor(
    readonly limits: UnpackLimits,
    /** Checked between members: an aborted read stops unpacking. */
    readonly signal?: AbortSignal,
  ) {}

  get left(): number {
    return this.limits.maxUnpackedBytes - this.used;
  }

  spend(bytes: number): void {
    this.used += bytes;
  }
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  /** As the central directory declares it; checked while inflating. */
  size: number;
  headerOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

const bytes = (n: number): string => `${n.toLocaleString('en-US')} bytes`;
const u64 = (b: Buffer, at: number): number => Number(b.readBigUInt64LE(at));

/** The archive's central directory: names, methods and declared sizes. Nothing is inflated. */
export function readZipDirectory(zip: Buffer): Entry[] {
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - MAX16); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive (no end-of-central-directory record)');
  let count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count === MAX16 || offset === MAX32) {
    const locator = eocd - 20;
    if (locator < 0 || zip.readUInt32LE(locator) !== EOCD64_LOCATOR) throw new Error('zip64 archive without its locator record');
    const at = u64(zip, locator + 8);
    if (at + 56 > zip.length || zip.readUInt32LE(at) !== EOCD64) throw new Error('zip64 end-of-central-directory record is missing');
    count = u64(zip, at + 32);
    offset = u64(zip, at + 48);
  }
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new Error(`central directory entry ${i + 1} of ${count} is missing or damaged`);
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    const entry: Entry = {
      name: rawName.toString(flags & 0x800 ? 'utf8' : 'latin1'),
      flags,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      headerOffset: zip.readUInt32LE(at + 42),
    };
    readZip64Extra(zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Sizes and offset too large for 32 bits live in the zip64 extra field, in this order, when their field is 0xFFFFFFFF. */
function readZip64Extra(extra: Buffer, entry: Entry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      for (const key of ['size', 'compressedSize', 'headerOffset'] as const) {
        if (entry[key] !== MAX32) continue;
        if (field + 8 > at + 4 + length) throw new Error(`member ${entry.name}: zip64 extra field too short`);
        entry[key] = u64(extra, field);
        field += 8;
      }
      return;
    }
    at += 4 + length;
  }
}

/** What a member unpacks to: a stored member is its own bytes, a deflated one what the directory declares. */
const unpackedSize = (e: Entry): number => (e.method === 0 ? e.compressedSize : e.size);
const ratioCap = (compressed: number, ratio: number): number => Math.max(RATIO_GRACE_BYTES, compressed * ratio);

/**
 * Unpack the members `keep` selects, within `budget`. The central directory's
 * figures are checked before anything is inflated (total against what the
 * budget has left, each member's ratio and the archive's); while inflating,
 * no member may produce more than its directory declared, so a directory that
 * lies is caught within one zlib chunk of its claim. Any breach throws
 * ArchiveRefusedError with the figures; a damaged archive throws Error.
 * Later members of the same name replace earlier ones.
 */
export async function unpackZip(zip: Buffer, budget: UnpackBudget, keep: (name: string) => boolean): Promise<Map<string, Buffer>> {
  const { maxUnpackedBytes, maxCompressionRatio: ratio } = budget.limits;
  const entries = readZipDirectory(zip).filter((e) => keep(e.name));
  let total = 0;
  for (const e of entries) {
    if (e.flags & 1) throw new Error(`member ${e.name} is encrypted`);
    if (e.method !== 0 && e.method !== 8) throw new Error(`member ${e.name} uses compression method ${e.method}; only stored (0) and deflate (8) are read`);
    if (unpackedSize(e) > ratioCap(e.compressedSize, ratio)) {
      throw new ArchiveRefusedError(
        `member ${e.name} would unpack to ${bytes(e.size)} from ${bytes(e.compressedSize)} (ratio ${Math.round(e.size / Math.max(1, e.compressedSize))}:1, above max_compression_ratio ${ratio}:1); it looks like a zip bomb (raise max_compression_ratio if the file is genuine)`,
      );
    }
    total += unpackedSize(e);
  }
  if (total > budget.left) {
    const left = budget.left < maxUnpackedBytes ? `, ${bytes(budget.left)} of it left` : '';
    throw new ArchiveRefusedError(
      `the archive would unpack to ${bytes(total)}, above max_unpacked_bytes (${bytes(maxUnpackedBytes)}${left}); raise max_unpacked_bytes if the file is genuine`,
    );
  }
  if (total > ratioCap(zip.length, ratio)) {
    throw new ArchiveRefusedError(
      `the archive would unpack to ${bytes(total)} from ${bytes(zip.length)} (ratio ${Math.round(total / zip.length)}:1, above max_compression_ratio ${ratio}:1); it looks like a zip bomb (raise max_compression_ratio if the file is genuine)`,
    );
  }
  const out = new Map<string, Buffer>();
  for (const e of entries) {
    if (budget.signal?.aborted) throw new Error('unpacking was cancelled (the run is stopping)');
    const data = memberData(zip, e);
    const member = e.method === 0 ? data : await inflateMember(data, e);
    budget.spend(member.length);
    out.set(e.name, member);
  }
  return out;
}

/** The member's compressed bytes, found through its local header. */
function memberData(zip: Buffer, e: Entry): Buffer {
  const at = e.headerOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new Error(`member ${e.name}: local header missing at offset ${at}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + e.compressedSize > zip.length) throw new Error(`member ${e.name} extends past the end of the archive`);
  return zip.subarray(start, start + e.compressedSize);
}

async function inflateMember(data: Buffer, e: Entry): Promise<Buffer> {
  const lying = (): ArchiveRefusedError =>
    new ArchiveRefusedError(
      `member ${e.name} inflates past the ${bytes(e.size)} its directory declares (from ${bytes(e.compressedSize)}); the archive is damaged or hostile, and was not unpacked`,
    );
  let member: Buffer;
  try {
    // zlib stops within one output chunk of maxOutputLength (at least 1).
    member = await inflateRaw(data, { maxOutputLength: Math.max(1, e.size) });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw lying();
    throw new Error(`member ${e.name}: ${(err as Error).message}`, { cause: err });
  }
  if (member.length > e.size) throw lying();
  return member;
}
