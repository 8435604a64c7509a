import { join } from 'node:path';
import { MeshError, describeError } from '../wire/errors.js';

/** The command that finishes the run in `dir`, quoted for a POSIX shell when it needs to be. */
export function resumeCommand(dir: string): string {
  const quoted = /^[\w@%+=:,./-]+$/.test(dir) ? dir : `'${dir.replace(/'/g, `'\\''`)}'`;
  return `npm run bench -- --resume ${quoted}`;
}

/**
 * OUTPUT_UNUSABLE: `dir` cannot hold a run (raised while setting it up,
 * before any agent starts). Names the path that failed and how to give
 * --out one that works.
 */
export function outputUnusable(dir: string, path: string, err: unknown): MeshError {
  const code = errnoOf(err);
  const fix =
    code === 'EEXIST' || code === 'ENOTDIR'
      ? `a file stands where a directory should be (${code}); give --out a directory path with no file along it`
      : code === 'EACCES' || code === 'EPERM'
        ? `permission denied (${code}); give --out a directory this user can write, or change its permissions`
        : code === 'EROFS'
          ? 'the file system is read-only (EROFS); give --out a directory on a writable one'
          : code === 'ENOSPC' || code === 'EDQUOT'
            ? `no space left on its device (${code}); free some space, or give --out a directory on another device`
            : `${describeError(err)}; give --out a directory this user can write`;
  const what = path === dir ? 'creating it' : `writing ${path}`;
  return new MeshError('OUTPUT_UNUSABLE', `cannot use ${dir} as a run directory (${what} failed): ${fix}. No agent was started.`, { cause: err });
}

/**
 * OUTPUT_WRITE_FAILED: a write into the run directory `dir` failed once
 * tasks were running. Names the file, says the finished tasks are kept in
 * results.jsonl, and gives the exact command that finishes the run.
 */
export function outputWriteFailed(dir: string, path: string, err: unknown): MeshError {
  const code = errnoOf(err);
  const fix =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? 'Free some space on its device'
      : code === 'EIO'
        ? 'Check the disk (an input/output error)'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
          ? `Make ${dir} writable again`
          : 'Put the cause right';
  return new MeshError(
    'OUTPUT_WRITE_FAILED',
    `could not write ${path} (${describeError(err)}); every task finished before it is kept in ${join(dir, 'results.jsonl')}. ${fix}, then finish the run with: ${resumeCommand(dir)}`,
    { cause: err },
  );
}

function errnoOf(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}
