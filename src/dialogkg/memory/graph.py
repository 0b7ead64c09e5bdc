"""The derived memory graph of a conversation: rebuilt whole from the turn and certificate graphs."""

from __future__ import annotations

from pyoxigraph import NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.memory.facts import read_certified, read_facts, read_turns
from dialogkg.memory.maintain import ConflictJudge, MemoryLog, maintain
from dialogkg.store.base import Store
from dialogkg.vocab import DKG, PROV, RDF


def compute(store: Store, conversation_id: str, judge: ConflictJudge | None = None) -> MemoryLog:
    """Memory maintenance over what the store holds now (reads only)."""
    turns = read_turns(store, conversation_id)
    facts = read_facts(store, conversation_id, turns)
    return maintain(turns, facts, read_certified(store, conversation_id), judge=judge)


def memory_quads(conversation_id: str, log: MemoryLog) -> list[Quad]:
    cid = conversation_id
    graph = v.memory_graph(cid)
    out: list[Quad] = []
    for s in log.supersessions:
        node = v.supersession_iri(cid, s.sequence)
        old, new = NamedNode(s.old.claim), NamedNode(s.new.claim)
        out += [
            Quad(node, RDF.type, DKG.Supersession, graph),
            Quad(node, DKG.inConversation, v.conversation_iri(cid), graph),
            Quad(node, PROV.used, old, graph),
            Quad(node, DKG.replacement, new, graph),
            Quad(node, DKG.atTurn, v.turn_iri(cid, s.turn), graph),
            Quad(node, DKG.invalidatedAtTurn, v.integer(s.turn), graph),
            Quad(node, DKG.conflictRule, v.string(s.rule), graph),
            Quad(node, DKG.authorised, v.boolean(s.authorised), graph),
            Quad(node, DKG.authority, v.string(s.authority), graph),
            Quad(node, DKG.sequence, v.integer(s.sequence), graph),
            Quad(old, DKG.supersededBy if s.authorised else DKG.contradictedBy, node, graph),
        ]
    return out


def refresh(store: Store, conversation_id: str, judge: ConflictJudge | None = None) -> MemoryLog:
    """Recompute the memory and replace the conversation's memory graph in one update."""
    log = compute(store, conversation_id, judge)
    store.replace_graphs([v.memory_graph(conversation_id)], memory_quads(conversation_id, log))
    return log
