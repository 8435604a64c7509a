#!/usr/bin/python3
"""Special-purpose address blocks known to Python's ipaddress module -> JSON.

Source: /usr/lib/python3.11/ipaddress.py, classes _IPv4Constants and _IPv6Constants
(run with /usr/bin/python3, Debian's 3.11.2).  Every network held in those classes
(single networks and the members of the lists) is one object, IPv4 first, then IPv6,
each in the order the class lists them; a network appearing under two names is kept
once with both names in "listed_in".  Fields: network, version, prefix_length,
num_addresses, listed_in (the constant names, without the leading underscore), and
the module's own answers for the network address of the block: is_private, is_global,
is_reserved, is_multicast, is_loopback, is_link_local, is_unspecified.
"""
import ipaddress, json

out = []
index = {}
for cls in (ipaddress._IPv4Constants, ipaddress._IPv6Constants):
    for attr, val in vars(cls).items():
        if attr.startswith('__'):
            continue
        items = val if isinstance(val, list) else [val]
        for net in items:
            if not isinstance(net, (ipaddress.IPv4Network, ipaddress.IPv6Network)):
                net = ipaddress.ip_network(net)
            key = str(net)
            name = attr.lstrip('_')
            if key in index:
                if name not in index[key]['listed_in']:
                    index[key]['listed_in'].append(name)
                continue
            a = net.network_address
            rec = {
                'network': key,
                'version': net.version,
                'prefix_length': net.prefixlen,
                'num_addresses': net.num_addresses,
                'listed_in': [name],
                'is_private': a.is_private,
                'is_global': a.is_global,
                'is_reserved': a.is_reserved,
                'is_multicast': a.is_multicast,
                'is_loopback': a.is_loopback,
                'is_link_local': a.is_link_local,
                'is_unspecified': a.is_unspecified,
            }
            index[key] = rec
            out.append(rec)
with open('ip-special-networks.json', 'w', encoding='utf-8') as f:
    json.dump(out, f, indent=2)
    f.write('\n')
