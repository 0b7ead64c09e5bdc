"""Memory maintenance on small exact cases, and invariants over generated conversations."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from dialogkg.memory.facts import Fact, TurnInfo
from dialogkg.memory.maintain import maintain

USER, BOT = ("u", "user"), ("a", "assistant")


def turn(index: int, who: tuple[str, str], text: str = "", revision: bool | None = None) -> TurnInfo:
    return TurnInfo(index, who[0], who[1], text, revision)


def fact(
    index: int,
    who: tuple[str, str],
    s: str,
    r: str,
    o: str,
    *,
    ordinal: int = 0,
    exclusive: bool = True,
    negation: bool = False,
    hypothetical: bool = False,
) -> Fact:
    return Fact(
        claim=f"c:{index}/{ordinal}",
        turn=index,
        ordinal=ordinal,
        speaker=who[0],
        role=who[1],
        subject=f"e:{s}",
        subject_label=s,
        relation=f"r:{r}",
        relation_label=r,
        obj=f"e:{o}",
        obj_label=o,
        negation=negation,
        exclusive=exclusive,
        hypothetical=hypothetical,
        extractor="annotated",
    )


def turns(*items: TurnInfo) -> dict[int, TurnInfo]:
    return {t.index: t for t in items}


def objects(facts: Sequence[Fact]) -> list[str]:
    return [f.obj_label for f in facts]


def test_an_unauthorised_exclusive_change_is_a_contradiction_memory_follows_the_newer_value() -> None:
    ts = turns(turn(1, BOT, "She grew up in Lyon."), turn(2, USER, "Where?"), turn(3, BOT, "In Porto."))
    log = maintain(
        ts, [fact(1, BOT, "Marie", "home town", "Lyon"), fact(3, BOT, "Marie", "home town", "Porto")]
    )
    [change] = log.supersessions
    assert (change.old.obj_label, change.new.obj_label, change.rule, change.authority) == (
        "Lyon",
        "Porto",
        "exclusive",
        "none",
    )
    assert objects(log.view()) == ["Porto"]
    assert objects(log.view(as_of=2)) == ["Lyon"]
    assert objects(log.commitments()) == ["Lyon", "Porto"]  # both still asserted: check reports it


def test_a_user_revision_authorises_its_turn_and_the_reply() -> None:
    ts = turns(
        turn(1, USER, "Book Tuesday."),
        turn(2, BOT, "Booked for Tuesday."),
        turn(3, USER, "Change it to Thursday.", revision=True),
        turn(4, BOT, "Now on Thursday."),
    )
    facts = [
        fact(1, USER, "review", "on", "Tuesday"),
        fact(2, BOT, "review", "on", "Tuesday"),
        fact(4, BOT, "review", "on", "Thursday"),
    ]
    log = maintain(ts, facts)
    assert [(s.old.turn, s.new.turn, s.authority) for s in log.supersessions] == [
        (1, 4, "revision"),
        (2, 4, "revision"),
    ]
    assert objects(log.commitments()) == ["Thursday"]


def test_revision_markers_decide_when_the_input_does_not_say() -> None:
    facts = [fact(1, BOT, "review", "on", "Tuesday"), fact(3, BOT, "review", "on", "Friday")]
    asked = maintain(turns(turn(1, BOT), turn(2, USER, "Please switch it to Friday"), turn(3, BOT)), facts)
    refused = maintain(
        turns(turn(1, BOT), turn(2, USER, "Please switch it to Friday", revision=False), turn(3, BOT)), facts
    )
    assert [s.authority for s in asked.supersessions] == ["revision"]
    assert [s.authority for s in refused.supersessions] == ["none"]


def test_a_speaker_may_correct_only_itself() -> None:
    ts = turns(turn(1, USER, "I live in Oslo."), turn(2, BOT, "Actually, you live in Bergen."))
    log = maintain(ts, [fact(1, USER, "me", "lives in", "Oslo"), fact(2, BOT, "me", "lives in", "Bergen")])
    assert [s.authority for s in log.supersessions] == ["none"]
    ts = turns(turn(1, BOT, "It is 3 km."), turn(2, BOT, "Correction: it is 5 km."))
    log = maintain(ts, [fact(1, BOT, "trail", "length", "3 km"), fact(2, BOT, "trail", "length", "5 km")])
    assert [s.authority for s in log.supersessions] == ["correction"]


def test_additive_values_accumulate_and_hypotheses_stay_out_of_memory() -> None:
    ts = turns(turn(1, BOT), turn(2, BOT))
    facts = [
        fact(1, BOT, "review", "attended by", "Ana", exclusive=False),
        fact(2, BOT, "review", "attended by", "Ben", exclusive=False),
        fact(2, BOT, "review", "attended by", "Cy", ordinal=1, exclusive=False, hypothetical=True),
    ]
    log = maintain(ts, facts)
    assert log.supersessions == []
    assert objects(log.view()) == ["Ana", "Ben"]


def test_a_relation_once_exclusive_stays_functional_for_later_facts() -> None:
    ts = turns(turn(1, BOT), turn(2, BOT))
    facts = [fact(1, BOT, "x", "capital", "A"), fact(2, BOT, "x", "capital", "B", exclusive=False)]
    assert [s.rule for s in maintain(ts, facts).supersessions] == ["exclusive"]


def test_negation_by_relation_type_and_by_a_negated_label() -> None:
    ts = turns(turn(1, BOT), turn(2, BOT))
    typed = [
        fact(1, BOT, "caffeine", "raises", "heart rate", exclusive=False),
        fact(2, BOT, "caffeine", "raises", "heart rate", exclusive=False, negation=True),
    ]
    worded = [
        fact(1, BOT, "caffeine", "raises", "heart rate", exclusive=False),
        fact(2, BOT, "caffeine", "does not raise", "heart rate", exclusive=False),
    ]
    unrelated = [
        fact(1, BOT, "caffeine", "raises", "heart rate", exclusive=False),
        fact(2, BOT, "caffeine", "does not lower", "heart rate", exclusive=False),
    ]
    assert [s.rule for s in maintain(ts, typed).supersessions] == ["negation"]
    assert [s.rule for s in maintain(ts, worded).supersessions] == ["negation"]
    assert maintain(ts, unrelated).supersessions == []


def test_certificates_of_the_cascade_are_conflicts_the_rules_cannot_see() -> None:
    ts = turns(turn(1, BOT), turn(2, BOT))
    facts = [
        fact(1, BOT, "rates", "reduce", "inflation", exclusive=False),
        fact(2, BOT, "rates", "increase", "inflation", exclusive=False),
    ]
    assert maintain(ts, facts).supersessions == []
    log = maintain(ts, facts, [("c:2/0", "c:1/0", "Antonym")])
    assert [(s.rule, s.old.claim) for s in log.supersessions] == [("certificate", "c:1/0")]
    assert maintain(ts, facts, [("c:2/0", "c:1/0", "SemDrift")]).supersessions == []


class OneJudge:
    def __init__(self) -> None:
        self.asked: list[tuple[str, list[str]]] = []

    def conflicts(self, new: Fact, standing: Sequence[Fact], turn: TurnInfo) -> list[int]:
        self.asked.append((new.obj_label, [f.obj_label for f in standing]))
        return [k for k, f in enumerate(standing) if {f.obj_label, new.obj_label} == {"vegan", "steak"}]


def test_a_judge_is_asked_only_about_what_the_rules_left_open() -> None:
    ts = turns(turn(1, USER), turn(2, USER), turn(3, USER))
    facts = [
        fact(1, USER, "Sam", "diet", "vegan", exclusive=False),
        fact(2, USER, "Sam", "city", "Rome"),
        fact(3, USER, "Sam", "favourite dish", "steak", exclusive=False),
        fact(3, USER, "Sam", "city", "Milan", ordinal=1),
    ]
    judge = OneJudge()
    log = maintain(ts, facts, judge=judge)
    assert [(s.old.obj_label, s.rule) for s in log.supersessions] == [("vegan", "llm"), ("Rome", "exclusive")]
    assert judge.asked[-1] == ("Milan", ["steak"])  # Rome was settled by the exclusive rule
    assert objects(log.view()) == ["steak", "Milan"]


# -- invariants ------------------------------------------------------------------------------

SUBJECTS, RELATIONS, VALUES = ["s1", "s2"], ["r1", "r2", "r3"], ["v1", "v2", "v3"]


@st.composite
def conversations(draw: st.DrawFn) -> tuple[dict[int, TurnInfo], list[Fact]]:
    n = draw(st.integers(1, 8))
    exclusive = {r: draw(st.booleans()) for r in RELATIONS}
    ts: dict[int, TurnInfo] = {}
    facts: list[Fact] = []
    for i in range(1, n + 1):
        who = draw(st.sampled_from([USER, BOT]))
        text = draw(st.sampled_from(["", "actually", "change it", "fine"]))
        ts[i] = turn(i, who, text, draw(st.sampled_from([None, True, False])))
        for k in range(draw(st.integers(0, 3))):
            r = draw(st.sampled_from(RELATIONS))
            facts.append(
                fact(
                    i,
                    who,
                    draw(st.sampled_from(SUBJECTS)),
                    r,
                    draw(st.sampled_from(VALUES)),
                    ordinal=k,
                    exclusive=exclusive[r],
                    negation=draw(st.booleans()),
                    hypothetical=draw(st.integers(0, 5)) == 0,
                )
            )
    return ts, facts


@given(conversations())
def test_every_memory_view_is_consistent(conversation: tuple[dict[int, TurnInfo], list[Fact]]) -> None:
    ts, facts = conversation
    log = maintain(ts, facts)
    functional = {f.relation for f in facts if f.exclusive and not f.hypothetical}
    for as_of in ts:
        view = log.view(as_of)
        values: dict[tuple[str, str], set[str]] = {}
        for f in view:
            if f.relation in functional and not f.negation:
                values.setdefault((f.subject, f.relation), set()).add(f.obj)
        assert all(len(v) == 1 for v in values.values())
        asserted = {(f.subject, f.relation, f.obj) for f in view if not f.negation}
        denied = {(f.subject, f.relation, f.obj) for f in view if f.negation}
        assert not asserted & denied


@given(conversations())
def test_a_view_as_of_a_turn_is_what_maintenance_of_that_prefix_gives(
    conversation: tuple[dict[int, TurnInfo], list[Fact]],
) -> None:
    ts, facts = conversation
    log = maintain(ts, facts)
    for as_of in ts:
        prefix = maintain({i: t for i, t in ts.items() if i <= as_of}, [f for f in facts if f.turn <= as_of])
        assert log.view(as_of) == prefix.view()
        assert log.commitments(as_of) == prefix.commitments()


@given(conversations())
def test_nothing_is_forgotten_only_superseded(conversation: tuple[dict[int, TurnInfo], list[Fact]]) -> None:
    ts, facts = conversation
    log = maintain(ts, facts)
    gone = {s.old.claim for s in log.supersessions}
    kept = {f.claim for f in log.view()}
    assert gone | kept == {f.claim for f in facts if not f.hypothetical}
    assert all(s.old.key < s.new.key for s in log.supersessions)
