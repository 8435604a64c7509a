import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table } from '../helpers/tables.js';

// Misfires a fresh review found in the fifteenth round's rules (issue 18): where the new rules must not fire, or must
// pick among several readings.

describe('fifteenth round: text rules that must choose or stand back', () => {
  const readme = [
    '# Foo-Bar',
    '',
    '## Building',
    '',
    'The distribution is managed with Dist::Zilla. Releases are signed with GnuPG and uploaded to CPAN.',
    'Pull requests will be automatically tested on Linux by Travis and on Windows by AppVeyor.',
    '',
  ].join('\n');
  it('answers the agent of the clause the question qualifies ("on Windows by AppVeyor")', async () => {
    expect(await localAnswer('Which CI service runs the tests on Windows?', readme)).toBe('AppVeyor');
  });
  const news = [
    'foo 3.2 (2021-05-04)',
    '',
    '  * The manual pages were converted to Markdown by Peter Green using pandoc.',
    '  * The cache is now stored in XDG_CACHE_HOME.',
    '  * Options: ignore-case -> case-insensitive, max-depth -> depth-limit',
    '  * API: Parser.readAll -> Parser.read_all',
    '',
  ].join('\n');
  it('answers the tool a thing was done with, not the person it was done by', async () => {
    expect(await localAnswer('Which tool was used to convert the manual pages?', news)).toBe('pandoc');
  });
  it('takes no changelog label for an environment variable', async () => {
    expect(await localAnswer('Which environment variable is the cache stored in?', news)).toBe('XDG_CACHE_HOME');
  });
  it('answers no new name where the question asks when a thing was renamed', async () => {
    expect(await localAnswer('When was max-depth renamed?', news)).not.toBe('depth-limit');
  });
  const changes = [
    'Version 1.4 (2019-03-02)',
    '',
    'To mount encrypted volumes, the cryptsetup package must be installed.',
    '',
    'build:',
    '   - drop the autotools files',
    '   - require a C99 compiler',
    'mount:',
    '   - add the --fake option',
    '   - honour the nofail flag',
    '',
    'Version 1.3 (2018-10-14)',
    '',
    'build:',
    '   - add a meson port',
    'mount:',
    '   - fix a race on startup',
    '',
  ].join('\n');
  it('reads a label word used as a verb as the verb ("To mount encrypted volumes")', async () => {
    expect(await localAnswer('Which package is needed to mount encrypted volumes?', changes)).toBe('cryptsetup');
  });
  it('counts under the label inside the release the question names', async () => {
    expect(await localAnswer('How many entries are listed under mount in version 1.3?', changes)).toBe('1');
  });
  it('keeps a class word that is part of a name ("the University of Oregon")', async () => {
    expect(await localAnswer('Which university is the licensor?', 'Licence\n\nThe licensor is the University of Oregon.\n')).toBe('University of Oregon');
  });
});

describe('fifteenth round: table and copyright rules that must stand back', () => {
  it('reads "the upstream source files in compat/queue.h" as those files, not the catch-all', async () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: tmux',
      '',
      'Files: *',
      'Copyright: 2007-2020 Nicholas Marriott',
      'License: ISC',
      '',
      'Files: compat/queue.h compat/tree.h',
      'Copyright: 1991, 1993 The Regents of the University of California',
      'License: BSD-3-clause',
      '',
    ].join('\n');
    expect(await localAnswer('Which license covers the upstream source files in compat/queue.h?', copyright, 'copyright')).toBe('BSD-3-clause');
  });
  const keysyms = table('name,keysym_hex,keysym_decimal\nspace,0x0020,32\nBackSpace,0xff08,65288\nEscape,0xff1b,65307');
  it('reads a hex value the question gives as the row it picks', () => {
    expect(answerTableQuestion('Which key has the keysym hex value 0xff1b?', keysyms)?.answer).toBe('Escape');
    expect(answerTableQuestion('Which name has the hexadecimal code 0xff08?', keysyms)?.answer).toBe('BackSpace');
  });
  const algos = table('algorithm,family,needs_cryptography_package\nHS256,HMAC,no\nRS256,RSA,yes\nES256,ECDSA,yes');
  it('reads a yes/no question on a flag column as before, and names the rows a flag picks', () => {
    expect(answerTableQuestion('Does HS256 need the cryptography package?', algos)?.answer).toBe('no');
    expect(answerTableQuestion('Which algorithms need the cryptography package?', algos)?.answer).toBe('RS256, ES256');
  });
  it("answers the column asked of a row that sets a key, not the key's value", () => {
    const drirc = table('row,application,driver,options\n3,Doom 3,,disable_arb_gpu_shader5=true\n4,Steam,iris,glsl_zero_init=true; vblank_mode=0');
    expect(answerTableQuestion('Which driver is used by the row that sets glsl_zero_init?', drirc)?.answer).toBe('iris');
  });
  it('keeps "What X does the row with the most Y have" on X', () => {
    const tz = table('id,zone,country,utc_offset,zone_count\n1,Europe/Berlin,Germany,1,1\n5,Europe/Moscow,Russia,3,11\n7,Pacific/Auckland,New Zealand,12,2');
    expect(answerTableQuestion('What UTC offset does the country with the most zones have?', tz)?.answer).not.toBe('New Zealand');
  });
});

describe('fifteenth round: settings and defaults that must stand back', () => {
  it('reads no one value of a key that two sections set differently', async () => {
    const yml = ['production:', '  log_level: warn', '', 'development:', '  log_level: debug', ''].join('\n');
    expect(await localAnswer('What value does log_level have in development?', yml, 'app.yml')).not.toBe('warn');
  });
  it('reads no pair of default ports as the first one', async () => {
    const page = ['DESCRIPTION', '       webd listens on the default ports 80 and 443 for HTTP and HTTPS respectively.', ''].join('\n');
    expect(await localAnswer('What is the default port for HTTPS?', page)).not.toBe('80');
  });
});

describe('fifteenth round: empty cells written as empty lists', () => {
  it('counts the rows with no items at all where empty cells are written "[]"', () => {
    const layouts = {
      columns: ['layout', 'variants'],
      rows: [
        { layout: 'us', variants: '["intl","dvorak"]' },
        { layout: 'ad', variants: '[]' },
        { layout: 'af', variants: '["ps"]' },
        { layout: 'al', variants: '[]' },
      ],
    };
    expect(answerTableQuestion('How many of the keyboard layouts have no variants at all?', layouts)?.answer).toBe('2');
  });
});
