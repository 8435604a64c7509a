/**
 * The leak guard: a gap record is a lesson for a class of questions, so it
 * must not carry the answer or the specifics of the question it was learned
 * from. The store refuses a record whose texts (features, pattern,
 * diagnosis, advice values) contain the source's expected answer or a
 * distinctive term of its question.
 */
import { STOP_WORDS, stem } from '../tools/text.js';
import type { NewGapRecord } from './gap-record.js';
import { looseText, numbersIn } from './resolution.js';

/**
 * The closed vocabulary of generic words a record may share with its
 * question: the shape of a question (what it asks for and how it is put),
 * the operations that turn evidence into an answer, the parts of a
 * document, the kinds of answer, the words a lesson about retrieval and
 * reasoning needs, and the commonest general verbs. A question's word outside it (and outside STOP_WORDS) is
 * taken as specific to that question. Compared by stem, so plurals and
 * inflections count ("rows", "counted").
 */
export const RECORD_VOCABULARY: ReadonlySet<string> = new Set(
  `
  how many much which what who whom whose when where why whether
  first last second third fourth fifth sixth seventh eighth ninth tenth nth next previous final initial
  total sum difference average mean median mode count number amount quantity share ratio rate percent percentage
  add subtract multiply divide compare combine calculate compute round convert exclude include match filter sort rank
  more less fewer greater larger smaller higher lower most least largest smallest biggest highest lowest maximum minimum top bottom
  increase decrease change rise fall
  before after earliest latest earlier later oldest newest recent current past future since until between during
  date day week month year decade century time period duration age hour minute
  table column row cell header heading section subsection chapter paragraph sentence line page item entry list field value key
  label title caption note footnote appendix sheet spreadsheet file attachment document text passage record series category
  group type kind part step stage version release order sequence
  answer question unit name word phrase term numeric digit integer decimal fraction format abbreviation acronym code id
  person people place location country city organisation organization company
  search retrieval retrieve extract extraction evidence chunk context window neighbour breadth narrow wide normal strategy plan
  reason reasoning operation lookup look find read scan mention occurrence nearest closest explicit implicit literal exact
  whole partial unique distinct duplicate repeated multiple single each every per same different other another also only
  ask asked stated mentioned appear contain missing wrong correct expected given named listed
  come go get make take use show hold keep leave put need see say call happen occur follow precede belong refer describe report
  condition criterion criteria constraint qualifier clause modifier subject object relation verb noun copula definition
  prose define candidates structure arithmetic added gave found lost setting`
    .split(/\s+/)
    .filter(Boolean),
);

const VOCABULARY_STEMS: ReadonlySet<string> = new Set([...RECORD_VOCABULARY].map(stem));

/** A record's texts, each named by the field it is in. */
function recordTexts(record: Pick<NewGapRecord, 'question_type' | 'features' | 'pattern' | 'diagnosis' | 'advice'>): [field: string, text: string][] {
  const a = record.advice;
  return [
    ['question_type', record.question_type],
    ...record.features.map((f): [string, string] => ['features', f]),
    ['pattern', record.pattern],
    ['diagnosis', record.diagnosis],
    ...(a.answer_type !== undefined ? [['advice.answer_type', a.answer_type] as [string, string]] : []),
    ...(a.breadth !== undefined ? [['advice.breadth', a.breadth] as [string, string]] : []),
    ...(a.prefer ?? []).map((p): [string, string] => ['advice.prefer', p]),
    ...(a.avoid ?? []).map((p): [string, string] => ['advice.avoid', p]),
  ];
}

/** Whether `phrase` (already looseText) occurs in `text` as whole words. */
function hasWords(text: string, phrase: string): boolean {
  return phrase !== '' && ` ${looseText(text)} `.includes(` ${phrase} `);
}

/** The same numeric value, sign aside (a hyphen before a number is mostly a dash: "COVID-19", "2023-05"). */
function sameNumber(a: number, b: number): boolean {
  return Math.abs(a) === Math.abs(b);
}

/**
 * The question's distinctive terms, as stems: every content word (not a
 * stop word) that is outside RECORD_VOCABULARY, or is capitalised
 * mid-sentence (a name, a label), or is quoted; words of one letter are
 * not words, and numbers are returned apart, by value ("COVID-19": the word
 * "covid" and the number 19).
 */
export function distinctiveTerms(question: string): { words: Map<string, string>; numbers: number[] } {
  const words = new Map<string, string>();
  const quoted = new Set<string>();
  for (const m of question.matchAll(/"([^"]+)"|“([^”]+)”|(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu)) {
    for (const w of looseText(m[1] ?? m[2] ?? m[3] ?? '').split(' ')) if (w) quoted.add(w);
  }
  for (const sentence of question.split(/(?<=[.!?:;])\s+|\n+/)) {
    const tokens = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)].map((m) => m[0].replace(/[.'’-]+$/, ''));
    tokens.forEach((token, i) => {
      const capitalisedMidSentence = i > 0 && /^\p{Lu}/u.test(token);
      for (const w of looseText(token).split(' ')) {
        if (w.length < 2 || /\d/.test(w) || STOP_WORDS.has(w)) continue;
        const s = stem(w);
        if (!VOCABULARY_STEMS.has(s) || capitalisedMidSentence || quoted.has(w)) words.set(s, w);
      }
    });
  }
  return { words, numbers: numbersIn(question) };
}

/**
 * Why the record must be refused, or null when it is clean. A record is
 * refused when any of its texts contains the source's expected answer (the
 * whole answer or one of a list's items, compared with looseText as whole
 * words; a number by value) or a distinctive term of the source's question
 * (see distinctiveTerms; compared by stem). The reason names the word and
 * the field it is in.
 */
export function leakReason(record: NewGapRecord): string | null {
  const texts = recordTexts(record);
  const expected = record.source_expected.trim();
  const items = [expected, ...expected.split(/[,;]/)].map(looseText).filter((x) => x !== '' && !/^[\d.\s-]+$/.test(x));
  const answerNumbers = numbersIn(expected);
  const { words, numbers } = distinctiveTerms(record.source_question);
  for (const [field, text] of texts) {
    const item = items.find((x) => hasWords(text, x));
    if (item !== undefined) return `the record's ${field} contains the expected answer ("${item}")`;
    const textNumbers = numbersIn(text);
    const n = answerNumbers.find((a) => textNumbers.some((t) => sameNumber(a, t)));
    if (n !== undefined) return `the record's ${field} contains the expected answer's number ${n}`;
    const q = numbers.find((a) => textNumbers.some((t) => sameNumber(a, t)));
    if (q !== undefined) return `the record's ${field} contains the number ${q} from its question`;
    for (const w of looseText(text).split(' ')) {
      const term = w.length >= 2 ? words.get(stem(w)) : undefined;
      if (term !== undefined) return `the record's ${field} contains "${w}", a distinctive term of its question ("${term}")`;
    }
  }
  return null;
}
