import { constants, type Stats } from 'node:fs';
import { lstat, open } from 'node:fs/promises';

/** Largest attachment read (bytes). GAIA's own files stay well under 64 MiB; media over it are never read anyway. */
export const DEFAULT_MAX_ATTACHMENT_BYTES = 64 * 1024 * 1024;
/** Deadline for reading an attachment's bytes (ms): generous for a local disk, bounded for a hung network mount. */
export const DEFAULT_ATTACHMENT_READ_MS = 30_000;

const CHUNK = 1024 * 1024;

/** The file-system calls the reader makes; node:fs/promises by default, a fake in tests. */
export interface FileSystem {
  lstat(path: string): Promise<Stats>;
  open(path: string, flags: number): Promise<FileHandleLike>;
}

export interface FileHandleLike {
  stat(): Promise<Stats>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  close(): Promise<void>;
}

export const NODE_FS: FileSystem = { lstat, open };

export interface FileLimits {
  maxBytes: number;
  deadlineMs: number;
  /** Aborting it ends a read in progress at once (the run is stopping). */
  signal?: AbortSignal;
  fs?: FileSystem;
}

/** A file the reader will not read, or stopped reading; the message says why and what to do. */
export class FileRefusedError extends Error {
  override readonly name = 'FileRefusedError';
}

function kindOf(s: Stats): string {
  if (s.isDirectory()) return 'a directory';
  if (s.isFIFO()) return 'a FIFO (named pipe)';
  if (s.isCharacterDevice()) return 'a character device';
  if (s.isBlockDevice()) return 'a block device';
  if (s.isSocket()) return 'a socket';
  if (s.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/**
 * Read a regular file whole, within `maxBytes` and `deadlineMs`. Anything
 * else (a directory, FIFO, device, socket or symbolic link) is refused from
 * its lstat, before it is opened; a file over the cap is refused from its
 * size, before a byte is read, and one that grows past its size while read is
 * refused too. Past the deadline or once `signal` aborts, the promise rejects
 * at once with FileRefusedError and the read stops at its next chunk (a call
 * stuck in the kernel is abandoned, not awaited). A missing file rejects with
 * the file system's ENOENT error.
 */
export function readRegularFile(path: string, limits: FileLimits): Promise<Buffer> {
  const fs = limits.fs ?? NODE_FS;
  if (limits.signal?.aborted) return Promise.reject(cancelled(path));
  let stopped = false;
  const work = (async (): Promise<Buffer> => {
    const before = await fs.lstat(path);
    if (!before.isFile()) throw new FileRefusedError(`attachment ${path} is ${kindOf(before)}; only regular files are read`);
    if (before.size > limits.maxBytes) throw tooLarge(path, before.size, limits.maxBytes);
    // O_NONBLOCK: should a FIFO be swapped in after the lstat, opening it cannot block; fstat below refuses it.
    const handle = await fs.open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const opened = await handle.stat();
      if (!opened.isFile() || opened.ino !== before.ino || opened.dev !== before.dev)
        throw new FileRefusedError(`attachment ${path} changed while it was being opened; it was not read`);
      if (opened.size > limits.maxBytes) throw tooLarge(path, opened.size, limits.maxBytes);
      const bytes = Buffer.allocUnsafe(opened.size);
      let filled = 0;
      while (filled < bytes.length && !stopped) {
        const { bytesRead } = await handle.read(bytes, filled, Math.min(CHUNK, bytes.length - filled), filled);
        if (bytesRead === 0) return bytes.subarray(0, filled);
        filled += bytesRead;
      }
      if (stopped) return bytes.subarray(0, 0);
      const { bytesRead } = await handle.read(Buffer.alloc(1), 0, 1, filled);
      if (bytesRead > 0) throw new FileRefusedError(`attachment ${path} grew past its size of ${opened.size} bytes while it was read; it was not used`);
      return bytes;
    } finally {
      handle.close().catch(() => {});
    }
  })();
  return new Promise<Buffer>((resolve, reject) => {
    const stop = (err: FileRefusedError): void => {
      stopped = true;
      // A read stuck in the kernel may never settle: nothing of this call stays armed after it gave up.
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
      reject(err);
    };
    const timer = setTimeout(
      () =>
        stop(new FileRefusedError(`reading ${path} took longer than timeouts.attachment_ms (${limits.deadlineMs} ms); is it on a slow or hung file system?`)),
      limits.deadlineMs,
    );
    const onAbort = (): void => stop(cancelled(path));
    limits.signal?.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
    });
  });
}

const cancelled = (path: string): FileRefusedError => new FileRefusedError(`reading ${path} was cancelled: the run is stopping`);

function tooLarge(path: string, size: number, max: number): FileRefusedError {
  return new FileRefusedError(
    `attachment ${path} is ${size.toLocaleString('en-US')} bytes, above max_attachment_bytes (${max.toLocaleString('en-US')}); it was not read (raise max_attachment_bytes if the file is genuine)`,
  );
}
