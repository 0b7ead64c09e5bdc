"""Pairs the SKG hands to the cascade: history and, since issue 11, earlier edges of the same turn."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import ClassVar

import numpy as np

from dialogkg.detect.skg import SemanticGraph
from dialogkg.extract.normalize import HOME_NOW
from dialogkg.extract.schema import TripleAnnotation


class WordEmbedder:
    """Bag of words over hashed dimensions: equal texts get cosine 1, disjoint ones about 0."""

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        rows = []
        for text in texts:
            vector = np.zeros(256, dtype=np.float32)
            for word in text.lower().split():
                vector[int(hashlib.sha256(word.encode()).hexdigest(), 16) % 256] += 1.0
            rows.append(vector / (np.linalg.norm(vector) or 1.0))
        return np.stack(rows)


def triple(
    rel: str,
    obj: str,
    *,
    negated: bool = False,
    prop: str = "EXCLUSIVE",
    sub: str = "bot",
    of_now: bool = False,
) -> TripleAnnotation:
    return TripleAnnotation.model_validate(
        {
            "sub": sub,
            "rel": rel,
            "obj": obj,
            "type_sub": "Person",
            "type_obj": "Concept",
            "rel_type": "negation_assertion" if negated else "assertion",
            "attribute": "negation" if negated else "property",
            "property_type": prop,
            "of_now": of_now,
        }
    )


def fired(
    graph: SemanticGraph, turn: int, triples: list[TripleAnnotation]
) -> list[tuple[str, int, int, bool]]:
    update = graph.update(turn, triples)
    return [
        (f.detector, f.current.ordinal, f.historical.turn * 10 + f.historical.ordinal, f.is_hard)
        for f in graph.contradictions(update)
    ]


def test_a_turn_that_contradicts_itself_fires() -> None:
    """ "I'm a nurse at the city hospital ... I'm not a nurse, I teach chemistry" in one answer."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    got = fired(graph, 2, [triple("work as", "nurse"), triple("work as", "nurse", negated=True)])
    assert got == [("NegFlip", 1, 20, True)]


def test_history_and_same_turn_pairs_are_each_judged_once() -> None:
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert fired(graph, 2, [triple("work as", "nurse")]) == []
    got = fired(graph, 4, [triple("work as", "nurse", negated=True), triple("work as", "nurse")])
    # Edge 0 flips against turn 2; edge 1 agrees with turn 2 and flips against edge 0.
    assert got == [("NegFlip", 0, 20, True), ("NegFlip", 1, 40, True)]


def test_drift_is_reported_but_not_hard() -> None:
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    fired(graph, 2, [triple("enjoys walking in", "the green park", prop="ADDITIVE")])
    # rs = os = 2/3: aligned relations, loosely related objects.
    assert fired(graph, 4, [triple("enjoys running in", "the old park", prop="ADDITIVE")]) == [
        ("SemDrift", 0, 20, False)
    ]
    # The same relation under ADDITIVE accumulates instead.
    assert fired(graph, 6, [triple("enjoys walking in", "the old park", prop="ADDITIVE")]) == []


def test_claims_of_two_subjects_sharing_an_object_never_conflict() -> None:
    """ "Hybrids combine an engine ... electric cars have no engine": one object, two subjects."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    fired(graph, 2, [triple("have", "combustion engine", sub="hybrids", prop="ADDITIVE")])
    no_engine = triple("have", "combustion engine", sub="electric cars", negated=True, prop="ADDITIVE")
    assert fired(graph, 4, [no_engine]) == []
    again = triple("have", "combustion engine", sub="hybrids", negated=True, prop="ADDITIVE")
    assert fired(graph, 6, [again]) == [("NegFlip", 0, 20, True)]


def test_going_back_on_a_quarantined_turn_is_a_flip_back() -> None:
    """ "I have two dogs" ... "I don't have any dogs" (flagged, quarantined) ... "I have two dogs":
    the third turn contradicts the second though the paper leaves quarantined edges out."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    fired(graph, 2, [triple("have", "dogs", prop="ADDITIVE")])
    denial = graph.update(4, [triple("have", "dogs", negated=True, prop="ADDITIVE")])
    assert [(f.detector, f.flip_back) for f in graph.contradictions(denial)] == [("NegFlip", False)]
    graph.quarantine(denial)
    again = graph.update(6, [triple("have", "dogs", prop="ADDITIVE")])
    got = [(f.detector, f.historical.turn, f.is_hard, f.flip_back) for f in graph.contradictions(again)]
    assert got == [("NegFlip", 4, True, True)]


def test_a_turn_quarantined_after_its_own_pairs_were_judged_is_no_flip_back() -> None:
    """Quarantine comes after the turn's pairs: a contradiction within one turn stays ordinary."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    update = graph.update(2, [triple("work as", "nurse"), triple("work as", "nurse", negated=True)])
    firings = graph.contradictions(update)
    graph.quarantine(update)
    assert [(f.detector, f.flip_back) for f in firings] == [("NegFlip", False)]


class CloseLabels(WordEmbedder):
    """Labels at the cosine all-MiniLM-L6-v2 puts them from another ("assistant's mom" /
    "assistant": 0.80; "sister" / "brother": 0.86; "dad" / "father": 0.92), so that the merge
    rule alone decides."""

    CLOSE: ClassVar[dict[str, tuple[str, float]]] = {
        "bot's mom": ("bot", 0.80),
        "bot's sister": ("bot's brother", 0.86),
        "bot's dad": ("bot's father", 0.92),
    }

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        rows = []
        for text in texts:
            like, cosine = self.CLOSE.get(text, (text, 1.0))
            base, own = super().encode([like, f"only-{text}"])
            rows.append(cosine * base + (1 - cosine**2) ** 0.5 * own)
        return np.stack(rows)


def test_a_relative_is_never_merged_into_its_owner_nor_another_relative() -> None:
    """ "My mom used to hide vegetables" is the mom's claim, not the speaker's: it must not meet "I
    love vegetables"; a sister is not a brother; a dad may be the father said again."""
    graph = SemanticGraph(CloseLabels())  # type: ignore[arg-type]
    fired(graph, 2, [triple("hide", "vegetables", sub="bot's mom", negated=True, prop="ADDITIVE")])
    assert fired(graph, 4, [triple("hide", "vegetables", prop="ADDITIVE")]) == []
    fired(graph, 6, [triple("work as", "nurse", sub="bot's brother")])
    assert fired(graph, 8, [triple("work as", "nurse", sub="bot's sister", negated=True)]) == []
    fired(graph, 10, [triple("live in", "Ohio", sub="bot's father")])
    assert fired(graph, 12, [triple("live in", "Ohio", sub="bot's dad", negated=True)]) == [
        ("NegFlip", 0, 100, True)
    ]


def _moment(graph: SemanticGraph, turn: int, session: str | None, *, home: bool) -> list[str]:
    """ "I'm home" / "I'm at the office" as the parse extractor states them: one bare state."""
    update = graph.update(turn, [triple(HOME_NOW, HOME_NOW, negated=not home)], session)
    return [f.detector for f in graph.contradictions(update)]


def test_the_moment_is_one_sitting_when_the_turns_name_none() -> None:
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _moment(graph, 2, None, home=False) == []
    assert _moment(graph, 4, None, home=True) == ["NegFlip"]


def test_the_moment_of_another_session_is_not_this_one() -> None:
    """At the office in one session, home in the next: both true. Back at the office within the
    second session goes back on being home."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _moment(graph, 2, "session_1", home=False) == []
    assert _moment(graph, 4, "session_2", home=True) == []
    assert _moment(graph, 6, "session_2", home=False) == ["NegFlip"]


def test_a_session_does_not_part_what_holds_for_good() -> None:
    """Only claims of the moment are kept to their sitting: a job held in one session and denied in
    the next still clash."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    graph.update(2, [triple("work as", "nurse")], "session_1")
    update = graph.update(4, [triple("work as", "nurse", negated=True)], "session_2")
    assert [f.detector for f in graph.contradictions(update)] == ["NegFlip"]


def _pets(graph: SemanticGraph, turn: int, session: str | None, *, had: bool) -> list[str]:
    update = graph.update(turn, [triple("have", "pets", negated=not had, prop="ADDITIVE")], session)
    return [f.detector for f in graph.contradictions(update)]


def test_what_was_denied_in_one_sitting_may_come_to_be_by_the_next() -> None:
    """ "No pets right now" in May, "meet Toby, my puppy" in June: a change between sittings, not a
    flip; within one sitting, and the other way round across two, it still goes back."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _pets(graph, 2, "session_1", had=False) == []
    assert _pets(graph, 4, "session_2", had=True) == []
    assert _pets(graph, 6, "session_2", had=False) == ["NegFlip"]
    one = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _pets(one, 2, "session_1", had=False) == []
    assert _pets(one, 4, "session_1", had=True) == ["NegFlip"]
    kept = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _pets(kept, 2, "session_1", had=True) == []
    assert _pets(kept, 4, "session_2", had=False) == ["NegFlip"]


def _drums(graph: SemanticGraph, turn: int, session: str, *, played: bool, of_now: bool = False) -> list[str]:
    drums = triple("play", "drums", negated=not played, prop="ADDITIVE", of_now=of_now)
    return [f.detector for f in graph.contradictions(graph.update(turn, [drums], session))]


def test_a_later_denial_of_now_only_is_a_change() -> None:
    """ "I play drums" in March, "I used to play drums, haven't in a while" in June: a change the
    speaker tells, not a flip. In one sitting it still goes back, and so does a plain denial in a
    later one ("I've never played drums")."""
    graph = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _drums(graph, 2, "session_1", played=True) == []
    assert _drums(graph, 4, "session_2", played=False, of_now=True) == []
    assert _drums(graph, 6, "session_2", played=True) == ["NegFlip"]
    one = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _drums(one, 2, "session_1", played=True) == []
    assert _drums(one, 4, "session_1", played=False, of_now=True) == ["NegFlip"]
    plain = SemanticGraph(WordEmbedder())  # type: ignore[arg-type]
    assert _drums(plain, 2, "session_1", played=True) == []
    assert _drums(plain, 4, "session_2", played=False) == ["NegFlip"]
