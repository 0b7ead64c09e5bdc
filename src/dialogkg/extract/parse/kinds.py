"""What a noun phrase names by its kind: a pet by its breed ("my german shepherd Barnsley"), a
sport by a game of one's own ("my volleyball game"), a favourite by its kind ("my favorite kind of
music"), a meal by "I had" after it ("the ribeye steak I had"), a drink by the glass in one's hand
("I sit on the balcony with a glass of wine"). Each is read from the phrase
alone; the reader decides whose it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract.parse.words import FORMER, consumption, is_negated, kids, phrase, unwrap

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


_IN_HAND = frozenset({"cup", "glass", "mug", "bottle", "pint", "can"})
_NOT_SO = frozenset({"would", "'d", "could", "might", "will", "'ll", "should"})
_WANTING = frozenset({"want", "wish", "hope", "plan", "need"})


def drinks_in_hand(sentence: Span) -> list[tuple[Token, str]]:
    """A drink the speaker does a thing with ("I like to sit on my balcony with a glass of red wine
    after every shift", "I'm reading with a cup of tea"): drunk by the speaker; not wished for
    ("I'd love to relax with a beer"), nor denied."""
    drinks = []
    for with_ in sentence:
        if with_.lower_ != "with" or with_.dep_ != "prep" or with_.head.pos_ not in ("VERB", "AUX"):
            continue
        verb = with_.head
        heads = [verb, *([verb.head] if verb.dep_ in ("xcomp", "conj") and verb.head is not verb else [])]
        if not any(s.lower_ in ("i", "we") for h in heads for s in kids(h, "nsubj")):
            continue
        if any(is_negated(h) or h.lemma_.lower() in _WANTING for h in heads):
            continue
        if any(a.lower_ in _NOT_SO for h in heads for a in kids(h, "aux")):
            continue
        for cup in kids(with_, "pobj"):
            drink = unwrap(cup) if cup.lemma_.lower() in _IN_HAND else None
            if drink is not None and drink is not cup and consumption(drink) == "drink":
                drinks.append((drink, "drink"))
    return drinks
