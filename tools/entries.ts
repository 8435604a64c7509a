import type { Table } from './table.js';

/**
 * Dated, signed entries of a change log as a table (date, author, email,
 * text): GNU ChangeLog headers ("2015-07-04  Ana Ruiz  <ana@x.org>", the
 * body indented below) and Debian changelog trailers (" -- Ana Ruiz
 * <ana@x.org>  Sat, 04 Jul 2015 10:00:00 +0200", the body above). Null
 * when the text has fewer than three such entries.
 */
export function entryTable(text: string): Table | null {
  const lines = text.split('\n');
  const rows: Record<string, string>[] = [];
  const GNU = /^(\d{4}-\d{2}-\d{2})\s+(\S.*?)\s{2,}<?([^\s<>]+@[^\s<>]+?)>?\s*$/;
  const DEBIAN = /^ -- (\S.*?)\s+<([^\s<>]+@[^\s<>]+)>\s+(\S.*)$/;
  let body: string[] = [];
  let open: Record<string, string> | null = null;
  const close = (): void => {
    if (open) open.text = body.join(' ').replace(/\s+/g, ' ').trim();
    body = [];
  };
  for (const line of lines) {
    const gnu = GNU.exec(line);
    const deb = gnu ? null : DEBIAN.exec(line);
    if (gnu) {
      close();
      open = { date: gnu[1]!, author: gnu[2]!.trim(), email: gnu[3]!, text: '' };
      rows.push(open);
    } else if (deb) {
      const t = Date.parse(deb[3]!);
      if (Number.isNaN(t)) continue;
      // A Debian entry's body lies above its trailer: it ends here.
      open = { date: new Date(t).toISOString().slice(0, 10), author: deb[1]!.trim(), email: deb[2]!, text: '' };
      rows.push(open);
      close();
      open = null;
    } else if (line.trim()) body.push(line.trim());
  }
  close();
  return rows.length >= 3 ? { columns: ['date', 'author', 'email', 'text'], rows } : null;
}
