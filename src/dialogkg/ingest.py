"""Ingest conversations: extract, check ids, lift, validate, then write each turn at most once.

Per conversation the work runs in two phases. First every new turn is extracted and its ids
checked, so bad input fails before anything of the conversation is written. Then turns are
lifted, validated against the turn shapes in batches and written; a batch is written only
after every turn in it validated. Turns already stored are skipped, so a re-run resumes.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from pyoxigraph import NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Turn
from dialogkg.defaults import DEFAULT_BATCH
from dialogkg.detect.embeddings import Embedder, EmbeddingError
from dialogkg.errors import InputError, Location, StoreError, ValidationFailure
from dialogkg.extract.base import ArgumentView, ExtractionContext, Extractor, Similarity, TurnExtraction
from dialogkg.extract.ids import IdScope
from dialogkg.extract.schema import Extraction
from dialogkg.ground.graphs import derived_graphs, derived_quads, marker_quad, read_marker
from dialogkg.ground.render import for_prompt
from dialogkg.ground.replay import rebuild
from dialogkg.ground.state import DialogueState, PreconditionFailure, StatusChange
from dialogkg.lift import LiftedTurn, lift_conversation_header, lift_turn
from dialogkg.memory.graph import compute as compute_memory
from dialogkg.memory.graph import memory_quads
from dialogkg.reason.shacl import validate_graph
from dialogkg.store.base import Store

Progress = Callable[[int], None]
Pending = tuple[Turn, TurnExtraction, list[StatusChange]]

_STORED_TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index WHERE { GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index } }
"""


@dataclass(frozen=True)
class ConversationReport:
    id: str
    turns_ingested: int
    turns_skipped: int

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "turns_ingested": self.turns_ingested,
            "turns_skipped": self.turns_skipped,
        }


@dataclass
class IngestReport:
    conversations: list[ConversationReport] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {"conversations": [c.to_json() for c in self.conversations]}


def stored_turn_indices(store: Store, conversation_id: str) -> set[int]:
    result = store.select(_STORED_TURNS, {"conversation": v.conversation_iri(conversation_id)})
    return {int(x) for x in result.literal_values("index")}


def lazy_similarity(model: str | None = None) -> Similarity:
    """Embedding cosine for linking cue phrases to earlier arguments, loaded on first use; without
    sentence-transformers or the model it scores nothing, so no link is inferred."""
    embedder: list[Embedder | None] = []

    def similarity(text: str, others: Sequence[str]) -> Sequence[float]:
        if not embedder:
            try:
                embedder.append(Embedder(model))
            except EmbeddingError:
                embedder.append(None)
        chosen = embedder[0]
        if chosen is None or not others:
            return []
        try:
            vectors = chosen.encode([text, *others])
        except EmbeddingError:
            embedder[0] = None
            return []
        return [float(x) for x in vectors[1:] @ vectors[0]]

    return similarity


def ingest(
    store: Store,
    conversations: Iterable[Conversation],
    extractor: Extractor,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Progress | None = None,
    similarity: Similarity | None = None,
) -> IngestReport:
    """``similarity`` links an offline extractor's cue phrases to earlier arguments (default:
    the embedding model, loaded only if a cue needs it)."""
    report = IngestReport()
    similarity = similarity or lazy_similarity()
    seen: dict[str, str | None] = {}
    for conversation in conversations:
        if conversation.id in seen:
            raise InputError(
                f"conversation id already used earlier in this input ({seen[conversation.id]})",
                Location(file=conversation.source, conversation=conversation.id, field="id"),
            )
        seen[conversation.id] = conversation.source
        report.conversations.append(
            ingest_conversation(
                store,
                conversation,
                extractor,
                batch_size=batch_size,
                progress=progress,
                similarity=similarity,
            )
        )
    return report


def ingest_conversation(
    store: Store,
    conversation: Conversation,
    extractor: Extractor,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Progress | None = None,
    similarity: Similarity | None = None,
) -> ConversationReport:
    """Stream the conversation batch by batch (extract, apply, lift, validate, write), so memory
    holds one batch, not the conversation. Bad input (or any failure but the store's) in a later
    batch takes back what this run wrote of the conversation, so it leaves nothing; a store
    failure (a crash) does not: the turns written stay, and a re-run resumes after them."""
    writer = ConversationWriter(store, conversation, extractor, similarity)
    new = [t for t in conversation.turns if t.index not in writer.stored]
    if progress and len(new) < len(conversation.turns):
        progress(len(conversation.turns) - len(new))
    fresh = not writer.stored
    written: list[int] = []
    try:
        for start in range(0, len(new), max(1, batch_size)):
            pending = writer.prepare(new[start : start + batch_size])
            count = writer.write(pending, batch_size=batch_size, progress=progress)
            written += [turn.index for turn, _, _ in pending[:count]]
    except StoreError:
        raise  # a crash or a lost connection: keep what was written, for a re-run to resume
    except Exception:
        writer.take_back(written, header=fresh)  # bad input, or a defect a re-run would repeat
        raise
    if new or writer.lagging():
        writer.finish()
    return ConversationReport(conversation.id, len(written), len(conversation.turns) - len(new))


class ConversationWriter:
    """Appends turns of one conversation; remembers what is stored so appends stay O(turn)."""

    def __init__(
        self,
        store: Store,
        conversation: Conversation,
        extractor: Extractor,
        similarity: Similarity | None = None,
    ) -> None:
        self.store = store
        self.conversation = conversation
        self.extractor = extractor
        self.similarity = similarity
        self.stored = stored_turn_indices(store, conversation.id)
        self.state = rebuild(store, conversation.id) if self.stored else DialogueState()
        self._views = {a: self._view(a) for a in self.state.args}  # kept in step with the state
        self.scope = IdScope(self.state.args, participants=[p.id for p in conversation.participants])
        self._header_written = False

    def prepare(self, turns: Sequence[Turn], progress: Progress | None = None) -> list[Pending]:
        """Extract, id-check and apply the turns not yet stored; raises before anything is written."""
        pending: list[Pending] = []
        for turn in turns:
            if turn.index in self.stored:
                if progress:
                    progress(1)
                continue
            changes: list[StatusChange] = []
            try:
                extracted = self.extractor.extract(self.conversation, turn, self._context(turn))
                self.scope.admit(extracted.extraction, turn.index)
                for k, op in enumerate(extracted.extraction.operations):
                    try:
                        changes += self.state.apply(op, turn.speaker, turn.index, k)
                    except PreconditionFailure as exc:
                        raise exc.at(turn=turn.index, field=f"annotations.operations[{k}]") from None
                self._views.update((c.argument, self._view(c.argument)) for c in changes)
            except InputError as exc:
                raise exc.at(file=self.conversation.source, conversation=self.conversation.id) from None
            pending.append((turn, extracted, changes))
        return pending

    def _context(self, turn: Turn) -> ExtractionContext:
        """The engine state for state-augmented extractors, and a dry run of Apply for their checks."""

        def check(extraction: Extraction) -> str | None:
            scope, state = copy.deepcopy(self.scope), copy.deepcopy(self.state)
            try:
                scope.admit(extraction, turn.index)
                for k, op in enumerate(extraction.operations):
                    state.apply(op, turn.speaker, turn.index, k)
            except InputError as exc:
                return exc.reason if exc.location.field is None else f"{exc.location.field}: {exc.reason}"
            return None

        return ExtractionContext(
            describe=lambda: for_prompt(self.state),
            check=check,
            arguments=tuple(self._views.values()),
            similarity=self.similarity,
        )

    def _view(self, arg_id: str) -> ArgumentView:
        a = self.state.args[arg_id]
        return ArgumentView(a.id, a.claim, a.speaker, a.kind, a.status, a.turn)

    def finish(self) -> None:
        """Rewrite the derived state, dependency and memory graphs whole, with the marker of the
        turns they reflect, in one transaction: an interrupted ingest leaves the marker behind."""
        cid = self.conversation.id
        memory = memory_quads(cid, compute_memory(self.store, cid))
        marker = marker_quad(cid, max(self.stored, default=0))
        graphs = [*derived_graphs(cid), v.memory_graph(cid)]
        self.store.replace_graphs(graphs, [*derived_quads(cid, self.state), *memory, marker])

    def take_back(self, indices: Sequence[int], *, header: bool) -> None:
        """Remove the turn graphs this run wrote (and the conversation's header, if this run
        created it), in one update; the derived graphs were not written yet."""
        if not indices:
            return
        cid = self.conversation.id
        graphs = [v.turn_graph(cid, i) for i in indices]
        if header:
            graphs.append(v.conversation_graph(cid))
        self.store.replace_graphs(graphs, [])
        self.stored.difference_update(indices)

    def lagging(self) -> bool:
        """Whether the derived graphs reflect fewer turns than are stored (a write was cut off)."""
        return bool(self.stored) and read_marker(self.store, self.conversation.id) != max(self.stored)

    def write(
        self,
        pending: Sequence[Pending],
        *,
        batch_size: int = DEFAULT_BATCH,
        progress: Progress | None = None,
    ) -> int:
        written = 0
        for start in range(0, len(pending), max(1, batch_size)):
            chunk = pending[start : start + batch_size]
            lifted = [lift_turn(self.conversation, turn, x, changes) for turn, x, changes in chunk]
            _, failure = self.first_invalid(lifted)
            if failure is not None:
                raise failure  # nothing of the batch is written
            self._write(lifted)
            written += len(lifted)
            if progress:
                progress(len(lifted))
        return written

    def _write(self, lifted: Sequence[LiftedTurn]) -> None:
        if not lifted:
            return
        batches: list[list[Quad]] = [lt.quads() for lt in lifted]
        if not self._header_written:
            # Idempotent: the same quads again change nothing if the graph already holds them.
            batches[0] = lift_conversation_header(self.conversation) + batches[0]
            self._header_written = True
        self.store.insert(batches)
        self.stored.update(lt.index for lt in lifted)

    def first_invalid(self, lifted: Sequence[LiftedTurn]) -> tuple[int | None, ValidationFailure | None]:
        """Validate the batch in one pySHACL call; name the earliest turn holding a violation.

        Turn graphs are self-contained (every node a shape targets is described in the turn
        that mentions it), so validating their union finds what validating each would find.
        """
        report = validate_graph(t for lt in lifted for t in lt.triples)
        if report.conforms:
            return None, None
        owner: dict[str, int] = {}
        for lt in lifted:
            for t in lt.triples:
                if isinstance(t.subject, NamedNode):
                    owner.setdefault(t.subject.value, lt.index)
        first = min(report.violations, key=lambda x: owner.get(x.focus, lifted[0].index))
        index = owner.get(first.focus, lifted[0].index)
        path = f" ({first.path})" if first.path else ""
        failure = ValidationFailure(
            f"turn graph violates {first.shape}{path} at {first.focus}: {first.message}",
            Location(file=self.conversation.source, conversation=self.conversation.id, turn=index),
        )
        return index, failure
