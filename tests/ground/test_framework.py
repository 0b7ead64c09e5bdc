"""Dung semantics: exact labellings on small frameworks and invariants on random ones."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.errors import DialogKGError
from dialogkg.ground import framework
from dialogkg.ground.framework import grounded_extension, grounded_labelling, preferred_extensions


def test_chain_reinstates_every_other_argument() -> None:
    # d attacks c attacks b attacks a: d in, c out, b in, a out
    labels = grounded_labelling("abcd", [("d", "c"), ("c", "b"), ("b", "a")])
    assert labels == {"a": "out", "b": "in", "c": "out", "d": "in"}


def test_mutual_attack_is_undecided_with_two_preferred_extensions() -> None:
    assert grounded_labelling("abc", [("a", "b"), ("b", "a")]) == {
        "a": "undecided",
        "b": "undecided",
        "c": "in",
    }
    assert preferred_extensions("abc", [("a", "b"), ("b", "a")]) == [frozenset("ac"), frozenset("bc")]


def test_odd_cycle_has_only_the_unattacked_in_every_semantics() -> None:
    attacks = [("a", "b"), ("b", "c"), ("c", "a")]
    assert grounded_extension("abcd", attacks) == frozenset("d")
    assert preferred_extensions("abcd", attacks) == [frozenset("d")]


def test_self_attack_is_undecided_and_attacks_outside_are_ignored() -> None:
    assert grounded_labelling("ab", [("a", "a"), ("x", "b")]) == {"a": "undecided", "b": "in"}


def test_preferred_search_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(framework, "MAX_UNDECIDED_FOR_PREFERRED", 3)
    args = [f"a{i}" for i in range(4)]
    cycle = [(args[i], args[(i + 1) % 4]) for i in range(4)]
    with pytest.raises(DialogKGError, match="4 undecided arguments exceed"):
        preferred_extensions(args, cycle)


frameworks = st.integers(min_value=1, max_value=7).flatmap(
    lambda n: st.tuples(
        st.just([f"a{i}" for i in range(n)]),
        st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=12).map(
            lambda pairs: [(f"a{i}", f"a{j}") for i, j in pairs]
        ),
    )
)


def _admissible(s: frozenset[str], attacks: list[tuple[str, str]]) -> bool:
    att = set(attacks)
    if any((a, b) in att for a in s for b in s):
        return False
    return all(any((d, x) in att for d in s) for m in s for x, t in att if t == m)


@settings(max_examples=200, deadline=None)
@given(frameworks)
def test_grounded_is_in_every_preferred_extension_and_those_are_maximal_admissible(
    fw: tuple[list[str], list[tuple[str, str]]],
) -> None:
    args, attacks = fw
    grounded = grounded_extension(args, attacks)
    preferred = preferred_extensions(args, attacks)
    assert preferred
    for ext in preferred:
        assert grounded <= ext
        assert _admissible(ext, attacks)
        for extra in set(args) - ext:
            assert not _admissible(ext | {extra}, attacks)
    acyclic = not any(a == b for a, b in attacks) and _is_acyclic(args, attacks)
    if acyclic:
        assert preferred == [grounded]


def _is_acyclic(args: list[str], attacks: list[tuple[str, str]]) -> bool:
    graph = {a: [t for s, t in attacks if s == a] for a in args}
    state: dict[str, int] = {}

    def visit(node: str) -> bool:
        if state.get(node) == 1:
            return False
        if state.get(node) == 2:
            return True
        state[node] = 1
        ok = all(visit(n) for n in graph[node])
        state[node] = 2
        return ok

    return all(visit(a) for a in args)
