#!/usr/bin/python3
"""Make ebcdic-cp037.json from Python's cp037 codec source,
/usr/lib/python3.11/encodings/cp037.py (package libpython3.11-minimal).

Each of the 256 lines of its decoding_table ends in a comment
"#  0xNN -> NAME"; the character itself is taken from the codec
(bytes([n]).decode("cp037")). One object per byte value:
  byte     - "0xNN" as written in the source
  decimal  - the byte value
  unicode  - "U+XXXX" of the decoded character
  name     - the NAME from the comment
"""
import json
import re

SRC = "/usr/lib/python3.11/encodings/cp037.py"
OUT = "ebcdic-cp037.json"

entries = []
in_table = False
for line in open(SRC, encoding="utf-8"):
    if line.startswith("decoding_table = ("):
        in_table = True
        continue
    if in_table and line.startswith(")"):
        break
    if in_table:
        m = re.search(r"#\s+(0x[0-9A-F]{2}) -> (.+?)\s*$", line)
        if m:
            n = int(m.group(1), 16)
            ch = bytes([n]).decode("cp037")
            entries.append({"byte": m.group(1), "decimal": n,
                            "unicode": "U+%04X" % ord(ch), "name": m.group(2)})

doc = {"encoding": "cp037",
       "description": "EBCDIC code page 037 (as in Python's cp037 codec): byte value to Unicode character",
       "source": SRC,
       "count": len(entries),
       "characters": entries}
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"{OUT}: {len(entries)} entries")
