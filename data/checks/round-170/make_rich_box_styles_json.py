#!/usr/bin/python3
"""Box styles defined in rich/box.py (rich as vendored by pip, package python3-pip)."""
import json
import sys
sys.dont_write_bytecode = True  # do not write .pyc files outside this folder

sys.path.insert(0, "/usr/lib/python3/dist-packages")
from pip._vendor.rich import box  # /usr/lib/python3/dist-packages/pip/_vendor/rich/box.py

entries = []
for name, obj in vars(box).items():          # module order = order of definition in box.py
    if not isinstance(obj, box.Box) or not name.isupper():
        continue
    entries.append({
        "name": name,
        "ascii_only": obj.ascii,
        "top_left": obj.top_left,
        "top_horizontal": obj.top,
        "top_right": obj.top_right,
        "head_vertical": obj.head_vertical,
        "head_row_horizontal": obj.head_row_horizontal,
        "bottom_left": obj.bottom_left,
        "bottom_right": obj.bottom_right,
    })

with open("rich-box-styles.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(entries), "entries")
