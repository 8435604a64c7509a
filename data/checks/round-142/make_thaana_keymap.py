"""Make vim-thaana-phonetic-keymap.csv from Vim's Thaana phonetic keymap."""
import csv, re, unicodedata

SRC = "/usr/share/vim/vim90/keymap/thaana-phonetic_utf-8.vim"
GROUPS = {
    "THAANA NORMAL LETTERS": "normal letter",
    "THAANA DOTTED LETTERS": "dotted letter",
    "THAANA FILI": "fili (vowel sign)",
    "OTHER THAANA RELATED": "other",
}
rows = []
group = None
started = False
for line in open(SRC, encoding="utf-8"):
    line = line.rstrip("\n")
    s = line.strip()
    if s.startswith('"'):
        for k, v in GROUPS.items():
            if s.lstrip('"').strip().startswith(k):
                group = v
        continue
    if s == "loadkeymap":
        started = True
        continue
    if not started or not s:
        continue
    m = re.match(r'(\S+)\s+(\S+)\s*(?:"(.*))?$', s)
    key, target, comment = m.group(1), m.group(2), (m.group(3) or "").strip()
    cm = re.fullmatch(r"<char-0x([0-9A-Fa-f]+)>", target)
    ch = chr(int(cm.group(1), 16)) if cm else target
    rows.append({
        "key": key,
        "uses_alt": "yes" if key.startswith("<M-") else "no",
        "group": group,
        "codepoint": "U+%04X" % ord(ch),
        "unicode_name": unicodedata.name(ch, ""),
        "keymap_comment": comment,
    })
with open("vim-thaana-phonetic-keymap.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
