#!/usr/bin/python3
"""Writes metadata.jsonl (the question set) for guide-1."""
import json
Q = [
 ("gfdl-1.3.txt", 2, "I'm preparing a manual under this license and want to put promotional passages on both the front and the back cover. How many more words may the back-cover passage have than the front-cover one?", "20"),
 ("gfdl-1.3.txt", 1, "This license mentions the organization that publishes the CC-BY-SA license. In which city does that organization have its principal place of business?", "San Francisco"),
 ("gfdl-1.3.txt", 1, "Which numbered section of this license explains what counts as an \"aggregate\"?", "7"),
 ("gfdl-1.3.txt", 2, "For a wiki-style collaboration site to qualify for relicensing, outside works had to be incorporated into it before a certain cutoff date, and the site operator had to republish under CC-BY-SA before a later deadline. How many months apart are those two dates?", "9"),
 ("ed-ChangeLog.txt", 1, "What is the newest version of ed covered by this change log?", "1.19"),
 ("ed-ChangeLog.txt", 1, "When was the ed release that added the --strip-trailing-cr option published? Give the date as YYYY-MM-DD.", "2022-02-04"),
 ("ed-ChangeLog.txt", 1, "Whose suggestion led to ed getting its -E / --extended-regexp option?", "Shawn Wagner"),
 ("ed-ChangeLog.txt", 2, "How many years passed between the GNU ed 0.2 release and the release of version 0.3?", "12"),
 ("ed-ChangeLog.txt", 1, "Who is credited with the oldest entry in this log?", "François Pinard"),
 ("bzip2.1.txt", 1, "What exit status does bzip2 return when it detects a corrupt compressed file?", "2"),
 ("bzip2.1.txt", 1, "If I decompress a file that was compressed with -4 and I use the reduced-memory option, about how much memory will decompression take? Answer in k, number only.", "1100"),
 ("bzip2.1.txt", 2, "For the Calgary corpus files used in the memory table, how many bytes smaller is the total compressed size at -9 than at -1?", "86062"),
 ("bzip2.1.txt", 1, "According to this manual page, who turned bzip2's documentation into XML?", "Donna Robinson"),
 ("users-and-groups.txt", 1, "What does the group name \"dip\" stand for?", "Dialup IP"),
 ("users-and-groups.txt", 2, "One user and group are no longer created by default because the program that used them has been removed from Debian. What numeric uid/gid did they have?", "41"),
 ("users-and-groups.txt", 1, "How many users does the document list as having no corresponding group?", "3"),
 ("users-and-groups.txt", 1, "Apart from sudo itself, which command lets members of the sudo group run any command as any user?", "pkexec"),
 ("bash-POSIX.txt", 1, "When bash runs in POSIX mode, which file does it use for command history by default?", "~/.sh_history"),
 ("bash-POSIX.txt", 1, "How many behaviour changes are listed as taking effect when bash's POSIX mode is on? Don't count the POSIX behaviours bash still doesn't implement.", "61"),
 ("bash-POSIX.txt", 1, "Which item number in the POSIX-mode list says that kill won't accept signal names written with the SIG prefix?", "38"),
 ("bash-POSIX.txt", 2, "Turning on POSIX mode also sets two shell options. Which are they? Give them in alphabetical order, separated by commas.", "inherit_errexit, shift_verbose"),
 ("30-metric-aliases.conf", 1, "In this fontconfig file, which Google CrOS core font is paired with Courier New?", "Cousine"),
 ("30-metric-aliases.conf", 1, "In the part of this file that maps generic families to specific ones, which families are accepted for Courier New? List them in the order the file gives, comma-separated.", "Cousine, Liberation Mono, Cumberland, Cumberland AMT"),
 ("30-metric-aliases.conf", 2, "Which Microsoft font has a Liberation counterpart but no Google CrOS core counterpart?", "Arial Narrow"),
 ("30-metric-aliases.conf", 1, "P052 is the URW stand-in for which PostScript font?", "Palatino"),
 ("ca-certificates.csv", 1, "Which of these root certificates is the first to expire? Give its common name.", "E-Tugra Certification Authority"),
 ("ca-certificates.csv", 1, "Which certificate stays valid the longest, that is, has the latest expiry date? Give its common name.", "Certum Trusted Network CA 2"),
 ("ca-certificates.csv", 2, "Take the certificate whose validity started earliest. In what year does it expire?", "2028"),
 ("ca-certificates.csv", 1, "How many of the certificates expire before 1 January 2030?", "23"),
 ("dpkg-ostable.json", 1, "What GNU system name corresponds to the Debian system name base-gnu-hurd?", "gnu"),
 ("dpkg-ostable.json", 1, "How many entries have linux as their kernel? Don't count uclinux.", "12"),
 ("dpkg-ostable.json", 2, "Other than gnu, which libc values occur in entries whose kernel is linux? List them alphabetically, comma-separated.", "musl, uclibc"),
 ("dpkg-ostable.json", 2, "Which system comes right after the one whose kernel is solaris? Give its Debian name.", "eabi-uclibc-uclinux"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as f:
    for i, (fn, lvl, q, a) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": f"guide1-{i:02d}", "Question": q, "Level": lvl,
                            "Final answer": a, "file_name": fn}, ensure_ascii=False) + "\n")
print(len(Q))
