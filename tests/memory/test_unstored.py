"""A turn read from its quads in Python equals the same turn read back from a store by SPARQL."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.memory.facts import read_turn, read_turn_facts, read_turns
from dialogkg.memory.unstored import TurnQuads
from dialogkg.store.embedded import OxigraphStore
from dialogkg.vocab import DKG, PROV, RDF, RDFS
from tests.memory.test_graph import FEW

CID = "gen"


def test_every_turn_of_the_test_conversations_reads_the_same_from_its_quads() -> None:
    kg = DialogKG.open(None)
    kg.ingest(FEW)
    compared = 0
    for cid in kg.conversations():
        header = list(kg.store.quads(v.conversation_graph(cid).value))
        for index in read_turns(kg.store, cid):
            graph = v.turn_graph(cid, index).value
            quads = TurnQuads(
                cid, index, header + [q for q in kg.store.quads(graph) if q.graph_name.value == graph]
            )
            info = quads.turn_info()
            assert info is not None and info == read_turn(kg.store, cid, index)
            facts = quads.facts(info)
            assert facts == read_turn_facts(kg.store, cid, info)
            compared += len(facts)
    assert compared == 10


def _iri(name: str) -> NamedNode:
    return NamedNode(f"{v.conversation_prefix(CID)}{name}")


@st.composite
def turn_quads(draw: st.DrawFn) -> list[Quad]:
    """Quads shaped like a lifted turn, with properties missing, repeated or misplaced at random."""
    g, header, other = v.turn_graph(CID, 1), v.conversation_graph(CID), v.turn_graph(CID, 2)
    turn, conversation = v.turn_iri(CID, 1), v.conversation_iri(CID)
    out: list[Quad] = []

    def some(
        subject: NamedNode, predicate: NamedNode, values: list[NamedNode | Literal], graph: NamedNode
    ) -> None:
        count = draw(st.sampled_from([1] * 12 + [0, 2, 2]))
        for value in draw(st.lists(st.sampled_from(values), min_size=count, max_size=count)):
            out.append(Quad(subject, predicate, value, graph))

    some(turn, RDF.type, [DKG.Turn], g)
    some(turn, DKG.inConversation, [conversation], g)
    some(turn, DKG["index"], [v.integer(1)], g)
    some(turn, DKG.text, [v.string("a"), v.string("b")], g)
    some(turn, DKG.speaker, [_iri("participant/u"), _iri("participant/w")], g)
    if draw(st.booleans()):
        some(turn, DKG.revision, [v.boolean(True), v.boolean(False)], g)
    for who in ("u", "w"):
        place = draw(st.sampled_from([header, header, other, g]))
        some(_iri(f"participant/{who}"), DKG.participantId, [v.string(who), v.string("x")], place)
        some(_iri(f"participant/{who}"), DKG.role, [DKG.UserRole, DKG.AssistantRole], place)
    for k in range(draw(st.integers(0, 3))):
        claim = v.claim_iri(CID, 1, k)
        entities = [_iri("entity/a"), _iri("entity/b")]
        some(claim, RDF.type, [DKG.Claim], g)
        some(claim, DKG.inConversation, [conversation], g)
        some(claim, PROV.wasGeneratedBy, [turn], g)
        some(claim, DKG.ordinal, [v.integer(k)], g)
        some(claim, DKG.subjectEntity, entities, g)
        some(claim, DKG.relation, [NamedNode("r:likes"), NamedNode("r:owns")], g)
        some(claim, DKG.relationLabel, [v.string("likes"), v.string("owns")], g)
        some(claim, DKG.objectEntity, entities, g)
        some(claim, DKG.relationType, [DKG.Assertion, DKG.NegationAssertion], g)
        some(claim, DKG.propertyType, [DKG.Exclusive, DKG.Additive], g)
        some(claim, DKG.intent, [DKG.State, DKG.Hyp], g)
        some(claim, DKG.extractedBy, [v.string("annotated")], g)
    for entity in ("a", "b"):
        labels = [
            v.string(f"{entity} long enough to be hashed"),
            v.string(f"{entity.upper()} LONG ENOUGH TO BE HASHED"),
        ]
        some(_iri(f"entity/{entity}"), RDFS.label, labels, draw(st.sampled_from([g, g, other])))
    if draw(st.booleans()):  # stray triples in the default graph: the patterns read named graphs only
        out.append(Quad(_iri("participant/u"), DKG.participantId, v.string("d"), DefaultGraph()))
        out.append(Quad(_iri("participant/u"), DKG.role, DKG.OtherRole, DefaultGraph()))
    return out


@settings(max_examples=300, deadline=None)
@given(turn_quads())
def test_generated_turn_quads_read_as_sparql_reads_them(quads: list[Quad]) -> None:
    store = OxigraphStore(None)
    store.insert([quads])
    stored = read_turn(store, CID, 1)
    mine = TurnQuads(CID, 1, quads)
    assert mine.turn_info() == stored
    if stored is not None:
        assert mine.facts(stored) == read_turn_facts(store, CID, stored)
