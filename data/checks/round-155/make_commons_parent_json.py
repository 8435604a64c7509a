#!/usr/bin/python3
"""Build commons-parent-plugin-versions.json from the Apache Commons Parent
POM shipped by libcommons-parent-java:
/usr/share/maven-repo/org/apache/commons/commons-parent/56/commons-parent-56.pom

It keeps the <properties> entries named commons.<tool>.version whose value is
a literal version (no ${...} reference).  commons.bc.version and
commons.rc.version are not tool versions and are skipped."""
import json, re
import xml.etree.ElementTree as ET

SRC = "/usr/share/maven-repo/org/apache/commons/commons-parent/56/commons-parent-56.pom"
NS = {"m": "http://maven.apache.org/POM/4.0.0"}
root = ET.parse(SRC).getroot()
props = root.find("m:properties", NS)

lines = open(SRC, encoding="utf-8").read().splitlines()
def line_of(tag):
    for i, l in enumerate(lines, 1):
        if "<" + tag + ">" in l:
            return i
    return None

entries = []
for el in props:
    tag = el.tag.split("}", 1)[1]
    m = re.fullmatch(r"commons\.(.+)\.version", tag)
    if not m or tag in ("commons.bc.version", "commons.rc.version"):
        continue
    value = (el.text or "").strip()
    if "${" in value or not value:
        continue
    entries.append({
        "property": tag,
        "tool": m.group(1),
        "version": value,
        "major_version": int(value.split(".")[0]),
        "is_milestone": "-M" in value,
        "pom_line": line_of(tag),
    })

doc = {
    "source": SRC,
    "pom": {"groupId": "org.apache.commons", "artifactId": "commons-parent",
            "version": root.find("m:version", NS).text},
    "count": len(entries),
    "versions": entries,
}
with open("commons-parent-plugin-versions.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
