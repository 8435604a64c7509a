#!/usr/bin/python3
import json
Q = [
 ("lgpl-2.1.txt", 1, "In the sample copyright disclaimer near the end of this license, what title does Ty Coon hold?", "President of Vice"),
 ("lgpl-2.1.txt", 1, "Which numbered section of the terms lets you apply the ordinary GNU General Public License to a copy of the library instead of this one? Give just the number.", "3"),
 ("lgpl-2.1.txt", 1, "What does this license call a program that contains no derivative of any portion of the library but is designed to work with it by being compiled or linked with it?", "work that uses the Library"),
 ("lgpl-2.1.txt", 2, "How many years separate the date written beside the sample signature from the month and year this version of the license was issued?", "9"),
 ("dash-ChangeLog.txt", 1, "Who wrote the most recent entry in this dash changelog?", "Stéphane Aulery"),
 ("dash-ChangeLog.txt", 1, "What is the date of the oldest entry in the log? Answer in YYYY-MM-DD form.", "2004-05-28"),
 ("dash-ChangeLog.txt", 1, "One release of dash was cut on the same day that errors about trap signal names or numbers stopped being fatal. On what date was that? Answer in YYYY-MM-DD form.", "2010-04-02"),
 ("dash-ChangeLog.txt", 2, "Support for ulimit -r was added at some point. What is the version number of the first release recorded after that change?", "0.5.8"),
 ("deb-version.7.txt", 1, "What are the three parts of a Debian package version number? List them in the order they appear in the version string, separated by commas.", "epoch, upstream-version, debian-revision"),
 ("deb-version.7.txt", 1, "If a version number has no epoch, what epoch value is assumed?", "0"),
 ("deb-version.7.txt", 1, "In which dpkg version did the tilde character get its special sorting behaviour? Give the version number only.", "1.10"),
 ("apt-README.md", 1, "How many tools does the README list as included with APT?", "9"),
 ("apt-README.md", 1, "Which of APT's tools is meant to be used by debconf so it can ask configuration questions before installation?", "apt-extracttemplates"),
 ("apt-README.md", 1, "Under which top-level heading of the README is the Debug::pkgProblemResolver option discussed?", "Debugging"),
 ("debconf.conf", 1, "What file permission mode is set for the database that accepts only passwords?", "600"),
 ("debconf.conf", 1, "The configdb database is built as a stack. Which databases make up that stack? Give their names in the order listed, separated by commas.", "config, passwords"),
 ("debconf.conf", 1, "Besides the LDAP driver, which database driver is used in the commented-out examples for reading data from another host?", "DirTree"),
 ("dpkg-cputable.json", 1, "What GNU name corresponds to the Debian CPU called ppc64el?", "powerpc64le"),
 ("dpkg-cputable.json", 1, "Which GNU/Linux architecture names are built on the arm CPU? List them in the order given, separated by commas.", "armhf, armel, arm"),
 ("dpkg-cputable.json", 1, "How many of the listed CPUs are big-endian and have 64-bit pointers?", "5"),
 ("installed-fonts.csv", 1, "How many of the installed font files are monospaced?", "8"),
 ("installed-fonts.csv", 1, "Among the Liberation font families, which one comes from a different foundry than the rest?", "Liberation Sans Narrow"),
 ("installed-fonts.csv", 1, "What is the PostScript name of the font with the lowest weight value?", "DejaVuSans-ExtraLight"),
 ("installed-fonts.csv", 2, "How many more languages does the DejaVu Sans Book font cover than the Liberation Sans Regular font?", "65"),
]
with open('metadata.jsonl', 'w', encoding='utf-8') as f:
    for i, (fn, lvl, q, a) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": f"check6-{i:02d}", "Question": q, "Level": lvl,
                            "Final answer": a, "file_name": fn}, ensure_ascii=False) + '\n')
