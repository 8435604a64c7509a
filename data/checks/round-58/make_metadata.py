#!/usr/bin/python3
"""Write metadata.jsonl (round 58 questions)."""
import json
Q = [
 ("postgresql-15-copyright.txt", 1, "Whose name is on the copyright notice for PostgreSQL's pg_dump source code?", "Philip Warner"),
 ("postgresql-15-copyright.txt", 1, "Under which licence are Marko Kreen's pgcrypto files (for example the px* and pgp* sources) distributed? Give the licence name as this file writes it.", "BSD-2-clause"),
 ("postgresql-15-copyright.txt", 1, "The notice for the regular-expression code thanks several organizations that partly funded its development. How many organizations are named?", "4"),
 ("postgresql-15-copyright.txt", 2, "In the stanza that covers all files, how many years separate the University of California's copyright year from the last year of the PostgreSQL Global Development Group's range?", "25"),
 ("zstd-changelog.txt", 1, "In which release did 3 become the default compression level of the zstd command-line tool? Give the version number without the leading v.", "0.7.4"),
 ("zstd-changelog.txt", 1, "One version listed here was a development version that was never published. Which version number was it (digits and dots only)?", "1.5.3"),
 ("zstd-changelog.txt", 2, "How many days passed between zstd's very first release and the release in which the whole project was relicensed as BSD?", "373"),
 ("zstd-changelog.txt", 2, "A hotfix release corrected the wrong alignment of an internal buffer. How many days after the release before it did that hotfix come out?", "2"),
 ("nsenter.1.txt", 1, "If no program is named on the command line and SHELL is not set, which program does nsenter run? Give its full path.", "/bin/sh"),
 ("nsenter.1.txt", 1, "How many kinds of namespace does this manual say nsenter can enter?", "8"),
 ("nsenter.1.txt", 1, "Which long option may not be used together with --wd?", "--wdns"),
 ("nsenter.1.txt", 1, "Who are credited as the authors of nsenter? Give their surnames in alphabetical order, separated by a comma.", "Biederman, Zak"),
 ("dpms.txt", 1, "Who wrote the DPMS extension protocol specification?", "Rob Lembree"),
 ("dpms.txt", 1, "Which power level is described as blanked with lower power? Give its protocol name.", "DPMSModeSuspend"),
 ("dpms.txt", 2, "What is the DPMS opcode of the request meant for switching DPMS off without damaging the server's stored timeout values?", "5"),
 ("vim-os_haiku.txt", 1, "Where are Haiku's configuration and settings files normally kept? Give the path.", "/boot/home/config/settings"),
 ("vim-os_haiku.txt", 1, "What is the number of the section that explains how the meta key modifier is obtained?", "9"),
 ("vim-os_haiku.txt", 2, "How many years after the copyright year of the BeBox GUI support was Haiku support added to Vim?", "11"),
 ("xkb-options.csv", 1, "Which keyboard option lets both Shift keys pressed together turn Caps Lock on while a single Shift key turns it off? Give the option string.", "shift:both_capslock_cancel"),
 ("xkb-options.csv", 1, "How many options does the Caps Lock behavior group offer?", "16"),
 ("xkb-options.csv", 2, "Which groups offer exactly one option? Give the group names in alphabetical order, comma-separated.", "lv2, mod_led, solaris, terminate"),
 ("alchemical-symbols.json", 1, "What is the code point of the alchemical symbol for gold? Answer in the form U+XXXXX.", "U+1F71A"),
 ("alchemical-symbols.json", 1, "How many different crucible symbols are listed?", "5"),
 ("alchemical-symbols.json", 2, "How many code points in the block's stated range have no character listed in this file?", "12"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as out:
    for i, (f, lvl, q, a) in enumerate(Q, 1):
        out.write(json.dumps({"task_id": "check58-%02d" % i, "Question": q, "Level": lvl,
                              "Final answer": a, "file_name": f}, ensure_ascii=False) + "\n")
print(len(Q))
