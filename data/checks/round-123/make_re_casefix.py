#!/usr/bin/python3
"""Table of the extra case-insensitive equivalences used by Python's `re` module.

Source: /usr/lib/python3.11/re/_casefix.py (Debian package libpython3.11-minimal), dict _EXTRA_CASES:
each lowercase character is mapped to the other lowercase characters that share its uppercase form.
Character names are taken from the comment line written above each entry in that file.
"""
import json, re, sys

SRC = "/usr/lib/python3.11/re/_casefix.py"
entry = re.compile(r"^\s*0x([0-9a-f]{4,6}):\s*\(([^)]*)\),")
comment = re.compile(r"^\s*#\s*(.+?):\s*(.+?)\s*$")
rows = []
last = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        c = comment.match(line)
        if c and "Auto-generated" not in line:
            last = c
            continue
        m = entry.match(line)
        if m:
            code = int(m.group(1), 16)
            others = [int(x, 16) for x in re.findall(r"0x([0-9a-f]+)", m.group(2))]
            name = last.group(1)
            other_names = last.group(2).split(", ")
            assert len(other_names) == len(others), line
            rows.append({
                "code_point": "U+%04X" % code,
                "character": chr(code),
                "name": name,
                "equivalent_code_points": ["U+%04X" % o for o in others],
                "equivalent_names": other_names,
                "equivalent_count": len(others),
            })
            last = None

out = sys.argv[1] if len(sys.argv) > 1 else "python-re-casefix.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump(rows, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(rows), "entries")
