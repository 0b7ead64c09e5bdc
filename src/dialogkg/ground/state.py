"""The dependency structure of one conversation and Algorithm 1 (Apply) over it.

One classified utterance updates the argumentation framework (arguments, attacks), the
commitment record, the dependency map and the lifecycle statuses together. Preconditions are
checked before anything changes, so a refused operation leaves the state as it was and names
the failing condition (what an LLM interpreter is re-prompted with).

Choices where the paper is not explicit, made here and tested:
- Support with an existing ``evidence`` id adds it to Dep(target) (Algorithm 1, line 17);
  Support or Undermine creating a new pro/con argument only links it (Phase 3 keeps Dep of a
  position free of its pro-arguments, so retracting one never unseats the position).
- Undermine weakens an active target; Revise abandons it (or, with a replacement argument,
  supersedes it); Resolve resolves its target and every subsumed argument, and adds the
  target to each subsumed argument's dependencies (the schema fix of appendix E).
- Support does not restore a weakened argument: only new evidence structure does that.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Literal

from dialogkg.errors import InputError, Location
from dialogkg.extract.schema import ArgumentKind, OperationAnnotation
from dialogkg.ground.epistemic import EpistemicModel, Formula, atom, neg
from dialogkg.ground.framework import Label, grounded_relabel
from dialogkg.ground.index import DependencyIndex

Lifecycle = Literal["active", "weakened", "abandoned", "resolved", "retracted", "superseded"]
ALIVE: frozenset[str] = frozenset({"active", "weakened", "resolved"})
STANDING: frozenset[str] = frozenset({"active", "resolved"})
NON_ASSERTIVE: frozenset[str] = frozenset({"question"})
MAX_EPISTEMIC_PROPOSITIONS = 10  # 2**10 explicit worlds at most
# Lists Apply only ever appends to: a dry run puts them back by cutting them to their old length.
_APPEND_ONLY = ("attacks", "supports", "history", "links", "questions", "awareness")


class PreconditionFailure(InputError):
    """An operation's precondition (appendix E, Table 8) does not hold; nothing was applied."""

    def __init__(self, operation: str, condition: str, detail: str, location: Location | None = None) -> None:
        self.operation = operation
        self.condition = condition
        self.detail = detail
        super().__init__(f"precondition {condition} of {operation} failed: {detail}", location)

    def relocated(self, location: Location) -> PreconditionFailure:
        return PreconditionFailure(self.operation, self.condition, self.detail, location)


@dataclass(frozen=True)
class StatusChange:
    argument: str
    before: Lifecycle | None
    after: Lifecycle
    turn: int
    cause: str  # operation name, or "Retraction"
    ordinal: int  # operation position in its turn; -1 for a retraction
    by: str | None = None  # evidence or resolving argument behind the change


@dataclass
class Argument:
    id: str
    kind: ArgumentKind
    claim: str
    speaker: str
    turn: int
    deps: list[str] = field(default_factory=list)
    neg_deps: list[str] = field(default_factory=list)
    status: Lifecycle = "active"
    declared: tuple[str, ...] = ()  # depends_on as stated when the argument was introduced

    @property
    def assertive(self) -> bool:
        return self.kind not in NON_ASSERTIVE


@dataclass(frozen=True)
class Link:
    """A structural edge an operation added, kept with its turn for rendering."""

    turn: int
    kind: Literal["supports", "attacks", "premise", "subsumes"]
    source: str
    target: str


@dataclass(frozen=True)
class Retraction:
    argument: str
    after_turn: int
    affected: tuple[str, ...]  # stood, and lost support (Proposition 2.1)
    changed: tuple[str, ...]
    already_out: tuple[str, ...] = ()  # rested on the argument but no longer stood

    def to_json(self) -> dict[str, object]:
        return {
            "retracted": self.argument,
            "affected": list(self.affected),
            "already_out": list(self.already_out),
            "changed": list(self.changed),
        }


def _announce(model: EpistemicModel, f: Formula) -> EpistemicModel:
    """A public announcement that no live world satisfies contradicts what was announced
    before; hard updates cannot be undone, so it is refused (the argumentation layer, not
    the world set, handles that revision)."""
    announced = model.announce(f)
    return announced if announced.worlds else model


class DialogueState:
    """Args, Att, Cm and Dep of one conversation, plus lifecycle history and retractions."""

    def __init__(self) -> None:
        self.args: dict[str, Argument] = {}
        self.attacks: list[tuple[str, str]] = []
        self.supports: list[tuple[str, str]] = []
        self.commitments: dict[str, list[str]] = defaultdict(list)
        self.dissent: dict[str, list[str]] = defaultdict(list)
        self.history: list[StatusChange] = []
        self.links: list[Link] = []
        self.retractions: list[Retraction] = []
        self.questions: list[str] = []  # open questions: the abductive-problem queue
        self.awareness: list[str] = []
        self.undermined_generically: set[str] = set()  # weakened with no evidence argument
        self.turn = 0
        self.index = DependencyIndex()  # hot path for Affected and Dep*
        # The epistemic model (appendix E) keeps explicit worlds, so it is maintained only while
        # the conversation has few propositions; past that, None (the verifier never needs it).
        self.epistemic: EpistemicModel | None = EpistemicModel.full([], [])
        # Acceptance is maintained incrementally: a change re-labels only what it can influence
        # (its dependents and what they attack), so an append costs O(what it touches).
        self._attackers: dict[str, list[str]] = defaultdict(list)
        self._attacks_from: dict[str, list[str]] = defaultdict(list)
        self._neg_dependents: dict[str, list[str]] = defaultdict(list)
        self._supported: dict[str, bool] = {}
        self._labels: dict[str, Label] = {}
        self._dirty: set[str] = set()
        self.touched: set[str] = set()  # arguments whose acceptance may have changed since cleared
        self._undo: list[Callable[[], object]] | None = None  # set during a dry run (``tentative``)

    @contextmanager
    def tentative(self) -> Iterator[DialogueState]:
        """Apply operations inside the block, then undo every one of them: a dry run (an
        extractor's check) costs what it touches, not a copy of the conversation's state."""
        if self._undo is not None:
            raise RuntimeError("dry runs do not nest")
        lengths = {name: len(getattr(self, name)) for name in _APPEND_ONLY}
        turn, epistemic = self.turn, self.epistemic
        self._undo = []
        try:
            yield self
        finally:
            undo, self._undo = self._undo, None
            for step in reversed(undo):
                step()
            for name, length in lengths.items():
                del getattr(self, name)[length:]
            self.turn, self.epistemic = turn, epistemic

    def _push(self, table: dict[str, list[str]], key: str, value: str) -> None:
        """``table[key].append(value)``, undoable (a key it created goes again, keeping order)."""
        created = key not in table
        table[key].append(value)
        if self._undo is not None:
            self._undo.append(lambda: _pop(table, key, created))

    def _mark_dirty(self, arg_id: str) -> None:
        if arg_id not in self._dirty:
            self._dirty.add(arg_id)
            if self._undo is not None:
                self._undo.append(lambda: self._dirty.discard(arg_id))

    # -- Apply ----------------------------------------------------------------------------

    def apply(self, op: OperationAnnotation, speaker: str, turn: int, ordinal: int) -> list[StatusChange]:
        """Apply one operation of ``speaker`` at ``turn``; raise PreconditionFailure if refused."""
        self._check(op)
        self.turn = max(self.turn, turn)
        changes: list[StatusChange] = []
        created = self._create(op, speaker, turn, changes, ordinal) if op.id is not None else None
        name = op.op

        if name in ("Support", "Undermine") and op.target is not None:
            target = op.target
            actor = created.id if created is not None else op.evidence
            if name == "Support":
                if actor is not None:
                    self.supports.append((actor, op.target))
                    self.links.append(Link(turn, "supports", actor, op.target))
                if created is None and op.evidence is not None:
                    self._add_dep(op.target, op.evidence)
                    self.links.append(Link(turn, "premise", op.target, op.evidence))
            else:
                if actor is not None:
                    self._attack(actor, op.target)
                    self.links.append(Link(turn, "attacks", actor, op.target))
                else:
                    if op.target not in self.undermined_generically:
                        self.undermined_generically.add(op.target)
                        if self._undo is not None:
                            self._undo.append(lambda: self.undermined_generically.discard(target))
                    self._mark_dirty(op.target)
                self._set(op.target, "weakened", turn, name, ordinal, actor, changes, only_from=("active",))
        elif name == "Revise" and op.target is not None:
            if created is not None:
                self._set(op.target, "superseded", turn, name, ordinal, created.id, changes)
            else:
                self._set(op.target, "abandoned", turn, name, ordinal, None, changes)
        elif name == "Resolve":
            resolver = op.target if op.target is not None else (created.id if created else None)
            if op.target is not None:
                self._set(op.target, "resolved", turn, name, ordinal, None, changes)
            if resolver is not None:
                for narrower in sorted(op.subsumes):  # RDF keeps no order: process canonically
                    self._add_dep(narrower, resolver)
                    self.links.append(Link(turn, "subsumes", resolver, narrower))
                    self._set(narrower, "resolved", turn, name, ordinal, resolver, changes)
                for who in op.dissent_by:
                    self._push(self.dissent, resolver, who)
        self._update_epistemic(op, speaker, created)
        if name == "Question" and created is not None:
            self.questions.append(created.id)
        if name == "ExpandAwareness" and created is not None:
            self.awareness.append(created.id)
        self.history.extend(changes)
        return changes

    def _update_epistemic(self, op: OperationAnnotation, speaker: str, created: Argument | None) -> None:
        """Algorithm 1's M' for the operation (Table 8's DEL realisation, per operation)."""
        model = self.epistemic
        if model is None:
            return
        if speaker not in model.agents:
            model = replace(
                model,
                agents=(*model.agents, speaker),
                rank={**model.rank, speaker: dict.fromkeys(model.worlds, 0)},
                observes={**model.observes, speaker: frozenset()},
                aware={**model.aware, speaker: frozenset(model.propositions)},
            )
        if created is not None and created.assertive:
            if len(model.propositions) >= MAX_EPISTEMIC_PROPOSITIONS:
                self.epistemic = None
                return
            model = model.expand_awareness(created.id)
        name = op.op
        if name == "Question" and created is not None:
            model = replace(model, problems=(*model.problems, (speaker, atom(created.id))))
        elif created is not None and name in ("Observe", "Resolve"):
            model = _announce(model, atom(created.id))
        elif created is not None and name in ("Hypothesize", "Support", "Undermine", "Revise"):
            model = model.lexicographic_upgrade(atom(created.id))
        if op.target is not None and op.target in model.propositions:
            target = atom(op.target)
            if name == "Support":
                model = (
                    model.lexicographic_upgrade(target)
                    if op.evidence is not None
                    else model.conservative_upgrade(target)
                )
            elif name == "Undermine":
                model = model.lexicographic_upgrade(neg(target))
            elif name == "Revise":
                model = _announce(model, neg(target))
            elif name == "Resolve":
                model = _announce(model, target)
        self.epistemic = model

    def _create(
        self, op: OperationAnnotation, speaker: str, turn: int, changes: list[StatusChange], ordinal: int
    ) -> Argument:
        assert op.id is not None and op.claim is not None and op.argument_kind is not None
        arg = Argument(op.id, op.argument_kind, op.claim, speaker, turn)
        self.args[arg.id] = arg
        if self._undo is not None:
            self._undo.append(lambda: self.args.pop(arg.id))
        for dep in op.depends_on:
            if dep.negated:
                arg.neg_deps.append(dep.id)
            else:
                self._add_dep(arg.id, dep.id)
        for negated in arg.neg_deps:
            self._push(self._neg_dependents, negated, arg.id)
        arg.declared = tuple(str(d) for d in op.depends_on)
        # Commitment: the speaker commits to what they assert; asking commits to nothing.
        if arg.assertive:
            self._push(self.commitments, speaker, arg.id)
        changes.append(StatusChange(arg.id, None, "active", turn, op.op, ordinal))
        self._mark_dirty(arg.id)
        return arg

    def _add_dep(self, arg_id: str, dep_id: str) -> None:
        if self.index.add(arg_id, dep_id):
            deps = self.args[arg_id].deps
            deps.append(dep_id)
            if self._undo is not None:
                self._undo.append(deps.pop)
                self._undo.append(lambda: self.index.discard(arg_id, dep_id))
            self._mark_dirty(arg_id)

    def _attack(self, attacker: str, target: str) -> None:
        self.attacks.append((attacker, target))
        self._push(self._attackers, target, attacker)
        self._push(self._attacks_from, attacker, target)
        self._mark_dirty(target)

    def _set(
        self,
        arg_id: str,
        status: Lifecycle,
        turn: int,
        cause: str,
        ordinal: int,
        by: str | None,
        changes: list[StatusChange],
        only_from: Iterable[str] | None = None,
    ) -> None:
        arg = self.args[arg_id]
        if arg.status == status or (only_from is not None and arg.status not in only_from):
            return
        changes.append(StatusChange(arg_id, arg.status, status, turn, cause, ordinal, by))
        if self._undo is not None:
            before: Lifecycle = arg.status
            self._undo.append(lambda: setattr(arg, "status", before))
        arg.status = status
        self._mark_dirty(arg_id)

    # -- preconditions ----------------------------------------------------------------------

    def _check(self, op: OperationAnnotation) -> None:
        name = op.op

        def fail(condition: str, message: str) -> PreconditionFailure:
            return PreconditionFailure(name, condition, message)

        def existing(ref: str, role: str) -> Argument:
            if ref not in self.args:
                raise fail(f"{role}-exists", f"{ref!r} is not an argument of the conversation")
            return self.args[ref]

        def alive(ref: str, role: str) -> Argument:
            arg = existing(ref, role)
            if arg.status not in ALIVE:
                raise fail(f"{role}-alive", f"{ref} is {arg.status}{self._since(ref)}")
            return arg

        if op.id is not None and op.id in self.args:
            raise fail("id-new", f"{op.id!r} already names an argument")
        for dep in op.depends_on:
            if dep.negated:
                existing(dep.id, "dependency")
            else:
                alive(dep.id, "dependency")
        if name == "ExpandAwareness" and op.claim is not None:
            known = {self.args[a].claim.casefold().strip() for a in self.awareness}
            if op.claim.casefold().strip() in known:
                raise fail("not-yet-aware", "the proposition is already in everyone's awareness")
        if op.target is not None:
            target = alive(op.target, "target")
            if name in ("Support", "Undermine", "Resolve", "Revise") and not target.assertive:
                raise fail("target-asserts", f"{op.target} is a question, which asserts nothing")
        if op.evidence is not None:
            alive(op.evidence, "evidence")
            if op.evidence == op.target:
                raise fail("evidence-not-target", "an argument cannot be its own evidence")
            # Walk downstream from the target: it is the newer argument, so few rest on it.
            if (
                name == "Support"
                and op.target is not None
                and op.evidence in self.index.dependents(op.target)
            ):
                raise fail("dependencies-acyclic", f"{op.evidence} already rests on {op.target}")
        for narrower in op.subsumes:
            alive(narrower, "subsumed")
            resolver = op.target
            if narrower == resolver:
                raise fail("subsumed-not-target", "an argument cannot subsume itself")
            if resolver is not None and narrower in self.upstream(resolver):
                raise fail(
                    "dependencies-acyclic",
                    f"{resolver} rests on {narrower}, so it cannot also become {narrower}'s premise",
                )

    def _since(self, arg_id: str) -> str:
        for change in reversed(self.history):
            if change.argument == arg_id and change.after == self.args[arg_id].status:
                return f" since turn {change.turn}"
        return ""

    # -- retraction -------------------------------------------------------------------------

    def retract(self, arg_id: str, after_turn: int | None = None) -> Retraction:
        """Withdraw ``arg_id``: record it, recompute acceptance, report who lost or changed."""
        if arg_id not in self.args:
            raise PreconditionFailure("Retract", "target-exists", f"{arg_id!r} is not an argument")
        arg = self.args[arg_id]
        if arg.status == "retracted":
            raise PreconditionFailure("Retract", "target-alive", f"{arg_id} is already retracted")
        before = self.standing_map()
        affected = tuple(self.affected(arg_id))
        already_out = tuple(self.already_out(arg_id))
        turn = self.turn if after_turn is None else after_turn
        change = StatusChange(arg_id, arg.status, "retracted", turn, "Retraction", -1)
        arg.status = "retracted"
        self.history.append(change)
        self._dirty.add(arg_id)
        after = self.standing_map()
        changed = tuple(sorted(a for a in self.args if before[a] != after[a]))
        record = Retraction(arg_id, turn, affected, changed, already_out)
        self.retractions.append(record)
        return record

    # -- queries ----------------------------------------------------------------------------

    def affected(self, arg_id: str) -> list[str]:
        """Affected(p) of Proposition 2.1: every argument that stands now and whose positive
        dependencies reach ``arg_id``, so it would lose support."""
        return sorted(a for a in self.index.dependents(arg_id) if self.standing(a))

    def already_out(self, arg_id: str) -> list[str]:
        """Arguments resting on ``arg_id`` that no longer stand (abandoned, weakened, defeated or
        unsupported); retracted ones are left out, as they were withdrawn on their own."""
        args = self.args
        return sorted(
            a for a in self.index.dependents(arg_id) if args[a].status != "retracted" and not self.standing(a)
        )

    def upstream(self, arg_id: str) -> set[str]:
        """Dep*(arg): every argument reachable through positive dependencies."""
        return self.index.upstream(arg_id)

    def supported(self) -> dict[str, bool]:
        """Alive, every positive dependency supported, every negated dependency unsupported."""
        self._refresh()
        return self._supported

    def labelling(self) -> dict[str, Label]:
        """Grounded labelling of the framework of supported arguments; others are out."""
        self._refresh()
        return self._labels

    def _refresh(self) -> None:
        """Recompute support and labels for the changed arguments and all they influence.

        Support flows from a premise to its dependents (and, negated, to its negative
        dependents); acceptance flows from an attacker to its targets. The region closed under
        both is re-derived with everything outside it fixed, which equals a full recomputation.
        """
        if not self._dirty:
            return
        region: set[str] = set()
        frontier = list(self._dirty)
        self._dirty = set()
        while frontier:
            arg_id = frontier.pop()
            if arg_id in region:
                continue
            region.add(arg_id)
            frontier.extend(self.index.direct_dependents(arg_id))
            frontier.extend(self._neg_dependents.get(arg_id, ()))
            frontier.extend(self._attacks_from.get(arg_id, ()))
        supported = self._supported
        for arg_id in region:
            supported.pop(arg_id, None)
        visiting: set[str] = set()

        def visit(arg_id: str) -> bool:
            known = supported.get(arg_id)
            if known is not None:
                return known
            if arg_id in visiting:  # a dependency cycle supports nothing
                return False
            visiting.add(arg_id)
            arg = self.args[arg_id]
            ok = (
                arg.status in ALIVE
                and all(visit(d) for d in arg.deps)
                and not any(visit(d) for d in arg.neg_deps)
            )
            visiting.discard(arg_id)
            supported[arg_id] = ok
            return ok

        for arg_id in sorted(region):
            visit(arg_id)
        members = [a for a in region if supported[a]]
        self._labels.update(grounded_relabel(region, members, self._attackers, self._labels))
        self.touched |= region

    def standing(self, arg_id: str) -> bool:
        """In the extension and not withdrawn. A weakened argument stands again once every
        argument that undermined it is out (answered, or itself unsupported); an undermining
        that named no evidence cannot be answered that way, so it keeps the argument down."""
        arg = self.args[arg_id]
        if self.labelling()[arg_id] != "in":
            return False
        if arg.status == "weakened":
            return arg_id not in self.undermined_generically
        return arg.status in STANDING

    def standing_map(self) -> dict[str, tuple[str, str]]:
        labels = self.labelling()
        return {a: (arg.status, labels[a]) for a, arg in self.args.items()}

    def last_change(self, arg_id: str) -> StatusChange | None:
        for change in reversed(self.history):
            if change.argument == arg_id:
                return change
        return None


def _pop(table: dict[str, list[str]], key: str, created: bool) -> None:
    table[key].pop()
    if created and not table[key]:
        del table[key]
