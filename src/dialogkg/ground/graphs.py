"""The derived graphs of a conversation: its state graph and its dependency graph.

An ingest (batch by batch), a live append or a retraction writes only their delta
(``DerivedDelta``); a repair writes them whole. Neither is ever the source of truth:
``replay.rebuild`` recreates them from the turn and event graphs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyoxigraph import NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.store.base import Store
from dialogkg.vocab import DKG, RDF, STATUS_TERMS

if TYPE_CHECKING:  # a one-off `affected` reads the marker without the engine (and its pydantic schema)
    from dialogkg.ground.state import DialogueState, Retraction, StatusChange

LABEL_TERMS = {"in": DKG.In, "out": DKG.Out, "undecided": DKG.Undecided}


def derived_graphs(conversation_id: str) -> list[NamedNode]:
    return [v.state_graph(conversation_id), v.dependency_graph(conversation_id)]


# What the derived graphs say about one argument, compactly: status, acceptance label, supported,
# standing, positive and negated dependencies. ``argument_quads`` is a function of it alone.
Row = tuple[str, str, bool, bool, tuple[str, ...], tuple[str, ...]]


def argument_row(state: DialogueState, arg_id: str) -> Row:
    arg = state.args[arg_id]
    label = state.labelling()[arg_id]
    return (
        arg.status,
        label,
        state.supported()[arg_id],
        state.standing(arg_id),
        tuple(arg.deps),
        tuple(arg.neg_deps),
    )


def argument_quads(conversation_id: str, state: DialogueState, arg_id: str) -> list[Quad]:
    """What the state and dependency graphs say about one argument."""
    return row_quads(conversation_id, arg_id, argument_row(state, arg_id))


def row_quads(conversation_id: str, arg_id: str, row: Row) -> list[Quad]:
    cid = conversation_id
    sg, dg = v.state_graph(cid), v.dependency_graph(cid)
    status, label, supported, standing, deps, neg_deps = row
    node = v.argument_iri(cid, arg_id)
    local = v.string(arg_id)
    out = [
        Quad(node, DKG.localId, local, sg),
        Quad(node, DKG.status, STATUS_TERMS[status], sg),
        Quad(node, DKG.acceptance, LABEL_TERMS[label], sg),
        Quad(node, DKG.supported, v.boolean(supported), sg),
        Quad(node, DKG.standing, v.boolean(standing), sg),
        Quad(node, DKG.localId, local, dg),
    ]
    out += [Quad(node, DKG.dependsOn, v.argument_iri(cid, d), dg) for d in deps]
    out += [Quad(node, DKG.dependsOnNot, v.argument_iri(cid, d), dg) for d in neg_deps]
    return out


def change_quads(conversation_id: str, n: int, change: StatusChange, retraction: int | None) -> list[Quad]:
    """The ``n``-th status change; ``retraction`` numbers the event behind a retraction."""
    cid = conversation_id
    sg = v.state_graph(cid)
    node = v.status_change_iri(cid, n)
    cause = (
        v.event_iri(cid, retraction)
        if retraction is not None
        else v.operation_iri(cid, change.turn, change.ordinal)
    )
    out = [
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


_MARKER = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?turns WHERE { GRAPH ?sg { ?conversation dkg:derivedThroughTurn ?turns } }
"""


def marker_quad(conversation_id: str, turns: int) -> Quad:
    """The state graph's record of how many turns the derived graphs reflect: written in the
    same transaction as what it vouches for, so a lagging marker reveals an interrupted write."""
    cid = conversation_id
    return Quad(v.conversation_iri(cid), DKG.derivedThroughTurn, v.integer(turns), v.state_graph(cid))


def read_marker(store: Store, conversation_id: str) -> int | None:
    bound = {"conversation": v.conversation_iri(conversation_id), "sg": v.state_graph(conversation_id)}
    values = store.select(_MARKER, bound).literal_values("turns")
    return max((int(x) for x in values), default=None)


_TURN_EXISTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
ASK { GRAPH ?g { ?turn dkg:inConversation ?conversation ; dkg:index ?index } }
"""


def derived_current(store: Store, conversation_id: str) -> bool:
    """Whether the derived graphs reflect every stored turn: true when no turn follows the one the
    marker names (two indexed lookups, not a count of the turns)."""
    marker = read_marker(store, conversation_id) or 0
    return not store.ask(
        _TURN_EXISTS, {"conversation": v.conversation_iri(conversation_id), "index": v.integer(marker + 1)}
    )


def derived_quads(conversation_id: str, state: DialogueState) -> list[Quad]:
    out: list[Quad] = []
    for arg_id in state.args:
        out += argument_quads(conversation_id, state, arg_id)
    out += DerivedDelta(conversation_id).history(state)
    return out


class DerivedDelta:
    """What the derived graphs hold, per argument, so a change writes only the quads it alters.

    Start it from the state the store reflects (``snapshot``, or ``resume`` when the store
    already holds it); after each change ``delta`` gives the quads to delete and to insert,
    touching only arguments whose standing may have moved. Per argument it keeps a compact row
    (the quads are a function of it), not the quads: a long conversation's engine stays small.
    """

    def __init__(self, conversation_id: str) -> None:
        self.conversation_id = conversation_id
        self.rows: dict[str, Row] = {}
        self.history_written = 0
        self.retractions_written = 0
        self.marked: int | None = None

    def snapshot(self, state: DialogueState) -> list[Quad]:
        """Take the whole state as written; returns its quads (for a full rewrite)."""
        self.resume(state, self.marked)
        cid = self.conversation_id
        self.history_written = self.retractions_written = 0
        history = self.history(state)
        return [q for arg_id, row in self.rows.items() for q in row_quads(cid, arg_id, row)] + history

    def resume(self, state: DialogueState, marked: int | None) -> None:
        """Take the state as what the store already holds, marked as reflecting ``marked`` turns."""
        state.labelling()
        state.touched.clear()
        self.rows = {a: argument_row(state, a) for a in state.args}
        self.history_written = len(state.history)
        self.retractions_written = sum(c.cause == "Retraction" for c in state.history)
        self.marked = marked

    def mark(self, turns: int) -> tuple[list[Quad], list[Quad]]:
        """The marker's delta when the derived graphs come to reflect ``turns`` turns."""
        old = [] if self.marked is None else [marker_quad(self.conversation_id, self.marked)]
        self.marked = turns
        return old, [marker_quad(self.conversation_id, turns)]

    def history(self, state: DialogueState) -> list[Quad]:
        """Quads of the status changes not written yet (the history only grows)."""
        out: list[Quad] = []
        for n in range(self.history_written + 1, len(state.history) + 1):
            change = state.history[n - 1]
            retraction = None
            if change.cause == "Retraction":
                self.retractions_written += 1
                retraction = self.retractions_written
            out += change_quads(self.conversation_id, n, change, retraction)
        self.history_written = len(state.history)
        return out

    def delta(self, state: DialogueState) -> tuple[list[Quad], list[Quad]]:
        state.labelling()  # brings ``touched`` up to date
        cid = self.conversation_id
        removed: list[Quad] = []
        added: list[Quad] = []
        for arg_id in sorted(state.touched):
            row = argument_row(state, arg_id)
            before = self.rows.get(arg_id)
            if row != before:
                new = row_quads(cid, arg_id, row)
                old = [] if before is None else row_quads(cid, arg_id, before)
                kept = set(new) & set(old)
                removed += [q for q in old if q not in kept]
                added += [q for q in new if q not in kept]
                self.rows[arg_id] = row
        state.touched.clear()
        return removed, added + self.history(state)


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
