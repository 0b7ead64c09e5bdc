"""A confined query may not name its own dataset.

The SPARQL protocol says the request's default-graph-uri / named-graph-uri override the query's
FROM / FROM NAMED, but Virtuoso 7 lets the query's FROM win. So every store refuses a confined
query that carries a dataset clause, instead of trusting the server to ignore it. Keywords are
looked for with the query's strings, comments and IRIs removed (a regular scan, not a parser: a
query nested thousands deep must not exhaust the recursion limit here).
"""

from __future__ import annotations

import re

from dialogkg.errors import QueryError

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


def keywords(query: str) -> list[str]:
    """The query's bare words, upper-cased, in order (strings, IRIs and comments left out)."""
    return [w.upper() for w in _WORD.findall(_NOISE.sub(" ", query))]


def refuse_own_dataset(query: str) -> None:
    if "FROM" in keywords(query):
        raise QueryError("FROM and FROM NAMED are not allowed in a confined query: its dataset is fixed")
