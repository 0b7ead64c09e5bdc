"""Word classes and token helpers: what a noun phrase, number, age or negation says.

Everything here reads one token and its dependents; nothing knows of clauses or turns."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.extract import normalize

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


_MODIFIERS = ("compound", "amod", "nummod", "nmod", "quantmod", "poss")
_NESTED = ("compound", "amod", "nummod", "advmod", "quantmod")
OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")
PREFERENCE = normalize.LIKE_VERBS | normalize.DISLIKE_VERBS
PERSONAL = normalize.FIRST_PERSON | normalize.SECOND_PERSON
TIMES = normalize.TIME_WORDS
# What a speaker knows, has heard of or mentioned is no fact about them the other turns could
# contradict ("I didn't mention them before" is of the talk).
COGNITION = frozenset(
    {"know", "hear", "realize", "realise", "remember", "understand", "notice", "mean", "imagine", "mention"}
    | {"forget"}
)
FAVOURITE = frozenset({"favorite", "favourite", "fav", "fave"})
# Plural pronouns that, as an object, stand for the things the other party just named ("I love
# the departed and heat." "I've never seen any of those."); a singular "it" is as often a
# situation ("I love it here"), so only these are resolved.
PLURAL_ANAPHORS = frozenset({"them", "those", "these"})
FORMER = frozenset({"ex", "late", "former", "old"})
# What "have" means eat or drink of (hypernyms.tsv classes), and the meals it is had for.
_FOODS = ("food", "meat", "vegetable", "fruit", "legume")
_DRINKS = ("beverage", "alcohol", "caffeine")
# Containers of a drink and servings of a food, and what a container (or a word) is of: "three
# cups of coffee", "a pitcher of beer", "not a word of Spanish".
CUPS = frozenset({"cup", "glass", "bottle", "can", "mug", "pint", "pitcher", "jug", "carafe"})
_PLATES = frozenset({"bowl", "plate", "slice", "piece"})
SERVINGS = CUPS | _PLATES
_CONTAINERS = (
    CUPS
    | _PLATES
    | frozenset({"pack", "packet", "box", "word", "episode", "chapter", "bite", "sip", "pot", "drop", "shot"})
    | frozenset({"jar", "carton", "bag", "scoop", "spoonful", "handful", "drink"})  # "a drink of alcohol"
    | frozenset({"pair", "batch"})  # "a pair of skates", "a batch of oatmeal stout"
)
# What a thing is sensed by: "the taste of coffee" is coffee disliked or liked.
_SENSED = frozenset({"taste", "smell", "texture", "flavor", "flavour"})
MEALS = frozenset({"breakfast", "lunch", "dinner", "supper", "brunch", "dessert", "snack"})
# Verbs whose "it" may stand for the one thing a question asked about ("I love it", "I've never
# tried it"); "make it", "get it", "do it" stand for no thing.
IT_VERBS = (
    normalize.LIKE_VERBS
    | normalize.DISLIKE_VERBS
    | frozenset(
        {"own", "play", "eat", "drink", "watch", "read", "visit", "try", "drive", "ride", "cook", "use"}
    )
)
AMOUNTS = frozenset({"lot", "lots", "ton", "tons", "bunch", "plenty"})
_OF_ANAPHOR = frozenset({"any", "all", "both", "some", "each", "most", "either"})
TRIPS = frozenset({"trip", "visit", "vacation", "holiday", "journey", "honeymoon"})
# What completes a verb, so that without any it stands alone ("I've never been.").
COMPLEMENTS = ("prep", "advcl", "xcomp", "ccomp", "acomp", "attr", "dobj", "oprd", "agent")
ORDINALS = frozenset({"second", "third", "fourth", "fifth", "2nd", "3rd", "least"})
# A pronoun subject that can stand for the thing just named ("I like cloud. He's my favorite.").
REFERRING = frozenset({"it", "they", "he", "she", "that", "this"})
_DEGREE = frozenset({"much", "often", "many", "well", "long", "far"})
_BOUNDS = frozenset({"further", "farther", "longer", "more", "faster", "higher"})
QUANTITY = frozenset(
    {
        "lot",
        "lots",
        "alot",
        "ton",
        "tons",
        "bunch",
        "couple",
        "few",
        "kind",
        "type",
        "sort",
        "variety",
        "number",
    }
    | {"plenty", "most", "some", "all", "any", "much", "many", "none", "each", "part", "rest", "bit"}
)
# Plural nouns a later "them" does not stand for: spans of time and amounts.
_NO_ANTECEDENTS = TIMES | QUANTITY
# Relations whose object is a place "there" can stand for.
PLACES = frozenset({"be to", "go to", "plan to go to", "visit", "live in", "move to", "travel to"})


# A denial bounded to now or of late by its words ("I don't play anymore", "haven't been in a
# while"; a change told by its verb, "I used to", "I quit", is marked where it is read): it leaves
# the thing at an earlier time. Not "yet" ("haven't read it yet" denies it up to now) nor "since"
# or "in years" (both reach back past most earlier sittings).
_OF_NOW = re.compile(
    r"\b(?:any\s?more|no longer|right now|at the moment|currently|these days|nowadays|lately|recently"
    r"|in (?:a|quite a|a little|a good) while|for a while|in ages)\b",
    re.I,
)


def of_now(sentence: str) -> bool:
    """Does the sentence bound what it denies to now or of late?"""
    return _OF_NOW.search(sentence.replace("\u2019", "'")) is not None


def kids(token: Token, *deps: str) -> list[Token]:
    return [c for c in token.children if c.dep_ in deps]


def gerund_activity(token: Token) -> str | None:
    """The activity a gerund tagged as a noun names ("smoking" -> smoke), if it is one."""
    word = token.lower_
    if not word.endswith("ing") or kids(token, "det", "poss"):
        return None
    stem = word[:-3]
    for verb in (stem, stem + "e", stem[:-1]):
        if verb in normalize.ACTIVITIES:
            return verb
    return None


def region_of(token: Token) -> Token | None:
    """The state a city is named with after a comma ("Columbus, Ohio", "Austin, TX"; the small
    model hangs it as an apposition or a conjunct)."""
    if token.pos_ not in ("PROPN", "NOUN"):  # (a city typed in lower case may be tagged a noun)
        return None
    for child in kids(token, "appos", "conj", "npadvmod"):
        # the state's own words ("new york"), not a list run on after it ("oklahoma and my dad")
        name = " ".join(t.lower_ for t in sorted([*kids(child, "compound"), child], key=lambda t: t.i))
        comma = child.i > 0 and child.doc[child.left_edge.i - 1].text == ","
        # (a state typed in lower case is tagged a noun: "portland, maine"; not its postal code)
        named = child.pos_ == "PROPN" or (child.pos_ == "NOUN" and len(name) > 2)
        if named and comma and name in normalize.US_STATES and child.i > token.i:
            return child
    return None


# Words of a speaker's stance that the small model may hang on a name as part of it.
_STANCE = frozenset({"definitely", "probably", "honestly", "obviously", "totally", "absolutely", "actually"})


# Adverbs closing a sentence that belong to all of it ("I'm into running too").
_CLOSING = frozenset({"though", "tho", "too", "either", "anyway", "lately", "nowadays"})


# Adverbs a verbless reply opens on ("Definitely steak.", "Mostly country.").
REPLY_ADVERBS = _STANCE | {"mostly", "maybe", "probably", "just", "only", "usually", "def"}


def mend_tags(doc: Doc) -> None:
    """Mend four misreadings of the small model: an adjective before its noun read as a second
    object ("my golden retriever"), the noun of a verbless reply read as an imperative after
    its adverb ("Definitely steak, medium rare.": "steak" a base-form verb with no subject; only
    a word the lexicon lists as a thing, heading nothing a verb would, is taken for a noun), a
    possessed noun read as a gerund ("my only sibling"), and an amount per week read as a thing
    read about ("I read about a book a week")."""
    lex = default_lexicons()
    for adjective in doc:
        # "I take my golden retriever on walks": "golden" and "retriever" read as two objects
        noun = doc[adjective.i + 1] if adjective.i + 1 < len(doc) else None
        if (
            noun is not None
            and adjective.pos_ == "ADJ"
            and adjective.dep_ == noun.dep_ == "dobj"
            and noun.pos_ == "NOUN"
            and adjective.head == noun.head
        ):
            for owner in kids(adjective, "poss", "det"):
                owner.head = noun
            adjective.head, adjective.dep_ = noun, "amod"
    for sentence in doc.sents:
        if len(sentence) < 2 or sentence[0].lower_ not in REPLY_ADVERBS:
            continue
        head = sentence[1]
        verbal = ("nsubj", "nsubjpass", "aux", "auxpass", "dobj", "xcomp", "ccomp", "prt", "dative")
        if head.dep_ != "ROOT" or head.tag_ != "VB" or kids(head, *verbal):
            continue
        if lex.listed(head.lower_):
            head.pos_, head.tag_ = "NOUN", "NN"
    for about in doc:
        # "I read about a book a week": an amount per week, not a book read about
        rate = [
            o
            for o in kids(about, "pobj")
            if any(t.lemma_.lower() in ("day", "week", "month", "year") for t in kids(o, "npadvmod"))
        ]
        if (
            about.lower_ in ("about", "around")
            and about.dep_ == "prep"
            and about.head.pos_ == "VERB"
            and rate
        ):
            rate[0].head, rate[0].dep_ = about.head, "dobj"
            about.head, about.dep_ = rate[0], "advmod"
    for token in doc:
        # "my little boy", "our baby girl": a son or daughter (not "my boys", often friends)
        small = any(a.lower_ in ("little", "baby") for a in kids(token, "amod", "compound"))
        own = any(p.lower_ in ("my", "our") for p in kids(token, "poss"))
        if token.lower_ in ("boy", "girl") and token.pos_ == "NOUN" and small and own:
            token.lemma_ = "son" if token.lower_ == "boy" else "daughter"
    for gerund in doc:
        # "I've never been into running though": a closing "though" (or "too", "either") hung on
        # the gerund makes it a clause of its own (pcomp), so nothing was into running; the
        # adverb is the sentence's, the bare gerund the preposition's object
        # (so is a bare gerund after "into" with nothing of its own: "never get into running")
        said = kids(gerund, "advmod")
        closing = bool(said) and all(a.lower_ in _CLOSING for a in said)
        if (
            gerund.dep_ == "pcomp"
            and gerund.tag_ == "VBG"
            and gerund.head.dep_ == "prep"
            and (closing or gerund.head.lower_ == "into")
            and len(list(gerund.children)) == len(said)
        ):
            for adverb in said:
                adverb.head = gerund.head.head
            gerund.dep_ = "pobj"
    for prep in doc:
        # "I don't sing at all, not even in the shower": an aside that insists, no place of the
        # deed (the deed is denied bare)
        if (
            prep.dep_ == "prep"
            and any(a.lower_ == "even" for a in kids(prep, "advmod"))
            and kids(prep, "neg")
        ):
            prep.dep_ = "advmod"
    for thing in doc:
        # "Honestly shrimp is my favorite, ...": the subject of a subjectless "is" read as a verb
        # after its adverb; a word the lexicon lists as a thing is that thing
        be = thing.head
        if (
            thing.tag_ == "VB"
            and thing.dep_ in ("acomp", "attr")
            and be.lemma_ == "be"
            and thing.i < be.i
            and not kids(be, "nsubj", "expl", "csubj")
            and lex.listed(thing.lower_)
        ):
            thing.pos_, thing.tag_, thing.dep_ = "NOUN", "NN", "nsubj"
    for token in doc:
        # "he's my only sibling": "sibling" read as a gerund (lemma "sible"); a possessed word the
        # lexicon lists as a thing is the noun it names
        if token.tag_ == "VBG" and kids(token, "poss") and lex.listed(token.lower_):
            plural = token.lower_.endswith("s")
            token.pos_, token.tag_ = "NOUN", "NNS" if plural else "NN"
            token.lemma_ = token.lower_.removesuffix("s") if plural else token.lower_


def _qualities(noun: Token) -> list[str]:
    """The adjective of a copular relative clause on the noun ("that's super hot", "which are
    small"), with its adverbs, as words."""
    said: list[str] = []
    for clause in kids(noun, "relcl"):
        if clause.lemma_.lower() != "be" or not any(
            s.lower_ in ("that", "which") for s in kids(clause, "nsubj")
        ):
            continue
        if any(s.lower_ == "which" and s.i > 0 and s.nbor(-1).text == "," for s in kids(clause, "nsubj")):
            continue  # "I live with my parents, which is kind of embarrassing": said of the whole
        for adjective in kids(clause, "acomp"):
            if adjective.pos_ == "ADJ" and not kids(clause, "neg"):
                said += [t.lower_ for t in sorted([*kids(adjective, "advmod"), adjective], key=lambda t: t.i)]
    return said


def phrase(token: Token) -> str:
    """A noun phrase without determiners, possessives, clauses, prepositions or an age ("the city
    hospital" -> "city hospital", "a 3 year old daughter" -> "daughter"); number words become
    digits."""
    if (named := _named_before(token)) is not None:
        return named
    keep = [token]
    stack = [
        c
        for c in token.children
        if c.dep_ in _MODIFIERS
        and c.dep_ != "poss"
        and not (c.dep_ == "amod" and (age_of(c) is not None or _emphatic(c)))
    ]
    while stack:
        child = stack.pop()
        keep.append(child)
        stack.extend(c for c in child.children if c.dep_ in _NESTED)
    kept = sorted(keep, key=lambda t: t.i)
    # "Definitely Coldplay." read as one name; "ur parents", a possessive the parser may not see
    while len(kept) > 1 and (kept[0].lower_ in _STANCE or kept[0].lower_ == "ur"):
        kept = kept[1:]
    words = [_word(t) for t in kept if t.lower_ not in ("a", "an", "the")]
    # A quality a relative clause gives is the phrase's own: "food that's super hot" is "super hot
    # food", narrower than "food".
    words = [*_qualities(token), *words]
    # A name goes on through "of" ("Lord of the Rings", "University of Texas"); a common noun
    # does not ("the top of the hill" is a top; a container is unwrapped before: see unwrap).
    # Not even a picture: "a photo of the lake" kept whole aligns with "swam in the lake".
    if (region := region_of(token)) is not None:  # "Columbus, Ohio"
        words[-1] += ","
        words += [t.text for t in sorted([*kids(region, "compound"), region], key=lambda t: t.i)]
    if token.pos_ == "PROPN":
        for prep in kids(token, "prep"):
            if prep.lower_ == "of" and (pobj := kids(prep, "pobj")) and pobj[0].pos_ in ("PROPN", "NOUN"):
                words += ["of", phrase(pobj[0])]
                break
    return " ".join(words)


def _emphatic(adjective: Token) -> bool:
    """The "single" of a denied "a single": "never broken a single bone" denies any bone."""
    noun = adjective.head
    return (
        adjective.lower_ == "single"
        and any(d.lower_ == "a" for d in kids(noun, "det"))
        and noun.dep_ == "dobj"
        and is_negated(noun.head)
    )


def named_thing(named: Token) -> Token | None:
    """The thing a misparsed "named" names: in "a golden retriever named Max" the small model may
    hang the breed under "named" (an adjective of the name, or the verb's complement)."""
    if named.lower_ not in ("named", "called"):
        return None
    return next((c for c in named.children if c.pos_ in ("NOUN", "PROPN") and c.i < named.i), None)


def misnamed(name: Token) -> Token | None:
    """The "named" of "a golden retriever named Max" read as a Max that is "named"."""
    return next((a for a in kids(name, "amod") if a.i < name.i and named_thing(a) is not None), None)


def _named_before(name: Token) -> str | None:
    """ "a golden retriever named Max" read as a Max that is "named": "golden retriever"."""
    named = misnamed(name)
    if named is None:
        return None
    words = [t for t in name.doc[named.left_edge.i : named.i] if t.dep_ not in ("det", "poss")]
    return " ".join(_word(t) for t in words) or None


def dismissed(verb: Token) -> Token | None:
    """Who lost a job by the verb: "I got fired", "they let me go", "my boss fired me", "I was let
    go", "have you ever been fired?" (a lay-off is no firing)."""
    lemma = verb.lemma_.lower()
    if lemma not in ("fire", "sack", "let"):
        return None  # (asked of every clause: the cheap test first)
    if any(a.lower_ in MODALS or a.lower_ in ("will", "'ll", "wo") for a in kids(verb, "aux")):
        return None  # "they might fire me": not yet
    if lemma in ("fire", "sack"):
        passive = kids(verb, "auxpass")
        who = kids(verb, "nsubjpass") if passive else kids(verb, "dobj")
    else:
        # ("let me go to the show", "for a swim" and "let go of it" are no firing; "for being late"
        # gives the reason of one)
        went = [
            g
            for g in kids(verb, "xcomp", "ccomp")
            if g.lemma_.lower() == "go"
            and not kids(g, "prt", "dobj")
            and all(p.lower_ == "for" and kids(p, "pcomp") for p in kids(g, "prep"))
        ]
        if not went:
            return None
        who = kids(verb, "nsubjpass") or kids(went[0], "nsubj") or kids(verb, "dobj")
    return who[0] if who and who[0].pos_ == "PRON" else None


# What one takes someone out for, which is doing it with them: "I take her for a walk".
_TAKEN_FOR = frozenset({"walk", "run", "jog", "hike", "ride", "drive", "swim", "spin"})


def taken_out(take: Token) -> str | None:
    """The outing of "take X for a walk / a run / a drive", which is walking X."""
    if not kids(take, "dobj"):
        return None
    return next(
        (
            o.lemma_.lower()
            for p in kids(take, "prep")
            if p.lower_ == "for"
            for o in kids(p, "pobj")
            if o.lemma_.lower() in _TAKEN_FOR
        ),
        None,
    )


def gone_for(verb: Token) -> str | None:
    """The activity one goes out for: "go hiking" (a gerund with no object of its own), "go for a
    run" / "went for a long swim" (the small model may hang the run on a time after it: "go for a
    long run saturday mornings")."""
    if verb.lemma_.lower() != "go":
        return None
    for gerund in kids(verb, "xcomp")[:1]:
        if (
            gerund.tag_ == "VBG"
            and gerund.lemma_.lower() in normalize.ACTIVITIES
            and not kids(gerund, "dobj")
        ):
            return gerund.lemma_.lower()
    for prep in kids(verb, "prep"):
        for pobj in kids(prep, "pobj") if prep.lower_ == "for" else []:
            said = [pobj, *kids(pobj, "compound")] if pobj.lemma_.lower() in TIMES else [pobj]
            for noun in said:
                if noun.pos_ == "NOUN" and noun.lemma_.lower() in normalize.ACTIVITIES:
                    return noun.lemma_.lower()
    return None


def owned_phrase(token: Token) -> str:
    """An object's phrase with a third party's possessive ("borrow my roommate's car" ->
    "roommate's car"): someone else's car is not a car of one's own. "my car" stays "car"."""
    owners = [c for c in kids(token, "poss") if c.pos_ in ("NOUN", "PROPN")]
    return f"{phrase(owners[0])}'s {phrase(token)}" if owners else phrase(token)


def numeral(token: Token) -> str | None:
    """The number a numeral says with its compound parts ("twenty-five" parses as "twenty"
    hung on "five"): "25", not "5"."""
    parts = sorted(
        [token, *(c for c in kids(token, "compound", "quantmod") if c.pos_ == "NUM")], key=lambda t: t.i
    )
    return normalize.number(" ".join(t.text for t in parts))


def _word(token: Token) -> str:
    """Names keep their case, numbers become digits ("one" only when it counts)."""
    if token.pos_ == "NUM":
        return normalize.number(token.text) or token.text.lower()
    return token.text if token.pos_ == "PROPN" else token.text.lower()


# Adverbs of place a verb of motion takes as its goal ("go outside", "move abroad")
_WHERE_TO = frozenset(
    {"out", "outside", "inside", "outdoors", "indoors", "home", "abroad", "overseas", "away", "back"}
)


def verb_phrase(verb: Token) -> str:
    """A verb as an object ("running", "go to beach"): its form, then its object or pobj."""
    head = verb.text.lower() if verb.tag_ == "VBG" else verb.lemma_.lower()
    words = [head]
    words += [p.text.lower() for p in kids(verb, "prt")]
    # "go outside", "move abroad", "come home": where to is part of the deed
    words += [a.lower_ for a in kids(verb, "advmod", "npadvmod") if a.lower_ in _WHERE_TO]
    if objects := kids(verb, "dobj", "attr", "acomp"):
        words.append(phrase(objects[0]))
    elif (preps := kids(verb, "prep")) and (pobj := kids(preps[0], "pobj")):
        words += [preps[0].text.lower(), phrase(pobj[0])]
    return " ".join(words)


def is_negated(head: Token) -> bool:
    """A ``neg`` dependent ("no longer" hangs its "no" on "longer"), unless it negates a degree
    ("I don't play as much as I used to" still plays)."""
    no_longer = any(
        a.lower_ in ("longer", "more") and kids(a, "neg") for a in kids(head, "advmod", "npadvmod")
    )
    # (the small model may hang the "never" of "I've never been skiing" on its "been")
    said = [head, *(a for a in kids(head, "aux") if a.lower_ == "been")]
    negs = [c for h in said for c in h.children if c.dep_ == "neg" and not _reply_no(c, head)]
    if not no_longer and not negs:
        return False
    if not no_longer and all(n.lower_ == "never" for n in negs) and _exclaimed(head):
        return False
    # (nor a bound: "I've never run further than sixteen miles" has run)
    return not any(
        (d.lower_ in _DEGREE and any(a.lower_ == "as" for a in d.children))
        or (d.lower_ in _BOUNDS and any(p.lower_ == "than" for p in kids(d, "prep")))
        for d in kids(head, "advmod")
    )


# Feelings said to the other party about the talk ("I'm sorry to hear that", "glad you liked it")
# and how sure one is ("I'm not sure my body can take it"): no fact about the speaker.
_COURTESIES = frozenset({"sorry", "glad", "sure", "unsure", "certain", "pleased", "thankful", "grateful"})


_THANKING = frozenset({"appreciate", "thank"})


def courtesy(head: Token) -> bool:
    """ "I'm sorry", "I'm glad you came", "I'm not sure", "I appreciate your support": a clause of
    the talk, not a state (not "I appreciate good coffee")."""
    if head.lemma_.lower() in _THANKING:
        return any(
            o.lower_ in ("it", "that", "this", "you") or any(p.lower_ == "your" for p in kids(o, "poss"))
            for o in kids(head, "dobj")
        )
    return head.lemma_.lower() == "be" and any(a.lower_ in _COURTESIES for a in kids(head, "acomp"))


def _exclaimed(head: Token) -> bool:
    """ "I've never been so happy", "never seen such a sunset", "never felt better": a "never"
    that measures how much the thing is so now, not a denial of it."""
    said = [c for c in kids(head, "dobj", "acomp", "attr") for c in (c, *kids(c, "conj"))]
    for c in said:
        if any(m.lower_ == "such" for m in c.children):
            return True  # "never seen such a sunset"
        if c.pos_ == "ADJ" and (
            c.tag_ == "JJR" or any(m.lower_ in ("so", "this", "that") for m in kids(c, "det", "advmod"))
        ):
            return True  # "never been happier", "never been so happy", "never been this tired"
        if any(
            a.lower_ in ("much", "many") and any(m.lower_ == "so" for m in kids(a, "advmod"))
            for a in kids(c, "amod")
        ):
            return True  # "never had so many pets", "never felt so much love"
    return False


def _reply_no(neg: Token, head: Token) -> bool:
    """ "Probably not, I'm a Vermont person now": a "not" before the clause's subject and a comma
    answers the question asked; it does not deny the clause the parser hung it on."""
    subjects = [s for s in kids(head, "nsubj", "nsubjpass") if s.i > neg.i]
    return bool(subjects) and any(t.is_punct for t in neg.doc[neg.i + 1 : subjects[0].i])


def age_of(old: Token) -> str | None:
    """The years in "22 year old" (read at "old"), else None."""
    if old.lemma_.lower() != "old":
        return None
    units = [u for u in kids(old, "npadvmod") if u.lemma_.lower() in ("year", "yr")]
    return count_of(units[0]) if units else None


def age_modifier(noun: Token) -> str | None:
    """The age an "N year old" modifier gives a noun ("a 22 year old male" -> "22")."""
    return next((age for a in kids(noun, "amod") if (age := age_of(a)) is not None), None)


def count_of(token: Token) -> str | None:
    """The number a noun is counted with ("three sisters" -> "3"), if any; the nearest one ("I
    have three, two boys and a girl": two boys, the three being all the kids)."""
    for child in sorted(kids(token, "nummod"), key=lambda c: -c.i):
        if re.fullmatch(r"(?:19|20)\d\d", child.text):
            continue  # "a 2015 honda civic": a model year, no count
        words = [t.text for t in sorted([child, *kids(child, "compound", "quantmod")], key=lambda t: t.i)]
        if value := normalize.number(" ".join(words)):
            return value
    return None


def listed(token: Token) -> list[Token]:
    """The items of the list a noun heads: it and its conjuncts, and a comma list the small model
    hangs as an apposition with conjuncts of its own ("a dog, a cat and a hamster"; "2 dogs, 3
    cats, and a crab"). Not the members that spell out a counted set ("two kids, a boy and a
    girl") nor a name ("my dogs, Max and Bella")."""
    items = [token, *(c for c in token.conjuncts if c.i > token.i)]
    lex = default_lexicons()
    noun = token.lemma_.lower()
    for appos in kids(token, "appos"):
        more = [appos, *(c for c in appos.conjuncts if c.i > appos.i)]
        if appos.pos_ != "NOUN" or not kids(appos, "det", "nummod") or len(more) < 2:
            continue
        if not any(lex.broader(noun, m.lemma_.lower()) for m in more):
            items += more
    return items


def perfect(verb: Token) -> bool:
    """Is the verb a perfect participle with its "have" ("I've been", "haven't gone")?"""
    return verb.tag_ == "VBN" and any(a.lemma_.lower() == "have" for a in kids(verb, "aux"))


def at_all(word: Token) -> bool:
    """Is the word the "all" of "at all" (emphasis, however the parser hangs it), not a whole?"""
    return word.lower_ == "all" and word.i > 0 and word.doc[word.i - 1].lower_ == "at"


def plural_anaphor(token: Token) -> bool:
    """ "them", "those", or "any / all / both of them (those)"."""
    if token.lower_ in PLURAL_ANAPHORS:
        return True
    whole = token.like_num and any(d.lower_ in ("all", "the") for d in kids(token, "det", "predet"))
    if token.lower_ not in _OF_ANAPHOR and not whole:  # "all three of them" ("two of them" counts)
        return False
    return _of_them(token)


def _of_them(token: Token) -> bool:
    """Does "of them" (or "of those") follow the token?"""
    of = [p for p in kids(token, "prep") if p.lower_ == "of"]
    return any(o.lower_ in PLURAL_ANAPHORS for p in of for o in kids(p, "pobj"))


def counted_of_them(token: Token) -> bool:
    """ "two of them": a number of the things a plural pronoun stands for."""
    return token.like_num and _of_them(token)


def antecedent_noun(token: Token) -> bool:
    """A plural common noun a later "them" may stand for: not a span of time, a generic
    placeholder, an amount ("lots of dogs" stands for the dogs) or a modifier of another noun."""
    return (
        token.tag_ == "NNS"
        and token.pos_ == "NOUN"
        and token.dep_ != "compound"
        and not {token.lower_, token.lemma_.lower()} & _NO_ANTECEDENTS
        and not placeholder(token)
    )


def kinds_counted(items: Sequence[tuple[str, int]]) -> list[tuple[str, int]]:
    """The sets a list of counted things fills ("a husky and a chihuahua" are two dogs, "a son and
    a daughter" two kids, "a dog and a cat" two pets): for each countable kind that two or more of
    the items belong to (hypernyms.tsv), the narrowest one and their sum. A kind named among the
    items ("a dog and a puppy") is no sum of two."""
    lex = default_lexicons()
    nouns = [noun for noun, _ in items]
    if any(lex.broader(a, b) for a in nouns for b in nouns if a != b):
        return []
    members: dict[str, frozenset[str]] = {}
    for kind in sorted(normalize.COUNTABLE):
        under = frozenset(noun for noun in nouns if lex.broader(kind, noun))
        if len(under) >= 2:
            members[kind] = under
    narrowest = [
        kind
        for kind, under in members.items()
        if not any(
            under == members[other] and lex.broader(kind, other) and not lex.broader(other, kind)
            for other in members
        )
    ]
    sums: dict[str, int] = {}
    for kind in narrowest:
        slot = normalize.count_slot(kind)
        sums.setdefault(slot, sum(n for noun, n in items if noun in members[kind]))
    return sorted(sums.items())


# Where a household keeps food and drink: "coffee in the house" is stocked, not taken.
_STORES = frozenset({"house", "fridge", "pantry", "freezer", "cupboard", "cabinet", "kitchen"})


def stocked(have: Token, target: Token) -> bool:
    """ "Do you have coffee in the house?", "we have beer in the fridge": a stock kept, which
    says nothing of who takes it."""
    return any(
        o.lemma_.lower() in _STORES
        for p in kids(have, "prep") + kids(target, "prep")
        if p.lower_ == "in"
        for o in kids(p, "pobj")
    )


def consumed(have: Token, target: Token) -> str | None:
    """ "eat" or "drink" when "have" takes a meal's food ("I had a steak", "I have coffee for
    breakfast"), else None ("I have a chicken" keeps one)."""
    if target.lemma_.lower() in normalize.POSSESSABLE:
        return None
    meal = any(
        o.lemma_.lower() in MEALS
        for p in kids(have, "prep") + kids(target, "prep")
        if p.lower_ == "for"
        for o in kids(p, "pobj")
    )
    return consumption(target) or ("eat" if meal else None)


def consumption(thing: Token) -> str | None:
    """ "drink" for a drink, "eat" for a food (hypernyms.tsv), else None."""
    lex = default_lexicons()
    noun = thing.lemma_.lower()
    said = phrase(thing).lower()  # a member ending the phrase: "cold brew" is coffee
    if said != noun and not _taken_as(lex, noun):
        if any(lex.heads(kind, said) for kind in _DRINKS):
            return "drink"
        return "eat" if any(lex.heads(kind, said) for kind in _FOODS) else None
    return _taken_as(lex, noun)


def consumed_as(text: str) -> str | None:
    """ "drink" for a drink named by a phrase ("red wine"), "eat" for a food, else None."""
    lex = default_lexicons()
    if any(lex.heads(kind, text) for kind in _DRINKS):
        return "drink"
    return "eat" if any(lex.heads(kind, text) for kind in _FOODS) else None


def _taken_as(lex: Lexicons, noun: str) -> str | None:
    # a kind itself ("meat", "alcohol") too, but for the bare words "food" and "beverage"
    if any((noun == kind and kind != "beverage") or lex.broader(kind, noun) for kind in _DRINKS):
        return "drink"
    eaten = any((noun == kind and kind != "food") or lex.broader(kind, noun) for kind in _FOODS)
    return "eat" if eaten else None


def lifelong(noun: Token) -> bool:
    """ "my whole life", "my entire life", "all my life": a span of time, not a thing."""
    if noun.lemma_.lower() not in ("life", "lifetime"):
        return False
    return any(c.lower_ in ("whole", "entire", "all") for c in kids(noun, "amod", "predet", "det"))


def agent(noun: Token) -> tuple[str, str] | None:
    """The activity and its object a doer's noun names ("coffee drinker" -> drink coffee, "smoker"
    -> smoke smoke), for activities that are no job (a "writer" works as one)."""
    lemma = noun.lemma_.lower()
    if lemma in ("gamer", "gamers"):  # "I'm a huge gamer": video games played
        return "play", "video games"
    if normalize.occupation(lemma) or not lemma.endswith("er"):
        return None
    stems = (lemma[:-2], lemma[:-1], lemma[:-3])  # drinker, smoker, runner
    verb = next((v for v in stems if v in normalize.ACTIVITIES or v == "eat"), None)
    if verb is None or (verb == lemma[:-3] and lemma[-3] != lemma[-4]):
        return None
    things = [phrase(c) for c in kids(noun, "compound") if c.pos_ in ("NOUN", "PROPN")]
    return verb, things[0] if things else verb


def verbless_statement(sentence: Span) -> bool:
    """A sentence with no verb that asks nothing: "Vegan, actually.", "Three cups a day."."""
    return not sentence.text.rstrip().endswith("?") and not any(t.pos_ in ("VERB", "AUX") for t in sentence)


def serving(item: Token) -> str | None:
    """ "three cups a day" (of the thing just named): "drink"; "two slices": "eat"; None for a
    container said with its content ("cups of coffee", which ``unwrap`` opens) or anything else."""
    lemma = item.lemma_.lower()
    if lemma not in CUPS | _PLATES or any(p.lower_ == "of" for p in kids(item, "prep")):
        return None
    if kids(item, "poss", "compound"):
        return None  # a thing named so ("Reese's Pieces", "pizza slices"), no serving of another
    return "drink" if lemma in CUPS else "eat"


def first_listed(token: Token) -> Token:
    """The first noun of the list the token ends ("my wife and three children": "wife")."""
    first = token
    while first.dep_ == "conj" and first.head.pos_ in ("NOUN", "PROPN"):
        first = first.head
    return first


def unwrap(item: Token) -> Token | None:
    """The thing counted in "a lot of different kinds of music" (music); None for a bare "a lot"."""
    while item.pos_ not in ("VERB", "AUX") and (item.lower_ in QUANTITY or item.lemma_.lower() in QUANTITY):
        of = [p for p in kids(item, "prep") if p.lower_ == "of"]
        pobj = kids(of[0], "pobj") if of else []
        if not pobj:
            return None
        item = pobj[0]
    # "three cups of coffee": coffee ("a pack a day" stays); "I hate the taste of coffee": coffee
    # ("a taste of home" names nothing)
    sensed = item.lemma_.lower() in _SENSED and any(d.lower_ == "the" for d in kids(item, "det"))
    if item.lemma_.lower() in _CONTAINERS or sensed:
        of = [o for p in kids(item, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
        return of[0] if of else item
    return item


# Nouns that name nothing on their own: "I haven't been to that place", "I did a thing".
GENERIC_NOUNS = frozenset({"place", "thing", "stuff", "spot", "area", "way", "part", "taste", "smell"})


def per_time(item: Token) -> str | None:
    """The period of an amount said as a rate ("about three a month": "month", "two a day"). A
    rate counts no total, so it is no number to set against one ("20 of her books so far")."""
    held = [item, *([item.head] if item.head is not item else [])]
    for t in (t for h in held for t in kids(h, "npadvmod", "advmod")):
        per = any(d.lower_ in normalize.RATE_WORDS for d in kids(t, "det", "prep"))
        if t.lemma_.lower() in normalize.RATE_PERIODS and per:
            return str(t.lemma_.lower())
    return None


def upcoming(item: Token) -> bool:
    """A thing still to come: "upcoming trips", "events coming up"."""
    if any(m.lower_ in ("upcoming", "future", "coming") for m in kids(item, "amod")):
        return True
    return any(
        a.lemma_.lower() == "come" and any(p.lower_ == "up" for p in kids(a, "prt"))
        for a in kids(item, "acl")
    )


def placeholder(item: Token) -> bool:
    """A generic noun pointing elsewhere ("that place") or bare ("a thing"); "an awesome place"
    and "the same thing" say something of their own."""
    if item.pos_ != "NOUN" or item.lemma_.lower() not in GENERIC_NOUNS:
        return False
    pointing = any(d.lower_ in ("that", "this", "those", "these") for d in kids(item, "det"))
    return pointing or not any(c.dep_ in _MODIFIERS and c.dep_ != "det" for c in item.children)


# The living things a speaker counts as a whole ("all four kids", "both dogs"); a car or a piano
# counted so is as often someone else's.
KIN_AND_PETS = normalize.COUNTABLE - frozenset(
    {"car", "truck", "bike", "motorcycle", "boat", "garden", "yard", "backyard", "pool", "piano", "tv"}
    | {
        "television",
        "oven",
        "washer",
        "dryer",
        "dishwasher",
        "basement",
        "garage",
        "fireplace",
        "balcony",
        "attic",
    }
)


def whole_count(noun: Token) -> str | None:
    """The number of a whole set named without an owner: "all four kids" (4), "both dogs" (2),
    "with three daughters, ..." (3); None for "four kids" (some of them) or "all kids" (no
    number)."""
    if noun.pos_ != "NOUN" or noun.lemma_.lower() not in KIN_AND_PETS or noun.lower_ == noun.lemma_.lower():
        return None
    if any(d.lower_ == "both" for d in kids(noun, "det", "predet")):
        return "2"
    counts = kids(noun, "nummod")
    if len(counts) != 1:
        return None
    every = [*kids(noun, "det", "predet"), *kids(counts[0], "quantmod", "advmod", "predet", "det")]
    # "with three daughters the house is never quiet": a sentence opening on the set one lives with
    prep = noun.head
    opening = noun.dep_ == "pobj" and prep.lower_ == "with" and opens_clause(prep) and not kids(noun, "det")
    if not (opening or any(w.lower_ == "all" for w in every)):
        return None
    return normalize.number(counts[0].text)


def opens_clause(token: Token) -> bool:
    """Does the token open its sentence or a clause after a comma or "but", adverbs aside ("...,
    but honestly with three dogs in a small apartment i try not to add more")?"""
    before = token.i - 1
    while before >= token.sent.start and token.doc[before].pos_ in ("ADV", "INTJ"):
        before -= 1
    return before < token.sent.start or token.doc[before].text == "," or token.doc[before].dep_ == "cc"


def whole_of_them(pronoun: Token) -> str | None:
    """The number of "the two of them", "all three of them", "both of them": a whole set counted
    through a pronoun (what it stands for is the reader's to find)."""
    if pronoun.lower_ not in ("them", "those") or pronoun.dep_ != "pobj" or pronoun.head.lower_ != "of":
        return None
    count = pronoun.head.head
    if count.lower_ == "both":
        return "2"
    whole = any(d.lower_ in ("the", "all") for d in kids(count, "det", "predet", "quantmod", "advmod"))
    return normalize.number(count.text) if count.like_num and whole else None


_RANKS = {"youngest": "2", "oldest": "2", "eldest": "2", "middle": "3"}
_RANKED_KIN = frozenset({"kid", "child", "son", "daughter", "boy", "girl", "brother", "sister", "sibling"})


def ranked_kin(noun: Token) -> tuple[str, str] | None:
    """ "my youngest" (a kid), "my oldest son", "my middle sister": of that kin there are two at
    least (three for a middle one); see ``normalize.count_bound_slot``."""
    rank = noun.lower_  # the small model lemmatises "youngest" to "young"
    if rank in _RANKS and noun.pos_ in ("ADJ", "NOUN") and noun.dep_ != "amod":
        return "kid", _RANKS[rank]  # "my youngest is 3"
    for modifier in kids(noun, "amod"):
        if modifier.lower_ in _RANKS and noun.lemma_.lower() in _RANKED_KIN:
            return noun.lemma_.lower(), _RANKS[modifier.lower_]
    return None


def the_one(have: Token, objects: list[Token]) -> bool:
    """ "I only have the one" ("just the one"): a count of one of the kind the talk is about."""
    if len(objects) != 1 or objects[0].lower_ != "one":
        return False
    target = objects[0]
    only = any(a.lower_ in ("only", "just") for t in (have, target) for a in kids(t, "advmod"))
    return [d.lower_ for d in kids(target, "det")] == ["the"] and only


def kept_kind(thing: Token, also: frozenset[str]) -> bool:
    """A pet, a vehicle, or a thing of ``also``: what one keeps, buys, sells or once had."""
    lex = default_lexicons()
    return lex.animal(thing.lower_) or lex.broader("vehicle", thing.lower_) or thing.lemma_.lower() in also


def only_child(noun: Token) -> bool:
    """ "an only child", "an only kid": one with no siblings ("me and my sister were the only
    kids" were two); not of one parent's side only ("on my mom's side I was an only child")."""
    if noun.lower_ not in ("child", "kid") or not any(a.lower_ == "only" for a in noun.children):
        return False
    return not any(t.lemma_.lower() == "side" and t.head.lower_ == "on" for t in noun.sent)


# The words of a yes or a no, however the small model tags them.
ANSWER_WORDS = frozenset({"yes", "yeah", "yep", "yup", "no", "nope", "nah"})
# Auxiliaries of a wish, a guess or a condition: "would have loved", "I could go".
MODALS = frozenset({"would", "could", "should", "might", "may", "must", "'d"})
# Auxiliaries of a deed not done yet: a future, a plan or a modal ("I'll move", "we'd love to").
AHEAD = frozenset({"will", "'ll", "gonna", "going"}) | MODALS
_PRESENT_AUX = frozenset({"is", "are", "am", "'s", "'re", "'m", "will", "'ll"})


def said_now(head: Token) -> bool:
    """A present, present progressive or future verb, not a wish or a guess ("would have loved"),
    nor a past ("was", "did", "used to")."""
    aux = [a.lower_ for a in kids(head, "aux", "auxpass")]
    if any(a in MODALS for a in aux) or any(a.lower_ in ("was", "were", "had") for a in kids(head, "aux")):
        return False
    if head.tag_ in ("VBZ", "VBP"):
        return not any(a in ("did", "used") for a in aux)
    if head.tag_ == "VBG":
        return any(a in _PRESENT_AUX for a in aux)
    return head.tag_ == "VB" and any(a in ("will", "'ll") for a in aux)


def excepted(thing: Token) -> list[Token]:
    """What "but" or "except" leaves out of a sweeping object: "everything but country", "all
    kinds of music except country", "anything except mushrooms" (listed together: "except jazz
    and rap")."""
    sweeping = thing.lower_ in ("anything", "everything") or any(
        d.lower_ == "all" for d in kids(thing, "det", "predet")
    )
    if not sweeping:
        return []
    left = [o for p in kids(thing, "prep") if p.lower_ in ("but", "except") for o in kids(p, "pobj")]
    return [t for o in left for t in (o, *o.conjuncts) if t.pos_ in ("NOUN", "PROPN")]
