#!/usr/bin/python3
"""IEEE 1394 (FireWire) devices named in systemd's udev hwdb -> firewire-devices.csv.

Source: /usr/lib/udev/hwdb.d/80-ieee1394-unit-function.hwdb (package udev).
One row per 'ieee1394:node:' match block that carries an ID_MODEL_FROM_DATABASE
property, in file order. vendor_id / model_id are taken from the node key
(ven0x......, mo0x......); model_id is empty when the node key has no mo field. midi/audio/video
are the IEEE1394_UNIT_FUNCTION_* values (1 or 0; empty when not set).
"""
import csv, re

SRC = "/usr/lib/udev/hwdb.d/80-ieee1394-unit-function.hwdb"
rows = []
block = None
for line in open(SRC, encoding="utf-8"):
    line = line.rstrip("\n")
    if line.startswith("ieee1394:node:"):
        if block is None or block.get("_props"):
            block = {"_keys": [], "_props": False}
            rows.append(block)
        block["_keys"].append(line)
    elif line.startswith("ieee1394:"):
        if block is not None:
            block["_keys"].append(line)
    elif line.startswith(" ") and "=" in line and block is not None:
        k, v = line.strip().split("=", 1)
        block[k] = v
        block["_props"] = True
    elif not line.strip() or line.startswith("#"):
        if block is not None and block.get("_props"):
            block = None

out = []
for b in rows:
    if "ID_MODEL_FROM_DATABASE" not in b:
        continue
    node = b["_keys"][0]
    ven = re.search(r"ven0x([0-9a-f]{6})", node)
    mo = re.search(r"mo0x([0-9a-f]{6})", node)
    out.append({
        "vendor": b.get("ID_VENDOR_FROM_DATABASE", ""),
        "model": b["ID_MODEL_FROM_DATABASE"],
        "vendor_id": "0x" + ven.group(1) if ven else "",
        "model_id": "0x" + mo.group(1) if mo else "",
        "midi": b.get("IEEE1394_UNIT_FUNCTION_MIDI", ""),
        "audio": b.get("IEEE1394_UNIT_FUNCTION_AUDIO", ""),
        "video": b.get("IEEE1394_UNIT_FUNCTION_VIDEO", ""),
    })

with open("firewire-devices.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(out[0]))
    w.writeheader()
    w.writerows(out)
print(len(out), "rows")
