#!/usr/bin/python3
"""Table of the image aliases known to `gcloud compute` (google-cloud-cli),
read from googlecloudsdk/api_lib/compute/constants.py."""
import csv
import sys
sys.dont_write_bytecode = True

SDK = '/usr/lib/google-cloud-sdk/lib'
sys.path.insert(0, SDK + '/third_party')
sys.path.insert(0, SDK)
from googlecloudsdk.api_lib.compute import constants as c  # noqa: E402

rows = []
for hidden, table in ((False, c.IMAGE_ALIASES), (True, c.HIDDEN_IMAGE_ALIASES)):
    for alias in sorted(table):
        a = table[alias]
        rows.append({
            'alias': alias,
            'image_project': a.project,
            'image_name_prefix': a.name_prefix,
            'image_family': a.family if a.family is not None else '',
            'hidden_alias': 'yes' if hidden else 'no',
        })

with open('gcloud-compute-image-aliases.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
