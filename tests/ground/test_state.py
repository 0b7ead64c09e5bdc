"""Apply (Algorithm 1): lifecycles, preconditions, retraction, and the invariants behind them."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.extract.schema import OperationAnnotation
from dialogkg.ground.framework import grounded_labelling, preferred_extensions
from dialogkg.ground.state import DialogueState, PreconditionFailure


def op(**fields: Any) -> OperationAnnotation:
    return OperationAnnotation.model_validate(fields)


def run(*turns: list[dict[str, Any]], speaker: str = "amy") -> DialogueState:
    state = DialogueState()
    for t, ops in enumerate(turns, start=1):
        for k, fields in enumerate(ops):
            state.apply(op(**fields), speaker, t, k)
    return state


def test_hypothesis_lifecycle_undermine_then_revise() -> None:
    state = run(
        [{"op": "Observe", "id": "o8", "claim": "redis timeouts"}],
        [{"op": "Hypothesize", "id": "h2", "claim": "redis breaks auth", "depends_on": ["o8"]}],
        [
            {"op": "Observe", "id": "o9", "claim": "401 not 503"},
            {"op": "Undermine", "target": "h2", "evidence": "o9"},
        ],
        [{"op": "Revise", "target": "h2"}],
    )
    assert [(c.after, c.turn, c.cause, c.by) for c in state.history if c.argument == "h2"] == [
        ("active", 2, "Hypothesize", None),
        ("weakened", 3, "Undermine", "o9"),
        ("abandoned", 4, "Revise", None),
    ]
    assert state.attacks == [("o9", "h2")]
    assert state.labelling() == {"o8": "in", "h2": "out", "o9": "in"}
    assert state.commitments["amy"] == ["o8", "h2", "o9"]


def test_support_with_evidence_extends_dep_and_resolve_subsumes() -> None:
    state = run(
        [
            {"op": "Observe", "id": "o5", "claim": "a"},
            {"op": "Observe", "id": "o6", "claim": "b"},
            {"op": "Observe", "id": "o9", "claim": "c"},
        ],
        [
            {"op": "Hypothesize", "id": "h3", "claim": "d", "depends_on": ["o5"]},
            {"op": "Hypothesize", "id": "h1", "claim": "e", "depends_on": []},
        ],
        [{"op": "Hypothesize", "id": "h4", "claim": "f", "depends_on": ["h3", "o6"]}],
        [
            {"op": "Support", "target": "h4", "evidence": "o9"},
            {"op": "Resolve", "target": "h4", "subsumes": ["h1"]},
        ],
    )
    assert state.args["h4"].deps == ["h3", "o6", "o9"]
    assert state.args["h1"].deps == ["h4"]
    assert (state.args["h4"].status, state.args["h1"].status) == ("resolved", "resolved")
    assert state.affected("o9") == ["h1", "h4"]
    assert state.upstream("h1") == {"h4", "h3", "o5", "o6", "o9"}
    with pytest.raises(PreconditionFailure) as caught:
        state.apply(op(op="Resolve", target="h4", subsumes=["h3"]), "amy", 5, 0)
    assert caught.value.condition == "dependencies-acyclic"


@pytest.mark.parametrize(
    ("fields", "condition"),
    [
        ({"op": "Revise", "target": "gone"}, "target-alive"),
        ({"op": "Undermine", "target": "gone", "evidence": "o1"}, "target-alive"),
        ({"op": "Hypothesize", "id": "h9", "claim": "x", "depends_on": ["gone"]}, "dependency-alive"),
        ({"op": "Support", "target": "q1"}, "target-asserts"),
        ({"op": "Support", "target": "o1", "evidence": "o1"}, "evidence-not-target"),
        ({"op": "Support", "target": "o1", "evidence": "h1"}, "dependencies-acyclic"),
        ({"op": "Observe", "id": "o1", "claim": "again"}, "id-new"),
        ({"op": "ExpandAwareness", "id": "m2", "claim": "Redis Is The DB"}, "not-yet-aware"),
        ({"op": "Resolve", "target": "h1", "subsumes": ["h1"]}, "subsumed-not-target"),
        ({"op": "Support", "target": "nope", "evidence": "o1"}, "target-exists"),
    ],
)
def test_failed_preconditions_name_the_condition_and_change_nothing(
    fields: dict[str, Any], condition: str
) -> None:
    state = run(
        [
            {"op": "Observe", "id": "o1", "claim": "a"},
            {"op": "Question", "id": "q1", "claim": "why?"},
            {"op": "ExpandAwareness", "id": "m1", "claim": "redis is the db"},
        ],
        [
            {"op": "Hypothesize", "id": "h1", "claim": "b", "depends_on": ["o1"]},
            {"op": "Observe", "id": "gone", "claim": "c"},
            {"op": "Revise", "target": "gone"},
        ],
    )
    before = (dict(state.standing_map()), list(state.history), list(state.attacks))
    with pytest.raises(PreconditionFailure) as caught:
        state.apply(op(**fields), "amy", 3, 0)
    assert caught.value.condition == condition
    assert f"precondition {condition} of {fields['op']} failed" in str(caught.value)
    assert (dict(state.standing_map()), list(state.history), list(state.attacks)) == before


def test_negated_dependency_activates_when_its_premise_is_retracted() -> None:
    state = run(
        [{"op": "Observe", "id": "a3", "claim": "Q2 not confirmed", "kind": "assumption"}],
        [{"op": "Observe", "id": "x16", "claim": "fine for now", "depends_on": ["a3"]}],
        [
            {
                "op": "Undermine",
                "target": "x16",
                "id": "x17",
                "claim": "Q2 changes it",
                "depends_on": ["not a3"],
            }
        ],
        [{"op": "Resolve", "id": "d", "claim": "go", "depends_on": ["a3"]}],
    )
    assert (state.standing("x16"), state.standing("x17"), state.standing("d")) == (True, False, True)
    assert state.affected("a3") == ["d", "x16"]
    record = state.retract("a3")
    assert record.affected == ("d", "x16")
    assert record.changed == ("a3", "d", "x16", "x17")
    assert (state.standing("x16"), state.standing("x17"), state.standing("d")) == (False, True, False)


@st.composite
def histories(draw: st.DrawFn) -> list[list[dict[str, Any]]]:
    """Random well-typed operation sequences (invalid ones are skipped by the caller)."""
    ids: list[str] = []
    turns = []
    for t in range(draw(st.integers(1, 10))):
        ops = []
        for k in range(draw(st.integers(1, 3))):
            kind = draw(st.sampled_from(["new", "new", "support", "undermine", "revise", "resolve"]))
            if kind == "new" or not ids:
                new = f"a{t}_{k}"
                deps = draw(st.lists(st.sampled_from(ids), max_size=3, unique=True)) if ids else []
                deps = [f"not {d}" if draw(st.booleans()) and i == 0 else d for i, d in enumerate(deps)]
                ops.append({"op": "Hypothesize", "id": new, "claim": new, "depends_on": deps})
                ids.append(new)
            else:
                target = draw(st.sampled_from(ids))
                if kind == "support":
                    ops.append({"op": "Support", "target": target, "evidence": draw(st.sampled_from(ids))})
                elif kind == "undermine":
                    ops.append({"op": "Undermine", "target": target, "evidence": draw(st.sampled_from(ids))})
                elif kind == "revise":
                    ops.append({"op": "Revise", "target": target})
                else:
                    ops.append(
                        {
                            "op": "Resolve",
                            "target": target,
                            "subsumes": draw(st.lists(st.sampled_from(ids), max_size=2, unique=True)),
                        }
                    )
        turns.append(ops)
    return turns


def build(history: list[list[dict[str, Any]]]) -> DialogueState:
    state = DialogueState()
    for t, ops in enumerate(history, start=1):
        for k, fields in enumerate(ops):
            try:
                state.apply(op(**fields), "amy", t, k)
            except PreconditionFailure:
                continue
    return state


@settings(max_examples=150, deadline=None)
@given(histories(), st.data())
def test_retraction_is_conflict_free_and_keeps_what_does_not_depend_on_it(
    history: list[list[dict[str, Any]]], data: st.DataObject
) -> None:
    """Proposition 2.1 as far as it holds: S' = S minus Affected(p) minus p is conflict-free in
    AF' (AF without them), AF' has a preferred extension, and Affected(p) holds exactly the
    arguments that rest on p.

    The proposition's further claim, that some preferred extension of AF' contains S', fails
    when p (or an affected argument) was the only defender of a member of S'; hypothesis found
    two such counterexamples. The paper's own scope note names that case ("may require
    re-examination"); here every member of S' outside all preferred extensions of AF' must be
    such a case, and the engine flags it in Retraction.changed."""
    state = build(history)
    p = data.draw(st.sampled_from(sorted(state.args)))
    supported = state.supported()
    args = [a for a in state.args if supported[a]]
    labels = grounded_labelling(args, state.attacks)
    s = {a for a in args if labels[a] == "in"}
    affected = set(state.affected(p))
    gone = affected | {p}
    s_prime = s - gone
    remaining = [a for a in args if a not in gone]
    att = set(state.attacks)
    att_prime = {(a, b) for a, b in att if a in remaining and b in remaining}
    assert not any((a, b) in att_prime for a in s_prime for b in s_prime)
    preferred = preferred_extensions(remaining, att_prime)
    assert preferred
    covered = set().union(*preferred)
    for member in s_prime - covered:
        lost_defence = any(
            all(defender in gone for defender in s if (defender, attacker) in att)
            for attacker, target in att_prime
            if target == member
        )
        assert lost_defence, member
    resting = affected | set(state.already_out(p))
    assert not affected & set(state.already_out(p))
    assert all(state.standing(a) for a in affected)
    for arg in set(state.args) - resting - {p}:
        assert p not in state.upstream(arg) or state.args[arg].status == "retracted"
    before = state.standing_map()
    record = state.retract(p)
    assert set(record.affected) == affected
    after = state.standing_map()
    assert set(record.changed) == {a for a in state.args if before[a] != after[a]}


def test_apply_updates_the_epistemic_model_with_each_operation() -> None:
    """Appendix C's h2 lifecycle in the world set: hypothesised -> believed, undermined ->
    disbelieved but still possible, revised -> known false."""
    from dialogkg.ground.epistemic import atom, neg

    state = run([{"op": "Observe", "id": "o8", "claim": "redis timeouts"}])
    model = state.epistemic
    assert model is not None
    here = frozenset({"o8"})
    assert model.knows("amy", atom("o8"), here)
    state.apply(op(op="Hypothesize", id="h2", claim="redis breaks auth", depends_on=["o8"]), "bob", 2, 0)
    m = state.epistemic
    assert m is not None and "bob" in m.agents
    w = frozenset({"o8", "h2"})
    assert m.believes("bob", atom("h2"), w) and not m.knows("bob", atom("h2"), w)
    state.apply(op(op="Observe", id="o9", claim="401 not 503"), "amy", 3, 0)
    state.apply(op(op="Undermine", target="h2", evidence="o9"), "amy", 3, 1)
    m = state.epistemic
    assert m is not None
    w = frozenset({"o8", "o9", "h2"})
    assert m.believes("amy", neg(atom("h2")), w) and not m.knows("amy", neg(atom("h2")), w)
    state.apply(op(op="Revise", target="h2"), "amy", 4, 0)
    m = state.epistemic
    assert m is not None
    assert m.knows("amy", neg(atom("h2")), frozenset({"o8", "o9"}))
    state.apply(op(op="Question", id="q1", claim="why 3x traffic?"), "bob", 5, 0)
    assert [(who, f.name) for who, f in state.epistemic.problems] == [("bob", "q1")]  # type: ignore[union-attr]


def _from_scratch(state: DialogueState) -> tuple[dict[str, bool], dict[str, str]]:
    """The oracle: support by a fresh walk and labels by a fresh grounded labelling."""
    memo: dict[str, bool] = {}

    def visit(a: str, seen: frozenset[str]) -> bool:
        if a in memo:
            return memo[a]
        if a in seen:
            return False
        arg = state.args[a]
        ok = (
            arg.status in ("active", "weakened", "resolved")
            and all(visit(d, seen | {a}) for d in arg.deps)
            and not any(visit(d, seen | {a}) for d in arg.neg_deps)
        )
        memo[a] = ok
        return ok

    supported = {a: visit(a, frozenset()) for a in state.args}
    labels = grounded_labelling([a for a in state.args if supported[a]], state.attacks)
    return supported, {a: labels.get(a, "out") for a in state.args}


@settings(max_examples=80, deadline=None)
@given(histories(), st.lists(st.integers(0, 50), max_size=3))
def test_incremental_acceptance_equals_a_full_recomputation_after_every_step(
    history: list[list[dict[str, Any]]], retractions: list[int]
) -> None:
    state = DialogueState()
    for t, ops in enumerate(history, start=1):
        for k, fields in enumerate(ops):
            try:
                state.apply(op(**fields), "amy", t, k)
            except PreconditionFailure:
                continue
            assert (state.supported(), state.labelling()) == _from_scratch(state)
    for pick in retractions:
        alive = sorted(a for a, x in state.args.items() if x.status != "retracted")
        if alive:
            state.retract(alive[pick % len(alive)])
            assert (state.supported(), state.labelling()) == _from_scratch(state)


def _dump(state: DialogueState) -> object:
    """Everything the state holds, with dict key order, for exact before/after comparison."""

    def plain(value: object) -> object:
        if isinstance(value, dict):
            return [(k, plain(x)) for k, x in value.items()]
        if isinstance(value, set):
            return sorted(value)
        if isinstance(value, list):
            return [plain(x) for x in value]
        return value

    fields = {k: plain(x) for k, x in vars(state).items() if k not in ("index", "epistemic", "_undo")}
    args = [(a, vars(x).copy()) for a, x in state.args.items()]
    index = {k: plain(x) for k, x in vars(state.index).items()}
    return fields, args, index, id(state.epistemic)


@settings(max_examples=120, deadline=None)
@given(histories(), histories())
def test_a_dry_run_leaves_the_state_exactly_as_it_was(
    history: list[list[dict[str, Any]]], trial: list[list[dict[str, Any]]]
) -> None:
    """``tentative`` undoes what Apply did inside it, refused operations included, so an
    extractor's check costs what it touches instead of a copy of the whole state."""
    state = build(history)
    state.labelling()
    before = _dump(state)
    offset = len(history)
    for t, ops in enumerate(trial, start=offset + 1):
        with state.tentative():
            for k, fields in enumerate(ops):
                renamed = {**fields, "id": f"t{fields['id']}"} if "id" in fields else fields
                try:
                    state.apply(op(**renamed), "bob", t, k)
                except PreconditionFailure:
                    break
        assert _dump(state) == before
    assert (state.supported(), state.labelling()) == _from_scratch(state)
