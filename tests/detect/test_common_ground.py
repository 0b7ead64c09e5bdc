"""The common ground: an assistant's asks held against what the user said of themselves."""

from __future__ import annotations

import pytest

from dialogkg.detect.common_ground import FORGOTTEN, CommonGround
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.schema import Ask, TripleAnnotation, Wants


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


def said(rel: str, obj: str, *, negated: bool = False, sub: str = "user") -> TripleAnnotation:
    kind = "negation_assertion" if negated else "assertion"
    return TripleAnnotation(sub=sub, rel=rel, obj=obj, rel_type=kind)


def ask(rel: str, obj: str, wants: Wants | None = None) -> Ask:
    return Ask(triple=TripleAnnotation(sub="user", rel=rel, obj=obj), wants=wants)


def fired(ground: CommonGround, turn: int, *asks: Ask) -> list[tuple[str, int, int, str]]:
    return [
        (f.detector, f.current.ordinal, f.historical.turn, f.historical.triple.obj)
        for f in ground.check(turn, asks, first_ordinal=2)
    ]


def test_a_grant_the_user_denied_is_a_contradiction(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pets", negated=True)])
    assert fired(ground, 2, ask("have", "fish", "kind")) == [("NegFlip", 2, 1, "pets")]
    # the grant stands after the turn's claims: the second ask is claim 3
    assert fired(ground, 2, ask("like", "reading"), ask("have", "dog")) == [("NegFlip", 3, 1, "pets")]


def test_asking_a_kind_or_count_already_told_is_forgotten(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have cat", "2"), said("have kid", "3")])
    assert fired(ground, 2, ask("have", "pets", "kind")) == [(FORGOTTEN, 2, 1, "2")]
    assert fired(ground, 2, ask("have", "kids", "count")) == [(FORGOTTEN, 2, 1, "3")]
    # owned is had: "I own a truck" tells which vehicle
    ground.hear(3, "user", [said("own", "truck")])
    assert fired(ground, 4, ask("have", "vehicle", "kind")) == [(FORGOTTEN, 2, 3, "truck")]


def test_asking_for_more_than_was_told_is_no_firing(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "dog"), said("have kid", "3")])
    assert fired(ground, 2, ask("have", "dogs", "kind")) == []  # which breed: not told
    assert fired(ground, 2, ask("have", "kids", "kind")) == []  # boys or girls: not told
    assert fired(ground, 2, ask("have", "cats", "count")) == []  # no cats were counted
    assert fired(ground, 2, ask("have", "dog")) == []  # "your dog": granted and told


def test_the_users_later_word_stands_over_the_earlier(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pet", negated=True)])
    ground.hear(3, "user", [said("have", "cat")])
    assert fired(ground, 4, ask("have", "cat")) == []  # "How old is your cat?"


def test_only_what_the_user_said_of_themselves_is_heard(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pets", negated=True, sub="user's sister")])
    assert fired(ground, 2, ask("have", "fish", "kind")) == []
