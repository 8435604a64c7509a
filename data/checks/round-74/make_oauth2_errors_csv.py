"""OAuth 2 error classes of oauthlib (python3-oauthlib) -> CSV on stdout.

One row per class in oauthlib.oauth2.rfc6749.errors that is OAuth2Error or a
subclass of it, sorted by class name. Columns: class, error (the class's
`error` attribute, empty when None), status_code, parent (direct base class),
ancestors (every base class from the parent up to, but not including,
Exception, nearest first, joined with "; "), description (class attribute,
empty when none).
"""
import csv
import inspect
import sys

import oauthlib.oauth2.rfc6749.errors as errors

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["class", "error", "status_code", "parent", "ancestors", "description"])
for name, cls in sorted(inspect.getmembers(errors, inspect.isclass)):
    if not issubclass(cls, errors.OAuth2Error) or cls.__module__ != errors.__name__:
        continue
    ancestors = [c.__name__ for c in cls.__mro__[1:]
                 if issubclass(c, Exception) and c is not Exception
                 and c.__module__ == errors.__name__]
    w.writerow([name, cls.error or "", cls.status_code, cls.__bases__[0].__name__,
                "; ".join(ancestors), cls.description or ""])
