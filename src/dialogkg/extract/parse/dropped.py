"""The "I" chat leaves out: "Took my golden retriever to the park today.", "Been vegan for years.",
"Love hiking with them.", "Just practicing piano." The small parser misreads such a sentence (it
tags "Took" a base form and "Love" a noun, the subject of "hiking"), so the sentence is read again
with its subject put back, and the second reading is kept only when the parser then sees "I" doing
a told deed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.extract.parse.clauses import NOT_DONE, not_a_past
from dialogkg.extract.parse.words import ANSWER_WORDS, kids

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

# Words before the left-out subject: "lol just got back", "Nope, never been."
_LEADS = ANSWER_WORDS | frozenset(
    {"lol", "haha", "hah", "hehe", "oh", "ah", "aw", "well", "honestly", "hey", "omg", "man", "wow", "ugh"}
)
# Adverbs the subject goes before: "I just got back", "I've never been".
_ADVERBS = frozenset(
    {
        "just",
        "never",
        "always",
        "still",
        "also",
        "really",
        "actually",
        "recently",
        "finally",
        "usually",
        "totally",
        "definitely",
        "literally",
        "already",
        "only",
        "even",
        "once",
    }
)
# Present-tense verbs a left-out "I" does, not a command ("Love that show!", "Live in Ohio
# myself."); a command opens on most others ("Have fun!", "Take care").
_STATIVE = frozenset({"love", "hate", "live", "work", "miss", "own", "adore", "prefer", "teach"})
# Auxiliaries of a denial a left-out "I" makes ("Can't swim to save my life", "Didn't go"); not
# "don't", which opens a command as often ("Don't worry about it").
_DENYING = frozenset({"ca", "can", "did", "have", "wo"})
# Verbs whose left-out subject is "it" or "that": "Happened to me too", "Sounded fun", "Made my
# day", "Felt like forever".
_ITS = NOT_DONE | {"make", "feel"}


def with_subject(sentence: Span) -> tuple[str, int] | None:
    """The sentence with "I" (or "I've" before "been") put back, and where: where a statement
    opens on its verb after lead words and adverbs only, or where a clause after a comma does so
    in a sentence whose subject is "I" ("I'd love to use my Korean, been fluent since I was a
    kid"); None when there is no such place."""
    tokens = list(sentence)
    start = 0
    while start < len(tokens):
        if start + 1 < len(tokens) and _little_news(tokens[start], tokens[start + 1]):
            start += 2  # "Not much, ..."
        elif tokens[start].is_punct or tokens[start].lower_ in _LEADS:
            start += 1
        else:
            break
    if _opens_on_verb(tokens, start):
        return _put_back(sentence, tokens, start)
    if not any(t.dep_ == "nsubj" and t.lower_ == "i" for t in tokens):
        return None
    for after in (i + 1 for i, t in enumerate(tokens) if t.text == ","):
        verb = _past_verb(tokens, after)
        if verb is not None and not kids(tokens[verb], "nsubj", "nsubjpass", "expl"):
            return _put_back(sentence, tokens, after)
    return None


def _little_news(first: Token, second: Token) -> bool:
    """ "Not much, just practicing piano", "Nothing much, watching TV": the reply to "what's up"
    before the told deed."""
    return first.lower_ in ("not", "nothing") and second.lower_ == "much"


def _opens_on_verb(tokens: list[Token], start: int) -> bool:
    verb = start
    while verb < len(tokens) and tokens[verb].lower_ in _ADVERBS:
        verb += 1
    if verb >= len(tokens) or not tokens[verb].is_alpha:
        return False
    word = tokens[verb]
    # (a verb, or a verb the small model tags a noun: "Love hiking"; a sentence opening on any
    # other word is not parsed again, which keeps the cost of the second parse small)
    if word.pos_ not in ("VERB", "AUX", "NOUN") or word.lower_ in _LEADS:
        return False
    if word.tag_ == "VBG" and (
        word.dep_ in ("csubj", "csubjpass", "nsubj", "nsubjpass")
        or any(t.lower_ in ("no", "nope", "nah", "not") for t in tokens[verb + 1 :])
        or _gerund_subject(tokens, verb)
    ):
        return False  # "Growing up as an only child was lonely" (a subject), "playing them no haha"
    denial = verb + 1 < len(tokens) and tokens[verb + 1].lower_ in ("n't", "not")
    # "Is it?", "Was fun", "Don't worry" (a command): no told deed of the speaker's
    return word.pos_ != "AUX" or word.lower_ == "been" or (denial and word.lower_ in _DENYING)


def _gerund_subject(tokens: list[Token], verb: int) -> bool:
    """Is the gerund the subject of a verb after it, though the small model made it the head
    ("having just one kid has been great": "has" follows with no comma between)?"""
    for token in tokens[verb + 1 :]:
        if token.is_punct:
            return False
        if token.tag_ == "VBZ" and token.dep_ != "relcl" and token.head.dep_ != "relcl":
            return True
    return False


def _past_verb(tokens: list[Token], start: int) -> int | None:
    """The place of a past verb or "been" opening a clause at ``start``, after adverbs."""
    verb = start
    while verb < len(tokens) and tokens[verb].lower_ in _ADVERBS:
        verb += 1
    if verb >= len(tokens):
        return None
    word = tokens[verb]
    return verb if word.lower_ == "been" or (word.tag_ == "VBD" and not not_a_past(word)) else None


def _put_back(sentence: Span, tokens: list[Token], at: int) -> tuple[str, int]:
    cut = tokens[at].idx - sentence.start_char
    text = sentence.text
    rest = text[cut:]
    if at == 0:
        rest = rest[:1].lower() + rest[1:]  # "Took my dog" -> "I took my dog"
    verb = at
    while verb < len(tokens) - 1 and tokens[verb].lower_ in _ADVERBS:
        verb += 1
    # ("Just chilling at home": "I'm just chilling", a deed going on)
    subject = "I've" if tokens[verb].lower_ == "been" else "I'm" if tokens[verb].tag_ == "VBG" else "I"
    return f"{text[:cut]}{subject} {rest}", cut


def subject_restored(sentence: Span, at: int) -> bool:
    """Does the parser, reading the sentence with its "I" put back at character ``at``, see that
    "I" as the subject of a past deed, a "been", a denial or a present-tense state ("I love
    hiking"), as the main verb (or, after a comma, of its clause)?"""
    token = next((t for t in sentence if t.idx - sentence.start_char == at), None)
    if token is None or token.lower_ != "i" or token.dep_ != "nsubj":
        return False
    verb = token.head
    if (verb.dep_ != "ROOT" and at == 0) or verb.i < token.i:
        return False
    between = sentence.doc[token.i + 1 : verb.i]
    if any(t.dep_ not in ("aux", "neg", "advmod") for t in between):
        return False  # "I" put before a noun the parser then made a subject ("Sneakers work")
    lemma = verb.lemma_.lower()
    if verb.lower_ == "been":
        return any(a.lower_ in ("'ve", "have") for a in kids(verb, "aux"))
    if lemma in _ITS or not_a_past(verb):
        return False  # ("I only veggie burgers now": a noun tagged a past verb)
    if verb.tag_ == "VBG" and lemma != "be" and any(a.lower_ in ("'m", "am") for a in kids(verb, "aux")):
        return True  # "Just practicing piano": a deed going on
    denied = kids(verb, "neg") and any(a.lower_ in _DENYING for a in kids(verb, "aux"))
    if denied and verb.tag_ in ("VB", "VBN"):
        return True
    return verb.tag_ == "VBD" or (verb.tag_ == "VBP" and lemma in _STATIVE)
