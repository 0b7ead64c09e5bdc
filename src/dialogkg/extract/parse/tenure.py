"""How long the speaker has done a thing: for years, or only since just now.

"I've played piano since I was little" and "I just started piano lessons last month" cannot both
hold; nor "I've worked there for about ten years" and "I just started at the bakery last week".
Each is read as one claim of the relation ``NEW`` ("be new to") about the thing done: denied by
years of it, asserted by a start just made. The thing is named so that two wordings meet: a
job is "work" (worked there, started at the bakery, got hired), a marriage "marriage", lessons
are of their subject ("piano lessons": piano), a home is the place lived in or moved to.

Years of a thing need a perfect ("I've lived here for twenty years"): "I played for ten years"
may have ended. A start is recent when said with "just" or "recently", or dated to the last
week, month, season or year ("last month", "two weeks ago", "last Monday").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.words import AHEAD, gerund_activity, is_negated, kids, lifelong, numeral, perfect

if TYPE_CHECKING:
    from spacy.tokens import Token

NEW = "be new to"
_LONG_UNITS = frozenset({"year", "decade"})
_SHORT_UNITS = frozenset({"day", "week", "month", "weekend"})
_SEASONS = frozenset({"spring", "summer", "fall", "autumn", "winter"})
_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_STARTS = frozenset({"start", "begin", "join"})
_TAKEN_UP = frozenset({"pick", "take"})  # "picked up a guitar", "took up running"
_LESSONS = frozenset({"lesson", "class", "course"})
_JOBS = frozenset({"job", "career", "work", "shift", "position"})
_CHILDHOOD = frozenset({"little", "kid", "child", "young", "younger", "small", "teenager", "baby", "toddler"})


def tenure(head: Token, speaker: str) -> list[Claim]:
    """A claim of being new to the thing the clause does, or of not being new to it."""
    if is_negated(head) or any(a.lower_ in AHEAD for a in kids(head, "aux")):
        return []
    if (deed := _learned_young(head)) is not None:  # "My grandma taught me to knit when I was six"
        return [Claim(speaker, NEW, deed, True, negated=True, implied=True)]
    if not _own(head):
        return []
    if _for_years(head) and (key := _thing(head)) is not None:
        return [Claim(speaker, NEW, key, True, negated=True, implied=True)]
    if _begun(head) and _recent(head) and (key := _thing(head, started=True)) is not None:
        return [Claim(speaker, NEW, key, True, implied=True)]
    return []


def _learned_young(head: Token) -> str | None:
    """The deed of "I learned to swim when I was five", "my dad taught me to fish as a kid": known
    since childhood, so not new."""
    lemma = head.lemma_.lower()
    taught = lemma == "teach" and any(o.lower_ == "me" for o in kids(head, "dobj", "dative"))
    if not (taught or (lemma == "learn" and _own(head))) or head.tag_ not in ("VBD", "VBN"):
        return None
    deeds = [x for x in kids(head, "xcomp", "ccomp") if x.pos_ == "VERB"]
    if not deeds or not (_as_a_child(head) or _as_a_child(deeds[0])):  # (the parser hangs it on either)
        return None
    return str(deeds[0].lemma_.lower())


def _as_a_child(head: Token) -> bool:
    """ "when I was six / little / a kid", "as a kid", "at age 5"."""
    for clause in kids(head, "advcl"):
        if clause.lemma_.lower() == "be" and any(m.lower_ == "when" for m in kids(clause, "advmod", "mark")):
            said = kids(clause, "acomp", "attr")
            young = any(t.lemma_.lower() in _CHILDHOOD for s in said for t in (s, *kids(s, "amod")))
            aged = any((n := numeral(s)) is not None and float(n) < 13 for s in said)
            if young or aged:
                return True
    return any(
        o.lemma_.lower() in _CHILDHOOD
        for p in kids(head, "prep")
        if p.lower_ == "as"
        for o in kids(p, "pobj")
    )


def _own(head: Token) -> bool:
    """ "I ...", "we ...", "my husband and I ..."."""
    subjects = kids(head, "nsubj", "nsubjpass")
    return any(t.lower_ in ("i", "we") for s in subjects for t in (s, *s.conjuncts))


def _for_years(head: Token) -> bool:
    """Years of it up to now: "I've worked there for ten years", "been playing since I was
    little", "twenty years now", "my whole life"."""
    if not (perfect(head) or any(a.lower_ == "been" for a in kids(head, "aux", "auxpass"))):
        return False
    spans = [o for p in kids(head, "prep") if p.lower_ == "for" for o in kids(p, "pobj")]
    spans += [n for n in kids(head, "npadvmod") if n.lemma_.lower() in _LONG_UNITS]
    if any(_years(span) for span in spans) or any(lifelong(t) for t in head.subtree):
        return True
    # "since I was little", "since I was a kid"
    for clause in kids(head, "advcl"):
        if any(m.lower_ == "since" for m in kids(clause, "mark")) and clause.lemma_.lower() == "be":
            said = [*kids(clause, "acomp", "attr")]
            if any(t.lemma_.lower() in _CHILDHOOD for s in said for t in (s, *kids(s, "amod"))):
                return True
    return False


def _years(span: Token) -> bool:
    """Two years or more: "ten years", "about fifteen years", "many years", "a few decades"."""
    if span.lemma_.lower() not in _LONG_UNITS or span.lower_ in ("year", "decade"):
        return span.lemma_.lower() == "decade" and span.lower_ == "decades"
    counts = [numeral(n) for n in kids(span, "nummod")]
    if any(c is not None and float(c) >= 2 for c in counts):
        return True
    return any(a.lower_ in ("many", "several", "few") for a in kids(span, "amod", "det"))


def _begun(head: Token) -> bool:
    """A start: "started", "began", "joined", "picked up", "moved", "got married", "got hired"."""
    lemma = head.lemma_.lower()
    if head.tag_ not in ("VBD", "VBN"):
        return False
    if lemma in _STARTS or lemma in ("move", "marry", "hire"):
        return True
    return lemma in _TAKEN_UP and any(p.lower_ == "up" for p in kids(head, "prt"))


def _recent(head: Token) -> bool:
    """ "just", "recently", "last month", "two weeks ago", "last Monday", "last year"."""
    if any(a.lower_ in ("just", "recently") for a in kids(head, "advmod")):
        return True
    for token in head.subtree:
        if token.lower_ == "last" and token.head.lemma_.lower() in (
            _SHORT_UNITS | _SEASONS | _DAYS | {"year"}
        ):
            return True
        if token.lower_ == "ago":
            units = [n for n in token.subtree if n.lemma_.lower() in _SHORT_UNITS | {"year"}]
            # ("a year ago" is recent; "five years ago" is not)
            if any(n.lemma_.lower() in _SHORT_UNITS or n.lower_ == "year" for n in units):
                return True
    return False


def _thing(head: Token, started: bool = False) -> str | None:
    """What is done, named so that its wordings meet (see the module's docstring)."""
    lemma = head.lemma_.lower()
    if lemma in ("work", "hire"):
        return "work"
    if lemma == "be" and any(normalize.occupation(a.lemma_.lower()) for a in kids(head, "attr")):
        return "work"  # "I've been a pharmacist here for fifteen years"
    if lemma == "marry" or any(a.lower_ == "married" for a in kids(head, "acomp", "attr")):
        return "marriage"
    if lemma in ("live", "move"):
        places = [
            o for p in kids(head, "prep") if p.lower_ in ("in", "to", "into", "on") for o in kids(p, "pobj")
        ]
        return (
            places[0].lemma_.lower()
            if places and places[0].pos_ == "NOUN"
            else (places[0].text if places else None)
        )
    for thing in kids(head, "dobj"):
        noun = gerund_activity(thing) or thing.lemma_.lower()  # "picked up knitting": knit
        if noun in _LESSONS:  # "piano lessons": piano
            kinds = kids(thing, "compound")
            return kinds[0].lemma_.lower() if kinds else None
        if noun in _JOBS:
            return "work"
        return noun if thing.pos_ in ("NOUN", "PROPN") else None
    for deed in kids(head, "xcomp"):  # "started playing guitar", "took up running"
        if deed.tag_ == "VBG":
            return _thing(deed) or deed.lemma_.lower()
    if started and lemma in _STARTS and any(p.lower_ == "at" for p in kids(head, "prep")):
        return "work"  # "I just started at the bakery"
    return lemma if lemma in normalize.ACTIVITIES else None
