"""What a noun phrase names by its kind: a pet by its breed ("my german shepherd Barnsley"), a
sport by a game of one's own ("my volleyball game"), a favourite by its kind ("my favorite kind of
music"), a meal by "I had" after it ("the ribeye steak I had"). Each is read from the phrase
alone; the reader decides whose it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract.parse.words import FORMER, consumption, is_negated, kids, phrase

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Nouns whose pet or kin modifier names no one had: "my cat fix", "my dog videos", "my cat allergy".
NO_OWNER_HEADS = frozenset(
    {"fix", "allergy", "allergies", "obsession", "phase", "video", "videos", "meme", "memes", "content"}
    | {"exception", "exceptions"}  # "dark chocolate is my one exception": nothing had
)
# A game of one's own is a sport played: "back from my beach volleyball game".
MATCHES = frozenset({"game", "match", "practice", "tournament"})


def pet_breed(token: Token) -> str | None:
    """The kind of pet a possessed noun phrase names ("my german shepherd Barnsley": german
    shepherd; "my husky"), if it names one (hypernyms.tsv: dog > shepherd)."""
    if consumption(token) is not None or token.lemma_.lower() in NO_OWNER_HEADS:
        return None  # "my fish tacos": a dish; "my puppy fix": no puppy
    words = [t for t in token.lefts if t.dep_ in ("compound", "amod")] + [token]
    pets = [k for k, t in enumerate(words) if default_lexicons().broader("pet", t.lower_)]
    return " ".join(t.lower_ for t in words[: pets[-1] + 1]) if pets else None


def sport_of(match: Token) -> str | None:
    """The sport "my volleyball game" names, if it names one (not "my old game", "my video game")."""
    if any(c.lower_ in FORMER for c in match.lefts) or match.head.lemma_.lower() in ("watch", "see"):
        return None  # ("watching my football game" plays none)
    named = " ".join(c.lower_ for c in match.lefts if c.dep_ in ("compound", "amod"))
    return named if named and default_lexicons().broader("sport", named) else None


def sort_of(attr: Token) -> str | None:
    """What "my favorite kind of music" ranks: music; "my favorite time of the year": a season."""
    if attr.lemma_.lower() == "time" and any(
        o.lemma_.lower() == "year" for p in kids(attr, "prep") if p.lower_ == "of" for o in kids(p, "pobj")
    ):
        return "season"
    if attr.lemma_.lower() not in ("kind", "type", "sort", "genre", "style"):
        return None
    return next((phrase(o) for p in kids(attr, "prep") if p.lower_ == "of" for o in kids(p, "pobj")), None)


def meals_had(sentence: Span) -> list[tuple[Token, str]]:
    """A food or drink named with "I had", "I ate" or "I got" after it ("the ribeye steak I had at a
    steakhouse"): taken by the speaker."""
    meals = []
    for clause in sentence:
        if clause.dep_ != "relcl" or clause.lemma_.lower() not in ("have", "eat", "drink", "order", "get"):
            continue
        if clause.tag_ != "VBD" or is_negated(clause) or kids(clause, "dobj"):
            continue
        if not any(s.lower_ in ("i", "we") for s in kids(clause, "nsubj")):
            continue
        if (taken := consumption(clause.head)) is not None:
            meals.append((clause.head, taken))
    return meals
