"""Ingest conversations: extract, check ids, lift, validate, then write each turn at most once.

Per conversation the work runs in two phases. First every new turn is extracted and its ids
checked, so bad input fails before anything of the conversation is written. Then turns are
lifted, validated against the turn shapes in batches and written; a batch is written only
after every turn in it validated. Turns already stored are skipped, so a re-run resumes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pyoxigraph import Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Turn
from dialogkg.defaults import DEFAULT_BATCH
from dialogkg.detect.embeddings import Embedder, EmbeddingError
from dialogkg.errors import InputError, Location, StoreError, ValidationFailure
from dialogkg.extract.base import ArgumentView, ExtractionContext, Extractor, Similarity, TurnExtraction
from dialogkg.extract.ids import IdScope
from dialogkg.extract.pool import ArgumentPool
from dialogkg.extract.schema import Extraction
from dialogkg.ground.graphs import DerivedDelta, derived_graphs, read_marker
from dialogkg.ground.render import for_prompt
from dialogkg.ground.replay import rebuild
from dialogkg.ground.state import DialogueState, PreconditionFailure, StatusChange
from dialogkg.lift import LiftedTurn, lift_conversation_header, lift_turn
from dialogkg.memory.graph import compute as compute_memory
from dialogkg.memory.graph import memory_quads
from dialogkg.memory.live import LiveMemory
from dialogkg.reason.shacl import validate_graph
from dialogkg.store.base import Store

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

Progress = Callable[[int], None]
Pending = tuple[Turn, TurnExtraction, list[StatusChange]]

_STORED_EXTRACTORS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT DISTINCT ?extractor WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation . ?node dkg:extractedBy ?extractor }
} ORDER BY ?extractor
"""
_STORED_TEXTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?text WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index ; dkg:text ?text }
}
"""
_GRAPHS = """
SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } FILTER(STRSTARTS(STR(?g), ?prefix)) } ORDER BY ?g
"""
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


class LazySimilarity:
    """Embedding cosine for linking cue phrases to earlier arguments, the model loaded on first
    use; without sentence-transformers or the model it scores nothing, so no link is inferred.
    It also gives the vectors themselves, so an ``ArgumentPool`` can keep the claims' vectors and
    score a cue against all of them at once. The model keeps only recent vectors (``MEMO``): the
    pool holds the claims' own, so a long ingest does not keep every text it ever encoded twice."""

    MEMO = 4096

    def __init__(self, model: str | None = None) -> None:
        self.model = model
        self._embedder: list[Embedder | None] = []

    def _chosen(self) -> Embedder | None:
        if not self._embedder:
            try:
                self._embedder.append(Embedder(self.model, memo=self.MEMO))
            except EmbeddingError:
                self._embedder.append(None)
        return self._embedder[0]

    def vectors(self, texts: Sequence[str]) -> npt.NDArray[np.float32] | None:
        chosen = self._chosen()
        if chosen is None or not texts:
            return None
        try:
            return chosen.encode(texts)
        except EmbeddingError:
            self._embedder[0] = None
            return None

    def __call__(self, text: str, others: Sequence[str]) -> Sequence[float]:
        if not others:
            return []
        vectors = self.vectors([text, *others])
        if vectors is None:
            return []
        return [float(x) for x in vectors[1:] @ vectors[0]]


def lazy_similarity(model: str | None = None) -> LazySimilarity:
    """The embedding similarity ingest links cue phrases with (see ``LazySimilarity``)."""
    return LazySimilarity(model)


def ingest(
    store: Store,
    conversations: Iterable[Conversation],
    extractor: Extractor,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Progress | None = None,
    similarity: Similarity | None = None,
    reextract: bool = False,
) -> IngestReport:
    """``similarity`` links an offline extractor's cue phrases to earlier arguments (default:
    the embedding model, loaded only if a cue needs it). A stored conversation is continued only
    with the extractor that stored it (``check_extractor``); ``reextract`` replaces its extraction
    (``reextract_conversation``)."""
    report = IngestReport()
    similarity = similarity or lazy_similarity()
    seen: dict[str, str | None] = {}
    run = reextract_conversation if reextract else ingest_conversation
    for conversation in conversations:
        if conversation.id in seen:
            raise InputError(
                f"conversation id already used earlier in this input ({seen[conversation.id]})",
                Location(file=conversation.source, conversation=conversation.id, field="id"),
            )
        seen[conversation.id] = conversation.source
        if not reextract:
            check_extractor(store, conversation, extractor)
        report.conversations.append(
            run(
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
    holds one batch and the engine state, not the conversation's graphs. Each batch is written in
    one transaction with the deltas of the derived graphs, so the store is consistent after every
    batch. Bad input (or any failure but the store's) in a later batch takes back what this run
    wrote of the conversation, so it leaves nothing; a store failure (a crash) does not: the
    batches written stay, and a re-run resumes after them."""
    writer = ConversationWriter(store, conversation, extractor, similarity)
    new = [t for t in conversation.turns if t.index not in writer.stored]
    if progress and len(new) < len(conversation.turns):
        progress(len(conversation.turns) - len(new))
    stream = DerivedStream(writer)
    written = 0
    try:
        for start in range(0, len(new), max(1, batch_size)):
            pending = writer.prepare(new[start : start + batch_size])
            stream.write(pending)
            written += len(pending)
            if progress:
                progress(len(pending))
    except StoreError:
        raise  # a crash or a lost connection: keep what was written, for a re-run to resume
    except Exception:
        stream.take_back(new[:written])  # bad input, or a defect a re-run would repeat
        raise
    return ConversationReport(conversation.id, written, len(conversation.turns) - len(new))


def stored_extractors(store: Store, conversation_id: str) -> list[str]:
    """The extractors named on the conversation's stored claims and operations, sorted."""
    result = store.select(_STORED_EXTRACTORS, {"conversation": v.conversation_iri(conversation_id)})
    return sorted(set(result.literal_values("extractor")))


def check_extractor(store: Store, conversation: Conversation, extractor: Extractor) -> None:
    """Refuse to continue a stored conversation with another extractor than the one that stored
    it: its stored turns would be skipped, so the run would silently store nothing (or a mix).
    ``auto`` is taken as agreeing with whatever is stored, since it chooses per turn."""
    if extractor.name == "auto":
        return
    stored = stored_extractors(store, conversation.id)
    if not stored or stored == [extractor.name]:
        return
    names = " and ".join(stored)
    raise InputError(
        f"already stored with the {names} extractor, not {extractor.name}: give --extractor "
        f"{stored[0] if len(stored) == 1 else 'auto'} to add turns to it, or --reextract to replace its "
        f"extraction with {extractor.name} (its turns are kept)",
        Location(file=conversation.source, conversation=conversation.id, field="--extractor"),
    )


def reextract_conversation(
    store: Store,
    conversation: Conversation,
    extractor: Extractor,
    *,
    batch_size: int = DEFAULT_BATCH,
    progress: Progress | None = None,
    similarity: Similarity | None = None,
) -> ConversationReport:
    """Replace a stored conversation's extraction with ``extractor``'s, keeping its turns.

    The input must hold every stored turn with the same text (the turns are what is kept). The
    new extraction is made in a scratch in-memory store (so bad input writes nothing), then
    replaces every graph of the conversation in one update: turn graphs, derived state and
    memory, and the certificates and scores made from the old extraction (evaluate again).
    A conversation with recorded retractions is refused: they name the old arguments."""
    from dialogkg.store.embedded import OxigraphStore

    cid = conversation.id
    where = Location(file=conversation.source, conversation=cid)
    result = store.select(_STORED_TEXTS, {"conversation": v.conversation_iri(cid)})
    texts = {
        int(index.value): text.value
        for index, text in zip(result.column("index"), result.column("text"), strict=True)
        if isinstance(index, Literal) and isinstance(text, Literal)
    }
    given = {t.index: t.text for t in conversation.turns}
    for index in sorted(texts):
        if given.get(index) != texts[index]:
            missing = "is missing from the input" if index not in given else "differs from the stored text"
            raise InputError(
                f"{missing}; --reextract keeps the stored turns, so the input must repeat them",
                Location(file=conversation.source, conversation=cid, turn=index, field="text"),
            )
    prefix = v.conversation_prefix(cid)
    named = store.select(_GRAPHS, {"prefix": v.string(prefix)}).column("g")
    graphs = [g for g in named if isinstance(g, NamedNode)]
    if any(g.value.startswith(f"{prefix}event/") for g in graphs):
        raise InputError(
            "has recorded retractions, which name arguments of its current extraction; "
            "--reextract would lose them (ingest it under another id instead)",
            where,
        )
    scratch = OxigraphStore(None)
    report = ingest_conversation(
        scratch, conversation, extractor, batch_size=batch_size, progress=progress, similarity=similarity
    )
    store.replace_graphs(graphs, list(scratch.quads(prefix)))
    return report


class DerivedStream:
    """Writes an ingest's batches, each in one transaction with the deltas of the state,
    dependency and memory graphs and the marker of the turns they reflect.

    So a kill at any moment leaves the derived graphs in step with the stored turns, and nothing
    of the conversation is rewritten, or held, whole at the end: per argument the engine keeps a
    compact row (``DerivedDelta``), and memory keeps the standing facts, not every fact.
    Derived graphs found lagging (an older interrupted write) are rewritten whole first.
    """

    def __init__(self, writer: ConversationWriter) -> None:
        self.writer = writer
        self.store = writer.store
        self.id = cid = writer.conversation.id
        self.fresh = not writer.stored
        self.derived = DerivedDelta(cid)
        self._memory: LiveMemory | None = None  # read from the store at the first write
        self._header_written = False
        self._last = max(writer.stored, default=0)  # the last turn stored: what the marker names
        if writer.stored:
            marked = read_marker(self.store, cid)
            if marked == self._last:
                self.derived.resume(writer.state, marked)
            else:
                self.rewrite()

    def rewrite(self) -> None:
        """Write the derived graphs whole from the engine state, with their marker."""
        cid = self.id
        quads = self.derived.snapshot(self.writer.state) + memory_quads(cid, compute_memory(self.store, cid))
        _, marker = self.derived.mark(self._last)
        self.store.replace_graphs([*derived_graphs(cid), v.memory_graph(cid)], quads + marker)

    def write(self, pending: Sequence[Pending]) -> None:
        """Lift and validate the batch, then write it with the derived deltas: all or nothing."""
        if not pending:
            return
        writer, conversation = self.writer, self.writer.conversation
        lifted = [lift_turn(conversation, turn, x, changes) for turn, x, changes in pending]
        _, failure = writer.first_invalid(lifted)
        if failure is not None:
            raise failure  # nothing of the batch is written
        added: list[Quad] = []
        if not self._header_written:
            # Idempotent: the same quads again change nothing if the graph already holds them.
            added += lift_conversation_header(conversation)
            self._header_written = True
        if self._memory is None:
            self._memory = LiveMemory(self.store, self.id, keep_log=False)
        memory: list[Quad] = []
        for (turn, _, _), lt in zip(pending, lifted, strict=True):
            quads = lt.quads()
            added += quads
            memory += self._memory.add_turn(conversation, turn, quads)
        removed, derived = self.derived.delta(writer.state)
        last = max(self._last, *(lt.index for lt in lifted))
        unmarked, marked = self.derived.mark(last)
        self.store.change(removed + unmarked, added + derived + memory + marked)
        writer.stored.update(lt.index for lt in lifted)
        self._last = last

    def take_back(self, written: Sequence[Turn]) -> None:
        """Remove what this run wrote, by graph name (no written quad is held for it): its turn
        graphs and the derived graphs in one update, with the header if this run created the
        conversation. A conversation stored before then has its derived graphs rebuilt from the
        turns that remain; until then its marker is gone, so a crash in between reads as an
        interrupted write (repaired on next use), never as current."""
        if not written:
            return
        cid = self.id
        graphs = [v.turn_graph(cid, t.index) for t in written]
        graphs += [*derived_graphs(cid), v.memory_graph(cid)]
        if self.fresh:
            graphs.append(v.conversation_graph(cid))
        self.store.replace_graphs(graphs, [])
        self.writer.stored.difference_update(t.index for t in written)
        self._last = max(self.writer.stored, default=0)
        if not self.fresh:
            self.writer.state = rebuild(self.store, cid)
            self.derived = DerivedDelta(cid)
            self.rewrite()


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
        self.pool = ArgumentPool(similarity, (self.view(a) for a in self.state.args))  # kept in step
        self.scope = IdScope(self.state.args, participants=[p.id for p in conversation.participants])

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
                for change in changes:
                    self.pool.update(self.view(change.argument))
            except InputError as exc:
                raise exc.at(file=self.conversation.source, conversation=self.conversation.id) from None
            pending.append((turn, extracted, changes))
        return pending

    def _context(self, turn: Turn) -> ExtractionContext:
        """The engine state for state-augmented extractors, and a dry run of Apply for their checks."""

        def check(extraction: Extraction) -> str | None:
            try:
                self.scope.check(extraction, turn.index)
                with self.state.tentative() as state:
                    for k, op in enumerate(extraction.operations):
                        state.apply(op, turn.speaker, turn.index, k)
            except InputError as exc:
                return exc.reason if exc.location.field is None else f"{exc.location.field}: {exc.reason}"
            return None

        return ExtractionContext(
            describe=lambda: for_prompt(self.state),
            check=check,
            similarity=self.similarity,
            pool=self.pool,
        )

    def view(self, arg_id: str) -> ArgumentView:
        a = self.state.args[arg_id]
        return ArgumentView(a.id, a.claim, a.speaker, a.kind, a.status, a.turn)

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
