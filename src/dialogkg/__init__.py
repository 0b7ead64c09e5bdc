"""dialogkg: an RDF/OWL knowledge store for conversations with and between language models."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.errors import (
    DialogKGError,
    InputError,
    QueryError,
    StoreError,
    ValidationFailure,
)

if TYPE_CHECKING:
    from dialogkg.api import DialogKG, open_store

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

_FROM_API = ("DialogKG", "open_store")


def __getattr__(name: str) -> object:
    """``DialogKG`` and ``open_store`` load the API (rdflib, pydantic...) on first use only, so
    that importing a submodule such as the CLI does not pay for it."""
    if name in _FROM_API:
        from dialogkg import api

        value = getattr(api, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'dialogkg' has no attribute {name!r}")
