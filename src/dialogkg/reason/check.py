"""`dialogkg check`: consistency shapes (SHACL) and an optional OWL reasoner over one conversation.

Read-only: the data graph is a copy of the conversation's graphs in memory, the OWL slice is
built from the memory log, and nothing is written back, so a reasoner that fails or times out
leaves the store exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dialogkg import vocab as v
from dialogkg.export import collect
from dialogkg.memory.graph import compute, memory_quads
from dialogkg.reason.owl import Reasoner, build_slice, inconsistencies
from dialogkg.reason.shacl import validate_graph
from dialogkg.store.base import Store

CONSISTENCY_SHAPES = ("consistency",)


@dataclass(frozen=True)
class Finding:
    """A SHACL violation (``shape``) or a reasoner's inconsistency (``axiom``)."""

    conversation: str
    focus: str
    message: str
    shape: str | None = None
    axiom: str | None = None
    triples: tuple[tuple[str, str, str], ...] = ()

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"shape": self.shape} if self.shape is not None else {"axiom": self.axiom}
        out.update(focus=self.focus, message=self.message, conversation=self.conversation)
        if self.axiom is not None:
            out["triples"] = [list(t) for t in self.triples]
        return out


@dataclass(frozen=True)
class CheckReport:
    reasoner: str
    findings: tuple[Finding, ...]

    @property
    def conforms(self) -> bool:
        return not self.findings

    def to_json(self) -> dict[str, object]:
        return {
            "conforms": self.conforms,
            "reasoner": self.reasoner,
            "violations": [f.to_json() for f in self.findings],
        }


def check_conversation(
    store: Store, conversation_id: str, reasoner: Reasoner = "none", timeout: float = 120.0
) -> list[Finding]:
    """Shapes over the stored graphs with the memory recomputed (a stale memory graph, say from
    before an evaluation added certificates, must not decide what stands), then the reasoner."""
    log = compute(store, conversation_id)
    stored_memory = v.memory_graph(conversation_id)
    data = [q.triple for q in collect(store, conversation_id) if q.graph_name != stored_memory]
    data += [q.triple for q in memory_quads(conversation_id, log)]
    report = validate_graph(data, CONSISTENCY_SHAPES, advanced=True)
    findings = [Finding(conversation_id, x.focus, x.message, shape=x.shape) for x in report.violations]
    if reasoner != "none":
        functional = {f.relation for f in log.facts if f.exclusive}
        piece = build_slice(log.commitments(), functional)
        findings += [
            Finding(conversation_id, c.focus, c.message, axiom=c.axiom, triples=c.triples)
            for c in inconsistencies(piece, reasoner, timeout)
        ]
    return findings


def check_conversations(
    store: Store, conversations: Sequence[str], reasoner: Reasoner = "none", timeout: float = 120.0
) -> CheckReport:
    findings: list[Finding] = []
    for cid in conversations:
        findings += check_conversation(store, cid, reasoner, timeout)
    return CheckReport(reasoner, tuple(findings))
