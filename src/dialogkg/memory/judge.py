"""An LLM as the memory's conflict judge, for what the rules cannot see.

The rules catch a second value of an exclusive relation, a denial and a certified contradiction;
they miss conflicts worded differently ("grew up in Lyon" against "her home town is Porto").
The judge is asked, per new fact, about the standing facts the rules left open that share a
content word with it (at most ``candidates``, newest first), through the extraction layer's
client, cache and re-prompt loop, so a second run asks nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from dialogkg.errors import Location
from dialogkg.extract.llm.ask import ask
from dialogkg.extract.llm.cache import ResponseCache
from dialogkg.extract.llm.client import ChatClient
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.prompts import conflict_messages
from dialogkg.memory.facts import Fact, TurnInfo

_WORD = re.compile(r"[a-z0-9][a-z0-9'-]{2,}")
_STOP = frozenset({"the", "and", "for", "with", "from", "has", "have", "was", "were", "are", "not", "its"})


class Conflicts(BaseModel):
    model_config = ConfigDict(extra="forbid")
    conflicts: list[int] = Field(default_factory=list, max_length=100)


def render(fact: Fact) -> str:
    denied = " (denied)" if fact.negation else ""
    return (
        f"{fact.subject_label} | {fact.relation_label} | {fact.obj_label}{denied} "
        f"[turn {fact.turn}, {fact.speaker} ({fact.role})]"
    )


def _words(fact: Fact) -> set[str]:
    text = f"{fact.subject_label} {fact.obj_label}".casefold()
    return {w for w in _WORD.findall(text) if w not in _STOP}


class LLMConflictJudge:
    """Implements memory.maintain.ConflictJudge over an OpenAI-compatible server."""

    def __init__(
        self,
        config: LLMConfig,
        *,
        client: ChatClient | None = None,
        cache: ResponseCache | None = None,
        candidates: int = 20,
    ) -> None:
        self.config = config
        self.client = client or ChatClient(config)
        self.cache = cache or ResponseCache(config.cache)
        self.candidates = candidates

    def conflicts(self, new: Fact, standing: Sequence[Fact], turn: TurnInfo) -> list[int]:
        words = _words(new)
        pool = [k for k, old in enumerate(standing) if words & _words(old)][-self.candidates :]
        if not pool:
            return []
        messages = conflict_messages(render(new), [render(standing[k]) for k in pool])

        def problem(reply: Conflicts) -> str | None:
            bad = sorted({n for n in reply.conflicts if not 1 <= n <= len(pool)})
            return f"conflicts: {bad} are not numbers of held facts (1 to {len(pool)})" if bad else None

        location = Location(turn=turn.index, field="llm.conflict")
        reply = ask(self.client, self.cache, self.config, "conflict", messages, Conflicts, location, problem)
        return sorted({pool[n - 1] for n in reply.conflicts})
