#!/usr/bin/python3
"""JSON list of the service-account scope aliases accepted by
`gcloud compute instances create --scopes` (google-cloud-cli),
read from googlecloudsdk/api_lib/compute/constants.py."""
import json
import sys
sys.dont_write_bytecode = True

SDK = '/usr/lib/google-cloud-sdk/lib'
sys.path.insert(0, SDK + '/third_party')
sys.path.insert(0, SDK)
from googlecloudsdk.api_lib.compute import constants as c  # noqa: E402

entries = []
for alias in sorted(c.SCOPES):
    urls = list(c.SCOPES[alias])
    entries.append({
        'alias': alias,
        'deprecated': alias in c.DEPRECATED_SCOPE_ALIASES,
        'scope_count': len(urls),
        'scope_urls': urls,
    })

with open('gcloud-compute-scope-aliases.json', 'w') as f:
    json.dump(entries, f, indent=2)
    f.write('\n')
