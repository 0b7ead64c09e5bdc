"""Lines of work, for the cascade's occupation values: a job ("I'm a bartender"), a workplace
("I work at a grocery store") and a field ("I'm in marketing") name one person's work three
ways, and two of them may name two lines of work that one job cannot hold at once ("a plumbing
apprentice" / "I work in accounting"). The lexicon (``lexicons/trades.tsv``, reviewed by hand)
knows a few dozen common jobs, workplaces and fields; whatever it does not know says nothing.

A job held anywhere (an accountant, a cook) clashes only with a field of another trade ("I work
in marketing"), never with a workplace or an industry: an accountant works at a hospital."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from dialogkg.detect.lexicons import data_lines, norm, singular

JOB, ANYWHERE, PLACE, INDUSTRY, FUNCTION = "job", "job*", "place", "industry", "function"
_JOBS = (JOB, ANYWHERE)
# Values of "work as" that hold no job of a line: "retired teacher", "nursing student".
_NOT_HELD = frozenset({"retired", "former", "ex", "student", "students", "unemployed", "intern", "future"})
# Relations naming work, with the kinds of term each value may be.
_KINDS = {
    "work as": _JOBS,
    "work at": (PLACE,),
    "work for": (PLACE,),
    "work in": (PLACE, INDUSTRY, FUNCTION),
    "be in": (INDUSTRY, FUNCTION),
}


@dataclass(frozen=True)
class Work:
    """What a value says of the speaker's work: its kind of term and its lines of work."""

    kind: str
    lines: frozenset[str]


@cache
def _lexicon() -> dict[str, Work]:
    terms: dict[str, Work] = {}
    for line in data_lines("trades.tsv"):
        term, kind, lines = line.split("\t")
        key = " ".join(singular(w) for w in norm(term).split())
        terms[key] = Work(kind, frozenset(x.strip() for x in lines.split(",")))
    return terms


@lru_cache(maxsize=65536)
def work(relation: str, value: str) -> Work | None:
    """The line of work a claim names, if the lexicon knows a term of its value: "grocery store"
    before "store"; a job it does not know by a field before it ("plumbing apprentice")."""
    kinds = _KINDS.get(relation.lower())
    if kinds is None:  # (asked of every pair the cascade compares: the cheap test first)
        return None
    words = norm(value).split()
    if not words or _NOT_HELD & set(words):
        return None
    words = [singular(w) for w in words]
    terms = _lexicon()
    # the longest term the value holds, the later of two: "grocery store downtown" is a store
    spans = sorted(
        ((j - i, i) for i in range(len(words)) for j in range(i + 1, len(words) + 1)), reverse=True
    )
    for size, start in spans:
        found = terms.get(" ".join(words[start : start + size]))
        if found is not None and found.kind in kinds:
            return found
        if found is not None:  # a job the lexicon does not know, by its field: "plumbing apprentice"
            return Work(ANYWHERE, found.lines) if kinds is _JOBS and found.kind == FUNCTION else None
    return None


def two_lines(a: Work | None, b: Work | None) -> bool:
    """Do a job and a workplace or field name two lines of work no one job holds? Two jobs are
    the occupation slot's own values, two workplaces the workplace slot's (EOC's plain case)."""
    if a is None or b is None or (a.kind in _JOBS) == (b.kind in _JOBS):
        return False
    job, other = (a, b) if a.kind in _JOBS else (b, a)
    if job.kind == ANYWHERE and other.kind != FUNCTION:
        return False
    return not job.lines & other.lines
