import { describe, expect, it } from 'vitest';
import { countWords, words } from '../../tools/text.js';

describe('countWords, the unit of the local engine’s token_used', () => {
  it('counts the word tokens of `words`, joined by inner stops, apostrophes, underscores and hyphens', () => {
    expect(countWords("x86-64 isn't 3.14, it’s MAX_RETRY -- a.-b 'quoted' ")).toBe(8);
    expect(words("x86-64 isn't 3.14, it’s MAX_RETRY -- a.-b 'quoted' ")).toEqual(['x86-64', "isn't", '3.14', 'it’s', 'MAX_RETRY', 'a', 'b', 'quoted']);
  });

  it('counts letters and digits of any script, astral ones included, and nothing in an empty or punctuation-only text', () => {
    expect(countWords('naïve 中文 𝐀𝐁 ٣٤ ²')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords(' .-_ ’ \n')).toBe(0);
    // (A lone surrogate is no letter.)
    expect(countWords('a\uD800b')).toBe(2);
  });

  it('agrees with the number of tokens `words` finds on mixed text', () => {
    const alphabet = ['a', 'Z', '9', '.', '-', '_', "'", '’', ' ', 'é', '中', '𝐀', '\n', '²'];
    // A fixed walk through the alphabet, so a failure repeats.
    let seed = 7;
    for (let k = 0; k < 2000; k++) {
      let text = '';
      for (let j = 0; j < k % 13; j++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        text += alphabet[seed % alphabet.length];
      }
      expect(countWords(text), JSON.stringify(text)).toBe(words(text).length);
    }
  });
});
