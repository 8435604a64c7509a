#!/usr/bin/python3
"""Every member of Python's signal.Signals enum on this machine (Linux x86-64, Python 3.11)
-> JSON list in signal number order: name, number, description (signal.strsignal)."""
import json, signal
out = [{'name': s.name, 'number': s.value, 'description': signal.strsignal(s)}
       for s in sorted(signal.Signals, key=lambda s: (s.value, s.name))]
with open('python-signals.json', 'w', encoding='utf-8') as f:
    json.dump(out, f, indent=2)
    f.write('\n')
