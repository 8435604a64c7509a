import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { outline } from '../../tools/outline.js';
import type { Table } from '../../tools/table.js';
import { copyrightTable } from '../../tools/copyright.js';
import { sentences } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';

// Kinds of question the engine generalises to (issue 18, sixth round), each on a small text written here.

function table(csv: string): Table {
  const [head, ...lines] = csv.trim().split('\n');
  const columns = head!.split(',');
  return { columns, rows: lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i]!, v]))) };
}

function records(rows: Record<string, unknown>[]): Table {
  const columns = Object.keys(rows[0]!);
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, typeof r[c] === 'string' ? (r[c] as string) : JSON.stringify(r[c])]))) };
}

describe('tables: words that only name the subject, columns named apart or by initials, counts', () => {
  const codes = table(`
name,code,kind,description
ECHO,1,option,Gopher Remote Echo
TLS,46,option,Gopher Start TLS
WIDTH,8,option,line width
HOLD,8,signal,line width
BEL,7,signal,bell
`);
  it('drops a word that only begins some cells ("Gopher") when the other conditions still name one row', () => {
    expect(answerTableQuestion('What numeric code does Gopher use for the line width option?', codes)?.answer).toBe('8');
  });
  it('keeps such a word when dropping it would leave a class of rows, not one', () => {
    const features = table(`
what,status,warning
fallback-format,deprecated,program
forget-old,obsolete,program
tar-check,removed,program
822-date (program),removed,
`);
    expect(answerTableQuestion('The 822-date program was dropped. What status does it have?', features)).toBeNull();
  });

  const domains = table(`
tld,icann_rules,icann_wildcard,icann_exception,private_rules
top,1,0,0,0
domains,1,0,0,2
jp,1791,1,5,10
ck,2,1,1,0
de,1,0,0,74
uk,20,0,0,120
`);
  it('names a column by the initials of hyphenated words, and the words inside that phrase name no row', () => {
    expect(answerTableQuestion('How many top-level domains have more than 10 rules in the ICANN section?', domains)?.answer).toBe('2');
  });
  it('names a column by its words apart ("rules in the ICANN section"), which then ranks the rows', () => {
    expect(answerTableQuestion('Which top-level domain has the largest number of rules in the ICANN section of the list?', domains)?.answer).toBe('jp');
  });
  it('reads a count column named by all its words after "how many", though the question says "are there"', () => {
    expect(answerTableQuestion('How many private-section rules are there under the .de top-level domain?', domains)?.answer).toBe('74');
  });
  it('takes "has any" over a column of counts as above zero, and "exception" as the column\'s word, not an odd one out', () => {
    expect(answerTableQuestion('Other than jp, which top-level domain has any ICANN exception rules?', domains)?.answer).toBe('ck');
  });
});

describe('tables: cells that list items', () => {
  const classes = records([
    { name: 'Fault', bases: ['object'], depth: 0, description: 'Root of all faults.' },
    { name: 'Exception', bases: ['Fault'], depth: 1, description: 'Common faults.' },
    { name: 'IOFault', bases: ['Exception'], depth: 2, description: 'Input or output failed.' },
    { name: 'DiskFull', bases: ['IOFault'], depth: 3, description: 'No room left.' },
    { name: 'Unplugged', bases: ['IOFault'], depth: 3, description: 'Device went away.' },
    { name: 'FaultGroup', bases: ['Fault'], depth: 1, description: 'Several faults.' },
    { name: 'ExceptionGroup', bases: ['FaultGroup', 'Exception'], depth: 2, description: 'Several exceptions.' },
  ]);
  it('counts the rows whose list cell holds a name, named after words meaning that column ("inherit from")', () => {
    expect(answerTableQuestion('How many of these exception classes inherit directly from IOFault?', classes)?.answer).toBe('2');
  });
  it('picks the row whose list cell holds that many items, and "what are they" asks for the items', () => {
    expect(answerTableQuestion('One exception class here has two direct base classes. What are they? List them in the order given.', classes)?.answer).toBe(
      'FaultGroup, Exception',
    );
  });
  it('still answers a list column for a row named by a cell that is also an item ("the Exception class")', () => {
    expect(answerTableQuestion('What bases does the IOFault class have?', classes)?.answer).toBe('Exception');
  });
});

describe('header fields, copyright files, manual pages', () => {
  const header = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: quill',
    'Upstream-Contact: Ada Quill <ada at example dot org>',
    'Source: https://example.org/quill',
    '',
    'Files: *',
    'Copyright: 2011-2019 Ada Quill',
    'License: ISC',
    '',
    'Files: debian/*',
    'Copyright: 2015—2022 Tom Berg <tom@example.org>',
    'License: ISC',
    '',
    'License: ISC',
    ' Permission to use, copy, modify, and/or distribute this software for any',
    ' purpose with or without fee is hereby granted.',
  ].join('\n');
  it('keeps header fields, one a line, as sentences of their own', () => {
    expect(sentences('Upstream-Name: quill\nUpstream-Contact: Ada Quill <ada at example dot org>\nSource: https://example.org/quill')).toHaveLength(3);
  });
  it("answers a who-question from a field's value, never with the field's name", async () => {
    expect(await localAnswer("Who is given as the project's upstream contact?", header, 'copyright')).toBe('Ada Quill');
  });
  it('strips a year range written with an em dash, and names the debian/* stanza as the packaging', () => {
    expect(copyrightTable(header)?.rows.find((r) => r.files === 'debian/*')?.copyright).toBe('Tom Berg');
    expect(answerTableQuestion('Who holds the copyright on the Debian packaging files?', copyrightTable(header)!)?.answer).toBe('Tom Berg');
  });

  const page = [
    'KILN(1)                      User Commands                      KILN(1)',
    '',
    'NAME',
    '       kiln - fire a batch of jobs',
    '',
    'DESCRIPTION',
    '       kiln runs each job in turn.',
    '',
    '   Batch size',
    '       A batch holds at most 64 jobs; older releases had other limits; see',
    '       BUGS.',
    '',
    '   BUGS',
    '       Before   release   3.1,   kiln   counted   the   queue   limits',
    '       against  the  wrong  user,  so  a  batch  could  not  shrink.',
    'EXIT STATUS',
    '       0      Success.',
    '       1      Failure.',
    'NOTES',
    '       The screen is not redrawn after the terminal is resized.',
    '',
    'kiln 3.2                         2023-01-02                      KILN(1)',
  ].join('\n');
  it("finds a manual page's sections without blank lines around them, and its indented subsections", () => {
    const titles = outline(page).map((s) => `${s.depth}:${s.title}`);
    expect(titles).toEqual(['1:NAME', '1:DESCRIPTION', '2:Batch size', '2:BUGS', '1:EXIT STATUS', '1:NOTES']);
  });
  it('names the section a question describes, following a "see BUGS" to the section that explains', async () => {
    expect(await localAnswer('Under which section heading does this page mention that the screen is not redrawn after a resize?', page, 'kiln.1.txt')).toBe(
      'NOTES',
    );
    expect(
      await localAnswer(
        'Which section of this manual page explains the problems with the queue limits before release 3.1? Give the section name.',
        page,
        'kiln.1.txt',
      ),
    ).toBe('BUGS');
  });
  it('reads fully justified lines as prose, not as columns', () => {
    expect(sentences('Before   release   3.1,   kiln   counted   the   queue   limits\nagainst  the  wrong  user,  so  a  batch  could  not  shrink.')).toEqual(
      ['Before release 3.1, kiln counted the queue limits against the wrong user, so a batch could not shrink.'],
    );
  });
});
