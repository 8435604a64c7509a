#!/usr/bin/python3
"""Make html-tagset-link-elements.json from /usr/share/perl5/HTML/Tagset.pm (package libhtml-tagset-perl).

One entry per element of %linkElements, with the attributes that can hold links,
whether the element is in %emptyElement, and its boolean attributes from %boolean_attr."""
import json, re

SRC = "/usr/share/perl5/HTML/Tagset.pm"
text = open(SRC, encoding="utf-8").read()

def block(start):
    i = text.index(start)
    return text[i:text.index(");", i)]

empty = set(re.search(r"%emptyElement\s*=\s*map \{; \$_ => 1 \} qw\((.*?)\);", text, re.S).group(1).split())

links = {}
for el, attrs in re.findall(r"'([\w]+)'\s*=>\s*\[([^\]]*)\]", block("%linkElements =")):
    links[el] = re.findall(r"'([^']+)'", attrs)

booleans = {}
for el, val in re.findall(r"'(\w+)'\s*=>\s*('[^']*'|\{[^}]*\})", block("%boolean_attr = (")):
    booleans[el] = re.findall(r"'([^']+)'", val) if val.startswith("{") else [val.strip("'")]

entries = []
for el, attrs in links.items():
    entries.append({
        "element": el,
        "link_attributes": attrs,
        "link_attribute_count": len(attrs),
        "is_empty_element": el in empty,
        "boolean_attributes": booleans.get(el, []),
    })
with open("html-tagset-link-elements.json", "w", encoding="utf-8") as out:
    json.dump({"source": SRC, "tagset_version": re.search(r"\$VERSION = '([^']+)'", text).group(1),
               "elements": entries}, out, indent=2)
    out.write("\n")
print(len(entries), "entries")
