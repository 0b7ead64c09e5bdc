"""Each consistency shape fires on a minimal broken graph and stays quiet on the fixed one."""

from __future__ import annotations

import pytest
from pyoxigraph import NamedNode, Triple

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.reason.check import CONSISTENCY_SHAPES
from dialogkg.reason.shacl import validate_graph
from dialogkg.vocab import DKG, PROV, RDF
from tests.conftest import DATA

CID = "phase2-debugging"


@pytest.fixture(scope="module")
def phase2() -> list[Triple]:
    kg = DialogKG.open(None)
    kg.ingest([DATA / "phase2-debugging.json"])
    return list(kg.triples_of(CID))


def arg(local: str, cid: str = CID) -> NamedNode:
    return v.argument_iri(cid, local)


def shapes_hit(triples: list[Triple]) -> list[tuple[str, str, str]]:
    report = validate_graph(triples, CONSISTENCY_SHAPES, advanced=True)
    return [(x.shape, x.focus, x.message) for x in report.violations]


def test_the_phase2_scenario_is_consistent(phase2: list[Triple]) -> None:
    assert shapes_hit(phase2) == []


def test_a_standing_argument_on_an_abandoned_premise(phase2: list[Triple]) -> None:
    # h2 is abandoned at T9; claim that h4 (standing) rests on it.
    broken = [*phase2, Triple(arg("h4"), DKG.dependsOn, arg("h2"))]
    assert shapes_hit(broken) == [
        ("StandingPremiseShape", arg("h4").value, "argument h4 stands, but its premise h2 is abandoned")
    ]


def test_a_dependency_cycle(phase2: list[Triple]) -> None:
    broken = [*phase2, Triple(arg("h3"), DKG.dependsOn, arg("h4"))]  # h4 already rests on h3
    hits = {(shape, focus) for shape, focus, _ in shapes_hit(broken)}
    assert hits == {("AcyclicDependencyShape", arg("h3").value), ("AcyclicDependencyShape", arg("h4").value)}


def test_an_attack_across_conversations(phase2: list[Triple]) -> None:
    stranger = arg("x1", "another-conversation")
    broken = [
        *phase2,
        Triple(stranger, RDF.type, DKG.Argument),
        Triple(stranger, DKG.inConversation, v.conversation_iri("another-conversation")),
        Triple(arg("o9"), DKG.attacks, stranger),
    ]
    assert shapes_hit(broken) == [
        (
            "AttackScopeShape",
            arg("o9").value,
            f"argument o9 attacks {stranger.value}, an argument of another conversation",
        )
    ]


def test_a_gap_in_the_turn_indices(phase2: list[Triple]) -> None:
    turn5 = v.turn_iri(CID, 5)
    broken = [t for t in phase2 if not (t.subject == turn5 and t.predicate == DKG["index"])]
    broken.append(Triple(turn5, DKG["index"], v.integer(50)))
    conversation = v.conversation_iri(CID).value
    assert shapes_hit(broken) == [
        (
            "ContiguousTurnsShape",
            conversation,
            "turn indices run from 1 to 50, but 13 distinct turns are stored: some are missing",
        )
    ]


def _claims(kg: DialogKG, cid: str) -> list[Triple]:
    return list(kg.triples_of(cid))


def test_exclusive_values_and_denials_of_standing_facts() -> None:
    kg = DialogKG.open(None)
    kg.ingest([DATA / "home-towns.json", DATA / "meeting-revision.json"])
    # Memory recorded the clash as an unauthorised contradiction: one finding, in its words.
    focus = v.claim_iri("home-towns", 2, 0).value
    assert shapes_hit(_claims(kg, "home-towns")) == [
        (
            "UnauthorisedContradictionShape",
            focus,
            "turn 4: 'Lyon' (turn 2, assistant) replaced by 'Porto' for 'Marie Dubois has home town' "
            "(exclusive; contradiction, not authorised)",
        )
    ]
    assert shapes_hit(_claims(kg, "meeting-revision")) == []  # the revision superseded Tuesday
    # Deny a standing fact in a later turn: the negative assertion shape sees both.
    stated = v.claim_iri("meeting-revision", 4, 0)
    denial = v.claim_iri("meeting-revision", 6, 9)
    triples = _claims(kg, "meeting-revision")
    copied = {DKG.relationType: DKG.NegationAssertion, PROV.wasGeneratedBy: v.turn_iri("meeting-revision", 6)}
    triples += [
        Triple(denial, t.predicate, copied.get(t.predicate, t.object)) for t in triples if t.subject == stated
    ]
    said = "'design review is scheduled on Thursday' is both asserted"
    assert shapes_hit(triples) == [  # Dana said it at turn 3, the assistant at turn 4
        ("NegativeAssertionShape", denial.value, f"{said} (turn 3) and denied (turn 6)"),
        ("NegativeAssertionShape", denial.value, f"{said} (turn 4) and denied (turn 6)"),
    ]
