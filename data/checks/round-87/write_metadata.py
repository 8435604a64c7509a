#!/usr/bin/python3
import json
C="elfutils-copyright.txt"; H="HTML-Parser-Changes.txt"; M="ip-netns.8.txt"; G="glib-README.md"
E="gpg-error-reference.txt"; V="iso-8859-4.csv"; J="latin-extended-additional.json"
Q=[
(C,1,"Which person is named as having prepared the Debian packaging of elfutils?","Kurt Roeckx"),
(C,1,"Only one source file is covered by a BSD-2-clause licence. What is its path, as written in the file?","lib/stdatomic-fbsd.h"),
(C,1,"How many Debian translation (.po) files have their own copyright entry here?","6"),
(C,2,"The Bison parser skeleton exception applies to certain files. What is the earliest year in the copyright line of those files?","1984"),
(H,1,"The HTML::* modules were originally split out of another distribution. From which libwww-perl version were they unbundled? Give just the version number.","5.22"),
(H,1,"In which release of HTML-Parser was HTML::TokeParser first added?","2.20"),
(H,2,"How many days passed between the 3.70 release and the 3.71 release?","42"),
(H,1,"How many HTML-Parser releases, counting developer releases such as 3.39_90, are dated in 2004?","11"),
(M,1,"Who wrote the original version of this manual page?","Eric W. Biederman"),
(M,1,"By convention, in which directory do named network namespaces live as objects that can be opened?","/run/netns"),
(M,2,"Using the nsid assignments in the EXAMPLES section, what would `ip netns list-id target-nsid 13 nsid 12` report as the result?","32"),
(M,1,"How many distinct ip netns commands (such as list and add) does the DESCRIPTION section explain one by one?","10"),
(G,1,"What was the name of GLib's default development branch before it was renamed to main?","master"),
(G,1,"For which components does the README give links to online API documentation? List them comma-separated, in the order given.","GLib, GObject, GModule, GIO"),
(E,1,"What short description text goes with the error code GPG_ERR_BAD_KEY?","Bad session key"),
(E,1,"A smartcard answered with ISO status word 0x6285. Which gpg-error code name is documented for this case?","GPG_ERR_OBJ_TERM_STATE"),
(E,1,"How many error codes whose names start with GPG_ERR_SQL_ are described?","30"),
(E,2,"Among the OpenLDAP macros quoted for reference, how many decimal LDAP codes does the security error range cover, counting both ends?","4"),
(V,1,"In this Latin-4 code page, which byte value, in decimal, encodes the Greenlandic letter kra?","162"),
(V,2,"Looking only at bytes 0xA0 to 0xFF, how many of them map to a Unicode code point whose number differs from the byte value itself?","50"),
(V,1,"Which character in the list has the highest Unicode code point? Give its name as written.","OGONEK"),
(J,1,"What is the Unicode name of U+1E9E?","LATIN CAPITAL LETTER SHARP S"),
(J,2,"How many more lowercase letters (category Ll) than uppercase letters (category Lu) does this block contain?","8"),
(J,2,"Which character comes immediately after the capital sharp S in this block? Give its name.","LATIN SMALL LETTER DELTA"),
]
with open("metadata.jsonl","w",encoding="utf-8") as f:
    for i,(fn,lvl,q,a) in enumerate(Q,1):
        f.write(json.dumps({"task_id":"check87-%02d"%i,"Question":q,"Level":lvl,"Final answer":a,"file_name":fn},ensure_ascii=False)+"\n")
print(len(Q))
