"""Which clauses a sentence asserts, and of what time: conditions, wishes, forecasts, the past
of one's youth and plans ahead are told apart from what holds now."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import normalize
from dialogkg.extract.parse.words import (
    ANSWER_WORDS,
    FAVOURITE,
    ORDINALS,
    first_listed,
    is_negated,
    kids,
    only_child,
    phrase,
    unwrap,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


_CLAUSE_DEPS = ("conj", "ccomp", "advcl", "parataxis")
# A clause under these is not asserted: "I hope you have a great day", "I don't know if I have one".
_UNASSERTED = frozenset({"hope", "wish", "wonder", "want", "bet", "imagine", "doubt", "if", "whether"})
# Verbs of belief: what someone else believes of the speaker is theirs ("my mom thinks I'm a
# doctor", "my knees think I'm 80"); the speaker's own belief is a hedge, read elsewhere.
_BELIEVED = frozenset({"think", "believe", "assume", "suppose", "figure", "reckon", "guess", "swear"})
# Marks of a clause that sets a condition or a past background rather than asserting a state.
_CONDITIONS = frozenset(
    {"if", "whether", "unless", "when", "since", "while", "until", "before", "after", "once"}
)


SELDOM = frozenset({"hardly", "rarely", "seldom", "barely", "scarcely"})


def seldom(head: Token) -> bool:
    """Is the verb said to happen seldom ("hardly ever", "rarely", "I don't eat fast food very
    often")?"""
    if any(a.lower_ in SELDOM for m in kids(head, "advmod") for a in [m, *kids(m, "advmod")]):
        return True
    return is_negated(head) and any(
        a.lower_ == "often"
        and any(d.lower_ in ("very", "that", "too", "so", "all") for d in kids(a, "advmod"))
        for a in head.subtree
    )


_SOME_DAYS = frozenset(
    {"weekday", "weekdays", "weekend", "weekends", "weeknight", "weeknights", "workday", "workdays"}
    | {"monday", "mondays", "tuesday", "tuesdays", "wednesday", "wednesdays", "thursday", "thursdays"}
    | {"friday", "fridays", "saturday", "saturdays", "sunday", "sundays", "week"}
)


def some_days(head: Token) -> bool:
    """Is the verb said of some days only ("on weekdays", "during the week")?"""
    return any(
        p.lower_ in ("on", "during") and any(o.lower_ in _SOME_DAYS for o in kids(p, "pobj"))
        for t in (head, *kids(head, "dobj"))  # "breakfast on weekdays", however it is hung
        for p in kids(t, "prep")
    )


_LONG_SPANS = frozenset(
    {"year", "years", "month", "months", "decade", "decades", "twenties", "thirties", "forties", "fifties"}
    | {"life"}
)


def past_period(head: Token) -> bool:
    """A simple past over a span ("I smoked for ten years", "I was vegetarian for four years"):
    over, unlike "I've smoked for ten years" (present perfect, still going)."""
    if head.tag_ != "VBD" or any(a.lemma_.lower() == "have" for a in kids(head, "aux")):
        return False
    # the span may hang on the complement or object ("ate meat for most of my life")
    spanned = [head, *kids(head, "acomp", "attr")] if head.lemma_ == "be" else [head, *kids(head, "dobj")]
    if head.lemma_ == "be" and any(t.lower_ == "ago" for h in spanned for t in h.subtree):
        return True  # "I was divorced about ten years ago" (and remarried)
    # "for ten years", and "for 8 years before" however the small model hangs it
    spans = [o for h in spanned for p in kids(h, "prep") if p.lower_ in ("for", "before") for o in p.subtree]
    # "for ten years", "for most of my twenties" (not "for years", which may run on)
    if any(o.lower_ in _LONG_SPANS and kids(o, "nummod", "det", "amod", "poss") for o in spans):
        return True
    # "I smoked for about ten years before I quit", the span hung on the later verb
    own = {head.i, *(c.i for c in kids(head, "advcl"))}
    return any(
        o.lower_ in _LONG_SPANS
        and kids(o, "nummod")
        and o.head.i in own
        and any(w.lower_ == "for" for w in o.doc[max(o.left_edge.i - 2, 0) : o.left_edge.i])
        for o in head.subtree
    )


_CHANCES = frozenset({"chance", "chances", "opportunity", "opportunities"})


def chance_to(head: Token) -> Token | None:
    """The verb of "have/get a chance to X" (-> X), if ``head`` says that."""
    for thing in kids(head, "dobj"):
        if thing.lower_ in _CHANCES:
            for verb in kids(thing, "acl", "relcl"):
                if any(a.lower_ == "to" for a in kids(verb, "aux")):
                    return verb
    return None


def in_childhood(head: Token) -> bool:
    """Is the clause set in the speaker's past by "when I was ..." ("we moved to San Antonio when
    I was seven", "when I was a kid")?"""
    for clause in kids(head, "advcl"):
        when = any(m.lower_ == "when" for m in kids(clause, "mark", "advmod"))
        own = any(s.lower_ in normalize.FIRST_PERSON for s in kids(clause, "nsubj"))
        if when and own and clause.lemma_.lower() == "be" and clause.tag_ == "VBD":
            return True
    return False


_YOUNG = frozenset({"kid", "child", "teen", "teenager", "boy", "girl", "youngster"})
_EARLY_YEARS = frozenset({"childhood", "youth", "teens", "boyhood", "girlhood"})


def _preps(head: Token) -> list[Token]:
    """The head's prepositions and those hung on their objects ("played for years as a kid")."""
    found: list[Token] = []
    stack = kids(head, "prep")
    while stack:
        prep = stack.pop()
        found.append(prep)
        stack += [p for o in kids(prep, "pobj") for p in kids(o, "prep")]
    return found


def then_not_now(head: Token) -> bool:
    """A simple past set in the speaker's youth ("I played violin when I was a kid", "I lived in
    Ohio as a kid", "I worked as a cashier in high school"): it held then, which says nothing of
    now."""
    if head.tag_ != "VBD":
        return False
    # (the small model may hang the "as" on the object: "I had a dog as a kid")
    preps = _preps(head) + [p for d in kids(head, "dobj") for p in kids(d, "prep")]
    young = any(o.lemma_.lower() in _YOUNG for p in preps if p.lower_ == "as" for o in kids(p, "pobj"))
    # "I ate meat my whole childhood", "all through my teens": the speaker's own early years
    young = young or any(
        t.lemma_.lower() in _EARLY_YEARS and any(p.lower_ in ("my", "our") for p in kids(t, "poss"))
        for t in head.subtree
    )
    # "I played football in college until I tore my ACL": school days, ended
    schooled = any(
        o.lemma_.lower() in ("college", "school")
        for p in kids(head, "prep")
        if p.lower_ == "in"
        for o in kids(p, "pobj")
    )
    ended = any(m.lower_ == "until" for c in kids(head, "advcl") for m in kids(c, "mark"))
    # "I worked as a cashier in high school": one's teens, however the phrase is hung (a "never"
    # then still denies: "I never played any sports in high school")
    teens = not is_negated(head) and any(
        t.lower_ == "high" and t.head.lower_ == "school" and t.head.head.lower_ == "in" for t in head.subtree
    )
    # ("never played video games before" is never in life)
    return (
        young
        or teens
        or in_childhood(head)
        # (a school day's deed is then, ended or not: "i played soccer in college as a goalie")
        or (schooled and (ended or not is_negated(head)))
        or (earlier(head) and not is_negated(head))
    )


# Adverbs that set a simple past before now, with no object of their own ("before", not "before work").
_EARLIER = frozenset({"before", "previously", "formerly", "once"})


def earlier(head: Token) -> bool:
    """A simple past said to be before now ("so you smoked before?", "I previously owned a boat",
    "I had cats in the past", "I smoked a pack a day back then"): it held then."""
    return any(
        # "once" only before the verb: "I once had a dog", not "I ran once a week"
        (
            c.dep_ == "advmod"
            and c.lower_ in _EARLIER
            and not c.n_lefts + c.n_rights
            and (c.lower_ != "once" or c.i < head.i)
        )
        or (c.lower_ == "in" and any(o.lower_ == "past" for o in kids(c, "pobj")))
        # "I smoked a pack a day back then", "in those days"
        or (c.lower_ == "then" and any(b.lower_ == "back" for b in c.children))
        or (c.lower_ == "in" and any(o.lower_ == "days" and kids(o, "det") for o in kids(c, "pobj")))
        for c in head.children
    )


# What sets a last time long ago: "in elementary school", "when I was a kid", "ten years ago".
_SCHOOL_DAYS = frozenset(
    {"school", "college", "kid", "child", "teen", "teenager", "young", "younger", "little", "elementary"}
)
_AGES_AGO = frozenset({"years", "decades", "ages", "forever", "long"})


def last_done_long_ago(head: Token) -> bool:
    """Is the clause the subject of "the last time ... was" long ago ("The last time I was on a
    soccer field was in elementary school", "Last time I played golf was ten years ago")? What
    it says is not done now."""
    time: Token | None = None
    if head.dep_ == "relcl" and head.head.lower_ == "time":
        time, root = head.head, head.head.head
    elif head.dep_ == "csubj":
        time = next((t for t in kids(head, "npadvmod") if t.lower_ == "time"), None)
        root = head.head
    else:
        return False
    if time is None or not any(a.lower_ == "last" for a in kids(time, "amod")) or root.lemma_ != "be":
        return False
    own = {t.i for t in head.subtree} | {t.i for t in time.subtree}
    when = [t for t in root.subtree if t.i not in own]
    ago = any(t.lower_ == "ago" and t.i > 0 and t.doc[t.i - 1].lower_ in _AGES_AGO for t in when)
    return ago or any(t.lower_ in _SCHOOL_DAYS for t in when)


def too_to(head: Token) -> Token | None:
    """The deed of "too ... to" ("I'm too old to travel", "too busy to cook these days"): one
    the speaker does not do now."""
    if head.lemma_ != "be":
        return None
    for state in kids(head, "acomp"):
        if any(a.lower_ == "too" for a in kids(state, "advmod")):
            deeds = [x for x in kids(state, "xcomp") if any(t.lower_ == "to" for t in kids(x, "aux"))]
            if deeds:
                return deeds[0]
    return None


def able_to(head: Token) -> tuple[Token, bool] | None:
    """The deed of "able to" and whether it is done: "I've never been able to swim" and "I'm
    unable to drive" do not, "I'm finally able to run again" does; read as "can" is. So is "manage
    to": "I never managed to grow a single thing"."""
    if head.lemma_ == "manage":
        deeds = [x for x in kids(head, "xcomp") if x.pos_ in ("VERB", "AUX") and not kids(x, "nsubj")]
        return (deeds[0], not is_negated(head)) if deeds else None
    if head.lemma_ != "be":
        return None
    for state in kids(head, "acomp"):
        if state.lower_ in ("able", "unable"):
            deeds = [x for x in kids(state, "xcomp") if x.pos_ in ("VERB", "AUX")]
            if deeds and not kids(deeds[0], "nsubj"):
                return deeds[0], not (is_negated(head) or state.lower_ == "unable" or is_negated(state))
    return None


# Whom a meal or drink is made for, when the maker need not take it: "I grilled him steaks",
# "I cook it for my husband" ("for us", "for my family" may include the maker).
_OTHERS = frozenset({"him", "her", "them"})
_ONE_OTHER = frozenset(
    {"husband", "wife", "son", "daughter", "kid", "kids", "mom", "dad", "boyfriend", "girlfriend", "roommate"}
    | {"guest", "guests", "customer", "customers", "friend", "friends", "partner"}
)


def for_others(head: Token) -> bool:
    """Is the deed done for someone else ("grilled him steaks", "cook it for my husband")?"""
    given = [
        *kids(head, "dative"),  # "grilled him steaks", and "for my husband" read as a dative
        *(o for p in kids(head, "prep", "dative") if p.lower_ == "for" for o in kids(p, "pobj")),
        # ("cook meat for my husband", the small model hanging "for" on the meat)
        *(
            o
            for d in kids(head, "dobj")
            for p in kids(d, "prep")
            if p.lower_ == "for"
            for o in kids(p, "pobj")
        ),
    ]
    return any(g.lower_ in _OTHERS or g.lemma_.lower() in _ONE_OTHER for g in given)


def additional(head: Token) -> bool:
    """ "I teach history too", "I'm also a writer", "... as well": a value besides one said
    before, so a job said so is a second job, not a change of job."""
    return any(a.lower_ in ("too", "also", "well") for a in kids(head, "advmod"))


# Times that make a job one held besides the main one: "a counselor at a summer camp", "I bartend
# on weekends", "a side job".
_SIDE_TIMES = frozenset({"summer", "summers", "weekend", "weekends", "side", "holiday", "holidays"})


def seasonal(head: Token) -> bool:
    """Is the clause's job one of a season or of weekends ("I work as a counselor at a kids'
    summer camp"), held besides the one of the year?"""
    return any(
        t.lower_ in _SIDE_TIMES for t in head.subtree if t.dep_ in ("compound", "pobj", "npadvmod", "amod")
    )


def exhaustive(head: Token) -> bool:
    """ "I only speak English", "I speak only English", "I only drink water": one value, said to
    be the only one. "Only" that may narrow a time or a place instead ("I only drink coffee in
    the morning", "only on weekends", "only when I'm stressed") or a list of values is not read."""
    if head.lemma_.lower() not in normalize.MANY_VALUED:
        return False
    objects = kids(head, "dobj") or [
        o for p in kids(head, "prep") if p.lower_ == "to" for o in kids(p, "pobj")
    ]
    if len(objects) != 1 or objects[0].conjuncts:
        return False
    before = any(a.lower_ == "only" and a.i < head.i for a in kids(head, "advmod"))
    on_object = any(a.lower_ == "only" for a in kids(objects[0], "advmod", "amod"))
    restricted = any(
        # (a bare "sorry" hung on as a clause restricts nothing: "i only speak english, sorry")
        (
            k.dep_ == "advcl"
            and not _consequence(k)
            and not (k.pos_ in ("ADJ", "INTJ") and not list(k.children))
        )
        or k.dep_ == "npadvmod"
        or (k.dep_ == "prep" and k.lower_ != "to")
        # (a stance narrows nothing: "sadly no, I only speak English", nor the present: "I only
        # speak English right now")
        or (
            k.dep_ == "advmod"
            and k.lower_ != "only"
            and k.lower_ not in normalize.STANCES
            and k.lower_ not in ("now", "currently", "still")
        )
        for k in head.children
    )
    return (before or on_object) and not restricted


def _consequence(clause: Token) -> bool:
    """ "..., so I'll use a translator", "... because my parents did": a clause that says what
    follows from the deed or why, not when or where it holds."""
    return any(m.lower_ in ("so", "because", "cause", "cuz") for m in kids(clause, "mark"))


def ceasing(head: Token) -> bool:
    """Is ``head`` "stop", "quit", "give up" or "cut out" ("I've cut out soda completely")?"""
    lemma = head.lemma_.lower()
    particles = {p.lower_ for p in kids(head, "prt")}
    return (
        lemma in ("stop", "quit")
        or (lemma == "give" and "up" in particles)
        or (lemma == "cut" and "out" in particles)
    )


def how_to(head: Token) -> Token | None:
    """The verb of "know how to X" under ``head`` ("know how to knit" -> knit)."""
    for verb in kids(head, "xcomp", "ccomp"):
        if any(a.lower_ == "how" for a in kids(verb, "advmod")) and any(
            a.lower_ == "to" for a in kids(verb, "aux")
        ):
            return verb
    return None


def introduction(sentence: Span) -> Token | None:
    """The noun of a verbless self-introduction ("22 year old male here", "Nurse here!"), its
    marital status ("single for like two years now", "married, two kids") or an only child
    ("nope, only child!"), also after an answer word."""
    root = sentence.root
    if root.lower_ in ANSWER_WORDS:  # "nope, single as a pringle lol", hung on the answer word
        said = (c for c in root.children if c.i > root.i and (c.lower_ in normalize.MARITAL or only_child(c)))
        root = next(said, root)
    if only_child(root) and not kids(root, "nsubj") and not normalize.asks(sentence.text):
        return root  # "nope, only child!"
    status = root.lower_ in normalize.MARITAL and root.pos_ in ("ADJ", "VERB")
    if (
        status
        and not kids(root, "nsubj", "nsubjpass", "aux", "auxpass")
        and not normalize.asks(sentence.text)
    ):
        return root
    here = any(a.lower_ == "here" for a in kids(root, "advmod"))
    if root.pos_ != "NOUN" or not here or kids(root, "nsubj", "det", "poss"):
        return None
    return root


def _verbal(token: Token) -> bool:
    """A verb, or what the tagger took for an interjection although it has a subject: after an
    adverb, "I really like math" tags "like" INTJ while the parser still hangs "I" and "math" on it;
    in "Do you like sushi?" it tags "like" ADP. Neither an interjection nor a preposition has a
    subject."""
    if token.pos_ in ("VERB", "AUX") or (token.pos_ in ("INTJ", "ADP") and bool(kids(token, "nsubj"))):
        return True
    # "I've been married for years": the participle tagged an adjective, with its subject and "been"
    if token.pos_ == "ADJ" and kids(token, "nsubj", "nsubjpass") and kids(token, "auxpass"):
        return True
    # "I do love cats": "love" tagged a noun, yet it has an auxiliary and an object.
    return token.pos_ in ("NOUN", "ADJ") and bool(kids(token, "aux")) and bool(kids(token, "dobj"))


def clauses(sentence: Span) -> Iterator[tuple[Token, Token | None]]:
    """Clause heads with their subjects; a conjoined verb inherits its head's subject."""
    subjects: dict[int, Token | None] = {}
    for token in sentence:
        # (a "last time I ..." clause is read to be denied: see ``last_done_long_ago``; "it's the
        # reason I've never smoked" asserts its clause)
        reason = token.dep_ == "relcl" and token.head.lower_ == "reason"
        read = token.dep_ == "ROOT" or token.dep_ in _CLAUSE_DEPS or reason or _raised_where(token)
        read = read or _chained_past(token)
        if not (read or last_done_long_ago(token)):
            continue
        if not _verbal(token) or not asserted(token) or _disjoined(token):
            continue
        own = kids(token, "nsubj", "nsubjpass")
        if not own:  # a misparse hangs the subject on an auxiliary ("I hate running")
            own = [s for aux in kids(token, "aux", "auxpass") for s in kids(aux, "nsubj", "nsubjpass")]
        if not own:  # or on the complement ("are you married?" read with "you" under "married")
            own = [s for c in kids(token, "acomp", "attr") for s in kids(c, "nsubj", "nsubjpass")]
        if not own and token.lemma_.lower() == "be":  # "running isn't my thing": a bare gerund
            own = [c for c in kids(token, "csubj") if c.tag_ == "VBG" and len(list(c.children)) == 0]
        # two subjects, a misparse of a lead ("mostly my bike honestly, I don't own a car"): the pronoun
        # (a personal one first: "anything but country honestly, i can't stand country music"),
        # else the one after the comma ("lots of garth brooks, country has always been my favorite")
        subject = (
            next(
                (s for s in own if s.lower_ in _PERSONAL),
                next((s for s in own if s.pos_ == "PRON"), _after_lead(own)),
            )
            if own
            else None
        )
        # "as a kid growing up in Manhattan, we ...": the small model makes the kid the subject
        if (
            subject is not None
            and subject.lemma_.lower() in _YOUTH
            and any(m.lower_ == "as" for m in kids(token, "mark"))
            and (main := kids(token.head, "nsubj"))
        ):
            subject = main[0]
        # "..., but there are rules": an expletive subject is the clause's own, not its head's;
        # so is a clause ("... so cooking their recipes makes me feel close to them").
        if subject is None and token.dep_ in ("conj", "dep") and not kids(token, "expl", "csubj"):
            subject = subjects.get(token.head.i)
        subjects[token.i] = subject
        yield token, subject
        # "my wife and I live in Denver", "my brothers and I grew up in Ohio": the speaker too
        if subject is not None and subject.lower_ not in _PERSONAL:
            also = next((c for c in subject.conjuncts if c.lower_ in ("i", "me") and c.i > subject.i), None)
            if also is not None:
                yield token, also


def _chained_past(token: Token) -> bool:
    """A past deed the small model hangs on the one before as an unlabelled dependent ("ran some
    errands, then hopped in my car and drove across town"): a conjunct in all but name."""
    return (
        token.dep_ == "dep"
        and token.tag_ == "VBD"
        and token.head.dep_ == "ROOT"
        and token.head.pos_ == "VERB"
        # after a past, or spliced on with a comma ("i bike everywhere now, sold my car last year")
        and (token.head.tag_ == "VBD" or token.doc[token.i - 1].text == ",")
        and token.i > token.head.i
        and not kids(token, "nsubj", "nsubjpass", "expl")
    )


def _ored(head: Token) -> bool:
    """Does a verb head an "or" of verbs ("love it or hate it")?"""
    return any(c.lower_ in ("or", "nor") for c in kids(head, "cc")) and any(
        c.pos_ in ("VERB", "AUX") for c in kids(head, "conj")
    )


def _disjoined(verb: Token) -> bool:
    """One of two verbs joined by "or": "people either love it or hate it" asserts neither (a
    denied one denies both: "I've never played or watched it")."""
    first = verb.head if verb.dep_ == "conj" and verb.pos_ in ("VERB", "AUX") else verb
    return _ored(first) and not is_negated(first)


def denied_disjunct(verb: Token) -> bool:
    """The second verb of a denied "or": "never played or watched basketball" did not watch."""
    return verb.dep_ == "conj" and _ored(verb.head) and is_negated(verb.head)


def _after_lead(subjects: list[Token]) -> Token:
    """Of a verb's subjects, the last when a comma parts it from the first (the first a lead
    the small model took for a subject), else the first."""
    first, last = subjects[0], subjects[-1]
    parted = any(t.text == "," for t in first.doc[first.i : last.i])
    return last if len(subjects) > 1 and parted else first


def grew_up(verb: Token) -> bool:
    """ "grow up", "grew up", "growing up"."""
    return verb.lemma_.lower() == "grow" and any(p.lower_ == "up" for p in kids(verb, "prt"))


def tells_origin(verb: Token) -> bool:
    """A verb of where one comes from: born, raised, grew up."""
    return verb.lemma_.lower() in ("bear", "born", "raise") or grew_up(verb)


def raised_where(verb: Token) -> Token | None:
    """The "where" of "where I grew up" / "where I was born" (the speaker's, or "we"), else None."""
    if not tells_origin(verb) or not any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj", "nsubjpass")):
        return None
    return next((w for w in kids(verb, "advmod") if w.lower_ == "where" and w.i < verb.i), None)


def _raised_where(token: Token) -> bool:
    """ "a thing where I grew up in Tulsa", "the town where I was born": a relative clause that
    tells the speaker's origin, asserted as any statement of it is."""
    return token.dep_ == "relcl" and raised_where(token) is not None


def elided_object(head: Token) -> Token | None:
    """The object a conjoined verb leaves out because the clause before said it with the same
    verb ("I used to play soccer, but I haven't played in years": soccer)."""
    if head.dep_ != "conj":
        return None
    lemma = head.lemma_.lower()
    for verb in [head.head, *kids(head.head, "xcomp")]:
        if verb.lemma_.lower() == lemma and verb.i != head.i and (dobj := kids(verb, "dobj")):
            return unwrap(dobj[0])
    return None


def shared_possessor(token: Token) -> list[Token]:
    """The possessive a coordinated noun shares with the first of its list ("my wife and three
    children": the children are the speaker's too)."""
    first = first_listed(token)
    return kids(first, "poss") if first.i != token.i else []


_PERSONAL = frozenset({"i", "we", "you", "he", "she", "they"})


def lives_alone(head: Token) -> bool:
    """ "live alone", "live on my own", "live by myself"."""
    if any(a.lower_ == "alone" for a in kids(head, "advmod", "acomp", "npadvmod", "oprd")):
        return True
    for prep in kids(head, "prep"):
        objects = {o.lower_ for o in kids(prep, "pobj")}
        if (prep.lower_ == "on" and "own" in objects) or (prep.lower_ == "by" and "myself" in objects):
            return True
    return False


def living_alone(sentence: Span) -> bool:
    """ "my first day of living on my own", "loving living by myself": living alone said by a
    gerund, outside any clause the reader reads (not wished: "I'd love to try living alone")."""
    for token in sentence:
        if token.lemma_.lower() != "live" or token.tag_ != "VBG" or token.dep_ in ("ROOT", *_CLAUSE_DEPS):
            continue
        mine = any(
            o.lower_ == "myself" or any(q.lower_ in ("my", "our") for q in kids(o, "poss"))
            for p in kids(token, "prep")
            for o in kids(p, "pobj")
        )
        wished = any(
            a.lemma_.lower() in _UNASSERTED or a.lemma_.lower() in ("try", "love") for a in token.ancestors
        )
        if mine and lives_alone(token) and not wished and not is_negated(token):
            return True
    return False


def named_place(place: Token) -> bool:
    """A home said by name, even in lower case ("new york", "the uk"), not a description
    ("a small town", "the city"): one value of the ``live in`` slot."""
    if any(d.lower_ in ("a", "an", "some", "any", "my", "our") for d in kids(place, "det", "poss")):
        return False
    # a plural is no name, but for a state the tagger reads as one ("arkansas", "texas")
    if place.tag_ in ("NNS", "NNPS") and place.lower_ not in ("states", "us", *normalize.US_STATES):
        return False
    if place.lemma_.lower() in normalize.GENERIC_PLACES:  # "new york city" is named all the same
        return any(c.pos_ == "PROPN" or c.text[:1].isupper() for c in kids(place, "compound"))
    return place.pos_ in ("PROPN", "NOUN")


def my_favourite(head: Token, speaker_words: frozenset[str]) -> tuple[Token, frozenset[str]] | None:
    """The attribute of a copula that names one of the speaker's favourites ("It's my favorite
    game", "my second favorite team"), with its modifiers."""
    if head.lemma_.lower() != "be":
        return None
    for attr in kids(head, "attr"):
        mods = frozenset(c.lower_ for c in kids(attr, "amod"))
        favourite = attr.lower_ in FAVOURITE or bool(mods & FAVOURITE)
        if favourite and any(p.lower_ in speaker_words for p in kids(attr, "poss")):
            return attr, mods
    return None


# Rankings and verdicts a thing is given ("sushi is overrated", "gardening is the most relaxing
# thing in the world to me").
_JUDGED = {
    "best": "like",
    "relaxing": "like",
    **dict.fromkeys(("worst", "overrated", "overhyped", "boring", "tedious", "dull"), "dislike"),
}


def judged(head: Token) -> tuple[str, Token] | None:
    """ "winter is the worst season for me", "summer is the best": the speaker's liking or dislike
    of a thing the speaker ranks (not a past one: "that was the best day"), as (relation, thing).
    A verdict in the passive too: "I think video games are overrated"."""
    passive = head.lower_ in _JUDGED and any(
        a.lemma_ == "be" and a.tag_ != "VBD" for a in kids(head, "auxpass")
    )
    if passive and not normalize.asks(head.sent.text):
        things = [s for s in kids(head, "nsubjpass") if s.pos_ in ("NOUN", "PROPN") and not kids(s, "poss")]
        return (_JUDGED[head.lower_], things[0]) if things and _own_verdict(head) else None
    if head.lemma_.lower() != "be" or head.tag_ == "VBD" or normalize.asks(head.sent.text):
        return None
    if not _own_verdict(head):
        return None
    things = [s for s in kids(head, "nsubj") if s.pos_ in ("NOUN", "PROPN")]
    if not things or any(p.lower_ not in normalize.FIRST_PERSON for p in kids(things[0], "poss")):
        return None
    for value in kids(head, "attr", "acomp"):
        ranks = [value, *kids(value, "amod")] if value.lower_ not in _JUDGED else [value]
        if verdict := next((_JUDGED[r.lower_] for r in ranks if r.lower_ in _JUDGED), None):
            return verdict, things[0]
    return None


def _own_verdict(head: Token) -> bool:
    """Is the clause the speaker's own, not another's said ("my wife says winter is the worst")?"""
    up = head
    while up.dep_ in ("ccomp", "xcomp") and up.head is not up:
        up = up.head
        if any(s.lower_ not in normalize.FIRST_PERSON for s in kids(up, "nsubj")):
            return False
    return True


# Verbs of a feeling a thing gives its experiencer ("books bore me"), by form: the small model
# lemmatises "bore" as "bear".
_FELT = dict.fromkeys(
    ("bore", "bores", "annoy", "annoys", "scare", "scares", "disgust", "disgusts"), "dislike"
)
_FELT |= dict.fromkeys(("relax", "relaxes", "calm", "calms"), "like")
# ... and how "X makes me ..." says it: "the cold makes me miserable", "jazz makes me happy".
_UNHAPPY = frozenset(
    {"miserable", "sad", "sick", "anxious", "nervous", "depressed", "angry", "mad", "crazy", "nauseous"}
    | {"cranky", "grumpy", "uncomfortable", "gag", "cringe"}
)
_FEELINGS = {
    **dict.fromkeys(_UNHAPPY, "dislike"),
    **dict.fromkeys(("happy", "calm", "relaxed", "smile"), "like"),
}
_OTHER_THAN_THINGS = normalize.FIRST_PERSON | normalize.SECOND_PERSON | {"he", "she", "they", "it", "that"}


def felt(head: Token, subject: Token | None) -> tuple[str, Token] | None:
    """The speaker's liking or dislike of a thing by the feeling it gives them: "books bore me",
    "horror movies scare me", "the cold makes me miserable", as (relation, thing); ``subject`` is
    the clause's. A thing, not someone's ("my kids annoy me", "my kids make me crazy"), nor a
    feeling denied."""
    if is_negated(head):
        return None
    if (verdict := _FELT.get(head.lower_)) is not None:
        if subject is None or subject.lower_ in _OTHER_THAN_THINGS or kids(subject, "poss"):
            return None
        return (verdict, subject) if any(o.lower_ == "me" for o in kids(head, "dobj")) else None
    if head.lemma_.lower() != "make" or normalize.asks(head.sent.text):
        return None
    things = [s for s in kids(head, "nsubj") if s.pos_ in ("NOUN", "PROPN")]
    if not things or kids(things[0], "poss") or things[0].lemma_.lower() in normalize.POSSESSABLE:
        return None
    for feeling in kids(head, "ccomp", "acomp", "oprd", "xcomp"):
        me = [*kids(feeling, "nsubj"), *kids(head, "dobj")]
        if feeling.lower_ in _FEELINGS and any(m.lower_ == "me" for m in me):
            return _FEELINGS[feeling.lower_], things[0]
    return None


_SOLE = frozenset({"all", "everything"})


def all_one_does(head: Token) -> tuple[Token, Token] | None:
    """ "Rap is basically all I listen to", "coffee is the only thing I drink": the thing and the
    speaker's verb of it, as (verb, thing); not denied, not asked."""
    if head.lemma_.lower() != "be" or is_negated(head) or normalize.asks(head.sent.text):
        return None
    things = [s for s in kids(head, "nsubj") if s.pos_ in ("NOUN", "PROPN")]
    for sole in kids(head, "attr", "dep"):
        only = sole.lower_ in _SOLE or (
            sole.lemma_.lower() == "thing" and any(a.lower_ == "only" for a in kids(sole, "amod"))
        )
        for verb in kids(sole, "relcl") if only and things else []:
            if any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj")) and not is_negated(verb):
                return verb, things[0]
    return None


def craved(head: Token) -> Token | None:
    """ "I can't get enough of running": the thing, which the speaker likes; not asked."""
    if head.lemma_.lower() != "get" or not is_negated(head) or normalize.asks(head.sent.text):
        return None
    for enough in kids(head, "dobj"):
        for of in kids(enough, "prep") if enough.lower_ == "enough" else []:
            if of.lower_ == "of" and (things := kids(of, "pobj", "pcomp")):
                return things[0]
    return None


# Kinds of pastime one "gets into" (not a college, a car or trouble): hypernyms.tsv.
_PASTIMES = ("sport", "music", "exercise", "instrument", "video game", "board game", "book", "movie")
# Gerund-like nouns that are no pastime: "I got into the building".
_NOT_DOINGS = frozenset({"building", "wedding", "meeting", "evening", "morning", "ceiling", "clothing"})


def taken_to(thing: Token) -> bool:
    """Is the object of "get into" a pastime ("running", "jazz", "chess") rather than a place or
    a state ("college", "the car", "trouble")?"""
    word = thing.lower_
    if word.endswith("ing") and word not in _NOT_DOINGS:
        return True
    lex = default_lexicons()
    return any(lex.broader(kind, phrase(thing)) for kind in _PASTIMES)


# What finding a thing so says of the finder: "I find it kind of boring", "I find yoga relaxing".
_FOUND = {
    **dict.fromkeys(("boring", "gross", "disgusting", "annoying", "tedious", "overrated", "dull"), "dislike"),
    **dict.fromkeys(("fun", "relaxing", "delicious", "amazing", "fascinating", "interesting"), "like"),
}


def found_to_be(head: Token) -> tuple[str, Token] | None:
    """The speaker's liking or dislike of a thing by how they find it ("I find it boring", "I
    find jazz relaxing"), as (relation, thing); not denied, not asked, not another's finding."""
    if head.lemma_.lower() != "find" or is_negated(head) or normalize.asks(head.sent.text):
        return None
    if not any(s.lower_ in normalize.FIRST_PERSON for s in kids(head, "nsubj")):
        return None
    for quality in kids(head, "ccomp", "oprd", "xcomp", "acomp"):
        verdict = _FOUND.get(quality.lower_)
        things = kids(quality, "nsubj") or kids(head, "dobj")
        if verdict is not None and things and not kids(quality, "neg"):
            return verdict, things[0]
    return None


def first_before(attr: Token, mods: frozenset[str]) -> tuple[str, str] | None:
    """ "my second favorite team after the rockets" says the rockets are the favourite team:
    (noun, first)."""
    if not (mods & FAVOURITE and mods & ORDINALS - {"least"}) or attr.pos_ != "NOUN":
        return None
    for prep in kids(attr, "prep"):
        if prep.lower_ == "after" and (first := kids(prep, "pobj")):
            return attr.lemma_.lower(), phrase(first[0])
    return None


def states_of_a_thing(sentence: Span) -> bool:
    """A statement about a named thing though no triple came of it ("The database migration is
    running.", "Three of the five pods are crashing."): an observation all the same. A
    pronoun's statement ("It's great", "I'm fine") needs a triple to count."""
    root = sentence.root
    if normalize.asks(sentence.text):
        return False
    finite = root.pos_ in ("VERB", "AUX") and root.tag_ not in ("VBG", "VBN", "TO")
    finite = finite or any(a.tag_ in ("VBZ", "VBP", "VBD", "MD") for a in kids(root, "aux", "auxpass"))
    subjects = kids(root, "nsubj", "nsubjpass")
    # "The relay logs show ...": a noun the tagger took for a verb still has its modifiers
    modified = [s for s in subjects if s.pos_ != "PRON" and kids(s, "det", "compound", "poss")]
    named = [s for s in subjects if s.pos_ in ("NOUN", "PROPN", "NUM")] + modified
    return finite and bool(named)


def in_relationship(head: Token) -> bool:
    return any(
        o.lemma_.lower() == "relationship"
        for p in kids(head, "prep")
        if p.lower_ == "in"
        for o in kids(p, "pobj")
    )


_AHEAD = frozenset({"tomorrow", "tonight", "soon", "later"})
_SPANS_AHEAD = frozenset(
    {"week", "weekend", "month", "year", "summer", "fall", "winter", "spring", "semester"}
)


def dated_ahead(verb: Token) -> bool:
    """Dated to a time to come: "tomorrow", "soon", "next month", "in two weeks" (not "this
    weekend": "I'm camping in the mountains this weekend" may be there now)."""
    for t in verb.children:
        soon = t.lower_ in _AHEAD and t.dep_ in ("npadvmod", "advmod")
        next_span = (
            t.dep_ == "npadvmod"
            and t.lemma_.lower() in _SPANS_AHEAD
            and any(d.lower_ in ("next", "coming") for d in kids(t, "amod", "det"))
        )
        counted = (
            t.dep_ == "prep"
            and t.lower_ == "in"
            and any(o.lemma_.lower() in normalize.TIME_WORDS and kids(o, "nummod") for o in kids(t, "pobj"))
        )
        if soon or next_span or counted:
            return True
    return False


def trip_ahead(trip: Token) -> bool:
    """A trip still to come: said so ("my upcoming trip", "next trip") or awaited, planned or
    wished for ("looking forward to my trip", "planning my trip")."""
    if any(m.lower_ in ("upcoming", "next", "future", "planned", "coming") for m in kids(trip, "amod")):
        return True
    awaiting = normalize.WISH_VERBS | {"forward", "await", "book", "wait", "prepare"}
    return any(a.lemma_.lower() in awaiting or ahead(a) for a in trip.ancestors)


def supposed(verb: Token) -> bool:
    """A supposition or forecast, not a fact of now: "you would have two apples", "after donating
    two, you'll have four left". "I would never" and "I'll always" state a disposition."""
    modal = any(a.lower_ in ("would", "'d", "could", "might", "will", "'ll") for a in kids(verb, "aux"))
    firm = any(a.lower_ in ("never", "always") for a in kids(verb, "advmod", "neg"))
    return modal and not firm


def ahead(verb: Token, *helpers: Token) -> bool:
    """Said of the future: "I'm going", "I will go", "I'll go" ("I was going" is past).
    ``helpers``: auxiliaries the parser hangs the tense on instead ("we're getting married":
    "getting")."""
    said = (verb, *helpers)
    aux = [a.lower_ for t in said for a in kids(t, "aux")]
    progressive = any(t.tag_ == "VBG" for t in said) and any(
        a in ("am", "'m", "is", "'s", "are", "'re") for a in aux
    )
    return progressive or any(a in ("will", "'ll", "shall") for a in aux)


def destination(verb: Token) -> Token | None:
    """The named place a move goes to ("move (back) to Ohio"; the small model may read "to
    cali" as an infinitive clause)."""
    if verb.lemma_.lower() not in ("move", "relocate"):
        return None
    for prep in [*kids(verb, "prep"), *(p for a in kids(verb, "advmod") for p in kids(a, "prep"))]:
        if prep.lower_ == "to" and (pobj := kids(prep, "pobj")) and named_place(pobj[0]):
            return pobj[0]
    for clause in kids(verb, "advcl", "xcomp"):
        if clause.pos_ == "PROPN" and any(a.lower_ == "to" for a in kids(clause, "aux")):
            return clause
    return None


def counterfactual(head: Token) -> bool:
    """A wish in the past tense denies its clause: "I wish I had a dog" (or "one", after a dog
    was named) says "I have no dog". Only for a thing wished for: "I wish I was older" names no
    fact to deny."""
    governor = head.head
    # a past perfect wishes a past away: "I wish I had gone to college" did not go
    perfect = head.tag_ == "VBN" and any(a.lower_ in ("had", "'d") for a in kids(head, "aux"))
    objects = [*kids(head, "dobj", "attr"), *(o for p in kids(head, "prep") for o in kids(p, "pobj"))]
    return (
        head.dep_ == "ccomp"
        and (head.tag_ == "VBD" or perfect)
        and governor.lemma_.lower() == "wish"
        and not is_negated(governor)
        and bool(kids(governor, "nsubj"))
        and any(o.pos_ in ("NOUN", "PROPN") or o.lower_ == "one" for o in objects)
    )


# What may come before a sentence's subjectless verb: "lol just got back", "honestly, loving it".
_LEAD_DEPS = frozenset({"intj", "advmod", "punct", "cc", "discourse"})
_DENYING_AUX = frozenset({"ca", "can", "do", "does", "did", "wo", "will", "could"})


# Verbs a left-out "it" does to one's things: "took my whole paycheck", "made my day".
_ITS_DEEDS = frozenset({"take", "cost", "make", "ruin", "cause", "eat", "break"})


# Verbs whose left-out subject is "it", not "I": "Happened to me too", "Sounded fun".
NOT_DONE = frozenset({"be", "happen", "sound", "seem", "look", "mean", "depend", "matter"})


# Verbs whose past is their base form; any other "past" that is its own lemma is a noun the small
# model tags a past verb ("only veggie burgers now!").
_SAME_PAST = frozenset(
    {
        "cut",
        "put",
        "read",
        "set",
        "hit",
        "let",
        "quit",
        "hurt",
        "cost",
        "shut",
        "spread",
        "bet",
        "split",
        "upset",
    }
)


def not_a_past(verb: Token) -> bool:
    """A word tagged a past verb that is its own lemma and no verb whose past is its base."""
    return verb.tag_ == "VBD" and verb.lower_ == verb.lemma_.lower() and verb.lower_ not in _SAME_PAST


def subjectless_lead(head: Token) -> bool:
    """Does a statement open on its verb, past or in progress, its "I" left out ("drove my truck
    to the lumber yard", "sipping my morning latte", "born in Toronto")? Not a subject clause
    ("being a nurse is hard"), a participle ("Been there"), nor a question."""
    if head.dep_ == "conj" and not kids(head, "nsubj", "nsubjpass") and head.head.dep_ in ("ROOT", "advcl"):
        return subjectless_lead(head.head)  # "Born and raised in Ohio": the second verb too
    if head.dep_ == "conj" and _chained_past(head.head):  # "... then hopped in my car and drove"
        return subjectless_lead(head.head)
    if _chained_past(head):  # "ran some errands, then hopped in my car", "i bike now, sold my car"
        said = kids(head.head, "nsubj")
        return subjectless_lead(head.head) or any(s.lower_ in ("i", "we") for s in said)
    origin = head.tag_ == "VBN" and head.lower_ in ("born", "raised")  # "Born and raised in Ohio."
    # "Can't handle it", "Don't have one": a denial opening on its auxiliary
    denied = (
        head.tag_ == "VB" and kids(head, "neg") and all(a.lower_ in _DENYING_AUX for a in kids(head, "aux"))
    )
    if denied and kids(head, "aux") and not kids(head, "nsubj", "nsubjpass", "expl", "csubj"):
        return not normalize.asks(head.sent.text) and all(
            _leads(t) or (t.head == head and t.dep_ in ("aux", "neg")) for t in head.sent if t.i < head.i
        )
    # A clause the small model hangs on the main one, with no subject of its own: the main
    # clause's "I" does it. An opening past ("went to a brewery and had like five beers, i was so
    # hungover"); a participle opening ("just practicing guitar, i've been playing for years") or
    # trailing a clause of now or of today ("I sat in my truck this morning driving to work"; "I
    # broke my leg skiing" skis no more).
    # (a denied past the small model tags a participle: "Never learned to drive, so I bike")
    # (or a past it tags a participle, opening: "majored in biology, thought i'd be a vet")
    never = any(n.lower_ == "never" for n in kids(head, "neg"))
    bare = head.tag_ == "VBN" and (never or not kids(head, "aux", "auxpass")) and head.lower_ != "been"
    past = (head.tag_ == "VBD" or bare) and head.i < head.head.i and not kids(head, "mark")
    participle = head.tag_ == "VBG" and head.lemma_.lower() != "be" and not kids(head, "aux")
    if head.dep_ == "advcl" and (past or participle) and not kids(head, "nsubj"):
        main = head.head
        # ("my brothers and I spent every weekend hiking": the speaker among the subjects)
        own = any(
            t.lower_ in normalize.FIRST_PERSON
            for s in kids(main, "nsubj", "nsubjpass")
            for t in (s, *s.conjuncts)
        )
        # A main clause with no subject either shares the left-out "I" ("majored in biology,
        # thought i'd be a vet"); one with its own subject does so after a comma when the
        # opening is a "never" ("never got my license, honestly highways freak me out").
        own = own or _subjectless_root(main)
        # ... or when it does something to the speaker's own ("sold my car last year, it's just me
        # and my bike now"), which "it" seldom does ("took my whole paycheck, the repair")
        mine = any(p.lower_ == "my" for o in kids(head, "dobj") for p in kids(o, "poss"))
        mine = mine and head.lemma_.lower() not in _ITS_DEEDS
        own = own or (past and (never or mine) and _comma_after(head))
        today = any(
            t.lower_ in ("today", "morning", "tonight") for n in kids(main, "npadvmod") for t in n.subtree
        )
        # ("I'm just chilling at home, enjoying being single": a progressive of now)
        now = main.tag_ == "VBG" and any(a.lower_ in ("'m", "am", "'re", "are") for a in kids(main, "aux"))
        trailing = participle and head.i > main.i and (main.tag_ in ("VBP", "VBZ") or today or now)
        opening = trailing or _opens(head)
        return own and opening and not normalize.asks(head.sent.text)
    # "only veggie burgers now!": a noun the small model tags a past verb (a past that is its own
    # lemma is one of the few verbs whose past is their base: "cut", "put", "read")
    if not_a_past(head):
        return False
    if (
        head.dep_ != "ROOT"
        or (head.tag_ not in ("VBD", "VBG") and not origin)
        or head.lemma_.lower() in NOT_DONE
    ):
        return False
    if kids(head, "nsubj", "nsubjpass", "expl", "aux", "auxpass", "csubj"):
        return False
    if normalize.asks(head.sent.text):
        return False
    return _opens(head)


def _opens(head: Token) -> bool:
    """Does the verb open its sentence, after lead words only ("lol", "honestly,") and its own
    "never" ("never learned how to drive")?"""
    return all(
        _leads(t) or (t.head == head and t.dep_ == "neg" and t.lower_ == "never")
        for t in head.sent
        if t.i < head.i
    )


def _leads(token: Token) -> bool:
    """A lead word before a subjectless verb, an answer word too ("nope, don't even have one")."""
    return token.dep_ in _LEAD_DEPS or token.lower_ in ANSWER_WORDS


# Events told in a past "when" clause, which happened: "when I broke my arm, ...".
_MISHAPS = frozenset({"break", "tear", "fracture", "sprain", "dislocate", "injure", "hurt"})


def asserted(head: Token) -> bool:
    """False for a clause said as a condition, hope or doubt ("if I do drink soda", "I hope you
    have a great day", "I don't know if I have a favourite")."""
    if counterfactual(head):
        return True
    if _next_time(head):
        return False  # "Next time I'm in Seoul, ...": a time ahead, not a place now
    if _future_then(head):
        return False  # "I swore I'd never touch an instrument again": a vow then, not a fact now
    # The small model hangs "when" on its clause as advmod too: "When I was younger, I had a cat".
    # A reason is asserted, a time is not (_causal).
    causal = _causal(head)
    # "when I was growing up in Spokane" sets a time by a childhood home, which it asserts, as
    # "since I was born in Toronto" does a birthplace, be it a time or a reason
    if (grew_up(head) and any(m.lower_ in ("when", "while") for m in kids(head, "mark", "advmod"))) or (
        tells_origin(head) and any(m.lower_ == "since" for m in kids(head, "mark"))
    ):
        return True
    # "since I retired last year, I garden", "it was hard when I quit smoking": a retirement or
    # a habit given up, which it asserts
    ago = any(a.lower_ == "ago" for a in kids(head, "advmod"))  # "quit" read as a present
    retired = head.lemma_.lower() in ("retire", "quit") and (head.tag_ == "VBD" or ago)
    if retired and any(m.lower_ in ("since", "after", "when") for m in kids(head, "mark", "advmod")):
        return True
    # "when I broke my leg in high school, I was on crutches": a past event, which it asserts
    # (not a habit then: "when I smoked, ..." says nothing of now)
    injured = head.lemma_.lower() in _MISHAPS and head.tag_ == "VBD" and not is_negated(head)
    # (and any deed dated in the past: "when I flew to Tokyo last spring", "when I ran my first
    # marathon in 2019"; not a state then, "when I lived in Ohio last year", said of that time)
    injured = injured or (_dated_deed(head) and not is_negated(head))
    if injured and any(m.lower_ == "when" for m in kids(head, "mark", "advmod")):
        return True
    # a past deed that sets a time for another happened too: "sold mine when I moved to the
    # city", "I took the course before I bought it", "after I got married we moved" (a state
    # then is said of that time only, "when I lived in Ohio", and so is a habit then, "when I
    # smoked")
    lemma = head.lemma_.lower()
    done = head.tag_ == "VBD" and lemma not in _STATES and lemma not in normalize.ACTIVITIES
    done = done and not is_negated(head)
    if done and any(m.lower_ in ("when", "after", "before") for m in kids(head, "mark", "advmod")):
        return True
    # A likeness is no fact: "they treat me like I'm five", "as if I had never left" (but "like I
    # do every year" is "as I do": asserted)
    marks = {m.lower_ for m in kids(head, "mark")}
    likened = "like" in marks and head.lemma_.lower() == "be"
    if head.dep_ == "advcl" and (likened or ("as" in marks and marks & {"if", "though"})):
        return False
    # ("until" with a past asserts its clause: "I skied a lot until I broke my arm")
    if any(
        m.lower_ in _CONDITIONS
        and not (m.lower_ == "since" and causal)
        and not (m.lower_ == "until" and head.tag_ == "VBD")
        and not (m.lower_ == "while" and _alongside(head))
        for m in kids(head, "mark")
    ):
        return False
    if head.dep_ == "advcl" and any(m.lower_ in _CONDITIONS and m.i < head.i for m in kids(head, "advmod")):
        return False
    # "If you have the constant, I can calculate the rate": the main clause of a condition (a
    # question's still names what it asks about: "How can you like it if you haven't read it?").
    # (not an apology's "if", "sorry if I'm slow, I'm holding my baby", nor a concession's "even
    # if", "I get lots of time with my kids even if I'm sleeping half the day")
    conditional = any(
        m.lower_ in ("if", "unless") and not _apologised(m) and not _conceded(m)
        for c in kids(head, "advcl")
        for m in kids(c, "mark")
    )
    if conditional and not normalize.asks(head.sent.text):
        return False
    # Up the chain of clauses: "I didn't mean to say that I have never read them" asserts nothing.
    while head.dep_ in ("ccomp", "xcomp", "advcl") and head.head is not head:
        governor = head.head
        # "I speak English, languages were never my thing": two sentences, one comma (the small
        # model may hang the first as an unmarked adverbial clause too)
        spliced = head.dep_ == "ccomp" or (head.dep_ == "advcl" and not kids(head, "mark"))
        if spliced and _spliced(head, governor):
            break
        if _consequence(head) or (any(m.lower_ == "since" for m in kids(head, "mark")) and _causal(head)):
            # "my landlord doesn't allow pets so I've never had one": a result, said; "I don't go
            # out for it because I can't stand sushi" (or "since I've never had a drop of
            # alcohol"): a reason, said under a denied deed too
            break
        if governor.tag_ == "UH":
            break  # "sorry i only speak english, i never learned ...": hung on the interjection
        if governor.lemma_.lower() in _UNASSERTED or is_negated(governor):
            return False
        believer = kids(governor, "nsubj")
        if governor.lemma_.lower() in _BELIEVED and believer and believer[0].lower_ not in ("i", "we"):
            return False
        head = governor
    return True


def _future_then(clause: Token) -> bool:
    """A "would" said under a past verb: a future seen from then ("I swore I'd never touch an
    instrument again", "I thought I'd hate it"), which later turns may have overtaken."""
    return (
        clause.dep_ == "ccomp"
        and clause.head.tag_ == "VBD"
        and any(a.lower_ in ("would", "'d") for a in kids(clause, "aux"))
    )


def _causal(clause: Token) -> bool:
    """Is a "since" clause a reason? With a present tense it is ("Since I'm fluent in Spanish",
    "since i don't own a car"), and with a present perfect ("since blue has always been my
    favorite color") or a denial ("since I never got my license"); a past sets a time ("since I
    moved here")."""
    return (
        clause.tag_ in ("VBP", "VBZ")
        or any(a.tag_ in ("VBP", "VBZ") and a.lemma_ in ("do", "have") for a in kids(clause, "aux"))
        or any(n.lower_ == "never" for n in kids(clause, "neg", "advmod"))
    )


def _next_time(clause: Token) -> bool:
    """A clause that sets a time ahead: "next time I'm in Seoul", "the next time I visit Paris"
    ("every time I visit" is a habit, which it asserts)."""
    times = [t for t in kids(clause, "npadvmod") if t.lemma_.lower() == "time"]
    if clause.dep_ == "relcl" and clause.head.lemma_.lower() == "time":
        times.append(clause.head)
    return any(a.lower_ == "next" for t in times for a in kids(t, "amod"))


def _alongside(clause: Token) -> bool:
    """A "while" clause of a present habit, which it asserts: "I listen to audiobooks while
    driving to work", "I listen to podcasts while I cook" (not a past background, "while I was in
    college")."""
    habit = clause.head.tag_ in ("VBP", "VBZ") and clause.dep_ == "advcl"
    bare = clause.tag_ == "VBG" and not kids(clause, "aux", "nsubj")
    return habit and (clause.tag_ in ("VBP", "VBZ") or bare)


# Verbs of a state, which a past date bounds rather than tells as done: "when I lived there".
_STATES = frozenset({"be", "live", "work", "have", "stay", "own", "like", "love", "hate", "want", "know"})
# Words that date a deed in the past: "last spring", "two years ago", "yesterday".
PAST_DATES = frozenset({"last", "ago", "yesterday"})


def _dated_deed(head: Token) -> bool:
    """A past deed with a date that places it in the past ("last spring", "two years ago",
    "yesterday", "in 2019")."""
    if head.tag_ != "VBD" or head.lemma_.lower() in _STATES:
        return False
    for child in kids(head, "npadvmod", "advmod", "prep"):
        words = [t.lower_ for t in child.subtree]
        if PAST_DATES.intersection(words):
            return True
        if child.dep_ == "prep" and child.lower_ == "in" and any(len(w) == 4 and w.isdigit() for w in words):
            return True
    return False


def _spliced(clause: Token, governor: Token) -> bool:
    """A clause before its governor with a comma between, the second with its own subject: a
    comma splice the small model reads as a complement ("I only speak English, languages were
    never my thing"), not reported speech ("I have a dog, I think" keeps its hedge elsewhere).
    A complement comes after its verb in English, so one before a verb that takes no
    parenthesis is spliced with no comma too ("I'm terrified of flying so I've never been on a
    plane"); one after a comma, with its own subject, is spliced as well ("I wouldn't know, I've
    never seen an episode")."""
    if clause.i > governor.i:
        start = clause.left_edge.i
        return (
            clause.dep_ == "ccomp"
            and (clause.doc[start].text == "," or (start > 0 and clause.doc[start - 1].text == ","))
            and bool(kids(clause, "nsubj", "nsubjpass"))
            and bool(kids(governor, "nsubj"))
        )
    if not (_comma_between(clause, governor) or governor.lemma_.lower() not in _PARENTHETICAL):
        return False
    # (the first clause may leave its "I" out: "don't have any pets right now, my landlord doesn't
    # allow them")
    own = bool(kids(clause, "nsubj", "nsubjpass")) or subjectless_lead(clause)
    # (the second may too: "majored in chemistry, wanted to be a pharmacist")
    told = governor.tag_ in ("VBD", "VBG") and _subjectless_root(governor)
    # (its subject may be a gerund: "I've never been camping, sleeping outside is not my thing")
    return (bool(kids(governor, "nsubj", "nsubjpass", "csubj")) or told) and own


def _comma_between(clause: Token, governor: Token) -> bool:
    """A comma after the clause, or hung on either verb between the two ("I moved here because
    I hate the cold, so honestly I don't mind")."""
    return _comma_after(clause) or any(
        t.text == "," and t.head in (clause, governor) for t in clause.doc[clause.i + 1 : governor.i]
    )


# Verbs that take a clause before them as a parenthesis: "I have a dog, I think", "I'm 30, my
# mom says", "it was my favorite, I guess".
_PARENTHETICAL = _BELIEVED | _UNASSERTED | {"say", "tell", "mean", "feel", "admit", "know"}


def _apologised(mark: Token) -> bool:
    """An "if" of an apology ("sorry if I'm slow", "excuse the mess if ..."): no condition."""
    before = mark.doc[max(mark.sent.start, mark.i - 4) : mark.i]
    return any(t.lemma_.lower() in _APOLOGIES for t in before)


_APOLOGIES = frozenset({"sorry", "apology", "apologies", "excuse", "forgive", "pardon"})


def _conceded(mark: Token) -> bool:
    """ "even if": a concession, which leaves its main clause said."""
    return mark.i > 0 and mark.doc[mark.i - 1].lower_ == "even"


def _subjectless_root(verb: Token) -> bool:
    """A sentence's main verb with no subject at all, its "I" left out."""
    return verb.dep_ == "ROOT" and not kids(verb, "nsubj", "nsubjpass", "expl", "csubj")


def _comma_after(clause: Token) -> bool:
    end = clause.right_edge.i
    if clause.doc[end].text == ",":  # the comma hung on the clause itself
        end -= 1
    return end + 1 < len(clause.doc) and clause.doc[end + 1].text == ","


# Words that place a past-tense clause in one's youth: "as a child", "when I was younger".
_YOUTH = frozenset(
    {"child", "kid", "teen", "teenager", "youngster", "boy", "girl", "young", "younger", "little"}
)


def back_then(head: Token) -> bool:
    """A past-tense clause set in an earlier time: "As a child I had a dog", "I had a cat when I
    was younger", "years ago", "growing up", "before that"."""
    if head.tag_ != "VBD":
        return False
    for child in head.children:
        if child.lower_ == "before" and any(o.lower_ in ("that", "then") for o in kids(child, "pobj")):
            return True  # "Before that I ate a lot of burgers"
        if child.lower_ == "ago" or (
            child.lower_ == "as" and any(o.lemma_.lower() in _YOUTH for o in kids(child, "pobj"))
        ):
            return True
        if child.dep_ == "advcl":
            if grew_up(child):
                return True
            said = kids(child, "acomp", "attr")
            if child.lemma_.lower() == "be" and any(a.lemma_.lower() in _YOUTH for a in said):
                return True
    return False


_DETS = frozenset({"a", "an", "the", "any"})
_KINDS_OF_ONE = frozenset({"person", "people", "fan", "lover", "type", "guy", "girl", "kind"})


def denied_beside(sentence: Span) -> list[tuple[Token, Token]]:
    """Things denied beside one said, after a comma: "I've only ever had birds, never a cat or
    dog", "I eat fish, but never meat", "I play guitar, not piano": each (thing denied, thing said
    before the comma), the thing denied with its conjuncts. The small model hangs the "never" on
    the thing before, or reads the thing denied as a second object."""
    found: list[tuple[Token, Token]] = []
    tokens = list(sentence)
    for k, token in enumerate(tokens):
        if token.lower_ not in ("never", "not") or k < 2:
            continue
        before = k - 1 if tokens[k - 1].lower_ != "but" else k - 2
        if before < 1 or tokens[before].text != ",":
            continue
        said = tokens[before - 1]
        at = k + 1
        while at < len(tokens) and tokens[at].lower_ in _DETS:
            at += 1
        if at >= len(tokens) or said.pos_ not in ("NOUN", "PROPN"):
            continue
        thing = tokens[at]
        while thing.dep_ == "compound" and thing.head.i > thing.i:  # "never a house cat"
            thing = thing.head
        if thing.pos_ not in ("NOUN", "PROPN") or (
            thing.i + 1 < sentence.end and thing.nbor().pos_ in ("VERB", "AUX")
        ):
            continue  # ", never mind", ", not that I care": a clause, not a thing
        if thing.lower_ in _KINDS_OF_ONE:
            continue  # "I have a cat, not a dog person though": what one is, no thing had
        found += [(t, said) for t in (thing, *(c for c in thing.conjuncts if c.i > thing.i))]
    return found
