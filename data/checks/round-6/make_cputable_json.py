#!/usr/bin/python3
"""Turn dpkg's CPU table (/usr/share/dpkg/cputable) into JSON.

One object per CPU, in the file's order. The list of GNU/Linux architecture
names built on each CPU comes from dpkg-architecture (dpkg-dev):
  dpkg-architecture -L -W gnu-linux-any   (all GNU/Linux arch names)
  dpkg-architecture -a ARCH -q DEB_HOST_ARCH_CPU   (the CPU of each)
"""
import json, subprocess

cpus = []
with open('/usr/share/dpkg/cputable', encoding='utf-8') as f:
    for line in f:
        if not line.strip() or line.startswith('#'):
            continue
        deb, gnu, regex, bits, endian = line.split()
        cpus.append({'debian_cpu': deb, 'gnu_cpu': gnu,
                     'config_guess_regex': regex, 'pointer_bits': int(bits),
                     'endianness': endian, 'gnu_linux_architectures': []})

arches = subprocess.run(['dpkg-architecture', '-L', '-W', 'gnu-linux-any'],
                        capture_output=True, text=True, check=True).stdout.split()
by_cpu = {c['debian_cpu']: c for c in cpus}
for a in arches:
    cpu = subprocess.run(['dpkg-architecture', '-a', a, '-q', 'DEB_HOST_ARCH_CPU'],
                         capture_output=True, text=True, check=True).stdout.strip()
    by_cpu[cpu]['gnu_linux_architectures'].append(a)

with open('dpkg-cputable.json', 'w', encoding='utf-8') as out:
    json.dump(cpus, out, indent=2, ensure_ascii=False)
    out.write('\n')
