import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '../../gaia/attachments.js';
import { RATIO_GRACE_BYTES, UnpackBudget, readZipDirectory, unpackZip } from '../../gaia/archive.js';

// Every hostile archive is made here, small enough to build in milliseconds,
// large enough to break the small caps each test passes in.
const dir = mkdtempSync(join(tmpdir(), 'gm-archive-'));
function file(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const MiB = 1024 * 1024;
const zeros = (n: number): Uint8Array => new Uint8Array(n);
const zip = (members: Zippable): Buffer => Buffer.from(zipSync(members, { level: 9 }));

/** The same archive with `name`'s uncompressed size rewritten to `declared`, in its local header and the central directory. */
function lie(archive: Buffer, name: string, declared: number): Buffer {
  const out = Buffer.from(archive);
  let patched = 0;
  for (let at = 0; at + 30 <= out.length; at++) {
    const sig = out.readUInt32LE(at);
    const central = sig === 0x02014b50;
    if (!central && sig !== 0x04034b50) continue;
    const nameAt = at + (central ? 46 : 30);
    const length = out.readUInt16LE(at + (central ? 28 : 26));
    if (out.subarray(nameAt, nameAt + length).toString() !== name) continue;
    out.writeUInt32LE(declared, at + (central ? 24 : 22));
    patched++;
  }
  expect(patched).toBe(2);
  return out;
}

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sales').addRow(['item', 'qty']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A real workbook whose first sheet is padded with `pad` bytes of blanks after its root element (still valid XML). */
async function paddedXlsx(pad: number): Promise<Buffer> {
  const members = unzipSync(new Uint8Array(await xlsx()));
  const sheet = 'xl/worksheets/sheet1.xml';
  members[sheet] = Buffer.concat([members[sheet]!, Buffer.alloc(pad, 0x20)]);
  return zip(members);
}

describe('bounded zip reader', () => {
  it('refuses a member whose declared ratio is a bomb, before inflating it', async () => {
    const bomb = zip({ 'big.txt': zeros(8 * MiB), 'note.txt': strToU8('hi') });
    const [big] = readZipDirectory(bomb);
    expect(big).toMatchObject({ name: 'big.txt', size: 8 * MiB });
    const a = await readAttachment(file('bomb.zip', bomb));
    expect(a.status).toBe('error');
    expect(a.message).toMatch(
      /bomb\.zip refused: member big\.txt would unpack to 8,388,608 bytes from [\d,]+ bytes \(ratio \d+:1, above max_compression_ratio 100:1\)/,
    );
    // Allowed once the ratio is raised, so the figures are what decided.
    expect(await readAttachment(file('bomb2.zip', bomb), { maxCompressionRatio: 100_000 })).toMatchObject({ status: 'ok' });
  });

  it('refuses an archive over max_unpacked_bytes, naming both figures', async () => {
    const big = zip({ 'a.txt': zeros(3 * MiB) });
    const a = await readAttachment(file('big.zip', big), { maxUnpackedBytes: 2 * MiB, maxCompressionRatio: 100_000 });
    expect(a).toMatchObject({
      status: 'error',
      message: expect.stringContaining('would unpack to 3,145,728 bytes, above max_unpacked_bytes (2,097,152 bytes); raise max_unpacked_bytes'),
    });
  });

  it('refuses many small members that each stay under the ratio grace but together are a bomb', async () => {
    const members: Zippable = {};
    for (let i = 0; i < 24; i++) members[`m${i}.txt`] = zeros(RATIO_GRACE_BYTES / 2);
    const a = await readAttachment(file('many.zip', zip(members)));
    expect(a).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/the archive would unpack to 12,582,912 bytes from [\d,]+ bytes \(ratio \d+:1, above max_compression_ratio 100:1\)/),
    });
  });

  it('stops inflating a member whose directory lies about its size', async () => {
    const liar = lie(zip({ 'a.txt': zeros(4 * MiB) }), 'a.txt', 100);
    const budget = new UnpackBudget({ maxUnpackedBytes: MiB, maxCompressionRatio: 100 });
    await expect(unpackZip(liar, budget, () => true)).rejects.toThrow(/member a\.txt inflates past the 100 bytes its directory declares/);
    expect(budget.left).toBe(MiB);
    expect(await readAttachment(file('liar.zip', liar))).toMatchObject({
      status: 'error',
      message: expect.stringContaining('liar.zip refused: member a.txt inflates past'),
    });
  });

  it('a bomb nested in a zip fails the whole attachment, and nested archives share one budget', async () => {
    const inner = zip({ 'big.txt': zeros(8 * MiB) });
    const outer = Buffer.from(zipSync({ 'inner.zip': [inner, { level: 0 }], 'a.txt': strToU8('fine') }));
    expect(await readAttachment(file('nested.zip', outer))).toMatchObject({
      status: 'error',
      message: expect.stringContaining('member big.txt would unpack to 8,388,608 bytes'),
    });
    // The outer archive fits the cap with room to spare; the inner one's text does not fit in what is left.
    const text = (n: number): Uint8Array =>
      strToU8(Array.from({ length: n / 8 }, (_, i) => ((i * 2654435761) % 99_999_989).toString(36).padStart(8, '0')).join(''));
    const a = text(200 * 1024);
    const innerZip = zip({ 'b.txt': text(400 * 1024) });
    const twice = zip({ 'a.txt': a, 'inner.zip': [innerZip, { level: 0 }] });
    const cap = a.length + innerZip.length + 10_000;
    expect(await readAttachment(file('shared.zip', twice), { maxUnpackedBytes: cap })).toMatchObject({
      status: 'error',
      message: expect.stringContaining(
        `would unpack to 409,600 bytes, above max_unpacked_bytes (${cap.toLocaleString('en-US')} bytes, 10,000 bytes of it left)`,
      ),
    });
    expect(await readAttachment(file('shared2.zip', twice), { maxUnpackedBytes: 2 * MiB })).toMatchObject({ status: 'ok' });
  });

  it('an xlsx bomb is refused from its directory, before exceljs sees it', async () => {
    const bomb = await paddedXlsx(8 * MiB);
    expect(await readAttachment(file('bomb.xlsx', bomb))).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/bomb\.xlsx refused: member xl\/worksheets\/sheet1\.xml would unpack to [\d,]+ bytes .*ratio \d+:1/),
    });
    const big = await paddedXlsx(2 * MiB);
    expect(await readAttachment(file('big.xlsx', big), { maxUnpackedBytes: MiB, maxCompressionRatio: 100_000 })).toMatchObject({
      status: 'error',
      message: expect.stringContaining('above max_unpacked_bytes'),
    });
  });

  it('an xlsx whose directory lies is stopped while inflating, not handed to exceljs', async () => {
    const liar = lie(await paddedXlsx(4 * MiB), 'xl/worksheets/sheet1.xml', 1000);
    expect(await readAttachment(file('liar.xlsx', liar))).toMatchObject({
      status: 'error',
      message: expect.stringContaining('member xl/worksheets/sheet1.xml inflates past the 1,000 bytes its directory declares'),
    });
    // The same lie told of a docx.
    const docx = lie(zip({ 'word/document.xml': zeros(4 * MiB) }), 'word/document.xml', 10);
    expect(await readAttachment(file('liar.docx', docx))).toMatchObject({ status: 'error', message: expect.stringContaining('inflates past the 10 bytes') });
  });

  it('a padded but honest workbook within the caps still reads', async () => {
    const a = await readAttachment(file('ok.xlsx', await paddedXlsx(512 * 1024)));
    expect(a).toMatchObject({ status: 'ok', text: '# Sheet: Sales\nitem,qty' });
  });

  it('damaged and unsupported archives are errors, not crashes', async () => {
    expect(await readAttachment(file('junk.zip', strToU8('not a zip')))).toMatchObject({
      status: 'error',
      message: expect.stringContaining('no end-of-central-directory record'),
    });
    const cut = zip({ 'a.txt': strToU8('hello world '.repeat(1000)) });
    expect(await readAttachment(file('cut.zip', cut.subarray(0, cut.length - 40)))).toMatchObject({ status: 'error' });
  });
});
