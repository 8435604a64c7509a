#!/usr/bin/python3
"""Write chardet-languages.csv from the language metadata table vendored in pip
(/usr/lib/python3/dist-packages/pip/_vendor/chardet/metadata/languages.py)."""
import csv, importlib.util
from string import ascii_letters
PATH = "/usr/lib/python3/dist-packages/pip/_vendor/chardet/metadata/languages.py"
spec = importlib.util.spec_from_file_location("chardet_languages", PATH)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
with open("chardet-languages.csv", "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh, lineterminator="\n")
    w.writerow(["language", "iso_code", "use_ascii", "charsets", "alphabet_size", "letters_beyond_ascii", "wiki_start_pages"])
    for key, lang in mod.LANGUAGES.items():   # source order (alphabetical by language)
        w.writerow([lang.name, lang.iso_code, "yes" if lang.use_ascii else "no",
                    "; ".join(lang.charsets), len(lang.alphabet),
                    "".join(c for c in lang.alphabet if c not in ascii_letters),
                    "; ".join(lang.wiki_start_pages)])
