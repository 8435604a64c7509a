#!/usr/bin/python3
"""Write x509-oids.csv: every public OID constant defined in
cryptography.hazmat._oid (python3-cryptography), one row each.

Columns: group (the class the constant belongs to), constant, dotted_string,
name (the short name cryptography prints for it, from _OID_NAMES; blank if none),
signature_hash (for SignatureAlgorithmOID rows: the hash algorithm cryptography
associates with it in _SIG_OIDS_TO_HASH, "none" if it maps to None, blank otherwise).
Rows keep the order of the source file (classes, then attributes in definition order).
"""
import csv
from cryptography.hazmat import _oid

GROUPS = ["ExtensionOID", "OCSPExtensionOID", "CRLEntryExtensionOID", "NameOID",
          "SignatureAlgorithmOID", "ExtendedKeyUsageOID",
          "AuthorityInformationAccessOID", "SubjectInformationAccessOID",
          "CertificatePoliciesOID", "AttributeOID"]

with open("x509-oids.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["group", "constant", "dotted_string", "name", "signature_hash"])
    for g in GROUPS:
        cls = getattr(_oid, g)
        for const, oid in vars(cls).items():
            if const.startswith("_") or not isinstance(oid, _oid.ObjectIdentifier):
                continue
            name = _oid._OID_NAMES.get(oid, "")
            h = ""
            if g == "SignatureAlgorithmOID":
                if oid in _oid._SIG_OIDS_TO_HASH:
                    hv = _oid._SIG_OIDS_TO_HASH[oid]
                    h = "none" if hv is None else hv.name
            w.writerow([g, const, oid.dotted_string, name, h])
