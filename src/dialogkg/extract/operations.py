"""Grounded Continuation operations from plain sentences, shared by the offline extractors.

An extractor finds the triples of each sentence; this module decides what each sentence does to
the dialogue state. Questions ask (Question); hedged sentences ("maybe", "I think", "could be",
"perhaps", "either ... or") conjecture (Hypothesize); "we'll go with" decides (Resolve); the rest
report (Observe). Cue phrases link a sentence to an earlier argument:

- "X, so that rules out Y" / "that contradicts Y" / "it can't be Y" / "Y is not the cause":
  X is observed, and X (or the turn's previous claim) undermines the argument Y restates;
- "X, which confirms Y": X supports the argument Y names; "X, so Y" / "that means Y" support
  it only when Y restates it (a cosine of ``STRONG_LINK``), being new conclusions otherwise;
- "Y because X" / "since X, Y" / "given that X": Y depends on the argument X restates;
- "I was wrong about Y" / "scratch that" / "I drop Y" / "forget what I said about Y": Revise
  (abandon) the speaker's OWN argument Y. Such a sentence never becomes an observation.

A user's turn asking to change something ("actually, change it to ...") sets ``revision``.

Matching a phrase to an earlier argument uses the context's embedding similarity: the phrase,
stripped of determiners and words like "theory" or "idea", links to the argument it is closest
to when the cosine is at least ``LINK_THRESHOLD`` and they share a content word, or when the
cosine is at least ``STRONG_LINK`` (a paraphrase). Figures measured with all-MiniLM-L6-v2 on
hand-written debugging phrases (the test fixtures' kind, not an evaluation set): a short phrase
and the claim it names score 0.37-0.77 ("disk" / "I think the disk on node 3 is full" 0.42,
"DNS" / "Maybe the DNS resolver is flaky" 0.60), unrelated pairs up to 0.45 ("a timeout in the
gateway" / "The connection pool is exhausted") but those share no content word; no unrelated
pair reached 0.60. Each inferred link keeps the matched words and the cosine as provenance.
With no context (or no similarity) nothing is linked across turns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import ArgumentView, ExtractionContext
from dialogkg.extract.normalize import hedged
from dialogkg.extract.pool import ArgumentPool
from dialogkg.extract.revision import asks_revision
from dialogkg.extract.schema import MAX_TEXT, Extraction

LINK_THRESHOLD = 0.40
STRONG_LINK = 0.60
SHORT_NAME = 2  # content words: a name this short links by its words (see _Matcher.find)
# A conjecture rests on at most this many of the turn's observations (the latest sharing a content
# word with it): real dialogue needs at most 6 (MT-Bench-101, DECODE, LoCoMo with the rules
# extractor), and without a bound a long turn of repeated sentences grows quadratically.
MAX_PREMISES = 8

# An assumption opens the sentence; the rules extractor reads it as a hedge too.
ASSUME = re.compile(r"^\s*(?:let's\s+|let us\s+)?(?:assume|suppose|assuming|presumably)\b", re.I)
_DECIDE = re.compile(
    r"\b(?:(?:we|i)(?:'ll| will)? go with|let's go with|(?:we|i) (?:have )?decided|the decision is"
    r"|(?:we|i)'ll use|let's use|we will use)\b",
    re.I,
)

_RETRACT = re.compile(
    r"(?:\b(?:i was wrong about|i was mistaken about|i was wrong|i was mistaken|i take back|i'm taking back"
    r"|scratch that|strike that|forget what i said about|i drop|i'm dropping|let's drop|i withdraw"
    r"|i retract)\b"
    # Only opening the sentence: "Never mind the pool idea", not "don't forget the backup".
    r"|^(?:(?:ok|okay|so|well|fine|alright|right)[,!]?\s+)*(?:never\s*mind|forget(?:\s+about)?|disregard)\b)"
    r"(?P<about>.*)$",
    re.I,
)
_UNDERMINE = (
    re.compile(
        r"^(?P<evidence>.*?)\b(?:that|this|which|it)?\s*(?:rules?|ruled|ruling) out\s+(?P<target>.+)$", re.I
    ),
    re.compile(
        r"^(?P<evidence>.*?)\b(?:that|this|which|it)?\s*(?:contradicts?|disproves?|refutes?)\s+(?P<target>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?P<evidence>.*?)\b(?:so\s+)?(?:it|that|this)\s+(?:can't|cannot|can not|couldn't|could not)\s+be"
        r"\s+(?P<target>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?P<evidence>)(?:so\s+)?(?P<target>.+?)\s+(?:can't|cannot|can not|couldn't|could not)\s+be"
        r"\s+(?:it|the (?:root )?cause|the problem|the culprit|the issue|right|true|to blame)\b.*$",
        re.I,
    ),
    re.compile(  # "..., so it's not the pool": the evidence rules the named argument out
        r"^(?P<evidence>.*?)[,;]?\s*\b(?:so|then)\s+(?:it|that)(?:'s|\u2019s|\s+is|\s+was)\s+not\s+(?P<target>.+)$",
        re.I,
    ),
    re.compile(
        r"^(?P<evidence>)(?:so\s+)?(?P<target>.+?)\s+(?:is not|isn't|was not|wasn't)\s+(?:the\s+)?"
        r"(?:root cause|cause|problem|culprit|issue|reason)\b.*$",
        re.I,
    ),
)
_SUPPORT = re.compile(
    r"^(?P<evidence>.*?)(?:^|[,;]?\s+)(?P<cue>so(?!\s+that\b)|that means|this means|which means|that confirms"
    r"|this confirms|which confirms|that supports|this supports|which supports|consistent with)\s+"
    r"(?P<target>.+)$",
    re.I,
)
# "X, so Y" usually draws a new conclusion Y; it supports an earlier argument only when Y
# restates it (a paraphrase-level cosine), unlike "which confirms Y", which names one.
_CONCLUSIVE = frozenset({"so", "that means", "this means", "which means"})
# Cues whose "that" points back at what was said before ("The queue is full." "That confirms
# the runners are saturated.").
_POINTING = frozenset({"that confirms", "this confirms", "that supports", "this supports"})
_BECAUSE_AFTER = re.compile(r"^(?P<main>.+?)[,;]?\s+(?:because|since|given that)\s+(?P<reason>.+)$", re.I)
_BECAUSE_BEFORE = re.compile(r"^(?:because|since|given that)\s+(?P<reason>[^,]+),\s*(?P<main>.+)$", re.I)
# "since 09:30", "since yesterday": time, not reason.
_SINCE_TIME = re.compile(
    r"^(?:\d|yesterday|today|tonight|last|this|then|noon|midnight|morning|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september"
    r"|october|november|december|the (?:morning|afternoon|evening|weekend|deploy|release|start))",
    re.I,
)
_LEAD = re.compile(
    r"^(?:(?:so|and|but|well|ok|okay|fair enough|right|hmm|yes|no|actually|also|then)\b[,!]?\s*)+", re.I
)
# Words around the named argument that are not its content ("the cache theory" names "cache").
_FRAME = re.compile(
    r"\b(?:what i said about|what i said|my|your|our|their|the|a|an|that|this|about|whole|idea|ideas"
    r"|theory|theories|hypothesis|hypotheses|explanation|guess|suspicion|angle|lead|thing|one|either"
    r"|after all|as the cause|as a cause|then|too)\b",
    re.I,
)
_STEM_WORD = re.compile(r"[a-z0-9][a-z0-9-]{2,}")
_STOP = frozenset(
    {
        "this", "that", "these", "those", "there", "their", "they", "with", "from", "have", "been",
        "might", "could", "would", "should", "maybe", "probably", "perhaps", "likely", "because",
        "which", "what", "when", "where", "will", "than", "then", "also", "just", "into", "about",
        "the", "and", "not", "was", "are", "is", "were", "but", "for", "you", "our", "its", "it's",
        "all", "any", "can", "did", "does", "has", "had", "one", "out", "too", "very", "think",
    }
)  # fmt: skip


@dataclass(frozen=True)
class SentenceFacts:
    """What an extractor found in one sentence, as far as planning operations needs it."""

    text: str  # the sentence as said
    has_claim: bool  # the extractor found at least one triple in it
    question: bool  # it asks something
    hedged: bool  # a hedge marks it as a hypothesis


@dataclass(frozen=True)
class Link:
    """An earlier argument a phrase restates, with the words matched and their cosine."""

    argument: ArgumentView
    text: str
    similarity: float

    def provenance(self) -> dict[str, object]:
        return {"matched_text": self.text, "match_similarity": round(self.similarity, 4)}


def clean(text: str) -> str:
    """The sentence as a claim: outer punctuation and repeated spaces gone."""
    return " ".join(text.strip().strip(".,;:!?\"'").split())


def retracts(text: str) -> bool:
    """The sentence withdraws something its speaker said; extractors keep no triple of it."""
    return bool(_RETRACT.search(text))


def _stems(text: str) -> set[str]:
    return {w[:5] for w in _STEM_WORD.findall(text.lower()) if w not in _STOP}


def _core(phrase: str) -> str:
    """The content of a phrase naming an argument: framing words and punctuation gone."""
    return clean(" ".join(_FRAME.sub(" ", clean(phrase)).split()))


class _Matcher:
    """Links phrases to earlier arguments of the context (none without a similarity)."""

    def __init__(self, context: ExtractionContext | None) -> None:
        if context is None:
            self.pool = ArgumentPool()
        elif context.pool is not None:
            self.pool = context.pool
        else:
            self.pool = ArgumentPool(context.similarity, context.arguments)

    def find(
        self, phrase: str, *, speaker: str | None = None, explanatory: bool = False, strong: bool = False
    ) -> Link | None:
        """The alive argument the phrase names; ``strong`` asks for a restatement (STRONG_LINK)."""
        core = _core(phrase)
        if not core:
            return None
        floor = STRONG_LINK if strong else LINK_THRESHOLD
        for score, arg in self.pool.ranked(core, floor=floor, speaker=speaker, explanatory=explanatory):
            if score >= STRONG_LINK or _stems(core) & _stems(arg.claim):
                return Link(arg, clean(phrase), score)
        if strong or len(_stems(core)) > SHORT_NAME:
            return None
        # A short name ("the pool", "the DNS theory") embeds too thinly to clear the floor: it
        # names the best-scoring alive argument that holds all its words (SHORT_NAME).
        for score, arg in self.pool.ranked(core, floor=-1.0, speaker=speaker, explanatory=explanatory):
            if _stems(core) <= _stems(arg.claim):
                return Link(arg, clean(phrase), score)
        return None

    def find_preferring_explanations(self, phrase: str) -> Link | None:
        """ "Rules out the X" names an explanation when one matches; otherwise any claim."""
        return self.find(phrase, explanatory=True) or self.find(phrase)


# "We can't rule out DNS" keeps DNS in play: a negated cue links nothing.
_NEGATED_CUE = re.compile(r"(?:\bnot|n't|\bcannot|\bnever|\bno way to)\s*$", re.I)


def _undermining(text: str) -> tuple[str, str] | None:
    for pattern in _UNDERMINE:
        if m := pattern.match(text):
            if _NEGATED_CUE.search(m.group("evidence")):
                return None
            return _evidence(m.group("evidence")), m.group("target")
    return None


def _evidence(text: str) -> str:
    """The observation before a linking cue ("X, so that rules out ..."), without the glue."""
    text = clean(text)
    text = re.sub(r"[,;]?\s*\b(?:and|so|which|that|this|it)$", "", text, flags=re.I)
    return clean(_LEAD.sub("", clean(text)))


class _Planner:
    """Plans a turn's operations sentence by sentence in time linear in the turn: what a sentence
    looks back at (the last argument created, the observations sharing a word) is indexed."""

    def __init__(self, conversation: Conversation, turn: Turn, context: ExtractionContext | None) -> None:
        self.turn = turn
        self.matcher = _Matcher(context)
        self.operations: list[dict[str, object]] = []
        self._created: list[str] = []  # ids of the arguments created, Questions aside, in order
        self._observed: dict[str, list[str]] = {}  # content word -> ids of Observe ops, in order
        self._order: dict[str, int] = {}  # Observe id -> its creation order

    def last_created(self) -> str | None:
        return self._created[-1] if self._created else None

    def add(self, op: dict[str, object]) -> None:
        self.operations.append(op)
        if "id" in op and op["op"] != "Question":
            self._created.append(str(op["id"]))
        if op["op"] == "Observe":
            local = str(op["id"])
            self._order[local] = len(self._order)
            for word in _words(str(op["claim"])):
                self._observed.setdefault(word, []).append(local)

    def drop_last(self) -> None:
        """Take back the last operation (said and withdrawn in one turn)."""
        op = self.operations.pop()
        if self._created and op.get("id") == self._created[-1]:
            self._created.pop()
        if op["op"] == "Observe":
            for word in _words(str(op["claim"])):
                self._observed[word].pop()  # the op was the last one, so the last of each list

    def premises(self, claim: str, exclude: Sequence[str]) -> list[str]:
        """The latest MAX_PREMISES observations of the turn sharing a content word with the claim,
        in the order they were made."""
        found: set[str] = set()
        for word in _words(claim):
            found.update(self._observed.get(word, ())[-MAX_PREMISES:])
        return sorted(found - set(exclude), key=self._order.__getitem__)[-MAX_PREMISES:]

    def create(self, local: str, claim: str, hyp: bool, extra: dict[str, object] | None = None) -> str:
        op: dict[str, object] = {"op": "Hypothesize" if hyp else "Observe", "id": local, "claim": claim}
        op.update(extra or {})
        self.add(op)
        return local

    def sentence(self, k: int, facts: SentenceFacts) -> None:
        local = f"r{self.turn.index}.{k}"
        text = facts.text
        if len(text) > MAX_TEXT:
            return  # longer than any claim may be: a paste (a log, code), not one statement
        if facts.question:
            self.add({"op": "Question", "id": local, "claim": clean(text)})
            return
        if m := _RETRACT.search(text):
            self.retract(m.group("about"))
            return  # a retraction is never an observation of what it withdraws
        assume = bool(ASSUME.search(text))
        hyp = assume or facts.hedged or hedged(text)
        body = clean(text)
        if self.link(local, body, hyp):
            return
        decide = bool(_DECIDE.search(text))
        claim, link = self.because(body)
        if not facts.has_claim and link is None and not ((hyp or decide) and len(text.split()) >= 3):
            return  # nothing, or only fillers, before the verb: no claim to record
        if decide:
            self.add({"op": "Resolve", "id": local, "claim": body})
            return
        deps = [link.argument.id] if link is not None else []
        if hyp:  # a conjecture rests on the turn's observations it shares a content word with
            deps += self.premises(claim, exclude=deps)
        extra: dict[str, object] = link.provenance() if link is not None else {}
        if deps:
            extra["depends_on"] = deps
        if assume:
            extra["kind"] = "assumption"
        self.create(local, claim, hyp, extra)

    def retract(self, about: str) -> None:
        """Revise the speaker's own argument the words name; "scratch that" alone names the last."""
        while m := _RETRACT.search(about):  # "scratch that, I drop the X idea"
            about = m.group("about")
        if not _core(about):
            if self.operations and "id" in self.operations[-1]:
                self.drop_last()  # said and withdrawn in one turn: nothing to record
                return
            own = self.matcher.pool.latest(self.turn.speaker)
            if own is not None:
                self.add({"op": "Revise", "target": own.id})
            return
        link = self.matcher.find(about, speaker=self.turn.speaker)
        if link is not None:
            self.add({"op": "Revise", "target": link.argument.id, **link.provenance()})

    def link(self, local: str, body: str, hyp: bool) -> bool:
        """Undermine or Support an earlier argument a cue names; False when none is named."""
        found = _undermining(body)
        name = "Undermine"
        m = None
        link = self.matcher.find_preferring_explanations(found[1]) if found else None
        if link is None:
            m = _SUPPORT.match(body)
            found = (_evidence(m.group("evidence")), m.group("target")) if m else None
            name = "Support"
            strong = m is not None and m.group("cue").lower() in _CONCLUSIVE
            link = self.matcher.find(found[1], strong=strong) if found else None
        if link is None or found is None:
            return False
        evidence_text = found[0]
        if len(evidence_text.split()) >= 3:
            evidence: str | None = self.create(local, evidence_text, hyp or hedged(evidence_text))
        else:
            evidence = self.last_created()
        if evidence is None and name == "Support" and m is not None and m.group("cue").lower() in _POINTING:
            # "That confirms Y" opening a turn: "that" is the last thing said before it
            before = self.matcher.pool.latest(None)
            evidence = before.id if before is not None and before.id != link.argument.id else None
        if evidence is None and name == "Support":
            return False  # "So X." with nothing before it restates X; it supports nothing
        op: dict[str, object] = {"op": name, "target": link.argument.id, **link.provenance()}
        if evidence is not None:
            op["evidence"] = evidence
        self.add(op)
        return True

    def because(self, body: str) -> tuple[str, Link | None]:
        """The claim and, when "because X" restates an earlier argument, the link to it."""
        m = _BECAUSE_BEFORE.match(body) or _BECAUSE_AFTER.match(body)
        if m is None or _SINCE_TIME.match(m.group("reason").strip()):
            return body, None
        link = self.matcher.find(m.group("reason"))
        main = clean(_LEAD.sub("", m.group("main")))
        if link is None or len(main.split()) < 2:
            return body, None
        return main, link


_CONTENT_WORD = re.compile(r"[a-z][a-z0-9-]{3,}")


def _words(text: str) -> set[str]:
    return {w for w in _CONTENT_WORD.findall(text.lower()) if w not in _STOP}


def plan_operations(
    conversation: Conversation,
    turn: Turn,
    sentences: Sequence[SentenceFacts],
    context: ExtractionContext | None,
) -> tuple[list[dict[str, object]], bool | None]:
    """Operations (dicts in the schema of OperationAnnotation) and the turn's revision flag."""
    operations = _plan(conversation, turn, sentences, context)
    # An inferred link the engine would refuse (a cycle, a premise withdrawn earlier in the
    # turn) must not fail the ingest: the turn is planned again without cross-turn links.
    check = context.check if context is not None else None
    linked = any("matched_text" in o for o in operations)
    if linked and check is not None and check(Extraction.model_validate({"operations": operations})):
        operations = _plan(conversation, turn, sentences, None)
    role = conversation.participant(turn.speaker).role if turn.speaker else "other"
    revision = True if role == "user" and asks_revision(turn.text) else None
    return operations, revision


def _plan(
    conversation: Conversation,
    turn: Turn,
    sentences: Sequence[SentenceFacts],
    context: ExtractionContext | None,
) -> list[dict[str, object]]:
    planner = _Planner(conversation, turn, context)
    for k, facts in enumerate(sentences):
        planner.sentence(k, facts)
    return planner.operations
