"""The offline default extractor: triples from a spaCy dependency parse, normalised for dialogue.

Why a parser: chat states facts in clauses the rules' patterns cannot follow ("I'm not a nurse,
I teach chemistry", "I don't really have any pets", "both of my sisters"). Each clause (the root,
and conj/ccomp/advcl/parataxis heads with a subject of their own or, for conj, an inherited one)
gives subject, verb, negation (``neg`` dependents, ``no`` determiners) and object (dobj, attr,
acomp, xcomp, or prep+pobj); ``normalize`` turns that into the shared conventions (participants
as subjects, canonical slots and preference verbs, digits). A yes/no answer borrows the
predicate of the question it answers: the previous turn's, or the speaker's own just before an
elliptical "I don't". Operations come from ``extract.operations`` like the rules extractor's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract import nlp, normalize
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.normalize import Parties
from dialogkg.extract.operations import SentenceFacts, plan_operations, retracts
from dialogkg.extract.schema import Extraction

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc, Span, Token

_CLAUSE_DEPS = ("conj", "ccomp", "advcl", "parataxis")
_MODIFIERS = ("compound", "amod", "nummod", "nmod", "quantmod", "poss")
_NESTED = ("compound", "amod", "nummod", "advmod", "quantmod")
_OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")
_PREFERENCE = normalize.LIKE_VERBS | normalize.DISLIKE_VERBS
_PERSONAL = normalize.FIRST_PERSON | normalize.SECOND_PERSON
_ELLIPTIC = ("do", "be", "have", "can", "will", "would")


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


def _kids(token: Token, *deps: str) -> list[Token]:
    return [c for c in token.children if c.dep_ in deps]


def _phrase(token: Token) -> str:
    """A noun phrase without determiners, possessives, clauses or prepositions ("the city
    hospital" -> "city hospital"); number words become digits."""
    keep = [token]
    stack = [c for c in token.children if c.dep_ in _MODIFIERS and c.dep_ != "poss"]
    while stack:
        child = stack.pop()
        keep.append(child)
        stack.extend(c for c in child.children if c.dep_ in _NESTED)
    words = [t.text if t.pos_ == "PROPN" else t.text.lower() for t in sorted(keep, key=lambda t: t.i)]
    return normalize.digits(" ".join(words))


def _verb_phrase(verb: Token) -> str:
    """A verb as an object ("running", "go to beach"): its form, then its object or pobj."""
    head = verb.text.lower() if verb.tag_ == "VBG" else verb.lemma_.lower()
    words = [head]
    words += [p.text.lower() for p in _kids(verb, "prt")]
    if objects := _kids(verb, "dobj", "attr", "acomp"):
        words.append(_phrase(objects[0]))
    elif (preps := _kids(verb, "prep")) and (pobj := _kids(preps[0], "pobj")):
        words += [preps[0].text.lower(), _phrase(pobj[0])]
    return " ".join(words)


def _negated(head: Token) -> bool:
    return any(c.dep_ == "neg" for c in head.children)


def _count(token: Token) -> str | None:
    """The number a noun is counted with ("three sisters" -> "3"), if any."""
    for child in _kids(token, "nummod"):
        words = [t.text for t in sorted([child, *_kids(child, "compound", "quantmod")], key=lambda t: t.i)]
        if value := normalize.number(" ".join(words)):
            return value
    return None


@dataclass(frozen=True)
class _Subject:
    text: str
    person: bool
    second: bool = False
    owner: str | None = None  # for a possessed attribute ("my favourite colour"): the owner
    attribute: str | None = None


class _Reader:
    """Claims of one sentence, for one speaker and addressee."""

    def __init__(self, parties: Parties, antecedent: str | None) -> None:
        self.parties = parties
        self.antecedent = antecedent

    def subject(self, token: Token | None) -> _Subject | None:
        if token is None:
            return None
        lowered = token.text.lower()
        if token.pos_ == "PRON" or lowered in _PERSONAL:
            who = self.parties.person(lowered)
            if who is not None:
                return _Subject(who, True, lowered in normalize.SECOND_PERSON)
            if lowered in ("he", "she") and self.antecedent:
                return _Subject(self.antecedent, False)
            return None
        if lowered in normalize.VAGUE_SUBJECTS:
            return None
        poss = _kids(token, "poss")
        if poss:
            owner = self.parties.person(poss[0].text)
            if owner is None and poss[0].pos_ == "PROPN":
                owner = _phrase(poss[0])
            if owner is not None:
                attribute = _phrase(token)
                if token.lemma_.lower() in normalize.POSSESSABLE:
                    return _Subject(f"{owner}'s {attribute}", False)
                return _Subject(f"{owner}'s {attribute}", False, owner=owner, attribute=attribute)
        of = [p for p in _kids(token, "prep") if p.lower_ == "of"]
        if of and (pobj := _kids(of[0], "pobj")) and token.pos_ == "NOUN":
            return _Subject(_phrase(token), False, owner=_phrase(pobj[0]), attribute=_phrase(token))
        return _Subject(_phrase(token), False)

    def clause(self, head: Token, subject: Token | None) -> list[Claim]:
        subj = self.subject(subject)
        if subj is None:
            return []
        negated = _negated(head)
        lemma = head.lemma_.lower()
        # The small model sometimes reads "I hate running" as an auxiliary "hate" on "running".
        for aux in _kids(head, "aux"):
            if aux.lemma_.lower() in _PREFERENCE:
                rel = normalize.relation(aux.lemma_.lower())
                return self._values(subj, rel, [head], negated, verbal=True)
        if head.lower_ in normalize.MARITAL and subj.person:
            return [self._claim(subj, "have marital status", head.lower_, negated)]
        particle = " ".join(p.lower_ for p in _kids(head, "prt"))
        verb = f"{lemma} {particle}" if particle else lemma
        objects = _kids(head, *_OBJECT_DEPS)
        if lemma == "be" and not _kids(head, "auxpass"):
            return self._copula(head, subj, objects, negated)
        if lemma in ("get", "become", "stay") and objects and objects[0].lower_ in normalize.MARITAL:
            return [self._claim(subj, "have marital status", objects[0].lower_, negated)]
        if lemma == "turn" and objects and (age := normalize.number(objects[0].text)) and subj.person:
            return [self._claim(subj, "have age", age, negated, number=True)]
        if lemma == "stand" and negated and objects:  # "I can't stand cats"
            return self._values(subj, "dislike", objects, False)
        dobj = _kids(head, "dobj")
        if dobj:
            target = dobj[0]
            if target.pos_ == "PRON" and target.lower_ not in _PERSONAL:
                return []  # "I do it every day": the object is elsewhere
            if lemma in ("have", "own"):
                negated = negated or any(d.lower_ == "no" for d in _kids(target, "det"))
                count = _count(target)
                if count is not None:
                    rel = f"have {target.lemma_.lower()}"
                    return [self._claim(subj, rel, count, negated, exclusive=True, number=True)]
                return self._values(subj, lemma, [target], negated)
            return self._values(subj, normalize.relation(verb), [target], negated)
        if xcomp := _kids(head, "xcomp"):
            return self._values(subj, normalize.relation(verb), xcomp, negated, verbal=True)
        if objects:
            return self._values(subj, normalize.relation(verb), objects, negated)
        for prep in _kids(head, "prep"):
            if pobj := _kids(prep, "pobj"):
                return self._values(subj, normalize.relation(verb, prep.lower_), pobj, negated)
        return []

    def _copula(self, head: Token, subj: _Subject, objects: list[Token], negated: bool) -> list[Claim]:
        if not objects:
            for prep in _kids(head, "prep"):
                if pobj := _kids(prep, "pobj"):
                    rel = normalize.relation("be", prep.lower_)
                    if subj.attribute is not None and rel == "be from":  # "my family is from Ohio"
                        return []
                    return self._values(subj, rel, pobj, negated)
            return []
        value = objects[0]
        if subj.person and not subj.attribute:
            age = normalize.number(value.text) if value.pos_ == "NUM" else None
            if value.pos_ == "NUM" and age is None:
                age = normalize.number(" ".join(t.text for t in value.subtree))
            if value.lemma_.lower() == "old":
                for unit in _kids(value, "npadvmod"):
                    age = _count(unit) or age
            if age is not None:
                return [self._claim(subj, "have age", age, negated, number=True)]
            if value.lower_ in normalize.MARITAL:
                return [self._claim(subj, "have marital status", value.lower_, negated)]
        lemma = value.lemma_.lower()
        if lemma in normalize.OCCUPATIONS and value.pos_ == "NOUN" and not subj.attribute:
            return [self._claim(subj, "work as", _phrase(value), negated)]
        if lemma == "fan":
            for prep in _kids(value, "prep"):
                if prep.lower_ == "of" and (pobj := _kids(prep, "pobj")):
                    return self._values(subj, "like", pobj, negated)
        if poss := _kids(value, "poss"):  # "blue is my favourite colour"
            owner = self.parties.person(poss[0].text)
            if owner is not None and value.pos_ == "NOUN" and not subj.person:
                rel = normalize.attribute_relation(_phrase(value))
                return [self._claim(_Subject(owner, True), rel, subj.text, negated, exclusive=True)]
        if subj.owner is not None and subj.attribute is not None:
            rel = normalize.attribute_relation(subj.attribute)
            holder = _Subject(subj.owner, subj.owner in (self.parties.speaker, self.parties.addressee))
            return self._values(holder, rel, objects, negated, functional=True)
        # A noun names what the subject is (one value); adjectives describe it and add up.
        functional = not subj.person and value.pos_ in ("NOUN", "PROPN", "NUM")
        return self._values(subj, "be", objects, negated, functional=functional)

    def _values(
        self,
        subj: _Subject,
        rel: str,
        heads: Sequence[Token],
        negated: bool,
        *,
        verbal: bool = False,
        functional: bool = False,
    ) -> list[Claim]:
        """One claim per coordinated value ("boots and a hat"); a list is never exclusive."""
        items: list[Token] = []
        for head in heads:
            items.append(head)
            items += [c for c in head.conjuncts if c.i > head.i]
        texts = []
        for item in items:
            if item.pos_ == "PRON" and item.lower_ not in _PERSONAL:
                continue
            is_verb = item.pos_ in ("VERB", "AUX") and (verbal or item.dep_ == "xcomp")
            texts.append(_verb_phrase(item) if is_verb else _phrase(item))
        texts = [t for t in texts if t.strip()]
        single = len(texts) == 1
        return [
            self._claim(
                subj,
                rel,
                text,
                negated,
                exclusive=single and (functional or normalize.exclusive(rel, text)),
                number=normalize.number(text) is not None,
            )
            for text in texts
        ]

    def _claim(
        self,
        subj: _Subject,
        rel: str,
        obj: str,
        negated: bool,
        *,
        exclusive: bool | None = None,
        number: bool = False,
    ) -> Claim:
        if exclusive is None:
            exclusive = normalize.exclusive(rel, obj)
        return Claim(subj.text, rel, obj, subj.person, negated, exclusive, number, subj.second)

    def possessions(self, sentence: Span) -> list[Claim]:
        """Facts said in passing by a possessive: "my cat Milo", "my two sisters", "both of my
        sisters", "my wife"."""
        claims: list[Claim] = []
        speaker = _Subject(self.parties.speaker, True)
        for token in sentence:
            poss = _kids(token, "poss")
            if not poss or self.parties.person(poss[0].text) != self.parties.speaker:
                continue
            noun = token.lemma_.lower()
            count = _count(token)
            quantifier = token.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
            if quantifier is not None:
                owner = quantifier.head
                if owner.lower_ == "both":
                    count = "2"
                elif owner.pos_ == "NUM":
                    count = normalize.number(owner.text) or count
            if count is not None:
                claims.append(Claim(speaker.text, f"have {noun}", count, True, exclusive=True, number=True))
            if noun not in normalize.POSSESSABLE:
                continue
            for name in _kids(token, "appos"):
                if name.pos_ == "PROPN":
                    claims.append(Claim(speaker.text, f"have {noun}", _phrase(name), True))
            former = any(c.lower_ in ("ex", "late", "former") for c in token.lefts)
            if noun in ("wife", "husband") and not former:
                claims.append(Claim(speaker.text, "have marital status", "married", True, exclusive=True))
        return claims

    def sentence(self, sentence: Span) -> list[Claim]:
        claims: list[Claim] = []
        for head, subject in _clauses(sentence):
            claims += self.clause(head, subject)
        claims += self.possessions(sentence)
        return list(dict.fromkeys(claims))


def _clauses(sentence: Span) -> Iterator[tuple[Token, Token | None]]:
    """Clause heads with their subjects; a conjoined verb inherits its head's subject."""
    subjects: dict[int, Token | None] = {}
    for token in sentence:
        if token.dep_ != "ROOT" and token.dep_ not in _CLAUSE_DEPS:
            continue
        if token.pos_ not in ("VERB", "AUX"):
            continue
        own = _kids(token, "nsubj", "nsubjpass")
        if not own:  # a misparse hangs the subject on an auxiliary ("I hate running")
            own = [s for aux in _kids(token, "aux") for s in _kids(aux, "nsubj")]
        subject = own[0] if own else None
        if subject is None and token.dep_ == "conj":
            subject = subjects.get(token.head.i)
        subjects[token.i] = subject
        yield token, subject


def _elliptic(sentence: Span) -> bool | None:
    """An elliptical reply ("I don't.", "I do", "Me too"): its polarity, else None."""
    words = [t.lower_ for t in sentence if not t.is_punct]
    lowered = " ".join(words)
    if lowered in ("me too", "same here", "so do i", "same"):
        return True
    if lowered in ("me neither", "neither do i", "nor do i"):
        return False
    root = sentence.root
    if root.lemma_.lower() not in _ELLIPTIC or len(words) > 5:
        return None
    if _kids(root, "dobj", "attr", "acomp", "xcomp", "prep", "ccomp", "oprd"):
        return None
    subject = _kids(root, "nsubj")
    if not subject or subject[0].lower_ not in normalize.FIRST_PERSON:
        return None
    return not _negated(root)


class ParseExtractor:
    """Triples from a dependency parse; see the module docstring."""

    name = "parse"

    def __init__(self, model: str | None = None) -> None:
        self.package = nlp.require(model)  # fails now, not on the first turn, when none is installed
        self._nlp: Language | None = None
        self._docs: dict[str, Doc] = {}
        self._conversation: str | None = None

    @property
    def pipeline(self) -> Language:
        if self._nlp is None:
            self._nlp = nlp.load(self.package)
        return self._nlp

    def _doc(self, conversation: Conversation, text: str) -> Doc:
        """Parses the whole conversation in one ``nlp.pipe`` batch on first sight of it."""
        if self._conversation != conversation.id:
            self._conversation = conversation.id
            texts = list(dict.fromkeys(t.text for t in conversation.turns))
            self._docs = dict(zip(texts, self.pipeline.pipe(texts), strict=True))
        if text not in self._docs:
            self._docs[text] = self.pipeline(text)
        return self._docs[text]

    def claims(self, conversation: Conversation, turn: Turn) -> list[tuple[str, list[Claim]]]:
        """Each sentence of the turn with its claims (questions have none)."""
        who = normalize.parties(conversation, turn)
        reader = _Reader(who, self._antecedent(conversation, turn))
        sentences = [s for s in self._doc(conversation, turn.text).sents if s.text.strip()]
        previous = self._previous_question(conversation, turn)
        out: list[tuple[str, list[Claim]]] = []
        own_question: list[Claim] = []
        for k, sentence in enumerate(sentences):
            text = sentence.text.strip()
            if text.endswith("?"):
                own_question = self._templates(reader, sentence) if normalize.yes_no_question(text) else []
                out.append((text, []))
                continue
            if retracts(text):  # a retraction restates no claim of its own
                out.append((text, []))
                own_question = []
                continue
            claims = reader.sentence(sentence)
            polarity = _elliptic(sentence)
            if polarity is not None and own_question:  # "Do you have any pets? I don't."
                claims += [_answer(c, who.speaker, polarity) for c in own_question]
            elif k == 0 and previous:
                answer = normalize.answer_polarity(text)
                if answer is None:
                    answer = polarity
                if answer is not None:
                    claims += [_answer(c, who.speaker, answer) for c in previous]
            own_question = []
            out.append((text, list(dict.fromkeys(claims))))
        return out

    def _templates(self, reader: _Reader, question: Span) -> list[Claim]:
        """The question's predicates about "you"; the answer gives them their subject."""
        asker = Parties(reader.parties.speaker, reader.parties.addressee or "you")
        return [c for c in _Reader(asker, None).sentence(question) if c.second]

    def _previous_question(self, conversation: Conversation, turn: Turn) -> list[Claim]:
        """The predicates of the previous turn's last yes/no question about this speaker."""
        if turn.index < 2:
            return []
        before = conversation.turns[turn.index - 2]
        if before.speaker == turn.speaker:
            return []
        asked = normalize.parties(conversation, before)
        if asked.addressee != turn.speaker:
            return []
        sentences = [s for s in self._doc(conversation, before.text).sents if s.text.strip()]
        if not sentences or not normalize.yes_no_question(sentences[-1].text.strip()):
            return []
        return self._templates(_Reader(asked, None), sentences[-1])

    def _antecedent(self, conversation: Conversation, turn: Turn) -> str | None:
        if not any(w in turn.text.lower().split() for w in ("he", "she")):
            return None
        from dialogkg.extract.rules import last_full_name

        earlier = (conversation.turns[j].text for j in range(turn.index - 1, -1, -1))
        return last_full_name(earlier)

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        triples: list[dict[str, object]] = []
        facts: list[SentenceFacts] = []
        for text, claims in self.claims(conversation, turn):
            hedged = normalize.hedged(text)
            triples += [triple(c, normalize.intent(text)) for c in claims]
            facts.append(SentenceFacts(text, bool(claims), text.endswith("?"), hedged))
        operations, revision = plan_operations(conversation, turn, facts, context)
        extraction = Extraction.model_validate(
            {"triples": triples, "operations": operations, "revision": revision}
        )
        return TurnExtraction(extraction, self.name, self.package)


def _answer(template: Claim, speaker: str, yes: bool) -> Claim:
    return replace(template, sub=speaker, person=True, second=False, negated=not yes)


def triple(claim: Claim, intent: str) -> dict[str, object]:
    """The schema fields of a claim (FORMAT.md section 2)."""
    attribute = "negation" if claim.negated else ("quantity" if claim.number else "property")
    return {
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
