#!/usr/bin/python3
"""Write rich-default-styles.json from Rich's DEFAULT_STYLES table as vendored in pip
(/usr/lib/python3/dist-packages/pip/_vendor/rich/default_styles.py)."""
import json
from pip._vendor.rich.default_styles import DEFAULT_STYLES
ATTRS = ["bold", "dim", "italic", "underline", "blink", "blink2", "reverse",
         "conceal", "strike", "underline2", "frame", "encircle", "overline"]
out = []
for name, st in DEFAULT_STYLES.items():   # source order
    on = [a for a in ATTRS if getattr(st, a) is True]
    off = [a for a in ATTRS if getattr(st, a) is False]
    out.append({
        "style_name": name,
        "definition": str(st),
        "color": st.color.name if st.color else None,
        "background": st.bgcolor.name if st.bgcolor else None,
        "attributes_on": on,
        "attributes_off": off,
    })
with open("rich-default-styles.json", "w", encoding="utf-8") as fh:
    json.dump(out, fh, indent=2, ensure_ascii=False)
    fh.write("\n")
