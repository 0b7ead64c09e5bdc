"""``answer``: a question answered from a conversation's memory by the reasoning tree, or abstained.

The tree walks the memory view (standing facts; with history, also those a later turn replaced).
An answer whose support is below the policy's threshold is not given: the result says
``abstained`` and lists the facts that came closest, so a caller never receives a guess.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

import rdflib
from rdflib.namespace import PROV, RDF, RDFS

from dialogkg import vocab as v
from dialogkg.memory.facts import Fact
from dialogkg.memory.tree import Action, Policy, Step, TreeConfig, search
from dialogkg.memory.view import MemoryView
from dialogkg.memory.walk import MemoryGraph

DKG = rdflib.Namespace(v.DKG_NS)


@dataclass(frozen=True)
class AnswerResult:
    conversation: str
    question: str
    answer: str | None  # None when abstained
    abstained: bool
    facts: tuple[Fact, ...]  # the facts used; when abstained, the closest ones
    trajectory: tuple[Step, ...]
    as_of: int | None
    support: float
    policy: str
    include_history: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "answer": self.answer,
            "abstained": self.abstained,
            "facts": [f.to_json() for f in self.facts],
            "trajectory": [s.to_json() for s in self.trajectory],
            "as_of": self.as_of,
        }

    @property
    def iri(self) -> str:
        """The answer activity: one IRI per (question, as-of, history, policy) of a conversation."""
        key = json.dumps([self.question, self.as_of, self.include_history, self.policy], ensure_ascii=False)
        digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]
        return f"{v.conversation_prefix(self.conversation)}answer/{digest}"

    def to_prov(self) -> rdflib.Graph:
        """PROV-O: the answer activity ``prov:used`` each claim it rests on; each claim with its
        turn, speaker and triple, so the file is auditable without the store."""
        g = rdflib.Graph()
        for prefix, ns in v.PREFIXES.items():
            g.bind(prefix, ns)
        cid = self.conversation
        activity = rdflib.URIRef(self.iri)
        result = rdflib.URIRef(self.iri + "/result")
        g.add((activity, RDF.type, PROV.Activity))
        g.add((activity, RDFS.label, rdflib.Literal(f"answer ({self.policy} policy)")))
        g.add((activity, RDFS.comment, rdflib.Literal(self.question)))
        g.add((activity, DKG.inConversation, rdflib.URIRef(v.conversation_iri(cid).value)))
        if self.as_of is not None:
            g.add((activity, DKG.atTurn, rdflib.URIRef(v.turn_iri(cid, self.as_of).value)))
        g.add((result, RDF.type, PROV.Entity))
        g.add((result, PROV.wasGeneratedBy, activity))
        g.add((result, PROV.value, rdflib.Literal(self.answer if self.answer is not None else "")))
        g.add((result, DKG.abstained, rdflib.Literal(self.abstained)))
        for f in self.facts:
            claim = rdflib.URIRef(f.claim)
            if not self.abstained:
                g.add((activity, PROV.used, claim))
                g.add((result, PROV.wasDerivedFrom, claim))
            g.add((claim, RDF.type, DKG.Claim))
            g.add((claim, DKG.subjectEntity, rdflib.URIRef(f.subject)))
            g.add((claim, DKG.relation, rdflib.URIRef(f.relation)))
            g.add((claim, DKG.relationLabel, rdflib.Literal(f.relation_label)))
            g.add((claim, DKG.objectEntity, rdflib.URIRef(f.obj)))
            g.add((rdflib.URIRef(f.subject), RDFS.label, rdflib.Literal(f.subject_label)))
            g.add((rdflib.URIRef(f.obj), RDFS.label, rdflib.Literal(f.obj_label)))
            g.add((claim, PROV.wasGeneratedBy, rdflib.URIRef(v.turn_iri(cid, f.turn).value)))
            g.add((claim, PROV.wasAttributedTo, rdflib.URIRef(v.participant_iri(cid, f.speaker).value)))
        return g


def answer_question(
    view: MemoryView,
    question: str,
    policy: Policy,
    *,
    include_history: bool = False,
    config: TreeConfig | None = None,
) -> AnswerResult:
    historical = [s.old for s in view.changes] if include_history else []
    graph = MemoryGraph(view.facts, historical)
    try:
        found = search(question, graph, policy, config).best
    finally:
        graph.close()
    conclusion = found.conclusion
    assert conclusion is not None
    abstained = not conclusion.facts or not conclusion.answer or conclusion.support < policy.threshold
    trajectory = found.trajectory
    if abstained:
        last = trajectory[-1]
        trajectory = (*trajectory[:-1], Step(Action("ANSWER"), last.value))
        return AnswerResult(
            view.conversation, question, None, True, conclusion.closest, trajectory, view.as_of,
            conclusion.support, policy.name, include_history,
        )  # fmt: skip
    text, facts = conclusion.answer, conclusion.facts
    if include_history:
        text, facts = _with_history(text, facts, [f for f in found.facts if f.claim in graph.historical])
    return AnswerResult(
        view.conversation, question, text, False, facts, trajectory, view.as_of, conclusion.support,
        policy.name, include_history,
    )  # fmt: skip


def _with_history(text: str, facts: tuple[Fact, ...], historical: list[Fact]) -> tuple[str, tuple[Fact, ...]]:
    """Earlier values of the answer's subject and relation, which a later turn replaced."""
    slots = {(f.subject, f.relation) for f in facts}
    current = {f.obj for f in facts}
    earlier = [f for f in historical if (f.subject, f.relation) in slots and f.obj not in current]
    if not earlier:
        return text, facts
    turns: dict[str, list[int]] = {}
    for f in earlier:
        turns.setdefault(f.obj_label, []).append(f.turn)
    mentions = [
        f"{label}, turn{'s' if len(set(held)) > 1 else ''} {', '.join(str(t) for t in sorted(set(held)))}"
        for label, held in turns.items()
    ]
    return f"{text} (earlier: {'; '.join(mentions)})", (*facts, *earlier)
