"""The default extractor: gold where a turn carries it, otherwise the best configured extractor."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract import nlp
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.extract.base import ExtractionContext, Extractor, TurnExtraction

if TYPE_CHECKING:
    from dialogkg.extract.llm.config import LLMConfig

NO_PARSER_NOTICE = "notice: no spaCy English model installed; using the rules extractor"
_noticed = False


def _rules_with_notice() -> Extractor:
    """The rules, saying so on stderr once per process: the user should know why recall is low."""
    global _noticed
    from dialogkg.extract.rules import RulesExtractor

    if not _noticed:
        _noticed = True
        print(NO_PARSER_NOTICE, file=sys.stderr)
    return RulesExtractor()


class AutoExtractor:
    """Per turn: ``annotated`` if the turn has annotations, else ``llm`` if configured, else
    ``parse``, or ``rules`` when no parser model is installed.

    An LLM counts as configured when a model is named (``--llm-model`` or $DIALOGKG_LLM_MODEL);
    a base URL alone is not enough, because OPENAI_BASE_URL is often set for other tools.
    The fallback is chosen on the first turn without annotations, so a fully annotated input
    never loads a parser. Provenance names the extractor that actually ran, turn by turn.
    """

    name = "auto"

    def __init__(self, llm: LLMConfig | None = None, *, parser_model: str | None = None) -> None:
        from dialogkg.extract.llm.config import LLMConfig

        self._llm = llm or LLMConfig.from_env(required=False)
        self._parser_model = parser_model
        self._gold = AnnotatedExtractor()
        self._chosen: Extractor | None = None

    @property
    def _fallback(self) -> Extractor:
        if self._chosen is None:
            if self._llm is not None:
                from dialogkg.extract.llm.extractor import LLMExtractor

                self._chosen = LLMExtractor(self._llm, gold_context=True)
            elif nlp.available(self._parser_model):
                from dialogkg.extract.parse import ParseExtractor

                self._chosen = ParseExtractor(self._parser_model)
            else:
                self._chosen = _rules_with_notice()
        return self._chosen

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        if turn.annotations is not None:
            return self._gold.extract(conversation, turn, context)
        return self._fallback.extract(conversation, turn, context)
