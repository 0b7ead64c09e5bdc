"""The public Python API: open a store, ingest, query, export, validate, count.

The CLI is a thin shell over this module; everything a command does can be done from here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any
from typing import Literal as TypingLiteral

from pyoxigraph import Literal, NamedNode, Quad, Triple

from dialogkg import vocab as v
from dialogkg.defaults import DEFAULT_BATCH, DEFAULT_STORE, MATCH_THRESHOLD, MAX_TURN_CHARS
from dialogkg.errors import InputError, Location, MissingStoreError
from dialogkg.store.base import SelectResult, Store
from dialogkg.store.embedded import OxigraphStore

# Everything below loads on first use, so a command imports only what it runs (``dialogkg
# affected`` needs neither rdflib nor pySHACL nor the extractors).
if TYPE_CHECKING:
    import rdflib
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    from dialogkg.certify.audit import Audit
    from dialogkg.conversation.model import Conversation
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.detect.judges.base import NLIBackend, PairJudge
    from dialogkg.export import ExportResult
    from dialogkg.extract.base import Extractor, Similarity
    from dialogkg.extract.llm.config import LLMConfig
    from dialogkg.extract.llm.prompts import Message
    from dialogkg.ground.picture import Picture
    from dialogkg.ground.state import DialogueState, Retraction
    from dialogkg.ground.verify import Verdict
    from dialogkg.ground.whatif import AffectedReport
    from dialogkg.ingest import IngestReport, Progress
    from dialogkg.live import AppendResult, LiveConversation
    from dialogkg.memory.answer import AnswerResult
    from dialogkg.memory.judge import LLMConflictJudge
    from dialogkg.memory.maintain import ConflictJudge
    from dialogkg.memory.tree import Policy, TreeConfig
    from dialogkg.memory.view import MemoryView
    from dialogkg.reason.check import CheckReport
    from dialogkg.reason.owl import Reasoner
    from dialogkg.reason.shacl import ValidationReport
    from dialogkg.score.evaluate import ConversationScore


_CONVERSATIONS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?id WHERE { GRAPH ?g { ?c a dkg:Conversation ; dkg:conversationId ?id } } ORDER BY ?id
"""
_CONVERSATION_EXISTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
ASK { GRAPH ?g { ?conversation a dkg:Conversation } }
"""
_COUNT_TYPED = """
SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {
  GRAPH ?g { ?x a ?class }
  FILTER(STRSTARTS(STR(?g), ?prefix))
}"""
_COUNT_QUADS = """
SELECT (COUNT(*) AS ?quads) (COUNT(DISTINCT ?g) AS ?graphs) WHERE {
  GRAPH ?g { ?s ?p ?o }
  FILTER(STRSTARTS(STR(?g), ?prefix))
}"""
_COUNTED = {
    "conversations": v.DKG.Conversation,
    "participants": v.DKG.Participant,
    "turns": v.DKG.Turn,
    "claims": v.DKG.Claim,
    "entities": v.DKG.Entity,
    "arguments": v.DKG.Argument,
    "operations": v.DKG.Operation,
}


@dataclass(frozen=True)
class Stats:
    counts: Mapping[str, int]

    def to_json(self) -> dict[str, int]:
        return dict(self.counts)


class DialogKG:
    """A dialogue knowledge store over any :class:`~dialogkg.store.base.Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # Hot engines, one per conversation, opened on first use and kept for the process: the
        # store is read once per conversation, not once per call. This object is their only
        # writer (an embedded store admits one process; share a remote one by conversation).
        self._live: dict[str, LiveConversation] = {}
        self._similarity: Similarity | None = None

    @classmethod
    def open(
        cls, path: str | Path | None = DEFAULT_STORE, *, reader: bool = False, create: bool = True
    ) -> DialogKG:
        """The embedded Oxigraph store at ``path``; ``None`` for memory. A missing folder is
        created, or with ``create=False`` refused (a mistyped path must not pass for an empty
        store). A ``reader`` reads another process's latest checkpoint while that process writes."""
        if path is not None and not create and not Path(path).exists():
            raise MissingStoreError(Path(path))
        return cls(OxigraphStore(path, reader=reader))

    @classmethod
    def connect(
        cls,
        endpoint: str,
        update_endpoint: str | None = None,
        *,
        user: str | None = None,
        password: str | None = None,
        auth: TypingLiteral["basic", "digest"] = "basic",
        gsp_endpoint: str | None = None,
    ) -> DialogKG:
        """A SPARQL 1.1 endpoint; ``gsp_endpoint`` (a Graph Store Protocol URL that takes N-Quads
        POSTed to the dataset, e.g. Oxigraph's ``/store``) carries bulk writes."""
        from dialogkg.store.remote import SparqlEndpointStore

        return cls(
            SparqlEndpointStore(
                endpoint, update_endpoint, user=user, password=password, auth=auth, gsp_url=gsp_endpoint
            )
        )

    def __enter__(self) -> DialogKG:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        self.store.close()

    # -- writing ---------------------------------------------------------------------------

    def ingest(
        self,
        sources: Iterable[str | Path | Conversation],
        *,
        extractor: str | Extractor = "auto",
        llm: LLMConfig | None = None,
        batch_size: int = DEFAULT_BATCH,
        progress: Progress | None = None,
        max_turn_chars: int = MAX_TURN_CHARS,
        reextract: bool = False,
    ) -> IngestReport:
        """Store every turn not stored yet; files are read lazily, one conversation at a time.

        A string of a turn longer than ``max_turn_chars`` characters is an InputError. A stored
        conversation is continued only with the extractor that stored it (else an InputError);
        ``reextract`` replaces its extraction instead, keeping its turns."""
        from dialogkg.ingest import ingest

        chosen = self.extractor(extractor, llm) if isinstance(extractor, str) else extractor
        self._live.clear()  # bulk writes bypass the hot engines: reopen them from the store
        conversations = _conversations(sources, max_turn_chars)
        return ingest(
            self.store, conversations, chosen, batch_size=batch_size, progress=progress, reextract=reextract
        )

    def append(
        self,
        conversation: str,
        turn: Mapping[str, Any],
        *,
        index: int | None = None,
        participants: Sequence[Mapping[str, Any]] = (),
        extractor: str | Extractor = "auto",
        llm: LLMConfig | None = None,
        embedder: Embedder | None = None,
    ) -> AppendResult:
        """Store one native turn (FORMAT.md section 1) as the conversation's next, in O(turn).

        The first append creates the conversation (``participants`` optional; speakers not
        declared join as they speak). ``index``, when given, must be the next turn's
        (:class:`~dialogkg.errors.TurnOrderError` otherwise). Nothing of a bad turn is written.
        With an ``embedder`` an assistant turn is also scored (SKG-Eval): the answer carries its
        certificates, stored with the turn as ``evaluate`` stores them."""
        chosen = self.extractor(extractor, llm) if isinstance(extractor, str) else extractor
        engine = self._engine(conversation, create=True, participants=participants)
        engine.extractor = engine.writer.extractor = chosen
        return engine.append(turn, index=index, embedder=embedder)

    def evaluate(
        self,
        sources: Iterable[str | Path | Conversation],
        *,
        extractor: str | Extractor = "auto",
        llm: LLMConfig | None = None,
        embedder: Embedder | None = None,
        judge: str | PairJudge | None = None,
        nli_model: str | Path | None = None,
        max_turn_chars: int = MAX_TURN_CHARS,
        progress: EvaluationProgress | None = None,
        reextract: bool = False,
        nli: str | NLIBackend | None = None,
        nli_history_chars: int | None = None,
    ) -> list[ConversationScore]:
        """Store the conversations (as ingest does) and score every assistant turn (SKG-Eval).

        ``judge`` (nli with ``nli_model``, llm, or a PairJudge) adds a separate judged figure per
        turn and conversation; the scores and certificates are the same with or without it.
        ``nli`` (cross-encoder with ``nli_model``, llm, or an NLIBackend) adds D-SMART's CS per
        turn and DER per conversation (:mod:`dialogkg.score.nli`; the premise is cut to
        ``nli_history_chars``), likewise apart from the scores.
        ``progress(phase, turns)`` hears of the work: ("total", all turns) once, then
        ("store", n) as turns are stored and ("score", n) as they are scored. ``reextract`` as
        for :meth:`ingest`."""
        from dialogkg.certify.certificates import Provenance, certificate_triples
        from dialogkg.detect.embeddings import Embedder
        from dialogkg.ingest import ingest
        from dialogkg.memory.graph import refresh as refresh_memory
        from dialogkg.score.evaluate import evaluate_conversation
        from dialogkg.score.graphs import skg_graph, skg_quads
        from dialogkg.terms import to_ox

        chosen = self.extractor(extractor, llm) if isinstance(extractor, str) else extractor
        pair_judge = self.pair_judge(judge, nli_model=nli_model, llm=llm) if isinstance(judge, str) else judge
        nli_backend = self.nli_backend(nli, nli_model=nli_model, llm=llm) if isinstance(nli, str) else nli
        conversations = list(_conversations(sources, max_turn_chars))
        self._live.clear()
        if progress is not None:
            progress("total", sum(len(c.turns) for c in conversations))
        ingest(self.store, conversations, chosen, progress=_phase(progress, "store"), reextract=reextract)
        model = embedder or Embedder()
        from dialogkg import __version__

        results = []
        for conversation in conversations:
            extracted_by: dict[int, str] = {}
            result = evaluate_conversation(
                conversation,
                chosen,
                model,
                judge=pair_judge,
                progress=_phase(progress, "score"),
                extracted_by=extracted_by,
            )
            if nli_backend is not None:
                from dialogkg.score.nli import HISTORY_CHARS, nli_scores

                chars = HISTORY_CHARS if nli_history_chars is None else nli_history_chars
                result = replace(result, nli=nli_scores(conversation, nli_backend, chars))
            provenance = Provenance(model.model_name, __version__, extracted_by)
            graph = v.certificate_graph(conversation.id)
            quads = [
                Quad(to_ox(s), to_ox(p), to_ox(o), graph)
                for turn in result.turns
                for firing in turn.firings
                for s, p, o in certificate_triples(conversation, turn.index, firing, provenance)
            ]
            quads += skg_quads(conversation.id, result)
            self.store.replace_graphs([graph, skg_graph(conversation.id)], quads)
            refresh_memory(self.store, conversation.id)  # certificates are conflict evidence
            self._live.pop(conversation.id, None)
            results.append(result)
        return results

    def certificates(self, conversation: str) -> rdflib.Graph:
        """The conversation's certificates as an rdflib graph (for export and audit), decimals
        spelt as they were hashed (stores respell them)."""
        import rdflib

        from dialogkg.certify.certificates import canonical_term
        from dialogkg.terms import to_rdflib

        self._require(conversation)
        graph = rdflib.Graph()
        for prefix, ns in v.PREFIXES.items():
            graph.bind(prefix, ns)
        for name in (v.certificate_graph(conversation), v.grounding_graph(conversation)):
            for q in self.store.quads(name.value):
                graph.add((to_rdflib(q.subject), to_rdflib(q.predicate), canonical_term(to_rdflib(q.object))))
        return graph

    def audit_certificates(self, graph: rdflib.Graph, public_key: Ed25519PublicKey | None = None) -> Audit:
        """Re-check certificates from their own triples and against this store's turns."""
        from dialogkg.certify.audit import audit

        return audit(graph, self.store, public_key)

    def verify_certificates(self, graph: rdflib.Graph) -> list[str]:
        """IRIs of certificates that fail their own hash or disagree with the store."""
        return self.audit_certificates(graph).mismatched

    def extractor(self, name: str = "auto", llm: LLMConfig | None = None) -> Extractor:
        """An extractor by name; an LLM's configuration comes from ``llm`` or the environment
        ($DIALOGKG_LLM_MODEL, $OPENAI_BASE_URL, $OPENAI_API_KEY), its answers are cached beside
        the embedded store (or in the user cache)."""
        from dialogkg.extract.base import get_extractor
        from dialogkg.extract.llm.config import LLMConfig

        config = llm or LLMConfig.from_env(required=name == "llm")
        return get_extractor(name, llm=self._cached(config) if config is not None else None)

    def llm_judge(self, llm: LLMConfig | None = None) -> LLMConflictJudge:
        """An LLM conflict judge for :meth:`memory`, configured and cached like the llm extractor."""
        from dialogkg.extract.llm.config import LLMConfig
        from dialogkg.memory.judge import LLMConflictJudge

        return LLMConflictJudge(self._cached(llm or LLMConfig.from_env(required=True)))

    def pair_judge(
        self, name: str | None, *, nli_model: str | Path | None = None, llm: LLMConfig | None = None
    ) -> PairJudge | None:
        """A contradiction judge for :meth:`evaluate` by name (none, nli, llm); the llm one is
        configured and cached like the llm extractor."""
        from dialogkg.detect.judges import get_judge
        from dialogkg.extract.llm.config import LLMConfig

        config = self._cached(llm or LLMConfig.from_env(required=True)) if name == "llm" else None
        return get_judge(name, nli_model=nli_model, llm=config)

    def nli_backend(
        self, name: str | None, *, nli_model: str | Path | None = None, llm: LLMConfig | None = None
    ) -> NLIBackend | None:
        """An NLI backend for :meth:`evaluate`'s CS and DER by name (none, cross-encoder, llm); the
        llm one is configured and cached like the llm extractor."""
        from dialogkg.detect.judges import get_nli
        from dialogkg.extract.llm.config import LLMConfig

        config = self._cached(llm or LLMConfig.from_env(required=True)) if name == "llm" else None
        return get_nli(name, nli_model=nli_model, llm=config)

    def _cached(self, config: LLMConfig) -> LLMConfig:
        from dialogkg.extract.llm.config import default_cache_path as default_llm_cache_path

        path = self.store.path if isinstance(self.store, OxigraphStore) else None
        return config.with_cache(default_llm_cache_path(path))

    def embedder(self, model: str | None = None) -> Embedder:
        """An embedder whose vectors persist beside the embedded store (or in the user cache)."""
        from dialogkg.detect.embeddings import Embedder, EmbeddingCache, default_cache_path

        path = self.store.path if isinstance(self.store, OxigraphStore) else None
        return Embedder(model, cache=EmbeddingCache(default_cache_path(path)))

    # -- reading ---------------------------------------------------------------------------

    def conversations(self) -> list[str]:
        return self.store.select(_CONVERSATIONS).literal_values("id")

    def query(
        self,
        query: str,
        *,
        conversation: str | None = None,
        params: Mapping[str, str | NamedNode | Literal] | None = None,
    ) -> SelectResult:
        """Run a bundled query by name, a ``.rq`` file or query text; plain strings bind as literals."""
        from dialogkg.queries import run_query

        bound = {k: Literal(x) if isinstance(x, str) else x for k, x in (params or {}).items()}
        return run_query(self.store, query, conversation=conversation, params=bound)

    def export(
        self,
        fmt: str = "trig",
        *,
        conversation: str | None = None,
        out: str | Path | IO[bytes] | None = None,
    ) -> tuple[ExportResult, bytes | None]:
        from dialogkg.export import export

        return export(self.store, fmt, conversation=conversation, out=out)

    def validate(self, conversation: str | None = None) -> ValidationReport:
        """Check each conversation (the union of its graphs) against turn and conversation shapes."""
        from dialogkg.export import collect
        from dialogkg.reason.shacl import CONVERSATION_SHAPES, ValidationReport, Violation, validate_graph

        ids = [conversation] if conversation is not None else self.conversations()
        violations: list[Violation] = []
        for cid in ids:
            quads = collect(self.store, cid)
            report = validate_graph((q.triple for q in quads), CONVERSATION_SHAPES)
            violations.extend(Violation(x.shape, x.focus, x.message, x.path, cid) for x in report.violations)
        return ValidationReport(not violations, tuple(violations))

    def check(
        self, conversation: str | None = None, *, reasoner: Reasoner = "none", timeout: float = 120.0
    ) -> CheckReport:
        """Consistency shapes and, with ``reasoner``, an OWL reasoner; reads only, writes nothing."""
        from dialogkg.reason.check import check_conversations
        from dialogkg.reason.owl import REASONERS

        if reasoner not in REASONERS:
            raise InputError(
                f"must be one of {', '.join(REASONERS)}, not {reasoner!r} (unknown reasoner)",
                Location(field="--reasoner"),
            )
        if conversation is not None:
            self._require(conversation)
        ids = [conversation] if conversation is not None else self.conversations()
        return check_conversations(self.store, ids, reasoner, timeout)

    def memory(
        self, conversation: str, *, as_of: int | None = None, judge: ConflictJudge | None = None
    ) -> MemoryView:
        """The conversation's memory after turn ``as_of`` (default: now): the hot engine's when one
        is open, else read from the memory graph (no replay); a ``judge`` recomputes it."""
        from dialogkg.ground.graphs import derived_current
        from dialogkg.memory.graph import compute as compute_memory
        from dialogkg.memory.view import MemoryView, view_from_store

        if as_of is not None and as_of < 1:
            raise InputError(
                "--as-of is a turn index, 1 or more", Location(conversation=conversation, field="--as-of")
            )
        engine = self._live.get(conversation)
        if judge is not None:
            self._require(conversation)
            return MemoryView.of(conversation, compute_memory(self.store, conversation, judge), as_of)
        if engine is not None or not derived_current(self.store, conversation):
            return MemoryView.of(conversation, self._engine(conversation).maintainer(), as_of)
        self._require(conversation)
        return view_from_store(self.store, conversation, as_of)

    def answer(
        self,
        conversation: str,
        question: str,
        *,
        as_of: int | None = None,
        include_history: bool = False,
        policy: str | Policy = "offline",
        llm: LLMConfig | None = None,
        embedder: Embedder | None = None,
        config: TreeConfig | None = None,
    ) -> AnswerResult:
        """Answer from the conversation's memory by the reasoning tree (D-SMART), or abstain.

        ``policy`` is ``offline`` (the embedding model only), ``llm`` (configured and cached
        like the llm extractor) or any :class:`~dialogkg.memory.tree.Policy`."""
        from dialogkg.memory.answer import answer_question
        from dialogkg.memory.policies import get_policy

        if not question.strip():
            raise InputError("the question is empty", Location(conversation=conversation, field="question"))
        view = self.memory(conversation, as_of=as_of)
        chosen = (
            get_policy(
                policy,
                embedder=(lambda: embedder) if embedder is not None else self.embedder,
                llm=lambda: self._cached(llm or _llm_env()),
            )
            if isinstance(policy, str)
            else policy
        )
        return answer_question(view, question, chosen, include_history=include_history, config=config)

    def response_prompt(
        self,
        conversation: str,
        message: str,
        *,
        answer: AnswerResult | None = None,
        as_of: int | None = None,
    ) -> list[Message]:
        """Messages for any OpenAI-compatible model to write the next reply grounded in memory:
        the standing memory, ``answer``'s facts and the renderer's summary of the state."""
        from dialogkg.memory.respond import response_messages

        view = self.memory(conversation, as_of=as_of)
        summary = self.render(conversation)["summary"]
        lines = [str(x) for x in summary] if isinstance(summary, list) else []
        return response_messages(message, view, answer, lines)

    def stats(self, conversation: str | None = None) -> Stats:
        if conversation is not None and conversation not in self.conversations():
            raise InputError("no such conversation in the store", Location(conversation=conversation))
        prefix = Literal(v.conversation_prefix(conversation) if conversation else v.STORE_PREFIX)
        counts: dict[str, int] = {}
        for name, cls in _COUNTED.items():
            row = self.store.select(_COUNT_TYPED, {"class": cls, "prefix": prefix}).rows[0]
            counts[name] = _int(row.get("n"))
        row = self.store.select(_COUNT_QUADS, {"prefix": prefix}).rows[0]
        counts["graphs"] = _int(row.get("graphs"))
        counts["quads"] = _int(row.get("quads"))
        return Stats(counts)

    # -- Grounded Continuation ---------------------------------------------------------------

    def state(self, conversation: str) -> DialogueState:
        """The conversation's dependency structure (the hot engine's; read it, do not change it)."""
        return self._engine(conversation).state

    def rebuild(self, conversation: str) -> DialogueState:
        """The dependency structure replayed from the turn and event graphs alone (a cross-check)."""
        from dialogkg.ground.replay import rebuild

        self._require(conversation)
        return rebuild(self.store, conversation)

    def _engine(
        self, conversation: str, *, create: bool = False, participants: Sequence[Mapping[str, Any]] = ()
    ) -> LiveConversation:
        from dialogkg.extract.base import get_extractor
        from dialogkg.ingest import lazy_similarity
        from dialogkg.live import LiveConversation

        engine = self._live.get(conversation)
        if engine is None:
            if self._similarity is None:
                self._similarity = lazy_similarity()
            engine = LiveConversation.open(
                self.store, conversation, get_extractor("annotated"), self._similarity
            )
            if engine is None:
                if not create:
                    raise InputError("no such conversation in the store", Location(conversation=conversation))
                engine = LiveConversation.new(
                    self.store, conversation, get_extractor("annotated"), participants, self._similarity
                )
            self._live[conversation] = engine
        return engine

    def affected(self, conversation: str, argument: str) -> AffectedReport:
        """What-if (Proposition 2.1): the standing arguments that would lose support if
        ``argument`` were retracted, and apart, those resting on it that are already out.
        Answered by the hot engine's dependency index when one is open, else by SPARQL over the
        derived graphs (no replay); nothing is changed."""
        from dialogkg.ground.graphs import derived_current
        from dialogkg.ground.whatif import affected_from_store, no_such_argument

        engine = self._live.get(conversation)
        if engine is not None or not derived_current(self.store, conversation):
            return self._engine(conversation).affected(argument)  # opening repairs lagging graphs
        report = affected_from_store(self.store, conversation, argument)
        if report is None:
            self._require(conversation)
            raise no_such_argument(conversation, argument)
        return report

    def upstream(self, conversation: str, argument: str) -> list[str]:
        """Dep*(argument) by SPARQL over the dependency graph; negated premises as ``not X``."""
        result = self.query("upstream", conversation=conversation, params={"argument": argument})
        positive: list[str] = []
        negated: list[str] = []
        for row in result.rows:
            dep, neg = row.get("dependency"), row.get("negated")
            if isinstance(dep, Literal):
                (negated if isinstance(neg, Literal) and neg.value == "true" else positive).append(dep.value)
        return sorted(positive) + sorted(f"not {n}" for n in negated)

    def retract(self, conversation: str, argument: str) -> Retraction:
        """Record the retraction as a new event with the derived graphs' delta; never delete."""
        return self._engine(conversation).retract(argument)

    def verify(
        self,
        conversation: str,
        *,
        argument: str | None = None,
        text: str | None = None,
        embedder: Embedder | None = None,
        threshold: float = MATCH_THRESHOLD,
    ) -> Verdict:
        """Is the candidate (an argument id, or free text matched by embedding) grounded now?"""
        if (argument is None) == (text is None):
            raise InputError("give exactly one of an argument id or a text", Location(field="--id/--text"))
        from dialogkg.detect.embeddings import Embedder
        from dialogkg.ground.meaning import offline_reader
        from dialogkg.ground.verify import verify_argument, verify_text

        state = self.state(conversation)
        if argument is not None:
            verdict = verify_argument(state, argument)
        else:
            assert text is not None
            verdict = verify_text(state, text, embedder or Embedder(), threshold, triples=offline_reader())
        # depends_on comes from the dependency index; tests hold it equal to upstream.rq's answer.
        if verdict.verdict == "ungrounded":
            match = threshold if text is not None else None
            self._certify_ungrounded(conversation, state, argument or text or "", verdict, embedder, match)
        return verdict

    def _certify_ungrounded(
        self,
        conversation: str,
        state: DialogueState,
        candidate: str,
        verdict: Verdict,
        embedder: Embedder | None,
        threshold: float | None,
    ) -> None:
        """Record a grounding certificate for the ungrounded verdict (identical verdicts coincide)."""
        from dialogkg import __version__
        from dialogkg.certify.certificates import Provenance, grounding_triples
        from dialogkg.certify.grounding import grounding_of
        from dialogkg.terms import to_ox

        model = embedder.model_name if embedder is not None and verdict.similarity is not None else "none"
        engine = self._engine(conversation)
        grounding = grounding_of(self.store, engine.conversation, state, candidate, verdict, threshold)
        triples = grounding_triples(conversation, grounding, Provenance(model, __version__))
        graph = v.grounding_graph(conversation)
        self.store.insert([[Quad(to_ox(s), to_ox(p), to_ox(o), graph) for s, p, o in triples]])

    def repair(self, conversation: str | None = None, *, force: bool = False) -> list[str]:
        """Rebuild the derived graphs of every conversation (or one) whose marker lags its turns,
        as an interrupted ingest leaves them; ``force`` rewrites them all. Returns those rebuilt."""
        ids = [conversation] if conversation is not None else self.conversations()
        repaired = []
        for cid in ids:
            self._require(cid)
            self._live.pop(cid, None)
            engine = self._engine(cid)  # opening rebuilds graphs whose marker lags
            if force and not engine.repaired:
                engine.rewrite_derived()
            if force or engine.repaired:
                repaired.append(cid)
        return repaired

    def render(self, conversation: str, turn: int | None = None) -> dict[str, object]:
        from dialogkg.ground.render import render as render_state

        return render_state(self.state(conversation), turn)

    def picture(self, conversation: str) -> Picture:
        """The dependency graph to draw (``ground.picture``: to_svg, to_html)."""
        from dialogkg.ground.picture import picture

        return picture(conversation, self.state(conversation))

    def _require(self, conversation: str) -> None:
        if not self.store.ask(_CONVERSATION_EXISTS, {"conversation": v.conversation_iri(conversation)}):
            raise InputError("no such conversation in the store", Location(conversation=conversation))

    def triples_of(self, conversation: str) -> Iterator[Triple]:
        """Every triple of a conversation's graphs (duplicates across graphs included)."""
        from dialogkg.export import collect

        for q in collect(self.store, conversation):
            yield q.triple


EvaluationProgress = Callable[[str, int], None]


def _phase(progress: EvaluationProgress | None, phase: str) -> Callable[[int], None] | None:
    return None if progress is None else lambda n: progress(phase, n)


def _llm_env() -> LLMConfig:
    from dialogkg.extract.llm.config import LLMConfig

    return LLMConfig.from_env(required=True)


def _int(term: object) -> int:
    return int(term.value) if isinstance(term, Literal) else 0


def _conversations(
    sources: Iterable[str | Path | Conversation], max_turn_chars: int = MAX_TURN_CHARS
) -> Iterator[Conversation]:
    from dialogkg.conversation.model import Conversation
    from dialogkg.conversation.readers import check_conversation, read_file

    if max_turn_chars < 1:
        raise InputError(f"must be at least 1, not {max_turn_chars}", Location(field="max_turn_chars"))
    for source in sources:
        if isinstance(source, Conversation):
            yield check_conversation(source, max_turn_chars=max_turn_chars)
        else:
            yield from read_file(source, max_turn_chars=max_turn_chars)


def open_store(
    path: str | Path | None = DEFAULT_STORE,
    *,
    endpoint: str | None = None,
    update_endpoint: str | None = None,
    user: str | None = None,
    password: str | None = None,
    auth: TypingLiteral["basic", "digest"] = "basic",
    reader: bool = False,
    create: bool = True,
    gsp_endpoint: str | None = None,
) -> DialogKG:
    """Open the embedded store at ``path``, or connect to ``endpoint`` when one is given;
    ``create=False`` refuses a missing embedded store folder."""
    if endpoint is not None:
        return DialogKG.connect(
            endpoint, update_endpoint, user=user, password=password, auth=auth, gsp_endpoint=gsp_endpoint
        )
    if gsp_endpoint is not None:
        raise InputError("--gsp-endpoint goes with --endpoint", Location(field="--gsp-endpoint"))
    return DialogKG.open(path, reader=reader, create=create)
