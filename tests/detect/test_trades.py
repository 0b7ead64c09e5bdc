"""Lines of work: a job, a workplace and a field named for one person (trades.py)."""

from __future__ import annotations

import pytest

from dialogkg.detect import trades
from dialogkg.detect.cascade import cascade
from tests.detect.test_cascade import edge


@pytest.mark.parametrize(
    ("relation", "value", "kind", "lines"),
    [
        ("work as", "bartender", "job", {"food", "hospitality"}),
        ("work as", "Teachers", "job", {"education", "teaching"}),
        ("work at", "grocery store", "place", {"retail"}),  # the longest term: not "store"
        ("work at", "the doctors office", "place", {"healthcare"}),
        ("work at", "grocery store downtown", "place", {"retail"}),  # wherever it stands
        ("be in", "marketing", "function", {"marketing"}),
        ("work in", "healthcare", "industry", {"healthcare"}),
        ("work in", "a hospital", "place", {"healthcare"}),
        # a job the lexicon does not know, by the field before it
        ("work as", "plumbing apprentice", "job*", {"plumbing", "trades"}),
        ("work as", "accountant", "job*", {"accounting", "finance"}),
    ],
)
def test_a_value_names_its_line_of_work(relation: str, value: str, kind: str, lines: set[str]) -> None:
    assert trades.work(relation, value) == trades.Work(kind, frozenset(lines))


@pytest.mark.parametrize(
    ("relation", "value"),
    [
        ("work as", "retired teacher"),  # no job held
        ("work as", "nursing student"),
        ("work as", "manager"),  # unknown
        ("be in", "school"),  # a workplace is not what one is "in" as a field
        ("be in", "college"),
        ("live in", "hospital"),  # not a relation of work
        ("work at", "bartender"),  # a job is no workplace
    ],
)
def test_what_the_lexicon_does_not_know_says_nothing(relation: str, value: str) -> None:
    assert trades.work(relation, value) is None


@pytest.mark.parametrize(
    ("a", "b", "clash"),
    [
        (("work as", "bartender"), ("work at", "grocery store"), True),
        (("work as", "landscaper"), ("work at", "doctors office"), True),
        (("work as", "teacher"), ("be in", "marketing"), True),
        (("work as", "plumbing apprentice"), ("work in", "accounting"), True),
        (("work as", "teacher"), ("work in", "retail"), True),
        # a job's own workplaces and fields; a nurse at a school; a job held anywhere
        (("work as", "nurse"), ("work at", "elementary school"), False),
        (("work as", "teacher"), ("work in", "education"), False),
        (("work as", "cashier"), ("work at", "restaurant"), False),
        (("work as", "accountant"), ("work at", "hospital"), False),
        (("work as", "accountant"), ("work in", "healthcare"), False),
        (("work as", "accountant"), ("be in", "marketing"), True),
        # two jobs, two workplaces: the slots' own values, not this rule's
        (("work as", "teacher"), ("work as", "nurse"), False),
        (("work at", "bank"), ("work at", "hospital"), False),
        (("work as", "teacher"), ("work as", "manager"), False),
    ],
)
def test_two_lines_of_work(a: tuple[str, str], b: tuple[str, str], clash: bool) -> None:
    assert trades.two_lines(trades.work(*a), trades.work(*b)) is clash
    assert trades.two_lines(trades.work(*b), trades.work(*a)) is clash


def test_the_cascade_reads_two_lines_of_work_as_eoc_across_turns_only() -> None:
    bartender = edge("work as", "bartender", prop="EXCLUSIVE")
    store = edge("work at", "grocery store", prop="EXCLUSIVE")
    assert cascade(bartender, store, rs=0.69, os=0.21).detector == "EOC"
    assert cascade(bartender, store, rs=0.69, os=0.21).confidence == pytest.approx(0.79)
    # "I work at Walmart as a cashier, and I bartend on weekends": one turn lists two
    assert not cascade(bartender, store, rs=0.69, os=0.21, same_turn=True).is_hard
    # "I used to be a bartender": a job denied is no second line of work
    former = edge("work as", "bartender", rel_type="negation_assertion", prop="EXCLUSIVE")
    assert cascade(former, store, rs=0.69, os=0.21).detector != "EOC"
