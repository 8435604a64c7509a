#!/usr/bin/python3
import json
Q = [
("valgrind-copyright.txt", 1, "Some of the entries that credit Daniel Nagy with copyright also name a university beside him. Which university?", "Budapest University of Technology and Economics"),
("valgrind-copyright.txt", 1, "How many of the file groups described in this copyright file are released under version 2.1 (or later) of the GNU Lesser General Public License?", "2"),
("valgrind-copyright.txt", 1, "Only one group of files in this package is under a licence that is labelled just \"other\". Which institution owns the copyright on it?", "Carnegie Mellon University"),
("valgrind-copyright.txt", 2, "One of the two people holding the copyright on Valgrind's timerfd system-call test also holds the copyright for an entire top-level directory of the source tree. What is that directory called?", "drd"),
("upower-NEWS.txt", 1, "In which UPower version was the build system ported to meson?", "0.99.14"),
("upower-NEWS.txt", 1, "The 0.9.0 release added three translations. Which languages were they? List them in the order given, separated by commas.", "Swedish, Italian, Polish"),
("upower-NEWS.txt", 2, "How many days passed between the UPower release that was ported to GDBus and the release that came right after it?", "524"),
("upower-NEWS.txt", 1, "What is the release date of the very first version recorded in these release notes? Answer in YYYY-MM-DD form.", "2008-09-02"),
("ssh_config.5.txt", 2, "Suppose I set ServerAliveInterval to 30 and leave ServerAliveCountMax at its default. After about how many seconds will ssh drop the connection to a server that has stopped responding?", "90"),
("ssh_config.5.txt", 1, "Which percent token expands to the remote port in the OpenSSH client configuration?", "%p"),
("ssh_config.5.txt", 1, "Who wrote the original free ssh release that OpenSSH was derived from?", "Tatu Ylonen"),
("ssh_config.5.txt", 1, "How many criteria keywords does the Match keyword offer, not counting the single token all?", "7"),
("zutty-README.org", 1, "How many different DEC terminal models does Zutty say it substantially emulates the protocols of?", "7"),
("zutty-README.org", 1, "In Zutty, what key combination copies the primary selection to the clipboard?", "Control+Shift+C"),
("zutty-README.org", 1, "Under which section heading does the Zutty README mention that blinking text is not supported yet?", "Omissions and limitations"),
("defaults.vim", 1, "With these default settings, how many milliseconds does Vim wait after Esc for a special key code?", "100"),
("defaults.vim", 1, "What variable can something that runs earlier, such as a system-wide vimrc, define so that this defaults file bails out?", "skip_defaults_vim"),
("defaults.vim", 1, "When the terminal is something other than xterm, what value does this file give the mouse option?", "nvi"),
("tz-links.csv", 1, "Which target zone has the largest number of alias names pointing to it?", "Etc/GMT"),
("tz-links.csv", 1, "Only one alias whose name starts with \"Europe/\" points to a zone outside the Europe region. Which alias is it?", "Europe/Nicosia"),
("tz-links.csv", 1, "Which old zone names are links to America/Toronto? List them in alphabetical order, separated by commas.", "America/Montreal, America/Nipigon, America/Thunder_Bay, Canada/Eastern"),
("unicode-blocks.json", 2, "In which Unicode block does the code point U+2603 fall?", "Miscellaneous Symbols"),
("unicode-blocks.json", 1, "Leaving out everything above U+FFFF, which block covers the most code points?", "CJK Unified Ideographs"),
("unicode-blocks.json", 1, "How many blocks have \"Latin\" in their name?", "10"),
]
with open('metadata.jsonl', 'w', encoding='utf-8') as out:
    for i, (f, lvl, q, a) in enumerate(Q, 1):
        out.write(json.dumps({"task_id": "check14-%02d" % i, "Question": q, "Level": lvl,
                              "Final answer": a, "file_name": f}, ensure_ascii=False) + '\n')
