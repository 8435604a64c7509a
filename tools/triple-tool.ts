import { countWords } from './text.js';
import { parentsInOrder, type SectionRef } from './outline.js';
import { decodeItem, decodeRow, decodeSection, itemRelation, sectionSubject, type HeadingRelation } from './packet-content.js';
import type { TaskView, Tool, ToolResult } from '../agent/tool.js';
import { TOOL_SPECS } from './specs.js';

type Triple = { subject: string; relation: string; object: string; source: number };

const COPULA = /^(.{2,100}?)\s+(shall mean|means|refers to|is defined as|is|are|was|were|has|have|had|contains|includes|equals|became|becomes)\s+(.{1,300})$/i;
const KEY_VALUE = /^([^:;]{2,60}):\s+(.{1,300})$/;

/**
 * triple: subject–relation–object triples from the extracted evidence.
 * Table rows give (row key, column, value) for every non-empty field, the
 * key field included; headings give (section N, title/number/version/date/
 * parent, value) and enumerated items (section N, "<kind> item", text);
 * sentences give copula and verb-of-being triples ("X is Y", "X means Y"),
 * and "Key: value" lines give (Key, is, value). Each triple names the
 * index of the event it came from.
 */
export class TripleTool implements Tool {
  readonly name = 'triple';
  readonly spec = TOOL_SPECS.triple;

  async run(task: TaskView): Promise<ToolResult> {
    const events = task.packet('events');
    if (!events) return { ok: false, error: 'triple ran without events', usage: { input_tokens: 0, output_tokens: 0 } };
    const triples: Triple[] = [];
    let read = 0;
    const parentOf = parentsInOrder();
    events.events.forEach((e, source) => {
      read += countWords(e.text);
      // Term entries repeat sentences already read; the reasoner reads them whole.
      if (e.kind === 'header' || e.kind === 'term') return;
      if (e.kind === 'row') triples.push(...rowTriples(e.text, source));
      else if (e.kind === 'heading') {
        // A heading or item that does not decode gives no triples (packet-content.ts).
        const sec = decodeSection(e.text);
        if (!sec) return;
        triples.push(...headingTriples(sec, parentOf(sec), source));
      } else if (e.kind === 'item' && e.section !== undefined) {
        const item = decodeItem(e.text);
        if (item) triples.push({ subject: sectionSubject(e.section), relation: itemRelation(item), object: `${item.marker} ${item.text}`.trim(), source });
      } else triples.push(...sentenceTriples(e.text, source));
    });
    const written = triples.reduce((n, t) => n + countWords(t.subject) + countWords(t.relation) + countWords(t.object), 0);
    return { ok: true, output: { type: 'triples', triples }, usage: { input_tokens: read, output_tokens: written } };
  }
}

/** A heading → (section, title|number|version|date|parent, value). */
export function headingTriples(sec: SectionRef, parent: SectionRef | null, source: number): Triple[] {
  const subject = sectionSubject(sec.id);
  const fact = (relation: HeadingRelation, object: string): Triple => ({ subject, relation, object, source });
  const out: Triple[] = [fact('title', sec.title)];
  if (sec.number) out.push(fact('number', sec.number));
  if (sec.version) out.push(fact('version', sec.version));
  if (sec.date) out.push(fact('date', sec.date));
  if (parent) out.push(fact('parent', sectionSubject(parent.id)));
  return out;
}

/**
 * A table row (as packet-content encodes it) → one triple per field, keyed by the row's first
 * field, the key field included so the row can be rebuilt: (key, column, value). A row that does not decode gives none.
 */
export function rowTriples(text: string, source: number): Triple[] {
  const row = decodeRow(text);
  if (!row) return [];
  const entries = Object.entries(row);
  const key = entries[0]?.[1];
  if (key === undefined) return [];
  return entries.filter(([, v]) => v !== '').map(([column, value]) => ({ subject: key, relation: column, object: value, source }));
}

export function sentenceTriples(text: string, source: number): Triple[] {
  const clean = text.replace(/\s+/g, ' ').trim().replace(/[.;]$/, '');
  const kv = KEY_VALUE.exec(clean);
  if (kv) return [{ subject: unquote(kv[1]!), relation: 'is', object: kv[2]!.trim(), source }];
  const m = COPULA.exec(clean);
  if (m) return [{ subject: unquote(m[1]!), relation: m[2]!.toLowerCase(), object: m[3]!.trim(), source }];
  return [];
}

function unquote(s: string): string {
  return s
    .trim()
    .replace(/^["“'‘(]+|["”'’)]+$/g, '')
    .trim();
}
