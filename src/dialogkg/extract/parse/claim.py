"""``Claim``, one normalised triple as the parser reads it, and its schema fields."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from dialogkg.extract import normalize
from dialogkg.extract.schema import MAX_TEXT

_PERSONAL = normalize.FIRST_PERSON | normalize.SECOND_PERSON


@dataclass(frozen=True)
class Claim:
    """One normalised triple before it becomes schema fields."""

    sub: str
    rel: str
    obj: str
    person: bool  # the subject is a participant
    negated: bool = False
    exclusive: bool = False
    number: bool = False
    second: bool = False  # the subject was "you": a question's predicate about the addressee
    # follows from another claim of the sentence ("I'm a vegan" eats no meat): a yes to a question
    # keeps it, a no drops it; an answer flips only what was asked
    implied: bool = field(default=False, compare=False)
    # asked whether it ever was ("Did you ever smoke?", "Have you ever had a dog?"): a yes says it
    # was once, nothing of now; a no says it never was
    once: bool = field(default=False, compare=False)
    # asked of an amount ("Do you swim a lot?"): a no denies the amount, not the swimming; a "no,
    # never" denies the swimming
    graded: bool = field(default=False, compare=False)
    # said in passing ("at 45 I'm not sure ...", "my wife thinks maybe ..."): a presupposition,
    # stated whatever hedge the sentence puts on its main clause
    aside: bool = field(default=False, compare=False)
    # a denial of now or of late only ("not anymore", "haven't in a while", "I used to", "I lost
    # my job"): an earlier time may have had it, so across sessions it is a change
    of_now: bool = field(default=False, compare=False)


def flipped(claims: list[Claim], negated: bool) -> list[Claim]:
    """The claims of an embedded clause under a denial ("don't know how to cook pasta"): each
    denied, but the bare activity an object-taking use implies ("cook") is dropped, since not
    cooking pasta is not not cooking."""
    if not negated:
        return claims
    objects = {c.rel for c in claims if c.obj != c.rel}
    return [replace(c, negated=not c.negated) for c in claims if not (c.obj == c.rel and c.rel in objects)]


def named_things(claims: Sequence[Claim]) -> list[str]:
    """The things claims name as objects, in order: a count names its kind ("have cat: 2" names
    cats), a state ("be confused"), a bare activity ("read"), an open slot ("any") or a spouse
    names nothing."""
    named: list[str] = []
    for c in claims:
        if c.implied:  # "a dog and a cat" name a dog and a cat, not the pets they make
            continue
        if c.number:
            verb, _, noun = c.rel.removesuffix(normalize.AT_LEAST).partition(" ")  # a bound names its kin
            named += [noun] if verb == "have" and noun else []
        elif c.rel in ("have spouse", "have marital status"):  # "cooking it for my husband": no "it"
            continue
        elif c.rel not in ("be", c.obj) and c.obj != normalize.ANY and c.obj.lower() not in _PERSONAL:
            if {"it", "them"} & set(c.obj.lower().split()):  # "cooking it": "it" is the thing before
                continue
            named.append(c.obj)
    return named


# The marital status a partner says ("my boyfriend": in a relationship; "my wife": married).
PARTNERS = {
    "girlfriend": "in relationship",
    "boyfriend": "in relationship",
    "wife": "married",
    "husband": "married",
}


def partnered(claims: Sequence[Claim]) -> list[Claim]:
    """The marital status a partner had says ("Do you have a girlfriend?" "Yes.": in a
    relationship, which "I'm single" goes back on), for claims that do not say it already."""
    stated = {c.sub for c in claims if c.rel == "have marital status"}
    return [
        Claim(c.sub, "have marital status", PARTNERS[c.obj.lower()], True, exclusive=True, implied=True)
        for c in claims
        if c.rel == "have"
        and c.obj.lower() in PARTNERS
        and c.person
        and not c.negated
        and c.sub not in stated
    ]


# People one lives with, by having them ("Do you have roommates?" "Yep, two of them.").
HOUSEMATES = frozenset({"roommate", "housemate", "flatmate"})


def housemates(claims: Sequence[Claim]) -> list[Claim]:
    """Living with someone, said by having roommates (as "my roommate" says it), which "I live
    alone" goes back on; not for claims that say it already."""
    living = {c.sub for c in claims if c.rel == "live with"}
    had = [
        c
        for c in claims
        if c.person and not c.negated and c.sub not in living
        if (c.rel == "have" and c.obj.lower().rstrip("s") in HOUSEMATES)
        or (c.number and c.rel.startswith("have ") and c.rel[5:].rstrip("s") in HOUSEMATES)
    ]
    return [Claim(c.sub, "live with", "roommate", True, implied=True) for c in had[:1]]


# What a favourite of each kind is done with: a favourite food is eaten, a favourite drink drunk,
# a favourite show watched, a favourite book read, a favourite band heard, a favourite game played
# (not a sport: one may only watch it).
_RELISHED = {
    **dict.fromkeys(("food", "meal", "dish", "snack", "dessert", "fruit", "vegetable", "meat"), "eat"),
    **dict.fromkeys(("drink", "beverage"), "drink"),
    **dict.fromkeys(("show", "series", "sitcom", "movie", "film"), "watch"),
    **dict.fromkeys(("book", "novel", "author", "writer"), "read"),
    **dict.fromkeys(("band", "song", "album", "singer", "artist", "musician"), "listen to"),
    **dict.fromkeys(("game", "boardgame"), "play"),
}


def relished(claims: Sequence[Claim]) -> list[Claim]:
    """The eating a favourite food says ("What's your favorite food?" "Steak.": eats steak,
    which "I don't eat meat" goes back on), for claims that do not say it already."""
    out: list[Claim] = []
    for c in claims:
        kind = c.rel.removeprefix("have favourite ").split()[-1]  # ("comfort food")
        verb = _RELISHED.get(kind) if c.rel.startswith("have favourite ") else None
        if verb is None or not c.person or c.negated or c.number:
            continue
        if not any(d.rel == verb and d.obj == c.obj and d.sub == c.sub for d in claims):
            out.append(Claim(c.sub, verb, c.obj, True, implied=True))
    return out


def speakable(claim: Claim) -> bool:
    """Every slot holds words and fits the schema."""
    return all(s.strip() and len(s) <= MAX_TEXT for s in (claim.sub, claim.rel, claim.obj))


def triple(claim: Claim, intent: str) -> dict[str, object]:
    """The schema fields of a claim (FORMAT.md section 2)."""
    attribute = "negation" if claim.negated else ("quantity" if claim.number else "property")
    fields: dict[str, object] = {
        "sub": claim.sub,
        "rel": claim.rel,
        "obj": claim.obj,
        "type_sub": "Person" if claim.person else "Concept",
        "type_obj": "Number" if claim.number else "Concept",
        "rel_type": "negation_assertion" if claim.negated else "assertion",
        "attribute": attribute,
        "property_type": "EXCLUSIVE" if claim.exclusive else "ADDITIVE",
        "intent": intent,
        "importance": 0.5,
    }
    if claim.negated and claim.of_now:  # (left out otherwise, as the schema's dumps leave it)
        fields["of_now"] = True
    return fields
