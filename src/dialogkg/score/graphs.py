"""The SKG and the per-turn scores of an evaluation as RDF, in a derived graph per conversation.

Turn graphs are written once at ingest, before any embedding is computed; what evaluation adds
(node merges, semantic edges, importance, introduction turns, quarantine, scores) is derived,
so it goes to ``…/conv/{id}/skg`` and is rewritten by each evaluation.
"""

from __future__ import annotations

from pyoxigraph import Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.detect.skg import FactEdge, Node, SemanticGraph
from dialogkg.score.evaluate import PRECISION, ConversationScore, TurnScore
from dialogkg.vocab import DKG, RDF


def _score(value: float) -> Literal:
    """Scores at the precision `evaluate --json` reports, so RDF and JSON agree."""
    return v.decimal(round(value, PRECISION))


def skg_graph(conversation_id: str) -> NamedNode:
    return NamedNode(f"{v.conversation_prefix(conversation_id)}skg")


def skg_quads(conversation_id: str, result: ConversationScore) -> list[Quad]:
    cid = conversation_id
    out: list[Quad] = []
    graph = result.graph
    if graph is not None:
        for node in graph.nodes.values():
            out += node_quads(cid, node)
        for edge in graph.edges:
            out += edge_quads(cid, graph, edge)
        for a, b in sorted(graph.semantic):
            out.append(semantic_quad(cid, graph, a, b))
    for turn in result.turns:
        out += turn_score_quads(cid, turn)
    return sorted(set(out), key=str)


def node_quads(cid: str, node: Node) -> list[Quad]:
    """What the graph says of one node: it changes when a later turn raises its importance."""
    g = skg_graph(cid)
    iri = v.entity_iri(cid, node.label)
    return [
        Quad(iri, RDF.type, DKG.Entity, g),
        Quad(iri, DKG.importance, v.decimal(node.importance), g),
        Quad(iri, DKG.introducedAt, v.turn_iri(cid, node.introduced), g),
        Quad(iri, DKG.quarantined, v.boolean(node.quarantined), g),
    ]


def edge_quads(cid: str, graph: SemanticGraph, edge: FactEdge) -> list[Quad]:
    """One claim edge's merges and quarantine: fixed by the turn that made the edge."""
    g = skg_graph(cid)
    out: list[Quad] = []
    for label, key in ((edge.triple.sub, edge.subject), (edge.triple.obj, edge.object)):
        merged = v.entity_iri(cid, graph.nodes[key].label)
        surface = v.entity_iri(cid, label)
        if surface != merged:
            out.append(Quad(surface, DKG.dedupedInto, merged, g))
    if edge.quarantined:
        out.append(Quad(v.claim_iri(cid, edge.turn, edge.ordinal), DKG.quarantined, v.boolean(True), g))
    return out


def semantic_quad(cid: str, graph: SemanticGraph, a: str, b: str) -> Quad:
    return Quad(
        v.entity_iri(cid, graph.nodes[a].label),
        DKG.semanticallyRelated,
        v.entity_iri(cid, graph.nodes[b].label),
        skg_graph(cid),
    )


def turn_score_quads(cid: str, turn: TurnScore) -> list[Quad]:
    g = skg_graph(cid)
    t = v.turn_iri(cid, turn.index)
    return [
        Quad(t, DKG.localRelevance, _score(turn.s_loc), g),
        Quad(t, DKG.historicalConsistency, _score(turn.s_cons), g),
        Quad(t, DKG.logicalCoherence, _score(turn.s_log), g),
        Quad(t, DKG.quality, _score(turn.fused.q), g),
        Quad(t, DKG.scoringRegime, v.string(turn.fused.regime), g),
    ]
