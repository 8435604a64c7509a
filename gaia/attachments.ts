import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { describeError } from '../wire/errors.js';

/**
 * What became of a task's attachment:
 * none (the task has none), ok (read), missing (not on disk), unsupported
 * (no offline reader: images, audio, video, unknown types; the task runs on
 * the question alone), error (a reader failed: a corrupt file).
 */
export type FileStatus = 'none' | 'ok' | 'missing' | 'unsupported' | 'error';

export interface Attachment {
  status: FileStatus;
  /** The document text ('' unless status is ok). */
  text: string;
  /** Why the file could not be used. */
  message?: string;
}

type Reader = (bytes: Buffer) => Promise<string>;

const utf8: Reader = async (bytes) => bytes.toString('utf8');

/** Media that cannot be read offline; named so the status says why. */
const MEDIA = new Set(['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp', '.tif', '.tiff', '.svg', '.mp3', '.wav', '.m4a', '.flac', '.ogg', '.aac', '.mp4', '.mov', '.avi', '.mkv', '.webm']);

const READERS: Record<string, Reader> = {
  '.txt': utf8,
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
  '.docx': async (bytes) => (await mammoth.extractRawText({ buffer: bytes })).value.trim(),
  '.pptx': async (bytes) => pptxText(bytes),
  '.zip': async (bytes) => zipText(bytes),
};

/** File extensions with a reader. */
export const READABLE_TYPES: readonly string[] = Object.keys(READERS);

/** Read an attachment as document text. Never throws: every failure is a status. */
export async function readAttachment(path: string | null): Promise<Attachment> {
  if (!path) return { status: 'none', text: '' };
  const ext = extname(path).toLowerCase();
  const reader = READERS[ext];
  if (!reader) {
    const why = MEDIA.has(ext) ? `${ext} media cannot be read offline` : `no reader for ${ext || 'files without an extension'}`;
    return { status: 'unsupported', text: '', message: `${why}; the task runs on the question alone` };
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing', text: '', message: `attachment not found: ${path}` };
    return { status: 'error', text: '', message: `cannot read ${path}: ${describeError(err)}` };
  }
  try {
    return { status: 'ok', text: await reader(bytes) };
  } catch (err) {
    return { status: 'error', text: '', message: `cannot convert ${path} (${ext.slice(1)}): ${describeError(err)}` };
  }
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
async function xlsxText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
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

const orderedParser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, trimValues: true, processEntities: true });

function parseXml(text: string): Ordered {
  return orderedParser.parse(text, true) as Ordered;
}

/** XML as text: one line per element that holds text, `path: text`, attributes as `path@name: value`. */
export function xmlText(text: string): string {
  const lines: string[] = [];
  const walk = (nodes: Ordered, path: string[]): void => {
    for (const node of nodes) {
      for (const [key, value] of Object.entries(node)) {
        if (key === ':@') continue;
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

function pptxText(bytes: Buffer): string {
  const files = unzipSync(new Uint8Array(bytes), { filter: (f) => /^ppt\/slides\/slide\d+\.xml$/.test(f.name) });
  const slides = Object.keys(files).sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  if (slides.length === 0) throw new Error('no slides found (is this a .pptx file?)');
  return slides.map((name, i) => [`# Slide ${i + 1}`, ...drawingText(strFromU8(files[name]!))].join('\n')).join('\n\n');
}

async function zipText(bytes: Buffer): Promise<string> {
  const files = unzipSync(new Uint8Array(bytes), { filter: (f) => !f.name.endsWith('/') && !f.name.startsWith('__MACOSX/') });
  const parts: string[] = [];
  for (const name of Object.keys(files).sort()) {
    const reader = READERS[extname(name).toLowerCase()];
    if (!reader) {
      parts.push(`=== ${name} ===\n[unsupported: no offline reader for this member]`);
      continue;
    }
    try {
      parts.push(`=== ${name} ===\n${await reader(Buffer.from(files[name]!))}`);
    } catch (err) {
      parts.push(`=== ${name} ===\n[unreadable: ${describeError(err)}]`);
    }
  }
  return parts.join('\n\n');
}
