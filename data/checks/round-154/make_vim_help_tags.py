#!/usr/bin/python3
"""Count the help tags per help file in Vim's help tag index
(/usr/share/vim/vim90/doc/tags, package vim-runtime) and write a JSON list."""
import json
from collections import OrderedDict

files = OrderedDict()
with open('/usr/share/vim/vim90/doc/tags', encoding='utf-8') as f:
    for line in f:
        tag, helpfile, _ = line.rstrip('\n').split('\t', 2)
        d = files.setdefault(helpfile, {'total_tags': 0, 'option_tags': 0,
                                        'ex_command_tags': 0, 'function_tags': 0})
        d['total_tags'] += 1
        if tag.startswith("'") and tag.endswith("'") and len(tag) > 2:
            d['option_tags'] += 1
        if tag.startswith(':'):
            d['ex_command_tags'] += 1
        if tag.endswith('()'):
            d['function_tags'] += 1
out = [dict(help_file=k, **v) for k, v in sorted(files.items())]
print(json.dumps(out, indent=1))
