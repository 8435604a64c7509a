import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '../../gaia/attachments.js';

const dir = mkdtempSync(join(tmpdir(), 'gm-attach-'));
function file(name: string, bytes: Uint8Array | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  });
}

function slide(lines: string[]): Uint8Array {
  const ps = lines.map((l) => `<a:p><a:r><a:t>${l.slice(0, 4)}</a:t></a:r><a:r><a:t>${l.slice(4)}</a:t></a:r></a:p>`).join('');
  return strToU8(`<?xml version="1.0"?><p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody>${ps}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`);
}

describe('attachment readers', () => {
  it('xlsx: every sheet as a table, with cell fills and font colours noted', async () => {
    const wb = new ExcelJS.Workbook();
    const s1 = wb.addWorksheet('Sales');
    s1.addRow(['item', 'qty', 'note']);
    s1.addRow(['apple', 3, 'red, ripe']);
    s1.getCell('B3').value = { formula: 'B2*2', result: 6 };
    s1.getCell('A2').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00FF00' } };
    s1.getCell('C2').font = { color: { argb: 'FFFF0000' } };
    wb.addWorksheet('Empty');
    const path = file('book.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()));
    const a = await readAttachment(path);
    expect(a.status).toBe('ok');
    expect(a.text).toContain('# Sheet: Sales\nitem,qty,note\napple,3,"red, ripe"\n,6,');
    expect(a.text).toContain('A2 "apple": fill FF00FF00');
    expect(a.text).toContain('C2 "red, ripe": font FFFF0000');
    expect(a.text).toContain('# Sheet: Empty');
  });

  it('pdf: the text of every page', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('The tunnel opened in 1908.', { x: 40, y: 700, size: 12, font });
    doc.addPage().drawText('Page two.', { x: 40, y: 700, size: 12, font });
    const a = await readAttachment(file('doc.pdf', await doc.save()));
    expect(a).toEqual({ status: 'ok', text: 'The tunnel opened in 1908.\n\nPage two.' });
  });

  it('docx: the raw text of every paragraph', async () => {
    const a = await readAttachment(file('memo.docx', docx(['First paragraph.', 'Second &amp; last.'])));
    expect(a.status).toBe('ok');
    expect(a.text).toBe('First paragraph.\n\nSecond & last.');
  });

  it('pptx: slide text in slide order, runs joined per paragraph', async () => {
    const pptx = zipSync({ 'ppt/slides/slide10.xml': slide(['Closing words']), 'ppt/slides/slide2.xml': slide(['Agenda items', 'Budget &lt;draft&gt;']) });
    const a = await readAttachment(file('deck.pptx', pptx));
    expect(a).toEqual({ status: 'ok', text: '# Slide 1\nAgenda items\nBudget <draft>\n\n# Slide 2\nClosing words' });
  });

  it('zip: each member converted in turn, unsupported members named', async () => {
    const zip = zipSync({ 'b/data.csv': strToU8('x,y\n1,2\n'), 'a.txt': strToU8('hello'), 'pic.png': new Uint8Array([137, 80]) });
    const a = await readAttachment(file('bundle.zip', zip));
    expect(a.status).toBe('ok');
    expect(a.text).toBe('=== a.txt ===\nhello\n\n=== b/data.csv ===\nx,y\n1,2\n\n\n=== pic.png ===\n[unsupported: no offline reader for this member]');
  });

  it('xml: elements and attributes as path lines', async () => {
    const a = await readAttachment(
      file('cat.xml', '<?xml version="1.0"?><catalog><book id="b1"><title>Dune &amp; more</title><year>1965</year></book></catalog>'),
    );
    expect(a).toEqual({ status: 'ok', text: 'catalog/book@id: b1\ncatalog/book/title: Dune & more\ncatalog/book/year: 1965' });
  });

  it('xml: a comment is a paragraph of its own, its lines kept and their shared indentation dropped', async () => {
    const xml =
      '<?xml version="1.0"?>\n<conf>\n  <!--\n    | Use -gt on the command line\n    | to point at another file.\n  -->\n  <depth>3</depth>\n  <!-- <colour>red</colour> -->\n</conf>';
    const a = await readAttachment(file('conf.xml', xml));
    expect(a).toEqual({
      status: 'ok',
      text: '\n| Use -gt on the command line\n| to point at another file.\n\nconf/depth: 3\n\n<colour>red</colour>\n',
    });
  });

  it('plain text types are read as UTF-8', async () => {
    for (const name of ['a.txt', 'b.md', 'c.py', 'd.json', 'e.jsonld', 'f.csv']) {
      expect(await readAttachment(file(name, 'naïve = 1\n'))).toEqual({ status: 'ok', text: 'naïve = 1\n' });
    }
  });

  it('media and unknown types that are not text are unsupported, with the reason', async () => {
    expect(await readAttachment(file('photo.jpg', 'x'))).toMatchObject({
      status: 'unsupported',
      message: expect.stringContaining('.jpg media cannot be read offline'),
    });
    expect(await readAttachment(file('song.mp3', 'x'))).toMatchObject({ status: 'unsupported' });
    expect(await readAttachment(file('thing.xyz', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01, 0xff, 0xfe])))).toMatchObject({
      status: 'unsupported',
      message: expect.stringContaining('no reader for .xyz and its bytes are not text'),
    });
  });

  it('an XML document under another name is read as XML', async () => {
    const a = await readAttachment(file('system.conf', '<?xml version="1.0"?>\n<busconfig><user>messagebus</user></busconfig>\n'));
    expect(a).toMatchObject({ status: 'ok' });
    expect(a.text).toContain('busconfig/user: messagebus');
  });

  it('other types whose bytes are plain text are read as UTF-8 (configuration files, man pages, no extension)', async () => {
    for (const name of ['openssl.cnf', 'fonts.conf', 'app.properties', 'settings.ini', 'README']) {
      expect(await readAttachment(file(name, '[ca]\ndays = 365 # naïve\n'))).toEqual({ status: 'ok', text: '[ca]\ndays = 365 # naïve\n' });
    }
  });

  it('corrupt files are errors carrying the library message', async () => {
    const x = await readAttachment(file('bad.xlsx', 'not a zip at all'));
    expect(x).toMatchObject({ status: 'error', message: expect.stringMatching(/cannot convert .*bad\.xlsx \(xlsx\): .+/) });
    const p = await readAttachment(file('bad.pdf', '%PDF-1.4 garbage'));
    expect(p).toMatchObject({ status: 'error', message: expect.stringMatching(/bad\.pdf \(pdf\): .+/) });
    expect(await readAttachment(file('bad.xml', '<a><b></a>'))).toMatchObject({ status: 'error' });
  });

  it('missing files and no file', async () => {
    expect(await readAttachment(join(dir, 'gone.txt'))).toMatchObject({ status: 'missing', message: expect.stringContaining('gone.txt') });
    expect(await readAttachment(null)).toEqual({ status: 'none', text: '' });
  });
});
