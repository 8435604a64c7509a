#!/usr/bin/python3
"""Event settings of the OpenJDK 17 Flight Recorder 'Profiling' template (profile.jfc) as CSV."""
import csv
import xml.etree.ElementTree as ET

SRC = "/etc/java-17-openjdk/jfr/profile.jfc"
root = ET.parse(SRC).getroot()
cols = ["event", "enabled", "period", "threshold", "stack_trace"]
with open("jfr-profile-events.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(cols)
    n = 0
    for ev in root.iter("event"):
        s = {st.get("name"): (st.text or "").strip() for st in ev.findall("setting")}
        w.writerow([ev.get("name"), s.get("enabled", ""), s.get("period", ""),
                    s.get("threshold", ""), s.get("stackTrace", "")])
        n += 1
print(n)
