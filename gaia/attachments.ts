import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { describeError } from '../wire/errors.js';
import { ArchiveRefusedError, DEFAULT_MAX_COMPRESSION_RATIO, DEFAULT_MAX_UNPACKED_BYTES, UnpackBudget, unpackZip } from './archive.js';
import { DEFAULT_ATTACHMENT_READ_MS, DEFAULT_MAX_ATTACHMENT_BYTES, FileRefusedError, readRegularFile, type FileSystem } from './attachment-file.js';
import { isPod, podText } from './pod.js';
import type { Task } from './task-loader.js';

export { DEFAULT_ATTACHMENT_READ_MS, DEFAULT_MAX_ATTACHMENT_BYTES } from './attachment-file.js';
export { DEFAULT_MAX_COMPRESSION_RATIO, DEFAULT_MAX_UNPACKED_BYTES } from './archive.js';

/**
 * What became of a task's attachment:
 * none (the task has none), ok (read), missing (not on disk), unsupported
 * (no offline reader: images, audio, video, unknown types; the task runs on
 * the question alone), error (refused: outside the tasks file's folder, not
 * a regular file, over a size cap, an archive bomb, too slow to read; or a
 * reader failed: a corrupt file).
 */
export type FileStatus = 'none' | 'ok' | 'missing' | 'unsupported' | 'error';

export interface Attachment {
  status: FileStatus;
  /** The document text ('' unless status is ok). */
  text: string;
  /** Why the file could not be used. */
  message?: string;
}

/** Bounds of one attachment read; each defaults to the named default. */
export interface ReadOptions {
  /** Largest file read, checked before reading (bytes). */
  maxBytes?: number;
  /** Deadline for reading the file's bytes (ms). */
  deadlineMs?: number;
  /** Total bytes its archives may unpack to, nested ones included. */
  maxUnpackedBytes?: number;
  /** Largest uncompressed/compressed ratio of an archive and of each member. */
  maxCompressionRatio?: number;
  /** Aborting it cancels a read in progress: the result is then an error, and the caller should drop it. */
  signal?: AbortSignal;
  fs?: FileSystem;
}

type Reader = (bytes: Buffer, budget: UnpackBudget) => Promise<string>;

const utf8: Reader = async (bytes) => bytes.toString('utf8');

/** Text, and Perl's POD read as perldoc shows it (a tutorial saved as .txt is POD all the same). */
const prose: Reader = async (bytes) => {
  const text = bytes.toString('utf8');
  return isPod(text) ? podText(text) : text;
};

class NotTextError extends Error {}

/**
 * A file of a type with no reader, read as UTF-8 when its bytes are plain
 * text: valid UTF-8, no NUL byte, and almost no other control characters
 * (at most 1 in 100 besides tabs, line ends and form feeds).
 */
const plainText: Reader = async (bytes) => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotTextError();
  }
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) throw new NotTextError();
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) controls++;
  }
  if (controls > text.length / 100) throw new NotTextError();
  // An XML document under another name (fontconfig's .conf, D-Bus policies) is read as XML is.
  if (/^\s*(?:<\?xml\b|<!DOCTYPE\b)/.test(text)) {
    try {
      return xmlText(text);
    } catch {
      return text;
    }
  }
  return isPod(text) ? podText(text) : text;
};

/** Media that cannot be read offline; named so the status says why. */
const MEDIA = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.bmp',
  '.webp',
  '.tif',
  '.tiff',
  '.svg',
  '.mp3',
  '.wav',
  '.m4a',
  '.flac',
  '.ogg',
  '.aac',
  '.mp4',
  '.mov',
  '.avi',
  '.mkv',
  '.webm',
]);

const READERS: Record<string, Reader> = {
  '.txt': prose,
  '.pod': prose,
  '.md': utf8,
  '.py': utf8,
  '.csv': utf8,
  '.tsv': utf8,
  '.json': utf8,
  '.jsonld': utf8,
  '.jsonl': utf8,
  '.pdb': utf8,
  '.xml': async (bytes) => xmlText(bytes.toString('utf8')),
  '.xlsx': xlsxText,
  '.pdf': pdfText,
  '.docx': async (bytes, budget) => (await mammoth.extractRawText({ buffer: await repack(bytes, budget) })).value.trim(),
  '.pptx': pptxText,
  '.zip': zipText,
};

/** File extensions with a reader. */
export const READABLE_TYPES: readonly string[] = Object.keys(READERS);

/** A task's attachment: refused outright when the loader found it outside the tasks file's folder, else read. */
export async function readTaskAttachment(task: Pick<Task, 'file_path' | 'file_refused'>, options: ReadOptions = {}): Promise<Attachment> {
  if (task.file_refused) return { status: 'error', text: '', message: task.file_refused };
  return readAttachment(task.file_path, options);
}

/**
 * Read an attachment as document text, within the bounds of `options`
 * (see readRegularFile and unpackZip for what each promises). Never throws:
 * every failure is a status.
 */
export async function readAttachment(path: string | null, options: ReadOptions = {}): Promise<Attachment> {
  if (!path) return { status: 'none', text: '' };
  const ext = extname(path).toLowerCase();
  if (MEDIA.has(ext)) return { status: 'unsupported', text: '', message: `${ext} media cannot be read offline; the task runs on the question alone` };
  // Any other type (.conf, .cnf, .ini, .properties, a man page, no extension) is read when its bytes are plain text.
  const reader = READERS[ext] ?? plainText;
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(path, {
      maxBytes: options.maxBytes ?? DEFAULT_MAX_ATTACHMENT_BYTES,
      deadlineMs: options.deadlineMs ?? DEFAULT_ATTACHMENT_READ_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fs ? { fs: options.fs } : {}),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing', text: '', message: `attachment not found: ${path}` };
    if (err instanceof FileRefusedError) return { status: 'error', text: '', message: err.message };
    return { status: 'error', text: '', message: `cannot read ${path}: ${describeError(err)}` };
  }
  const limits = {
    maxUnpackedBytes: options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES,
    maxCompressionRatio: options.maxCompressionRatio ?? DEFAULT_MAX_COMPRESSION_RATIO,
  };
  try {
    return { status: 'ok', text: await reader(bytes, new UnpackBudget(limits, options.signal)) };
  } catch (err) {
    if (err instanceof NotTextError)
      return {
        status: 'unsupported',
        text: '',
        message: `no reader for ${ext || 'files without an extension'} and its bytes are not text; the task runs on the question alone`,
      };
    if (err instanceof ArchiveRefusedError) return { status: 'error', text: '', message: `attachment ${path} refused: ${err.message}` };
    return { status: 'error', text: '', message: `cannot convert ${path} (${ext.slice(1)}): ${describeError(err)}` };
  }
}

/**
 * An office file's members unpacked within the budget and stored again
 * uncompressed: the library that reads it (exceljs, mammoth) inflates
 * nothing, so it never sees more than the checks allowed.
 */
async function repack(bytes: Buffer, budget: UnpackBudget): Promise<Buffer> {
  const members = await unpackZip(bytes, budget, (name) => !name.endsWith('/'));
  return Buffer.from(zipSync(Object.fromEntries([...members].map(([name, data]) => [name, [data, { level: 0 }]]))));
}

// ---- spreadsheets ----------------------------------------------------------

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof v === 'object') {
    if ('result' in v) return v.result === undefined || v.result === null ? '' : String(v.result instanceof Date ? v.result.toISOString() : v.result);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(v);
}

function colourOf(colour: Partial<ExcelJS.Color> | undefined): string | null {
  if (!colour) return null;
  if (colour.argb) return colour.argb;
  if (colour.theme !== undefined) return `theme ${colour.theme}`;
  return null;
}

/** Every sheet as a CSV table under `# Sheet: name`, then the cells that carry a fill or font colour. */
async function xlsxText(bytes: Buffer, budget: UnpackBudget): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await repack(bytes, budget)) as unknown as ArrayBuffer);
  const parts: string[] = [];
  workbook.eachSheet((sheet) => {
    const lines: string[] = [];
    const colours: string[] = [];
    const width = sheet.actualColumnCount || sheet.columnCount;
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) {
        const cell = row.getCell(c);
        const text = cellText(cell);
        cells.push(csvCell(text));
        const fill = cell.fill?.type === 'pattern' && cell.fill.pattern !== 'none' ? colourOf(cell.fill.fgColor) : null;
        const font = colourOf(cell.font?.color);
        const notes = [fill ? `fill ${fill}` : '', font && font !== 'FF000000' ? `font ${font}` : ''].filter(Boolean);
        if (notes.length) colours.push(`${cell.address} ${JSON.stringify(text)}: ${notes.join(', ')}`);
      }
      lines.push(cells.join(','));
    });
    parts.push([`# Sheet: ${sheet.name}`, ...lines, ...(colours.length ? ['', 'Cell colours:', ...colours] : [])].join('\n'));
  });
  return parts.join('\n\n');
}

// ---- PDF ---------------------------------------------------------------------

async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map((page) => page.trim()).join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

// ---- XML, slides and archives ------------------------------------------------

type Ordered = Record<string, unknown>[];

const orderedParser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, trimValues: true, processEntities: true, commentPropName: '#comment' });

function parseXml(text: string): Ordered {
  return orderedParser.parse(text, true) as Ordered;
}

/**
 * XML as text: one line per element that holds text, `path: text`, attributes as `path@name: value`; a comment (often
 * the documentation of a configuration file, or a sample left commented out) as a paragraph of its own.
 */
export function xmlText(text: string): string {
  const lines: string[] = [];
  const walk = (nodes: Ordered, path: string[]): void => {
    for (const node of nodes) {
      for (const [key, value] of Object.entries(node)) {
        if (key === ':@') continue;
        if (key === '#comment') {
          const body = (Array.isArray(value) ? (value as Ordered).map((v) => String(v['#text'] ?? '')).join('\n') : String(value)).split('\n');
          // The comment's lines keep their breaks, less the indentation they share.
          const indent = body.filter((l) => l.trim() !== '').reduce((least, l) => Math.min(least, l.length - l.trimStart().length), Infinity);
          const kept = body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0).trimEnd());
          while (kept.length && kept[0] === '') kept.shift();
          while (kept.length && kept.at(-1) === '') kept.pop();
          if (kept.length) {
            lines.push('');
            for (const l of kept) lines.push(l);
            lines.push('');
          }
          continue;
        }
        if (key === '#text') {
          lines.push(`${path.join('/')}: ${String(value)}`);
          continue;
        }
        if (key.startsWith('?')) continue;
        const attrs = (node[':@'] ?? {}) as Record<string, unknown>;
        for (const [a, v] of Object.entries(attrs)) lines.push(`${[...path, key].join('/')}@${a.replace(/^@_/, '')}: ${String(v)}`);
        if (Array.isArray(value)) walk(value as Ordered, [...path, key]);
      }
    }
  };
  walk(parseXml(text), []);
  return lines.join('\n');
}

/** Text runs (a:t) of a DrawingML part, one line per paragraph (a:p). */
function drawingText(xml: string): string[] {
  const paragraphs: string[] = [];
  const walk = (nodes: Ordered, sink: string[] | null): void => {
    for (const node of nodes) {
      for (const [key, value] of Object.entries(node)) {
        if (!Array.isArray(value)) continue;
        if (key === 'a:p') {
          const runs: string[] = [];
          walk(value as Ordered, runs);
          const line = runs.join('').trim();
          if (line) paragraphs.push(line);
        } else if (key === 'a:t' && sink) {
          for (const t of value as Ordered) if ('#text' in t) sink.push(String(t['#text']));
        } else walk(value as Ordered, sink);
      }
    }
  };
  walk(parseXml(xml), null);
  return paragraphs;
}

async function pptxText(bytes: Buffer, budget: UnpackBudget): Promise<string> {
  const files = await unpackZip(bytes, budget, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const slides = [...files.keys()].sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  if (slides.length === 0) throw new Error('no slides found (is this a .pptx file?)');
  return slides.map((name, i) => [`# Slide ${i + 1}`, ...drawingText(strFromU8(files.get(name)!))].join('\n')).join('\n\n');
}

/** Each member converted in turn; members inflate within the one budget, nested archives included. */
async function zipText(bytes: Buffer, budget: UnpackBudget): Promise<string> {
  const files = await unpackZip(bytes, budget, (name) => !name.endsWith('/') && !name.startsWith('__MACOSX/'));
  const parts: string[] = [];
  for (const name of [...files.keys()].sort()) {
    const reader = READERS[extname(name).toLowerCase()];
    if (!reader) {
      parts.push(`=== ${name} ===\n[unsupported: no offline reader for this member]`);
      continue;
    }
    try {
      parts.push(`=== ${name} ===\n${await reader(files.get(name)!, budget)}`);
    } catch (err) {
      if (err instanceof ArchiveRefusedError) throw err;
      parts.push(`=== ${name} ===\n[unreadable: ${describeError(err)}]`);
    }
  }
  return parts.join('\n\n');
}
