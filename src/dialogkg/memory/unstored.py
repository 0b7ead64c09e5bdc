"""One turn's memory input read from its quads before they are stored, without a store.

An append maintains memory with the turn it is about to write; running the two per-turn queries
of ``facts.py`` on a scratch store cost about 1.4 ms a turn, mostly query parsing. This module
matches the same graph patterns in Python and turns the solutions into TurnInfo and Facts with
the same row readers, so the answers are those of ``read_turn`` and ``read_turn_facts`` (tested
against them on generated quads).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import product

from pyoxigraph import NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.memory.facts import Fact, TurnInfo, facts_from_rows, least_turn, turn_from_row
from dialogkg.store.base import Term
from dialogkg.vocab import DKG, PROV, RDF, RDFS

_Index = dict[tuple[object, NamedNode], list[Term]]
_TYPE, _CLAIM = RDF.type, DKG.Claim

# (variable, predicate) pairs every claim needs, as in facts._CLAIMS (after the claim's type,
# conversation and turn, which are bound)
_CLAIM_VALUES = (
    ("ordinal", DKG.ordinal),
    ("subject", DKG.subjectEntity),
    ("relation", DKG.relation),
    ("relationLabel", DKG.relationLabel),
    ("object", DKG.objectEntity),
    ("relationType", DKG.relationType),
    ("propertyType", DKG.propertyType),
    ("intent", DKG.intent),
    ("extractor", DKG.extractedBy),
)


class TurnQuads:
    """The quads of one turn (and any others, such as the conversation header), indexed by graph."""

    def __init__(self, conversation_id: str, index: int, quads: Iterable[Quad]) -> None:
        self.conversation = v.conversation_iri(conversation_id)
        self.turn = v.turn_iri(conversation_id, index)
        self.graph = v.turn_graph(conversation_id, index)
        self._graphs: dict[object, _Index] = {}
        for q in quads:
            if not isinstance(q.graph_name, NamedNode):  # the patterns read named graphs only
                continue
            index_ = self._graphs.setdefault(q.graph_name, {})
            values = index_.setdefault((q.subject, q.predicate), [])
            if q.object not in values:  # a graph is a set of triples
                values.append(q.object)

    def turn_info(self) -> TurnInfo | None:
        """What facts.read_turn gives for this turn once the quads are stored."""
        found = [turn_from_row(row) for row in self._turn_rows()]
        return least_turn(found) if found else None

    def facts(self, turn: TurnInfo) -> list[Fact]:
        """What facts.read_turn_facts gives for this turn once the quads are stored."""
        return facts_from_rows(self._claim_rows(), lambda index: turn)

    def _values(self, graph: _Index, subject: object, predicate: NamedNode) -> list[Term]:
        return graph.get((subject, predicate), [])

    def _turn_rows(self) -> Iterator[dict[str, object]]:
        g = self._graphs.get(self.graph, {})
        t = self.turn
        if DKG.Turn not in self._values(g, t, RDF.type) or self.conversation not in self._values(
            g, t, DKG.inConversation
        ):
            return
        revisions: list[Term | None] = [*self._values(g, t, DKG.revision)] or [None]
        for index, text, speaker in product(
            self._values(g, t, DKG["index"]), self._values(g, t, DKG.text), self._values(g, t, DKG.speaker)
        ):
            for h in self._graphs.values():
                for speaker_id, role in product(
                    self._values(h, speaker, DKG.participantId), self._values(h, speaker, DKG.role)
                ):
                    for revision in revisions:
                        row: dict[str, object] = {
                            "index": index,
                            "text": text,
                            "speakerId": speaker_id,
                            "role": role,
                        }
                        if revision is not None:
                            row["revision"] = revision
                        yield row

    def _claim_rows(self) -> Iterator[dict[str, object]]:
        g = self._graphs.get(self.graph, {})
        claims = sorted((s for (s, p), values in g.items() if p == _TYPE and _CLAIM in values), key=str)
        for claim in claims:
            if self.conversation not in self._values(g, claim, DKG.inConversation):
                continue
            if self.turn not in self._values(g, claim, PROV.wasGeneratedBy):
                continue
            columns = [self._values(g, claim, p) for _, p in _CLAIM_VALUES]
            for values in product(*columns, self._values(g, self.turn, DKG["index"])):
                row: dict[str, object] = {"claim": claim, "index": values[-1]}
                row.update(zip((name for name, _ in _CLAIM_VALUES), values[:-1], strict=True))
                for subject_label, object_label in product(
                    self._values(g, row["subject"], RDFS.label), self._values(g, row["object"], RDFS.label)
                ):
                    yield {**row, "subjectLabel": subject_label, "objectLabel": object_label}
