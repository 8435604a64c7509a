#!/usr/bin/python3
"""Write metadata.jsonl (the guide-3 question set)."""
import json
Q = [
 ("gpl-1.txt", 1, "In the sample copyright disclaimer at the end of this license, what title does the person who signs it hold?", "President of Vice"),
 ("gpl-1.txt", 1, "According to this license, passing on only the information you received about where the source code can be obtained is an option reserved for what kind of distribution? Answer with the single adjective the license uses.", "noncommercial"),
 ("gpl-1.txt", 1, "Which numbered paragraph of the terms says that no copyright holder will be liable to you for damages, even if told such damages were possible? Give the paragraph number.", "10"),
 ("gpl-1.txt", 2, "Take the version number of the made-up program shown in the example start-up notice and multiply it by the minimum number of years that a written offer to supply source code must stay valid. What is the result?", "207"),
 ("gettext-NEWS.txt", 1, "Which gettext release was the first in which xgettext supported Ruby? Give the version number.", "0.21"),
 ("gettext-NEWS.txt", 2, "In what month and year did gettext put out the release that made msgfmt produce little-endian .mo files by default? Answer as 'Month YYYY'.", "June 2016"),
 ("gettext-NEWS.txt", 1, "Who wrote the msgmerge and msgunfmt programs when they were first added to gettext?", "Peter Miller"),
 ("gettext-NEWS.txt", 1, "How many gettext releases in these notes are dated 2014?", "5"),
 ("gettext-NEWS.txt", 2, "Subtract the year of the oldest release described in these notes from the year of the release that first installed the libtextstyle library. What number do you get?", "24"),
 ("gitignore.5.txt", 1, "If XDG_CONFIG_HOME is unset or empty, which file does Git use by default for the ignore patterns I want applied in every situation? Give the path as written in the manual.", "$HOME/.config/git/ignore"),
 ("gitignore.5.txt", 1, "I committed a file by mistake and now want Git to stop tracking it. Which command does this manual page tell me to use?", "git rm --cached"),
 ("gitignore.5.txt", 1, "Git checks ignore patterns from several sources in a fixed order of precedence, highest first. Which source comes third in that order?", "$GIT_DIR/info/exclude"),
 ("gitignore.5.txt", 1, "What does an optional \"!\" at the start of a pattern do to that pattern? Answer with the three-word phrase the manual uses.", "negates the pattern"),
 ("gitignore.5.txt", 1, "Of the pages listed under SEE ALSO, which one belongs to manual section 5? Give its name without the section number.", "gitrepository-layout"),
 ("adduser-README.txt", 1, "By default, what file mode does adduser give the home directory of a system user?", "0755"),
 ("adduser-README.txt", 1, "Who helped polish the language of the first revisions of this README?", "Ximon Eighteen"),
 ("adduser-README.txt", 1, "The README names three packages that already provide a declarative way to create package-related users. Which one is named second?", "opensysusers"),
 ("adduser-README.txt", 2, "The adduser version that first split DIR_MODE from SYS_DIR_MODE came out in which month and year? Answer as 'Month YYYY'.", "July 2022"),
 ("dbus-system.conf", 1, "Which user account does the system-wide message bus run as?", "messagebus"),
 ("dbus-system.conf", 1, "In the default policy, which one method of the org.freedesktop.DBus interface are clients explicitly forbidden to call? Give the member name.", "UpdateActivationEnvironment"),
 ("dbus-system.conf", 1, "What is the default maximum number of pending replies allowed per connection, according to the limits listed (commented out) in this file?", "128"),
 ("dbus-system.conf", 2, "How many seconds is the default service start timeout for this bus? Give just the number.", "25"),
 ("gdb-amd64-syscalls.csv", 1, "What number does the memfd_secret system call have on x86-64?", "447"),
 ("gdb-amd64-syscalls.csv", 1, "How many system calls are in the network group, counting those that are also in another group?", "19"),
 ("gdb-amd64-syscalls.csv", 1, "Which system calls are in both the descriptor group and the signal group? List their names in alphabetical order, separated by commas.", "signalfd, signalfd4"),
 ("gdb-amd64-syscalls.csv", 1, "How many of the listed system calls are not assigned to any group at all?", "170"),
 ("cmake-policies.json", 1, "In which CMake version was the policy introduced that makes the return command check its parameters?", "3.25"),
 ("cmake-policies.json", 1, "Which CMake version introduced more policies than any other version?", "3.0"),
 ("cmake-policies.json", 1, "Which policies are not marked as having a deprecated OLD behavior? Give their IDs in ascending order, separated by commas.", "CMP0097, CMP0110, CMP0114, CMP0116, CMP0118"),
 ("cmake-policies.json", 2, "How many policies were introduced in the same CMake version as the policy under which the CPack DragNDrop generator disables SLA by default?", "10"),
 ("bash-COMPAT.txt", 1, "Which shopt option took over the job of the old glob_dot_filenames variable? Give just the option name.", "dotglob"),
 ("bash-COMPAT.txt", 1, "One item lists variables that were removed from bash, most of them now handled by shopt or set. How many variables does that item name?", "11"),
 ("bash-COMPAT.txt", 1, "Which version of bash introduced the BASH_COMPAT variable? Give the version number.", "4.3"),
 ("bash-COMPAT.txt", 2, "Of the compatibility levels described at the end of the document, which is the highest one that can still be selected with its own shopt option? Give its compatNN name.", "compat44"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as f:
    for i, (fn, lvl, q, a) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": f"guide3-{i:02d}", "Question": q, "Level": lvl,
                            "Final answer": a, "file_name": fn}, ensure_ascii=False) + "\n")
print(len(Q), "questions")
