"""Write currency-symbols.json: every assigned code point of the Unicode 'Currency Symbols'
block (U+20A0..U+20CF) known to Python's unicodedata, in code point order."""
import json, unicodedata

out = []
for cp in range(0x20A0, 0x20D0):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    out.append({"codepoint": f"U+{cp:04X}", "character": ch, "name": name,
                "category": unicodedata.category(ch), "bidi": unicodedata.bidirectional(ch),
                "decomposition": unicodedata.decomposition(ch) or None})
with open("currency-symbols.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Currency Symbols", "range": "U+20A0..U+20CF",
               "unicode_version": unicodedata.unidata_version, "characters": out},
              f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "characters")
