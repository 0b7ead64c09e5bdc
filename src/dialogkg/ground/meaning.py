"""Does a candidate sentence say what an argument's claim says, or change its value?

Embedding closeness cannot tell "checkout fails since 09:30" from "checkout fails since 14:05"
(cosine 0.9), yet Verify asks for the same proposition. Two readings go through the SKG-Eval
cascade (``detect.cascade.cascade``), and a hard detector (NegFlip, Antonym, NumMismatch, EOC,
SameTypeEOC) firing means the candidate contradicts the claim:

- aligned wording: when the two sentences differ in one short span and agree elsewhere, the
  shared words are the relation and the spans its two values ("09:30" vs "14:05", "half" vs "a
  third", "twice" vs "three times", "Frankfurt" vs "Dublin"); only spans that hold values
  (numbers, times, quantities, names) or opposites are compared, so a paraphrase ("stale" vs
  "outdated") is left alone; a qualifier one side leaves out ("our", "in the logs") may sit
  beside the span, one that holds a value or denies ("not", "in Dublin") may not;
- triples: both sentences go through the same offline extractor, and edges on the same subject
  are compared, relation with relation and object with object.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dialogkg.detect.cascade import EdgeView, cascade
from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract.normalize import NUMBER_WORDS
from dialogkg.extract.schema import TripleAnnotation

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

# (text, speaker) -> the triples an offline extractor reads in the text, "I" being the speaker.
TripleReader = Callable[[str, str], Sequence[TripleAnnotation]]

HARD = frozenset({"NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC"})
MAX_SPAN = 4  # words in a differing span still read as one value
SAME_SUBJECT = 0.80  # cosine at which two subject labels name one thing

_TOKEN = re.compile(r"\d+(?:[.:,]\d+)*%?|[\w'-]+")
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "our", "my", "your", "their", "its"})
_FRACTIONS = {
    "half": "0.5",
    "a half": "0.5",
    "one half": "0.5",
    "a third": "0.333",
    "one third": "0.333",
    "a quarter": "0.25",
    "one quarter": "0.25",
    "two thirds": "0.667",
    "three quarters": "0.75",
    "a fifth": "0.2",
    "one fifth": "0.2",
    "none": "0",
    "all": "1",
    "every": "1",
    "twice": "2",
    "double": "2",
    "triple": "3",
}
_NEGATING_PREFIXES = ("un", "in", "im", "ir", "il", "non", "non-", "dis")
_NUMBER_WORD = re.compile(
    r"^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty"
    r"|hundred|thousand|dozen)$",
    re.I,
)
_TIME_WORD = re.compile(
    r"^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tomorrow|noon|midnight"
    r"|morning|afternoon|evening|night|am|pm)$",
    re.I,
)


@dataclass(frozen=True)
class Conflict:
    """Which detector fired, on which values of the candidate and the claim."""

    detector: str
    candidate: str
    claim: str

    def describe(self) -> str:
        return f"{self.detector}: {self.candidate!r} vs {self.claim!r}"


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _quantity(span: str) -> str | None:
    """A fraction, quantity word or multiple as a number ("a third" -> "0.333", "three times" ->
    "3"), else None."""
    lowered = " ".join(w for w in span.lower().split() if w not in ("of", "about", "around", "roughly"))
    times = re.fullmatch(r"(\d+(?:\.\d+)?|[a-z]+) times", lowered)
    if times is not None:
        count = times.group(1)
        if count.replace(".", "", 1).isdigit():
            return count
        if count in NUMBER_WORDS:
            return str(NUMBER_WORDS[count])
    return _FRACTIONS.get(lowered)


def _is_value(tokens: Sequence[str]) -> bool:
    """Numbers, times, quantities and names are values of a slot; common words are wording."""
    if not tokens:
        return False
    words = [t for t in tokens if t.lower() not in _DETERMINERS]
    if not words:
        return False
    if _quantity(" ".join(tokens)) is not None:
        return True
    return all(
        any(c.isdigit() for c in w) or _NUMBER_WORD.match(w) or _TIME_WORD.match(w) or w[:1].isupper()
        for w in words
    )


_NEGATING = frozenset(
    {"not", "no", "never", "none", "nothing", "nobody", "without", "neither", "nor", "only"}
)


def _qualifier(tokens: Sequence[str]) -> bool:
    """A few words one sentence adds that hold no value and deny nothing: "our", "in the logs"."""
    words = [t.lower() for t in tokens]
    return (
        len(tokens) <= MAX_SPAN
        and not any(w in _NEGATING or w.endswith("n't") for w in words)
        and not any(any(c.isdigit() for c in t) or _NUMBER_WORD.match(t) for t in tokens)
        and not any(t[:1].isupper() and t.lower() not in _DETERMINERS for t in tokens)
    )


def _prefix_negation(a: str, b: str) -> bool:
    """One word is the other with a negating prefix ("unhealthy" / "healthy")."""
    a, b = a.lower(), b.lower()
    short, long = sorted((a, b), key=len)
    return " " not in long and any(long == f"{p}{short}" for p in _NEGATING_PREFIXES)


def _label(tokens: Sequence[str]) -> str:
    span = " ".join(tokens)
    return _quantity(span) or span


def aligned_conflict(candidate: str, claim: str, embedder: Embedder) -> Conflict | None:
    """One differing span each, the rest the same: compare the two values through the cascade."""
    a, b = _tokens(candidate), _tokens(claim)
    matcher = difflib.SequenceMatcher(a=[t.lower() for t in a], b=[t.lower() for t in b], autojunk=False)
    opcodes = matcher.get_opcodes()
    changes = [op for op in opcodes if op[0] == "replace"]
    # A qualifier one side leaves out ("Our CI builds", "the hit rate in the logs") is no second
    # value; a left-out value, number or negation is.
    left_out = [
        a[i1:i2] if tag == "delete" else b[j1:j2]
        for tag, i1, i2, j1, j2 in opcodes
        if tag in ("insert", "delete")
    ]
    if len(changes) != 1 or any(not _qualifier(span) for span in left_out):
        return None
    _, i1, i2, j1, j2 = changes[0]
    span_c, span_h = a[i1:i2], b[j1:j2]
    shared = [a[k] for tag, k1, k2, _, _ in opcodes if tag == "equal" for k in range(k1, k2)]
    shared = [t for t in shared if t.lower() not in _DETERMINERS]
    if len(shared) < 2 or len(span_c) > MAX_SPAN or len(span_h) > MAX_SPAN:
        return None
    lex = default_lexicons()
    text_c, text_h = " ".join(span_c), " ".join(span_h)
    frame = " ".join([*a[:i1], "_", *a[i2:]])
    if _prefix_negation(text_c, text_h):  # "unhealthy" denies "healthy"
        denied = "negation_assertion" if len(text_c) > len(text_h) else "assertion"
        affirmed = "assertion" if denied == "negation_assertion" else "negation_assertion"
        current = EdgeView(frame, denied, "State", "EXCLUSIVE", text_h, "Concept")
        historical = EdgeView(frame, affirmed, "State", "EXCLUSIVE", text_h, "Concept")
        outcome = cascade(current, historical, 1.0, 1.0, lex)
        return Conflict(str(outcome.detector), text_c, text_h) if outcome.detector in HARD else None
    opposite = lex.opposite(text_c, text_h) or lex.opposite_values(text_c, text_h)
    if not opposite and not (_is_value(span_c) and _is_value(span_h)):
        return None
    number = _quantity(text_c) is not None or any(c.isdigit() for c in text_c)
    if opposite:  # the differing words are the relation: "users like it" / "users hate it"
        current = EdgeView(text_c, "assertion", "State", "EXCLUSIVE", frame, "Concept")
        historical = EdgeView(text_h, "assertion", "State", "EXCLUSIVE", frame, "Concept")
        rs, os = _cosine(embedder, text_c, text_h), 1.0
    else:
        kind = "Number" if number else "Concept"
        current = EdgeView(frame, "assertion", "State", "EXCLUSIVE", _label(span_c), kind)
        historical = EdgeView(frame, "assertion", "State", "EXCLUSIVE", _label(span_h), kind)
        rs, os = 1.0, _cosine(embedder, text_c, text_h)
    outcome = cascade(current, historical, rs, os, lex)
    if outcome.confidence > 0 and outcome.detector in HARD:
        return Conflict(str(outcome.detector), text_c, text_h)
    return None


def _subject_key(label: str) -> str:
    return " ".join(w for w in label.lower().split() if w not in _DETERMINERS)


def _view(t: TripleAnnotation) -> EdgeView:
    return EdgeView(t.rel, t.rel_type, t.intent, t.property_type, t.obj, t.type_obj)


def triple_conflict(
    candidate: Sequence[TripleAnnotation], claim: Sequence[TripleAnnotation], embedder: Embedder
) -> Conflict | None:
    """Edges of the candidate and the claim on one subject, through the cascade."""
    lex = default_lexicons()
    for c in candidate:
        for h in claim:
            same = _subject_key(c.sub) == _subject_key(h.sub)
            if not same and _cosine(embedder, c.sub, h.sub) < SAME_SUBJECT:
                continue
            rs, os = _cosine(embedder, c.rel, h.rel), _cosine(embedder, c.obj, h.obj)
            outcome = cascade(_view(c), _view(h), rs, os, lex)
            if outcome.confidence > 0 and outcome.detector in HARD:
                return Conflict(str(outcome.detector), f"{c.rel} {c.obj}", f"{h.rel} {h.obj}")
    return None


# A hedge or an opener before the proposition ("Perhaps the API returns malformed JSON") is no
# part of the value compared: "The API returns valid JSON" changes one span of it, not two.
_OPENING = re.compile(
    r"^\s*(?:(?:perhaps|maybe|possibly|probably|i think|i guess|i suspect|it could be that|it might be that"
    r"|so|well|ok|okay|actually)\b[,]?\s+)+",
    re.I,
)


def conflict(
    candidate: str, claim: str, speaker: str, embedder: Embedder, triples: TripleReader | None = None
) -> Conflict | None:
    """How the candidate contradicts the claim, or None when nothing says it does."""
    found = aligned_conflict(_OPENING.sub("", candidate), _OPENING.sub("", claim), embedder)
    if found is None and triples is not None:
        found = triple_conflict(triples(candidate, speaker), triples(claim, speaker), embedder)
    return found


def _cosine(embedder: Embedder, a: str, b: str) -> float:
    if a == b:
        return 1.0
    vectors = embedder.encode([a, b])
    return float(vectors[0] @ vectors[1])


def offline_reader() -> TripleReader:
    """Triples by the default offline extractor (the parser, or the rules without a parser model)."""
    from dialogkg.conversation.readers import parse_conversation
    from dialogkg.errors import DialogKGError
    from dialogkg.extract.base import Extractor, get_extractor
    from dialogkg.extract.rules import RulesExtractor

    chosen: list[Extractor] = []
    try:
        chosen.append(get_extractor("parse"))
    except (DialogKGError, ImportError):
        chosen.append(RulesExtractor())

    read_before: dict[tuple[str, str], Sequence[TripleAnnotation]] = {}

    def read(text: str, speaker: str) -> Sequence[TripleAnnotation]:
        if (text, speaker) in read_before:
            return read_before[(text, speaker)]
        doc = {"id": "candidate", "turns": [{"speaker": speaker or "someone", "role": "user", "text": text}]}
        conversation = parse_conversation(doc)
        try:
            found = chosen[0].extract(conversation, conversation.turns[0]).extraction.triples
        except DialogKGError:  # no parser model after all: the rules, from now on
            chosen[0] = RulesExtractor()
            found = chosen[0].extract(conversation, conversation.turns[0]).extraction.triples
        read_before[(text, speaker)] = found
        return found

    return read
