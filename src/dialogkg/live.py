"""One conversation's hot engine: append a turn in O(turn), answer verify and affected from memory.

It replays the conversation from the store once, when opened. After that an append extracts,
lifts and validates only the new turn, and writes the turn graph together with the deltas of the
state, dependency and memory graphs in one transaction. Anything that fails leaves the store as
it was and marks the engine stale, so the next call reloads it from the store: no half-applied
operation survives in memory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pyoxigraph import Literal, NamedNode

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Participant, Turn
from dialogkg.conversation.readers import parse_conversation
from dialogkg.errors import InputError, Location, TurnOrderError
from dialogkg.extract.base import Extractor, Similarity
from dialogkg.ground.graphs import DerivedDelta, derived_graphs, read_marker, retraction_quads
from dialogkg.ground.state import DialogueState, Retraction
from dialogkg.ground.whatif import AffectedReport, no_such_argument
from dialogkg.ingest import ConversationWriter
from dialogkg.lift import lift_conversation_header, lift_turn
from dialogkg.memory.graph import memory_quads
from dialogkg.memory.live import LiveMemory
from dialogkg.memory.maintain import Maintainer
from dialogkg.store.base import Store

if TYPE_CHECKING:
    from dialogkg.certify.certificates import Provenance
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.score.live import LiveScorer

_PARTICIPANTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?id ?name ?role WHERE {
  GRAPH ?g { ?conversation dkg:hasParticipant ?p . ?p dkg:participantId ?id ; dkg:role ?role .
             OPTIONAL { ?p dkg:name ?name } }
}"""
_TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?text ?speaker ?session WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index ;
                   dkg:text ?text ; dkg:speaker ?p .
             OPTIONAL { ?turn dkg:session ?session } }
  GRAPH ?h { ?p dkg:participantId ?speaker }
}"""
_ROLES = {"UserRole": "user", "AssistantRole": "assistant", "SystemRole": "system", "ToolRole": "tool"}


@dataclass(frozen=True)
class AppendResult:
    conversation: str
    index: int
    arguments: tuple[str, ...]  # ids of the arguments the turn created
    certificates: tuple[Mapping[str, object], ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "index": self.index,
            "arguments": list(self.arguments),
            "certificates": [dict(c) for c in self.certificates],
        }


def stored_conversation(store: Store, conversation_id: str) -> Conversation | None:
    """The conversation's participants and turn texts as the store holds them (None if absent)."""
    bound = {"conversation": v.conversation_iri(conversation_id)}
    participants = []
    for row in store.select(_PARTICIPANTS, bound).rows:
        name = row.get("name")
        role = row["role"]
        local = role.value.rsplit("#", 1)[-1] if isinstance(role, NamedNode) else ""
        participants.append(
            Participant(
                _text(row["id"]),
                name.value if isinstance(name, Literal) else None,
                _ROLES.get(local, "other"),  # type: ignore[arg-type]
            )
        )
    if not participants:
        return None
    turns = sorted(
        (
            Turn(
                int(_text(r["index"])),
                _text(r["speaker"]),
                _text(r["text"]),
                session=_text(r["session"]) if r.get("session") is not None else None,
            )
            for r in store.select(_TURNS, bound).rows
        ),
        key=lambda t: t.index,
    )
    return Conversation(conversation_id, tuple(sorted(participants, key=lambda p: p.id)), tuple(turns))


def _text(term: object) -> str:
    assert isinstance(term, Literal)
    return term.value


class LiveConversation:
    """The engine state of one conversation, kept in step with the store turn by turn."""

    def __init__(
        self,
        store: Store,
        conversation: Conversation,
        extractor: Extractor,
        similarity: Similarity | None = None,
    ) -> None:
        self.store = store
        self.extractor = extractor
        self.similarity = similarity
        self.stale = False
        self._load(conversation)

    def _load(self, conversation: Conversation) -> None:
        self.conversation = conversation
        self.writer = ConversationWriter(self.store, conversation, self.extractor, self.similarity)
        self.derived = DerivedDelta(conversation.id)
        self.derived.snapshot(self.writer.state)
        self.memory = LiveMemory(self.store, conversation.id)
        self.scorer: LiveScorer | None = None  # built on the first scored append
        self.stale = False
        self.derived.marked = read_marker(self.store, conversation.id)
        self.repaired = bool(conversation.turns) and self.derived.marked != len(conversation.turns)
        if self.repaired:
            self._rewrite()  # an earlier write was cut off: the derived graphs lag the turns

    @classmethod
    def open(
        cls, store: Store, conversation_id: str, extractor: Extractor, similarity: Similarity | None = None
    ) -> LiveConversation | None:
        stored = stored_conversation(store, conversation_id)
        return None if stored is None else cls(store, stored, extractor, similarity)

    @classmethod
    def new(
        cls,
        store: Store,
        conversation_id: str,
        extractor: Extractor,
        participants: Sequence[Mapping[str, Any]] = (),
        similarity: Similarity | None = None,
    ) -> LiveConversation:
        """An engine for a conversation the store does not hold yet (written with its first turn)."""
        header = parse_conversation({"id": conversation_id, "participants": list(participants), "turns": []})
        return cls(store, header, extractor, similarity)

    @property
    def id(self) -> str:
        return self.conversation.id

    @property
    def state(self) -> DialogueState:
        self._fresh()
        return self.writer.state

    @property
    def turns(self) -> int:
        return len(self.conversation.turns)

    def _fresh(self) -> None:
        if self.stale:
            stored = stored_conversation(self.store, self.id)
            self._load(stored if stored is not None else replace(self.conversation, turns=()))

    # -- writing -------------------------------------------------------------------------------

    def append(
        self, turn: Mapping[str, Any], *, index: int | None = None, embedder: Embedder | None = None
    ) -> AppendResult:
        """Extract, lift, validate and store one native turn (FORMAT.md section 1); with an
        ``embedder``, also score it (SKG-Eval) and store its certificates and SKG delta with it."""
        self._fresh()
        expected = self.turns + 1
        if index is not None and index != expected:
            raise TurnOrderError(
                f"turn index {index} is not the next one ({expected})",
                Location(conversation=self.id, turn=index, field="index"),
            )
        parsed = self._parse(turn, expected)
        new_turn = parsed.turns[0]
        known = {p.id for p in self.conversation.participants}
        joined = tuple(p for p in parsed.participants if p.id not in known)
        conversation = replace(
            self.conversation,
            participants=self.conversation.participants + joined,
            turns=(*self.conversation.turns, new_turn),
        )
        try:
            self.writer.conversation = conversation
            [(turn_, extracted, changes)] = self.writer.prepare([new_turn])
            lifted = lift_turn(conversation, turn_, extracted, changes)
            _, failure = self.writer.first_invalid([lifted])
            if failure is not None:
                raise failure
            removed, added = self.derived.delta(self.writer.state)
            certificates: tuple[Mapping[str, object], ...] = ()
            if embedder is not None:
                scored = self._scorer(embedder).score(
                    conversation, turn_, extracted, self._provenance(embedder)
                )
                self.memory.maintainer.certify(scored.certified)  # conflict evidence for this turn
                removed, added = removed + scored.removed, added + scored.added
                certificates = tuple(scored.certificates())
            else:
                self.scorer = None  # it missed this turn: rebuilt from the store when next asked
            unmarked, marked = self.derived.mark(new_turn.index)
            memory_added = self.memory.add_turn(conversation, turn_, lifted.quads())
            header = lift_conversation_header(conversation) if joined or not self.conversation.turns else []
            self.store.change(removed + unmarked, header + lifted.quads() + added + memory_added + marked)
        except BaseException:
            self.stale = True
            raise
        self.writer.stored.add(new_turn.index)
        self.conversation = conversation
        created = tuple(c.argument for c in changes if c.before is None)
        return AppendResult(self.id, new_turn.index, created, certificates)

    def _scorer(self, embedder: Embedder) -> LiveScorer:
        """The conversation's scorer, rebuilt from the store when new or for another model."""
        from dialogkg.score.live import LiveScorer

        if self.scorer is None or self.scorer.embedder.model_name != embedder.model_name:
            self.scorer = LiveScorer.from_store(self.store, self.conversation, embedder)
        return self.scorer

    def _provenance(self, embedder: Embedder) -> Provenance:
        from dialogkg import __version__
        from dialogkg.certify.certificates import Provenance

        return Provenance(embedder.model_name, __version__)

    def _parse(self, turn: Mapping[str, Any], index: int) -> Conversation:
        """Validate one turn as the file readers do, against the known participants."""
        if not isinstance(turn, Mapping):
            raise InputError("a turn is a JSON object", Location(conversation=self.id, turn=index))
        doc = {"id": self.id, "turns": [dict(turn)]}
        try:
            parsed = parse_conversation(doc)
        except InputError as exc:
            raise exc.relocated(replace(exc.location, turn=index)) from None
        known = {p.id: p for p in self.conversation.participants}
        participants = tuple(known.get(p.id, p) for p in parsed.participants)
        [t] = parsed.turns
        return replace(parsed, participants=participants, turns=(replace(t, index=index),))

    def retract(self, argument: str) -> Retraction:
        """Record the retraction as a new event graph and write the derived delta, together."""
        self._fresh()
        state = self.writer.state
        if argument not in state.args:
            raise InputError(
                f"no argument {argument!r} in this conversation", Location(conversation=self.id, field="PROP")
            )
        try:
            record = state.retract(argument)
            self.writer.pool.update(self.writer.view(argument))  # later cues no longer name it
            events = retraction_quads(self.id, len(state.retractions), record)
            removed, added = self.derived.delta(state)
            self.store.change(removed, events + added)
        except BaseException:
            self.stale = True
            raise
        return record

    def rewrite_derived(self) -> None:
        """Write the derived graphs whole from the engine state (``dialogkg repair``)."""
        self._fresh()
        self._rewrite()

    def _rewrite(self) -> None:
        cid = self.id
        quads = self.derived.snapshot(self.writer.state) + memory_quads(cid, self.memory.log)
        _, marker = self.derived.mark(len(self.conversation.turns))
        self.store.replace_graphs([*derived_graphs(cid), v.memory_graph(cid)], quads + marker)

    # -- reading -------------------------------------------------------------------------------

    def maintainer(self) -> Maintainer:
        """The conversation's memory, kept turn by turn; reloaded first if a write failed after
        memory had taken the turn in (an append that did not reach the store)."""
        self._fresh()
        return self.memory.maintainer

    def affected(self, argument: str) -> AffectedReport:
        state = self.state
        if argument not in state.args:
            raise no_such_argument(self.id, argument)
        return AffectedReport(argument, tuple(state.affected(argument)), tuple(state.already_out(argument)))
