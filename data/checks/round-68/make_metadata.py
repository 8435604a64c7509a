#!/usr/bin/python3
"""Writes metadata.jsonl for round 68 (kept beside the data for the record)."""
import json
Q = [
 ("Who originally turned the Tk sources into a Debian package, according to this copyright file?", 1, "David Engel", "tk8.6-copyright.txt"),
 ("In the list of copyright holders of individual files, how many Copyright lines are there? Count every line, even when a name appears more than once.", 1, "33", "tk8.6-copyright.txt"),
 ("Which copyright holder in this file has the earliest starting year? Give the organisation's name as written.", 1, "Massachusetts Institute of Technology", "tk8.6-copyright.txt"),
 ("How many separate changes are listed for the newest zlib release in this change log?", 1, "10", "zlib-ChangeLog.txt"),
 ("On what date was the zlib release that added tables to speed up crc32_combine() by a factor of 200? Give the date exactly as the change log writes it.", 2, "27 Mar 2022", "zlib-ChangeLog.txt"),
 ("Which zlib version number was deliberately skipped to avoid confusion?", 1, "1.0", "zlib-ChangeLog.txt"),
 ("How many days passed between zlib 1.2.12 and zlib 1.2.13, going by the dates in the change log?", 2, "200", "zlib-ChangeLog.txt"),
 ("If I don't pass -T, how many seconds will ssh-keyscan wait before giving up on a host?", 1, "5", "ssh-keyscan.1.txt"),
 ("Which key type can ssh-keyscan fetch with -t, but is left out when no type is given?", 1, "dsa", "ssh-keyscan.1.txt"),
 ("How many years separate the publication year of the RFC cited in this manual's SEE ALSO section and the year of the manual page's own date?", 2, "16", "ssh-keyscan.1.txt"),
 ("What is the maximum number of filters an .xz filter chain can hold?", 1, "4", "xz-utils-README.txt"),
 ("What IRC nickname does Lasse Collin use?", 1, "Larhzu", "xz-utils-README.txt"),
 ("Which section number of the XZ Utils README explains what the parts of a version number like X.Y.ZS mean?", 1, "2", "xz-utils-README.txt"),
 ("How many polkit actions does this policy file define?", 1, "6", "org.freedesktop.systemd1.policy.xml"),
 ("Only one action in this file refuses outright, by default, when the caller is in an inactive session, rather than asking for administrator authentication. What is that action's id?", 1, "org.freedesktop.systemd1.reply-password", "org.freedesktop.systemd1.policy.xml"),
 ("Being authorised to manage system service or unit files also implies which other actions? Give their action ids, comma-separated, in the order the file lists them.", 2, "org.freedesktop.systemd1.reload-daemon, org.freedesktop.systemd1.manage-units", "org.freedesktop.systemd1.policy.xml"),
 ("Which keysym corresponds to the Unicode character U+2015?", 1, "Greek_horizbar", "x11-greek-keysyms.csv"),
 ("How many keysyms here stand for a Greek capital letter with tonos?", 1, "7", "x11-greek-keysyms.csv"),
 ("Some keysym values are shared by two different names. Which values are they? List them in ascending order, comma-separated, written as in the file.", 1, "0x07a5, 0x07cb, 0x07eb", "x11-greek-keysyms.csv"),
 ("Find the keysym with the highest value. According to its comment, what is it an alias for?", 2, "mode_switch", "x11-greek-keysyms.csv"),
 ("Counting both of its vendor ids, how many PCI devices does Red Hat, Inc. have in this list?", 1, "37", "virtual-pci-devices.json"),
 ("How many of the listed devices have at least one subsystem model?", 1, "10", "virtual-pci-devices.json"),
 ("What is the model name of the VMware device with the highest device id?", 1, "HD Audio Controller", "virtual-pci-devices.json"),
 ("VMware's Virtual Machine Interface has a subsystem entry. What name is given in parentheses for that subsystem?", 1, "Hypervisor ROM Interface", "virtual-pci-devices.json"),
]
with open('metadata.jsonl', 'w', encoding='utf-8') as f:
    for i, (q, lvl, a, fn) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": f"check68-{i:02d}", "Question": q, "Level": lvl, "Final answer": a, "file_name": fn}, ensure_ascii=False) + "\n")
