#!/usr/bin/python3
"""Translation Project teams table (gettext's teams.html) -> tp-translation-teams.json"""
import json, re

SRC = "/usr/share/gettext/projects/TP/teams.html"
html = open(SRC, encoding="utf-8").read()
rows = re.findall(
    r'<tr align="center">\s*<td><a href="([^"]+)">([^<]+)</a></td>\s*'
    r'<td>([^<]+)</td>\s*<td><a href="mailto:[^"]*">([^<]*)</a></td>\s*</tr>', html)
teams = []
for page, language, code, address in rows:
    address = address.strip()
    teams.append({
        "language": language.strip(),
        "code": code.strip(),
        "team_address": None if address == "(nothing)" else address,
        "team_page": page,
    })
with open("tp-translation-teams.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "team_count": len(teams), "teams": teams}, f, ensure_ascii=False, indent=1)
    f.write("\n")
