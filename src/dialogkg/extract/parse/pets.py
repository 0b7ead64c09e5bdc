"""Which kind of animal a named pet is: one value per pet.

"I have a cat named Luna" and, later, "Luna is a rabbit" (or, asked "what does Luna eat?", "she's
a rabbit") go back on each other; nothing else they say meets. A pet introduced by name ("a cat
named Luna", "a parrot called Kiwi", "my dog Max") and a name said to be an animal ("Luna is a
rabbit") each become ``<name> | be of kind | <animal>``, exclusive, so two kinds of one name are
two values of one slot (a breed is its kind's member: "a dog named Max" / "Max is a lab" agree,
hypernyms.tsv). The name is the subject, lower-cased: two pets never share a slot."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.words import kids, phrase

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

KIND = "be of kind"


def _animal(word: str) -> bool:
    # ("a pet named Luna" names no kind)
    return word not in ("pet", "animal") and default_lexicons().animal(word)


def _kind_words(value: Token) -> str:
    """The kind a noun names with its compounds: "maine coon", "german shepherd", "dog"."""
    return " ".join([*(c.lower_ for c in kids(value, "compound")), value.lemma_.lower()])


def kind_claim(name: str, kind: str) -> Claim:
    return Claim(name.lower(), KIND, kind.lower(), False, exclusive=True)


def introduced(sentence: Span) -> list[Claim]:
    """The pets the sentence introduces by name: "a cat named Luna", "a parrot called Kiwi" (the
    small model may hang the kind under "named"), "my dog Max"."""
    out: list[Claim] = []
    for token in sentence:
        if token.lower_ in ("named", "called"):
            kinds = [t for t in (token.head, *token.children) if t.pos_ == "NOUN" and t.i < token.i]
            names = [t for t in token.subtree if t.i > token.i and t.pos_ in ("PROPN", "NOUN")]
            if token.dep_ == "amod":  # "a parrot named kiwi" read as a "named" kiwi
                kinds, names = [t for t in token.children if t.i < token.i], [token.head]
            if kinds and names and _animal(kinds[0].lemma_.lower()):
                out.append(kind_claim(names[0].text, phrase(kinds[0])))
        # "my dog, Max" (the name an apposition) or "my dog max" (the kind a compound of the name)
        if token.dep_ in ("appos", "compound") and token.pos_ in ("PROPN", "NOUN"):
            kind, name = (token.head, token) if token.dep_ == "appos" else (token, token.head)
            mine = any(p.lower_ == "my" for p in kids(kind, "poss") + kids(name, "poss"))
            # (a name, not a thing the kind modifies: "my cat fix", "my dog bowl")
            # (or capitalised mid-sentence: "My dog Pickles", tagged a plural noun)
            capital = name.text[:1].isupper() and name.i > sentence.start
            proper = name.pos_ == "PROPN" or token.dep_ == "appos" or capital
            if mine and proper and _animal(kind.lemma_.lower()) and not _animal(name.lemma_.lower()):
                out.append(kind_claim(name.text, phrase(kind)))
    return out


def called_an_animal(subject: Token | None, value: Token, name: str | None) -> Claim | None:
    """ "Luna is a rabbit", or "she's a labrador" said of the pet just asked about: the named
    pet's kind. ``name`` is the pet a "he" or "she" stands for, if any."""
    if subject is None:
        return None
    # "a rabbit", or one singled out by a superlative ("he's the calmest beagle I've ever had")
    ranked = any(d.lower_ == "the" for d in kids(value, "det")) and any(
        a.tag_ == "JJS" for a in kids(value, "amod")
    )
    if not (ranked or any(d.lower_ in ("a", "an") for d in kids(value, "det"))):
        return None
    if not _animal(_kind_words(value)) or kids(value, "prep"):  # ("a dog at heart")
        return None
    if subject.lower_ in ("who", "that") and subject.head.dep_ == "relcl":
        subject = subject.head.head  # "Shelly, who's a golden retriever, loves to play fetch"
    if subject.lower_ in ("he", "she") and name is not None:
        return kind_claim(name, phrase(value))
    bare_name = subject.pos_ == "PROPN" and not kids(subject, "det", "poss", "compound")
    return kind_claim(subject.text, phrase(value)) if bare_name else None


# How the other party may ask after a pet without naming it: "is he hard to walk?", "what kind of
# dog?", "what breed is she?".
_PRONOUNS = frozenset({"he", "she", "him", "her", "his"})
_KIND_ASKED = re.compile(
    r"\bwhat\s+(?:kind|breed|type|sort)\s+(?:of\s+(?P<animal>[a-z]+)\s*(?:[?!.]|$)|is\s+(?P<pronoun>he|she)\b)",
    re.I,
)


def asked_after(question: str) -> bool:
    """Does the question ask after a pet it does not name?"""
    if set(re.findall(r"[a-z]+", question.lower())) & _PRONOUNS:
        return True
    kind = _KIND_ASKED.search(question)
    return kind is not None and bool(kind["pronoun"] or _animal(kind["animal"].lower()))


def kind_answered(bare: Token, name: str) -> Claim | None:
    """ "A chihuahua." answering what kind the speaker's pet is: that pet's kind."""
    # (the small model may tag the kind a name: "a chihuahua." as a proper noun after its "a")
    common = bare.pos_ == "NOUN" or any(d.lower_ in ("a", "an") for d in kids(bare, "det"))
    if not common or not _animal(_kind_words(bare)) or kids(bare, "prep"):
        return None
    return kind_claim(name, phrase(bare))
