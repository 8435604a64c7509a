import type { Table } from './table.js';

/**
 * Dated, signed entries of a change log as a table (date, author, email,
 * text, and the version a Debian entry's first line names): GNU ChangeLog headers ("2015-07-04  Ana Ruiz  <ana@x.org>", the
 * body indented below) and Debian changelog trailers (" -- Ana Ruiz
 * <ana@x.org>  Sat, 04 Jul 2015 10:00:00 +0200", the body above). Null
 * when the text has fewer than three such entries.
 */
export function entryTable(text: string): Table | null {
  const lines = text.split('\n');
  const rows: Record<string, string>[] = [];
  const GNU = /^(\d{4}-\d{2}-\d{2})\s+(\S.*?)\s{2,}<?([^\s<>]+@[^\s<>]+?)>?\s*$/;
  const DEBIAN = /^ -- (\S.*?)\s+<([^\s<>]+@[^\s<>]+)>\s+(\S.*)$/;
  // A Debian entry opens with "package (version) distribution; urgency=…".
  const DEBIAN_HEAD = /^[a-z0-9][a-z0-9.+-]*\s+\(([^()\s]+)\)\s+[\w-]+(?:\s+[\w-]+)*;\s*urgency=/;
  let version = '';
  let body: string[] = [];
  let open: Record<string, string> | null = null;
  const close = (): void => {
    if (open) open.text = body.join(' ').replace(/\s+/g, ' ').trim();
    body = [];
  };
  for (const line of lines) {
    const head = DEBIAN_HEAD.exec(line);
    if (head) {
      version = head[1]!;
      continue;
    }
    const gnu = GNU.exec(line);
    const deb = gnu ? null : DEBIAN.exec(line);
    if (gnu) {
      close();
      open = { date: gnu[1]!, author: gnu[2]!.trim(), email: gnu[3]!, version: '', text: '' };
      rows.push(open);
    } else if (deb) {
      // The day as written ("Fri, 13 Sep 2002 21:00:15 -0400" is the 13th), not shifted to UTC.
      const day = /\b(\d{1,2})\s+([A-Z][a-z]{2})[a-z]*\s+(\d{4})\b/.exec(deb[3]!);
      const t = day ? Date.parse(`${day[1]} ${day[2]} ${day[3]} 00:00:00 UTC`) : NaN;
      if (Number.isNaN(t)) continue;
      // A Debian entry's body lies above its trailer: it ends here.
      open = { date: new Date(t).toISOString().slice(0, 10), author: deb[1]!.trim(), email: deb[2]!, version, text: '' };
      version = '';
      rows.push(open);
      close();
      open = null;
    } else if (line.trim()) body.push(line.trim());
  }
  close();
  if (rows.length < 3) return null;
  // The version column only where the log names versions (Debian), so GNU logs keep their four columns.
  const versioned = rows.some((r) => r.version);
  const columns = versioned ? ['date', 'version', 'author', 'email', 'text'] : ['date', 'author', 'email', 'text'];
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? '']))) };
}
