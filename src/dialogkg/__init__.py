"""dialogkg: an RDF/OWL knowledge store for conversations with and between language models."""

from __future__ import annotations

from dialogkg.api import DialogKG, open_store
from dialogkg.errors import (
    DialogKGError,
    InputError,
    QueryError,
    StoreError,
    ValidationFailure,
)

__version__ = "0.1.0"

__all__ = [
    "DialogKG",
    "DialogKGError",
    "InputError",
    "QueryError",
    "StoreError",
    "ValidationFailure",
    "__version__",
    "open_store",
]
