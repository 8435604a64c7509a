"""python-mimetypes.json: the built-in extension -> MIME type tables of Python's
mimetypes module (mimetypes._types_map_default = strict, IANA-registered types;
mimetypes._common_types_default = non-strict, commonly used but unregistered).
No system mime.types file is read. One object per extension, sorted by extension."""
import json, mimetypes, sys

items = []
for ext, typ in mimetypes._types_map_default.items():
    items.append({"extension": ext, "mime_type": typ, "strict": True})
for ext, typ in mimetypes._common_types_default.items():
    items.append({"extension": ext, "mime_type": typ, "strict": False})
items.sort(key=lambda d: (d["extension"], not d["strict"]))
json.dump(items, sys.stdout, indent=2)
sys.stdout.write("\n")
