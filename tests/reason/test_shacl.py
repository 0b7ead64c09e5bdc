"""The shapes accept what the lifter writes and reject broken turn and conversation graphs."""

from __future__ import annotations

import pytest
from pyoxigraph import Literal, NamedNode, Triple

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.reason.shacl import CONVERSATION_SHAPES, validate_graph
from dialogkg.vocab import DKG, PROV, RDF, XSD
from tests.conftest import EXAMPLE_ID, example_file


@pytest.fixture(scope="module")
def example_triples() -> list[Triple]:
    kg = DialogKG.open(None)
    kg.ingest([example_file()])
    return list(kg.triples_of(EXAMPLE_ID))


def test_the_example_conforms(example_triples: list[Triple]) -> None:
    report = validate_graph(example_triples, CONVERSATION_SHAPES)
    assert report.conforms, report.violations


def _without(triples: list[Triple], s: NamedNode, p: NamedNode) -> list[Triple]:
    return [t for t in triples if not (t.subject == s and t.predicate == p)]


TURN3 = v.turn_iri(EXAMPLE_ID, 3)
H1 = v.argument_iri(EXAMPLE_ID, "h1")


@pytest.mark.parametrize(
    ("change", "shape", "message"),
    [
        (
            lambda ts: [*ts, Triple(TURN3, DKG.text, Literal("second text"))],
            "TurnShape",
            "exactly one text",
        ),
        (lambda ts: _without(ts, TURN3, DKG.speaker), "TurnShape", "exactly one speaker"),
        (
            lambda ts: [
                *_without(ts, TURN3, DKG["index"]),
                Triple(TURN3, DKG["index"], Literal("3")),
            ],
            "TurnShape",
            "positive integer index",
        ),
        (
            lambda ts: [
                *ts,
                Triple(v.turn_iri(EXAMPLE_ID, 9), RDF.type, DKG.Turn),
                Triple(v.turn_iri(EXAMPLE_ID, 9), DKG.inConversation, v.conversation_iri(EXAMPLE_ID)),
                Triple(v.turn_iri(EXAMPLE_ID, 9), DKG["index"], Literal("3", datatype=XSD.integer)),
                Triple(v.turn_iri(EXAMPLE_ID, 9), DKG.text, Literal("t")),
                Triple(v.turn_iri(EXAMPLE_ID, 9), DKG.speaker, v.participant_iri(EXAMPLE_ID, "eli")),
            ],
            "TurnSpeakerShape",
            "turn index 3 is used by more than one turn",
        ),
        (
            lambda ts: [*ts, Triple(H1, DKG.dependsOn, v.argument_iri(EXAMPLE_ID, "ghost"))],
            "ArgumentReferencesShape",
            "names an argument that exists",
        ),
        (
            lambda ts: [*ts, Triple(H1, PROV.wasGeneratedBy, v.turn_iri(EXAMPLE_ID, 4))],
            "ProvenanceShape",
            "one turn that produced them",
        ),
        (
            lambda ts: [*ts, Triple(TURN3, DKG.speaker, v.participant_iri(EXAMPLE_ID, "ghost"))],
            "TurnShape",
            "exactly one speaker",
        ),
        (
            lambda ts: [
                *ts,
                Triple(
                    v.claim_iri(EXAMPLE_ID, 1, 0),
                    DKG.importance,
                    Literal("1.5", datatype=XSD.decimal),
                ),
            ],
            "ClaimShape",
            "importance is one decimal in [0, 1]",
        ),
    ],
)
def test_broken_graphs_are_reported(
    example_triples: list[Triple], change: object, shape: str, message: str
) -> None:
    report = validate_graph(change(example_triples), CONVERSATION_SHAPES)  # type: ignore[operator]
    assert not report.conforms
    assert any(x.shape == shape and message in x.message for x in report.violations), report.violations
