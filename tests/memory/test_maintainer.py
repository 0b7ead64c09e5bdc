"""The indexed Maintainer gives exactly what the quadratic replay gave, turn by turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.memory.facts import Fact, TurnInfo
from dialogkg.memory.graph import memory_delta_quads, memory_quads
from dialogkg.memory.maintain import (
    CONTRADICTION_DETECTORS,
    CORRECTION_MARKERS,
    Authority,
    ConflictJudge,
    Maintainer,
    MemoryLog,
    Rule,
    Supersession,
    _conflict,
    is_revision,
    maintain,
)
from tests.memory.test_maintain import BOT, USER, fact, turn, turns


def oracle(
    turns: dict[int, TurnInfo],
    facts: Sequence[Fact],
    certified: Sequence[tuple[str, str, str]] = (),
    *,
    judge: ConflictJudge | None = None,
    lexicons: Lexicons | None = None,
) -> MemoryLog:
    """maintain() as it was before the index: every new fact against every standing fact."""
    lex = lexicons or default_lexicons()
    by_turn: dict[int, list[Fact]] = {}
    for f in facts:
        by_turn.setdefault(f.turn, []).append(f)
    pairs = {(cur, old) for cur, old, detector in certified if detector in CONTRADICTION_DETECTORS}
    log = MemoryLog(list(facts))
    memory: list[Fact] = []
    functional: set[str] = set()
    previous: TurnInfo | None = None
    for index, t in turns.items():
        revision = is_revision(t) or (
            previous is not None
            and t.role == "assistant"
            and previous.role == "user"
            and is_revision(previous)
        )
        correction = CORRECTION_MARKERS.search(t.text) is not None
        new_facts = [f for f in by_turn.get(index, ()) if not f.hypothetical]
        functional.update(f.relation for f in new_facts if f.exclusive)
        for new in new_facts:
            replaced: list[tuple[Fact, Rule]] = []
            for old in memory:
                rule = _conflict(old, new, functional, pairs, lex)
                if rule is not None:
                    replaced.append((old, rule))
            if judge is not None:
                settled = {old.claim for old, _ in replaced}
                rest = [old for old in memory if old.claim not in settled]
                replaced += [(rest[k], "llm") for k in sorted(set(judge.conflicts(new, rest, t)))]
            for old, rule in replaced:
                authority: Authority = (
                    "revision"
                    if revision
                    else "correction"
                    if correction and old.speaker == new.speaker
                    else "none"
                )
                log.supersessions.append(Supersession(len(log.supersessions) + 1, old, new, rule, authority))
                memory.remove(old)
            memory.append(new)
        previous = t
    return log


class LabelJudge:
    """A stand-in LLM: a new fact conflicts with standing facts of the same subject whose object
    label ends in the same character. Records every standing list it was shown."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, list[str]]] = []

    def conflicts(self, new: Fact, standing: Sequence[Fact], turn: TurnInfo) -> list[int]:
        self.shown.append((new.claim, [f.claim for f in standing]))
        last = {f.claim: k for k, f in enumerate(standing)}  # of repeated facts, only the last copy
        return [
            k
            for k, f in enumerate(standing)
            if last[f.claim] == k
            and f.subject == new.subject
            and f.obj != new.obj
            and f.obj_label[-1] == new.obj_label[-1]
        ]


SUBJECTS = ["s1", "s2", "s3"]
# (relation label, relation IRI suffix): negated wordings, a second label for one IRI, stems
RELATIONS = [
    ("raises", "raises"),
    ("Raises", "raises"),
    ("does not raise", "does-not-raise"),
    ("lowers", "lowers"),
    ("never lowers", "never-lowers"),
    ("home town", "home-town"),
    ("is not home town", "is-not-home-town"),
    ("likes", "likes"),
]
OBJECTS = ["v1", "v2", "v3", "w3"]
TEXTS = ["", "actually", "change it", "fine", "I was wrong", "instead, please"]
DETECTORS = [*sorted(CONTRADICTION_DETECTORS), "SemDrift"]


@st.composite
def histories(
    draw: st.DrawFn,
) -> tuple[dict[int, TurnInfo], list[Fact], list[tuple[str, str, str]]]:
    n = draw(st.integers(1, 10))
    ts: dict[int, TurnInfo] = {}
    facts: list[Fact] = []
    for i in range(1, n + 1):
        who = draw(st.sampled_from([USER, BOT, ("b", "assistant")]))
        ts[i] = turn(i, who, draw(st.sampled_from(TEXTS)), draw(st.sampled_from([None, True, False])))
        for k in range(draw(st.integers(0, 4))):
            label, _ = draw(st.sampled_from(RELATIONS))
            f = fact(
                i,
                who,
                draw(st.sampled_from(SUBJECTS)),
                label,
                draw(st.sampled_from(OBJECTS)),
                ordinal=k,
                exclusive=draw(st.integers(0, 3)) == 0,  # per fact: relations turn functional over time
                negation=draw(st.integers(0, 3)) == 0,
                hypothetical=draw(st.integers(0, 6)) == 0,
            )
            iri = dict(RELATIONS)[label]
            facts.append(replace(f, relation=f"r:{iri}"))
        said = [f for f in facts if f.turn == i]
        if said and draw(st.integers(0, 4)) == 0:  # a fact repeated later in its turn: list.remove semantics
            facts.append(draw(st.sampled_from(said)))
    claims = sorted({f.claim for f in facts})
    certified: list[tuple[str, str, str]] = []
    if claims:
        for _ in range(draw(st.integers(0, 6))):
            pair = (draw(st.sampled_from(claims)), draw(st.sampled_from(claims)))
            certified.append((*pair, draw(st.sampled_from(DETECTORS))))
    return ts, facts, certified


History = tuple[dict[int, TurnInfo], list[Fact], list[tuple[str, str, str]]]


@settings(max_examples=400)
@given(histories())
def test_the_indexed_maintainer_equals_the_quadratic_replay(history: History) -> None:
    ts, facts, certified = history
    expected = oracle(ts, facts, certified)
    got = maintain(ts, facts, certified)
    assert got.facts == expected.facts
    assert got.supersessions == expected.supersessions


@settings(max_examples=200)
@given(histories())
def test_the_judge_sees_the_same_standing_lists_and_decides_the_same(history: History) -> None:
    ts, facts, certified = history
    theirs, ours = LabelJudge(), LabelJudge()
    expected = oracle(ts, facts, certified, judge=theirs)
    got = maintain(ts, facts, certified, judge=ours)
    assert got.supersessions == expected.supersessions
    assert ours.shown == theirs.shown


@settings(max_examples=200)
@given(histories())
def test_turn_by_turn_supersessions_concatenate_to_the_replay(history: History) -> None:
    ts, facts, certified = history
    maintainer = Maintainer(certified=certified)
    deltas: list[list[Supersession]] = []
    for index, t in ts.items():
        deltas.append(maintainer.add_turn(t, [f for f in facts if f.turn == index]))
    assert [s for delta in deltas for s in delta] == oracle(ts, facts, certified).supersessions
    assert maintainer.log.supersessions == [s for delta in deltas for s in delta]
    assert maintainer.log.facts == [f for index in ts for f in facts if f.turn == index]
    deltas = [q for delta in deltas for q in memory_delta_quads("c", delta)]
    assert deltas == memory_quads("c", maintain(ts, facts, certified))


def _as_ofs(ts: dict[int, TurnInfo]) -> list[int | None]:
    """Every turn, one before the first and one past the last (the view's edges), and now."""
    return [None, 0, *ts, max(ts, default=0) + 1]


@settings(max_examples=300)
@given(histories(), st.booleans())
def test_the_maintained_view_is_the_logs_view_after_every_turn(history: History, judged: bool) -> None:
    """The view the Maintainer keeps (facts in view, the turn each leaves it, supersession turns)
    answers every as_of exactly as MemoryLog.view and changes define it, order included."""
    ts, facts, certified = history
    maintainer = Maintainer(certified=certified, judge=LabelJudge() if judged else None)
    for index, t in ts.items():
        maintainer.add_turn(t, [f for f in facts if f.turn == index])
        for as_of in _as_ofs(ts):
            assert maintainer.view(as_of) == tuple(maintainer.log.view(as_of))
            assert maintainer.changes(as_of) == tuple(maintainer.log.changes(as_of))
            assert list(maintainer.changes(as_of)) == [
                s for s in maintainer.log.supersessions if as_of is None or s.turn <= as_of
            ]


@settings(max_examples=100)
@given(histories(), st.randoms(use_true_random=False))
def test_the_maintained_view_holds_when_turns_come_out_of_order(history: History, rng: Random) -> None:
    """maintain() takes turns in the order of its dict: out of order, bisection no longer holds and
    the Maintainer answers by the definition."""
    ts, facts, certified = history
    order = list(ts)
    rng.shuffle(order)
    maintainer = Maintainer(certified=certified)
    for index in order:
        maintainer.add_turn(ts[index], [f for f in facts if f.turn == index])
        for as_of in _as_ofs(ts):
            assert maintainer.view(as_of) == tuple(maintainer.log.view(as_of))
            assert maintainer.changes(as_of) == tuple(maintainer.log.changes(as_of))


def test_a_view_shows_what_is_in_view_and_an_earlier_one_what_was() -> None:
    maintainer = Maintainer()
    maintainer.add_turn(turn(1, BOT), [fact(1, BOT, "review", "on", "Tuesday")])
    maintainer.add_turn(turn(2, BOT), [fact(2, BOT, "review", "on", "Friday")])
    maintainer.add_turn(
        turn(3, BOT),
        [fact(3, BOT, "lunch", "at", "noon"), fact(3, BOT, "x", "y", "z", ordinal=1, hypothetical=True)],
    )
    assert [f.obj_label for f in maintainer.view()] == ["Friday", "noon"]
    assert [f.obj_label for f in maintainer.view(1)] == ["Tuesday"]
    assert [f.obj_label for f in maintainer.view(2)] == ["Friday"]
    assert [s.old.obj_label for s in maintainer.changes(1)] == []
    assert [s.old.obj_label for s in maintainer.changes(2)] == ["Tuesday"]


def test_supersession_numbers_continue_across_turns_and_a_revision_authorises_the_reply() -> None:
    maintainer = Maintainer()
    assert maintainer.add_turn(turn(1, BOT), [fact(1, BOT, "review", "on", "Tuesday")]) == []
    assert maintainer.add_turn(turn(2, USER, "Move it to Friday", revision=True), []) == []
    [change] = maintainer.add_turn(turn(3, BOT), [fact(3, BOT, "review", "on", "Friday")])
    assert (change.sequence, change.old.obj_label, change.authority) == (1, "Tuesday", "revision")
    [change] = maintainer.add_turn(turn(4, BOT), [fact(4, BOT, "review", "on", "Monday")])
    assert (change.sequence, change.old.obj_label, change.authority) == (2, "Friday", "none")
    assert [f.obj_label for f in maintainer.standing] == ["Monday"]
    assert [f.obj_label for f in maintainer.log.view(as_of=3)] == ["Friday"]


def test_a_denial_replaces_every_repetition_of_the_statement() -> None:
    """Repetitions share one index group; the denial must still replace each of them, oldest first."""
    maintainer = Maintainer()
    for i in range(1, 201):
        maintainer.add_turn(turn(i, USER), [fact(i, USER, "Sam", "likes", "tea", exclusive=False)])
    assert len(maintainer.standing) == 200
    changes = maintainer.add_turn(turn(201, USER), [fact(201, USER, "Sam", "likes", "tea", negation=True)])
    assert [s.old.turn for s in changes] == list(range(1, 201))
    assert maintainer.standing == [fact(201, USER, "Sam", "likes", "tea", negation=True)]
    assert len(maintainer.log.supersessions) == 200
    assert {s.rule for s in maintainer.log.supersessions} == {"negation"}
    assert (
        maintainer.log.supersessions
        == oracle(turns(*(turn(i, USER) for i in range(1, 202))), maintainer.log.facts).supersessions
    )
