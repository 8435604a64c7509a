import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FS, readRegularFile, type FileHandleLike, type FileSystem } from '../../gaia/attachment-file.js';
import { readAttachment } from '../../gaia/attachments.js';

const dir = mkdtempSync(join(tmpdir(), 'gm-attfile-'));
const limits = { maxBytes: 1000, deadlineMs: 5000 };

/** The real file system, counting opens and reads; `read` may be replaced (a read that never ends). */
function spyFs(read?: FileHandleLike['read']): FileSystem & { opens: number; reads: number } {
  const spy = {
    opens: 0,
    reads: 0,
    lstat: NODE_FS.lstat,
    async open(path: string, flags: number): Promise<FileHandleLike> {
      spy.opens++;
      const handle = await NODE_FS.open(path, flags);
      return {
        stat: () => handle.stat(),
        read: (buffer, offset, length, position) => {
          spy.reads++;
          return read ? read(buffer, offset, length, position) : handle.read(buffer, offset, length, position);
        },
        close: () => handle.close(),
      };
    },
  };
  return spy;
}

const never = (): Promise<{ bytesRead: number }> => new Promise(() => {});

describe('readRegularFile', () => {
  it('refuses a FIFO without opening it (no writer needed, no hang)', async () => {
    const fifo = join(dir, 'pipe.txt');
    execFileSync('mkfifo', [fifo]);
    const fs = spyFs();
    await expect(readRegularFile(fifo, { ...limits, fs })).rejects.toThrow(`attachment ${fifo} is a FIFO (named pipe); only regular files are read`);
    expect(fs.opens).toBe(0);
    expect(await readAttachment(fifo)).toMatchObject({ status: 'error', message: expect.stringContaining('FIFO') });
  });

  it('refuses a device, a directory and a symbolic link, unopened', async () => {
    const fs = spyFs();
    await expect(readRegularFile('/dev/zero', { ...limits, fs })).rejects.toThrow('/dev/zero is a character device; only regular files are read');
    mkdirSync(join(dir, 'folder.txt'));
    await expect(readRegularFile(join(dir, 'folder.txt'), { ...limits, fs })).rejects.toThrow('is a directory');
    writeFileSync(join(dir, 'target.txt'), 'fine');
    symlinkSync(join(dir, 'target.txt'), join(dir, 'link.txt'));
    await expect(readRegularFile(join(dir, 'link.txt'), { ...limits, fs })).rejects.toThrow('is a symbolic link');
    symlinkSync('/dev/zero', join(dir, 'zero.txt'));
    expect(await readAttachment(join(dir, 'zero.txt'))).toMatchObject({ status: 'error', message: expect.stringContaining('is a symbolic link') });
    expect(fs.opens).toBe(0);
  });

  it('refuses a file over max_attachment_bytes from its size, before reading a byte; one at the cap is read', async () => {
    const fs = spyFs();
    writeFileSync(join(dir, 'big.txt'), 'x'.repeat(1001));
    await expect(readRegularFile(join(dir, 'big.txt'), { ...limits, fs })).rejects.toThrow(
      /is 1,001 bytes, above max_attachment_bytes \(1,000\); it was not read/,
    );
    expect(fs.opens).toBe(0);
    writeFileSync(join(dir, 'edge.txt'), 'y'.repeat(1000));
    expect((await readRegularFile(join(dir, 'edge.txt'), { ...limits, fs })).toString()).toBe('y'.repeat(1000));
    expect(await readAttachment(join(dir, 'big.txt'), { maxBytes: 1000 })).toMatchObject({
      status: 'error',
      message: expect.stringContaining('above max_attachment_bytes'),
    });
    expect(await readAttachment(join(dir, 'big.txt'))).toMatchObject({ status: 'ok' });
  });

  it('refuses a file that grows past its size while being read', async () => {
    writeFileSync(join(dir, 'grows.txt'), 'abc');
    // Every read fills what it is asked for: the file never ends.
    const fs = spyFs(async (buffer, offset, length) => {
      buffer.fill(0x61, offset, offset + length);
      return { bytesRead: length };
    });
    await expect(readRegularFile(join(dir, 'grows.txt'), { ...limits, fs })).rejects.toThrow('grew past its size of 3 bytes');
  });

  it('gives up on a read past the deadline, at once', async () => {
    writeFileSync(join(dir, 'slow.txt'), 'slow');
    const started = Date.now();
    const a = await readAttachment(join(dir, 'slow.txt'), { deadlineMs: 50, fs: spyFs(never) });
    expect(a).toMatchObject({ status: 'error', message: expect.stringContaining('took longer than timeouts.attachment_ms (50 ms)') });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a read in progress is cancelled when the signal aborts; an aborted signal reads nothing', async () => {
    writeFileSync(join(dir, 'stuck.txt'), 'stuck');
    const controller = new AbortController();
    const fs = spyFs(never);
    const reading = readAttachment(join(dir, 'stuck.txt'), { signal: controller.signal, fs });
    await new Promise((r) => setTimeout(r, 30));
    expect(fs.reads).toBe(1);
    const started = Date.now();
    controller.abort();
    expect(await reading).toMatchObject({ status: 'error', message: expect.stringContaining('was cancelled: the run is stopping') });
    expect(Date.now() - started).toBeLessThan(200);
    const idle = spyFs();
    expect(await readAttachment(join(dir, 'stuck.txt'), { signal: controller.signal, fs: idle })).toMatchObject({
      status: 'error',
      message: expect.stringContaining('cancelled'),
    });
    expect(idle.opens).toBe(0);
  });
});
