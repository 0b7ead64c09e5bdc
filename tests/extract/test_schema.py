"""The extraction schema and the id scope."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from dialogkg.errors import ReferenceFailure
from dialogkg.extract.ids import IdScope
from dialogkg.extract.schema import Extraction, OperationAnnotation


@pytest.mark.parametrize("spelling", ["ExpandAwareness", "Expand-Awareness", "expand_awareness"])
def test_operation_names_accept_common_spellings(spelling: str) -> None:
    op = OperationAnnotation.model_validate({"op": spelling, "id": "m1", "claim": "c"})
    assert op.op == "ExpandAwareness"
    assert op.argument_kind == "awareness"


def test_kind_defaults_follow_the_operation_and_can_be_given() -> None:
    assert (
        OperationAnnotation.model_validate(
            {"op": "Observe", "id": "a1", "claim": "c", "kind": "assumption"}
        ).argument_kind
        == "assumption"
    )
    assert (
        OperationAnnotation.model_validate({"op": "Resolve", "id": "d", "claim": "c"}).argument_kind
        == "decision"
    )
    assert (
        OperationAnnotation.model_validate({"op": "Support", "target": "h", "evidence": "o"}).argument_kind
        is None
    )


@pytest.mark.parametrize(
    ("op", "message"),
    [
        ({"op": "Support", "evidence": "o1"}, "Support needs a 'target'"),
        ({"op": "Revise"}, "Revise needs a 'target'"),
        ({"op": "Resolve"}, "Resolve needs a 'target' or a new decision"),
        (
            {"op": "Observe", "id": "o", "claim": "c", "subsumes": ["x"]},
            "only Resolve may list 'subsumes'",
        ),
        ({"op": "Observe", "id": "not o", "claim": "c"}, "may not start with 'not '"),
        (
            {"op": "Hypothesize", "id": "h", "claim": "c", "depends_on": ["not "]},
            "empty dependency",
        ),
        (
            {"op": "Observe", "id": "o", "claim": "c", "evidence": "x"},
            "only Support and Undermine take 'evidence'",
        ),
    ],
)
def test_operations_need_the_fields_their_kind_uses(op: dict[str, object], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        OperationAnnotation.model_validate(op)


def test_strict_types_refuse_strings_for_numbers_and_booleans() -> None:
    with pytest.raises(ValidationError):
        Extraction.model_validate({"revision": "yes"})
    with pytest.raises(ValidationError):
        Extraction.model_validate({"triples": [{"sub": "a", "rel": "r", "obj": "b", "importance": "0.5"}]})
    assert (
        Extraction.model_validate({"triples": [{"sub": "a", "rel": "r", "obj": "b", "importance": 1}]})
        .triples[0]
        .importance
        == 1.0
    )


def _ops(*ops: dict[str, object]) -> Extraction:
    return Extraction.model_validate({"operations": list(ops)})


def test_scope_admits_in_order_and_rejects_without_changing() -> None:
    scope = IdScope(known=["o1"], participants=["amy"])
    scope.admit(
        _ops(
            {"op": "Hypothesize", "id": "h1", "claim": "c", "depends_on": ["o1"]},
            {"op": "Support", "target": "h1", "evidence": "o1"},
        ),
        turn=2,
    )
    assert "h1" in scope
    with pytest.raises(ReferenceFailure, match="duplicate id 'h1' \\(first defined at turn 2\\)"):
        scope.admit(
            _ops(
                {"op": "Observe", "id": "o2", "claim": "c"},
                {"op": "Observe", "id": "h1", "claim": "c"},
            ),
            turn=3,
        )
    assert "o2" not in scope  # the failed turn left nothing behind
    with pytest.raises(ReferenceFailure, match="id 'h2' is used before it is defined"):
        scope.admit(_ops({"op": "Hypothesize", "id": "h2", "claim": "c", "depends_on": ["h2"]}), turn=4)


@given(st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=12))
def test_scope_accepts_exactly_the_first_definition_of_each_id(ids: list[str]) -> None:
    scope = IdScope()
    accepted = []
    for turn, local_id in enumerate(ids, start=1):
        try:
            scope.admit(_ops({"op": "Observe", "id": local_id, "claim": "c"}), turn)
            accepted.append(local_id)
        except ReferenceFailure:
            assert local_id in accepted
    assert accepted == list(dict.fromkeys(ids))


def test_blank_labels_are_refused() -> None:
    with pytest.raises(ValidationError, match="must contain more than whitespace"):
        Extraction.model_validate({"triples": [{"sub": "a", "rel": "\r", "obj": "b"}]})
