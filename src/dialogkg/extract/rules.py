"""An offline, deterministic rule-based extractor: typed triples from plain English sentences.

Patterns, not parsing: a copula ("X is Y"), possession ("X has 3 Y"), and subject-verb-object
with verbs from a lexicon, each with negation ("is not", "does not have", "never ..."),
numbers kept in the object, and modality mapped to intent (may/might/could -> Hyp,
should/must -> Advice). First-person subjects become the speaker ("I" -> "alice", "my car" ->
"alice's car") so a speaker's commitments share an anchor. Questions and hedged claims become
Question and Hypothesize operations ("assume", "suppose" give the kind assumption; a hedged
claim depends on the same turn's observations it shares a content word with), "we'll go with"
and the like Resolve into a decision, plain claims Observe; comparatives ("faster than") get
the attribute comparison; a user turn asking to change something sets ``revision``. It finds
less than an LLM would and says nothing it cannot see; it does not link a turn to earlier
turns' arguments (no Support, Undermine or Revise), which needs the state an LLM is given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.schema import Extraction

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_FILLER = re.compile(r"^(?:yes|no|well|so|oh|ok|okay|sure|actually|also|and|but|hmm|wow)\b[,!]?\s*", re.I)
_MODAL_HYP = re.compile(r"\b(may|might|could|probably|perhaps|possibly|likely)\b", re.I)
_MODAL_ADVICE = re.compile(r"\b(should|must|ought to|need to|recommend)\b", re.I)
_ASSUME = re.compile(r"^\s*(?:let's\s+|let us\s+)?(?:assume|suppose|assuming|presumably)\b", re.I)
_DECIDE = re.compile(
    r"\b(?:(?:we|i)(?:'ll| will)? go with|let's go with|(?:we|i) (?:have )?decided|the decision is"
    r"|(?:we|i)'ll use|let's use|we will use)\b",
    re.I,
)
_COMPARATIVE = re.compile(r"\b(?:\w+er|more|less|fewer|better|worse)\s+than\b", re.I)
_CONTENT_WORD = re.compile(r"[a-z][a-z0-9-]{3,}")
_STOP = {
    "this",
    "that",
    "these",
    "those",
    "there",
    "their",
    "they",
    "with",
    "from",
    "have",
    "been",
    "might",
    "could",
    "would",
    "should",
    "maybe",
    "probably",
    "perhaps",
    "likely",
    "because",
    "which",
    "what",
    "when",
    "where",
    "will",
    "than",
    "then",
    "also",
    "just",
    "into",
    "about",
}
_REVISION = re.compile(r"\b(change|replace|update|switch|instead)\b", re.I)
_NUMBER = re.compile(r"\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b", re.I)
_COPULA = re.compile(
    r"^(?P<sub>.+?)\s+(?P<verb>is not|isn't|are not|aren't|was not|wasn't|am not|'m not"
    r"|is|are|was|were|am|'m)\s+(?P<obj>.+)$",
    re.I,
)
_HAVE = re.compile(
    r"^(?P<sub>.+?)\s+(?P<verb>do not have|don't have|does not have|doesn't have|did not have|didn't have|"
    r"have no|has no|have|has|had|own|owns|owned)\s+(?P<obj>.+)$",
    re.I,
)
VERBS = (
    "increase",
    "reduce",
    "decrease",
    "raise",
    "lower",
    "slow",
    "speed",
    "cause",
    "prevent",
    "produce",
    "make",
    "like",
    "love",
    "hate",
    "enjoy",
    "prefer",
    "work",
    "live",
    "play",
    "read",
    "write",
    "eat",
    "drink",
    "drive",
    "visit",
    "include",
    "contain",
    "need",
    "use",
    "want",
    "affect",
    "improve",
    "worsen",
    "help",
    "hurt",
    "support",
    "block",
    "allow",
    "trigger",
    "require",
    "study",
    "teach",
    "sell",
    "buy",
    "build",
    "grow",
)
_SVO = re.compile(
    r"^(?P<sub>.+?)\s+(?P<neg>does not|doesn't|do not|don't|did not|didn't|never|cannot|can't"
    r"|will not|won't)?\s*"
    r"(?P<verb>(?:" + "|".join(VERBS) + r")(?:s|es|ed|d|ing)?)\s+(?P<obj>.+)$",
    re.I,
)
_PRONOUNS = {"i": "{speaker}", "me": "{speaker}", "we": "{speaker}"}
_POSSESSIVE = re.compile(r"^(my|our)\s+", re.I)


@dataclass(frozen=True)
class _Match:
    sub: str
    rel: str
    obj: str
    negated: bool


def _clean(text: str) -> str:
    return " ".join(text.strip().strip(".,;:!?\"'").split())


_TRAILING_MODAL = re.compile(r"\s+(?:may|might|could|should|must|will|would|can|also|really|usually)$", re.I)


def _subject(raw: str, speaker: str) -> str:
    text = _clean(_FILLER.sub("", raw.strip()))
    while _TRAILING_MODAL.search(text):
        text = _TRAILING_MODAL.sub("", text)
    lowered = text.lower()
    if lowered in _PRONOUNS:
        return speaker
    if _POSSESSIVE.match(text):
        return f"{speaker}'s {_POSSESSIVE.sub('', text)}"
    return text


def _match(sentence: str) -> _Match | None:
    body = _clean(re.split(r"[,;:]\s+(?:and|but|because|so|which)\b", sentence, maxsplit=1)[0])
    for pattern in (_HAVE, _COPULA, _SVO):
        m = pattern.match(body)
        if m is None:
            continue
        verb = m.group("verb").lower().replace("'m", "am")
        neg = pattern is _SVO and m.group("neg") is not None
        negated = neg or bool(re.search(r"\bnot\b|n't\b|\bno\b", verb))
        base = re.sub(r"\b(?:do|does|did)\s+not\s+|\b(?:do|does|did)n't\s+", "", verb).replace(" not", "")
        base = base.replace("isn't", "is").replace("aren't", "are").replace("wasn't", "was")
        base = re.sub(r"\s+no$", "", base)
        rel = f"{m.group('neg').lower()} {base}" if neg else (f"{base} not" if negated else base)
        obj = _clean(m.group("obj"))
        sub = m.group("sub")
        if obj and sub and len(sub.split()) <= 8:
            return _Match(sub, rel, obj, negated)
    return None


def _triple(found: _Match, subject: str, sentence: str, hyp: bool) -> dict[str, object]:
    number = bool(_NUMBER.search(found.obj))
    comparison = bool(_COMPARATIVE.search(found.obj))
    if number:
        attribute = "quantity"
    elif comparison:
        attribute = "comparison"
    else:
        attribute = "negation" if found.negated else "property"
    return {
        "sub": subject,
        "rel": found.rel,
        "obj": found.obj,
        "type_sub": "Person" if found.sub.strip().lower() in _PRONOUNS else "Concept",
        "type_obj": "Number" if number else "Concept",
        "rel_type": "negation_assertion" if found.negated else "assertion",
        "attribute": attribute,
        "property_type": "EXCLUSIVE"
        if (number or found.rel in ("is", "am", "are")) and not comparison
        else "ADDITIVE",
        "intent": "Hyp" if hyp else ("Advice" if _MODAL_ADVICE.search(sentence) else "State"),
        "importance": 0.5,
    }


def _words(text: str) -> set[str]:
    return {w for w in _CONTENT_WORD.findall(text.lower()) if w not in _STOP}


def _shares_words(op: dict[str, object], claim: str) -> bool:
    """A hedged claim cites an observation of the same turn when they share a content word."""
    return bool(_words(str(op["claim"])) & _words(claim))


class RulesExtractor:
    name = "rules"

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        triples: list[dict[str, object]] = []
        operations: list[dict[str, object]] = []
        for k, sentence in enumerate(s for s in _SENTENCE.split(turn.text.strip()) if s.strip()):
            local = f"r{turn.index}.{k}"
            if sentence.rstrip().endswith("?"):
                operations.append({"op": "Question", "id": local, "claim": _clean(sentence)})
                continue
            found = _match(sentence)
            subject = _subject(found.sub, turn.speaker) if found is not None else ""
            assume = bool(_ASSUME.search(sentence))
            hyp = assume or bool(_MODAL_HYP.search(sentence))
            if found is not None and subject.strip() and found.obj.strip():
                triples.append(_triple(found, subject, sentence, hyp))
            elif not ((hyp or _DECIDE.search(sentence)) and len(sentence.split()) >= 3):
                continue  # nothing, or only fillers, before the verb: no claim to record
            claim = _clean(sentence)
            if _DECIDE.search(sentence):
                operations.append({"op": "Resolve", "id": local, "claim": claim})
            elif hyp:
                op: dict[str, object] = {"op": "Hypothesize", "id": local, "claim": claim}
                if assume:
                    op["kind"] = "assumption"
                cited = [o["id"] for o in operations if o["op"] == "Observe" and _shares_words(o, claim)]
                if cited:
                    op["depends_on"] = cited
                operations.append(op)
            else:
                operations.append({"op": "Observe", "id": local, "claim": claim})
        role = conversation.participant(turn.speaker).role if turn.speaker else "other"
        revision = True if role == "user" and _REVISION.search(turn.text) else None
        extraction = Extraction.model_validate(
            {"triples": triples, "operations": operations, "revision": revision}
        )
        return TurnExtraction(extraction, self.name)
