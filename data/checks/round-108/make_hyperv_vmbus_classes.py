"""Write hyperv-vmbus-classes.json from systemd's udev hwdb file of Hyper-V VMBus device classes."""
import json
import re

SRC = "/lib/udev/hwdb.d/20-vmbus-class.hwdb"
entries = []
key = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"^vmbus:([0-9a-f]{32})$", line)
        if m:
            key = m.group(1)
            continue
        m = re.match(r"^ ID_MODEL_FROM_DATABASE=(.*)$", line)
        if m and key:
            entries.append({
                "hwdb_match": "vmbus:" + key,
                "class_id_hex": key,
                "device_name": m.group(1),
            })
            key = None

with open("hyperv-vmbus-classes.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "devices": entries}, f, indent=2)
    f.write("\n")
