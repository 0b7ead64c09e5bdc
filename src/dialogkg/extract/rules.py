"""An offline, deterministic rule-based extractor: typed triples from plain English sentences.

Patterns, not parsing: a copula ("X is Y"), possession ("X has 3 Y"), and subject-verb-object
with verbs from a lexicon, each with negation ("is not", "does not have", "never ..."),
numbers kept in the object, and modality mapped to intent (may/might/could -> Hyp,
should/must -> Advice). Attributes become relations ("the capital of France is Paris" and
"France's capital is Paris" -> (France, has capital, Paris), exclusive), a preposition or
particle after the verb joins the relation ("lives in", "grew up in"), adjuncts are cut from
the object ("for a while", "in total", ", which ..."), and a short coordination ("boots and a
hat") gives one triple per item. First-person subjects become the speaker ("I" -> "alice",
"my car" -> (alice, has car, ...)) so a speaker's commitments share an anchor; "he", "she",
"his" and "her" resolve to the last full name (two or more capitalised words) said before.
Comparatives ("faster than") get the attribute comparison. Operations are planned per sentence
by ``extract.operations`` (questions, hedges, decisions, observations, and the cue phrases that
Support, Undermine or Revise an earlier argument); a sentence that retracts keeps no triple. It
finds less than an LLM would and says nothing it cannot see.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract import normalize
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.normalize import Parties
from dialogkg.extract.operations import ASSUME, SentenceFacts, plan_operations, retracts
from dialogkg.extract.schema import MAX_TEXT, Extraction

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_FILLER = re.compile(
    r"^(?:yes|no|well|so|oh|ok|okay|sure|actually|also|and|but|though|hmm|wow|then|now|still|however"
    r"|indeed|in fact|to be honest|honestly|i mean)\b[,!]?\s*",
    re.I,
)
# A one- or two-word label before a colon opens many assistant replies ("Noted: ...", "Done: ...").
_LABEL = re.compile(r"^\s*[A-Za-z]+(?:\s+[A-Za-z]+)?:\s+(?=\S)")
_COMPARATIVE = re.compile(r"\b(?:\w+er|more|less|fewer|better|worse)\s+than\b", re.I)
_NUMBER = re.compile(r"\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b", re.I)
_COPULA = re.compile(
    r"^(?P<sub>.+?)\s+(?P<verb>is not|isn't|are not|aren't|was not|wasn't|am not|'m not"
    r"|has not been|have not been|has been|have been|had been|is|are|was|were|am|'m)\s+(?P<obj>.+)$",
    re.I,
)
_HAVE = re.compile(
    r"^(?P<sub>.+?)\s+(?P<verb>do not have|don't have|does not have|doesn't have|did not have|didn't have|"
    r"have no|has no|have|has|had|own|owns|owned)\s+(?P<obj>.+)$",
    re.I,
)
VERBS = (
    "increase",
    "reduce",
    "decrease",
    "raise",
    "lower",
    "slow",
    "speed",
    "cause",
    "prevent",
    "produce",
    "make",
    "like",
    "love",
    "hate",
    "enjoy",
    "prefer",
    "work",
    "live",
    "play",
    "read",
    "write",
    "eat",
    "drink",
    "drive",
    "visit",
    "include",
    "contain",
    "need",
    "use",
    "want",
    "affect",
    "improve",
    "worsen",
    "help",
    "hurt",
    "support",
    "block",
    "allow",
    "trigger",
    "require",
    "study",
    "teach",
    "stand",
    "adore",
    "dislike",
    "detest",
    "sell",
    "buy",
    "build",
    "grow",
)
# Irregular forms of the lexicon's verbs; regular ones are inflected by _forms.
_IRREGULAR = {
    "make": ("made",),
    "grow": ("grew", "grown"),
    "buy": ("bought",),
    "sell": ("sold",),
    "build": ("built",),
    "write": ("wrote", "written"),
    "drive": ("drove", "driven"),
    "eat": ("ate", "eaten"),
    "drink": ("drank", "drunk"),
    "teach": ("taught",),
    "read": ("read",),
    "speed": ("sped",),
}


def _forms(verb: str) -> list[str]:
    stem = verb[:-1] if verb.endswith("e") else verb
    if verb.endswith("y") and verb[-2] not in "aeiou":
        regular = [verb, f"{verb[:-1]}ies", f"{verb[:-1]}ied", f"{verb}ing"]
    else:
        third = f"{verb}es" if verb.endswith(("ch", "sh", "s", "x")) else f"{verb}s"
        regular = [verb, third, f"{stem}ed", f"{stem}ing"]
    return regular + list(_IRREGULAR.get(verb, ()))


_VERB_FORMS = sorted({f for v in VERBS for f in _forms(v)}, key=lambda f: (-len(f), f))
_SVO = re.compile(
    r"^(?P<sub>.+?)\s+(?P<neg>does not|doesn't|do not|don't|did not|didn't|never|cannot|can't|can not"
    r"|will not|won't)?\s*"
    r"(?P<verb>" + "|".join(_VERB_FORMS) + r")\s+(?P<obj>.+)$",
    re.I,
)
_PARTICLE = re.compile(r"^(?P<particle>up|down|out|off|back|away)\s+(?=\S)", re.I)
_PREPOSITION = re.compile(
    r"^(?P<prep>in|on|at|from|to|into|onto|under|over|near|behind|with|without|for|about|like)\s+(?=\S)",
    re.I,
)
_OBJECT_ADVERB = re.compile(
    r"^(?:now|still|currently|actually|also|really|usually|often|always|only|just|mainly|mostly|probably"
    r"|perhaps|possibly|likely|maybe|definitely|certainly)\s+",
    re.I,
)
# Where an object's adjuncts start: purpose, time and reason clauses, relative clauses, trailers.
_ADJUNCT = re.compile(
    r"\s+(?:for|after|before|when|whenever|while|because|since|during|across|throughout|until|unless"
    r"|if|once|so that)\s+.*$"
    r"|\s+by\s+\w+ing\b.*$"
    r"|,\s*(?:which|who|where|like|as|so|but|though|although|because)\b.*$"
    r"|\s+(?:in total|in all|overall|these days|at the moment|right now|as well)$",
    re.I,
)
# After a preposition joined the relation, the next one starts an adjunct ("on Tuesday at 10am").
_NEXT_PREPOSITION = re.compile(r"\s+(?:at|on|in|from|with|by|for|to)\s+.*$", re.I)
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.I)
_GENITIVE = re.compile(r"^(?:the\s+)?(?P<attr>[\w-]+(?:\s+[\w-]+){0,2})\s+of\s+(?P<owner>.+)$", re.I)
_POSSESSED = re.compile(r"^(?P<owner>.+?)'s\s+(?P<attr>.+)$", re.I)
_THIRD_PERSON = re.compile(r"^(?P<pronoun>his|her|he|she)\b\s*(?P<rest>.*)$", re.I)
_COPULAS = ("is", "are", "was", "were", "am")
_PRONOUNS = frozenset({"i", "me", "we"})
_POSSESSIVE = re.compile(r"^(my|our)\s+", re.I)
_SECOND = frozenset({"you", "u"})
_SECOND_POSSESSIVE = re.compile(r"^(your|ur)\s+", re.I)


_QUANTIFIERS = {
    "one",
    "some",
    "most",
    "all",
    "many",
    "few",
    "rest",
    "part",
    "each",
    "none",
    "any",
    "both",
    "half",
}
_NOT_A_NAME = {
    "the", "a", "an", "this", "that", "these", "those", "in", "on", "at", "for", "but", "and", "so", "if",
    "when", "where", "what", "who", "how", "why", "yes", "no", "my", "our", "your", "her", "his", "their",
    "its", "it", "we", "i", "she", "he", "they", "then", "now", "dear", "hi", "hello",
}  # fmt: skip


@dataclass(frozen=True)
class _Match:
    sub: str
    rel: str
    obj: str
    negated: bool
    person: bool  # the subject is the speaker
    exclusive: bool


def _clean(text: str) -> str:
    return " ".join(text.strip().strip(".,;:!?\"'").split())


_TRAILING_MODAL = re.compile(
    r"\s+(?:may|might|could|should|must|will|would|can|also|really|usually|mainly|mostly|often|generally"
    r"|typically|primarily|always|tends? to|seems? to|appears? to|have|has|had|just|already|ever|still)$",
    re.I,
)


def last_full_name(texts_newest_first: Iterable[str]) -> str | None:
    """The most recent name of two or more capitalised words ("Marie Dubois")."""
    for text in texts_newest_first:
        if (name := _last_name_in(text)) is not None:
            return name
    return None


def _last_name_in(text: str) -> str | None:
    names = []
    for m in _FULL_NAME_ANYWHERE.finditer(text):
        words = m.group(0).split()
        while words and words[0].lower() in _NOT_A_NAME:
            words = words[1:]
        if len(words) >= 2:
            names.append(" ".join(words))
    return names[-1] if names else None


class _Antecedents:
    """The last full name said before a sentence of the turn, for "he", "she", "his", "her".

    Scanned only when a pronoun asks: the turn's sentences forward, each once however many
    pronouns ask (a long turn stays linear), and the earlier turns newest first, once per turn."""

    def __init__(self, conversation: Conversation, turn: Turn, sentences: Sequence[str]) -> None:
        self.conversation, self.turn, self.sentences = conversation, turn, sentences
        self._scanned = 0  # sentences of this turn read so far
        self._last: str | None = None  # the last name in them
        self._earlier: list[str | None] = []  # the earlier turns' answer, once asked

    def before(self, k: int) -> str | None:
        while self._scanned < k:
            self._last = _last_name_in(self.sentences[self._scanned]) or self._last
            self._scanned += 1
        if self._last is not None:
            return self._last
        if not self._earlier:
            turns = self.conversation.turns
            self._earlier.append(last_full_name(turns[j].text for j in range(self.turn.index - 2, -1, -1)))
        return self._earlier[0]


_FULL_NAME_ANYWHERE = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")


def _subject(raw: str, who: Parties, antecedent: Callable[[], str | None]) -> tuple[str, str | None, bool]:
    """The subject, the attribute when it is possessed ("my car", "France's capital"), and
    whether the subject is a participant ("I" is the speaker, "you" the addressee)."""
    text = _clean(_FILLER.sub("", raw.strip()))
    while _TRAILING_MODAL.search(text):
        text = _TRAILING_MODAL.sub("", text)
    if text.lower() in _PRONOUNS:
        return who.speaker, None, True
    if m := _POSSESSIVE.match(text):
        return who.speaker, text[m.end() :], True
    if who.addressee is not None:
        if text.lower() in _SECOND:
            return who.addressee, None, True
        if m := _SECOND_POSSESSIVE.match(text):
            return who.addressee, text[m.end() :], True
    if (m := _THIRD_PERSON.match(text)) and (name := antecedent()):
        pronoun, rest = m.group("pronoun").lower(), m.group("rest")
        if pronoun in ("he", "she") and not rest:
            return name, None, False
        if pronoun in ("his", "her") and rest:
            return name, rest, False
    if m := _POSSESSED.match(text):
        return _clean(m.group("owner")), m.group("attr"), False
    return text, None, False


def _object(obj: str, rel: str, svo: bool) -> tuple[list[str], str]:
    """Trim an object to its head phrase and split a short coordination into items."""
    while m := _OBJECT_ADVERB.match(obj):
        obj = obj[m.end() :]
    quoted = obj[:1] in "'\""
    obj = obj.strip("'\"")
    if quoted or ": " in obj:  # a title or a quotation: keep it whole
        return [obj], rel
    if svo and (m := _PARTICLE.match(obj)):
        rel, obj = f"{rel} {m.group('particle').lower()}", obj[m.end() :]
    if m := _PREPOSITION.match(obj):
        rel, obj = f"{rel} {m.group('prep').lower()}", obj[m.end() :]
        obj = _NEXT_PREPOSITION.sub("", obj) or obj
    obj = _clean(_ADJUNCT.sub("", obj)) or obj
    parts = [p for p in _LIST_SPLIT.split(obj) if p]
    if len(parts) > 1:
        if all(len(p.split()) <= 4 for p in parts) and not _NUMBER.search(parts[0]):
            return parts, rel
        obj = _clean(obj.split(",")[0]) or obj  # an apposition ("2 moons, Phobos and Deimos")
    return [obj], rel


# Lemmas of the verbs the patterns know; the copula and possession verbs by hand.
_LEMMA = {form: verb for verb in VERBS for form in _forms(verb)}
_LEMMA.update({f: "be" for f in ("is", "are", "was", "were", "am", "has been", "have been", "had been")})
_LEMMA.update({"have": "have", "has": "have", "had": "have", "own": "own", "owns": "own", "owned": "own"})
_PREPOSITIONS = frozenset(
    {"in", "on", "at", "from", "to", "into", "onto", "under", "over", "near", "behind", "with", "without"}
    | {"for", "about", "like", "as"}
)
_DETERMINER = re.compile(r"^(?:a|an|the|any|some|my|our|your|his|her|their)\s+(?=\S)", re.I)
# Clauses said in one breath are read one by one: "I'm not a nurse, I teach chemistry".
_CLAUSES = re.compile(
    r",?\s+(?:but|though|although|whereas)\s+|;\s+|,\s+(?=(?:and\s+|so\s+)?(?:I|we|my|our)\s)", re.I
)
_CUT = re.compile(r"[,;:]\s+(?:and|but|because|so|which)\b", re.I)
# An adverb between a negated auxiliary and its verb keeps the negation: "do not really have".
_INNER_ADVERB = re.compile(
    r"\b(do|does|did|can|will|would) not (?:really|actually|even|ever|always|usually|just|quite) ", re.I
)
_NEVER_BEEN = re.compile(r"^I have never been (?=\S)", re.I)
_AGE = re.compile(
    r"^(?:I|we) (?:am|was|turned|just turned|will be|turn)\s+(?P<n>\d+|[a-z]+(?:[- ][a-z]+)?)"
    r"(?:\s+years?(?:\s+old)?)?$",
    re.I,
)
_MARITAL = re.compile(
    r"^I (?:am|was|have been|had been|got|have|had)(?P<neg> not| never)?(?: been| gotten)?"
    r"(?: happily)? (?P<status>married|single|divorced|engaged|widowed|separated)\b",
    re.I,
)
_ORIGIN = re.compile(
    r"^I (?:am|was|come|came)(?P<neg> not)? (?:originally )?from (?P<place>.+)$"
    r"|^I (?:was|were)(?P<neg2> not)? (?:born|raised) in (?P<place2>.+)$",
    re.I,
)


_PREFERENCE = normalize.LIKE_VERBS | normalize.DISLIKE_VERBS
_AT_PLACE = re.compile(r"\s+(?:at|in|for|with|from)\s+.*$", re.I)  # "a nurse at the city hospital"


_PARTICIPLES = frozenset(
    f for v in VERBS for f in _forms(v) if f.endswith("ed") or f in _IRREGULAR.get(v, ())
)


def _participle(obj: str) -> bool:
    first = obj.split()[0].lower() if obj.split() else ""
    return first in _PARTICIPLES or first in ("been", "never", "always", "just", "already", "got")


def _lemma(verb: str) -> str:
    return _LEMMA.get(verb, verb)


def _canonical(rel: str) -> str:
    """Verb (and particle) plus a trailing preposition, through the shared slot lexicon."""
    words = rel.split()
    if len(words) > 1 and words[-1] in _PREPOSITIONS:
        return normalize.relation(" ".join(words[:-1]), words[-1])
    return normalize.relation(rel)


def _value(item: str) -> str:
    """An object without its determiner, number words as digits ("three sisters" -> "3 sisters")."""
    return normalize.digits(_DETERMINER.sub("", item, count=1))


def _slot(clause: str, who: Parties) -> list[_Match]:
    """First-person functional slots with fixed wording: age, marital status, origin."""
    if (m := _AGE.match(clause)) and (age := normalize.number(m.group("n"))) is not None:
        return [_Match(who.speaker, "have age", age, False, True, True)]
    if m := _MARITAL.match(clause):
        negated = m.group("neg") is not None
        return [_Match(who.speaker, "have marital status", m.group("status").lower(), negated, True, True)]
    if m := _ORIGIN.match(clause):
        place = _clean(_ADJUNCT.sub("", m.group("place") or m.group("place2")))
        negated = (m.group("neg") or m.group("neg2")) is not None
        return [_Match(who.speaker, "be from", place, negated, True, True)] if place else []
    return []


def _match(sentence: str, who: Parties, antecedent: Callable[[], str | None]) -> list[_Match]:
    body = _LABEL.sub("", sentence, count=1)
    body = _INNER_ADVERB.sub(r"\1 not ", normalize.expand_contractions(body))
    found: list[_Match] = []
    for clause in _CLAUSES.split(body):
        clause = _clean(_FILLER.sub("", _clean(_CUT.split(clause, maxsplit=1)[0])))
        found += _slot(clause, who) or _match_clause(clause, who, antecedent)
    return found


def _match_clause(body: str, who: Parties, antecedent: Callable[[], str | None]) -> list[_Match]:
    for pattern in (_HAVE, _COPULA, _SVO):
        m = pattern.match(body)
        if m is None or (pattern is _HAVE and _participle(m.group("obj"))):
            continue  # "has been failing", "have lived": an auxiliary, not possession
        verb = m.group("verb").lower().replace("'m", "am")
        neg = pattern is _SVO and m.group("neg") is not None
        negated = neg or bool(re.search(r"\bnot\b|n't\b|\bno\b", verb))
        base = re.sub(r"\b(?:do|does|did)\s+not\s+|\b(?:do|does|did)n't\s+", "", verb).replace(" not", "")
        base = base.replace("isn't", "is").replace("aren't", "are").replace("wasn't", "was")
        base = re.sub(r"\s+no$", "", base)
        lemma = _lemma(base)
        if len(m.group("sub").split()) > 8:
            continue
        sub, attribute, person = _subject(m.group("sub"), who, antecedent)
        obj = _clean(m.group("obj"))
        if not sub.strip() or not obj:
            continue
        if lemma == "stand" and negated:  # "I can't stand cats"
            lemma, negated = "dislike", False
        copula = pattern is _COPULA and not negated
        g = _GENITIVE.match(sub) if copula and attribute is None and not person else None
        if g and g.group("attr").split()[0].lower() not in _QUANTIFIERS:
            sub, attribute = _clean(g.group("owner")), g.group("attr")
        if copula and attribute is not None:  # "France's capital is Paris": one capital per France
            items, rel = _object(obj, normalize.attribute_relation(attribute), svo=False)
            functional = True
        else:
            if attribute is not None:
                sub = f"{sub}'s {attribute}"
            if lemma in _PREFERENCE and obj.lower().startswith("to "):  # "love to swim": no preposition
                obj = obj[3:]
            items, rel = _object(obj, lemma, svo=pattern is _SVO)
            rel = _canonical(rel)
            functional = copula and lemma == "be" and base in ("is", "am", "are") and not person
        items = [_value(i) for i in items]
        head = _AT_PLACE.sub("", items[0]) if len(items) == 1 else ""
        job = bool(head) and normalize.occupation(head.split()[-1])
        items = [head] if job else items
        if pattern is _COPULA and person and attribute is None and rel == "be" and job:  # "I am a nurse"
            rel, functional = "work as", True
        if lemma in ("have", "own") and len(items) == 1 and (c := re.match(r"^(\d+)\s+(\w+)$", items[0])):
            rel, items, functional = normalize.count_slot(c.group(2)), [c.group(1)], True
        functional = functional or any(_NUMBER.search(i) for i in items)
        functional = functional or (len(items) == 1 and normalize.exclusive(rel, items[0]))
        functional = functional and len(items) == 1 and not _COMPARATIVE.search(items[0])
        return [_Match(sub, rel, item, negated, person, functional) for item in items if item]
    return []


def _speakable(found: _Match) -> bool:
    """Every slot holds words and fits the schema (symbols or a giant word can break either)."""
    return all(x.strip() and len(x) <= MAX_TEXT for x in (found.sub, found.rel, found.obj))


def _triple(found: _Match, sentence: str, hyp: bool) -> dict[str, object]:
    number = bool(_NUMBER.search(found.obj))
    comparison = bool(_COMPARATIVE.search(found.obj))
    if found.negated:
        attribute = "negation"
    elif number:
        attribute = "quantity"
    else:
        attribute = "comparison" if comparison else "property"
    return {
        "sub": found.sub,
        "rel": found.rel,
        "obj": found.obj,
        "type_sub": "Person" if found.person else "Concept",
        "type_obj": "Number" if number else "Concept",
        "rel_type": "negation_assertion" if found.negated else "assertion",
        "attribute": attribute,
        "property_type": "EXCLUSIVE" if found.exclusive else "ADDITIVE",
        "intent": "Hyp" if hyp else normalize.intent(sentence),
        "importance": 0.5,
    }


_QUESTION = re.compile(
    r"^\s*(?:and\s+|so\s+|but\s+)?(?P<aux>do|does|did|are|were|is|have|has|can|could|would|will)\s+(?:you|u)\s+"
    r"(?P<rest>.+?)\s*\?*$",
    re.I,
)
_ELLIPSIS = re.compile(
    r"^(?:yes|no|yeah|nope)?[,.!]?\s*(?:I|we)\s+(?P<aux>do|am|have|did|can|will)(?P<neg>\s+not)?\s*[.!]*$",
    re.I,
)


def _as_answer(question: str) -> str | None:
    """A yes/no question about "you" said back in the first person ("Do you own a car?" ->
    "I own a car"), for the answerer to assert or deny."""
    m = _QUESTION.match(normalize.expand_contractions(question))
    if m is None:
        return None
    aux, rest = m.group("aux").lower(), re.sub(r"\byour\b", "my", m.group("rest"), flags=re.I)
    if aux in ("do", "does", "did"):
        return f"I {rest}"
    return f"I {'am' if aux in ('are', 'were', 'is') else aux} {rest}"


def _answers(statement: str | None, who: Parties, yes: bool) -> list[_Match]:
    if statement is None:
        return []
    found = _match(statement, Parties(who.speaker, None), lambda: None)
    return [replace(f, negated=not yes) for f in found if f.person and f.sub == who.speaker]


def _elliptic(sentence: str) -> bool | None:
    m = _ELLIPSIS.match(normalize.expand_contractions(sentence.strip()))
    return None if m is None else m.group("neg") is None


def _previous_question(conversation: Conversation, turn: Turn) -> str | None:
    """The previous turn's closing yes/no question to this speaker, in the first person."""
    if turn.index < 2:
        return None
    before = conversation.turns[turn.index - 2]
    if before.speaker == turn.speaker or normalize.parties(conversation, before).addressee != turn.speaker:
        return None
    last = [s for s in _SENTENCE.split(before.text.strip()) if s.strip()][-1:]
    return _as_answer(last[0]) if last and normalize.yes_no_question(last[0]) else None


class RulesExtractor:
    name = "rules"

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        triples: list[dict[str, object]] = []
        facts: list[SentenceFacts] = []
        who = normalize.parties(conversation, turn)
        previous = _previous_question(conversation, turn)
        own: str | None = None  # the speaker's own yes/no question just before
        sentences = [s for s in _SENTENCE.split(turn.text.strip()) if s.strip()]
        antecedents = _Antecedents(conversation, turn, sentences)
        for k, sentence in enumerate(sentences):
            if normalize.tag_question(sentence):  # "I'm a nurse, how about you?" states a job
                sentence = normalize.without_tag(sentence)
            question = normalize.asks(sentence)
            if len(sentence) > MAX_TEXT:  # a paste (a log, code), not a statement: not read
                facts.append(SentenceFacts(sentence, False, question, False))
                own = None
                continue
            antecedent = partial(antecedents.before, k)
            skip = question or retracts(sentence)  # a retraction restates no claim of its own
            found = [] if skip else _match(sentence, who, antecedent)
            if not skip:
                polarity = _elliptic(sentence)
                if polarity is not None and own is not None:  # "Do you have pets? I don't."
                    found += _answers(own, who, polarity)
                elif k == 0 and previous is not None:
                    answer = normalize.answer_polarity(sentence)
                    answer = polarity if answer is None else answer
                    found += _answers(previous, who, answer) if answer is not None else []
            own = _as_answer(sentence) if question and normalize.yes_no_question(sentence) else None
            hyp = bool(ASSUME.search(sentence)) or normalize.hedged(sentence)
            triples += [_triple(f, sentence, hyp) for f in found if _speakable(f)]
            facts.append(SentenceFacts(sentence, bool(found), question, hyp))
        operations, revision = plan_operations(conversation, turn, facts, context)
        extraction = Extraction.model_validate(
            {"triples": triples, "operations": operations, "revision": revision}
        )
        return TurnExtraction(extraction, self.name)
