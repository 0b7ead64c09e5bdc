"""The common ground: an assistant's grants held against what the user said of themselves."""

from __future__ import annotations

import pytest

from dialogkg.detect.common_ground import CommonGround
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.schema import TripleAnnotation


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


def said(rel: str, obj: str, *, negated: bool = False, sub: str = "user") -> TripleAnnotation:
    kind = "negation_assertion" if negated else "assertion"
    return TripleAnnotation(sub=sub, rel=rel, obj=obj, rel_type=kind)


def fired(ground: CommonGround, turn: int, *grants: TripleAnnotation) -> list[tuple[str, int, int, str]]:
    return [
        (f.detector, f.current.ordinal, f.historical.turn, f.historical.triple.obj)
        for f in ground.check(turn, grants, first_ordinal=2)
    ]


def test_a_grant_the_user_denied_is_a_contradiction(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pets", negated=True)])
    assert fired(ground, 2, said("have", "fish")) == [("NegFlip", 2, 1, "pets")]
    # a grant stands after the turn's claims: the second grant is claim 3
    assert fired(ground, 2, said("like", "reading"), said("have", "dog")) == [("NegFlip", 3, 1, "pets")]


def test_a_grant_the_user_told_or_never_spoke_of_is_no_firing(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "dog"), said("have kid", "3")])
    assert fired(ground, 2, said("have", "dog")) == []  # "How old is your dog?"
    assert fired(ground, 2, said("have", "pets")) == []  # "What kind of pets do you have?"
    assert fired(ground, 2, said("have", "husband")) == []  # never spoken of


def test_the_users_later_word_stands_over_the_earlier(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pet", negated=True)])
    ground.hear(3, "user", [said("have", "cat")])
    assert fired(ground, 4, said("have", "cat")) == []  # "How old is your cat?"


def test_only_what_the_user_said_of_themselves_is_heard(embedder: Embedder) -> None:
    ground = CommonGround(embedder)
    ground.hear(1, "user", [said("have", "pets", negated=True, sub="user's sister")])
    assert fired(ground, 2, said("have", "fish")) == []
