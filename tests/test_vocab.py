"""IRI minting: injective, syntactically safe, for any Unicode id."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyoxigraph import NamedNode

from dialogkg import vocab as v
from dialogkg.errors import InputError

ids = st.text(min_size=1, max_size=200)
_SAFE_SEGMENT = re.compile(r"[A-Za-z0-9_%-]+")


@given(ids, ids)
def test_distinct_ids_mint_distinct_iris(a: str, b: str) -> None:
    assert (v.conversation_iri(a) == v.conversation_iri(b)) == (a == b)
    assert (v.argument_iri("c", a) == v.argument_iri("c", b)) == (a == b)


@given(ids)
def test_segments_hold_only_unreserved_ascii_and_escapes(value: str) -> None:
    segment = v.encode_segment(value)
    assert _SAFE_SEGMENT.fullmatch(segment)
    NamedNode(v.participant_iri(value, value).value)  # pyoxigraph validates IRI syntax


@given(ids, ids)
def test_every_iri_of_a_conversation_starts_with_its_prefix_and_no_other(a: str, b: str) -> None:
    iri = v.turn_graph(a, 3).value
    assert iri.startswith(v.conversation_prefix(a))
    if a != b:
        assert not iri.startswith(v.conversation_prefix(b))


def test_dot_segments_are_escaped() -> None:
    assert v.conversation_iri("..").value.endswith("/conv/%2E%2E")


def test_empty_ids_and_lone_surrogates_are_input_errors() -> None:
    with pytest.raises(InputError, match="an empty id names nothing"):
        v.encode_segment("")
    with pytest.raises(InputError, match="not valid Unicode"):
        v.encode_segment("a\udcffb")


def test_labels_normalise_case_space_and_unicode_form() -> None:
    assert v.entity_iri("c", "Caf\u00e9  Noir") == v.entity_iri("c", "cafe\u0301 noir")
    assert v.relation_iri("Is On") == v.relation_iri(" is\ton ")


@pytest.mark.parametrize(
    ("value", "lexical"), [(0.9, "0.9"), (1, "1.0"), (0.0, "0.0"), (0.1234567, "0.123457")]
)
def test_decimals_have_one_canonical_form(value: float, lexical: str) -> None:
    assert v.decimal(value).value == lexical
