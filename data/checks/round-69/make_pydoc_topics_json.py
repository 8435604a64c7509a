#!/usr/bin/python3
"""Dump the help topics that Python's interactive help() knows about
(pydoc.Helper.topics in this Python's standard library) as JSON.
A topic is either documented itself (doc_label = the label of its section in
the Python reference, see_also = the related names help() lists) or is only
an alias that help() redirects to another topic or keyword (alias_of)."""
import json, pydoc, sys

items = []
for name in sorted(pydoc.Helper.topics):
    v = pydoc.Helper.topics[name]
    if isinstance(v, str):
        items.append({"topic": name, "doc_label": None, "see_also": [], "alias_of": v})
    else:
        label, related = v
        items.append({"topic": name, "doc_label": label,
                      "see_also": related.split(), "alias_of": None})

out = sys.argv[1] if len(sys.argv) > 1 else "python-help-topics.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump({"source": "pydoc.Helper.topics (Python %d.%d.%d)" % sys.version_info[:3],
               "topics": items}, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(items), "topics")
