/**
 * Perl's Plain Old Documentation as the text perldoc shows: headings as Markdown headings, "=item" entries as terms
 * over their indented text (bullets as "- "), verbatim paragraphs as they are, and the formatting codes unwrapped
 * ("C</usr/share/dbus-1/services>" → "/usr/share/dbus-1/services", "L<text|Some::Module>" → "text", "E<gt>" → ">").
 */

/** Whether a text is POD: two command paragraphs or more ("=head1", "=item", "=over", …) at the start of a line. */
export function isPod(text: string): boolean {
  return (text.match(/^=(?:head[1-6]|item|over|back|pod|cut|begin|end|for|encoding)\b/gm) ?? []).length >= 2;
}

const ENTITIES: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  lt: '<',
  gt: '>',
  verbar: '|',
  sol: '/',
  quot: '"',
  amp: '&',
  apos: "'",
  nbsp: ' ',
});

/** One formatting code's text: its content, a link's text (or its target), an escape's character, nothing for X<>/Z<>. */
function codeText(code: string, content: string): string {
  if (code === 'E') {
    const n = /^(?:0x([0-9a-f]+)|(\d+))$/i.exec(content);
    if (n) return String.fromCodePoint(n[1] ? parseInt(n[1], 16) : Number(n[2]));
    return ENTITIES[content.toLowerCase()] ?? content;
  }
  if (code === 'X' || code === 'Z') return '';
  if (code === 'L') {
    const bar = content.indexOf('|');
    if (bar >= 0) return content.slice(0, bar);
    // "L<perlsyn/"For Loops">" reads as its page and section.
    return content.replace(/^([^/]*)\/"?([^"]*)"?$/, (_, page: string, section: string) => (page ? `${page} (${section})` : section));
  }
  return content;
}

/** The text with its formatting codes unwrapped, innermost first: "C<< $a <=> $b >>", "B<C<--help>>", "fooE<gt>". */
export function unwrapCodes(text: string): string {
  // The escapes first, each to a character of its own kept aside, so that a "<" or ">" they stand for opens or closes no
  // other code; then the rest, innermost first (bounded: each pass unwraps one code at least, or stops).
  const escaped: string[] = [];
  let out = text.replace(/E<([^<>]*)>/g, (_, content: string) => {
    escaped.push(codeText('E', content));
    return `\u{F8FF}${escaped.length - 1}\u{F8FE}`;
  });
  for (let pass = 0; pass < 20; pass++) {
    const next = out
      .replace(/([A-Z])<{2,}\s+(.+?)\s+>{2,}/gu, (_, code: string, content: string) => codeText(code, content))
      .replace(/([A-Z])<([^<>]*)>/g, (_, code: string, content: string) => codeText(code, content));
    if (next === out) break;
    out = next;
  }
  return out.replace(/\u{F8FF}(\d+)\u{F8FE}/gu, (_, i: string) => escaped[Number(i)] ?? '');
}

/**
 * The POD text as plain text. Paragraphs are split at blank lines; a command paragraph ("=head2 Title") becomes its
 * heading or item line, an ordinary one is joined and indented under the item it belongs to, a verbatim one (indented)
 * is kept as written, its codes left alone.
 */
export function podText(text: string): string {
  const out: string[] = [];
  // How deep in =over lists the text is.
  let depth = 0;
  let inItem = false;
  // Whether the last line written is an item's term, its paragraph not yet come.
  let termAbove = false;
  let skipping = false;
  let started = false;
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n(?:[ \t]*\n)+/)) {
    if (!para.trim()) continue;
    const command = /^=([a-z]+\d?)\b[ \t]*([\s\S]*)$/.exec(para);
    // (What comes before the first command is no POD: a file's comment header.)
    started ||= command !== null;
    if (!started) continue;
    if (skipping) {
      if (command && (command[1] === 'end' || command[1] === 'cut')) skipping = false;
      continue;
    }
    const pad = ' '.repeat(inItem ? 4 * depth + 2 : 4 * depth);
    if (command) {
      const [, name, rest] = command as unknown as [string, string, string];
      const body = unwrapCodes(rest.replace(/\s+/g, ' ').trim());
      const head = /^head([1-6])$/.exec(name);
      termAbove = false;
      if (head) {
        out.push(`${'#'.repeat(Number(head[1]))} ${body}`);
        inItem = false;
      } else if (name === 'over') depth++;
      else if (name === 'back') {
        depth = Math.max(0, depth - 1);
        inItem = false;
      } else if (name === 'item') {
        const bullet = /^(?:\*|[-+•])(?:\s+(.*))?$/.exec(body);
        const numbered = /^(\d+)\.?\s*(.*)$/.exec(body);
        const indent = ' '.repeat(4 * Math.max(0, depth - 1) + 2);
        out.push(bullet ? `${indent}- ${bullet[1] ?? ''}` : numbered && numbered[2] ? `${indent}${numbered[1]}. ${numbered[2]}` : `${indent}${body}`);
        inItem = !bullet && !(numbered && numbered[2]);
        termAbove = inItem;
      } else if (name === 'begin' || name === 'for') skipping = name === 'begin';
      // (=pod, =cut, =encoding and any other command: no text of their own.)
      continue;
    }
    // (Within a list, set in as far as the text around it, as perldoc does: a code example under an item stays under it.)
    if (/^[ \t]/.test(para)) {
      out.push(pad ? para.replace(/^/gm, pad) : para);
      termAbove = false;
      continue;
    }
    const joined = unwrapCodes(para.replace(/\s*\n\s*/g, ' ').trim());
    // (An empty bullet, "=item *", takes the paragraph after it; else under a term, set in deeper than the term; under a
    // bullet, at the bullet's text.)
    // (A term's first paragraph sits right under it, no blank line between, as perldoc sets it: the term heads its entry.)
    if (out.length && /^\s*- $/.test(out.at(-1)!)) out[out.length - 1] += joined;
    else if (termAbove) out[out.length - 1] += `\n${pad}${joined}`;
    else out.push(`${pad}${joined}`);
    termAbove = false;
  }
  return `${out.join('\n\n')}\n`;
}
