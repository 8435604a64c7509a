/**
 * The GAIA answer protocol for engines that produce free text: the official
 * system prompt, `FINAL ANSWER:` extraction, and the format normalisation
 * GAIA's rules ask of an answer (no thousands separators or units unless
 * asked, no articles). Extraction happens once, in the reasoner that reads
 * the model's text: a final_answer packet carries the extracted answer (null
 * without a marker) and the whole text as its reasoning. The harness records
 * that answer and its normalised form separately, and scores the normalised one.
 */

/** GAIA's official system prompt, verbatim. */
export const GAIA_SYSTEM_PROMPT =
  'You are a general AI assistant. I will ask you a question. Report your thoughts, and finish your answer with the following template: FINAL ANSWER: [YOUR FINAL ANSWER]. ' +
  'YOUR FINAL ANSWER should be a number OR as few words as possible OR a comma separated list of numbers and/or strings. ' +
  "If you are asked for a number, don't use comma to write your number neither use units such as $ or percent sign unless specified otherwise. " +
  "If you are asked for a string, don't use articles, neither abbreviations (e.g. for cities), and write the digits in plain text unless specified otherwise. " +
  'If you are asked for a comma separated list, apply the above rules depending of whether the element to be put in the list is a number or a string.';

const MARKER = /FINAL ANSWER\s*:/gi;

/**
 * The text after the last `FINAL ANSWER:` marker (to the end of that line),
 * or null when there is no marker.
 */
export function extractFinalAnswer(text: string): string | null {
  let last: RegExpExecArray | null = null;
  for (const m of text.matchAll(MARKER)) last = m as RegExpExecArray;
  if (!last) return null;
  const rest = text.slice(last.index + last[0].length).replace(/^\s+/, '');
  return rest.split('\n')[0]!.trim();
}

const CURRENCY = '[$€£¥]';
/**
 * A number with optional currency, sign, thousands separators (`,`, space,
 * thin space), decimals, and a % or a unit after a space ("5 km"; "1B" is a
 * code, not 1 byte).
 */
// (A unit may be glued to its number when it is a unit's symbol: "32KB", "10ms"; not a bare "B" or "s", which "1B"
// in hex and "1990s" would lose.)
const NUMBER_WITH_DECORATION = new RegExp(
  `^(?:approximately |about |~|≈)?\\s*(${CURRENCY})?\\s*([-+−]?\\d{1,3}(?:[,\\u00a0\\u202f ]\\d{3})+|[-+−]?\\d+)(\\.\\d+)?(\\s*%|\\s*percent|\\s+[A-Za-zµ°]+\\.?(?:\\s?[A-Za-z]+)?|(?<=\\d)(?:[KMGT]i?B|ms|µs|ns|px|[kMG]?Hz))?$`,
  'i',
);
const UNITS_ASKED =
  /\b(?:with (?:the )?units?|include (?:the )?units?|including (?:the )?units?|units included|percent sign|with (?:a |the )?(?:%|\$) sign|currency symbol)\b/i;
const LIST_ASKED = /\b(?:comma[- ]separated|comma[- ]delimited|list (?:them|each|all|the)|in (?:alphabetical|chronological) order)\b/i;

function unwrap(answer: string): string {
  let a = answer.trim();
  for (let i = 0; i < 3; i++) {
    const before = a;
    a = a
      .replace(/^\*\*(.*)\*\*$/s, '$1')
      .replace(/^`(.*)`$/s, '$1')
      .replace(/^"(.*)"$/s, '$1')
      .replace(/^'(.*)'$/s, '$1')
      .replace(/^\[(.*)\]$/s, '$1')
      .trim();
    if (a === before) break;
  }
  return a.replace(/(?<![A-Z]\.[A-Z]|\b(?:Inc|Ltd|Co|Corp|Bros|St|Jr|Sr))\.$/, '').trim();
}

/** One element: a decorated number becomes the bare number; a string loses a leading article. */
function normaliseElement(element: string, unitsAsked: boolean): string {
  const e = unwrap(element);
  if (!unitsAsked) {
    const m = NUMBER_WITH_DECORATION.exec(e);
    // A trailing word is stripped as a unit only when short (units, not prose).
    if (m && (!m[4] || m[4].trim().length <= 12)) {
      return `${m[2]!.replace(/[,\u00a0\u202f ]/g, '').replace('−', '-')}${m[3] ?? ''}`.replace(/^\+/, '');
    }
  }
  return e.replace(/^(?:the|a|an)\s+(?=\S)/i, '');
}

/**
 * Normalise an answer to GAIA's format rules, for scoring. The question
 * decides whether units are kept and whether commas separate list items
 * (otherwise `1,000` is read as one number).
 */
export function normaliseAnswer(answer: string | null, question: string): string | null {
  if (answer === null) return null;
  const unitsAsked = UNITS_ASKED.test(question);
  const a = unwrap(answer);
  if (a === '') return null;
  const whole = normaliseElement(a, unitsAsked);
  const isOneNumber = !unitsAsked && whole !== a.replace(/^(?:the|a|an)\s+(?=\S)/i, '') && /^[-\d.]+$/.test(whole);
  if (isOneNumber && !LIST_ASKED.test(question)) return whole;
  if (/[,;]/.test(a)) {
    // A comma before exactly three digits is a thousands separator, not a list separator.
    const pieces = a.split(/(;|,(?!\d{3}(?!\d)))/);
    let out = '';
    for (let i = 0; i < pieces.length; i += 2) {
      out += normaliseElement(pieces[i]!, unitsAsked);
      if (i + 1 < pieces.length) out += `${pieces[i + 1]} `;
    }
    return out.trim();
  }
  return whole;
}
