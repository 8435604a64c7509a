#!/usr/bin/python3
"""Table of the extra (exotic) keyboard layouts in xkb-data's base.extras.xml."""
import csv
import xml.etree.ElementTree as ET

root = ET.parse('/usr/share/X11/xkb/rules/base.extras.xml').getroot()
with open('xkb-extra-layouts.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f)
    w.writerow(['layout', 'short_description', 'description', 'variant_count',
                'language_count', 'languages'])
    for lay in root.findall('./layoutList/layout'):
        ci = lay.find('configItem')
        langs = [x.text for x in ci.findall('./languageList/iso639Id')]
        w.writerow([ci.findtext('name'), ci.findtext('shortDescription') or '',
                    ci.findtext('description'),
                    len(lay.findall('./variantList/variant')),
                    len(langs), ' '.join(langs)])
