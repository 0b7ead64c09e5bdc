"""The derived graphs of a conversation: its state graph and its dependency graph.

Both are rewritten whole (one atomic update) whenever the state changes; neither is ever the
source of truth: ``replay.rebuild`` recreates them from the turn and event graphs.
"""

from __future__ import annotations

from pyoxigraph import NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.ground.state import DialogueState, Retraction
from dialogkg.lift import STATUS_TERMS
from dialogkg.vocab import DKG, RDF

LABEL_TERMS = {"in": DKG.In, "out": DKG.Out, "undecided": DKG.Undecided}


def derived_graphs(conversation_id: str) -> list[NamedNode]:
    return [v.state_graph(conversation_id), v.dependency_graph(conversation_id)]


def derived_quads(conversation_id: str, state: DialogueState) -> list[Quad]:
    cid = conversation_id
    sg, dg = v.state_graph(cid), v.dependency_graph(cid)
    labels = state.labelling()
    supported = state.supported()
    out: list[Quad] = []
    for arg in state.args.values():
        node = v.argument_iri(cid, arg.id)
        local = v.string(arg.id)
        out += [
            Quad(node, DKG.localId, local, sg),
            Quad(node, DKG.status, STATUS_TERMS[arg.status], sg),
            Quad(node, DKG.acceptance, LABEL_TERMS[labels[arg.id]], sg),
            Quad(node, DKG.supported, v.boolean(supported[arg.id]), sg),
            Quad(node, DKG.standing, v.boolean(state.standing(arg.id)), sg),
            Quad(node, DKG.localId, local, dg),
        ]
        out += [Quad(node, DKG.dependsOn, v.argument_iri(cid, d), dg) for d in arg.deps]
        out += [Quad(node, DKG.dependsOnNot, v.argument_iri(cid, d), dg) for d in arg.neg_deps]
    retraction_events = iter(range(1, len(state.retractions) + 1))
    for n, change in enumerate(state.history, start=1):
        node = v.status_change_iri(cid, n)
        cause = (
            v.event_iri(cid, next(retraction_events))
            if change.cause == "Retraction"
            else v.operation_iri(cid, change.turn, change.ordinal)
        )
        out += [
            Quad(node, RDF.type, DKG.StatusChange, sg),
            Quad(node, DKG.ofArgument, v.argument_iri(cid, change.argument), sg),
            Quad(node, DKG.toStatus, STATUS_TERMS[change.after], sg),
            Quad(node, DKG.atTurn, v.turn_iri(cid, change.turn), sg),
            Quad(node, DKG.sequence, v.integer(n), sg),
            Quad(node, DKG.causedBy, cause, sg),
        ]
        if change.before is not None:
            out.append(Quad(node, DKG.fromStatus, STATUS_TERMS[change.before], sg))
    return out


def retraction_quads(conversation_id: str, sequence: int, record: Retraction) -> list[Quad]:
    """The event graph recording one retraction (never deleted, replayed after its turn)."""
    cid = conversation_id
    graph = v.event_graph(cid, sequence)
    event = v.event_iri(cid, sequence)
    out = [
        Quad(event, RDF.type, DKG.Retraction, graph),
        Quad(event, DKG.inConversation, v.conversation_iri(cid), graph),
        Quad(event, DKG.retracts, v.argument_iri(cid, record.argument), graph),
        Quad(event, DKG.afterTurn, v.integer(record.after_turn), graph),
        Quad(event, DKG.sequence, v.integer(sequence), graph),
    ]
    out += [Quad(event, DKG.affects, v.argument_iri(cid, a), graph) for a in record.affected]
    out += [Quad(event, DKG.flags, v.argument_iri(cid, a), graph) for a in record.changed]
    return out
