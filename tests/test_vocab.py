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


# Relation labels: readable slugs, still injective on normalised labels.
def _named(label: str) -> bool:
    return v.normalise_label(label) != ""


labels = st.text(min_size=1, max_size=60).filter(_named)
# Few characters, so that draws often differ only in spaces against underscores.
near_labels = st.text(alphabet="ab _-%.", min_size=1, max_size=12).filter(_named)
_SLUG = re.compile(r"(?:[a-z0-9_-]|%[0-9A-F]{2})+(?:\.[0-9a-f]+)?")


def _read_back(slug: str) -> str:
    """The normalised label a slug was minted from (the inverse the docstring promises)."""
    body, dot, mask = slug.partition(".")
    separators = bin(int(mask, 16))[3:] if dot else "0" * body.count("_")
    assert len(separators) == body.count("_")
    out, seps = bytearray(), iter(separators)
    i = 0
    while i < len(body):
        if body[i] == "%":
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
            continue
        out += (b"_" if next(seps) == "1" else b" ") if body[i] == "_" else body[i].encode("ascii")
        i += 1
    return out.decode("utf-8")


@given(labels)
def test_relation_slugs_are_iri_safe_and_read_back_to_their_label(label: str) -> None:
    slug = v.relation_slug(label)
    assert _SLUG.fullmatch(slug)
    iri = v.relation_iri(label)
    assert iri == NamedNode(iri.value)  # pyoxigraph validates IRI syntax
    assert _read_back(slug) == v.normalise_label(label)


@given(st.one_of(labels, near_labels), st.one_of(labels, near_labels))
def test_distinct_relation_labels_mint_distinct_iris(a: str, b: str) -> None:
    assert (v.relation_iri(a) == v.relation_iri(b)) == (v.normalise_label(a) == v.normalise_label(b))


@pytest.mark.parametrize(
    ("label", "local"),
    [
        ("has home town", "has_home_town"),
        ("Has  Home\tTown", "has_home_town"),
        ("has pet", "has_pet"),
        ("has_pet", "has_pet.3"),  # mask 0b11: its one separator was an underscore
        ("has_home town", "has_home_town.6"),  # 0b110: underscore, then space
        ("is à", "is_%C3%A0"),
        ("a.b", "a%2Eb"),
        ("%20", "%2520"),
        ("x-y", "x-y"),
    ],
)
def test_relation_slugs_read_as_their_label(label: str, local: str) -> None:
    assert v.relation_iri(label).value == v.REL_NS + local


def test_a_relation_minted_in_turtle_keeps_its_prefixed_name() -> None:
    import rdflib

    graph = rdflib.Graph()
    graph.bind("rel", v.REL_NS)
    prop = rdflib.URIRef(v.relation_iri("has home town").value)
    graph.add((rdflib.URIRef("https://example.org/marie"), prop, rdflib.URIRef("https://example.org/lyon")))
    text = graph.serialize(format="turtle")
    assert "rel:has_home_town" in text
    assert set(rdflib.Graph().parse(data=text, format="turtle")) == set(graph)


def test_empty_relation_labels_are_input_errors() -> None:
    with pytest.raises(InputError, match="an empty relation label names nothing"):
        v.relation_iri(" \t ")
