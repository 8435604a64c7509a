"""Make imap-commands.json from the Commands table of Python's imaplib module
(/usr/lib/python3.11/imaplib.py): for every IMAP4 command the client knows,
the protocol states in which imaplib allows it to be sent.
Run with /usr/bin/python3 from this folder."""
import imaplib
import json

cmds = [
    {"command": name, "allowed_states": list(states), "state_count": len(states)}
    for name, states in sorted(imaplib.Commands.items())
]
doc = {
    "source": "Python imaplib.Commands (/usr/lib/python3.11/imaplib.py)",
    "states": ["NONAUTH", "AUTH", "SELECTED", "LOGOUT"],
    "commands": cmds,
}
with open("imap-commands.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=2)
    f.write("\n")
print(len(cmds), "commands")
