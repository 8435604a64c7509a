"""Write pygments-styles.json: every colour style shipped with Pygments (python3-pygments),
one object per style name, sorted by name. Fields: name, class, module, background_color,
highlight_color, line_number_color, and the style strings the style itself defines for
Comment, Keyword, String and Name.Function ("" when the style sets nothing for that token).
Run with /usr/bin/python3."""
import json
import sys

from pygments.styles import get_all_styles, get_style_by_name
from pygments.token import Comment, Keyword, Name, String

out = []
for name in sorted(get_all_styles()):
    s = get_style_by_name(name)
    own = {}
    for klass in reversed(s.__mro__):
        own.update(getattr(klass, "styles", {}) if "styles" in vars(klass) else {})
    out.append({
        "name": name,
        "class": s.__name__,
        "module": s.__module__,
        "background_color": s.background_color,
        "highlight_color": s.highlight_color,
        "line_number_color": s.line_number_color,
        "comment": own.get(Comment, ""),
        "keyword": own.get(Keyword, ""),
        "string": own.get(String, ""),
        "function": own.get(Name.Function, ""),
    })
json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
sys.stdout.write("\n")
