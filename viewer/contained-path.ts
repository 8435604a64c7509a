import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { RequestError } from './request-error.js';

/**
 * The viewer serves nothing outside its root. A name taken from a URL is
 * one path segment: it may not be empty, `.`/`..`, hold a separator or a
 * NUL, or be absolute (after percent-decoding, which the router does once).
 */
export function checkSegment(segment: string): string {
  if (
    segment === '' ||
    segment === '.' ||
    segment === '..' ||
    segment.includes('/') ||
    segment.includes('\\') ||
    segment.includes('\0') ||
    isAbsolute(segment)
  ) {
    throw new RequestError(400, `"${segment}" is not a plain name: the viewer only serves files inside the folder it was started on`);
  }
  return segment;
}

/** True when `path` is `root` or below it (both already resolved). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(`..${sep}`));
}

/**
 * The real path of `path` when it exists and, symlinks followed, lies
 * inside `realRoot` (itself a real path); null otherwise. Every file the
 * viewer opens goes through this, so a symlink out of the root is never read.
 */
export function containedRealPath(realRoot: string, path: string): string | null {
  let real: string;
  try {
    real = realpathSync(resolve(path));
  } catch {
    return null;
  }
  return isInside(realRoot, real) ? real : null;
}
