"""Refuse tenant SPARQL that could write, reach out, or name its own dataset.

The store already confines a query to the tenant's graphs (the dataset given overrides FROM);
this check rejects, with a clear 400, what the service never runs: updates, SERVICE (a query
that calls out from the server) and FROM / FROM NAMED. Keywords are looked for in the query with
its strings, comments and IRIs removed, so a literal or an IRI that mentions them is harmless.
"""

from __future__ import annotations

import re

from dialogkg.errors import InputError, Location

_STRING = "|".join(
    (
        r"'''(?:[^'\\]|\\.|'(?!''))*'''",
        r'"""(?:[^"\\]|\\.|"(?!""))*"""',
        r"'(?:[^'\\\n]|\\.)*'",
        r'"(?:[^"\\\n]|\\.)*"',
    )
)
_IRI = r"<[^<>\"{}|^`\\\x00-\x20]*>"
_COMMENT = r"#[^\n]*"
_NOISE = re.compile(f"{_STRING}|{_IRI}|{_COMMENT}", re.DOTALL)
# A keyword is a bare word: not a variable (?x, $x), not part of a prefixed name (ex:from, from:x).
_WORD = re.compile(r"(?<![\w?$:\-.])([A-Za-z]+)(?![\w:\-])")
_UPDATES = frozenset({"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD", "WITH"})
_FORMS = frozenset({"SELECT", "ASK", "CONSTRUCT", "DESCRIBE"})


def check_read_only(query: str) -> None:
    """Raise InputError unless ``query`` is one SELECT or ASK without SERVICE or FROM."""
    words = [w.upper() for w in _WORD.findall(_NOISE.sub(" ", query))]
    where = Location(field="query")
    if not words:
        raise InputError("an empty query", where)
    updates = sorted(_UPDATES.intersection(words))
    if updates:
        raise InputError(f"the service answers read-only queries; found {updates[0]}", where)
    if "SERVICE" in words:
        raise InputError("SERVICE is not allowed: queries see only the tenant's graphs", where)
    if "FROM" in words:
        raise InputError("FROM and FROM NAMED are not allowed: the dataset is the tenant's graphs", where)
    form = next((w for w in words if w in _FORMS), None)
    if form not in ("SELECT", "ASK"):
        raise InputError("only SELECT and ASK queries are answered", where)
