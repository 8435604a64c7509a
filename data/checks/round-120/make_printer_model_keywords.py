#!/usr/bin/python3
"""Table of the model-name keywords that cupshelpers (python3-cupshelpers) uses
to guess a printer's manufacturer when a PPD make-and-model string lacks one.
Source: /usr/lib/python3/dist-packages/cupshelpers/ppds.py (_MFR_BY_RANGE)."""
import csv
import sys

sys.path.insert(0, "/usr/lib/python3/dist-packages")
from cupshelpers import ppds  # noqa: E402

rows = []
for mfr_pos, (mfr, regexp) in enumerate(ppds._MFR_BY_RANGE, start=1):
    for kw_pos, keyword in enumerate(regexp.pattern.split("|"), start=1):
        rows.append({
            "manufacturer": mfr,
            "manufacturer_order": mfr_pos,
            "keyword_order": kw_pos,
            "model_keyword_regex": keyword,
        })

with open("printer-model-keywords.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["manufacturer", "manufacturer_order",
                                      "keyword_order", "model_keyword_regex"])
    w.writeheader()
    w.writerows(rows)
