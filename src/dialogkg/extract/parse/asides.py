"""What a sentence says in passing, outside its clauses' subject and verb: "here in Seattle" (a
home), "as an accountant, ..." (a job), "in my twenties" and "at 45" (an age), "the spicier the
better" (a taste)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.clauses import grew_up, named_place, raised_where
from dialogkg.extract.parse.dwelling import wished
from dialogkg.extract.parse.implied import SCHOOL_TEACHING
from dialogkg.extract.parse.words import FORMER, TRIPS, is_negated, kids, numeral, only_child, opens_clause

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


# Words of a stay that is no home: "here in Paris for a conference", "visiting family here in Ohio".
_STAYS = TRIPS | {"visiting", "conference", "staying", "stay", "week", "weekend"}


def place_in(token: Token) -> Token | None:
    """The named place a word has "in" after it: "here in Seattle", "a dairy farm in Wisconsin"."""
    for prep in kids(token, "prep"):
        if prep.lower_ == "in" and (place := kids(prep, "pobj")) and named_place(place[0]):
            return place[0]
    return None


def here_in(sentence: Span) -> Token | None:
    """The named place of "here in Seattle" ("it's raining as usual here in seattle", "up here in
    minnesota we got snow"): where the speaker lives, unless the sentence says it is a stay."""
    if normalize.asks(sentence.text) or any(
        t.lower_ in _STAYS and not _indoors(t) and not _recurring(t) for t in sentence
    ):
        return None
    return next((place for here in sentence if here.lower_ == "here" and (place := _here_in(here))), None)


# Homes of a season or a past, not the one lived in: "my summer house in Maine".
_OTHER_HOMES = FORMER | {"summer", "vacation", "holiday", "beach", "lake", "weekend", "second", "childhood"}


def home_in(sentence: Span) -> Token | None:
    """The named place of "my apartment in downtown Chicago", "our house in Denver", "I have a
    house in Oregon": where the speaker lives (not a home of a season or a past, nor one wished for)."""
    if normalize.asks(sentence.text):
        return None
    for home in sentence:
        if home.lemma_.lower() not in (*normalize.DWELLING_KINDS, "home") or wished(home):
            continue
        if not (any(p.lower_ in ("my", "our") for p in kids(home, "poss")) or _had_home(home)):
            continue
        if any(m.lower_ in _OTHER_HOMES for m in kids(home, "amod", "compound")):
            continue
        if (place := place_in(home)) is not None:
            return place
    return None


def _had_home(home: Token) -> bool:
    """ "I have a little house in Oregon", "we own a condo in Tampa" (not a cottage, often a
    second home, nor one not had)."""
    verb = home.head
    return (
        home.dep_ == "dobj"
        and verb.lemma_.lower() in ("have", "own")
        and any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj"))
        and not is_negated(verb)
        and home.lemma_.lower() != "cottage"
    )


def _recurring(stay: Token) -> bool:
    """ "I go to the beach every weekend": a habit of a home, not a stay."""
    return any(d.lower_ in ("every", "each", "most") for d in kids(stay, "det", "amod"))


def _indoors(stay: Token) -> bool:
    """ "I mostly stay inside with the ac, here in miami it's too hot": staying in, not a stay."""
    return any(
        w.lower_ in ("inside", "indoors", "in", "home") for w in kids(stay, "advmod", "prt", "npadvmod")
    )


def _here_in(here: Token) -> Token | None:
    """The place of "here in X", its "in" hung on "here" or, at a sentence's start, on the verb."""
    if (place := place_in(here)) is not None:
        return place
    after = here.doc[here.i + 1] if here.i + 1 < len(here.doc) else None
    if after is None or after.lower_ != "in" or after.dep_ != "prep":
        return None
    named = kids(after, "pobj")
    return named[0] if named and named_place(named[0]) else None


def as_occupation(sentence: Span) -> Token | None:
    """The job a sentence opening with "as a <job>" speaks as ("As an accountant, tax season is
    nonstop", "As a nurse, I work nights"); not another's ("As a nurse, she ...")."""
    return speaking_as(sentence, normalize.occupation) or _at_work_as(sentence)


def _at_work_as(sentence: Span) -> Token | None:
    """ "I'm at the office all day as a banker", "I spend ten hours a day at work as a nurse": the
    job of the speaker's time at work."""
    if not any(t.lower_ in ("office", "work", "shift", "job") for t in sentence):
        return None
    for as_ in sentence:
        verb = as_.head
        if as_.lower_ != "as" or as_.dep_ != "prep" or verb.lemma_.lower() not in ("be", "spend"):
            continue
        if not any(s.lower_ == "i" for s in kids(verb, "nsubj")) or is_negated(verb):
            continue
        job = [j for j in kids(as_, "pobj") if any(d.lower_ in ("a", "an") for d in kids(j, "det"))]
        if job and normalize.occupation(job[0].lemma_.lower()):
            return job[0]
    return None


def speaking_as(sentence: Span, kind: Callable[[str], bool]) -> Token | None:
    """What a sentence's "as a <noun>" says the speaker is, for a noun of the kind ("As a nurse, I
    work nights"; "yeah, as a muslim i take my faith seriously")."""
    words = [t for t in sentence if not t.is_punct]
    opening = (
        len(words) >= 3
        and words[0].lower_ == "as"
        and words[0].dep_ == "prep"
        and (words[0].head.dep_ == "ROOT" or _before_i(words[0]))  # "as an accountant i'm stuck"
    )
    if not opening:
        # "honestly I'm jealous, as a teacher I get summers off": after a comma, before an "I"
        later = [t for t in sentence if t.lower_ == "as" and t.dep_ == "prep" and t.i > sentence.start]
        words = [t for t in later if t.doc[t.i - 1].text == "," and _before_i(t)][:1]
        if not words:
            return None
    job = kids(words[0], "pobj")
    if not job or not any(d.lower_ in ("a", "an") for d in kids(job[0], "det")):
        return None
    if not kind(job[0].lemma_.lower()):
        return None
    others = [
        s
        for s in kids(words[0].head, "nsubj", "nsubjpass")
        if s.lower_ in ("he", "she", "they") or s.pos_ == "PROPN"
    ]
    return None if others else job[0]


def _before_i(as_: Token) -> bool:
    """Is the "as a <job>" phrase followed at once by "I" ("as a teacher I get summers off")?"""
    end = as_.i
    for job in kids(as_, "pobj"):
        clause = {t.i for r in kids(job, "relcl") for t in r.subtree}
        end = max(end, *(t.i for t in job.subtree if t.i not in clause))
    following = as_.doc[end + 1] if end + 1 < len(as_.doc) else None
    return following is not None and following.lower_ == "i"


def growing_up_in(sentence: Span) -> Token | None:
    """The place of "Growing up in Manhattan, we never had a yard": where the speaker is from,
    when the sentence's own subject is the speaker ("Growing up in Ohio, my dad ..." is not)."""
    for grow in sentence:
        if not grew_up(grow) or grow.tag_ != "VBG" or grow.dep_ != "advcl" or kids(grow, "nsubj"):
            continue
        if any(s.lower_ in ("i", "we") for s in kids(grow.head, "nsubj")) and (place := place_in(grow)):
            return place
    return None


def origin_before_where(sentence: Span) -> Token | None:
    """The named place just before "where I grew up" / "where I was born" ("it's so hot here in
    tucson where i grew up", "Tulsa, the town where I was raised"), however the clause is hung."""
    for verb in sentence:
        if verb.dep_ not in ("relcl", "ccomp", "advcl") or place_in(verb):
            continue
        if (where := raised_where(verb)) is None:
            continue
        before = [t for t in sentence.doc[max(where.i - 4, sentence.start) : where.i] if t.text != ","]
        # the town itself, or the place named in the phrase before it ("Tulsa, the town where")
        named = [t for t in before if named_place(t)]
        if named:
            return named[-1]
    return None


# Verbs of a stay a "when" clause takes as given: "when I lived in Japan", "when I was in Paris".
_STAYING = frozenset({"live", "be", "stay", "study", "work"})


def stayed_then(sentence: Span) -> list[Token]:
    """The named places of the speaker's past stays that a "when" clause sets its time by: been
    there ("I ate ramen every day when I lived in Japan")."""
    return [
        place
        for verb in sentence
        if verb.tag_ == "VBD"
        and verb.lemma_.lower() in _STAYING
        and verb.dep_ in ("advcl", "relcl")
        and any(w.lower_ == "when" for w in kids(verb, "advmod", "mark"))
        and any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj"))
        and not is_negated(verb)
        for prep in kids(verb, "prep")
        if prep.lower_ in ("in", "at")
        for place in kids(prep, "pobj")
        if place.pos_ == "PROPN" and named_place(place)
    ]


# Verbs that look back on a state: "I remember being 24", "I miss being single".
_LOOKING_BACK = frozenset({"remember", "miss", "recall"})


def being(sentence: Span) -> Token | None:
    """What the speaker is by a subjectless "being" ("I guess being 31 gives me perspective",
    "being an only child too, I know the feeling") or "growing up as": its complement, when the
    clause it hangs on is the speaker's ("Being 5, my son loves dinosaurs" is the son's)."""
    for verb in sentence:
        grown = _grown_up_as(verb)  # "growing up as an only child was lonely"
        if (verb.lower_ != "being" and grown is None) or not _own_gerund(verb, sentence):
            continue
        if verb.head.lemma_.lower() in _LOOKING_BACK:
            continue  # "i remember being 24": then, not now
        if grown is not None:
            return grown
        if attr := kids(verb, "attr"):
            return attr[0]
        if state := [a for a in kids(verb, "acomp") if a.lower_ in normalize.MARITAL]:
            return state[0]  # "being single has its perks lol"
        if fluent := [a for a in kids(verb, "acomp") if a.lower_ == "fluent"]:
            return fluent[0]  # "being fluent in French came in handy"
    return _opened_as(sentence)


def _opened_as(sentence: Span) -> Token | None:
    """An only child by an opening "as": "as an only child, holidays at my parents' are quiet" (not
    "as an only child, my son gets spoiled"; a job so told is ``as_occupation``'s)."""
    for prep in sentence:
        if prep.lower_ != "as" or prep.dep_ != "prep" or not opens_clause(prep):
            continue
        subjects = kids(prep.head, "nsubj", "nsubjpass")
        others = any(s.lower_ in _THIRD_PERSON or s.lemma_.lower() in normalize.POSSESSABLE for s in subjects)
        for thing in kids(prep, "pobj"):
            if others or not any(d.lower_ in ("a", "an") for d in kids(thing, "det")):
                continue
            if only_child(thing):
                return thing
    return None


# "I'm left-handed", "being a righty", "I'm not a left-hander": the small model reads "left" in
# "left-handed" as the verb "leave", so the words are matched as they are written.
_HANDED = re.compile(
    r"\b(?:i\s*'?\s*m|i am|being)\s+(?P<neg>not\s+)?(?:(?:a|an)\s+)?(?:(?:pretty|totally|fully)\s+)?"
    r"(?:(?P<side>left|right)[- ]?hand(?:ed|er)\b|(?P<nick>lefty|righty)\b)",
    re.I,
)


def handedness(sentence: Span) -> tuple[str, bool] | None:
    """The hand the speaker writes with ("left-handed" or "right-handed") and whether it is denied."""
    m = _HANDED.search(sentence.text)
    if m is None:
        return None
    side = (m.group("side") or m.group("nick")[:-1]).lower()  # "lefty": "left"
    return f"{side}-handed", m.group("neg") is not None


def teaching(sentence: Span) -> bool:
    """ "not too bad, teaching third grade is mostly fun, the kids keep me laughing": a school
    teacher's work told as the subject of a sentence about the speaker."""
    return any(
        verb.lemma_.lower() == "teach"
        and verb.tag_ == "VBG"
        and verb.dep_ in ("csubj", "nsubj")  # (the small model may tag the gerund a plain subject)
        and any(w.lower_ in SCHOOL_TEACHING for d in kids(verb, "dobj") for w in d.subtree)
        and _own_gerund(verb, sentence, told=True)
        for verb in sentence
    )


def _own_gerund(verb: Token, sentence: Span, told: bool = False) -> bool:
    """Is a subjectless gerund ("being 31", "teaching third grade") the speaker's? ``told``: its
    own words tell it is a life, not a topic (a grade taught), so no "I" need say it is theirs."""
    if verb.dep_ not in ("advcl", "csubj", "nsubj", "xcomp", "ccomp", "pcomp", "ROOT") or kids(
        verb, "nsubj", "nsubjpass"
    ):
        return False
    # "being an only child it was always just the two of us", a "being" read as its head
    speaker = [w for w in kids(verb.head, "nsubj", "dative", "dobj") if w.lower_ in ("i", "me", "we", "us")]
    if verb.head.dep_ == "advcl" and not kids(verb.head, "nsubj", "nsubjpass"):
        # "I'm just chilling at home, enjoying being single": the clause it trails is the speaker's
        speaker += [w for w in kids(verb.head.head, "nsubj") if w.lower_ in ("i", "we")]
    # a subject clause is the speaker's when the sentence speaks of them and no one else
    # ("being an only child means everything lands on me", not "being a nurse means long
    # shifts, I don't know how she does it"), or of their past ("growing up as an only child
    # was lonely", "being an only child meant lots of time alone"), or gives an age ("haha yes,
    # being 52 is rough on the knees")
    # (a "being" read as the sentence's head keeps the rest of the sentence under its complement)
    inside = (
        set(verb.subtree)
        if verb.dep_ != "ROOT"
        else {verb, *(t for a in kids(verb, "attr") for t in (a, *a.lefts))}
    )
    words = {w.lower_ for w in sentence if w not in inside}
    # another's: "hard for my mom" (a kin wished for is no one else: "I always wanted a sibling")
    # ("just me and my parents" is the speaker's company)
    others = words & _THIRD_PERSON or any(
        w.lower_ in normalize.POSSESSABLE
        and kids(w, "poss")
        and not (w.dep_ == "conj" and w.head.lower_ in normalize.FIRST_PERSON)
        for w in sentence
        if w not in inside
    )
    aged = verb.lower_ == "being" and any(a.pos_ == "NUM" for a in kids(verb, "attr"))
    # (or hangs on a subjectless fragment: "yeah a little, being an only child i didn't have ...",
    # or on a clause of "it": "being an only child, it's always been just the three of us")
    subjects = [s.lower_ for s in kids(verb.head, "nsubj", "nsubjpass", "expl")]
    fragment = verb.dep_ == "advcl" and subjects in ([], ["it"])
    # an age, said beside the speaker's own body or things ("being 45, my knees complain"; not
    # "Being 5, my son loves dinosaurs")
    body = [
        s
        for s in kids(verb.head, "nsubj")
        if s.lemma_.lower() not in normalize.POSSESSABLE and any(p.lower_ == "my" for p in kids(s, "poss"))
    ]
    if aged and verb.dep_ == "advcl" and body:
        return True
    own = (
        (verb.dep_ in ("csubj", "nsubj", "ROOT") or fragment)
        and not others
        and (bool(words & normalize.FIRST_PERSON) or verb.head.tag_ == "VBD" or aged or told)
    )
    return bool(speaker) or own


_THIRD_PERSON = frozenset({"he", "she", "they", "him", "her", "them", "his", "their"})


def _grown_up_as(verb: Token) -> Token | None:
    """What "growing up as an only child" grew up as."""
    if (
        verb.lemma_.lower() != "grow"
        or verb.tag_ != "VBG"
        or not any(p.lower_ == "up" for p in kids(verb, "prt"))
    ):
        return None
    return next((o for p in kids(verb, "prep") if p.lower_ == "as" for o in kids(p, "pobj")), None)


# Verbs a working life is spent "as" something with: "I've spent my whole career as a hygienist".
_CAREER_VERBS = frozenset({"spend", "work", "serve"})
_WORKING_LIFE = frozenset({"career", "year", "decade"})


def career_as(sentence: Span) -> Token | None:
    """The job of "I've spent my whole career as a dental hygienist", "I've worked as a nurse for
    ten years": the speaker's, said of now (present or present perfect; "I worked ten years as a
    nurse" and "I had worked as ..." are a former job)."""
    for prep in sentence:
        verb = prep.head
        if prep.lower_ != "as" or prep.dep_ != "prep" or verb.lemma_.lower() not in _CAREER_VERBS:
            continue
        speaker = any(s.lower_ in ("i", "i'm", "i've") for s in kids(verb, "nsubj"))
        auxiliaries = [a.lower_ for a in kids(verb, "aux")]
        now = verb.tag_ in ("VBP", "VBZ", "VBG") or (
            verb.tag_ == "VBN" and any(a in ("have", "'ve", "has") for a in auxiliaries)
        )
        job = kids(prep, "pobj")
        if not (speaker and now and job and job[0].pos_ in ("NOUN", "ADJ")):  # "a paramedic": ADJ
            continue
        # the verb says it is a job: spending a career or years as one, working or serving as one
        spent = [o.lemma_.lower() for o in kids(verb, "dobj")]
        if verb.lemma_.lower() == "spend" and not set(spent) & _WORKING_LIFE:
            continue
        if normalize.occupation(job[0].lemma_.lower()) or any(
            d.lower_ in ("a", "an") for d in kids(job[0], "det")
        ):
            return job[0]
    return None


_DECADES = {
    "twenties": "20s",
    "thirties": "30s",
    "forties": "40s",
    "fifties": "50s",
    "sixties": "60s",
    "seventies": "70s",
    "eighties": "80s",
    "nineties": "90s",
}
_DECADE = re.compile(r"^(?:mid-?)?(?P<decade>[2-9]0)'?s$")


_BODY = frozenset({"body", "knee", "knees", "back", "joint", "joints", "metabolism"})


def _my_body(subject: Token) -> bool:
    """ "my body", "my knees": "at 52 my body doesn't bounce back" is the speaker at 52."""
    return subject.lower_ in _BODY and any(p.lower_ == "my" for p in kids(subject, "poss"))


_ORDINAL = re.compile(r"^(?P<n>\d{1,3})(?:st|nd|rd|th)$")
_HAD = frozenset({"celebrate", "have", "turn", "spend"})


def birthday_age(sentence: Span) -> str | None:
    """The speaker's age by a birthday just had: "I just celebrated my 45th birthday" (45); a
    birthday to come ("my 30th birthday is next week") is the age after the present one (29)."""
    for day in sentence:
        if day.lemma_.lower() == "birthday" and day.dep_ == "compound" and day.head.pos_ == "NOUN":
            party = day.head  # "relaxing after my 34th birthday party last night": a party had
            ordinals = [m for a in kids(party, "amod") if (m := _ORDINAL.match(a.lower_)) is not None]
            mine = any(p.lower_ == "my" for p in kids(party, "poss"))
            had = (
                any(t.lower_ in ("last", "yesterday", "ago") for t in party.sent)
                or party.head.lower_ == "after"
            )
            if mine and had and ordinals and 1 <= int(ordinals[0]["n"]) <= 110:
                return ordinals[0]["n"]
        if day.lemma_.lower() != "birthday" or not any(p.lower_ == "my" for p in kids(day, "poss")):
            continue
        for modifier in kids(day, "amod"):
            if (m := _ORDINAL.match(modifier.lower_)) is None or not 1 <= int(m["n"]) <= 110:
                continue
            verb = day.head
            if day.dep_ == "dobj" and verb.tag_ == "VBD" and verb.lemma_.lower() in _HAD:
                return m["n"]  # celebrated, had
            ahead = any(t.lower_ in ("next", "coming", "upcoming", "tomorrow") for t in day.sent)
            if ahead and day.dep_ == "nsubj":
                return str(int(m["n"]) - 1)  # "my 30th birthday is next week"
            # "getting ready to celebrate my 27th birthday this weekend": one to come
            soon = ahead or any(t.lower_ in ("weekend", "tonight", "ready") for t in day.sent)
            if soon and day.dep_ == "dobj" and verb.tag_ in ("VB", "VBG") and verb.lemma_.lower() in _HAD:
                return str(int(m["n"]) - 1)
    return _birthday_unsaid(sentence)


# Words that make a bare "my 60th" a birthday.
_FESTIVE = frozenset({"party", "celebrate", "birthday", "bash", "cake"})


def _birthday_unsaid(sentence: Span) -> str | None:
    """A birthday named by its ordinal alone: "a surprise party for my 60th" (one to come: 59),
    "I celebrated my 40th last month" (40). Only an adult's number: "my 2nd" is of anything."""
    if not any(t.lemma_.lower() in _FESTIVE for t in sentence):
        return None
    for day in sentence:
        m = _ORDINAL.match(day.lower_)
        if m is None or not 16 <= int(m["n"]) <= 110 or list(kids(day, "amod", "compound")):
            continue
        if day.pos_ not in ("NOUN", "ADJ", "NUM") or not any(p.lower_ == "my" for p in kids(day, "poss")):
            continue
        if any(t.lower_ in ("ago", "when", "back") for t in sentence):
            return None  # "we celebrated my 40th in Vegas years ago": the age then
        verb = day.head.head if day.dep_ == "pobj" else day.head
        past = verb.tag_ == "VBD" and any(t.lower_ in ("last", "yesterday") for t in sentence)
        return m["n"] if past else str(int(m["n"]) - 1)
    return None


def stated_age(sentence: Span) -> str | None:
    """The speaker's age said by a preposition: "I'm in my twenties" ("20s"), "at 45 I'm not
    sure" ("45"); not of the past ("at 15 I ran away") nor a clock ("I get up at 6"). Or by an
    age reached not long ago, told as a gerund: "turning 41 last month really hit me"."""
    for verb in sentence:
        if verb.lower_ != "turning" or kids(verb, "aux") or not _own_gerund(verb, sentence):
            continue
        reached = any(t.lower_ in ("last", "ago") for t in verb.subtree)
        reached_at = [numeral(o) for o in kids(verb, "dobj", "attr") if o.pos_ == "NUM"]
        if (
            reached
            and reached_at
            and (years := reached_at[0]) is not None
            and years.isdigit()
            and 13 <= int(years) <= 110
        ):
            return years
    for prep in sentence:
        # (a past says what was then: "At 22 I was just finishing my degree", "at 30 I moved")
        told_past = prep.head.tag_ == "VBD" or any(a.tag_ == "VBD" for a in kids(prep.head, "aux", "auxpass"))
        if prep.dep_ != "prep" or prep.lower_ not in ("in", "at") or told_past:
            continue
        holder = prep.head
        if holder.lower_ == "being" and holder.dep_ == "advcl" and not kids(holder, "nsubj"):
            holder = holder.head  # "being in my fifties, my back does hurt more"
        if not any(s.lower_ == "i" or _my_body(s) for s in kids(holder, "nsubj")):
            continue
        for pobj in kids(prep, "pobj"):
            if prep.lower_ == "in" and any(p.lower_ == "my" for p in kids(pobj, "poss")):
                decade = _DECADE.match(pobj.lower_)
                if (said := _DECADES.get(pobj.lower_) or (decade and f"{decade['decade']}s")) is not None:
                    return said
            if (
                prep.lower_ == "at"
                and pobj.lower_ == "age"
                and any(p.lower_ == "my" for p in kids(pobj, "poss"))
            ):
                # "At my age, 45, I ...": the number set beside it
                after = [t for t in sentence.doc[pobj.i + 1 : pobj.i + 4] if not t.is_punct][:1]
                years = normalize.number(after[0].text) if after and after[0].like_num else None
                if years is not None and years.isdigit() and 13 <= int(years) <= 110:
                    return years
            numeric = all(c.dep_ in ("compound", "punct") for c in pobj.children)  # "sixty-three"
            if prep.lower_ == "at" and pobj.pos_ == "NUM" and numeric:
                years = numeral(pobj)
                if years is not None and years.isdigit() and 13 <= int(years) <= 110:
                    return years
    return None


# Feet and inches, after a hedge or two: "like 5'3", "about six foot two", "6 foot 5".
_FEET_INCHES = (
    r"(?:(?:like|about|only|almost|barely|just|around)\s+){0,2}"
    r"(?P<feet>[4-7]|four|five|six|seven)\s*(?:'|ft\.?|foot|feet)\s*"
    r"(?P<inches>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)?(?![\d'])"
)
# A height in feet and inches said of the speaker: "I'm like 5'3", "being 6'4", "at 6'3 I'm ...",
# "I'm the short one, only 5'3".
_HEIGHT = re.compile(
    r"\b(?:(?:i'm|i am|im)(?:\s+the\s+(?:short|tall)\w*\s+one,?)?|being|at"
    # "I'm really short, only five foot one", "i'm the biggest guy in the group, six foot five"
    r"|(?:i'm|i am|im)\s+[^,.!?]{0,40}?\b(?:short|tall|tiny|small|big|little|huge|smallest|biggest"
    r"|shortest|tallest)\b[^,.!?]{0,30},)\s+" + _FEET_INCHES + r"(?!\s+(?:years?|kids?)\b)",
    re.I,
)


# A count of kin or pets told by a subjectless "having": "Having three daughters means there's
# always someone who needs a ride", "it's nice having just the two kids".
_HAVING = re.compile(
    r"(?:^|[,.!]\s+|\b(?:nice|great|hard|tough|fun|busy|crazy|lucky)\s+)(?:(?:honestly|actually|but|and|so)\s+)?"
    r"having\s+(?:just\s+|only\s+)?(?:the\s+)?"
    r"(?P<count>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<noun>[a-z]+)\b",
    re.I,
)


def having_count(sentence: Span) -> tuple[str, str] | None:
    """The kin or pets counted by a subjectless "having", as (noun, digits)."""
    m = _HAVING.search(sentence.text)
    if m is None:
        return None
    noun, count = normalize.singular(m["noun"].lower()), normalize.number(m["count"])
    if count is None or noun not in normalize.COUNTABLE or noun not in normalize.POSSESSABLE:
        return None
    return noun, count


# A first time now or ahead, not one of the past ("my first time in France was in 2010").
_FIRST_NOW = (
    r"(?:this|it|that)\s*(?:'s|\s+is|\s+will\s+be|'ll\s+be)\s+(?:going\s+to\s+be\s+)?"
    r"my\s+(?:very\s+)?first\s+"
)
# A first visit: "this will be my first time in France", "it's my first trip to Japan" (never
# there before).
_FIRST_VISIT = re.compile(
    r"\b(?i:" + _FIRST_NOW + r"(?:time|trip|visit)\s+(?:ever\s+)?(?:in|to|at)\s+)"
    r"(?P<place>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)"
)


# A first time at a deed, now or ahead: "it's my first marathon ever" (none run before). The
# deed each names, as the claim of having done it.
_FIRSTS = {
    "marathon": ("run", "marathon"),
    "half marathon": ("run", "half marathon"),
    "triathlon": ("do", "triathlon"),
    "concert": ("go to", "concert"),
    "cruise": ("go on", "cruise"),
    "flight": ("be on", "plane"),
}
_FIRST_DEED = re.compile(
    r"\b(?:" + _FIRST_NOW + r"|i'm\s+(?:running|doing|going\s+to|taking)\s+my\s+(?:very\s+)?first\s+)"
    r"(?:ever\s+)?(?P<deed>"
    + "|".join(sorted(_FIRSTS, key=len, reverse=True))
    + r")\b(?!\s+(?:in|since)\b)",  # ("my first concert in years / since college": had before)
    re.I,
)


# A habit given up after years of it was had: "I finally quit after twenty years of smoking".
_YEARS_OF = re.compile(
    r"\b(?:i|i've|i have)\s+(?:finally\s+|just\s+)?(?:quit|stopped|gave\s+up)\b[^.!?]*?"
    r"\b(?:after|following)\s+(?:about\s+|almost\s+|over\s+|like\s+)?(?:\w+\s+)?(?:years?|decades?)\s+of\s+"
    r"(?P<habit>smoking|drinking|vaping)\b",
    re.I,
)
_HABITS = {"smoking": "smoke", "drinking": "drink", "vaping": "vape"}


def habit_given_up(sentence: Span) -> str | None:
    """The habit the speaker gave up after years of it (so did once in life), as its verb."""
    m = _YEARS_OF.search(sentence.text)
    return _HABITS[m["habit"].lower()] if m else None


def first_deed(sentence: Span) -> tuple[str, str] | None:
    """The deed a first time at it, now or ahead, says was never done before."""
    m = _FIRST_DEED.search(sentence.text)
    return _FIRSTS[m["deed"].lower()] if m else None


def first_visit(sentence: Span) -> str | None:
    """The place a first visit, now or ahead, is to: one the speaker has never been to."""
    m = _FIRST_VISIT.search(sentence.text)
    return m["place"] if m else None


# A height said alone, answering "how tall are you?": "6 foot 5, so ...", "about 5'3".
_BARE_HEIGHT = re.compile(r"^\W*" + _FEET_INCHES, re.I)
_HOW_TALL = re.compile(r"\bhow\s+tall\s+(?:are|r)\s+(?:you|u|ya)\b", re.I)


def answered_height(question: str, sentence: Span) -> str | None:
    """The height in inches a reply opens on, when the question asked how tall the speaker is."""
    if _HOW_TALL.search(question) is None:
        return None
    return _inches(_BARE_HEIGHT.search(sentence.text.replace("\u2019", "'")))


def _inches(m: re.Match[str] | None) -> str | None:
    if m is None:
        return None
    inches = int(normalize.number(m["inches"]) or 0) if m["inches"] else 0  # "five foot two"
    return str(int(normalize.number(m["feet"]) or 0) * 12 + inches) if inches < 12 else None


def stated_height(sentence: Span) -> str | None:
    """The speaker's height in inches ("5'3" -> "63"), said with "I'm", "being" or "at"."""
    return _inches(_HEIGHT.search(sentence.text.replace("\u2019", "'")))


# Married at some time in life: an ex-spouse, a divorce or a widowhood of one's own, or a marriage
# said of oneself ("I'm married", "I was married for ten years"); never: "never been married".
_EVER_MARRIED = re.compile(
    r"\bmy\s+(?:ex[- ]?(?:wife|husband|spouse)|divorce|late\s+(?:wife|husband))\b"
    r"|\b(?:i'm|i am|im|i was|i got|i've been|i have been|we got)\s+"
    r"(?:\w+\s+)?(?:divorced|widowed|married)\b",
    re.I,
)
_NEVER_MARRIED = re.compile(
    r"(?:^|[,.!;]\s*|\bi(?:'ve| have)?\s+)(?:(?:nope|no|nah)[,!.]?\s+)?"
    r"never\s+(?:been|got|gotten)\s+married\b",
    re.I,
)
_NOT_YET = re.compile(r"\b(?:getting|get|not|never|engaged|if|would|will|want|hope)\b", re.I)


_MY_WEDDING = re.compile(
    r"\b(?:my|our)\s+(?:own\s+)?wedding\b(?!\s+(?:anniversary|ring|dress|photos?)\b)", re.I
)
_WEDDING_AHEAD = re.compile(r"\b(?:next|upcoming|coming\s+up|tomorrow|planning|plan)\b", re.I)
_WEDDING_LATELY = re.compile(
    r"\b(?:yesterday|last\s+(?:week|weekend|month|night|saturday|sunday|friday)"
    r"|(?:a\s+few|a\s+couple|two|three|\d+)\s+(?:days|weeks)\s+ago)\b",
    re.I,
)


# One's twin is a brother or a sister, not both: "my identical twin sister" / "my twin brother".
_MY_TWIN = re.compile(
    r"\b(?:my|i\s+have\s+an?|i've\s+got\s+an?)\s+(?:(?:identical|fraternal|older|younger|little|big)\s+)?"
    r"twin\s+(?P<kin>brother|sister)\b",
    re.I,
)


def twin(sentence: Span) -> str | None:
    """The speaker's twin, "brother" or "sister", when the sentence names one of theirs."""
    m = _MY_TWIN.search(sentence.text.replace("\u2019", "'"))
    return m["kin"].lower() if m is not None and not normalize.asks(sentence.text) else None


def wedding(sentence: Span) -> str | None:
    """The speaker's marital status by their own wedding: "thank-you cards from my wedding last
    month" is married (lately: one long ago may have ended since), "my wedding is next month"
    engaged."""
    text = sentence.text
    if _MY_WEDDING.search(text) is None or normalize.asks(text):
        return None
    if _WEDDING_AHEAD.search(text):
        return "engaged"
    return "married" if _WEDDING_LATELY.search(text) else None


def ever_married(sentence: Span) -> bool | None:
    """True if the sentence says the speaker was married at some time, False if never, else None
    ("I'm getting married", "I'm not married" and another's marriage say neither)."""
    text = sentence.text.replace("\u2019", "'")
    if normalize.asks(text):
        return None
    if _NEVER_MARRIED.search(text):
        return False
    said = _EVER_MARRIED.search(text)
    if said is None or _NOT_YET.search(said.group(0)):
        return None
    return True


# "the spicier the better", "hot sauce on everything lol", "I put hot sauce on everything": a love
# of hot food said without "like" (the small model tags "spicier" a noun, so the words are matched).
_LOVES_SPICE = re.compile(
    r"\bthe\s+spicier\s+the\s+better\b|^(?:i\s+(?:put|pour|use)\s+)?hot\s+sauce\s+on\s+(?:everything|anything)\b",
    re.I,
)


def loves_spice(sentence: Span) -> bool:
    """Does the sentence say the speaker loves hot food, in a set phrase?"""
    return not normalize.asks(sentence.text) and bool(_LOVES_SPICE.search(sentence.text.strip()))


# What a verbless "no X" hangs on when it is said in passing, not as a verb's object.
_PASSING = frozenset({"ROOT", "appos", "npadvmod", "dep", "conj"})
_ME = frozenset({"me", "us"})


def none_had(sentence: Span) -> list[Token]:
    """The things a verbless "no X" says the speaker has none of, in a statement: "i'm 38, no
    kids, just me and my husband", "no pets for me, my landlord doesn't allow them" (not "no
    pets allowed", nor "no idea", nor an object, "I have no kids", which its verb reads)."""
    if normalize.asks(sentence.text):
        return []
    found = []
    for token in sentence:
        if token.lemma_.lower() not in normalize.POSSESSABLE and token.lower_ not in normalize.POSSESSABLE:
            continue
        # (or a lead the small model makes a second subject: "no kids so my weekends are chill")
        lead = token.dep_ == "nsubj" and any(s.i > token.i for s in kids(token.head, "nsubj"))
        # (or a second complement beside the speaker: "it was just me and her, no siblings")
        beside_me = token.dep_ == "attr" and any(a.lower_ in _ME for a in kids(token.head, "attr"))
        if not any(d.lower_ == "no" for d in kids(token, "det")) or not (
            token.dep_ in _PASSING or lead or beside_me
        ):
            continue
        host = token
        while host.dep_ == "conj":
            host = host.head
        # (or listed with the speaker: "it was just me and grandma, no siblings or anything")
        company = host.lower_ in _ME and host.dep_ in ("attr", "ROOT", "npadvmod", "appos", "dep")
        if host.pos_ in ("VERB", "AUX") or (host.dep_ not in _PASSING and host is not token and not company):
            continue
        if any(c.lower_ in ("allowed", "permitted") for c in token.subtree):
            continue  # "no pets allowed": a rule, not a lack
        found.append(token)
    return found


def liked_relative(sentence: Span) -> list[tuple[str, Token, bool]]:
    """A liking told in a relative clause on the thing: "usually country, which i hate",
    "pizza, which I love" (relation, thing, denied); the clause is no clause of its own."""
    found = []
    for verb in sentence:
        lemma = verb.lemma_.lower()
        if verb.dep_ != "relcl" or (
            lemma not in normalize.LIKE_VERBS and lemma not in normalize.DISLIKE_VERBS
        ):
            continue
        relative = any(w.lower_ == "which" for w in kids(verb, "dobj"))  # ("the song that I love": which)
        mine = any(s.lower_ == "i" for s in kids(verb, "nsubj"))
        thing = verb.head
        if relative and mine and thing.pos_ in ("NOUN", "PROPN") and not normalize.asks(sentence.text):
            rel = "like" if lemma in normalize.LIKE_VERBS else "dislike"
            found.append((rel, thing, is_negated(verb)))
    return found
