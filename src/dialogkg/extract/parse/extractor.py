"""``ParseExtractor``: a turn's sentences parsed, read clause by clause, resolved against the
questions they answer, and planned into operations (``extract.operations``)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.detect import places
from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import nlp, normalize
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.normalize import Parties
from dialogkg.extract.operations import SentenceFacts, plan_operations, retracts
from dialogkg.extract.parse import habits, mornings
from dialogkg.extract.parse.answers import (
    ANSWER_THEN_ASK,
    Asked,
    affirmed,
    ages_asked,
    answer_claims,
    as_answered,
    asked_count,
    bare_age,
    bare_answer,
    bare_claims,
    countable,
    degree_asked,
    echo,
    elliptic,
    ever_asked,
    favourite_answer,
    joint,
    listed_ages,
    named_kind,
    never_reply,
    no_fragment,
    one_slot,
    one_thing,
    only_others,
    picked,
    place_answer,
    same_verb,
)
from dialogkg.extract.parse.asides import answered_height
from dialogkg.extract.parse.birthdays import BIRTHDAY, birthday_answered
from dialogkg.extract.parse.claim import (
    Claim,
    housemates,
    named_things,
    partnered,
    relished,
    speakable,
    triple,
)
from dialogkg.extract.parse.clauses import states_of_a_thing
from dialogkg.extract.parse.diets import abstentions
from dialogkg.extract.parse.dropped import subject_restored, with_subject
from dialogkg.extract.parse.implied import EMPLOYED
from dialogkg.extract.parse.pets import asked_after, introduced, kind_answered
from dialogkg.extract.parse.presuppositions import granted
from dialogkg.extract.parse.reader import Reader
from dialogkg.extract.parse.text import PARSE_BATCH, plain_text, text_pieces
from dialogkg.extract.parse.words import (
    FAVOURITE,
    GENERIC_NOUNS,
    PLACES,
    QUANTITY,
    TIMES,
    excepted,
    kids,
    mend_tags,
    of_now,
    phrase,
    unwrap,
    verb_phrase,
)
from dialogkg.extract.schema import MAX_TEXT, Extraction

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Span


MAX_REFERENTS = 4


class ParseExtractor:
    """Triples from a dependency parse; see the module docstring."""

    name = "parse"

    def __init__(self, model: str | None = None) -> None:
        self.package = nlp.require(model)  # fails now, not on the first turn, when none is installed
        self._nlp: Language | None = None
        self._docs: dict[str, list[Span]] = {}
        self._conversation: str | None = None
        # Claims of the current conversation's turns read alone, by index, with their text.
        self._alone: dict[int, tuple[str, list[list[Claim]]]] = {}  # turn -> (text, per sentence)

    @property
    def pipeline(self) -> Language:
        if self._nlp is None:
            self._nlp = nlp.load(self.package)
        return self._nlp

    def _first_sight(self, conversation: Conversation, turn: Turn) -> None:
        """On first sight of a conversation, parse in one batch the turns from two before this one
        to the end: all of them when a bulk read starts at turn 1, three when an append asks for
        its new turn."""
        if self._conversation != conversation.id:
            self._conversation = conversation.id
            self._alone = {}
            texts = list(dict.fromkeys(t.text for t in conversation.turns[max(0, turn.index - 3) :]))
            self._docs = dict(zip(texts, self._parse(texts), strict=True))

    def _sentences(self, text: str) -> list[Span]:
        """The sentences of a turn's text (parsed now if the first sight did not)."""
        if text not in self._docs:
            [self._docs[text]] = self._parse([text])
        return self._docs[text]

    def _with_subject(self, sentence: Span) -> Span | None:
        """The sentence read again with the "I" chat left out put back, when the parser then
        sees the speaker doing what it tells."""
        restored = with_subject(sentence)
        if restored is None:
            return None
        spans = self._sentences(restored[0])
        return spans[0] if len(spans) == 1 and subject_restored(spans[0], restored[1]) else None

    def _parse(self, texts: Sequence[str]) -> list[list[Span]]:
        """Parse in batches of at most PARSE_BATCH characters, a long text in pieces: the parser's
        working memory grows with the batch (about 3 KB a character), so a 1 MB turn parsed whole
        would need gigabytes. Texts of up to PARSE_PIECE characters are parsed whole, as before."""
        jobs = [(i, piece) for i, text in enumerate(texts) for piece in text_pieces(plain_text(text))]
        out: list[list[Span]] = [[] for _ in texts]
        start = 0
        while start < len(jobs):
            end, size = start, 0
            while end < len(jobs) and (end == start or size + len(jobs[end][1]) <= PARSE_BATCH):
                size += len(jobs[end][1])
                end += 1
            batch = jobs[start:end]
            for (i, _), doc in zip(batch, self.pipeline.pipe(p for _, p in batch), strict=True):
                mend_tags(doc)
                out[i].extend(doc.sents)
            start = end
        return out

    def claims(
        self, conversation: Conversation, turn: Turn, *, alone: bool = False
    ) -> list[tuple[str, list[Claim]]]:
        """Each sentence of the turn with its claims (questions have none). ``alone``: borrow no
        claim of an earlier turn (see ``_read_alone``)."""
        who = normalize.parties(conversation, turn)
        reader = Reader(who, self._antecedent(conversation, turn))
        self._first_sight(conversation, turn)
        sentences = [s for s in self._sentences(turn.text) if s.text.strip()]
        previous, alternatives, last_asked = self._previous_question(conversation, turn)
        often_asked = previous or self._how_often_asked(conversation, turn)
        asked = Asked()
        questions = self._previous_questions(conversation, turn)
        for question in questions:
            asked.add(question)
        before = conversation.turns[turn.index - 2].text if questions else ""
        aged = next((a for q in questions if (a := ages_asked(q, before)) is not None), None)
        out: list[tuple[str, list[Claim]]] = []
        guessed: list[tuple[int, Claim]] = []  # favourites read from "I love X" (by sentence)
        own_question: list[Claim] = []
        last_named = None if alone else self._last_named(conversation, turn)
        if turn.index > 1:
            before_text = conversation.turns[turn.index - 2].text
            reader.heard = frozenset(
                normalize.singular(w) for w in re.findall(r"[a-z]+", before_text.lower())
            )
            # what the turn before told, not what it asked of this speaker ("Do you have kids?")
            # or of anyone but its own speaker ("Does Scout like other dogs?")
            told = [s.text for s in self._sentences(before_text) if not _asks_not_of_self(s.text)]
            reader.told = frozenset(
                normalize.singular(w) for w in re.findall(r"[a-z]+", " ".join(told).lower())
            )
        if not alone:
            reader.pet = self._pet_asked(conversation, turn)
            reader.place = self._recent_place(conversation, turn)
            reader.referents = self._referents(conversation, turn, previous)
        mentioned: str | None = None  # the countable noun of the sentence before ("I love dogs.")
        just_asked = False  # the sentence before asked a question
        bare_yes_no = False  # the first sentence is a yes or no and nothing else
        # A greeting before the reply ("Hey! Nope, never learned one.") is not the reply: the
        # sentence after it answers.
        greeted = next((n for n, s in enumerate(sentences) if not normalize.greeting_only(s.text)), 0)
        for n, sentence in enumerate(sentences):
            text = sentence.text.strip()
            asked.tell(reader)
            reader.earlier = sentences[:n]
            if n < greeted:
                out.append((text, []))
                continue
            k = n - greeted
            if len(text) > MAX_TEXT:  # a paste (a log, code), not a statement: not read
                out.append((text, []))
                own_question = []
                continue
            answering = k == 0 or just_asked
            # the reply proper: the first sentence, or the second after a bare "Yes!" ("Yes! Two
            # dogs, a retriever and a terrier.")
            opening = k == 0 or (k == 1 and bare_yes_no)
            just_asked = False
            if normalize.asks(text):
                answered: list[Claim] = []
                yes = normalize.answer_polarity(text) if k == 0 and previous else None
                if yes is not None and ANSWER_THEN_ASK.match(text) and not (yes and alternatives):
                    answered = answer_claims(previous, who.speaker, yes)  # "No, what is it?"
                asked.add(text)
                if (front := normalize.statement_before_question(text)) is not None:
                    answered += [c for s in self._sentences(front) for c in reader.sentence(s)]
                own_question = self._templates(reader, sentence) if normalize.yes_no_question(text) else []
                echoed = bare_answer(sentence)
                if (
                    echoed is not None
                    and echoed.pos_ in ("NOUN", "PROPN")
                    and echoed.lemma_.lower() not in TIMES
                ):
                    reader.recent = phrase(echoed)  # "Tofu? I hate it.": the thing echoed is "it"
                out.append((text, answered))
                just_asked = True
                continue
            if retracts(text):  # a retraction restates no claim of its own
                out.append((text, []))
                own_question = []
                continue
            reader.counted = (
                asked_count(own_question or (previous if k < 2 else []))
                or (reader.count_asked if answering else None)
                or mentioned
            )
            reader.it = one_thing(own_question or previous) if answering else None
            reader.last_named = last_named if k == 0 else None
            fragment = bare_answer(sentence)  # the verbless reply, or a lead before the clause
            lead = fragment if answering else None
            if lead is not None and lead.pos_ in ("NOUN", "PROPN") and lead.i < sentence.root.i:
                reader.recent = phrase(lead)  # "Jazz for sure, I hate it.": the fragment's thing
            claims = reader.sentence(sentence)
            if (restored := self._with_subject(sentence)) is not None:
                claims = reader.sentence(restored) or claims  # "Took my dog to the park."
            counts = any(c.number for c in claims)
            bare_ok = opening and not reader.age_asked and not reader.past_asked and not counts
            bare = fragment if bare_ok else None
            if bare is not None and bare.pos_ in ("NOUN", "PROPN") and not claims:
                reader.recent = phrase(bare)  # "Definitely country. I can't stand it."
            done = normalize.relation(reader.done_asked) if reader.done_asked is not None else None
            if bare is not None and done is not None and not any(c.rel == done for c in claims):
                # "What did you eat?" "A big steak.": the thing eaten; "What languages do you
                # speak?" "Just English, I was never good at languages.": the only one (a meal had
                # is one of many, not the only)
                rel = done
                just = any(a.lower_ in ("just", "only") for a in kids(bare, "advmod"))
                only = just and rel in ("speak", "play")
                done_to = unwrap(bare) or bare  # "A big mug of black coffee": coffee
                claims = [*claims, Claim(who.speaker, rel, phrase(done_to), True, exclusive=only)]
            elif bare is not None:
                counted = bare_claims(bare, reader, who.speaker)  # "How many kids?" "Two."
                # "Any other languages?" "Yes! Spanish." (a yes/no question of a kind only)
                named = named_kind(previous, bare, who.speaker) if not (counted or alternatives) else []
                if reader.pet and (kind := kind_answered(bare, reader.pet)) is not None:
                    named.append(kind)  # "what kind of dog?" "A chihuahua.": the named pet's kind
                claims = [*claims, *counted, *named]
            root = sentence.root
            if opening and reader.liking_asked and not claims and root.lower_ in ("anything", "everything"):
                # "What music are you into?" "Pretty much anything except country.": not country
                claims = [Claim(who.speaker, "like", phrase(t), True, negated=True) for t in excepted(root)]
            where = reader.where_asked if opening else None
            where = None if any(c.rel == where for c in claims) else where
            if where is not None and (place := place_answer(sentence)) is not None:  # "Where from?" "Perth."
                claims.append(Claim(who.speaker, where, place, True, exclusive=True))
            elif where == "live in":  # "Where do you live?" "I'm in Seattle.": the home
                claims += [
                    replace(c, rel=where, exclusive=True)
                    for c in claims
                    if c.rel == "be in" and c.sub == who.speaker and not c.negated and c.obj[:1].isupper()
                ][:1]
            tall = answered_height(before, sentence) if opening and answering else None
            if tall is not None and not any(c.rel == "have height" for c in claims):
                # "How tall are you?" "6 foot 5, so people ask if I played."
                claims.append(
                    Claim(who.speaker, "have height", f"{tall} inches", True, exclusive=True, number=True)
                )
            born = birthday_answered(before, sentence.text) if opening and answering else None
            if born is not None and not any(c.rel == BIRTHDAY for c in claims):
                claims.append(Claim(who.speaker, BIRTHDAY, born, True, exclusive=True))  # "July 4th."
            age = bare_age(sentence) if opening and reader.age_asked else None  # "How old are you?" "17."
            if age is not None and not any(c.rel == "have age" for c in claims):
                claims.append(Claim(who.speaker, "have age", age, True, exclusive=True, number=True))
            # "What time do you usually get up?" "Around 5am." (unless the sentence said it)
            rises = mornings.risen_at(questions, text) if opening else None
            if rises is not None and not any(c.rel == mornings.RELATION for c in claims):
                claims.append(
                    Claim(who.speaker, mornings.RELATION, mornings.RELATION, True, negated=not rises)
                )
            ages = listed_ages(sentence) if opening and aged is not None else 0
            if aged is not None and ages > 1:  # "How old are your daughters?" "4, 5 and 8.": three
                slot = normalize.count_slot(aged)
                claims.append(Claim(who.speaker, slot, str(ages), True, exclusive=True, number=True))
            if reader.topic and answering:
                guessed += [(len(out), c) for c in favourite_answer(claims, reader.topic, who.speaker)]
            polarity = elliptic(sentence)
            # (or a place liked or a favourite: "Paris, for sure. I lived there for three years")
            said = [c.obj for c in claims if c.rel in PLACES or _place_held_dear(c)]
            reader.place = said[-1] if said else reader.place
            if k == 0 and echo(sentence) and turn.index > 1 and not alone:  # "I don't run." / "Me neither!"
                claims += self._echo(conversation, conversation.turns[turn.index - 2], who.speaker)
            elif polarity is not None and own_question:  # "Do you have any pets? I don't."
                claims += answer_claims(own_question, who.speaker, polarity)
            elif k == 0 and previous:
                answer = yes_no = normalize.answer_polarity(text)
                if answer is None:
                    answer = polarity if polarity is not None else same_verb(sentence, previous)
                # "A boyfriend or a girlfriend?" "I have a girlfriend.": a yes picks one of the
                # alternatives, the sentence says which; only a no denies them all.
                if answer is not None and not (answer and alternatives):
                    answer, answered = as_answered(last_asked, sentence, previous, answer, yes_no, polarity)
                    claims += answer_claims(answered, who.speaker, answer, never_reply(text))
                    if not answer:  # "Any other languages?" "No, just English."
                        claims += only_others(sentence, previous, who.speaker)
                elif answer is None and offered(last_asked) and fragment is not None and not claims:
                    # "A night owl or an early bird?" "Early bird for sure.": the one named
                    claims += answer_claims(picked(previous, fragment), who.speaker, True)
                elif answer is None:  # "Any pets?" "I have two dogs.": having dogs is having pets
                    claims += answer_claims(affirmed(previous, claims), who.speaker, True)
            elif polarity is not None and mentioned and sentence.root.lemma_.lower() == "have":
                # "That's a lot of kids. I don't have any."
                claims.append(Claim(who.speaker, "have", mentioned, True, negated=not polarity))
            if k == 0 and often_asked:  # "Do you run a lot?" "Every morning, rain or shine."
                claims += habits.answered(sentence, often_asked, who.speaker)
            if k == 0 and (thing := no_fragment(sentence)) is not None:
                # "Do you have kids? What do you do?" "No kids. I'm a nurse.": the fragment answers
                # the question that asked about its thing, whichever it was.
                lex = default_lexicons()
                asked_of = [
                    c
                    for c in self._asked_yes_no(conversation, turn)
                    if lex.same_head(c.obj, thing) or lex.same_head(thing, c.obj)
                ]
                claims += answer_claims(asked_of, who.speaker, False)
            own_question = []
            claims += partnered(claims)  # "Girlfriend?" "Yes.": in a relationship
            claims += housemates(claims)  # "Roommates?" "Two.": living with them
            claims += relished(claims)  # "Favorite food?" "Steak.": eats steak
            claims += abstentions(claims, who.speaker)  # "Vegan actually.": no meat, dairy or eggs
            claims = [_plain(c) for c in claims]  # "a sweet tooth" is a liking of sweets
            # "Any other languages?" "Yes, Spanish!": Spanish is spoken, "other languages" is the
            # kind asked, no value of its own beside it
            valued = {c.rel for c in claims if not c.negated and not _other_kind(c.obj)}
            claims = [c for c in claims if not (c.rel in valued and not c.negated and _other_kind(c.obj))]
            out.append((text, list(dict.fromkeys(claims))))
            reader.recent = ([None, *named_things(claims)])[-1] or reader.recent
            mentioned = countable(sentence)
            bare_yes_no = k == 0 and normalize.answer_polarity(text) is not None and len(text.split()) <= 2

        # "I love cooking! My favorite recipe is Chicken Pot Pie.": a favourite the turn names
        # outright wins over one read from what it loves.
        stated = {one_slot(c.rel) for _, said in out for c in said if c.rel.startswith("have favourite")}
        for k, claim in guessed:
            if one_slot(claim.rel) not in stated:
                out[k] = (out[k][0], list(dict.fromkeys([*out[k][1], claim])))
        # "I just got off my shift at the hardware store. I retired from the fire department":
        # retired from a career, working now; the turn's job held wins over its retirement.
        working = any(
            c.rel == EMPLOYED and c.sub == who.speaker and not c.negated for _, said in out for c in said
        )
        if working:
            out = [
                (t, [c for c in said if not (c.rel == EMPLOYED and c.negated and c.implied)])
                for t, said in out
            ]
        return out

    def _read_alone(self, conversation: Conversation, index: int) -> list[Claim]:
        """The claims of an earlier turn (by index) read on its own, borrowing nothing from the
        turns before it. What a turn borrows (the place "there" names, what "them" stands for,
        an echo) then depends on the two turns before it only: not on which turns a caller read
        first (evaluate reads an answer before its prompt) nor on how long the conversation is
        (an append reads one turn)."""
        return [c for said in self._sentences_alone(conversation, index) for c in said]

    def _sentences_alone(self, conversation: Conversation, index: int) -> list[list[Claim]]:
        """``_read_alone`` sentence by sentence (an echo repeats the last statement only)."""
        if index < 1:
            return []
        turn = conversation.turns[index - 1]
        cached = self._alone.get(index)
        if cached is None or cached[0] != turn.text:
            said = [claims for _, claims in self.claims(conversation, turn, alone=True)]
            cached = self._alone[index] = (turn.text, said)
        return cached[1]

    def _referents(self, conversation: Conversation, turn: Turn, asked: Sequence[Claim]) -> list[str]:
        """The things the other party's turn just before this one named as objects, for a plural
        pronoun object to stand for; an open slot ("any") names nothing."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        named = named_things(self._read_alone(conversation, turn.index - 1))
        # and what its questions asked about ("Do you play video games?", "How can you be a fan
        # of the books if you haven't read them?")
        before = conversation.turns[turn.index - 2]
        asker = Reader(normalize.parties(conversation, before), None)
        questions = [s for s in self._sentences(before.text) if normalize.asks(s.text)]
        if asked and questions:  # ``asked`` is the last question's reading already
            questions = questions[:-1] if questions[-1] is self._last_question(before) else questions
        for question in questions:
            asked = [*asked, *self._templates(asker, question)]
        # ("describe it more?" names no "more")
        objects = [c.obj for c in asked if c.rel != "be" and c.obj != normalize.ANY and c.obj not in QUANTITY]
        if questions and not objects and (last := self._last_named(conversation, turn)) is not None:
            objects = [last]  # "have you ever thought about getting a dog?": no template, still a dog
        return list(dict.fromkeys(named + objects))[:MAX_REFERENTS]

    def _last_named(self, conversation: Conversation, turn: Turn) -> str | None:
        """The thing the other party's turn just before named last, as an object or a gerund
        ("... thinking about taking up running, is it worth it?" -> running)."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return None
        tokens = [t for s in self._sentences(conversation.turns[turn.index - 2].text) for t in s]
        for token in reversed(tokens):
            if token.dep_ not in ("dobj", "pobj", "attr", "pcomp", "xcomp"):
                continue
            if token.tag_ == "VBG":
                return verb_phrase(token)
            lemma = token.lemma_.lower()
            if token.pos_ in ("NOUN", "PROPN") and not {lemma} & (TIMES | QUANTITY | GENERIC_NOUNS | {"lol"}):
                return phrase(token)
        return None

    def _pet_asked(self, conversation: Conversation, turn: Turn) -> str | None:
        """The speaker's pet, introduced by name in an earlier turn of theirs, that the other
        party's turn just before names ("what does kiwi eat?"): what "he" or "she" stands for."""
        if turn.index < 2:
            return None
        own = [t.text for t in conversation.turns[: turn.index - 1] if t.speaker == turn.speaker]
        names = {c.sub for text in own for sentence in self._sentences(text) for c in introduced(sentence)}
        asked = set(re.findall(r"[a-z]+", conversation.turns[turn.index - 2].text.lower()))
        named = sorted(names & asked)
        unnamed = asked_after(conversation.turns[turn.index - 2].text)
        if not named and len(names) == 1 and unnamed and not asked & (_HE | _SHE):
            # the speaker's only named pet, asked after as "he" ("is he hard to walk?") or by its
            # kind ("what breed?"), no kin named
            named = sorted(names)
        return named[0] if len(named) == 1 else None

    def _recent_place(self, conversation: Conversation, turn: Turn) -> str | None:
        """The place last said to be visited or lived in, in the two turns before this one."""
        for index in (turn.index - 1, turn.index - 2):
            said = [c.obj for c in self._read_alone(conversation, index) if c.rel in PLACES]
            if said:
                return said[-1]
        return None

    def _echo(self, conversation: Conversation, before: Turn, speaker: str) -> list[Claim]:
        """What the other speaker just said of themselves, now said by ``speaker`` too."""
        if before.speaker == speaker:
            return []
        # The last statement only: "I don't. I do love cats though." "I do too." loves cats.
        for said in reversed(self._sentences_alone(conversation, before.index)):
            own = [replace(c, sub=speaker) for c in said if c.person and c.sub == before.speaker]
            if own:
                return own
        return []

    def _previous_questions(self, conversation: Conversation, turn: Turn) -> list[str]:
        """The questions another speaker asked in the previous turn."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        before = self._sentences(conversation.turns[turn.index - 2].text)
        return [s.text.strip() for s in before if normalize.asks(s.text)]

    def _asked_yes_no(self, conversation: Conversation, turn: Turn) -> list[Claim]:
        """The predicates of every yes/no question the other speaker's previous turn asked."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        before = conversation.turns[turn.index - 2]
        reader = Reader(normalize.parties(conversation, before), None)
        questions = [q for q in self._sentences(before.text) if normalize.yes_no_question(q.text.strip())]
        return [c for q in questions for c in self._templates(reader, q)]

    def _templates(self, reader: Reader, question: Span) -> list[Claim]:
        """The question's predicates about "you"; the answer gives them their subject. A count
        only when the question says a number ("You said you had five sons?"): "Do you have a
        dog?" "Yes, two." does not count one dog."""
        asker = Parties(reader.parties.speaker, reader.parties.addressee or "you")
        if joint(question):
            return []  # "Do you and Dana have kids together?" "Not yet.": none of the couple's
        counts = any(t.like_num for t in question)
        if (positive := normalize.positive_question(question.text.strip())) != question.text.strip():
            # "Didn't you say you were a nurse?" asks what "Did you say you were a nurse?" asks.
            said = [c for s in self._sentences(positive) for c in Reader(asker, None).sentence(s)]
            return [c for c in said if c.second and (counts or not c.number)]
        if (statement := normalize.declarative(question.text.strip())) is not None:
            # "Is Frozen your favorite movie?" asks to confirm "Frozen is your favorite movie."
            said = [c for s in self._sentences(statement) for c in Reader(asker, None).sentence(s)]
            return [c for c in said if c.sub == asker.addressee and not c.number]
        said = [c for c in Reader(asker, None).sentence(question) if c.second and (counts or not c.number)]
        whole = question.text.strip()
        tail = whole.rsplit(",", 1)[-1].strip()
        comma = not said and tail != whole and normalize.yes_no_question(tail)
        if comma and (parts := self._sentences(tail)):
            # "random question, have you ever smoked?": parsed whole, "question" took the subject
            return self._templates(reader, parts[-1])
        return degree_asked(question, ever_asked(question, said))

    def _asking(self, conversation: Conversation, turn: Turn) -> tuple[Span, Parties] | None:
        """The previous turn's last question, when that turn is the other party's and addressed
        to this speaker, with its parties; else None."""
        if turn.index < 2:
            return None
        before = conversation.turns[turn.index - 2]
        if before.speaker == turn.speaker:
            return None
        asked = normalize.parties(conversation, before)
        if asked.addressee != turn.speaker:
            return None
        question = self._last_question(before)
        if question is not None and turn.index > 2 and _asked_back(question.text):
            # "Do you smoke?" "sometimes lol. do u?" "Never have.": the speaker's own question,
            # now asked of them
            own = conversation.turns[turn.index - 3]
            earlier = self._last_question(own) if own.speaker == turn.speaker else None
            if earlier is not None and normalize.yes_no_question(earlier.text.strip()):
                return earlier, asked
        return (question, asked) if question is not None else None

    def _how_often_asked(self, conversation: Conversation, turn: Turn) -> list[Claim]:
        """The deeds a "How often do you go to the gym?" of the turn before asks about."""
        asking = self._asking(conversation, turn)
        if asking is None or not _HOW_OFTEN.search(asking[0].text):
            return []
        question, asked = asking
        return self._templates(Reader(asked, None), question)

    def _previous_question(
        self, conversation: Conversation, turn: Turn
    ) -> tuple[list[Claim], bool, Span | None]:
        """The predicates of the previous turn's last yes/no question about this speaker, whether
        it offers them as alternatives ("or"), and the question itself."""
        asking = self._asking(conversation, turn)
        if asking is None:
            return [], False, None
        question, asked = asking
        last = question.text.strip()
        if (granted := normalize.presupposed(last)) is not None:
            # "What kind of dolls do you have?" "No, but I like dolls.": only a no answers it, as
            # only a no answers a choice between alternatives.
            reader = Reader(asked, None)
            said = [c for s in self._sentences(granted) for c in reader.sentence(s)]
            return [c for c in said if c.second and not c.number], True, question
        if not (normalize.yes_no_question(last) or normalize.checking_statement(last)):
            return [], False, None
        templates = self._templates(Reader(asked, None), question)
        if any(
            t.lower_ in ("only", "just", "always") and t.dep_ == "advmod" and t.head.pos_ in ("VERB", "AUX")
            for t in question
        ):
            # "Do you only listen to jazz?" "No, I also love rock.": a no takes back the "only";
            # "Have you always been a runner?" "Not at all.": the "always", not the running now
            templates = [replace(t, implied=True) for t in templates]
        if _qualified(question, templates):
            # "Do you drink coffee at night?" "Never at night.": a no denies the coffee at night only
            templates = [replace(t, implied=True) for t in templates]
        alternatives = len(templates) > 1 and offered(question)
        return templates, alternatives, question

    def _last_question(self, before: Turn) -> Span | None:
        """The turn's last question, even with statements after it ("I thought you were a
        designer? I try not to have favorites." "No, I'm not."): a reply answers the question it
        got. A checking statement ("I thought you said you were a vet.") counts as one."""
        questions = [
            s
            for s in self._sentences(before.text)
            if s.text.strip() and (normalize.asks(s.text) or normalize.checking_statement(s.text))
        ]
        return questions[-1] if questions else None

    def _antecedent(self, conversation: Conversation, turn: Turn) -> str | None:
        if not re.search(r"\b(?:he|she)\b", turn.text, re.I):  # "he", "He's", "she."
            return None
        from dialogkg.extract.rules import last_full_name

        # Only this turn and the one before: in chat, "he" is as often a pet or a brother.
        earlier = (conversation.turns[j].text for j in range(turn.index - 1, max(turn.index - 3, -1), -1))
        return last_full_name(earlier) or _kin_antecedent(conversation, turn)

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        triples: list[dict[str, object]] = []
        facts: list[SentenceFacts] = []
        grants: list[dict[str, object]] = []
        read = self.claims(conversation, turn)
        spans = [s for s in self._sentences(turn.text) if s.text.strip()]
        for (text, claims), span in zip(read, spans, strict=True):
            hedged = normalize.hedged(text)
            # A parse of symbols or formulas ("{x | ax^2+6x+9=0}") can leave a slot empty; such a
            # claim says nothing and must not fail the turn's validation.
            claims = [c for c in claims if speakable(c) and not _favourite_unnamed(c) and not _role_model(c)]
            if of_now(text):
                claims = [replace(c, of_now=True) if c.negated else c for c in claims]
            said = normalize.intent(text)
            offered = normalize.offered_only(text)  # once a sentence, not once a claim
            # a claim of the lead before a hedged clause is said: "I speak French and German, so
            # maybe Italian next" (its thing named there)
            lead = normalize.unhedged_lead(text)
            triples += [
                triple(
                    c,
                    "State"
                    if c.aside or normalize.outside_alternatives(offered, c.obj) or _named_in(c.obj, lead)
                    else said,
                )
                for c in claims
            ]
            asking = normalize.asks(text)
            facts.append(SentenceFacts(text, bool(claims) or states_of_a_thing(span), asking, hedged))
            if asking:
                grants += self._granted(conversation, turn, span)
        operations, revision = plan_operations(conversation, turn, facts, context)
        extraction = Extraction.model_validate(
            {
                "triples": _one_each(triples),
                "operations": operations,
                "revision": revision,
                "presupposes": list({json.dumps(t, sort_keys=True): t for t in grants}.values()),
            }
        )
        return TurnExtraction(extraction, self.name, self.package)

    def _granted(self, conversation: Conversation, turn: Turn, question: Span) -> list[dict[str, object]]:
        """What the question takes for granted of the party it addresses."""
        parties = normalize.parties(conversation, turn)
        if parties.addressee is None:
            return []
        reader = Reader(parties, None)

        def read(statement: str) -> list[Claim]:
            return [c for s in self._sentences(statement) for c in reader.sentence(s)]

        return granted(question, parties.addressee, read, default_lexicons())


def _favourite_unnamed(claim: Claim) -> bool:
    """A favourite whose value is the kind asked about ("any favorite fantasy movies?" "Star Wars!
    It's my favorite": "it" is Star Wars, not the movies asked of): no value, so no claim."""
    return claim.rel.startswith("have favourite") and not FAVOURITE.isdisjoint(claim.obj.lower().split())


def _role_model(claim: Claim) -> bool:
    """ "Being a positive role model for them is something I enjoy": a model to others, no job
    (a fashion model's is one)."""
    return claim.rel == "work as" and claim.obj.lower().split()[-2:] == ["role", "model"]


def _one_each(triples: list[dict[str, object]]) -> list[dict[str, object]]:
    """One fact read two ways ("vegetarian", "haven't touched meat") is one triple, of now only
    when every reading bounds it so."""
    out: dict[str, dict[str, object]] = {}
    for t in triples:
        key = json.dumps({k: x for k, x in t.items() if k != "of_now"}, sort_keys=True)
        held = out.setdefault(key, t)
        if held.get("of_now") and not t.get("of_now"):
            out[key] = t
    return list(out.values())


_HE = frozenset(
    [
        "brother",
        "son",
        "husband",
        "dad",
        "father",
        "boyfriend",
        "grandfather",
        "grandpa",
        "uncle",
        "nephew",
        "stepdad",
        "stepfather",
        "stepbrother",
        "stepson",
    ]
)
_SHE = frozenset(
    [
        "sister",
        "daughter",
        "wife",
        "mom",
        "mother",
        "mum",
        "girlfriend",
        "grandmother",
        "grandma",
        "aunt",
        "stepmom",
        "stepmother",
        "stepsister",
        "stepdaughter",
    ]
)
# Where or when a deed is done, as a question may narrow it: "at night", "at home", "on weekends".
_SETTINGS = frozenset(
    {"night", "morning", "evening", "afternoon", "weekend", "weekday", "home", "work", "school", "office"}
)


def _qualified(question: Span, templates: Sequence[Claim]) -> bool:
    """Does the question narrow its deed to a time or place its predicates leave out ("Do you
    drink coffee at night?" asks of "drink: coffee")?"""
    said = {w for t in templates for w in f"{t.rel} {t.obj}".lower().split()}
    return any(
        t.dep_ == "pobj"
        and t.head.dep_ == "prep"
        and t.head.head.pos_ in ("VERB", "AUX")
        and normalize.singular(t.lemma_.lower()) in _SETTINGS
        and t.lower_ not in said
        for t in question
    )


# A question of how often ("How often do you go?", "how often do you cook these days?").
_HOW_OFTEN = re.compile(r"\bhow\s+often\b", re.I)
# A relative named by a possessive: "my little brother", "your son".
_KIN = r"\s+(?P<kin>(?:(?:little|big|younger|older|baby|twin|oldest|youngest|eldest)\s+)?(?P<noun>[a-z]+))\b"
_MY_KIN = re.compile(r"\bmy" + _KIN, re.I)

_YOUR_KIN = re.compile(r"\byour" + _KIN, re.I)
# A relative introduced as had: "I have a half brother, he's 8".
_A_KIN = re.compile(
    r"\b(?:have|got)\s+(?:a|an|one)\s+"
    r"(?P<kin>(?:(?:half|step|little|big|younger|older|baby|twin)\s+)?(?P<noun>[a-z]+))\b",
    re.I,
)


def _named_in(thing: str, lead: str | None) -> bool:
    """Is the thing's head word a word of the lead ("german" in "I speak French and German")?"""
    words = thing.lower().split()
    return lead is not None and bool(words) and words[-1] in re.findall(r"[\w'-]+", lead.lower())


def offered(question: Span | None) -> bool:
    """Does the question offer alternatives ("a night owl or an early bird?"), not only take a
    thing for granted ("how many dogs did you have?", read as a choice too: see
    ``_previous_question``)?"""
    return question is not None and any(t.lower_ == "or" and t.dep_ == "cc" for t in question)


# A question that only asks back: "u?", "and you?", "what about you?", "do u?", "wbu?".
_ASKED_BACK = re.compile(
    r"^\W*(?:(?:and|what\s+about|how\s+about)\s+|(?:do|did|are|have|can|would|were)\s+)?"
    r"(?:you|u|ya|yourself|urself)\s*\?+\s*$|^\W*(?:wbu|hbu)\W*$",
    re.I,
)


def _asked_back(question: str) -> bool:
    return _ASKED_BACK.match(question.strip()) is not None or normalize.tag_question(question)


def _asks_not_of_self(text: str) -> bool:
    """A question that does not speak of its asker ("Do you have kids?", "Does Scout like other
    dogs?"), unlike "Should I get my kids a dog?"."""
    return normalize.asks(text) and not any(
        w in normalize.FIRST_PERSON for w in re.findall(r"[a-z]+", text.lower())
    )


def _kin_antecedent(conversation: Conversation, turn: Turn) -> str | None:
    """ "My brother is 4 years older. ... He's a year younger than me": with no name said, "he"
    or "she" is the speaker's last relative of that sex, said in this turn or their last three,
    or asked about by the other party just before ("your son")."""
    words = set(re.findall(r"[a-z]+", turn.text.lower()))
    if ("he" in words) == ("she" in words):
        return None  # neither, or both: which is which is not known
    kin = _HE if "he" in words else _SHE
    texts = [turn.text]
    for index in range(turn.index - 2, max(turn.index - 7, 0), -2):  # their last three turns
        if conversation.turns[index - 1].speaker == turn.speaker:
            texts.insert(0, conversation.turns[index - 1].text)
    said = [m.group("kin").lower() for text in texts[:-1] for m in _MY_KIN.finditer(text)]
    other = conversation.turns[turn.index - 2] if turn.index > 1 else None
    if other is not None and other.speaker != turn.speaker:  # "How old is your son?" "He's seven."
        said += [m.group("kin").lower() for m in _YOUR_KIN.finditer(other.text)]
    # in this turn, only a relative named before the pronoun ("I have a half brother, he's 8. my
    # dad remarried": "he" is the brother)
    before = re.split(r"\b(?:he|she)\b", texts[-1], maxsplit=1, flags=re.I)[0]
    named = [m for pattern in (_MY_KIN, _A_KIN) for m in pattern.finditer(before)]
    said += [m.group("kin").lower() for m in sorted(named, key=lambda m: m.start())]
    said = [k for k in said if k.split()[-1] in kin]
    if not said:
        return None
    return f"{normalize.parties(conversation, turn).speaker}'s {said[-1]}"


def _other_kind(thing: str) -> bool:
    """ "other languages", "another sport": the kind a question asked about, not a value."""
    return thing.lower().split()[:1] in (["other"], ["another"], ["any"])


# Idioms of having that say a liking: "I don't have a sweet tooth" likes no sweets (it has no
# "tooth" that "I have berries most nights" could meet).
_IDIOMS = {("have", "sweet tooth"): ("like", "sweets")}


# How big an idiom's thing is said to be ("the biggest sweet tooth") says nothing else.
_SIZED = re.compile(r"^(?:(?:huge|big|bigger|biggest|massive|major|serious|real|total|such\s+a)\s+)+")


def _plain(claim: Claim) -> Claim:
    said = _IDIOMS.get((claim.rel, _SIZED.sub("", claim.obj.lower())))
    return replace(claim, rel=said[0], obj=said[1]) if said else claim


def _place_held_dear(claim: Claim) -> bool:
    """A named place the speaker likes or names a favourite ("I love Paris", "favourite city:
    Rome"), which a later "there" may stand for."""
    if not claim.person or claim.negated:
        return False
    if claim.rel not in ("like", "miss") and not claim.rel.startswith("have favourite"):
        return False
    name = claim.obj
    return name[:1].isupper() and places.known(name)
