"""How often a deed is done, as a claim of its own: "I cook every day" says the speaker cooks
often, "I rarely cook, maybe once a month" that they do not. The two meet only each other (a
relation "<verb> often", see ``normalize.habitual``), so "I rarely cook" goes back on "I cook
every single day" and says nothing against "I cook" or "I love cooking"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.clauses import SELDOM
from dialogkg.extract.parse.words import CUPS, SERVINGS, is_negated, kids, phrase, serving, verbless_statement

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

_OFTEN = frozenset({"always", "constantly", "daily", "nightly", "religiously"})
# The units an "every" or a "most" makes a habit of: "every morning", "most weekends".
_DAILY = frozenset(
    {"day", "night", "morning", "evening", "afternoon", "week", "weekend", "weekday"}
    | {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
)
_LONG = frozenset({"month", "year"})
# Verbs too light to name a habit without their object or place ("I hardly ever go").
_LIGHT = frozenset({"go", "do", "get", "make", "take", "come", "put", "give"})
# Deeds done without an object besides the activities (normalize.ACTIVITIES): "we talk every night".
_DONE_ALONE = frozenset({"talk", "chat", "call", "text", "walk", "work", "study", "practice", "train", "nap"})
# Clauses of their own under the head: their adverbs are theirs.
_OWN_CLAUSES = frozenset({"advcl", "relcl", "ccomp", "acl", "csubj", "parataxis", "conj"})
GOING = "go to"
# Relations of a state or an attitude, not of a deed done now and then.
STATES = frozenset(
    {"be", "have", "like", "dislike", "want", "prefer", "fear", "need", "feel", "know", "think"}
    | {"hope", "wish", "love", "hate", "enjoy", "adore", "miss", "mind", "care"}
)


def _adjuncts(head: Token) -> list[Token]:
    """The words of the clause outside clauses of their own."""
    found: list[Token] = []
    stack = [c for c in head.children if c.dep_ not in _OWN_CLAUSES]
    while stack:
        token = stack.pop()
        found.append(token)
        stack += [c for c in token.children if c.dep_ not in _OWN_CLAUSES]
    return found


def frequency(head: Token) -> bool | None:
    """True for a deed said to be done often ("every day", "three times a week", "always"), False
    for one said to be seldom done ("rarely", "hardly ever", "once a month", "a couple times a
    year"), None when neither or both is said, or the clause is denied."""
    if is_negated(head):
        return None
    return _how_often(_adjuncts(head))


def _how_often(adjuncts: list[Token]) -> bool | None:
    often = seldom = False
    # "I only run like once a month": the small model may hang the "once" on the verb
    once = any(t.lower_ in ("once", "twice") for t in adjuncts)
    for token in adjuncts:
        word = token.lower_
        if token.dep_ == "advmod" and word in _OFTEN:
            often = True
        elif token.dep_ == "advmod" and word in SELDOM:
            seldom = True
        elif word == "time" and any(d.lower_ == "all" for d in token.lefts):
            often = True  # "all the time"
        lemma = token.lemma_.lower()
        marks = {d.lower_ for d in token.lefts}
        if lemma in _DAILY and marks & {"every", "most", "each"}:
            often = True
        # "three times a week", "once a month", "a couple times a year", "five days a week"
        counted = (
            token.head.lemma_.lower() == "time"
            or once
            or (token.head.lemma_.lower() in _DAILY and bool(kids(token.head, "nummod")))
        )
        if lemma in _DAILY | _LONG and "a" in marks and counted:
            often, seldom = (often or lemma in _DAILY), (seldom or lemma in _LONG)
        if lemma in _LONG and "every" in marks and "few" in {a.lower_ for a in kids(token, "amod")}:
            seldom = True  # "once every few years"
    if often == seldom:
        return None
    return often


def habits(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """The speaker's deeds of the clause with how often they are done, when the clause says it."""
    often = frequency(head)
    if often is None:
        return []
    out = [
        habit
        for claim in said
        if claim.sub == speaker and not claim.exclusive
        if (habit := _habit(claim, speaker, often)) is not None
    ]
    if not out and (bare := bare_habit(head, speaker)) is not None:
        out.append(replace(bare, negated=not often))  # "we talk every night"
    return list(dict.fromkeys(out))


def bare_habit(head: Token, speaker: str) -> Claim | None:
    """The habit of a deed the speaker does with no object ("I cook", "we talk"), asserted; the
    caller says how often."""
    own = any(s.lower_ in ("i", "we") for s in kids(head, "nsubj"))
    lemma = head.lemma_.lower()
    if not own or head.pos_ != "VERB" or lemma in STATES | _LIGHT or kids(head, "xcomp", "ccomp", "prep"):
        return None
    if lemma not in normalize.ACTIVITIES | _DONE_ALONE and not kids(head, "dobj"):
        return None  # "Love basketball, I play every weekend": the thing played is elsewhere
    habit = normalize.habitual(normalize.relation(lemma))
    if normalize.relation(lemma) in STATES:  # "I rarely love ...": a liking, however worded
        return None
    things = kids(head, "dobj")  # "I rarely eat meat"
    if things and serving(things[0]) is not None:
        return None  # "I drink two cups every morning": of what, the reader tells or no one does
    return Claim(speaker, habit, phrase(things[0]) if things else habit, True)


def answered(reply: Span, asked: Sequence[Claim], speaker: str) -> list[Claim]:
    """The habits a reply of how often gives the deeds a question asked about: "Do you run a
    lot?" "Every morning, rain or shine." runs often; "How often do you go to the gym?" "Maybe
    once a month." does not. Only a verbless reply or a bare "I do" answers so; a clause of its own
    says its own habits (``habits``)."""
    root = reply.root
    if root.pos_ in ("VERB", "AUX") and not (root.lemma_.lower() == "do" and not kids(root, "dobj")):
        return []
    if any(is_negated(t) for t in reply if t.pos_ in ("VERB", "AUX")):
        return []
    often = _how_often(list(reply))
    if often is None:
        return []
    out = [habit for claim in asked if (habit := _habit(claim, speaker, often)) is not None]
    return list(dict.fromkeys(out))


def _habit(claim: Claim, speaker: str, often: bool) -> Claim | None:
    """The speaker's habit of the claim's deed, done often or not; None unless the claim is a deed
    and its object (not "run before: work", not a state) or a place gone to ("the gym every day")."""
    verb = claim.rel.split()[0]
    if claim.negated or claim.number or verb in STATES or claim.rel not in (verb, GOING):
        return None
    habit = normalize.habitual(claim.rel)
    thing = habit if claim.obj == claim.rel else claim.obj
    return Claim(speaker, habit, thing, True, negated=not often)


def served_alone(sentence: Span, speaker: str) -> list[Claim]:
    """A serving said with no verb ("Three cups of coffee, every single morning.", "big bowl of
    ramen for lunch today!"): the speaker's own, taken (not a question: "A cup of tea?")."""
    if not verbless_statement(sentence):
        return []
    root = sentence.root
    lemma = root.lemma_.lower()
    things = [o for p in kids(root, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
    if not things or lemma not in SERVINGS or kids(root, "poss"):
        return []  # ("my cup of tea" is a liking, read elsewhere)
    taken = "drink" if lemma in CUPS else "eat"
    return [Claim(speaker, taken, phrase(things[0]), True)]
