#!/usr/bin/python3
"""Writes metadata.jsonl for the guide-4 set (questions kept here for easy editing)."""
import json
Q = [
 # lgpl-2.0.txt
 ("I'm reading this library license. In the example copyright disclaimer it suggests an employer sign, what is the name of the library being disclaimed?", 1, "Frob", "lgpl-2.0.txt"),
 ("If an object file only uses small macros and small inline functions from the library, how long can those inline functions be, at most, for the use to stay unrestricted? Answer with the number of lines.", 1, "10", "lgpl-2.0.txt"),
 ("Which numbered section of this license allows the original copyright holder to add an explicit geographical distribution limitation that excludes certain countries?", 1, "12", "lgpl-2.0.txt"),
 ("The license says that executables containing object code plus portions of the Library still fall under a particular numbered section. If I choose that section's option of a written offer instead of shipping the materials, for at least how many years must the offer remain valid?", 2, "3", "lgpl-2.0.txt"),
 # libidn2-NEWS.txt
 ("In which release of libidn2 was the \"idn2\" command line tool first added?", 1, "0.2", "libidn2-NEWS.txt"),
 ("According to these release notes, how many characters long can a domain name in string representation be when it ends with a period?", 1, "254", "libidn2-NEWS.txt"),
 ("How many of the releases listed in this file were tagged as beta?", 1, "8", "libidn2-NEWS.txt"),
 ("How many days passed between the initial draft release put out for public review of the API and the release that added the command line tool?", 2, "21", "libidn2-NEWS.txt"),
 ("One person is credited with reporting problems that were fixed in both release 0.11 and release 0.12. Who is it?", 1, "Hanno Böck", "libidn2-NEWS.txt"),
 # glob.7.txt
 ("Back in UNIX V6, wildcard patterns were expanded by a separate program rather than by the shell. What was that program's full path?", 1, "/etc/glob", "glob.7.txt"),
 ("In bash, what command does this page give to get the classical behaviour where a wildcard pattern with no matches expands to an empty list?", 1, "shopt -s nullglob", "glob.7.txt"),
 ("How many named character classes (like [:alpha:]) are listed as examples on this page?", 1, "12", "glob.7.txt"),
 ("Named character classes in bracket expressions are defined by which category of the current locale?", 1, "LC_CTYPE", "glob.7.txt"),
 # libjpeg-turbo-README.md
 ("Who developed libjpeg/SIMD, the MMX-accelerated derivative of libjpeg v6b that libjpeg-turbo was originally based on?", 1, "Miyasaka Masaru", "libjpeg-turbo-README.md"),
 ("libjpeg-turbo's decompressor supports a list of IDCT scaling factors, only some of which are SIMD-accelerated. How many of the supported scaling factors are not SIMD-accelerated?", 2, "13", "libjpeg-turbo-README.md"),
 ("When decompressing a JPEG that contains restart markers, by up to what percentage can libjpeg-turbo's decompression performance drop?", 1, "20", "libjpeg-turbo-README.md"),
 ("I want to run libjpeg-turbo under Valgrind without rebuilding it. Which environment variable should I set to 1 at run time to disable the SIMD extensions?", 1, "JSIMD_FORCENONE", "libjpeg-turbo-README.md"),
 # lsof-QUICKSTART.txt
 ("Which numbered section of this lsof guide should I read if a process is keeping me from unmounting a file system? Give just the section number.", 1, "4", "lsof-QUICKSTART.txt"),
 ("When watching an rcp transfer, which file descriptors does the guide say are usually the interesting ones? Give them in ascending order, separated by commas.", 1, "3, 4", "lsof-QUICKSTART.txt"),
 ("The options appendix shows an example of the repeat option with a non-default repeat time. How many times longer is that example's interval than the default repeat interval?", 2, "2", "lsof-QUICKSTART.txt"),
 ("Who signed this quick start guide at the end?", 1, "Vic Abell", "lsof-QUICKSTART.txt"),
 # jdk-management.properties.txt
 ("When the JMX remote port system property is set, the RMI connector is published in a private read-only registry under a well-known name. What is that name?", 1, "jmxrmi", "jdk-management.properties.txt"),
 ("If password hashing is turned on, what hash replaces the clear passwords in the JMX password file?", 1, "SHA3-512", "jdk-management.properties.txt"),
 ("Among the documented true/false settings in this file, which ones default to false? Give the full property names in alphabetical order, separated by commas.", 2, "com.sun.management.jmxremote.registry.ssl, com.sun.management.jmxremote.ssl.need.client.auth", "jdk-management.properties.txt"),
 ("Which property would I set to make the JMX RMI agent bind to one specific local network interface on a machine with several?", 1, "com.sun.management.jmxremote.host", "jdk-management.properties.txt"),
 # curses-keys.csv
 ("What terminfo capability name goes with the back-tab key (KEY_BTAB)?", 1, "kcbt", "curses-keys.csv"),
 ("How many function keys, counting from F0 upwards, are listed in this file?", 1, "64", "curses-keys.csv"),
 ("Which key constant has the highest key code in the list?", 1, "KEY_UNDO", "curses-keys.csv"),
 ("How many of the listed keys have a terminfo capability name that contains at least one uppercase letter?", 1, "28", "curses-keys.csv"),
 # koi8-r-upper-half.json
 ("In this KOI8-R listing, which byte encodes CYRILLIC CAPITAL LETTER ZHE? Give it in hex as written in the file.", 1, "0xF6", "koi8-r-upper-half.json"),
 ("How many box-drawing characters (the entries whose names begin with BOX DRAWINGS) are there in the upper half of KOI8-R?", 1, "40", "koi8-r-upper-half.json"),
 ("Leaving out the BOX DRAWINGS entries and the Cyrillic letters, how many characters are left in this upper half of KOI8-R?", 1, "22", "koi8-r-upper-half.json"),
 ("Byte 0xD1 holds a lowercase Cyrillic letter. At which byte is the capital form of that same letter? Give it in hex as written in the file.", 2, "0xF1", "koi8-r-upper-half.json"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as fh:
    for i, (q, lvl, a, f) in enumerate(Q, 1):
        fh.write(json.dumps({"task_id": "guide4-%02d" % i, "Question": q, "Level": lvl,
                             "Final answer": a, "file_name": f}, ensure_ascii=False) + "\n")
print(len(Q))
