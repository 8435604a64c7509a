"""Make udev-sensor-hwdb-brands.json: one entry per brand section of systemd's 60-sensor.hwdb."""
import json, re

SRC = "/lib/udev/hwdb.d/60-sensor.hwdb"
lines = open(SRC, encoding="utf-8").read().split("\n")
brands = []
cur = None
for i, line in enumerate(lines):
    if (line.startswith("# ") and 0 < i < len(lines) - 1
            and re.match(r"#{5,}$", lines[i - 1]) and re.match(r"#{5,}$", lines[i + 1])):
        cur = {"brand": line[2:].strip(), "match_patterns": 0, "mount_matrix_settings": 0,
               "accel_location_base": 0, "accel_location_display": 0, "acpi_sensor_ids": set()}
        brands.append(cur)
        continue
    if cur is None:
        continue
    if line.startswith("sensor:"):
        cur["match_patterns"] += 1
        m = re.match(r"sensor:modalias:acpi:([A-Za-z0-9]+)", line)
        if m:
            cur["acpi_sensor_ids"].add(m.group(1))
    elif line.startswith(" ACCEL_MOUNT_MATRIX="):
        cur["mount_matrix_settings"] += 1
    elif line.strip() == "ACCEL_LOCATION=base":
        cur["accel_location_base"] += 1
    elif line.strip() == "ACCEL_LOCATION=display":
        cur["accel_location_display"] += 1
for b in brands:
    b["acpi_sensor_ids"] = sorted(b["acpi_sensor_ids"])
with open("udev-sensor-hwdb-brands.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "brands": brands}, f, indent=2)
    f.write("\n")
print(len(brands), "brands")
