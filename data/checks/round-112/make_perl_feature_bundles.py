#!/usr/bin/python3
"""Table of Perl 'use feature' names from perl-modules-5.36's feature.pm:
one row per feature, with its hint key and the version bundles that enable it."""
import csv, re, sys

SRC = "/usr/share/perl/5.36.0/feature.pm"
text = open(SRC, encoding="utf-8").read()

feat_block = re.search(r"our %feature = \((.*?)\n\);", text, re.S).group(1)
features = dict(re.findall(r"^\s*(\w+)\s*=>\s*'(\w+)',", feat_block, re.M))

bundle_block = re.search(r"our %feature_bundle = \((.*?)\n\);", text, re.S).group(1)
bundles = {k: v.split() for k, v in re.findall(r'^\s*"([\w.]+)"\s*=>\s*\[qw\(([^)]*)\)\],', bundle_block, re.M)}
# aliases such as $feature_bundle{"5.12"} = $feature_bundle{"5.11"};
for new, old in re.findall(r'^\$feature_bundle\{"([\d.]+)"\} = \$feature_bundle\{"([\d.]+)"\};', text, re.M):
    bundles[new] = bundles[old]

def vkey(v):
    return tuple(int(x) for x in v.split("."))

versions = sorted((b for b in bundles if b[0].isdigit() and b != "5.9.5"), key=vkey)

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["feature", "hint_key", "first_bundle", "last_bundle", "bundle_count",
            "in_default_bundle", "in_5.36_bundle"])
for name in sorted(features):
    having = [v for v in versions if name in bundles[v]]
    w.writerow([name, features[name],
                having[0] if having else "none",
                having[-1] if having else "none",
                len(having),
                "yes" if name in bundles["default"] else "no",
                "yes" if name in bundles["5.36"] else "no"])
