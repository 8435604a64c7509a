#!/usr/bin/python3
"""Writes metadata.jsonl for check round 34."""
import json
Q = [
 ("zip-copyright.txt", 1, "For the purposes of this license, \"Info-ZIP\" is defined as a group of individuals. How many people are in that group?", "34"),
 ("zip-copyright.txt", 1, "Who maintains the Debian package of this software?", "Santiago Vila"),
 ("zip-copyright.txt", 1, "Which numbered restriction requires that modified versions be plainly marked as such? Give just the number.", "3"),
 ("ssl-cert-changelog.txt", 1, "In which version of the package did 2048 bits become the default key length?", "1.0.27"),
 ("ssl-cert-changelog.txt", 1, "How many of the uploads in this history name dapper, rather than unstable, as their target distribution?", "2"),
 ("ssl-cert-changelog.txt", 2, "On what date was the version that switched newly generated certificates to SHA2 released? Answer as YYYY-MM-DD.", "2014-05-29"),
 ("ssl-cert-changelog.txt", 2, "How many days passed between the upload that replaced the weak keys caused by the Debian openssl bug (CVE-2008-0166) and the upload just before it?", "24"),
 ("ssl-cert-changelog.txt", 1, "Who signed off the oldest release recorded in this changelog?", "Thom May"),
 ("tmpfiles.d.5.txt", 1, "If the mode column is left as \"-\", what access mode is given to a newly created regular file (not a directory)?", "0644"),
 ("tmpfiles.d.5.txt", 1, "Which specifier expands to the machine's hostname cut off at the first dot?", "%l"),
 ("tmpfiles.d.5.txt", 2, "In the example for screen(1), after how many hours are the contents of the second directory cleaned up?", "252"),
 ("zstd-CONTRIBUTING.md", 1, "Which third-party CI service does the project use to test on FreeBSD?", "Cirrus CI"),
 ("zstd-CONTRIBUTING.md", 1, "When you benchmark with the zstd command's built-in -b mode and don't pass -i, how many seconds does the benchmark run by default?", "3"),
 ("zstd-CONTRIBUTING.md", 2, "What is the config path of the third-party service the project uses for some of its Windows testing?", "appveyor.yml"),
 ("vim-recover.txt", 1, "Vim syncs the swap file to disk after each write to it. Which option do you set to an empty string to stop that?", "swapsync"),
 ("vim-recover.txt", 1, "When a .swp name is already taken, Vim keeps decrementing the last letter of the extension. At which extension does it give up and create no swap file at all?", ".saa"),
 ("vim-recover.txt", 2, "Vim also updates the swap file after you stop typing for a while. What value would you give the option that controls this pause so that it equals the default pause described here?", "4000"),
 ("box-drawing.json", 1, "What is the code point of the light arc that goes down and to the right (the rounded corner)?", "U+256D"),
 ("box-drawing.json", 1, "How many characters in this file have an East Asian width other than A?", "16"),
 ("box-drawing.json", 2, "Going in code point order, what is the name of the first character whose East Asian width is N?", "BOX DRAWINGS LIGHT DOUBLE DASH HORIZONTAL"),
 ("audio-mime-types.csv", 1, "Which filename patterns are registered for Musepack audio? List them in the order given, separated by commas.", "*.mpc, *.mpp, *.mp+"),
 ("audio-mime-types.csv", 1, "How many of these audio types are declared as a subclass of audio/ogg?", "4"),
 ("audio-mime-types.csv", 1, "Which MIME type has the most aliases listed?", "audio/x-mpegurl"),
 ("audio-mime-types.csv", 1, "How many of the audio types have no filename pattern at all?", "3"),
]
with open('metadata.jsonl', 'w', encoding='utf-8') as f:
    for i, (fn, lvl, q, a) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": "check34-%02d" % i, "Question": q, "Level": lvl,
                            "Final answer": a, "file_name": fn}, ensure_ascii=False) + "\n")
