#!/usr/bin/python3
import json
Q = [
 ("python3-pip-copyright.txt", 1, "Who is the copyright holder of the bundled resolvelib code that ships inside this pip package?", "Tzu-ping Chung"),
 ("python3-pip-copyright.txt", 2, "One of pip's vendored libraries is distributed under the Mozilla Public License. What is that library's directory name?", "certifi"),
 ("python3-pip-copyright.txt", 1, "How many vendored paths are covered by the Apache 2.0 licence alone, leaving out anything offered under a choice of licences?", "5"),
 ("pygments-changelog.txt", 2, "What was the codename of the release in which the project's license was changed to BSD?", "Zimtstern"),
 ("pygments-changelog.txt", 1, "When did the very first public release come out? Answer in YYYY-MM-DD format.", "2006-10-30"),
 ("pygments-changelog.txt", 1, "How many brand-new lexers were added in version 2.14.0?", "12"),
 ("pygments-changelog.txt", 2, "How many days passed between the release of 2.11.0 and the release of 2.11.2?", "7"),
 ("ssh-keygen.1.txt", 1, "Unless told otherwise, how many KDF rounds does the tool use when it saves a private key?", "16"),
 ("ssh-keygen.1.txt", 2, "For RSA keys, how many bits larger is the default key size than the smallest size allowed?", "2048"),
 ("ssh-keygen.1.txt", 1, "When screening Diffie-Hellman group exchange candidates, which generator values are accepted? List them in ascending order, separated by commas.", "2, 3, 5"),
 ("systemd-CODING_STYLE.md", 1, "According to this style guide, how many characters of indentation should shell scripts use?", "4"),
 ("systemd-CODING_STYLE.md", 1, "What prefix is required on the names of public API functions exported by the project's shared libraries?", "sd_"),
 ("systemd-CODING_STYLE.md", 1, "Under which section heading does the guide tell contributors not to call dup()?", "Functions to Avoid"),
 ("systemd-CODING_STYLE.md", 2, "The guide says lines are not forced to break at 80 characters and names a rough upper limit instead. By how many characters does that limit exceed 80?", "29"),
 ("org.freedesktop.login1.policy.xml", 1, "How many of the actions in this file are granted to any client without authentication, i.e. have allow_any set to yes?", "4"),
 ("org.freedesktop.login1.policy.xml", 1, "What default authorization does a user in an active local session get for halting the system? Give the value exactly as written in the file.", "auth_admin_keep"),
 ("org.freedesktop.login1.policy.xml", 2, "Which action lets a caller set the reboot \"reason\" in the kernel? Give the full action id.", "org.freedesktop.login1.set-reboot-parameter"),
 ("bluetooth-company-ids.csv", 1, "Which company has been assigned Bluetooth company identifier 0x004C?", "Apple, Inc."),
 ("bluetooth-company-ids.csv", 1, "Canopy Growth Corporation is listed under two identifiers. Give both as four-digit hexadecimal values, in ascending order, separated by commas.", "0835, 0856"),
 ("bluetooth-company-ids.csv", 2, "Between the lowest and the highest identifier in this list, exactly one number has no company assigned. Which is it? Give it as a four-digit hexadecimal value.", "0789"),
 ("bluetooth-company-ids.csv", 1, "How many company names end with the word GmbH?", "108"),
 ("misc-symbols.json", 1, "Only one character in this block is not in the general category So (other symbol). What is its Unicode name?", "MUSIC SHARP SIGN"),
 ("misc-symbols.json", 1, "How many of the characters have an East Asian width of W (wide)?", "31"),
 ("misc-symbols.json", 1, "What is the code point of the black chess knight? Give it in U+XXXX form.", "U+265E"),
]
with open("metadata.jsonl", "w", encoding="utf-8") as f:
    for i, (fn, lvl, q, a) in enumerate(Q, 1):
        f.write(json.dumps({"task_id": "check46-%02d" % i, "Question": q, "Level": lvl,
                            "Final answer": a, "file_name": fn}, ensure_ascii=False) + "\n")
print(len(Q))
