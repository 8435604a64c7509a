#!/usr/bin/python3
"""Write metadata.jsonl (the questions of check round 26)."""
import json

Q = [
 ("time-ChangeLog.txt", 1, "This is the ChangeLog of GNU time. What is the newest version number it records?", "1.7.3"),
 ("time-ChangeLog.txt", 1, "Which contributor renamed signal_t to sighand_t in time.c?", "Charles Hannum"),
 ("time-ChangeLog.txt", 2, "The project moved to GPL v3 in one of the versions listed in this log. On what date was that version's entry written? Answer as YYYY-MM-DD.", "2012-12-21"),
 ("time-ChangeLog.txt", 1, "How many distinct version releases (entries announcing 'Version ...') are recorded in this ChangeLog?", "11"),
 ("systemd.timer.5.txt", 1, "I want my systemd timer to fire as close to the scheduled time as possible. What value does this manual say I should give AccuracySec=?", "1us"),
 ("systemd.timer.5.txt", 1, "Of the boolean options documented for the [Timer] section, which one defaults to true?", "RemainAfterElapse="),
 ("systemd.timer.5.txt", 1, "If WakeSystem= is turned on, which clock is used for the monotonic timers (OnBootSec= and friends)?", "CLOCK_BOOTTIME"),
 ("systemd.timer.5.txt", 1, "A timer unit that has at least one OnCalendar= line gets two extra After= dependencies. On which two targets? Give them in the order the page names them, comma-separated.", "time-set.target, time-sync.target"),
 ("sensible-utils-copyright.txt", 1, "Who holds the copyright on the Italian translation of the manual pages?", "Beatrice Torracca"),
 ("sensible-utils-copyright.txt", 1, "How many languages of man page translations (the man/po4a files) get their own entry in this copyright file?", "8"),
 ("sensible-utils-copyright.txt", 2, "In the stanza that covers all files of the package, Clint Adams's copyright period starts in some year and David Prévot's copyright is dated to another. How many years after the start of Clint Adams's period is David Prévot's year?", "10"),
 ("xz-utils-faq.txt", 1, "According to this FAQ, what do the letters XZ stand for?", "Nothing"),
 ("xz-utils-faq.txt", 1, "Who designed the LZMA compression algorithm?", "Igor Pavlov"),
 ("xz-utils-faq.txt", 1, "How many questions does this FAQ answer?", "18"),
 ("xz-utils-faq.txt", 2, "With the xz -9 preset, how many times bigger is a multi-threaded block than the LZMA dictionary? Give the number.", "3"),
 ("xfontsel-app-defaults.txt", 1, "Who is named as the author of this application defaults file?", "Ralph R. Swick"),
 ("xfontsel-app-defaults.txt", 2, "In this resource file, one font-name field is labelled 'set width' when long names are used. What label does that same field get when long names are not used?", "sWdth"),
 ("xfontsel-app-defaults.txt", 1, "What is the largest value in the point size list defined here?", "400"),
 ("ethertypes.json", 1, "What is the decimal number of the EtherType used by the Link Layer Discovery Protocol?", "35020"),
 ("ethertypes.json", 1, "Which EtherType entry is the only one that has no comment?", "X25"),
 ("ethertypes.json", 1, "List the aliases of the EtherType for VLAN tagged frames, in the order given, comma-separated.", "8021q, 1q, 802.1q, dot1q"),
 ("math-operators.csv", 1, "What is the name of the character U+2235?", "BECAUSE"),
 ("math-operators.csv", 1, "How many of the characters in this file are not bidi-mirrored?", "84"),
 ("math-operators.csv", 2, "The character called VOLUME INTEGRAL decomposes into three copies of another character in this block. What is that other character's name?", "CONTOUR INTEGRAL"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as out:
    for i, (f, lvl, q, a) in enumerate(Q, 1):
        out.write(json.dumps({"task_id": "check26-%02d" % i, "Question": q, "Level": lvl,
                              "Final answer": a, "file_name": f}, ensure_ascii=False) + "\n")
print(len(Q))
