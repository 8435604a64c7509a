#!/usr/bin/python3
"""Per-vendor summary of /usr/lib/udev/hwdb.d/60-keyboard.hwdb (package udev).

One row per vendor section (a '# Name' line framed by two lines made only of
'#' characters), from the first section up to the 'FIXED LAYOUT DEVICES'
banner.  Columns:
  vendor          - the section title as written
  title_line      - 1-based line number of the title in the hwdb file
  match_patterns  - lines in the section that start a match (evdev:... or keyboard:...)
  key_assignments - lines in the section that set a KEYBOARD_KEY_<scancode> property
"""
import csv, re, sys

SRC = "/usr/lib/udev/hwdb.d/60-keyboard.hwdb"
lines = open(SRC, encoding="utf-8").read().split("\n")
bar = re.compile(r"^#{10,}$")
rows, cur = [], None
for i, line in enumerate(lines):
    if "FIXED LAYOUT DEVICES" in line:
        break
    if (bar.match(line) and i + 2 < len(lines) and bar.match(lines[i + 2])
            and lines[i + 1].startswith("# ")):
        cur = {"vendor": lines[i + 1][2:].strip(), "title_line": i + 2,
               "match_patterns": 0, "key_assignments": 0}
        rows.append(cur)
        continue
    if cur is None:
        continue
    if re.match(r"^(evdev|keyboard):", line):
        cur["match_patterns"] += 1
    elif re.match(r"^\s+KEYBOARD_KEY_", line):
        cur["key_assignments"] += 1

w = csv.DictWriter(sys.stdout, fieldnames=["vendor", "title_line", "match_patterns", "key_assignments"],
                   lineterminator="\n")
w.writeheader()
w.writerows(rows)
