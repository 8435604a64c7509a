#!/usr/bin/python3
"""List the font files shipped by three installed font packages, as CSV.

For every .ttf file of fonts-dejavu-core, fonts-dejavu-extra and
fonts-liberation (file list from `dpkg -L`), fontconfig's `fc-query` is asked
for the font's properties. Rows are sorted by file name.
Columns: file, package, family, style, postscript_name, weight, slant,
width, monospaced, foundry, font_version, languages (number of language
codes fontconfig says the font covers).
"""
import csv, os, subprocess

PKGS = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation']
FMT = '%{family[0]}\t%{style[0]}\t%{postscriptname}\t%{weight}\t%{slant}\t%{width}\t%{spacing}\t%{foundry}\t%{fontversion}\t%{lang}\n'

rows = []
for pkg in PKGS:
    files = subprocess.run(['dpkg', '-L', pkg], capture_output=True, text=True,
                           check=True).stdout.split('\n')
    for path in files:
        if not path.endswith('.ttf') or not os.path.isfile(path):
            continue
        out = subprocess.run(['fc-query', '-f', FMT, path], capture_output=True,
                             text=True, check=True).stdout.rstrip('\n')
        fam, style, ps, weight, slant, width, spacing, foundry, ver, lang = out.split('\t')
        rows.append({'file': os.path.basename(path), 'package': pkg,
                     'family': fam, 'style': style, 'postscript_name': ps,
                     'weight': weight, 'slant': slant, 'width': width,
                     'monospaced': 'yes' if spacing == '100' else 'no',
                     'foundry': foundry, 'font_version': ver,
                     'languages': len(lang.split('|')) if lang else 0})

rows.sort(key=lambda r: r['file'])
with open('installed-fonts.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
