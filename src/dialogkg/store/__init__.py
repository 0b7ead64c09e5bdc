"""Triple stores behind one protocol: embedded Oxigraph (disk or memory) and SPARQL 1.1 endpoints.

The store classes load on first use: importing ``dialogkg.store.base`` (every command does) must
not pull in SPARQLWrapper for users of the embedded store.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dialogkg.store.base import SelectResult, Store, term_to_json
    from dialogkg.store.embedded import OxigraphStore
    from dialogkg.store.remote import SparqlEndpointStore

__all__ = ["OxigraphStore", "SelectResult", "SparqlEndpointStore", "Store", "term_to_json"]
_HOMES = {
    "OxigraphStore": "dialogkg.store.embedded",
    "SparqlEndpointStore": "dialogkg.store.remote",
    "SelectResult": "dialogkg.store.base",
    "Store": "dialogkg.store.base",
    "term_to_json": "dialogkg.store.base",
}


def __getattr__(name: str) -> object:
    if name in _HOMES:
        return getattr(import_module(_HOMES[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
