"""The extractor protocol: one turn in, one validated Extraction out, with its provenance."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.errors import InputError, Location
from dialogkg.extract.schema import Extraction

if TYPE_CHECKING:
    from dialogkg.extract.llm.config import LLMConfig
    from dialogkg.extract.pool import ArgumentPool

EXTRACTORS = ("auto", "annotated", "parse", "rules", "llm")


@dataclass(frozen=True)
class TurnExtraction:
    """An extraction with what produced it (extractor name and, for an LLM, the model): provenance.

    ``issues`` says what the extractor could not do for this turn (an LLM step that gave no valid
    answer), so a degraded turn is visible in the graph instead of silently thinner.
    """

    extraction: Extraction
    extractor: str
    model: str | None = None
    issues: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The extractor that ran, as certificates name it: ``parse``, ``rules``, ``annotated``
        or ``llm:<model>`` (never ``auto``, which only chooses one of them per turn)."""
        return extractor_label(self.extractor, self.model)


def extractor_label(extractor: str, model: str | None) -> str:
    return f"{extractor}:{model}" if model is not None else extractor


@dataclass(frozen=True, slots=True)
class ArgumentView:
    """An argument already in the state, as much as linking a new utterance to it needs."""

    id: str
    claim: str
    speaker: str
    kind: str
    status: str
    turn: int


# Cosine similarity of one text with each of several others (the embedder's, at ingest).
Similarity = Callable[[str, Sequence[str]], Sequence[float]]


@dataclass(frozen=True)
class ExtractionContext:
    """What the engine knows before a turn, offered to extractors that can use it.

    ``describe`` renders the dialogue state for a state-augmented prompt; ``check`` tries an
    extraction against the engine (ids and operation preconditions) without committing it and
    returns the failure message or None, which drives an LLM's re-prompt loop. Both are
    callables so extractors that ignore them cost nothing. ``operations`` False says the caller
    only wants the SKG part (triples and the revision flag), as scoring does. ``arguments`` (in
    creation order) and ``similarity`` let an offline extractor link "that rules out X" to the
    earlier argument X restates; without them it links nothing across turns. ``pool``, kept by
    the engine from turn to turn, offers the same and replaces both, so a long conversation is
    not ranked afresh in Python at every cue.
    """

    describe: Callable[[], str] | None = None
    check: Callable[[Extraction], str | None] | None = None
    operations: bool = True
    arguments: tuple[ArgumentView, ...] = ()
    similarity: Similarity | None = None
    pool: ArgumentPool | None = None


SKG_ONLY = ExtractionContext(operations=False)


class Extractor(Protocol):
    name: str

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction: ...


def get_extractor(name: str, *, llm: LLMConfig | None = None, parser_model: str | None = None) -> Extractor:
    """The extractor called ``name``; ``auto`` is annotations where a turn has them, else
    the LLM when one is configured, else the parser (the rules when no parser model is installed).
    ``parser_model`` names the spaCy pipeline (default $DIALOGKG_SPACY_MODEL or en_core_web_sm)."""
    from dialogkg.extract.annotated import AnnotatedExtractor
    from dialogkg.extract.auto import AutoExtractor
    from dialogkg.extract.rules import RulesExtractor

    if name == "annotated":
        return AnnotatedExtractor()
    if name == "rules":
        return RulesExtractor()
    if name == "parse":
        from dialogkg.extract.parse import ParseExtractor

        return ParseExtractor(parser_model)
    if name == "llm":
        from dialogkg.extract.llm.config import LLMConfig
        from dialogkg.extract.llm.extractor import LLMExtractor

        return LLMExtractor(llm or LLMConfig.from_env(required=True))
    if name == "auto":
        return AutoExtractor(llm, parser_model=parser_model)
    raise InputError(
        f"unknown extractor {name!r}; available: {', '.join(EXTRACTORS)}", Location(field="--extractor")
    )
