#!/usr/bin/python3
"""Build bpf-helper-functions.csv from /usr/include/linux/bpf.h (linux-libc-dev).

helper_id is the position in __BPF_FUNC_MAPPER (= value of enum bpf_func_id);
return_type and arg_count come from the helper's prototype in the big
documentation comment ("* <type> bpf_<name>(<args>)").
"""
import csv, re

src = open('/usr/include/linux/bpf.h', encoding='utf-8').read()
start = src.index('#define __BPF_FUNC_MAPPER(FN)')
end = src.index('/* */', start)
names = re.findall(r'FN\((\w+)\)', src[start:end])

protos = {}
for m in re.finditer(r'^ \* ([a-z][\w ]*?\**)\s*\bbpf_(\w+)\((.*)\)\s*$', src, re.M):
    ret, name, args = m.group(1).strip(), m.group(2), m.group(3).strip()
    if name in protos:
        continue
    if args in ('', 'void'):
        n = 0
    else:
        n = len([a for a in args.split(',') if a.strip() != '...'])
    protos[name] = (ret, n, '...' in args)

with open('bpf-helper-functions.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['helper_id', 'function_name', 'return_type', 'arg_count', 'variadic'])
    for i, n in enumerate(names):
        if n == 'unspec':
            continue
        ret, cnt, var = protos[n]
        w.writerow([i, 'bpf_' + n, ret, cnt, 'yes' if var else 'no'])
