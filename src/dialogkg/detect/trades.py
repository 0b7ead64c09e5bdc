"""Lines of work, for the cascade's occupation values: a job ("I'm a bartender"), a workplace
("I work at a grocery store") and a field ("I'm in marketing") name one person's work three
ways, and two of them may name two lines of work that one job cannot hold at once ("a plumbing
apprentice" / "I work in accounting"). The lexicon (``lexicons/trades.tsv``, reviewed by hand)
knows a few dozen common jobs, workplaces and fields; whatever it does not know says nothing.

A job held anywhere (an accountant, a cook) clashes only with a field of another trade ("I work
in marketing"), never with a workplace or an industry: an accountant works at a hospital."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

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
    text = files("dialogkg").joinpath("detect", "lexicons", "trades.tsv").read_text(encoding="utf-8")
    terms: dict[str, Work] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        term, kind, lines = line.split("\t")
        terms[" ".join(_singular(w) for w in _norm(term).split())] = Work(
            kind, frozenset(x.strip() for x in lines.split(","))
        )
    return terms


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[^\w']+", " ", text.lower()).split())


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def work(relation: str, value: str) -> Work | None:
    """The line of work a claim names, if the lexicon knows a term of its value: "grocery store"
    before "store"; a job it does not know by a field before it ("plumbing apprentice")."""
    kinds = _KINDS.get(relation.lower())
    words = _norm(value).split()
    if kinds is None or not words or _NOT_HELD & set(words):
        return None
    words = [_singular(w) for w in words]
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
