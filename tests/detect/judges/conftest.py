"""A small chat for the judges: one contradiction the cascade sees (two counts of sisters) and one
it cannot (a vegan who ate a steak), with gold triples so no extractor is involved."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from dialogkg.api import DialogKG
from dialogkg.conversation.model import Conversation
from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder
from dialogkg.detect.judges.base import Judgement, JudgePair, PairVerdict
from dialogkg.extract.llm.config import LLMConfig
from tests.extract.llm.replay import ReplayServer


def edge(sub: str, rel: str, obj: str, **more: object) -> dict[str, object]:
    return {"sub": sub, "rel": rel, "obj": obj, **more}


DINNER = {
    "id": "dinner",
    "participants": [{"id": "user", "role": "user"}, {"id": "bot", "role": "assistant"}],
    "turns": [
        {"speaker": "user", "text": "Tell me about yourself."},
        {
            "speaker": "bot",
            "text": "I have three sisters and I am vegan.",
            "annotations": {
                "triples": [edge("bot", "have", "3 sisters", type_obj="Number"), edge("bot", "be", "vegan")]
            },
        },
        {"speaker": "user", "text": "What did you do yesterday?"},
        {
            "speaker": "bot",
            "text": "I ate a steak for dinner with my two sisters.",
            "annotations": {
                "triples": [edge("bot", "eat", "steak"), edge("bot", "have", "2 sisters", type_obj="Number")]
            },
        },
    ],
}

# What the judge is shown for turn 4, in order: the cascade's pair, then the pair it missed.
SISTERS = ("bot have 3 sisters", "bot have 2 sisters")
STEAK = ("bot be vegan", "bot eat steak")


def dinner() -> Conversation:
    return parse_conversation(DINNER, "dinner.json")


def evaluate_dinner(
    server: ReplayServer,
    cache: Path,
    embedder: Embedder,
    model: str,
    *,
    judge: str | None = None,
    nli: str | None = None,
) -> dict[str, object]:
    """The dinner conversation evaluated with a model behind the replaying server."""
    llm = LLMConfig(model=model, base_url=server.url, api_key="k", cache=cache, timeout=5.0)
    [result] = DialogKG.open(None).evaluate(
        [dinner()], extractor="annotated", llm=llm, embedder=embedder, judge=judge, nli=nli
    )
    return result.to_json()


def unjudged(doc: dict[str, Any]) -> dict[str, Any]:
    """The evaluation document without the judge's figures."""
    turns = [{k: v for k, v in t.items() if k != "judged"} for t in doc["turns"]]
    return {**{k: v for k, v in doc.items() if k != "judged"}, "turns": turns}


class FixedJudge:
    """Says the same about every pair, and records what it was asked."""

    name = "fixed"
    model = "test"

    def __init__(self, verdict: bool, issue: str | None = None) -> None:
        self.verdict = verdict
        self.issue = issue
        self.asked: list[list[tuple[str, str]]] = []

    def judge(self, pairs: Sequence[JudgePair]) -> Judgement:
        self.asked.append([(p.earlier, p.later) for p in pairs])
        if self.issue is not None:
            return Judgement((), self.issue)
        return Judgement(tuple(PairVerdict(self.verdict, 1.0 if self.verdict else 0.0) for _ in pairs))


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture
def llm_server() -> Iterator[ReplayServer]:
    server = ReplayServer().start()
    yield server
    server.stop()
