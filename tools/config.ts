import type { Table } from './table.js';
import { namesTerm } from './term-lists.js';
import { escapeRegExp } from './text.js';

/** `key = value` (INI, brace blocks, properties) or `Key: value` (stanzas); group 1 the key, group 2 the value. */
// Every pattern runs on a trimmed line and ends in a fixed character or none, so none backtracks over a run of spaces.
const ASSIGNMENT = /^([A-Za-z_][\w.-]*) *(?:=|:(?!\/\/)) *(.*)$/;
/** An assignment set off by a comment marker: a sample default ("#port = 5432"). */
const COMMENTED = /^(?:#|;|\/\/) ?([A-Za-z_][\w.-]*) *= *(.*)$/;
const SECTION = /^\[([^\]]+)\]$/;
/** A key set for one named thing: `linkname[ftp] = "public_ftp"` (adduser.local.conf, PHP-style arrays). */
const INDEXED = /^([A-Za-z_][\w.-]*)\[([^\]\s]{1,60})\] *= *(.*)$/;
/** A line (trimmed) that is a comment: `#`, `;` or `//` first. */
export const COMMENT_LINE = /^(?:#|;|\/\/)/;
const BLOCK_OPEN = /^([\w.-]+) *(?:= *)?\{$/;
const BLOCK_CLOSE = /^\}$/;
/** Keys a stanza is named by ("Name: config", "Package: bash"). */
const NAME_KEY = /^(?:name|id|package|source|host|title)$/i;

/** A value without its trailing comment and quotes ("128MB   # min 128kB" → 128MB). */
function valueOf(raw: string): string {
  const at = raw.search(/\s[#;]/);
  const cut = (at < 0 ? raw : raw.slice(0, at)).trim();
  return cut.replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * A configuration file as a table: one row per section (`[name]`, a
 * `name = {` block, or a blank-line separated stanza of `Key: value` lines
 * named by its Name field), a column per key, the section's name in the
 * `name` column; a key indexed by a name (`linkname[ftp] = x`) sets it in
 * the row of that name. Settings outside any section make the first row, named
 * by nothing. A key commented out with its value ("#port = 5432", how
 * sample files give defaults) counts where the section does not set it.
 * Null when the text is not mostly settings: at least four, and at least
 * two in five of its lines that are neither blank nor comments.
 */
export function configTable(text: string): Table | null {
  const lines = text.split('\n');
  const stanzas = !lines.some((l) => SECTION.test(l.trim()) || BLOCK_OPEN.test(l.trim())) && lines.filter((l) => /^[A-Za-z][\w-]*:\s/.test(l)).length >= 4;
  const rows: Record<string, string>[] = [];
  const columns: string[] = ['name'];
  // Per row, the keys set so far and whether each was set live (not commented out).
  const liveness = new Map<Record<string, string>, Map<string, boolean>>();
  let current: Record<string, string> = { name: '' };
  const open = (name: string): void => {
    current = { name };
    rows.push(current);
  };
  rows.push(current);
  const stack: Record<string, string>[] = [];
  let settings = 0;
  let content = 0;
  /** Each value a plain setting gave, and its key: what names the rows indexed by that value. */
  const introduced = new Map<string, string>();
  /** The rows `key[name] = value` lines made. */
  const indexed = new Set<Record<string, string>>();
  for (const line of lines) {
    const t = line.trim();
    if (!t) {
      if (stanzas && Object.keys(current).length > 1) open('');
      continue;
    }
    const commented = COMMENT_LINE.test(t);
    if (commented) {
      const m = COMMENTED.exec(t);
      if (m) put(m[1]!, valueOf(m[2]!), false);
      continue;
    }
    content++;
    const section = SECTION.exec(t);
    const block = BLOCK_OPEN.exec(t);
    if (section) open(section[1]!.trim());
    else if (block) {
      stack.push(current);
      open(block[1]!);
    } else if (BLOCK_CLOSE.test(t)) current = stack.pop() ?? current;
    else if (INDEXED.test(t)) {
      // The row of the thing it names, whichever section the line sits in.
      const [, key, name, value] = INDEXED.exec(t)!;
      const here = current;
      current = rows.find((r) => r.name === name) ?? { name: name! };
      if (!rows.includes(current)) {
        rows.push(current);
        indexed.add(current);
        // "service = ftp" before "user[ftp] = ftp": the key that introduced the name says what the row is.
        const kind = introduced.get(name!);
        if (kind) put(kind, name!, true);
      }
      settings++;
      put(key!, valueOf(value!), true);
      current = here;
    } else {
      const m = ASSIGNMENT.exec(t);
      if (!m || (!stanzas && !/=/.test(t))) continue;
      settings++;
      put(m[1]!, valueOf(m[2]!), true);
      introduced.set(valueOf(m[2]!), m[1]!);
      if (stanzas && NAME_KEY.test(m[1]!) && !current.name) current.name = valueOf(m[2]!);
    }
  }
  // A live setting replaces a commented-out sample of the same key; otherwise the first one stays.
  function put(key: string, value: string, isLive: boolean): void {
    const keys = liveness.get(current) ?? new Map<string, boolean>();
    liveness.set(current, keys);
    const had = keys.get(key);
    if (had === true || (had === false && !isLive)) return;
    if (!columns.includes(key)) columns.push(key);
    current[key] = value;
    keys.set(key, isLive);
  }
  // The unnamed row keeps no key that only introduced the named rows ("service = users", "service = www", …).
  for (const key of new Set(introduced.values())) if (!stanzas && indexed.size && [...indexed].some((r) => r[key] === r.name)) delete rows[0]![key];
  const kept = rows.filter((r) => Object.keys(r).length > 1);
  const sampled = kept.reduce((n, r) => n + Object.keys(r).length - 1, 0);
  // A sample file sets nothing live: its commented-out settings are what it says.
  const mostlySettings = settings >= 4 ? settings * 5 >= content * 2 : settings === 0 && sampled >= 8;
  if (!mostlySettings || kept.length === 0) return null;
  return { columns, rows: kept.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? '']))) };
}

/** A question about the settings a sample file leaves in effect ("the only one actually in effect", "not commented out"). */
export const ASKS_LIVE =
  /\bin effect\b|\bactually (?:set|used|active|enabled|applied)\b|\b(?:not|n't) commented(?: out)?\b|\buncommented\b|\bleft (?:active|enabled|on)\b/i;

/** A question about the settings a file leaves without a value ("how many variables are assigned an empty value"). */
export const ASKS_EMPTY =
  /\b(?:variables?|settings?|keys?|options?|parameters?|macros?)\b[^?]{0,40}\b(?:(?:assigned|given|set\s+to|with|have|has)\s+(?:an?\s+)?(?:empty|blank)\s+(?:values?|strings?)|(?:left|set)\s+(?:empty|blank)|(?:have|has|with|given)\s+no\s+value)\b/i;

/**
 * The settings a file sets live, as a table of `setting` and `value`: its
 * uncommented `key = value` lines, where the file is a sample that gives
 * most of its settings commented out (at least four of those), or, with `all`, wherever there are four or more. Null
 * otherwise.
 */
export function liveSettings(text: string, all = false): Table | null {
  const rows: Record<string, string>[] = [];
  let commented = 0;
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (COMMENTED.test(t)) commented++;
    else if (!COMMENT_LINE.test(t) && /=/.test(t)) {
      const m = ASSIGNMENT.exec(t);
      if (m) rows.push({ setting: m[1]!, value: valueOf(m[2]!) });
    }
  }
  const enough = all ? rows.length >= 4 : rows.length > 0 && commented >= 4 && commented > rows.length;
  return enough ? { columns: ['setting', 'value'], rows } : null;
}

/**
 * The score that ranks a sentence just above one scoring `score`: what extract gives a comment over a setting the
 * question names, and a setting line under the comment that describes it; `settingAnswer` recognises the pair by it.
 */
export function justAbove(score: number): number {
  return score * 1.01 + 0.01;
}

/** A line that sets one thing: a key, then `=` or spaces, then a short value ("name long", "port = 5432"); no prose. */
export const SETTING_LINE = /^([A-Za-z_][\w.-]{1,40})(?:[ \t]*=[ \t]*|[ \t]+)([^\s#;=][^#;=]{0,80}?)[ \t]*$/;

/**
 * "What function name style does this configuration choose?": where the
 * best evidence is a setting line (ranked so because the comment over it
 * describes what the question asks), its value (its items, for a list
 * question: "../lib:../lib32" → "../lib, ../lib32"); its key when the
 * question asks which setting, option or variable (and does not name it).
 * Null when the best sentence is no setting line.
 */
export function settingAnswer(question: string, list: boolean, ranked: readonly { text: string; score: number }[]): { answer: string; why: string } | null {
  // The setting line must rank first because of the comment right under it in rank, the one over it in the file.
  const [first, second] = ranked;
  if (!first || !second || !COMMENT_LINE.test(second.text) || Math.abs(first.score - justAbove(second.score)) > 0.02) return null;
  const best = first.text;
  const m = SETTING_LINE.exec(best.trim());
  if (!m || /\s\S+\s\S+\s\S+\s/.test(m[2]!)) return null;
  const [, key, value] = m as unknown as [string, string, string];
  if (!namesTerm(question, key) && /\b(?:which|what)\s+(?:\w+\s+)?(?:setting|option|variable|directive|key|parameter|property)\b/i.test(question))
    return { answer: key, why: `the setting on the line the best evidence describes: "${best.trim()}"` };
  const items = value.split(/\s*[:,]\s*|\s+/).filter(Boolean);
  const answer = list && items.length >= 2 ? items.join(', ') : value.trim();
  return { answer, why: `the value on the setting line the best evidence describes: "${best.trim()}"` };
}

/**
 * "What value is module-store set to in this configuration file?" over "module-store = direct": the value on the
 * (uncommented) line that sets the key the question writes. "Which setting controls whether neverallow rules are
 * checked?" over "# expand-check check neverallow rules when …" then "expand-check=0": the key a best comment opens
 * with, where a line of the file sets it.
 */
export function namedSetting(question: string, sentences: readonly { text: string; score: number }[]): { answer: string; why: string } | null {
  const lines = sentences.map((s) => s.text.trim());
  const sets = (key: string, commented: boolean): RegExp =>
    new RegExp(`^${commented ? '(?:#+\\s*)?' : ''}${escapeRegExp(key)}[ \\t]*[=:][ \\t]*(\\S[^#;]{0,80}?)[ \\t]*$`);
  // (Not a suggestion in a comment, "if uncommented", which the setting rule above reads.)
  // (Nor a bound of its values: "the largest value that num_buffers may take".)
  if (
    /\b(?:value|set\s+to|setting\s+of)\b/i.test(question) &&
    !/\b(?:comment|uncomment|suggest)/i.test(question) &&
    !/\b(?:largest|highest|greatest|maximum|biggest|smallest|lowest|minimum)\s+(?:possible\s+)?value\b/i.test(question)
  ) {
    for (const key of question.match(/(?<![\w.-])[A-Za-z][\w.-]*[_.-][\w.-]*[A-Za-z0-9](?![\w-])/g) ?? []) {
      const line = sets(key, false);
      const values = new Set(lines.flatMap((l) => line.exec(l)?.[1]?.replace(/^["']|["']$/g, '') ?? []));
      // (One value only: a key set in two sections, "production:" and "development:", is the sections' question.)
      if (values.size === 1) return { answer: [...values][0]!, why: `the one line setting ${key}` };
    }
    // "what IOWeight value is given to updatedb?" over "# systemd-run -p IOWeight=10 updatedb": a key written as code
    // writes it (joined to a capital inside, or by "_", ".", "-"), set inside a line as code sets it (no space by "=").
    // (Not for its default: "bench --opts buffer_size=64" in an example is no default, "the default is 4096" is.)
    const codeKeys = /\bdefault\b/i.test(question)
      ? []
      : (question.match(/(?<![\w.-])[A-Za-z][a-z0-9]*(?:[A-Z][\w.-]*|[_.-][\w.-]*[A-Za-z0-9])(?![\w-])/g) ?? []);
    for (const key of codeKeys) {
      const inline = new RegExp(`(?<![\\w.-])${escapeRegExp(key)}=("[^"]*"|'[^']*'|[^\\s"',;]+)`, 'g');
      const values = new Set(lines.flatMap((l) => [...l.matchAll(inline)].map((m) => m[1]!.replace(/^["']|["']$/g, ''))).filter(Boolean));
      if (values.size === 1) return { answer: [...values][0]!, why: `the one value ${key}= is given` };
    }
  }
  if (/\bwhich\s+(?:[\w-]+\s+)?(?:setting|option|key|directive|parameter|variable)\b/i.test(question)) {
    const top = [...sentences].sort((a, b) => b.score - a.score).slice(0, 3);
    for (const s of top) {
      const key = /^#+\s*([A-Za-z_][\w.-]{1,40})\s+[a-z]/.exec(s.text.trim())?.[1];
      const line = key ? sets(key, true) : null;
      if (key && lines.some((l) => line!.test(l))) return { answer: key, why: `the comment "${s.text.trim().slice(0, 60)}" opens with the key it describes` };
    }
  }
  return null;
}
