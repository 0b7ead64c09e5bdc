"""Gold annotations used verbatim as the extraction of their turn."""

from __future__ import annotations

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.schema import Extraction

_EMPTY = Extraction()


class AnnotatedExtractor:
    """A turn without annotations extracts to nothing; the turn itself is still stored."""

    name = "annotated"

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        return TurnExtraction(turn.annotations or _EMPTY, self.name)
