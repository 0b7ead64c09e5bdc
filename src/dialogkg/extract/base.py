"""The extractor protocol: one turn in, one validated Extraction out, with its provenance."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.errors import InputError, Location
from dialogkg.extract.schema import Extraction


@dataclass(frozen=True)
class TurnExtraction:
    """An extraction together with the name of whatever produced it (recorded as provenance)."""

    extraction: Extraction
    extractor: str


class Extractor(Protocol):
    name: str

    def extract(self, conversation: Conversation, turn: Turn) -> TurnExtraction: ...


def get_extractor(name: str) -> Extractor:
    from dialogkg.extract.annotated import AnnotatedExtractor
    from dialogkg.extract.rules import RulesExtractor

    known: dict[str, type[Extractor]] = {"annotated": AnnotatedExtractor, "rules": RulesExtractor}
    if name not in known:
        raise InputError(
            f"unknown extractor {name!r}; available: {', '.join(sorted(known))}",
            Location(field="--extractor"),
        )
    return known[name]()
