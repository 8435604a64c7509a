import type { Table } from './table.js';

/**
 * Dated, signed entries of a change log as a table (date, author, email,
 * text, and the version a Debian entry's first line names): GNU ChangeLog headers ("2015-07-04  Ana Ruiz  <ana@x.org>", the
 * body indented below) and Debian changelog trailers (" -- Ana Ruiz
 * <ana@x.org>  Sat, 04 Jul 2015 10:00:00 +0200", the body above). Null
 * when the text has fewer than three such entries.
 */
/** "2015-07-04  Ana Ruiz  <ana@x.org>" (the e-mail in brackets after one space or more, or bare after two). */
const GNU = /^(\d{4}-\d{2}-\d{2})\s+(\S.*?)(?:\s+<([^\s<>]+@[^\s<>]+)>|\s{2,}([^\s<>]+@[^\s<>]+))\s*$/;
/** The older GNU header, date(1) style: "Sun Jun 26 22:21:59 1994  Andrew L. Moore  <alm@x.org>" (or "(alm@x.org)", "(djm at frob)"). */
const GNU_OLD =
  /^[A-Z][a-z]{2}\s+([A-Z][a-z]{2})\s+(\d{1,2})\s+[\d:]+\s+(?:[A-Z]{3,4}\s+)?(\d{4})\s+(\S.*?)\s+(?:<([^\s<>]+@[^\s<>]+)>|\(([^\s()]+(?:@|\s+at\s+)[^\s()]+)\))\s*$/;
/** A month-only header: "Dec 1993  François Pinard  <pinard@icule>". */
const GNU_MONTH = /^([A-Z][a-z]{2})[a-z]*\s+(\d{4})\s+(\S.*?)\s+<([^\s<>]+@[^\s<>]+)>\s*$/;

function isoDay(day: string, month: string, year: string): string | null {
  const t = Date.parse(`${day} ${month} ${year} 00:00:00 UTC`);
  return Number.isNaN(t) ? null : new Date(t).toISOString().slice(0, 10);
}

/** A GNU ChangeLog entry header in any of its three forms; a month-only one is dated to the month's first day, for ordering. */
function gnuHeader(line: string): { date: string; author: string; email: string } | null {
  // A header is a short line with an e-mail address: others are not tried (the patterns backtrack on long runs of spaces).
  if (line.length > 300 || !(line.includes('@') || / at /.test(line))) return null;
  const iso = GNU.exec(line);
  // "2022-12-14   9:24  Christos Zoulas <…>": a time of day after the date is no part of the name.
  if (iso) return { date: iso[1]!, author: iso[2]!.replace(/^\d{1,2}:\d{2}(?::\d{2})?\s+/, '').trim(), email: (iso[3] ?? iso[4])! };
  const old = GNU_OLD.exec(line);
  const oldDate = old ? isoDay(old[2]!, old[1]!, old[3]!) : null;
  if (old && oldDate) return { date: oldDate, author: old[4]!.trim(), email: (old[5] ?? old[6])! };
  const month = GNU_MONTH.exec(line);
  const monthDate = month ? isoDay('1', month[1]!, month[2]!) : null;
  return month && monthDate ? { date: monthDate, author: month[3]!.trim(), email: month[4]! } : null;
}

/** A git log's commit line, and the header fields under it (git log's default format). */
const CPAN =
  /^v?(\d{1,6}(?:\.\d{1,6}){1,4}[a-z0-9_]{0,8})\s+(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2}\s+[A-Z][a-z]{2}\s+\d{1,2}\s+\d{1,2}:\d{2}:\d{2}\s+\d{4})(?:[ T]\d{1,2}:\d{2,3}:\d{2}\S{0,6})?(?:\s+GMT|\s+UTC)?(?:\s+([A-Za-z][\w.-]{1,30}))?\s*$/;
/** A date as ctime writes it ("Thu May 25 17:48:59 2000"): month, day and year. */
const CTIME_DAY = /^[A-Z][a-z]{2}\s+([A-Z][a-z]{2})\s+(\d{1,2})\s+[\d:]+\s+(\d{4})\b/;
const GIT_COMMIT = /^commit [0-9a-f]{7,64}\b/;
const GIT_FIELD = /^(Author|Date|Merge|Commit|AuthorDate|CommitDate):\s+(\S.*)$/;

/** A git log: three "commit <hash>" lines or more, each with an "Author:" line right under it (or under a "Merge:" line). */
export function isGitLog(text: string): boolean {
  let n = 0;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length && n < 3; i++)
    if (GIT_COMMIT.test(lines[i]!) && /^(?:Merge:.*\n)?Author:\s/.test(`${lines[i + 1]}\n${lines[i + 2] ?? ''}`)) n++;
  return n >= 3;
}

export function entryTable(text: string): Table | null {
  const lines = text.split('\n');
  const rows: Record<string, string>[] = [];
  const DEBIAN = /^ -- (\S.*?)\s+<([^\s<>]+@[^\s<>]+)>\s+(\S.*)$/;
  // A Debian entry opens with "package (version) distribution; urgency=…".
  const DEBIAN_HEAD = /^[a-z0-9][a-z0-9.+-]*\s+\(([^()\s]+)\)\s+([\w-]+(?:\s+[\w-]+)*);\s*urgency=(\w+)/;
  // The distribution and urgency a Debian entry's head names ("experimental", "high"), kept for the entry below it.
  let distribution = '';
  let urgency = '';
  // Release lines count as entries only where most of them name who released ("0.46 2022-10-18 20:23:00 garu"); a NEWS
  // file's "0.2.5 2020-06-01" headings are releases the outline reads.
  const releaseLines = lines.map((l) => CPAN.exec(l)).filter((m) => m !== null);
  const signedReleases = releaseLines.length >= 3 && releaseLines.filter((m) => m[3]).length * 2 > releaseLines.length;
  let version = '';
  let body: string[] = [];
  let open: Record<string, string> | null = null;
  const close = (): void => {
    if (open) open.text = body.join(' ').replace(/\s+/g, ' ').trim();
    body = [];
  };
  for (const line of lines) {
    // A git log ("commit 0b120e3…", "Author: Name <email>", "Date:   Wed Apr 2 20:02:00 2014 +0200", the message indented
    // below): one entry per commit, its header read from the lines under "commit".
    if (GIT_COMMIT.test(line)) {
      close();
      open = { date: '', author: '', email: '', version: '', text: '', subject: '' };
      rows.push(open);
      continue;
    }
    const field = open && !open.date && body.length === 0 ? GIT_FIELD.exec(line) : null;
    if (field && open) {
      if (field[1] === 'Author') {
        // "Name <email>", split at the last "<" (no pattern to backtrack over a long line).
        const raw = field[2]!.trim();
        const lt = raw.lastIndexOf('<');
        const email = lt >= 0 && raw.endsWith('>') ? raw.slice(lt + 1, -1) : '';
        open.author = (email ? raw.slice(0, lt) : raw).trim();
        open.email = email;
      } else if (field[1] === 'Date' || field[1] === 'AuthorDate') {
        // git's default date ("Wed Apr 2 20:02:00 2014 +0200"), RFC 2822 ("Wed, 2 Apr 2014 20:02:00 +0200") or ISO.
        const day = CTIME_DAY.exec(field[2]!);
        const rfc = /^(?:[A-Z][a-z]{2},\s+)?(\d{1,2})\s+([A-Z][a-z]{2})\s+(\d{4})\b/.exec(field[2]!);
        open.date =
          (day ? isoDay(day[2]!, day[1]!, day[3]!) : rfc ? isoDay(rfc[1]!, rfc[2]!, rfc[3]!) : null) ?? /^\d{4}-\d{2}-\d{2}/.exec(field[2]!)?.[0] ?? '';
      }
      continue;
    }
    const head = DEBIAN_HEAD.exec(line);
    if (head) {
      version = head[1]!;
      distribution = head[2]!;
      urgency = head[3]!;
      continue;
    }
    // "0.46 2022-10-18 20:23:00 garu", "0.06  Thu May 25 17:48:59 2000 GMT": a release line of a CPAN Changes file, its
    // version, date and the releaser's id; its entries are indented below.
    const cpan = signedReleases ? CPAN.exec(line) : null;
    if (cpan) {
      const named = CTIME_DAY.exec(cpan[2]!);
      const date = /^\d{4}-\d{2}-\d{2}$/.test(cpan[2]!) ? cpan[2]! : named ? isoDay(named[2]!, named[1]!, named[3]!) : null;
      if (date) {
        close();
        open = { date, author: cpan[3] ?? '', email: '', version: cpan[1]!, text: '' };
        rows.push(open);
        continue;
      }
    }
    const gnu = gnuHeader(line);
    const deb = gnu || line.length > 300 || !line.includes('@') ? null : DEBIAN.exec(line);
    if (gnu) {
      close();
      open = { ...gnu, version: '', text: '' };
      rows.push(open);
    } else if (deb) {
      // The day as written ("Fri, 13 Sep 2002 21:00:15 -0400" is the 13th), not shifted to UTC.
      const day = /\b(\d{1,2})\s+([A-Z][a-z]{2})[a-z]*\s+(\d{4})\b/.exec(deb[3]!);
      const date = day ? isoDay(day[1]!, day[2]!, day[3]!) : null;
      if (!date) continue;
      // A Debian entry's body lies above its trailer: it ends here.
      open = { date, author: deb[1]!.trim(), email: deb[2]!, version, text: '', distribution, urgency };
      version = '';
      distribution = '';
      urgency = '';
      rows.push(open);
      close();
      open = null;
    } else if (line.trim()) {
      // A commit's first message line is its subject ("xauth 1.0.5", "version bump to 1.0.9").
      if (open && open.subject === '' && body.length === 0) open.subject = line.trim();
      body.push(line.trim());
    }
  }
  close();
  // A commit whose header gave no date is no entry.
  const dated = rows.filter((r) => r.date);
  rows.splice(0, rows.length, ...dated);
  if (rows.length < 3) return null;
  // A GNU entry that releases a version says so: "Version 1.19 released.", "GNU ed 0.2 release.", "Version 0.1.  Initial release",
  // "* Release 0.5.8.", "* Version 1.7.3.".
  for (const r of rows) {
    if (r.version) continue;
    const m =
      /\bversion\s+v?(\d+(?:\.\d+)+[a-z0-9]*)\b[^.]*?(?:\breleased?\b|\.\s+initial release)|\b(\d+(?:\.\d+)+[a-z0-9]*)\s+released?\b|(?:^|[*•-]\s+)release\s+v?(\d+(?:\.\d+)+[a-z0-9]*)\b/i.exec(
        r.text ?? '',
      );
    // "* Version 1.7.3." opening the entry: the entry is that release.
    const opening = /^[*•-]?\s{0,4}version\s{1,4}v?(\d{1,9}(?:\.\d{1,9}){1,6}[a-z0-9]{0,12})\.?(?:\s|$)/i.exec((r.text ?? '').slice(0, 200));
    // A commit that releases: its subject is the package and version ("xauth 1.0.5"), or bumps the version ("Version
    // bump: 1.0.2", "configure.ac: Bump to 1.0.6").
    const commit =
      r.subject &&
      (/^(?:[\w.+-]+\s+)?v?(\d+(?:\.\d+)+[a-z0-9]*)\.?$/i.exec(r.subject) ??
        // (Not a dependency's bump: "Bump lodash from 4.17.15 to 4.17.21".)
        (/\bfrom\s+v?\d/i.test(r.subject) ? null : /\bbump(?:ed)?\b(?:\s+[\w.]+){0,3}?\s*(?:to|:)\s*v?(\d+(?:\.\d+)+[a-z0-9]*)\.?$/i.exec(r.subject)));
    if (commit) r.version = commit[1]!;
    else if (m) r.version = (m[1] ?? m[2] ?? m[3])!;
    else if (opening) r.version = opening[1]!;
  }
  // The version column only where the log names versions (Debian), so GNU logs keep their four columns.
  const versioned = rows.some((r) => r.version);
  // (And a Debian log's distribution and urgency columns, where its entries name them.)
  const debian = rows.some((r) => r.urgency);
  const columns = [
    ...(versioned ? ['date', 'version', 'author', 'email', 'text'] : ['date', 'author', 'email', 'text']),
    ...(debian ? ['distribution', 'urgency'] : []),
  ];
  const table = { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? '']))) };
  if (signedReleases) RELEASE_LINES.add(table);
  return table;
}

/** Tables read from a CPAN Changes file's signed release lines: they know who released what and when, not what changed. */
const RELEASE_LINES = new WeakSet<Table>();

export function fromReleaseLines(table: Table): boolean {
  return RELEASE_LINES.has(table);
}
