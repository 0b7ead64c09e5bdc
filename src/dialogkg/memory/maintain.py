"""Conflict detection and supersession, turn by turn (D-SMART's memory maintenance).

Rules come first and decide most cases; an optional judge (an LLM) is asked only about facts the
rules did not already settle. Every conflict removes the older fact from the memory view, as
D-SMART's prune-and-merge does; what differs is whether the change was *authorised*:

- a user revision (the turn's ``revision`` flag, or, when the input leaves it open, a user turn
  with a revision marker such as "change" or "instead") authorises that turn and the reply to it;
- the same speaker correcting itself ("actually", "correction", "I was wrong", ...).

An authorised change is a supersession: the old claim is no longer a commitment. An unauthorised
one is a contradiction: memory follows the newer claim, but the conversation asserted both, and
``dialogkg check`` reports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.detect.skg import REVISION_MARKERS
from dialogkg.memory.facts import Fact, TurnInfo

Rule = Literal["exclusive", "negation", "certificate", "llm"]
Authority = Literal["revision", "correction", "none"]

CORRECTION_MARKERS = re.compile(
    r"\b(actually|correction|i was wrong|i misspoke|my mistake|i stand corrected|let me correct|"
    r"to correct|i meant)\b",
    re.I,
)
# Detectors of the SKG cascade that certify a contradiction between two claims (SemDrift does not).
CONTRADICTION_DETECTORS = frozenset({"NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC"})
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "be", "been", "will"})


class ConflictJudge(Protocol):
    """Finds conflicts the rules cannot see; returns positions in ``standing`` the new fact contradicts."""

    def conflicts(self, new: Fact, standing: Sequence[Fact], turn: TurnInfo) -> list[int]: ...


@dataclass(frozen=True)
class Supersession:
    sequence: int
    old: Fact
    new: Fact
    rule: Rule
    authority: Authority

    @property
    def authorised(self) -> bool:
        return self.authority != "none"

    @property
    def turn(self) -> int:
        return self.new.turn


@dataclass
class MemoryLog:
    """All facts of a conversation and every supersession, so any earlier view can be recomputed."""

    facts: list[Fact]
    supersessions: list[Supersession] = field(default_factory=list)

    def view(self, as_of: int | None = None) -> list[Fact]:
        """The memory after turn ``as_of`` (default: the last): facts stated and not yet replaced."""
        gone = {s.old.claim for s in self.supersessions if as_of is None or s.turn <= as_of}
        return [
            f
            for f in self.facts
            if not f.hypothetical and f.claim not in gone and (as_of is None or f.turn <= as_of)
        ]

    def commitments(self, as_of: int | None = None) -> list[Fact]:
        """Facts no authorised change has withdrawn: what the participants still stand by."""
        gone = {
            s.old.claim for s in self.supersessions if s.authorised and (as_of is None or s.turn <= as_of)
        }
        return [
            f
            for f in self.facts
            if not f.hypothetical and f.claim not in gone and (as_of is None or f.turn <= as_of)
        ]


def is_revision(turn: TurnInfo) -> bool:
    if turn.revision is not None:
        return turn.revision
    return turn.role == "user" and REVISION_MARKERS.search(turn.text) is not None


def maintain(
    turns: dict[int, TurnInfo],
    facts: Sequence[Fact],
    certified: Sequence[tuple[str, str, str]] = (),
    *,
    judge: ConflictJudge | None = None,
    lexicons: Lexicons | None = None,
) -> MemoryLog:
    """Replay the conversation's facts turn by turn and record what each new fact replaces."""
    lex = lexicons or default_lexicons()
    by_turn: dict[int, list[Fact]] = {}
    for fact in facts:
        by_turn.setdefault(fact.turn, []).append(fact)
    pairs = {(cur, old) for cur, old, detector in certified if detector in CONTRADICTION_DETECTORS}
    log = MemoryLog(list(facts))
    memory: list[Fact] = []
    functional: set[str] = set()
    previous: TurnInfo | None = None
    for index, turn in turns.items():
        revision = is_revision(turn) or (
            previous is not None
            and turn.role == "assistant"
            and previous.role == "user"
            and is_revision(previous)
        )
        correction = CORRECTION_MARKERS.search(turn.text) is not None
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
                replaced += [(rest[k], "llm") for k in sorted(set(judge.conflicts(new, rest, turn)))]
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
        previous = turn
    return log


def _conflict(
    old: Fact, new: Fact, functional: set[str], certified: set[tuple[str, str]], lex: Lexicons
) -> Rule | None:
    if (new.claim, old.claim) in certified:
        return "certificate"
    if old.subject != new.subject:
        return None
    if (
        old.relation == new.relation
        and old.relation in functional
        and old.obj != new.obj
        and not old.negation
        and not new.negation
    ):
        return "exclusive"
    if old.obj == new.obj and _opposite_polarity(old, new, lex):
        return "negation"
    return None


def _opposite_polarity(a: Fact, b: Fact, lex: Lexicons) -> bool:
    """The same relation asserted and denied: by relation type, or by a negation word in one label."""
    if a.relation == b.relation:
        return a.negation != b.negation
    if lex.negated(a.relation_label) == lex.negated(b.relation_label):
        return False
    return _same_stems(_core(a.relation_label, lex), _core(b.relation_label, lex))


def _core(label: str, lex: Lexicons) -> list[str]:
    words = re.sub(r"[^\w']+", " ", label.lower()).split()
    markers = {w for m in lex.negation for w in m.split()}
    return [w for w in words if w not in markers and w not in _AUXILIARIES]


def _same_stems(a: list[str], b: list[str]) -> bool:
    """Word by word, one word a prefix of the other (raise/raises, increase/increases)."""
    if not a or len(a) != len(b):
        return False
    return all(
        x == y or (min(len(x), len(y)) >= 4 and (x.startswith(y) or y.startswith(x)))
        for x, y in zip(a, b, strict=True)
    )
