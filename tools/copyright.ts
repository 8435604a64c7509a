import type { Table } from './table.js';
import { escapeRegExp, lookupTable, terms } from './text.js';

/** The columns of a copyright file's table, in order. */
const COLUMNS = ['files', 'copyright', 'license', 'years'] as const;

/** Whether a table is a copyright file's (its columns are exactly those `copyrightTable` makes). */
function isCopyrightTable(table: Table): boolean {
  return table.columns.join('|') === COLUMNS.join('|');
}

/**
 * A machine-readable Debian copyright file (DEP-5: "Files:", "Copyright:"
 * and "License:" stanzas) as a table: one row per Files stanza, its file
 * patterns in `files`, the holders it names in `copyright` (years,
 * addresses and "Copyright (C)" dropped), the licence's short name in
 * `license`, and each holder's years in `years`, in the holders' order.
 * Several patterns or holders in a cell are separated by "; ".
 * Null when the text is not such a file: at least two Files stanzas.
 */
export function copyrightTable(text: string): Table | null {
  if ((text.match(/^Files:/gm) ?? []).length < 2) return null;
  const rows: Record<string, string>[] = [];
  for (const stanza of text.split(/\n[ \t]*\n/)) {
    const fields = fieldsOf(stanza);
    const files = fields.get('files');
    if (!files) continue;
    const lines = (fields.get('copyright') ?? '').split('\n').filter((l) => holderOf(l) !== '');
    rows.push({
      files: files.split(/\s+/).filter(Boolean).join('; '),
      copyright: lines.map(holderOf).join('; '),
      license: (fields.get('license') ?? '').split('\n')[0]!.trim(),
      // Each holder's years, in the holders' order ("-" for a holder the stanza gives no year).
      years: lines.map(yearsOf).join('; '),
    });
  }
  return rows.length >= 2 ? { columns: [...COLUMNS], rows } : null;
}

/**
 * Whether a question over a copyright file's table asks about its stanzas: it speaks of copyright, holders, licences,
 * files or years. "Who is named as the original author of the program?" and "Which version does the Source field name?"
 * ask about the header's prose and fields, which the table does not hold.
 */
export function asksStanzas(question: string, table: Table): boolean {
  // ("this Debian copyright file" names the document, not what is asked.)
  const asked = question.replace(/\b(?:this|the|its)\s+(?:debian\s+|package's\s+)?copyright\s+file(?:'s)?/gi, ' ');
  return (
    !isCopyrightTable(table) ||
    /\bcopyright|\blicen[cs]|\bholders?\b|\bholds?\b|\bowns?\b|\bowners?\b|\brights\b|\bstanzas?\b|\bfiles?\b|\bpaths?\b|\bdirector(?:y|ies)\b|\byears?\b|\bentr(?:y|ies)\b|\bparagraphs?\b|\bsections?\b|\bblocks?\b|\bcredit/i.test(
      asked,
    )
  );
}

/** A stanza's fields by lower-cased name; a value's continuation lines (indented) joined with newlines. */
function fieldsOf(stanza: string): Map<string, string> {
  const out = new Map<string, string>();
  let key: string | null = null;
  for (const line of stanza.split('\n')) {
    const field = /^([A-Za-z][\w-]*):[ \t]*(.*)$/.exec(line);
    if (field) {
      key = field[1]!.toLowerCase();
      out.set(key, field[2]!.trim());
    } else if (key && /^[ \t]/.test(line)) {
      const prev = out.get(key)!;
      const more = line.trim() === '.' ? '' : line.trim();
      out.set(key, prev ? `${prev}\n${more}` : more);
    }
  }
  return out;
}

/** The years a holder line gives, as written but squeezed ("1994-1997, 2000"); "-" when it gives none. */
function yearsOf(line: string): string {
  const years = /^[\s,:-]{0,20}(?:copyright\b|\(c\)|©|\s){0,6}((?:(?:19|20)\d\d(?:\s?[-–—]\s?(?:(?:19|20)?\d\d))?[\s,]{0,4}){1,20})/i.exec(line.slice(0, 400));
  const found =
    years?.[1]
      ?.replace(/\s+/g, ' ')
      .replace(/[\s,]+$/, '')
      .replace(/\s?[–—]\s?/g, '-') ?? '';
  return found === '' ? '-' : found.replace(/,(?=\S)/g, ', ');
}

/** "2020-2022, Jacob Hoffman-Andrews <jacob@example.org>," → "Jacob Hoffman-Andrews". */
function holderOf(line: string): string {
  // Spaces are squeezed first, and every pattern is bounded: a hostile line cannot make them backtrack.
  let out = line
    .slice(0, 400)
    .replace(/\s+/g, ' ')
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/\bcopyright\b|\(c\)|©/gi, ' ')
    .replace(/^[ ,:-]{0,20}(?:\d{4}(?: ?[-–—] ?\d{2,4})?[ ,]{0,4}){1,20}/, '')
    .trim()
    .replace(/,? ?\bet al\.?$/i, '')
    // "Michal Proszek, 2014 (poxip)": years written after the name, and a nickname after them.
    .replace(/,? ?(?:19|20)\d\d(?: ?[-–—] ?(?:19|20)?\d\d)?(?: ?\([^()]{1,40}\))?$/, '')
    // "Markus Friedl. All rights reserved.", "- Bastien Roucariès": the notice's boilerplate and list dashes are no holder.
    .replace(/\.? ?\ball rights reserved\b\.?/gi, '')
    .replace(/^[-*] /, '');
  while (/[ ,;:]$|(?<=\S) \.$/.test(out)) out = out.slice(0, /(?<=\S) \.$/.test(out) ? -2 : -1);
  return out.replace(/ {2,}/g, ' ').trim();
}

const FAMILY: Record<string, string> = lookupTable({ lesser: 'LGPL', library: 'LGPL', affero: 'AGPL', '': 'GPL' });

/**
 * A question that names a GNU licence in words ("version 2.1 (or later) of
 * the GNU Lesser General Public License") with the short name the table's
 * `license` cells use for it ("LGPL-2.1+"), so that the name picks its rows.
 * The question unchanged when no such cell exists.
 */
/**
 * "All the package's files that are not covered by a more specific entry", "the catch-all stanza": the stanza of
 * "Files: *", written as the quoted pattern so that it names that row.
 */
export function withCatchAll(question: string): string {
  return question.replace(
    /\b(?:all\s+(?:of\s+)?(?:the\s+)?(?:package's\s+)?(?:other\s+)?files\s+(?:that\s+are\s+|which\s+are\s+)?not\s+covered\s+by\s+(?:a|any)\s+(?:more\s+specific|other|separate)\s+(?:entry|stanza|paragraph|block)|the\s+catch-all\s+(?:entry|stanza|paragraph|block)|the\s+upstream\s+(?:source\s+files|source\s+code|sources?|code|(?:[\w.+-]+\s+)?files)\b(?!\s+(?:under|below|within|matching|inside|in|for|of|files|code|sources?)\b)|the\s+(?:default|wildcard)\s+(?:files\s+)?(?:entry|stanza|paragraph|block)|the\s+main\s+(?:[\w.+-]+\s+)?(?:source\s+code|sources?|code|source\s+files|files(?!\s+(?:stanza|entry|paragraph|block|section|field)\b)|program)\b(?!\s+(?:under|below|within|matching|inside|in|of|for|from|code|files?|sources?)\b)|the\s+(?:entry|stanza|paragraph|block)\s+(?:that|which)\s+covers?\s+all\s+(?:the\s+)?(?:other\s+)?files(?:\s+by\s+default)?(?!\s+(?:under|below|within|matching|inside)\b|\s+in\s+[\w.+-]*\/))/gi,
    'the files "*"',
  );
}

export function withLicenceIds(question: string, table: Table): string {
  const cells = new Set(table.rows.map((r) => (r.license ?? '').trim()));
  const idFor = (family: string, version: string, later: boolean): string | undefined => {
    const base = FAMILY[family.toLowerCase()] ?? 'GPL';
    const versions = /\./.test(version) ? [version, version.replace(/\.0$/, '')] : [version, `${version}.0`];
    const ids = versions.flatMap((v) => (later ? [`${base}-${v}+`, `${base}-${v}-or-later`] : [`${base}-${v}`, `${base}-${v}-only`, `${base}-${v}+`]));
    return ids.find((id) => cells.has(id));
  };
  return (
    question
      .replace(
        /\bversion\s{1,3}(\d(?:\.\d)?)\s{0,3}(\(?\s{0,3}or (?:any )?later(?: version)?\s{0,3}\)?)?\s{1,3}of\s{1,3}the\s{1,3}(?:GNU\s{1,3})?(?:(Lesser|Library|Affero)\s{1,3})?General\s{1,3}Public\s{1,3}Licen[cs]e\b/gi,
        (all, version: string, later: string | undefined, family: string | undefined) => idFor(family ?? '', version, Boolean(later)) ?? all,
      )
      .replace(
        /\b(?:the\s{1,3})?(?:GNU\s{1,3})?(?:(Lesser|Library|Affero)\s{1,3})?General\s{1,3}Public\s{1,3}Licen[cs]e,?\s{1,3}(?:version|v)\s{0,3}(\d(?:\.\d)?)(\s{0,3}\(?\s{0,3}or (?:any )?later(?: version)?\s{0,3}\)?)?/gi,
        (all, family: string | undefined, version: string, later: string | undefined) => idFor(family ?? '', version, Boolean(later)) ?? all,
      )
      // "GPL version 3 or later", "LGPLv2.1+": the short name with its version in words.
      .replace(
        /\b(L|A)?GPL\s{0,3}(?:version\s{1,3}|v\s{0,2})?(\d(?:\.\d)?)(\s{0,3}\(?\s{0,3}or (?:any )?later(?: version)?\s{0,3}\)?|\+)?(?![\w.+-])/g,
        (all, letter: string | undefined, version: string, later: string | undefined) =>
          idFor({ L: 'lesser', A: 'affero' }[letter ?? ''] ?? '', version, Boolean(later)) ?? all,
      )
      // "the four-clause BSD licence", "the BSD 3-clause license", "a BSD licence with three clauses": the cell that
      // writes it "BSD-4-clause" (or "BSD-3").
      .replace(
        /\b(?:(two|three|four|[234])[- ]clause\s{1,3}BSD|BSD\s{1,3}(two|three|four|[234])[- ]clause)(?:\s{1,3}licen[cs]e)?\b|\bBSD\s{1,3}licen[cs]e\s{1,3}with\s{1,3}(two|three|four|[234])\s{1,3}clauses\b/gi,
        (all, before: string | undefined, after: string | undefined, counted: string | undefined) => {
          const word = (before ?? after ?? counted)!.toLowerCase();
          const n = { two: '2', three: '3', four: '4' }[word] ?? word;
          return [...cells].find((c) => new RegExp(`^BSD-${n}(?:-clause)?$`, 'i').test(c)) ?? all;
        },
      )
  );
}

/** "Who is named as the copyright holder of X?", "who holds the copyright", "who owns the copyright". */
const HOLDER_ASKED = /\bcopyright\s+(?:holder|owner)s?\b|\b(?:holds?|owns?)\s+(?:the\s+)?copyright\b/i;

/**
 * The holder a copyright notice names ("Copyright (c) Pavel Kalvoda, 2014-2020" → "Pavel Kalvoda"), for a question
 * that asks who holds a copyright: of the sentences that open with such a notice (a "(c)", "©" or a year after the
 * word), the best scored. Licence prose that merely mentions "copyright holders" is no notice. Null when the
 * question asks something else or no sentence is a notice.
 */
export function copyrightHolder(question: string, sentences: readonly { text: string; score: number }[]): { answer: string; why: string } | null {
  if (!HOLDER_ASKED.test(question)) return null;
  // "the copyright on the 2002 changes": a year the question names picks the notice that gives it.
  const years = question.match(/\b(?:19|20)\d\d\b/g) ?? [];
  // "Which one has the earliest copyright year?": the notice whose first (or last) year is the extreme, not the best scored.
  const extreme = /\b(earliest|oldest|first|most recent|latest|newest|last)\b[^?]{0,30}\b(?:copyright\s+)?(?:year|date)s?\b/i.exec(question)?.[1];
  const late = extreme ? /recent|latest|newest|last/i.test(extreme) : false;
  // "Which company, based in Maynard, Massachusetts, …": the place the question gives is no part of the holder's name.
  const place = /\b(?:based|located|headquartered|situated)\s+in\s+([A-Z][\w.'’-]*)/.exec(question)?.[1];
  let best: { text: string; score: number; holder: string } | null = null;
  for (const s of sentences) {
    if (!/^\s*copyright\s*(?:\(c\)|©|(?:19|20)\d\d)/i.test(s.text)) continue;
    // One sentence may run several notices together ("Copyright 1994-2000 Sun … Copyright 1995 General Electric …").
    for (const notice of s.text.split(/(?=\bcopyright\s*(?:\(c\)|©|(?:19|20)\d\d))/i)) {
      if (years.length && !years.some((y) => notice.includes(y))) continue;
      const holder = holderOf(notice.split('\n')[0]!)
        .replace(/(?:[ ,]{1,4}(?:19|20)\d\d(?: ?[-–—] ?\d{2,4})?){1,20}\.?$/, '')
        .trim()
        // Names are answered without an article, a "by" or the notice's full stop ("Inc." keeps its own).
        .replace(/^(?:by\s+)?the\s+|^by\s+/i, '')
        .replace(place ? new RegExp(`,\\s*${escapeRegExp(place)}\\b.*$`) : /$^/, '')
        .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|L\.?L\.?C|S\.?A))\.$/, '');
      if (!/\p{L}/u.test(holder) || holder.split(/\s+/).length > 8) continue;
      const score = extreme ? yearKey(notice, late) : s.score;
      if (score === null) continue;
      if (!best || score > best.score) best = { text: notice, score, holder };
    }
  }
  return best ? { answer: best.holder, why: `the holder in the copyright notice "${best.text.trim().slice(0, 60)}"` } : null;
}

/** A notice's earliest year, negated (so that the greatest key is the earliest), or its latest with `late`; null without one. */
function yearKey(notice: string, late: boolean): number | null {
  const all = (notice.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  if (all.length === 0) return null;
  return late ? Math.max(...all) : -Math.min(...all);
}

/** "How many people are credited with copyright on …": the holders of a stanza counted. */
export const HOLDERS_COUNTED =
  /\bhow many\s+(?:different\s+|distinct\s+|separate\s+)?(?:people|persons|individuals|holders|copyright holders|names|authors|contributors)\b/i;

/**
 * One holder of a copyright-file stanza that names several ("1996-2004 Miquel van Smoorenburg; 2005-2010, 2014 Petter
 * Reinholdtsen; …"), picked as the question asks: by the years it names ("for the years 2009-2020"), by the earliest
 * or most recent year ("which of them has the earliest copyright year"), or their number ("how many people are
 * credited"). `answer` is what the table answered: the stanza's holders or its files. Null when the answer is no
 * such stanza, the stanza names one holder, or the question asks none of these.
 */
export function holderOfStanza(question: string, table: Table, answer: string): { answer: string; why: string } | null {
  // "Which file or path has the earliest year": the stanza's files are the answer, not one of its holders.
  // So are they for "which of the client tool sources …", "give the file name".
  if (
    !isCopyrightTable(table) ||
    /\b(?:which|what)\s+(?:files?|paths?|file patterns?|file or path|stanzas?)\b|\bfile ?names?\b|\bwhich of the\s+(?:[\w-]+\s+){0,4}(?:files|sources|source files)\b/i.test(
      question,
    )
  )
    return null;
  const rows = table.rows.filter((r) => r.copyright === answer || r.files === answer || r.years === answer);
  if (rows.length !== 1) return null;
  const holders = rows[0]!.copyright!.split('; ');
  const years = rows[0]!.years!.split('; ');
  if (holders.length < 2 || years.length !== holders.length) return null;
  if (HOLDERS_COUNTED.test(question)) return { answer: String(new Set(holders).size), why: `${holders.length} holders in the stanza of ${rows[0]!.files}` };
  const span = (y: string): [number, number] | null => {
    const all = (y.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
    return all.length ? [Math.min(...all), Math.max(...all)] : null;
  };
  // "for the years 2009-2020": the holder whose years are written so.
  const named = /\b((?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)?\d\d)?)\b/.exec(question)?.[1]?.replace(/\s+/g, '');
  if (named) {
    const want = named.replace(/–/g, '-');
    const squeezed = years.map((y) => y.replace(/\s+/g, '').replace(/–/g, '-'));
    // Years written exactly so ("2014"), else among others ("2005-2010,2014"), else written inside ("2009-2020" in
    // "2009-2020,2022"), else a year that falls in a range.
    const single = /^\d{4}$/.test(want) ? Number(want) : null;
    let i = squeezed.findIndex((y) => y === want);
    if (i < 0) i = squeezed.findIndex((y) => y.split(',').includes(want));
    if (i < 0) i = squeezed.findIndex((y) => y.includes(want));
    if (i < 0 && single !== null)
      // (Read from the squeezed years, whose dashes are all hyphens: "1996–2004" too.)
      i = squeezed.findIndex((y) =>
        (y.match(/\b(?:19|20)\d\d-(?:19|20)\d\d\b/g) ?? []).some((r) => {
          const [a, b] = r.split('-').map((x) => Number(x.trim()));
          return a! <= single && single <= b!;
        }),
      );
    if (i >= 0) return { answer: bare(holders[i]!), why: `the holder whose years are ${years[i]} in the stanza of ${rows[0]!.files}` };
    return null;
  }
  const extreme =
    /\b(earliest|oldest|first|most recent|more recent|latest|newest|last|later|earlier|older)\b[^?]{0,30}\b(?:copyright\s+)?(?:year|date)s?\b/i.exec(
      question,
    )?.[1];
  if (!extreme) return null;
  const late = /recent|latest|newest|last|later/i.test(extreme);
  // "What is the earliest copyright year given for any of its copyright holders?": the year, not its holder.
  // (Not where the question names one of them: "What is the earliest year Bob Roe holds copyright for …" asks his.)
  const asksYear = /\b(?:what|which)\s+(?:(?:is|was)\s+the\s+)?(?:[\w-]+\s+){0,2}(?:year|date)\b/i.test(question);
  const namedHolder = holders.findIndex((h) => bare(h).length >= 4 && question.toLowerCase().includes(bare(h).toLowerCase()));
  if (namedHolder >= 0 && asksYear) {
    const s = span(years[namedHolder]!);
    if (s)
      return {
        answer: String(late ? s[1] : s[0]),
        why: `the ${late ? 'latest' : 'earliest'} of ${bare(holders[namedHolder]!)}'s years (${years[namedHolder]})`,
      };
  }
  if (asksYear && !/\b(?:who|whom|whose)\b|\bwhich\s+(?:holder|person|one|of)\b/i.test(question)) {
    const all = years.flatMap((y) => span(y) ?? []);
    if (all.length === 0) return null;
    const year = late ? Math.max(...all) : Math.min(...all);
    return { answer: String(year), why: `the ${late ? 'latest' : 'earliest'} of the holders' years in the stanza of ${rows[0]!.files}` };
  }
  let best = -1;
  holders.forEach((_, i) => {
    const s = span(years[i]!);
    const b = best >= 0 ? span(years[best]!) : null;
    if (s && (!b || (late ? s[1] > b[1] : s[0] < b[0]))) best = i;
  });
  return best >= 0
    ? { answer: bare(holders[best]!), why: `the holder with the ${late ? 'latest' : 'earliest'} year (${years[best]}) in the stanza of ${rows[0]!.files}` }
    : null;
}

/**
 * "Which packager holds the copyright on the packaging for the years 2004 to 2009?": the one holder, in any stanza,
 * whose years are written as that range. Null when the question names no range of years or asks no holder, or when no
 * one holder has those years.
 */
export function holderByYears(question: string, table: Table): { answer: string; why: string } | null {
  if (
    !isCopyrightTable(table) ||
    !/\b(?:who|whom|whose|holds?|holders?|owns?|owners?)\b|\bwhich\s+(?:person|packager|author|maintainer|developer|company|organi[sz]ation)\b/i.test(question)
  )
    return null;
  const range = /\b((?:19|20)\d\d)\s*(?:-|–|\bto\b|\bthrough\b|\bthru\b|\buntil\b)\s*((?:19|20)\d\d)\b/i.exec(question);
  if (!range) return null;
  const want = `${range[1]}-${range[2]}`;
  const hits = new Map<string, string>();
  for (const r of table.rows) {
    const holders = (r.copyright ?? '').split('; ');
    const years = (r.years ?? '').split('; ');
    if (holders.length !== years.length) continue;
    holders.forEach((h, i) => {
      if (years[i]!.replace(/\s+/g, '').replace(/–/g, '-').split(',').includes(want)) hits.set(bare(h), r.files ?? '');
    });
  }
  if (hits.size !== 1) return null;
  const [[holder, files]] = [...hits] as [[string, string]];
  return { answer: holder, why: `the one holder whose years are ${want} (in the stanza of ${files})` };
}

/** A holder without the note after the name ("Kenneth Albanowski (Version 1.x)" → "Kenneth Albanowski"). */
function bare(holder: string): string {
  return holder.replace(/\s*\([^()]{0,60}\)\s*$/, '').trim() || holder;
}

/**
 * "Who holds the copyright on … (the contrib/perl directory as a whole)?": the stanza whose file pattern is that
 * directory's "contrib/perl/*", answered with its holders (or its licence, when the licence is asked). Null when the
 * question names no directory, the table is no copyright file's, or no one stanza has that pattern.
 */
export function directoryStanza(question: string, table: Table): { answer: string; why: string } | null {
  // ("How many people hold copyright on the debian/ directory" counts them: another question.)
  if (!isCopyrightTable(table) || /\bhow many\b/i.test(question)) return null;
  const dir =
    /\b(?:the\s+)?([\w.+-]+(?:\/[\w.+-]+)*)\/?\s+(?:directory|folder|tree|subdirectory)\b/i.exec(question)?.[1] ??
    /\b(?:directory|folder|subdirectory)\s+([\w.+-]+(?:\/[\w.+-]+)*)\/?/i.exec(question)?.[1];
  // ("the scripts folder": a word is a directory only where some stanza's files sit in it.)
  const inDir = (f: string): boolean => f.startsWith(`${dir}/`);
  if (!dir || (!dir.includes('/') && !table.rows.some((r) => (r.files ?? '').split('; ').some(inDir)))) return null;
  // "Makefile.PL in the contrib/perl directory" names a file of its own, whose stanza a lookup finds.
  const others = [...question.matchAll(/(?<![\w/.-])([\w-]+(?:\/[\w.-]+)*\.[A-Za-z]{1,4}|[\w.-]+(?:\/[\w.-]+)+)(?![\w/])/g)].filter((m) => m[1] !== dir);
  if (others.length) return null;
  // (Or a pattern that ends in it: "org/eclipse/sisu/space/asm" for "org.eclipse.sisu.inject/src/org/eclipse/sisu/space/asm/*".)
  const exactly = table.rows.filter((r) => (r.files ?? '').split('; ').includes(`${dir}/*`));
  const whole = exactly.length || !dir.includes('/') ? exactly : table.rows.filter((r) => (r.files ?? '').split('; ').some((f) => f.endsWith(`/${dir}/*`)));
  // Else the one stanza whose files all sit in the directory ("scripts/sort_res.perl5").
  // (Only for a file asked about in it, "the Perl script in the scripts folder": other files of the folder may fall to
  // Files: *.)
  const fileIn = /\b(?:script|file|program|source|header|module|page|tool)s?\b[^?]{0,40}\b(?:in|inside|within|under)\b/i.test(question);
  const rows = whole.length ? whole : fileIn ? table.rows.filter((r) => (r.files ?? '').split('; ').every(inDir)) : [];
  if (rows.length !== 1) return null;
  const licence = /\blicen[cs]e\b/i.test(question) && !/\bwho\b|\bwhose\b|\bholds?\b|\bholders?\b|\bowns?\b/i.test(question);
  return {
    answer: (licence ? rows[0]!.license : rows[0]!.copyright)!,
    why: `the stanza of ${whole.length ? `${dir}/*` : rows[0]!.files}, its ${licence ? 'licence' : 'holders'}`,
  };
}

/** The words of a file pattern: its path's parts, a name written joined split where its case changes ("NotoSans"). */
function patternWords(pattern: string): string[] {
  return terms(pattern.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[/._*-]+/g, ' '));
}

/**
 * "Who is named as the copyright holder of the Noto Sans font file used by the compose test samples?" over the stanza
 * "Files: tests/samples/compose/NotoSans-Regular.ttf": where the question writes no file or path of its own (a
 * directory, "in data/", aside), the one stanza whose file patterns hold three of its words or more, two more than any
 * other stanza's; answered with its holders (or its licence, when that is asked).
 */
export function describedStanza(question: string, table: Table): { answer: string; why: string; files: string } | null {
  if (!isCopyrightTable(table) || /\bhow many\b/i.test(question)) return null;
  if (/(?<![\w/.-])[\w-]+(?:\/[\w.-]+)*\.[A-Za-z]{1,4}\b|[\w.-]+\/[\w.-]+/.test(question.replace(/\b(?:e\.g|i\.e)\./gi, ''))) return null;
  // (Not the words naming the document: "In the Debian copyright file for AppStream".)
  const asked = new Set(
    terms(question.replace(/\b(?:in|from|of|according\s+to)\s+(?:the|this)\s+(?:Debian\s+)?copyright\s+file(?:\s+(?:for|of)\s+(?:the\s+)?[\w.+-]+)?/gi, ' ')),
  );
  const scored = table.rows
    .map((r) => {
      const words = new Set((r.files ?? '').split('; ').flatMap(patternWords));
      return { r, hits: [...words].filter((w) => asked.has(w)).length };
    })
    .sort((a, b) => b.hits - a.hits);
  const [best, next] = scored;
  if (!best || best.hits < 3 || best.hits < (next?.hits ?? 0) + 2) return null;
  const licence = /\blicen[cs]e\b/i.test(question) && !/\bwho\b|\bwhose\b|\bholds?\b|\bholders?\b|\bowns?\b/i.test(question);
  return {
    answer: (licence ? best.r.license : best.r.copyright)!,
    why: `the stanza of ${best.r.files}, whose files hold ${best.hits} of the question's words`,
    files: best.r.files!,
  };
}

/**
 * "Who is the upstream author of the software?" over a Debian copyright file's "Upstream Author: Alexander Larsson
 * <alexl@redhat.com>" (on the label's line or the next): the names the label gives, without their addresses.
 */
export function upstreamAuthor(question: string, sentences: readonly { text: string; section?: number }[]): { answer: string; why: string } | null {
  if (!/\bupstream\s+(?:authors?|developers?|maintainers?)\b|\bauthors?\s+upstream\b/i.test(question)) return null;
  const label = /\bUpstream[ -](?:Authors?|Developers?|Maintainers?)(?:\(s\))?\s*:\s*([^\n]{2,200})?/i;
  for (const s of sentences) {
    const found = label.exec(s.text);
    if (!found) continue;
    // (The name may stand on the line under the label, a sentence of the label's own section.)
    const under = found[1] ? undefined : sentences.find((o) => o !== s && o.section === s.section && /<[^<>\s]+@[^<>\s]+>/.test(o.text));
    const m = found[1] ? found : under ? ([found[0], under.text] as const) : null;
    if (!m) continue;
    const names = m[1]!
      .split(/\s*(?:,|;|\band\b)\s*/)
      .map((n) => n.replace(/<[^<>]*>|\([^()]*\)/g, '').trim())
      .filter((n) => /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(n));
    if (names.length) return { answer: names.join(', '), why: `"${m[0].trim().slice(0, 80)}"` };
  }
  return null;
}
