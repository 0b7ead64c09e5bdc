"""What a question takes for granted of the party it addresses: "What kind of fish do you have?"
grants that they have fish; "How old is your dog?" grants a dog. The scorer holds an assistant's
grants against what the user said of themselves (``detect.common_ground``).

Only two shapes are read, both plain in the words: a which- or how-many-question about the
addressee's doings (``normalize.presupposed``), and "your" before a thing the hypernym lexicon
knows (a pet, a relative, a vehicle: things one has or has not) or before a thing of a job held
("your boss"), so "your day" or "your opinion" grant nothing anyone denies.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import Lexicons
from dialogkg.extract import normalize
from dialogkg.extract.parse.claim import Claim, partnered, speakable, triple
from dialogkg.extract.parse.implied import EMPLOYED

if TYPE_CHECKING:
    from spacy.tokens import Span

_FOODS = ("food", "meat", "seafood")
_KEPT = re.compile(r"^you (?:keep|own) ")
_SUPPOSED = re.compile(
    r"\b(?:if|would|could|might|will|someday|one\s+day|ever|wish|want|wanted|plan|planning|hope)\b"
    r"|\bgoing\s+to\b|'d\b",
    re.I,
)
_PAST = re.compile(r"\b(?:did|was|were|had|used\s+to)\b", re.I)
# Things only someone in work has (not "your office": a room at home too), and the words that
# put a thing in the past or the future ("your old job", "your dream job", "your ex wife").
_AT_WORK = frozenset({"job", "boss", "coworker", "co-worker", "colleague", "employer", "shift", "workplace"})
_NOT_NOW = frozenset(
    {"old", "last", "previous", "former", "dream", "first", "next", "ideal", "future", "summer"}
    | {"ex", "late", "deceased"}
)
_RANKED = frozenset({"favorite", "favourite", "fave", "fav", "best", "least"})


def granted(
    question: Span, addressee: str, read: Callable[[str], list[Claim]], lex: Lexicons
) -> list[dict[str, object]]:
    """The question's grants about ``addressee``, as triple fields; ``read`` gives the claims of
    a statement in the asker's words ("you have fish." -> addressee / have / fish)."""
    out: list[dict[str, object]] = []

    def grant(statement: str) -> None:
        said = read(statement)
        # "your husband" grants a marriage too, which "I'm single" denies
        for c in [*said, *partnered(said)]:
            own = c.second or c.implied
            if c.sub == addressee and own and not c.number and not c.negated and speakable(c):
                out.append(triple(c, "State"))

    # "What kind of dog did you have growing up?", "What was your dog's name?": a thing of the
    # past, which no denial of now goes back on
    past = _PAST.search(question.text) is not None
    which = None if past else normalize.presupposed(question.text.strip())
    if which is not None:
        # "What kind of fish do you keep?": kept or owned is had, as a denial says it
        grant(_KEPT.sub("you have ", which))
    # "If you got a dog, what would you name your dog?": a dog supposed, not granted
    supposed = past or _SUPPOSED.search(question.text) is not None
    for token in question if not supposed else ():
        head = token.head
        if token.lower_ != "your" or token.dep_ != "poss" or head.pos_ != "NOUN":
            continue
        if any(c.lower_ in _NOT_NOW for c in head.children):
            continue  # "your ex wife", "your late husband", "your old job": not had now
        if head.lemma_.lower() in _AT_WORK:
            # "How's your boss?" grants a job held, which "I'm unemployed" denies
            out.append(triple(Claim(addressee, EMPLOYED, EMPLOYED, True, second=True), "State"))
            continue
        if not lex.listed(head.lemma_):
            continue
        if head.dep_ == "compound" or any(c.lower_ in _RANKED for c in head.children):
            continue  # "your favorite food", "your dog breed": a liking or a kind, nothing had
        if lex.animal(head.lemma_) and any(lex.broader(food, head.lemma_) for food in _FOODS):
            continue  # "Do you cook your fish?": a catch or a dinner, not a pet
        # "your cats' names" grants cats, "your dog" a dog
        grant(f"you have {head.text}." if head.tag_ == "NNS" else f"you have a {head.text}.")
    return out
