"""Refuse tenant SPARQL that could write, reach out, or name its own dataset.

The store already confines a query to the tenant's graphs (and refuses FROM itself);
this check rejects, with a clear 400, what the service never runs: updates, SERVICE (a query
that calls out from the server) and FROM / FROM NAMED. Keywords are looked for in the query with
its strings, comments and IRIs removed, so a literal or an IRI that mentions them is harmless.
"""

from __future__ import annotations

from dialogkg.errors import InputError, Location
from dialogkg.store.confine import keywords

_UPDATES = frozenset({"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD", "WITH"})
_FORMS = frozenset({"SELECT", "ASK", "CONSTRUCT", "DESCRIBE"})


def check_read_only(query: str) -> None:
    """Raise InputError unless ``query`` is one SELECT or ASK without SERVICE or FROM."""
    words = keywords(query)
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
