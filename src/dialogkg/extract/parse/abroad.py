"""Whether the speaker has ever been abroad, from a denial and from the trips chat mentions.

"I've never left the country" and, later, "when I was in Tokyo last spring" cannot both hold. The
denial is said in a few set ways ("never left the country", "never been out of the country",
"never been abroad / overseas", "never traveled outside the US"); being abroad is said by any
past stay in a place the gazetteer (``detect.places``) puts outside the country: "I went to
Italy", "when I lived in Munich", "I've been to Paris twice", "I studied abroad", "my trip to
Japan last spring".

"The country" is taken to be the United States, the home of the crowd workers and personas of
the chat corpora this reads; a denial that names another country ("never left Canada") makes no
claim, and nor does a place that may lie in the US ("Paris" is read as its largest namesake,
France; "Athens" too, so a speaker from Athens, Georgia is a known false reading). The claim is
the lifetime relation of ``normalize.lifetime`` ("go abroad ever"), so it meets only itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.clauses import counterfactual
from dialogkg.extract.parse.words import ANSWER_WORDS, TRIPS, is_negated, kids

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

ACTIVITY = "go abroad"
HOME = "US"
_AWAY = frozenset({"abroad", "overseas"})
# Verbs of a stay or a trip, with the preposition that names where: "went to", "was in".
_TRIPS = frozenset({"be", "go", "travel", "fly", "live", "study", "visit", "move", "stay", "work", "spend"})
_HOME_NAMES = frozenset({"us", "u.s.", "usa", "states", "america", "country", "u.s.a."})


def abroad(sentence: Span) -> bool | None:
    """True if the sentence says the speaker has been abroad, False if never, None if neither."""
    if normalize.asks(sentence.text):
        return None
    for token in sentence:
        if token.lower_ in _AWAY and _own_stay(token):
            return True  # "my semester abroad in Madrid"
        if _own_trip_to(token) and _foreign(token):
            return True  # "pictures from my trip to japan last spring"
        verb = _trip_verb(token)
        if verb is None or not _own(verb) or _wished(verb):
            continue
        if is_negated(verb):
            if _never(verb) and _away(token):
                return False
            continue
        # a home lived in to this day is one's country: "I've lived in Rome my whole life"
        lived_on = verb.lemma_.lower() == "live" and verb.tag_ == "VBN"
        if _past(verb) and not lived_on and (token.lower_ in _AWAY or _foreign(token)):
            return True
    return None


def _own_stay(away: Token) -> bool:
    """ "my semester abroad", "our year overseas": a stay of the speaker's, named as a noun."""
    stay = away.head
    return stay.pos_ == "NOUN" and any(p.lower_ in ("my", "our") for p in kids(stay, "poss"))


def _own_trip_to(place: Token) -> bool:
    """ "my trip to japan last spring", "on our honeymoon in Bali": a trip of the speaker's, named
    as a noun, and done (not "my trip to Italy next month", "my dream trip to Japan")."""
    prep = place.head
    trip = prep.head
    if place.dep_ != "pobj" or prep.lower_ not in ("to", "in") or trip.lemma_.lower() not in TRIPS:
        return False
    if not any(p.lower_ in ("my", "our") for p in kids(trip, "poss")):
        return False
    said = list(trip.sent)
    if any(w.lower_ in ("next", "upcoming", "future", "dream", "planned", "someday") for w in said):
        return False
    return (
        any(w.lower_ in ("last", "ago") or w.tag_ == "VBD" for w in said) or prep.head.head.lower_ == "from"
    )


def _trip_verb(token: Token) -> Token | None:
    """The verb a place word is the destination of: "to Italy", "in Tokyo", "the country"
    (left), "abroad", "out of the country"."""
    if token.lower_ in _AWAY and token.dep_ == "advmod":
        return token.head if token.head.lemma_.lower() in _TRIPS else None
    if token.dep_ == "dobj" and token.head.lemma_.lower() in ("leave", "visit"):
        return token.head  # "never left the country", "I visited Japan"
    for clause in kids(token, "relcl"):  # "it's a lot like Japan, where I lived for two years"
        if clause.lemma_.lower() in _TRIPS and any(w.lower_ == "where" for w in kids(clause, "advmod")):
            return clause
    if token.dep_ != "pobj" or token.head.dep_ != "prep":
        return None
    prep = token.head
    governor = prep.head
    if prep.lower_ == "of" and governor.lower_ in ("out", "outside"):
        prep, governor = governor, governor.head  # "been out of the country", "outside of the US"
    if prep.lower_ in ("to", "in", "outside", "out") and governor.lemma_.lower() in _TRIPS | {"leave"}:
        return governor
    if prep.lower_ in ("in", "outside", "near") and governor.pos_ == "NOUN":
        # "spent every summer at my grandma's place outside Krakow" (up through the phrases the
        # small model may hang it on: "as a kid at ...")
        up = governor
        while up.dep_ in ("pobj", "prep") and up.head is not up:
            up = up.head
        if up.dep_ == "xcomp" and up.lemma_.lower() not in _TRIPS:
            up = up.head  # "spent every summer growing up at my aunt's house outside Lisbon"
        return up if up.pos_ in ("VERB", "AUX") and up.lemma_.lower() in _TRIPS else None
    if prep.lower_ != "from":
        return None
    if governor.lower_ == "back" and governor.dep_ in ("advmod", "prt"):
        return governor.head  # "I just got back from Japan"
    back = governor.lemma_.lower() == "return" or any(
        a.lower_ == "back" for a in kids(governor, "advmod", "prt")
    )
    return governor if back else None


def _away(token: Token) -> bool:
    """Out of the speaker's own country: "abroad", "left the country", "outside the US"."""
    if token.lower_ in _AWAY:
        return True
    if token.lower_ not in _HOME_NAMES:
        return False  # "never left Canada" denies nothing of the US
    return token.dep_ == "dobj" or token.head.lower_ in ("of", "outside")


def _foreign(token: Token) -> bool:
    """A place the gazetteer puts outside the United States, read as its largest namesake: a
    country, or a city of ``places.MAJOR`` people or more, named without an article ("the park"
    is no place of the gazetteer's, nor is "work")."""
    if token.pos_ not in ("PROPN", "NOUN") or kids(token, "det", "poss"):
        return False
    from dialogkg.detect import places  # the gazetteer loads once, and only when a place is named

    name = " ".join(t.text for t in token.subtree if t.dep_ == "compound" or t is token)
    where = places.region(name)
    if where is not None:
        return where[0] == "country" and where[1] != HOME
    meant = places.readings(name)
    return bool(meant) and meant[0].population >= places.MAJOR and ("country", HOME) not in meant[0].regions


def _own(verb: Token) -> bool:
    """The speaker's trip: "I", "we", or no subject at all ("nope, never been abroad")."""
    subjects = kids(verb, "nsubj")
    while not subjects and verb.dep_ in ("xcomp", "advcl", "conj") and verb.head is not verb:
        verb = verb.head
        subjects = kids(verb, "nsubj")
    said = [s for s in subjects if s.lower_ not in ANSWER_WORDS]
    return not said or any(s.lower_ in normalize.FIRST_PERSON for s in said)


def _never(verb: Token) -> bool:
    """ "I've never left", "I haven't ever been", "I didn't ever go": a lifetime denial."""
    said = {a.lower_ for a in kids(verb, "neg", "advmod", "aux")}
    return "never" in said or ("ever" in said and bool(said & {"n't", "not"}))


def _past(verb: Token) -> bool:
    """Done before now: "I went", "I've been", "when I lived"; not "I'm going", "I live"."""
    if verb.tag_ == "VBD":
        return True
    auxes = kids(verb, "aux", "auxpass")
    # "I've been to Rome", and the subjectless "Been to Italy twice"
    return verb.tag_ == "VBN" and (any(a.lemma_.lower() == "have" for a in auxes) or not auxes)


def _wished(verb: Token) -> bool:
    """A wish or a plan: "I want to go to Italy", "I'd love to visit Japan", "I'll go", "I wish I
    lived in Paris"."""
    if counterfactual(verb):
        return True
    if any(a.lower_ in ("will", "would", "'ll", "'d", "might", "could", "should") for a in kids(verb, "aux")):
        return True
    up = verb.head if verb.dep_ == "xcomp" else None
    return up is not None and up.lemma_.lower() in normalize.WISH_VERBS | {"plan", "hope", "go"}
