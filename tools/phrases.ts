import { posTagger } from './question.js';

/** A noun phrase of a text, with its position in words. */
export interface NounPhrase {
  text: string;
  /** Index of its first word among the text's words. */
  at: number;
  /** It opens a parenthesis right after another phrase: an apposition naming it ("the fifth field (fs_freq)"). */
  apposition: boolean;
}

/** Tags that may stand inside a noun phrase ("the GNU C compiler", "fifth field", "boot time"). */
const INSIDE =
  /^(?:Noun|Singular|Plural|ProperNoun|Acronym|Adjective|Value|Cardinal|Ordinal|NumericValue|TextValue|Possessive|Organization|Person|Place|SlashedTerm)$/;
/** Tags that end a phrase even when a tagger also calls the word a noun. */
const BREAK = /^(?:Pronoun|Determiner|Preposition|Conjunction|QuestionWord|Copula|Auxiliary|Modal|Adverb)$/;

function isNoun(tags: readonly string[], word: string): boolean {
  return (/[_\d]/.test(word) && /[A-Za-z]/.test(word)) || tags.some((t) => /^(?:Noun|Singular|Plural|ProperNoun|Acronym|SlashedTerm)$/.test(t));
}

function isInside(tags: readonly string[], word: string): boolean {
  // Identifiers with digits or underscores glued to letters ("fs_freq", "x86_64") are names of things.
  if (/[_\d]/.test(word) && /[A-Za-z]/.test(word)) return true;
  if (tags.some((t) => BREAK.test(t))) return false;
  const noun = tags.includes('Noun') || tags.includes('Singular') || tags.includes('Plural') || tags.includes('Acronym') || tags.includes('ProperNoun');
  if (tags.includes('Verb') && !noun) return false;
  return tags.some((t) => INSIDE.test(t));
}

/**
 * The noun phrases of a text, from part-of-speech tags rather than
 * capitals: runs of nouns, adjectives and numbers, without determiners,
 * cut at punctuation and parentheses, so lowercase phrases ("boot time")
 * and identifiers ("fs_freq") come out whole. A manual-page reference's
 * section ("fsck(8)") is dropped.
 */
export function nounPhrases(text: string): NounPhrase[] {
  const out: NounPhrase[] = [];
  let words: string[] = [];
  let start = 0;
  let apposition = false;
  let hasNoun = false;
  let lastEnd = -2;
  const flush = (): void => {
    // A phrase does not end on an adjective alone ("done"), nor start with a bare number.
    while (words.length && /^\d+$/.test(words[0]!)) {
      words.shift();
      start++;
    }
    // A run of adjectives or numbers alone ("done", "fifth") is not a noun phrase.
    if (words.length && hasNoun) {
      out.push({ text: words.join(' '), at: start, apposition });
      lastEnd = start + words.length;
    }
    words = [];
    hasNoun = false;
    apposition = false;
  };
  let i = 0;
  let prevPre = '';
  let glued = false;
  for (const t of posTagger()(text).terms().json()) {
    const term = t.terms[0];
    if (!term) continue;
    const word = term.text.replace(/\((\d[a-z]*)$/, '').replace(/\(\d[a-z]*\)$/, '');
    const opens = /[(["“]/.test(term.pre);
    if (opens) flush();
    if (opens) prevPre = term.pre;
    else if (words.length || !/^(?:the|a|an)$/i.test(word)) prevPre = '';
    if (word && glued && words.length) {
      // A hyphenated word split by the tagger ("use-vc", "dry-run") is one word, and names a thing.
      words[words.length - 1] += `-${word}`;
      hasNoun = true;
    } else if (word && isInside(term.tags, word)) {
      if (!words.length) {
        start = i;
        // "(the \"Term\")" after a phrase also names it: an article inside the parenthesis is allowed.
        apposition = (opens || /[(["“]/.test(prevPre)) && lastEnd >= i - 1;
      }
      words.push(word);
      if (isNoun(term.tags, word)) hasNoun = true;
    } else flush();
    if (/[,.;:()\]"”!?]/.test(term.post)) flush();
    glued = term.post === '-';
    i++;
  }
  flush();
  return out;
}
