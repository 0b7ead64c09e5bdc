"""Triple stores behind one protocol: embedded Oxigraph (disk or memory) and SPARQL 1.1 endpoints."""

from __future__ import annotations

from dialogkg.store.base import SelectResult, Store, term_to_json
from dialogkg.store.embedded import OxigraphStore
from dialogkg.store.remote import SparqlEndpointStore

__all__ = ["OxigraphStore", "SelectResult", "SparqlEndpointStore", "Store", "term_to_json"]
