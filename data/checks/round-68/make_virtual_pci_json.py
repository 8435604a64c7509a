#!/usr/bin/python3
"""PCI devices of five virtual-hardware vendors from systemd's udev hwdb
(/lib/udev/hwdb.d/20-pci-vendor-model.hwdb, data from pci-ids.ucw.cz) -> JSON on stdout.

Vendors (PCI vendor ids): 1AF4, 1B36, 15AD, 80EE, 1D0F, in that order.
One object per device id, in file order: vendor_id, vendor, device_id, model,
subsystem_models (list of the models given for subsystem ids of that device,
"subvendor:subdevice name"; empty list when none).
"""
import json, re, sys

VENDORS = ['1AF4', '1B36', '15AD', '80EE', '1D0F']
path = '/lib/udev/hwdb.d/20-pci-vendor-model.hwdb'
key = None
entries = []  # (vendor, device, subv, subd, prop, value)
with open(path, encoding='utf-8') as f:
    for line in f:
        line = line.rstrip('\n')
        if line.startswith('pci:'):
            key = line
        elif line.startswith(' ') and key:
            prop, _, value = line.strip().partition('=')
            m = re.match(r'pci:v0000([0-9A-F]{4})(?:d0000([0-9A-F]{4}))?(?:sv0000([0-9A-F]{4})sd0000([0-9A-F]{4}))?\*$', key)
            if m:
                entries.append(m.groups() + (prop, value))
        else:
            key = None

out = []
for v in VENDORS:
    vname = next(val for (vv, d, sv, sd, p, val) in entries if vv == v and d is None and p == 'ID_VENDOR_FROM_DATABASE')
    devs = {}
    for (vv, d, sv, sd, p, val) in entries:
        if vv != v or d is None or p != 'ID_MODEL_FROM_DATABASE':
            continue
        if sv is None:
            devs[d] = {'vendor_id': v, 'vendor': vname, 'device_id': d, 'model': val, 'subsystem_models': []}
        else:
            devs[d]['subsystem_models'].append(f'{sv}:{sd} {val}')
    out.extend(devs.values())

json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
sys.stdout.write('\n')
