"""What a diet, a condition or an allergy rules out taking, however it is told: "I'm vegan"
eats no meat, fish, dairy or eggs; "I have celiac disease" no gluten; "my peanut allergy" no
peanuts; and a diet named alone in reply ("Are you vegetarian?" "Vegan actually."). The foods
each covers are sets of hypernyms.tsv (dairy > cheese, gluten > bagel), so "brie on crackers
every day" goes back on a vegan's word."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.words import consumption, kids, phrase, verbless_statement

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# What each diet or condition leaves out, by the set hypernyms.tsv names.
ABSTAINED: dict[str, tuple[str, ...]] = {
    "vegan": ("meat", "fish", "dairy", "egg"),
    "vegetarian": ("meat",),
    "celiac": ("gluten",),
    "coeliac": ("gluten",),
    "dairy free": ("dairy",),
    "gluten free": ("gluten",),
    "celiac disease": ("gluten",),
    "coeliac disease": ("gluten",),
    "gluten intolerance": ("gluten",),
}


# Conditions one has: "I have celiac disease".
_CONDITIONS = ("celiac", "coeliac", "disease", "intolerance")


def _abstained(value: str) -> tuple[str, ...]:
    """The sets a value names a diet of ("a strict vegan", "celiac disease", "gluten-free")."""
    words = value.lower().replace("-", " ").split()
    for size in (2, 1):  # the longest name first: "celiac disease", then "celiac"
        for start in range(len(words) - size + 1):
            if (named := ABSTAINED.get(" ".join(words[start : start + size]))) is not None:
                return named
    return ()


def abstentions(claims: Sequence[Claim], speaker: str) -> list[Claim]:
    """The foods the speaker's own diet or condition leaves out ("I'm vegan", "I have celiac
    disease", "I avoid gluten"), for claims that do not say it already."""
    out: list[Claim] = []
    for c in claims:
        if c.sub != speaker or c.negated or not c.person:
            continue
        sets: tuple[str, ...] = ()
        value = c.obj.replace("-", " ")
        # "I'm vegan", "I'm a strict vegetarian", "I'm celiac"; "I have celiac disease"
        if c.rel == "be" or (c.rel == "have" and value.endswith(_CONDITIONS)):
            sets = _abstained(c.obj)
        elif c.rel in ("eat", "follow", "go") and value.removesuffix(" diet") in ABSTAINED:
            sets = _abstained(c.obj)  # "I eat gluten-free", "I follow a vegan diet", "went vegan"
        elif c.rel == "avoid" and c.obj in ("gluten", "dairy", "meat", "egg", "eggs"):
            sets = (c.obj.removesuffix("s"),)
        out += [Claim(speaker, "eat", kind, True, negated=True, implied=True) for kind in sets]
    return [c for c in dict.fromkeys(out) if c not in claims]


# Words that make a diet a question or someone else's, not the speaker's own.
_NOT_OWN = frozenset({"not", "no", "never", "friend", "wife", "husband", "sister", "brother", "mom", "dad"})


def named_diet(sentence: Span, speaker: str) -> list[Claim]:
    """A diet said with no verb, in reply or as a lead ("Vegan actually, for five years now.",
    "Strict vegetarian here."): the speaker's own."""
    if not verbless_statement(sentence):
        return []
    words = {t.lower_ for t in sentence}
    if words & _NOT_OWN:
        return []
    head = sentence.root
    if head.pos_ not in ("ADJ", "NOUN", "PROPN") or not _abstained(head.lower_):
        return []
    return [Claim(speaker, "be", head.lower_, True)]


def owned_allergies(sentence: Span, speaker: str) -> list[Claim]:
    """ "my peanut allergy", "for my peanut allergy checkup": a food the speaker does not take,
    an animal the speaker does not keep (a "have ... allergy" is read with its clause)."""
    out: list[Claim] = []
    for allergy in sentence:
        if allergy.lemma_.lower() != "allergy" or not _mine(allergy):
            continue
        # (the small model may hang both words on the noun after: "my peanut allergy checkup")
        flat = (
            [t for t in kids(allergy.head, "compound") if t.i < allergy.i]
            if allergy.dep_ == "compound"
            else []
        )
        out += [c for thing in kids(allergy, "compound") or flat if (c := ruled_out(thing, speaker))]
    return out


def ruled_out(allergen: Token, speaker: str) -> Claim | None:
    """What an allergy to the thing rules out: a food or drink not taken, an animal not kept
    (pollen, neither, rules out nothing)."""
    taken = consumption(allergen) or ("have" if default_lexicons().animal(phrase(allergen)) else None)
    return Claim(speaker, taken, phrase(allergen), True, negated=True, implied=True) if taken else None


def _mine(noun: Token) -> bool:
    """Is the noun, or the phrase it is part of, the speaker's own ("my ... allergy")?"""
    while True:
        if any(p.lower_ == "my" for p in kids(noun, "poss")):
            return True
        if noun.dep_ not in ("compound", "amod") or noun.head is noun:
            return False
        noun = noun.head
