"""The default extractor: gold where a turn carries it, otherwise the best configured extractor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.extract.base import ExtractionContext, Extractor, TurnExtraction
from dialogkg.extract.rules import RulesExtractor

if TYPE_CHECKING:
    from dialogkg.extract.llm.config import LLMConfig


class AutoExtractor:
    """Per turn: ``annotated`` if the turn has annotations, else ``llm`` if configured, else ``rules``.

    An LLM counts as configured when a model is named (``--llm-model`` or $DIALOGKG_LLM_MODEL);
    a base URL alone is not enough, because OPENAI_BASE_URL is often set for other tools.
    Provenance names the extractor that actually ran, turn by turn.
    """

    name = "auto"

    def __init__(self, llm: LLMConfig | None = None) -> None:
        from dialogkg.extract.llm.config import LLMConfig

        config = llm or LLMConfig.from_env(required=False)
        self._gold = AnnotatedExtractor()
        self._fallback: Extractor
        if config is not None:
            from dialogkg.extract.llm.extractor import LLMExtractor

            self._fallback = LLMExtractor(config, gold_context=True)
        else:
            self._fallback = RulesExtractor()

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        if turn.annotations is not None:
            return self._gold.extract(conversation, turn, context)
        return self._fallback.extract(conversation, turn, context)
