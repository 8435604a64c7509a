import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '../../gaia/attachments.js';
import { isPod, podText, unwrapCodes } from '../../gaia/pod.js';
import { localAnswer } from '../helpers/local-chain.js';

const tutorial = [
  '# -*- perl -*-',
  '# Copyright (C) 2004 A. Reef',
  '',
  '=pod',
  '',
  '=head1 NAME',
  '',
  'Reef::Tutorial - providing a Reef service',
  '',
  '=head1 STARTING THE SERVICE',
  '',
  'Services which wish to be started on demand merely need stick a',
  'definition file into the directory C</usr/share/reef-1/services>. The file',
  'should be named after the service, with C<.service> appended.',
  '',
  '',
  '  my $bus = Reef->find;',
  '  my $obj = $bus->get("B<not bold here>");',
  '',
  '=head2 Options',
  '',
  '=over 4',
  '',
  '=item B<--verbose>',
  '',
  'Print what is done; see L<the manual|Reef::Manual> and L<reef(1)>.',
  '',
  '=item *',
  '',
  'A bullet with E<lt>angleE<gt> brackets and C<< $a <=> $b >>.',
  '',
  '=back',
  '',
  '=cut',
].join('\n');

describe('POD read as perldoc shows it', () => {
  it('knows POD by its commands, not by one stray "=" line', () => {
    expect(isPod(tutorial)).toBe(true);
    expect(isPod('a = b\n=head1 alone\ntext')).toBe(false);
  });

  it('unwraps formatting codes, nested and with doubled brackets', () => {
    expect(unwrapCodes('into C</usr/share/reef> and B<C<--help>>')).toBe('into /usr/share/reef and --help');
    expect(unwrapCodes('C<< $a <=> $b >>, E<gt>, L<text|Some::Module>, L<perlsyn/"For Loops">, X<index>')).toBe('$a <=> $b, >, text, perlsyn (For Loops), ');
  });

  it('renders headings, items under their terms, verbatim paragraphs as written, and drops the header before the first command', () => {
    const text = podText(tutorial);
    expect(text).not.toContain('Copyright (C) 2004');
    expect(text).toContain('# NAME\n\nReef::Tutorial - providing a Reef service');
    expect(text).toContain('## Options');
    expect(text).toContain('into the directory /usr/share/reef-1/services. The file should be named after the service, with .service appended.');
    // (A verbatim paragraph after two blank lines is still verbatim, its codes kept.)
    expect(text).toContain('  my $bus = Reef->find;\n  my $obj = $bus->get("B<not bold here>");');
    // (The item's paragraph right under its term, as perldoc sets it.)
    expect(text).toMatch(/\n {2}--verbose\n {6}Print what is done; see the manual and reef\(1\)\./);
    expect(text).toContain('\n  - A bullet with <angle> brackets and $a <=> $b.');
  });

  it('reads a .txt or .pod attachment that is POD as POD, and answers from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gm-pod-'));
    for (const name of ['tutorial.txt', 'tutorial.pod']) {
      const path = join(dir, name);
      writeFileSync(path, tutorial);
      const read = await readAttachment(path);
      expect(read.status).toBe('ok');
      expect(read.text).toContain('/usr/share/reef-1/services');
      expect(read.text).not.toContain('C</usr');
    }
    const read = await readAttachment(join(dir, 'tutorial.txt'));
    const q = 'In which directory should a service definition file be placed so that the service can be started on demand?';
    expect(await localAnswer(q, read.text, 'tutorial.txt')).toBe('/usr/share/reef-1/services');
  });
});
