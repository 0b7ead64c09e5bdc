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
import sys
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeVar

from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.extract.revision import asks_revision
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
_K = TypeVar("_K")
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

    def describe(self) -> str:
        """One line for people; `dialogkg check` words an unauthorised one the same way (its
        SHACL message, shapes/consistency.ttl), so the two commands never disagree in words."""
        kind = f"authorised by {self.authority}" if self.authorised else "contradiction, not authorised"
        old, new = self.old, self.new
        return (
            f"turn {self.turn}: '{old.obj_label}' (turn {old.turn}, {old.speaker}) replaced by "
            f"'{new.obj_label}' for '{new.subject_label} {new.relation_label}' ({self.rule}; {kind})"
        )


@dataclass
class MemoryLog:
    """All facts of a conversation and every supersession, so any earlier view can be recomputed."""

    facts: list[Fact]
    supersessions: list[Supersession] = field(default_factory=list)

    def view(self, as_of: int | None = None) -> list[Fact]:
        """The memory after turn ``as_of`` (default: the last): facts stated and not yet replaced.

        This is the definition; :meth:`Maintainer.view` keeps the same answer up to date turn by turn."""
        gone = {s.old.claim for s in self.supersessions if as_of is None or s.turn <= as_of}
        return [
            f
            for f in self.facts
            if not f.hypothetical and f.claim not in gone and (as_of is None or f.turn <= as_of)
        ]

    def changes(self, as_of: int | None = None) -> list[Supersession]:
        """The supersessions up to turn ``as_of`` (default: all), in order."""
        return [s for s in self.supersessions if as_of is None or s.turn <= as_of]

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
    return turn.role == "user" and asks_revision(turn.text)


def maintain(
    turns: dict[int, TurnInfo],
    facts: Sequence[Fact],
    certified: Sequence[tuple[str, str, str]] = (),
    *,
    judge: ConflictJudge | None = None,
    lexicons: Lexicons | None = None,
) -> MemoryLog:
    """Replay the conversation's facts turn by turn and record what each new fact replaces."""
    by_turn: dict[int, list[Fact]] = {}
    for fact in facts:
        by_turn.setdefault(fact.turn, []).append(fact)
    maintainer = Maintainer(certified=certified, judge=judge, lexicons=lexicons)
    for index, turn in turns.items():
        maintainer.add_turn(turn, by_turn.get(index, ()))
    return MemoryLog(list(facts), maintainer.log.supersessions)


_Signature = tuple[str, str, bool]  # relation, relation label, negation: all the negation rule reads
_NEVER = sys.maxsize  # the turn from which a fact no supersession names leaves the view


class Maintainer:
    """The standing memory of one conversation, kept turn by turn.

    Standing facts are indexed by what a conflict needs to share with the new fact: (subject,
    relation) for the exclusive rule, (subject, object) for the negation rule, the claim IRI for
    a certified pair. Facts that share a bucket and the rule's other inputs (object, or relation
    and polarity) are grouped, so a new fact tests a rule once per group, not once per fact: the
    cost of a turn is its facts times the groups they meet plus the facts they replace.

    It also keeps :meth:`MemoryLog.view` as turns come in (the facts in view, in log order, and for
    each fact the turn from which it is out), so the view now is a copy of what is in view and an
    earlier view reads only the facts said up to then: a call costs its answer, not the log.
    """

    def __init__(
        self,
        *,
        certified: Sequence[tuple[str, str, str]] = (),
        judge: ConflictJudge | None = None,
        lexicons: Lexicons | None = None,
        keep_log: bool = True,
    ) -> None:
        """``keep_log`` False keeps only the standing memory, not every fact and supersession
        (``log``, ``view`` and ``changes`` stay empty): a bulk ingest writes each turn's
        supersessions and moves on."""
        self.judge = judge
        self.lex = lexicons or default_lexicons()
        self.log = MemoryLog([])
        self._keep_log = keep_log
        self._made = 0  # supersessions so far: the next one's sequence number is this plus one
        self._pairs: set[tuple[str, str]] = set()
        self._certified: dict[str, set[str]] = {}  # current claim -> historical claims
        self._functional: set[str] = set()
        self._previous: TurnInfo | None = None
        self._next = 0
        self._standing: dict[int, Fact] = {}  # insertion number -> fact; insertion order is memory order
        self._by_claim: dict[str, list[int]] = {}
        # (subject, relation) -> object -> asserted (not denied) facts: the exclusive rule's candidates
        self._by_slot: dict[tuple[str, str], dict[str, set[int]]] = {}
        # (subject, object) -> signature -> facts: the negation rule's candidates
        self._by_pair: dict[tuple[str, str], dict[_Signature, set[int]]] = {}
        self._polarity: dict[tuple[_Signature, _Signature], bool] = {}
        # The view (MemoryLog.view's definition, maintained): a stated fact is in it from its turn
        # until the first supersession of its claim (any fact with that claim, any later repetition).
        self._shown: dict[int, Fact] = {}  # log position -> fact in the view now; insertion is log order
        self._positions: dict[str, list[int]] = {}  # claim -> log positions of its stated facts
        self._gone: dict[str, int] = {}  # claim -> turn of its first supersession
        self._until: list[int] = []  # per log position: the first turn whose view leaves it out
        self._fact_turns: list[int] = []  # per log position: the fact's turn
        self._change_turns: list[int] = []  # per supersession: its turn
        self._ordered = True  # turns came in order, so both turn lists are sorted (bisect holds)
        self.certify(certified)

    def certify(self, certified: Sequence[tuple[str, str, str]]) -> None:
        """Add certificates (current claim, historical claim, detector) for turns not yet added;
        a pair whose current claim was already added changes nothing (rebuild with maintain())."""
        for cur, old, detector in certified:
            if detector in CONTRADICTION_DETECTORS:
                self._pairs.add((cur, old))
                self._certified.setdefault(cur, set()).add(old)

    @property
    def standing(self) -> list[Fact]:
        """The memory now, oldest first."""
        return list(self._standing.values())

    def view(self, as_of: int | None = None) -> tuple[Fact, ...]:
        """``self.log.view(as_of)``: now, a copy of the facts in view; earlier, a pass over the facts
        said up to ``as_of`` (found by bisection) with no set of claims to rebuild."""
        turns = self._fact_turns
        if as_of is None or (self._ordered and (not turns or as_of >= turns[-1])):
            return tuple(self._shown.values())
        if not self._ordered:
            return tuple(self.log.view(as_of))
        facts, until = self.log.facts, self._until
        return tuple(facts[p] for p in range(bisect_right(turns, as_of)) if until[p] > as_of)

    def changes(self, as_of: int | None = None) -> tuple[Supersession, ...]:
        """``self.log.changes(as_of)``, a slice of the supersessions (they come in turn order)."""
        if as_of is None:
            return tuple(self.log.supersessions)
        if not self._ordered:
            return tuple(self.log.changes(as_of))
        return tuple(self.log.supersessions[: bisect_right(self._change_turns, as_of)])

    def add_turn(self, turn: TurnInfo, facts: Sequence[Fact]) -> list[Supersession]:
        """Take in one turn's facts; returns the supersessions they caused, in order."""
        previous, self._previous = self._previous, turn
        revision = is_revision(turn) or (
            previous is not None
            and turn.role == "assistant"
            and previous.role == "user"
            and is_revision(previous)
        )
        correction = CORRECTION_MARKERS.search(turn.text) is not None
        if self._keep_log:
            self._show(facts)
            self.log.facts.extend(facts)
        made: list[Supersession] = []
        new_facts = [f for f in facts if not f.hypothetical]
        self._functional.update(f.relation for f in new_facts if f.exclusive)
        for new in new_facts:
            replaced: list[tuple[Fact, Rule]] = []
            for key in self._candidates(new):
                old = self._standing[key]
                rule = _conflict(old, new, self._functional, self._pairs, self.lex)
                if rule is not None:
                    replaced.append((old, rule))
            if self.judge is not None:
                settled = {old.claim for old, _ in replaced}
                rest = [old for old in self._standing.values() if old.claim not in settled]
                replaced += [(rest[k], "llm") for k in sorted(set(self.judge.conflicts(new, rest, turn)))]
            for old, rule in replaced:
                authority: Authority = (
                    "revision"
                    if revision
                    else "correction"
                    if correction and old.speaker == new.speaker
                    else "none"
                )
                self._made += 1
                made.append(Supersession(self._made, old, new, rule, authority))
                self._remove(old)
            self._add(new)
        if self._keep_log:
            self.log.supersessions.extend(made)
            self._hide(made)
        return made

    def _show(self, facts: Sequence[Fact]) -> None:
        """Index facts about to join the log: in view unless their claim was already superseded."""
        for fact in facts:
            position = len(self._until)
            if self._fact_turns and fact.turn < self._fact_turns[-1]:
                self._ordered = False
            self._fact_turns.append(fact.turn)
            if fact.hypothetical:
                self._until.append(0)  # never in view
                continue
            self._positions.setdefault(fact.claim, []).append(position)
            gone = self._gone.get(fact.claim)
            self._until.append(_NEVER if gone is None else gone)
            if gone is None:
                self._shown[position] = fact

    def _hide(self, changes: Sequence[Supersession]) -> None:
        """Take every fact with a newly superseded claim out of the view; a claim's facts are
        visited once, at its first supersession (the earliest while turns come in order; out of
        order, only the view now is kept and that does not depend on when)."""
        for change in changes:
            turn = change.turn
            if self._change_turns and turn < self._change_turns[-1]:
                self._ordered = False
            self._change_turns.append(turn)
            claim = change.old.claim
            if claim in self._gone:
                continue
            self._gone[claim] = turn
            for position in self._positions.get(claim, ()):
                self._until[position] = turn
                self._shown.pop(position, None)

    def _candidates(self, new: Fact) -> list[int]:
        """Standing facts (by insertion number, in memory order) that some rule may find in conflict
        with ``new``; a superset of the conflicts, exact per group."""
        found: set[int] = set()
        for claim in self._certified.get(new.claim, ()):
            found.update(self._by_claim.get(claim, ()))
        if new.relation in self._functional and not new.negation:
            for obj, keys in self._by_slot.get((new.subject, new.relation), {}).items():
                if obj != new.obj:
                    found |= keys
        signature = (new.relation, new.relation_label, new.negation)
        for other, keys in self._by_pair.get((new.subject, new.obj), {}).items():
            if self._opposite(other, signature):
                found |= keys
        return sorted(found)

    def _opposite(self, a: _Signature, b: _Signature) -> bool:
        known = self._polarity.get((a, b))
        if known is None:
            known = _opposite_signatures(a, b, self.lex)
            self._polarity[(a, b)] = known
        return known

    def _add(self, fact: Fact) -> None:
        key = self._next
        self._next += 1
        self._standing[key] = fact
        self._by_claim.setdefault(fact.claim, []).append(key)
        if not fact.negation:
            self._by_slot.setdefault((fact.subject, fact.relation), {}).setdefault(fact.obj, set()).add(key)
        signature = (fact.relation, fact.relation_label, fact.negation)
        self._by_pair.setdefault((fact.subject, fact.obj), {}).setdefault(signature, set()).add(key)

    def _remove(self, fact: Fact) -> None:
        """Drop the oldest standing fact equal to ``fact`` (what ``list.remove`` did)."""
        keys = self._by_claim[fact.claim]
        key = next(k for k in keys if self._standing[k] == fact)
        keys.remove(key)
        if not keys:
            del self._by_claim[fact.claim]
        del self._standing[key]
        if not fact.negation:
            _discard(self._by_slot, (fact.subject, fact.relation), fact.obj, key)
        _discard(
            self._by_pair, (fact.subject, fact.obj), (fact.relation, fact.relation_label, fact.negation), key
        )


def _discard(
    index: dict[tuple[str, str], dict[_K, set[int]]], bucket: tuple[str, str], group: _K, key: int
) -> None:
    groups = index[bucket]
    keys = groups[group]
    keys.discard(key)
    if not keys:
        del groups[group]
        if not groups:
            del index[bucket]


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
    return _opposite_signatures(
        (a.relation, a.relation_label, a.negation), (b.relation, b.relation_label, b.negation), lex
    )


def _opposite_signatures(a: tuple[str, str, bool], b: tuple[str, str, bool], lex: Lexicons) -> bool:
    (a_relation, a_label, a_negation), (b_relation, b_label, b_negation) = a, b
    if a_relation == b_relation:
        return a_negation != b_negation
    if lex.negated(a_label) == lex.negated(b_label):
        return False
    return _same_stems(_core(a_label, lex), _core(b_label, lex))


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
