#!/usr/bin/python3
"""Summary of the merge-tool driver scripts in /usr/lib/git-core/mergetools (package git)."""
import json, os, re

SRC = "/usr/lib/git-core/mergetools"
FUNC = re.compile(r"^([a-z_0-9]+) ?\(\) ?\{", re.M)

def help_text(text, fname):
    m = re.search(r"^%s \(\) \{\n\techo \"(.*)\"\n\}" % fname, text, re.M)
    return m.group(1).replace("\\`", "`") if m else None

tools = []
for fn in sorted(os.listdir(SRC)):
    path = os.path.join(SRC, fn)
    with open(path) as fh:
        text = fh.read()
    funcs = FUNC.findall(text)
    tools.append({
        "tool": fn,
        "line_count": len(text.splitlines()),
        "diff_help": help_text(text, "diff_cmd_help"),
        "merge_help": help_text(text, "merge_cmd_help"),
        "functions": funcs,
        "function_count": len(funcs),
        "exit_code_trustable": "exit_code_trustable" in funcs,
        "custom_path_lookup": "translate_merge_tool_path" in funcs,
    })
with open("git-mergetools.json", "w") as out:
    json.dump(tools, out, indent=2)
    out.write("\n")
print(len(tools), "tools")
