/**
 * Python's float(str), for the GAIA scorer: JavaScript's Number() differs on
 * `1_000`, `inf`, `nan`, `0x10`, '' and Unicode digits. Returns null where
 * Python raises ValueError.
 */

/** Characters for which Python's str.isspace() is true (what float() strips and re's \s matches). */
export const PY_WHITESPACE =
  '\t\n\u000b\u000c\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';
const WS_CLASS = `[${PY_WHITESPACE}]`;
const STRIP = new RegExp(`^${WS_CLASS}+|${WS_CLASS}+$`, 'g');
export const PY_WHITESPACE_RE = new RegExp(WS_CLASS, 'g');

const DIGITS = String.raw`\d(?:_?\d)*`;
const DECIMAL = new RegExp(`^[+-]?(?:(?:${DIGITS})?\\.${DIGITS}|${DIGITS}\\.?)(?:[eE][+-]?${DIGITS})?$`);
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

/** Map every Unicode decimal digit (category Nd) to its ASCII digit, as Python's float() does. */
function asciiDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp <= 0x39) return ch;
    // Nd characters come in runs of whole 0-9 blocks: find the run's start.
    let start = cp;
    while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}

export function parsePythonFloat(input: string): number | null {
  const s = asciiDigits(input.replace(STRIP, ''));
  const special = SPECIAL.exec(s);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') return Number.NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  if (!DECIMAL.test(s)) return null;
  return Number(s.replace(/_/g, ''));
}
