import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { copyrightTable } from '../../tools/copyright.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table } from '../helpers/tables.js';

// Cases a fresh reviewer wrote against the sixteenth round's rules (issue 18): where a rule must stand back.

describe('sixteenth round review: rules that must stand back', () => {
  it('still names the first release of a NEWS file by its version (only a "Release Notes" title names the document)', async () => {
    const news = [
      'News in 3.14.1',
      '==============',
      '* Fix a crash when the schema is missing',
      '* Update Czech translation',
      '',
      'News in 3.14.0',
      '==============',
      '* Add the clock-format key',
      '* Remove the deprecated cursor-size key',
      '',
    ].join('\n');
    expect(await localAnswer('How many changes are listed in 3.14.1?', news, 'NEWS')).toBe('2');
    expect(await localAnswer('What is the second change listed in 3.14.1?', news, 'NEWS')).toBe('Update Czech translation');
  });
  it('reads "the main source code in plugins/" as that directory, not the catch-all', () => {
    const dep5 = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      '',
      'Files: *',
      'Copyright: 1995-2020 Reef Kimball',
      'License: GPL-3+',
      '',
      'Files: plugins/*',
      'Copyright: 2010 Ada Plugin',
      'License: LGPL-3+',
      '',
    ].join('\n');
    expect(answerTableQuestion('Which license covers the main source code in plugins/?', copyrightTable(dep5)!)?.answer).toBe('LGPL-3+');
  });
  it('reads an ordinal only in a column of positions, and "N cores or more" as a bound', () => {
    const rules = table(['rule,severity,hits', 'disk-full,5,120', 'mem-leak,4,300', 'slow-query,2,80'].join('\n'));
    expect(answerTableQuestion('Which rule is 2nd in severity?', rules)?.answer).not.toBe('slow-query');
    const servers = table(['host,cores,ram_gb', 'alpha,2,4', 'beta,4,16', 'gamma,8,32', 'delta,16,64', 'epsilon,4,8'].join('\n'));
    expect(answerTableQuestion('How many hosts with 8 cores or fewer are there?', servers)?.answer).toBe('4');
    expect(answerTableQuestion('Which servers have 4 cores or more?', servers)?.answer).toBe('beta, gamma, delta, epsilon');
  });
  it('takes "(default)" only from the clause about what is asked', async () => {
    const page = [
      '       --format=FMT',
      '              archive format: tar, zip (default), cpio',
      '',
      '       -x, --exclude=PATTERN',
      '              skip files matching PATTERN (the default is to skip nothing)',
      '',
    ].join('\n');
    expect(await localAnswer('What is the default value of the exclude pattern?', page, 'reefar.1.txt')).not.toBe('zip');
  });
  it('names a package only from a sentence about what is asked, and not for "what package type"', async () => {
    const readme = [
      'The build produces a deb package by default; run `make rpm` for an RPM package instead.',
      'The documentation is shipped in the reef-doc package.',
      'The whole package is licensed under the GPL.',
      '',
    ].join('\n');
    expect(await localAnswer('Which package is licensed under the GPL?', readme)).not.toBe('deb');
    expect(await localAnswer('What package type is produced by make rpm?', readme)).not.toBe('deb');
  });
  it('gives no argument of another command line where the one asked about takes several', async () => {
    const api = ['To set the log level with the reef-ctl tool:', '', '    $ reef-ctl --set level debug', '    $ reef-ctl restart', ''].join('\n');
    expect(await localAnswer('What value does the reef-ctl tool set the level to?', api)).not.toBe('restart');
  });
  it('does not take "Give the file name" as naming a column of file counts', async () => {
    const conf = [
      '# Where logs are written',
      'log_dir = /var/log/reefd',
      '',
      '# Maximum number of rotated files kept',
      'max_files = 7',
      '',
      '# Extra settings',
      'include = extra.conf',
      '',
      'rotate = daily',
      '',
    ].join('\n');
    expect(await localAnswer('Which file is included by the include setting? Give the file name.', conf, 'reefd.conf')).toBe('extra.conf');
  });
});

describe('sixteenth round: losses the all-sets run found', () => {
  const header = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: reefsecret',
    'Upstream-Contact: Ada Kelp <ada@example.org>',
    'Source: https://example.org/reefsecret',
    '',
    'Files: *',
    'Copyright: 2011 Ada Kelp',
    'License: LGPL-2.1+',
    '',
    'Files: debian/*',
    'Copyright: 2012 Tom Frond',
    'License: LGPL-2.1+',
    '',
  ].join('\n');
  it('reads the header field whose label the question writes closest together, without the address, or the address alone', async () => {
    expect(
      await localAnswer(
        "Who is given as the upstream contact for reefsecret in its copyright file? Give the person's name only.",
        header,
        'reefsecret-copyright.txt',
      ),
    ).toBe('Ada Kelp');
    expect(
      await localAnswer('Looking at the Debian copyright file for reefsecret: who is given as the upstream contact?', header, 'reefsecret-copyright.txt'),
    ).toBe('Ada Kelp');
    expect(
      await localAnswer('What e-mail address is given as the upstream contact for reefsecret in this copyright file?', header, 'reefsecret-copyright.txt'),
    ).toBe('ada@example.org');
  });
  it("keeps the project's name in the query where no release is asked", async () => {
    const text = [
      'Copyright © 2007 reef-user-dirs',
      '',
      'This program is free software; you can redistribute it under the GNU GPL version 2.',
      '',
      'For reef-user-dir-lookup.c:',
      '  Permission is hereby granted, free of charge, to any person obtaining a copy (MIT).',
      '',
      'On Debian systems, the complete text of the GNU General Public License can be found in /usr/share/common-licenses/GPL-2.',
      '',
    ].join('\n');
    expect(
      await localAnswer(
        'The reef-user-dirs copyright file puts one source file under a permissive licence instead of the GNU GPL. What is the name of that file?',
        text,
        'reef-user-dirs-copyright.txt',
      ),
    ).toBe('reef-user-dir-lookup.c');
  });
});
