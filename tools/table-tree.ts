import type { Table } from './table.js';
import { NUMBER_WORD_VALUES, stem } from './text.js';

type Row = Record<string, string>;

/**
 * A table whose rows form a hierarchy: one column (`parent`) holds the key
 * of another row (`key`), as ISO 3166-2 subdivisions name their region
 * ("FR-29,Finistère,Metropolitan department,BRE" under "FR-BRE,Bretagne,…"),
 * process tables their parent's pid, a taxonomy its broader term. A parent
 * may be written without the key's common prefix ("BRE" for "FR-BRE").
 */
export interface Tree {
  key: string;
  parent: string;
  /** The column that names a row ("name"): what an answer about a row gives. */
  name: string;
  /** The column that says what kind of row it is ("Region", "District"), if any: questions name kinds by it. */
  type: string | null;
  /** The row a row's parent cell points to. */
  parentOf(row: Row): Row | undefined;
}

const norm = (x: string): string => x.trim().toLowerCase();

const trees = new WeakMap<Table, Tree | null>();

/** The table as a tree, or null when no column refers to another's keys (most of its filled cells resolving to a row). */
export function treeOf(table: Table): Tree | null {
  if (!trees.has(table)) trees.set(table, findTree(table));
  return trees.get(table)!;
}

function findTree(table: Table): Tree | null {
  if (table.rows.length < 2 || table.rows.length > 20_000) return null;
  const unique = table.columns.filter((c) => {
    const seen = new Set<string>();
    for (const r of table.rows) {
      const v = norm(r[c] ?? '');
      if (!v) return false;
      if (seen.has(v)) return false;
      seen.add(v);
    }
    return true;
  });
  for (const key of unique) {
    const index = new Map<string, Row>();
    // "FR-BRE" is found as "bre" too: the key less a prefix all keys share up to a dash.
    const prefix = commonDashPrefix(table.rows.map((r) => norm(r[key]!)));
    for (const r of table.rows) {
      const k = norm(r[key]!);
      index.set(k, r);
      if (prefix && k.startsWith(prefix)) index.set(k.slice(prefix.length), r);
    }
    // "L" under "MH-ALK" is "MH-L": a parent cell less the prefix its own row's key has, in a table of several prefixes.
    const resolve = (row: Row, parent: string): Row | undefined => {
      const v = norm(row[parent] ?? '');
      const own = /^[^-]+-/.exec(norm(row[key] ?? ''))?.[0];
      return index.get(v) ?? (own && !v.startsWith(own) ? index.get(own + v) : undefined);
    };
    for (const parent of table.columns) {
      if (parent === key) continue;
      const filled = table.rows.filter((r) => norm(r[parent] ?? '') !== '');
      // A column called "parent" (or "ppid", "broader") is taken at its word on the few rows a search kept; any other
      // needs three references to be one.
      const called = /parent|^ppid$|broader|superior/i.test(parent);
      // (A column called so may name a root outside the table in every row: "OAuth2Error" over the classes listed.)
      if (filled.length < (called ? 1 : 3) || (!called && filled.length === table.rows.length)) continue;
      const resolved = filled.filter((r) => {
        const p = resolve(r, parent);
        return p !== undefined && p !== r;
      });
      if (called && filled.length === table.rows.length ? resolved.length < 2 || resolved.length === filled.length : resolved.length < 0.8 * filled.length)
        continue;
      // (A key with a letter, "FatalClientError", names its row when no other column does.)
      const name = nameColumn(table, key, parent, unique) ?? (/\p{L}/u.test(table.rows[0]![key] ?? '') ? key : undefined);
      if (!name) continue;
      const type = table.columns.find((c) => c !== key && c !== parent && c !== name && /^(?:type|kind|category|class|level|rank)$/i.test(c)) ?? null;
      return { key, parent, name, type, parentOf: (row) => resolve(row, parent) };
    }
  }
  return null;
}

function commonDashPrefix(keys: string[]): string {
  const first = /^[^-]+-/.exec(keys[0] ?? '')?.[0];
  return first && keys.every((k) => k.startsWith(first)) ? first : '';
}

/** The column naming the rows: one called "name" or "title", else the first text column of mostly distinct cells. */
function nameColumn(table: Table, key: string, parent: string, unique: string[]): string | undefined {
  const others = table.columns.filter((c) => c !== key && c !== parent);
  return (
    others.find((c) => /^(?:name|title|label)$/i.test(c)) ?? others.find((c) => unique.includes(c) && table.rows.some((r) => /\p{L}{3}/u.test(r[c] ?? '')))
  );
}

/** The kinds of row a question names by the type column's head words ("departments" for "Metropolitan department"). */
function kindsNamed(text: string, tree: Tree, table: Table): Map<string, { at: number; types: string[] }> {
  const out = new Map<string, { at: number; types: string[] }>();
  if (!tree.type) return out;
  const types = [...new Set(table.rows.map((r) => (r[tree.type!] ?? '').trim()).filter(Boolean))];
  if (types.length > 30) return out;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const word = stem(m[0].toLowerCase());
    const hit = types.filter((t) => stem((/\p{L}+$/u.exec(t)?.[0] ?? '').toLowerCase()) === word);
    if (hit.length && !out.has(word)) out.set(word, { at: m.index, types: hit });
  }
  return out;
}

/** The rows the question names by their name cell: longest names first, a one-word name only as written ("Most", not "most"). */
function rowsNamed(question: string, tree: Tree, table: Table): { row: Row; at: number; end: number }[] {
  const found: { row: Row; at: number; end: number }[] = [];
  const taken: [number, number][] = [];
  // "Bicol (Region V)" is named as "Bicol" too: the name less a note in brackets after it.
  const named = table.rows
    .flatMap((row) => {
      const name = (row[tree.name] ?? '').replace(/\*+$/, '').trim();
      const bare = name.replace(/\s*\([^()]*\)$/, '').trim();
      return bare !== name && bare.length >= 3
        ? [
            { row, name },
            { row, name: bare },
          ]
        : [{ row, name }];
    })
    .filter((x) => x.name.length >= 2)
    .sort((a, b) => b.name.length - a.name.length);
  const lower = question.toLowerCase();
  for (const { row, name } of named) {
    // (A name the question does not hold, in any case, costs no pattern.)
    if (!lower.includes(name.toLowerCase())) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, /\s/.test(name) ? 'iu' : 'u');
    const m = re.exec(question);
    if (!m) continue;
    const at = m.index;
    const end = at + m[0].length;
    const same = found.find((f) => f.at === at && f.end === end);
    if (same?.row === row) continue;
    // Two rows of one name ("Dhaka" the division and "Dhaka" the district): the one of the kind written beside it.
    if (same) {
      const beside = `${question.slice(Math.max(0, at - 20), at)} ${question.slice(end, end + 20)}`;
      const kindOf = (r: Row): string => stem((/\p{L}+$/u.exec((tree.type ? r[tree.type] : '') ?? '')?.[0] ?? '').toLowerCase());
      const words = new Set([...beside.matchAll(/\p{L}+/gu)].map((w) => stem(w[0].toLowerCase())));
      if (!words.has(kindOf(same.row)) && words.has(kindOf(row))) same.row = row;
      continue;
    }
    if (taken.some(([a, b]) => at < b && end > a)) continue;
    taken.push([at, end]);
    found.push({ row, at, end });
  }
  return found.sort((a, b) => a.at - b.at);
}

const ofType = (tree: Tree, row: Row, types: readonly string[] | undefined): boolean => !types || !tree.type || types.includes((row[tree.type] ?? '').trim());

/**
 * Questions about the hierarchy of a table whose rows point to a parent row and say what kind each is:
 * - "Finistère is a department of which region?", "Which region is the district of Most part of?": the ancestor of
 *   the named row of the kind asked, by name;
 * - "How many departments have the Occitanie region as their parent?": the named row's children (of the kind named),
 *   counted; "Name the provinces belonging to Aragón": listed, in alphabetical order when asked;
 * - "Which region has the largest number of districts under it?": the row with the most children of that kind;
 * - "How many autonomous communities contain exactly one province?": the rows with that many children, counted.
 * Null for anything else, and for a question naming a column (`namedColumns`) other than the name, type and parent
 * ones.
 */
export function treeAnswer(question: string, table: Table, namedColumns: readonly string[] = []): { answer: string; why: string } | null {
  const tree = treeOf(table);
  if (!tree) return null;
  // "… that belong to Sicilia are not metropolitan cities": a kind left out is the plan's to handle; so is a condition
  // on a number ("founded after 2000") or on another column ("the code of Dunmere's region", "the largest district by
  // area").
  if (/\bnot\b|n't\b|\bother than\b|\bexcept\b|\bexcluding\b|\bapart from\b|\bneither\b/i.test(question)) return null;
  if (/\b(?:after|before|since|more than|fewer than|less than|over|under|at least|at most|above|below)\s+\d/i.test(question)) return null;
  // Each row's children, found in one pass.
  const kids = new Map<Row, Row[]>();
  for (const r of table.rows) {
    const p = tree.parentOf(r);
    if (!p) continue;
    const list = kids.get(p);
    if (list) list.push(r);
    else kids.set(p, [r]);
  }
  // "How many error classes inherit from FatalClientError, either directly or through an intermediate class?": every row
  // below the named one, at any depth (whatever columns the question names to say what the rows are).
  if (
    /\bhow many\b/i.test(question) &&
    /\b(?:indirectly|through an? (?:intermediate|other|another)|at any (?:depth|level)|descendants?|transitively|either directly or)\b/i.test(question)
  ) {
    // The row named, or a root outside the table that parent cells name ("BaseError"): its children first.
    const named = rowsNamed(question, tree, table);
    const lower = question.toLowerCase();
    const outside =
      named.length === 0
        ? [...new Set(table.rows.map((r) => (r[tree.parent] ?? '').trim()))].filter(
            (v) =>
              v.length >= 3 &&
              !tree.parentOf({ [tree.parent]: v }) &&
              new RegExp(`(?<![\\p{L}\\p{N}])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(lower),
          )
        : [];
    if (named.length + outside.length !== 1) return null;
    const below = new Set<Row>();
    let frontier = named.length ? (kids.get(named[0]!.row) ?? []) : table.rows.filter((r) => (r[tree.parent] ?? '').trim() === outside[0]);
    // (No depth limit: the set of rows seen stops a cycle.)
    while (frontier.length) {
      const next: Row[] = [];
      for (const r of frontier) {
        if (below.has(r)) continue;
        below.add(r);
        for (const k of kids.get(r) ?? []) next.push(k);
      }
      frontier = next;
    }
    const name = named.length ? (named[0]!.row[tree.name] ?? '').trim() : outside[0]!;
    return { answer: String(below.size), why: `${below.size} rows below ${name} by ${tree.parent}, at any depth` };
  }
  if (namedColumns.some((c) => c !== tree.parent && c !== tree.name && c !== tree.type)) return null;
  const named = rowsNamed(question, tree, table);
  // A kind's word inside a row's name ("Autonomous Region in Muslim Mindanao") names no kind.
  const kinds = new Map([...kindsNamed(question, tree, table)].filter(([, k]) => !named.some((n) => k.at >= n.at && k.at < n.end)));
  const children = (row: Row, types?: readonly string[]): Row[] => (kids.get(row) ?? []).filter((r) => ofType(tree, r, types));
  const nameOf = (row: Row): string => (row[tree.name] ?? '').trim();
  const asked = /\b(?:which|what)\s+(\p{L}+)/iu.exec(question);
  const askedKind = asked ? kinds.get(stem(asked[1]!.toLowerCase())) : undefined;
  // "How many of Bangladesh's districts …": the first kind named after "how many".
  const howMany = /\bhow many\b/i.exec(question);
  const countedKind = howMany ? [...kinds.values()].filter((k) => k.at > howMany.index).sort((a, b) => a.at - b.at)[0] : undefined;
  // The kind named last that is not the one asked for: the children's ("with the most districts").
  const childKind = [...kinds.values()].filter((k) => k !== askedKind && k !== countedKind).sort((a, b) => b.at - a.at)[0];
  const MOST = /\b(?:largest|greatest|highest|biggest|most)\b/i;
  const LEAST = /\b(?:smallest|lowest|fewest|least)\b/i;
  const exactly = /\b(?:exactly|just|only)\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(\p{L}+)/iu.exec(question);
  // "How many autonomous communities contain exactly one province?"
  if (countedKind && exactly) {
    const n = NUMBER_WORD_VALUES[exactly[1]!.toLowerCase()] ?? Number(exactly[1]);
    const of = kinds.get(stem(exactly[2]!.toLowerCase()));
    if (of && of !== countedKind) {
      const hits = table.rows.filter((r) => ofType(tree, r, countedKind.types) && children(r, of.types).length === n);
      return { answer: String(hits.length), why: `${hits.length} rows of ${countedKind.types.join('/')} with exactly ${n} children of ${of.types.join('/')}` };
    }
  }
  // "Which region has the largest number of districts under it?"
  if (askedKind && childKind && (MOST.test(question) || LEAST.test(question)) && !named.length) {
    const scored = table.rows.filter((r) => ofType(tree, r, askedKind.types)).map((r) => ({ r, n: children(r, childKind.types).length }));
    if (!scored.length) return null;
    const best = MOST.test(question) ? Math.max(...scored.map((s) => s.n)) : Math.min(...scored.map((s) => s.n));
    const top = scored.filter((s) => s.n === best);
    if (top.length !== 1 || best === 0) return null;
    return { answer: nameOf(top[0]!.r), why: `the ${askedKind.types.join('/')} with ${best} children of ${childKind.types.join('/')}` };
  }
  if (named.length !== 1) return null;
  const [{ row: subject }] = named as [{ row: Row; at: number; end: number }];
  // "How many departments have the Occitanie region as their parent?"
  if (countedKind && /\bhow many\b/i.test(question) && !ofType(tree, subject, countedKind.types)) {
    const kids = children(subject, countedKind.types);
    return kids.length
      ? { answer: String(kids.length), why: `${kids.length} rows of ${countedKind.types.join('/')} whose ${tree.parent} is ${nameOf(subject)}` }
      : null;
  }
  // "Name the provinces belonging to Aragón, in alphabetical order."
  const listed = /^\s*(?:name|list|give)\b|\bwhich\s+\p{L}+\s+(?:belong|fall|lie|sit|come|are\s+(?:in|under|part))/iu.test(question)
    ? (childKind ?? askedKind)
    : undefined;
  if (listed && !ofType(tree, subject, listed.types)) {
    const kids = children(subject, listed.types).map(nameOf);
    if (kids.length < 2) return null;
    const order = /\balphabetical/i.test(question) ? [...kids].sort((a, b) => a.localeCompare(b)) : kids;
    return { answer: order.join(', '), why: `the ${listed.types.join('/')} rows whose ${tree.parent} is ${nameOf(subject)}` };
  }
  // "Finistère is a department of which region?", "the region that Palawan belongs to": up the tree to a row of the
  // kind asked, or of the kind named that the row is not.
  const upKind = askedKind ?? [...kinds.values()].sort((a, b) => a.at - b.at).find((k) => !ofType(tree, subject, k.types));
  if (upKind && !ofType(tree, subject, upKind.types) && /\b(?:which|what)\b/i.test(question)) {
    let at = tree.parentOf(subject);
    for (let depth = 0; at && depth < 8; depth++, at = tree.parentOf(at)) {
      if (ofType(tree, at, upKind.types)) return { answer: nameOf(at), why: `the ${upKind.types.join('/')} above ${nameOf(subject)} by ${tree.parent}` };
    }
  }
  return null;
}

/** Row indexes with the ancestors of each row added, when the table is a tree (in table order). */
export function withAncestors(table: Table, picked: readonly number[]): number[] {
  const tree = treeOf(table);
  if (!tree) return [...picked];
  const at = new Map(table.rows.map((r, i) => [r, i]));
  const out = new Set(picked);
  for (const i of picked) {
    let row = tree.parentOf(table.rows[i]!);
    for (let depth = 0; row && depth < 8; depth++, row = tree.parentOf(row)) out.add(at.get(row)!);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * Row indexes with the rows that the rows `from` name by another column's key ("video/x-javafx … subclass_of
 * video/x-flv" brings the video/x-flv row): a question may ask about the row referred to. Only for one to three rows
 * `from` (the rows a question names). Keys are the cells of columns whose filled cells all differ; only items with a
 * letter, three characters long or more, refer.
 */
export function withReferred(table: Table, picked: readonly number[], from: readonly number[]): number[] {
  if (from.length === 0 || from.length > 3) return [...picked];
  const out = new Set(picked);
  const at = new Map(table.rows.map((r, i) => [r, i]));
  const keys = new Map<string, Row>();
  for (const c of table.columns) {
    const index = new Map<string, Row>();
    let unique = true;
    for (const r of table.rows) {
      const k = norm(r[c] ?? '');
      if (!k) continue;
      if (index.has(k)) {
        unique = false;
        break;
      }
      index.set(k, r);
    }
    if (unique) for (const [k, r] of index) if (/\p{L}/u.test(k) && k.length >= 3 && !keys.has(k)) keys.set(k, r);
  }
  for (const i of from) {
    const row = table.rows[i]!;
    for (const cell of Object.values(row)) {
      for (const item of cell.split(/[;,]\s*|\s+/)) {
        const hit = keys.get(norm(item));
        // (At most twenty rows brought: a cell listing thousands of keys is no reference to follow.)
        if (hit && hit !== row && out.size < picked.length + 20) out.add(at.get(hit)!);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}
