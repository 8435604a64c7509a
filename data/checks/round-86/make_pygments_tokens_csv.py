#!/usr/bin/python3
"""Write pygments-token-types.csv from pygments.token.STANDARD_TYPES
(python3-pygments, /usr/lib/python3/dist-packages/pygments/token.py).
One row per token type, in the dict's own order:
token_type, css_class (short CSS class name; empty for Token and Token.Text),
parent (the parent token type; empty for the root Token), depth (number of
dotted parts after 'Token')."""
import csv
from pygments.token import STANDARD_TYPES

with open("pygments-token-types.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["token_type", "css_class", "parent", "depth"])
    for ttype, css in STANDARD_TYPES.items():
        name = str(ttype)
        parent = "" if ttype.parent is None else str(ttype.parent)
        w.writerow([name, css, parent, len(ttype)])
