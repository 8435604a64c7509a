#!/usr/bin/python3
"""Build font-metrics-ascii-widths.csv from the Font::Metrics modules of
libfont-afm-perl (/usr/share/perl5/Font/Metrics/*.pm).

Each module holds @wx, a 256-entry character width table (ISO-8859-1 order)
in units of the font size (em). The table keeps the 95 printable ASCII codes
32..126 and seven of the twelve fonts; widths are copied as written."""
import csv
import re
import unicodedata

FONTS = [
    ("helvetica", "Helvetica"),
    ("helvetica_bold", "HelveticaBold"),
    ("times_roman", "TimesRoman"),
    ("times_bold", "TimesBold"),
    ("times_italic", "TimesItalic"),
    ("courier", "Courier"),
    ("courier_bold", "CourierBold"),
]


def widths(module):
    text = open(f"/usr/share/perl5/Font/Metrics/{module}.pm", encoding="latin-1").read()
    body = re.search(r"@wx\s*=\s*\((.*?)\);", text, re.S).group(1)
    vals = [v.strip() for v in body.split(",") if v.strip()]
    assert len(vals) == 256, (module, len(vals))
    return vals


tables = {col: widths(mod) for col, mod in FONTS}
with open("font-metrics-ascii-widths.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["code", "hex", "character", "unicode_name"] + [c for c, _ in FONTS])
    for code in range(32, 127):
        ch = chr(code)
        w.writerow([code, f"0x{code:02X}", ch, unicodedata.name(ch)] +
                   [tables[c][code] for c, _ in FONTS])
