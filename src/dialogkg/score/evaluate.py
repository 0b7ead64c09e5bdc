"""Score a conversation turn by turn (SKG-Eval Algorithm 2): relevance, consistency, logic,
fusion with guards, quarantine, and the session trend.

Each assistant turn is scored against the nearest preceding user turn (its prompt); the SKG is
built from the assistant turns' extractions, and a user turn's ``revision`` annotation (or its
wording) authorises changes of earlier facts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from time import perf_counter
from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.detect.common_ground import CommonGround
from dialogkg.detect.judges.pairs import JudgedTurn, judge_turn
from dialogkg.detect.skg import Firing, SemanticGraph, TurnUpdate
from dialogkg.extract.base import SKG_ONLY, Extractor
from dialogkg.extract.schema import Extraction
from dialogkg.score.consistency import NewNode, consistency
from dialogkg.score.fusion import Fused, both_short, fuse, select_regime
from dialogkg.score.relevance import glue, local_relevance
from dialogkg.score.session import aggregate

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.detect.judges.base import PairJudge
    from dialogkg.score.nli import NLIScore

PRECISION = 4  # scores are reported rounded, so equal inputs print equal numbers everywhere


@dataclass(frozen=True)
class TurnScore:
    index: int
    s_loc: float
    s_cons: float
    s_log: float
    fused: Fused
    firings: tuple[Firing, ...]
    judged: JudgedTurn | None = None  # the optional judge's figure, never part of the scores

    @property
    def contradiction(self) -> bool:
        """A hard detector fired; SemDrift alone is drift, reported apart."""
        return any(f.is_hard for f in self.firings)

    def to_json(self) -> dict[str, object]:
        doc: dict[str, object] = {
            "index": self.index,
            "S_loc": round(self.s_loc, PRECISION),
            "S_cons": round(self.s_cons, PRECISION),
            "S_log": round(self.s_log, PRECISION),
            "Q": round(self.fused.q, PRECISION),
            "regime": self.fused.regime,
            "quarantined": self.fused.quarantined,
            "contradiction": self.contradiction,
            "drift": any(not f.is_hard for f in self.firings),
            "certificates": [
                {
                    "detector": f.detector,
                    "hard": f.is_hard,
                    "confidence": round(f.confidence, PRECISION),
                    "flip_back": f.flip_back,
                    "anchor": f.anchor,
                    "current": _edge_text(f.current.triple.sub, f.current.relation, f.current.triple.obj),
                    "historical": _edge_text(
                        f.historical.triple.sub, f.historical.relation, f.historical.triple.obj
                    ),
                }
                for f in self.firings
            ],
        }
        if self.judged is not None:
            doc["judged"] = self.judged.to_json()
        return doc


def _edge_text(s: str, r: str, o: str) -> str:
    return f"({s}, {r}, {o})"


@dataclass(frozen=True)
class ConversationScore:
    id: str
    session_score: float
    trend: str
    turns: tuple[TurnScore, ...]
    graph: SemanticGraph | None = field(default=None, compare=False, repr=False)
    judge: tuple[str, str] | None = None  # (backend, model) of the judge that ran, if any
    nli: NLIScore | None = None  # D-SMART's CS and DER, when an NLI backend ran

    @property
    def scored(self) -> bool:
        """Whether any turn was scored; without one the session score means nothing."""
        return bool(self.turns)

    @property
    def warnings(self) -> list[str]:
        """What a person must know about the figures (say, that there are none)."""
        if self.scored:
            return []
        return [
            "nothing to score: no assistant turns (SKG-Eval scores each assistant turn against "
            "the user turn before it; give the model's participant the role assistant)"
        ]

    def to_json(self) -> dict[str, object]:
        """As FORMAT.md; with nothing scored, session_score and trend are null and ``warnings``
        says why (never a session score of 0.0 that no turn earned)."""
        doc: dict[str, object] = {
            "id": self.id,
            "session_score": round(self.session_score, PRECISION) if self.scored else None,
            "trend": self.trend if self.scored else None,
            "turns": [t.to_json() for t in self.turns],
        }
        if self.nli is not None:  # per turn cs and nli_label; der and its backend per conversation
            inferred = {t.index: t.to_json() for t in self.nli.turns}
            for turn in doc["turns"]:  # type: ignore[attr-defined]
                turn.update(inferred.get(turn["index"], {"cs": None, "nli_label": None}))
            der = self.nli.der
            doc["der"] = round(der, PRECISION) if der is not None else None
            doc["nli"] = self.nli.to_json()
        if self.warnings:
            doc["warnings"] = self.warnings
        if self.judge is not None:
            doc["judged"] = self._judged()
        return doc

    def _judged(self) -> dict[str, object]:
        """The judge's figure for the conversation, beside (never inside) the session score."""
        assert self.judge is not None
        judged = [t.judged for t in self.turns if t.judged is not None]
        return {
            "backend": self.judge[0],
            "model": self.judge[1],
            "contradicting_turns": sum(1 for j in judged if j.contradiction),
            "confirmed": sum(j.confirmed for j in judged),
            "vetoed": sum(j.vetoed for j in judged),
            "added": sum(j.added for j in judged),
            "unjudged_turns": sum(1 for j in judged if j.issue is not None),
        }


class SessionScorer:
    """The SKG-Eval turn loop as a state one turn advances: the SemanticGraph, the prompt turn,
    the session anchor and the previous answer, so a live conversation is scored per append.

    ``extract`` gives a turn's SKG extraction (triples and revision flag); it is asked for an
    assistant turn's and, once per assistant turn, its prompt's, as the batch loop always did.
    """

    def __init__(
        self,
        embedder: Embedder,
        extract: Callable[[Conversation, Turn], Extraction],
        judge: PairJudge | None = None,
    ) -> None:
        self.embedder = embedder
        self.extract = extract
        self.judge = judge
        self.graph = SemanticGraph(embedder)
        self.ground = CommonGround(embedder, self.graph.lexicons)
        self.prompt_turn: Turn | None = None
        self.prompt_extraction: Extraction | None = None
        self.first_anchor: str | None = None
        self.previous_answer: str | None = None
        self.last_update: TurnUpdate | None = None  # the graph change of the last scored turn
        self.scored: list[TurnScore] = []

    def score(
        self, conversation: Conversation, turn: Turn, timings: list[dict[str, float]] | None = None
    ) -> TurnScore | None:
        """Take in the next turn; an assistant turn's score, None for any other."""
        role = {p.id: p.role for p in conversation.participants}.get(turn.speaker, "other")
        if role == "user":
            self.prompt_turn = turn
            self.prompt_extraction = self.extract(conversation, turn)
            self.ground.hear(turn.index, turn.speaker, self.prompt_extraction.triples)
            return None
        if role != "assistant":
            return None
        graph, embedder, prompt_turn = self.graph, self.embedder, self.prompt_turn
        prompt = prompt_turn.text if prompt_turn is not None else ""
        clock = perf_counter()
        extraction = self.extract(conversation, turn)
        update = graph.update(turn.index, extraction.triples, turn.session)
        authorised = self.prompt_extraction.revision if self.prompt_extraction is not None else None
        graph.mark_revisions(update, prompt, authorised)
        graph_done = perf_counter()
        own = tuple(graph.contradictions(update))
        firings = own + tuple(self.ground.check(turn.index, extraction.presupposes, len(extraction.triples)))
        judge = self.judge
        # the judge weighs the SKG's own pairs: a common-ground firing's history is the user's
        judged = judge_turn(judge, conversation, graph, update, own) if judge is not None else None
        # The paper's S_log: quarantined edges are out of consistency scoring, so flip-backs too.
        s_log = 1.0 - max((f.confidence for f in firings if not f.flip_back), default=0.0)
        detect_done = perf_counter()
        s_loc = local_relevance(prompt, turn.text, turn.reference, embedder, self.previous_answer)
        self.previous_answer = turn.text
        # The session anchor compares glued turns, every turn glued (the reference implementation
        # glues only short responses): on the MT-Bench-101 dev split the topic-shift proxy's
        # AUROC is 0.965 this way against 0.943 (rules; see score/consistency.py for the split).
        glued = glue(prompt, turn.text)
        if self.first_anchor is None:
            self.first_anchor = glued
            s_cons = 1.0
        else:
            new = [
                NewNode(k, graph.nodes[k].importance, graph.anchoring(k, turn.index))  # type: ignore[arg-type]
                for k in update.new_nodes
            ]
            first, this = embedder.encode([self.first_anchor, glued])
            s_cons = consistency(new, float(first @ this), had_history=True, extracted=bool(update.current))
        embed_done = perf_counter()
        fused = fuse(s_loc, s_cons, s_log, select_regime(turn.text, prompt), both_short(turn.text, prompt))
        if fused.quarantined:
            graph.quarantine(update)
        if timings is not None:
            timings.append(
                {
                    "graph": graph_done - clock,
                    "detectors": detect_done - graph_done,
                    "embedding": embed_done - detect_done,
                    "scoring": perf_counter() - embed_done,
                }
            )
        scored = TurnScore(turn.index, s_loc, s_cons, s_log, fused, firings, judged)
        self.last_update = update
        self.scored.append(scored)
        return scored

    def result(self, conversation_id: str) -> ConversationScore:
        """The conversation's score over the turns scored so far."""
        session = aggregate([t.fused.q for t in self.scored])
        backend = (self.judge.name, self.judge.model) if self.judge is not None else None
        return ConversationScore(
            conversation_id, session.score, session.trend, tuple(self.scored), self.graph, backend
        )


def evaluate_conversation(
    conversation: Conversation,
    extractor: Extractor,
    embedder: Embedder,
    timings: list[dict[str, float]] | None = None,
    judge: PairJudge | None = None,
    progress: Callable[[int], None] | None = None,
    extracted_by: dict[int, str] | None = None,
) -> ConversationScore:
    """Score the assistant turns; ``timings`` (if given) receives per-turn phase seconds; a ``judge``
    adds its verdicts on the turn's pairs as a separate figure (scores and firings stay as they are);
    ``progress`` is told of every turn taken in (1 each); ``extracted_by`` (if given) receives per
    turn the extractor that ran (for certificates)."""

    def extract(conv: Conversation, turn: Turn) -> Extraction:
        extracted = extractor.extract(conv, turn, SKG_ONLY)
        if extracted_by is not None:
            extracted_by[turn.index] = extracted.label
        return extracted.extraction

    scorer = SessionScorer(embedder, extract, judge)
    for turn in conversation.turns:
        scorer.score(conversation, turn, timings)
        if progress is not None:
            progress(1)
    return scorer.result(conversation.id)
