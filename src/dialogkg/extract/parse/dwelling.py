"""The kind of home the speaker lives in: an apartment, a house or a farm.

"I live in a tiny apartment downtown" and, later, "I live on a farm, we have goats" are two homes
the speaker cannot have at once; a house and a farm can be one (a farmhouse). Read from "live
in / on a ..." said now and from "my / our apartment" (not "my old apartment", nor a past
"I lived in a dorm", nor "I wish I could get my own house"). The claim fills one slot,
``normalize.DWELLING``; the cascade compares its values by kind (``normalize.two_dwellings``), as
their words embed close ("apartment" / "house", 0.63)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.implied import parted_with
from dialogkg.extract.parse.words import FAVOURITE, FORMER, MODALS, is_negated, kids

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


# Homes that are also workplaces.
_WORKED_IN = frozenset({"studio", "loft"})
# Prepositions that place something by one's home rather than describe it.
_AROUND = frozenset({"near", "at", "to", "by", "from", "behind", "around", "outside", "across", "over"})


def dwelling(sentence: Span) -> str | None:
    """The kind of home the sentence says the speaker lives in now, if it says one."""
    if normalize.asks(sentence.text):
        return None
    for token in sentence:
        kind = normalize.DWELLING_KINDS.get(token.lemma_.lower())
        # ("a huge old Victorian house" is an aged one, not one lived in before)
        aged = any(d.lower_ in ("a", "an") for d in kids(token, "det"))
        # ("my favorite studio" is one of several places gone to, not the one home)
        if kind is None or any(
            (m.lower_ in FORMER and not (aged and m.lower_ == "old"))
            or m.lower_ in ("first", "next", "new")
            or m.lower_ in FAVOURITE
            for m in token.lefts
        ):
            continue
        # "a small apartment downtown", the small model's compound: the phrase's head stands for it
        host = token.head if token.dep_ == "compound" else token
        # "the diner near my house", "come over to my house": home, whatever its kind
        where = host.lower_ == "house" and host.dep_ == "pobj" and host.head.lower_ in _AROUND
        if parted_with(host):
            continue  # "we sold our house"
        # a studio or loft of one's own may be worked in ("my studio", a painter's): lived in only
        # when said so
        worked_in = token.lemma_.lower() in _WORKED_IN
        if _lived_in(host) or (
            any(p.lower_ in ("my", "our") for p in kids(host, "poss"))
            and not wished(host)
            and not where
            and not worked_in
        ):
            return kind
    return None


def home_lacks(sentence: Span) -> list[Token]:
    """What the speaker's home is said, in passing, to lack: "I live in a condo with no yard", "my
    studio without a kitchen" ("my apartment has no dishwasher" is a clause of its own, read by
    ``Reader._home_has``)."""
    if normalize.asks(sentence.text):
        return []
    lacking: list[Token] = []
    for token in sentence:
        if normalize.DWELLING_KINDS.get(token.lemma_.lower()) is None:
            continue
        host = token.head if token.dep_ == "compound" else token
        mine = any(p.lower_ in ("my", "our") for p in kids(host, "poss")) and not wished(host)
        if not (_lived_in(host) or mine):
            continue
        for prep in kids(host, "prep"):
            for thing in kids(prep, "pobj"):
                no = prep.lower_ == "with" and any(d.lower_ == "no" for d in kids(thing, "det"))
                if (no or prep.lower_ == "without") and thing.pos_ == "NOUN":
                    lacking += [thing, *thing.conjuncts]
    return lacking


def wished(home: Token) -> bool:
    """ "I wish I could get my own house", "we'd love to sell our house", "my dream is to own my
    own apartment": a home wished for, or one a wish is about, is not said to be lived in."""
    for up in home.ancestors:
        if up.lemma_.lower() in normalize.WISH_VERBS or any(a.lower_ in MODALS for a in kids(up, "aux")):
            return True
        if any(s.lemma_.lower() in normalize.WISH_VERBS for s in kids(up, "nsubj")):
            return True  # "my dream is to ..."
    return False


def _lived_in(place: Token) -> bool:
    """ "I live in a tiny apartment", "we live on a farm": said now, not denied or wished."""
    prep = place.head
    if place.dep_ != "pobj" or prep.lower_ not in ("in", "on") or prep.head.lemma_.lower() != "live":
        return False
    verb = prep.head
    own = any(s.lower_ in normalize.FIRST_PERSON for s in kids(verb, "nsubj"))
    present = verb.tag_ in ("VBP", "VBZ") or (
        verb.tag_ == "VBG" and any(a.lower_ in ("am", "'m", "are", "'re") for a in kids(verb, "aux"))
    )
    return own and present and not is_negated(verb)
