"""The derived memory graph of a conversation: rebuilt from the turn and certificate graphs, extended
by per-turn deltas, and read back without a replay."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast, get_args

from pyoxigraph import Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.errors import StoreError
from dialogkg.memory.facts import Fact, read_certified, read_facts, read_turns
from dialogkg.memory.maintain import Authority, ConflictJudge, MemoryLog, Rule, Supersession, maintain
from dialogkg.store.base import Store
from dialogkg.vocab import DKG, PROV, RDF, RDFS

_SUPERSESSIONS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?sequence ?old ?new ?rule ?authority WHERE {
  GRAPH ?g { ?node a dkg:Supersession ; dkg:sequence ?sequence ; prov:used ?old ; dkg:replacement ?new ;
                   dkg:conflictRule ?rule ; dkg:authority ?authority }
}"""
_RULES: frozenset[str] = frozenset(get_args(Rule))
_AUTHORITIES: frozenset[str] = frozenset(get_args(Authority))


def compute(store: Store, conversation_id: str, judge: ConflictJudge | None = None) -> MemoryLog:
    """Memory maintenance over what the store holds now (reads only)."""
    turns = read_turns(store, conversation_id)
    facts = read_facts(store, conversation_id, turns)
    return maintain(turns, facts, read_certified(store, conversation_id), judge=judge)


def memory_quads(conversation_id: str, log: MemoryLog) -> list[Quad]:
    return memory_delta_quads(conversation_id, log.supersessions)


def memory_delta_quads(conversation_id: str, new: Sequence[Supersession]) -> list[Quad]:
    """The quads ``new`` supersessions add to the memory graph: appends only ever add supersessions
    (none is withdrawn), so a turn's delta is the quads of the supersessions it caused."""
    cid = conversation_id
    graph = v.memory_graph(cid)
    out: list[Quad] = []
    for s in new:
        node = v.supersession_iri(cid, s.sequence)
        old, replacement = NamedNode(s.old.claim), NamedNode(s.new.claim)
        out += [
            Quad(node, RDF.type, DKG.Supersession, graph),
            Quad(node, DKG.inConversation, v.conversation_iri(cid), graph),
            Quad(node, PROV.used, old, graph),
            Quad(node, DKG.replacement, replacement, graph),
            Quad(node, DKG.atTurn, v.turn_iri(cid, s.turn), graph),
            Quad(node, DKG.invalidatedAtTurn, v.integer(s.turn), graph),
            Quad(node, DKG.conflictRule, v.string(s.rule), graph),
            Quad(node, DKG.authorised, v.boolean(s.authorised), graph),
            Quad(node, DKG.authority, v.string(s.authority), graph),
            Quad(node, DKG.sequence, v.integer(s.sequence), graph),
            # In words, as `dialogkg memory` prints it and `dialogkg check` reports it.
            Quad(node, RDFS.label, v.string(s.describe()), graph),
            Quad(old, DKG.supersededBy if s.authorised else DKG.contradictedBy, node, graph),
        ]
    return out


def load(store: Store, conversation_id: str) -> MemoryLog:
    """The memory log as the derived memory graph records it: the stored facts and the recorded
    supersessions, with no replay (and so no judge: an LLM verdict stored earlier is kept)."""
    facts = read_facts(store, conversation_id, read_turns(store, conversation_id))
    by_claim = {f.claim: f for f in facts}
    rows = store.select(_SUPERSESSIONS, {"g": v.memory_graph(conversation_id)}).rows
    changes: dict[int, Supersession] = {}
    for row in rows:
        sequence = int(_literal(row["sequence"]))
        old, new = _claim(row["old"], by_claim), _claim(row["new"], by_claim)
        rule, authority = _literal(row["rule"]), _literal(row["authority"])
        if rule not in _RULES or authority not in _AUTHORITIES or sequence in changes:
            raise StoreError(f"memory graph of {conversation_id!r}: malformed supersession {sequence}")
        changes[sequence] = Supersession(sequence, old, new, cast(Rule, rule), cast(Authority, authority))
    if sorted(changes) != list(range(1, len(changes) + 1)):
        raise StoreError(
            f"memory graph of {conversation_id!r}: supersession numbers are not 1 to {len(changes)}"
        )
    return MemoryLog(facts, [changes[k] for k in sorted(changes)])


def _claim(term: object, by_claim: dict[str, Fact]) -> Fact:
    iri = term.value if isinstance(term, NamedNode) else None
    if iri is None or iri not in by_claim:
        raise StoreError(f"the memory graph names {term!r}, which is not a stored claim")
    return by_claim[iri]


def _literal(term: object) -> str:
    if not isinstance(term, Literal):
        raise StoreError(f"the memory graph holds {term!r} where a literal belongs")
    return term.value


def refresh(store: Store, conversation_id: str, judge: ConflictJudge | None = None) -> MemoryLog:
    """Recompute the memory and replace the conversation's memory graph in one update."""
    log = compute(store, conversation_id, judge)
    store.replace_graphs([v.memory_graph(conversation_id)], memory_quads(conversation_id, log))
    return log
