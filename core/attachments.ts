import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { describeError } from './errors.js';

/** What became of a task's attachment. */
export type FileStatus = 'none' | 'ok' | 'missing' | 'unsupported' | 'error';

export interface Attachment {
  status: FileStatus;
  /** The document text ('' unless status is ok). */
  text: string;
  /** Why the file could not be used. */
  message?: string;
}

const TEXT_TYPES = new Set(['.txt', '.md', '.csv', '.json', '.jsonld']);

/** Read an attachment as document text. Never throws: every failure is a status. */
export async function readAttachment(path: string | null): Promise<Attachment> {
  if (!path) return { status: 'none', text: '' };
  const ext = extname(path).toLowerCase();
  if (!TEXT_TYPES.has(ext)) return { status: 'unsupported', text: '', message: `no reader for ${ext || 'files without an extension'}` };
  try {
    return { status: 'ok', text: await readFile(path, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing', text: '', message: `attachment not found: ${path}` };
    return { status: 'error', text: '', message: `cannot read ${path}: ${describeError(err)}` };
  }
}
