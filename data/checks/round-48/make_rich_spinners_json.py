#!/usr/bin/python3
"""Build rich-spinners.json from pip's vendored rich/_spinners.py (python3-pip).

The SPINNERS dict literal is read with ast.literal_eval (nothing is imported).
One object per spinner, in the file's order:
  name, interval_ms (the "interval" value), frame_count (len of "frames"),
  frames (the frames as a list of strings; a string of frames is split into
  characters, as rich does).
"""
import ast, json

SRC = "/usr/lib/python3/dist-packages/pip/_vendor/rich/_spinners.py"
tree = ast.parse(open(SRC, encoding="utf-8").read())
node = next(n for n in tree.body if isinstance(n, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "SPINNERS" for t in n.targets))
spinners = ast.literal_eval(node.value)
out = []
for name, spec in spinners.items():
    frames = list(spec["frames"])
    out.append({"name": name, "interval_ms": spec["interval"],
                "frame_count": len(frames), "frames": frames})
with open("rich-spinners.json", "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "spinners")
