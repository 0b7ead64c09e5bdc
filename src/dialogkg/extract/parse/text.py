"""A turn's text made ready for the parser: apostrophes restored, run-on statements ended, and
long texts cut into pieces the parser's memory can hold."""

from __future__ import annotations

import re

from dialogkg.extract import normalize

# Where the parser's input is cut: a text longer than PARSE_PIECE characters is parsed in pieces
# ending at a sentence end or line break (else a space), and a batch holds about PARSE_BATCH.
PARSE_PIECE = 10_000
PARSE_BATCH = 50_000
_PIECE_ENDS = (". ", "! ", "? ", "\n")


def text_pieces(text: str) -> list[str]:
    """The text in pieces of at most PARSE_PIECE characters, each cut after the last sentence end
    or line break in its window (else the last space, else hard), so nothing is lost or doubled."""
    pieces: list[str] = []
    start = 0
    while len(text) - start > PARSE_PIECE:
        window = text[start : start + PARSE_PIECE]
        cut = max(window.rfind(end) + len(end.rstrip()) for end in _PIECE_ENDS)
        if cut <= 0:
            cut = window.rfind(" ")
        if cut <= 0:
            cut = PARSE_PIECE
        pieces.append(text[start : start + cut])
        start += cut
    pieces.append(text[start:])
    return pieces


# A parenthesis that restates what it follows in other terms ("356.73 degrees Celsius (or 674.11
# degrees Fahrenheit)", "(i.e. ...)"): the same value again, not a second one.
_RESTATED = re.compile(r"\s*\((?:or|i\.e\.|ie|that is|approximately|approx\.|roughly|about)\s[^()]*\)", re.I)
# A statement of the speaker's own run on into a question with a comma or semicolon ("I have a
# dog and cat, do you have any pets?", "I love cheese ; how much does she eat?"): the parser
# reads the whole as one question and its statement would be lost, so the two are split.
_RUN_ON_QUESTION = re.compile(
    r"(?P<statement>(?:^|(?<=[.!?]\s))(?:i|i'm|i've|i'd|my|we|we're|we've)\s[^.!?]*?)\s*[,;]\s+"
    r"(?=(?:do|does|did|are|is|have|has|can|could|would|will|what|how|where|who|why|which|when)\s[^.!?]*\?)",
    re.I,
)
# Two statements spliced with a comma ("I don't drive, I never learned", "I love winter, it's my
# favourite season"): the parser hangs the first under the second, where a denial ("never")
# or a copula swallows it, so each is made a sentence of its own. Only a statement that opens
# with the speaker (not "If it rains, I stay in") and a second with a subject of its own.
_SPEAKER_OPENS = r"i|i'm|i've|i'd"


def _own_statement(openers: str) -> str:
    """A sentence of the speaker's up to a comma: "I don't drive," / "My dog is old,", after a
    reply's opening word ("nah i can't swim,")."""
    return (
        r"(?P<statement>(?:^|(?<=[.!?]\s))"
        + normalize.REPLY_OPENER
        + r"(?:"
        + openers
        + r")\s[^.!?,;]*?)\s*,\s+"
    )


_COMMA_SPLICE = re.compile(
    _own_statement(_SPEAKER_OPENS + "|my")
    + r"(?P<next>(?:so\s+)?(?:i|i'm|i've|i'd|i'll|it's|it|that's|they're|we're|he's|she's|my)\s)",
    re.I,
)

# A statement of the speaker's spliced to a second that leaves its subject out ("I've been vegetarian
# for ten years, haven't touched meat since", "I love pizza, never had sushi", "I don't drink, been
# sober 8 years"): the second gets its "I" back.
_THING_ONLY = r"\s+(?:(?:a|an|the|any)\s|\w+\s*(?:[.!?,]|$)|\w+\s+(?:or|and|nor)\s)"
_ELIDED_SUBJECT = re.compile(
    _own_statement(_SPEAKER_OPENS)
    # (not a thing denied beside the one said: "I've had birds, never a cat or dog", "tea, never
    # coffee", which ``clauses.denied_beside`` reads)
    + r"(?P<next>(?:haven't|hasn't|don't|didn't|can't|won't|never(?!\s+mind)(?!"
    + _THING_ONLY
    + r")|been)\s)",
    re.I,
)

# "Are you married or not?" asks "Are you married?" (the parser hangs "you" on "married" when the
# "or not" stays); laughter closing a clause ("I'm 42, haha.") is no part of what is said.
_OR_NOT = re.compile(r"\s*,?\s+or\s+(?:not|no|nah|what)(?=\s*\?)", re.I)
_LAUGHTER = re.compile(r"\s*,?\s*\b(?:(?:ha){2,}h?|(?:he){2,}|lol|lmao|rofl)\b(?=\s*[.!?,]|\s*$)", re.I)
# A sound of relish ("mmmm", "yum") closing a statement, with what it savours ("I just like green
# tea, mmmm herbs"): no part of what is said (the small model makes it the clause's subject).
_RELISH = re.compile(r"\s*,\s*(?:m{3,}h*|yum+y?)\b[^.!?]*(?=[.!?]|$)", re.I)
# Chat shorthand for a time or a frankness ("i'm single rn", "a little hungover tbh"): "rn" is
# "right now", the others say nothing of the claim.
_SHORTHAND = re.compile(r"\s*\b(?:tbh|ngl|imo|imho|fr)\b", re.I)
_RIGHT_NOW = re.compile(r"\brn\b", re.I)
# Chat spellings of plain words ("i can't swim tho", "i go there alot"): the small model reads
# "tho" as a noun and "alot" as a name.
_SPELLINGS = {"tho": "though", "altho": "although", "alot": "a lot", "thru": "through", "ppl": "people"}
_SPELLED = re.compile(r"\b(?:" + "|".join(_SPELLINGS) + r")\b", re.I)
# "guess what, i just turned 30": a lead that says nothing, which the small model makes the verb
_GUESS_WHAT = re.compile(r"^\s*guess\s+what\s*[,!?.]+\s*", re.I)
# "as someone who has never been married, ...": the speaker, told in the third person, which the
# small model parses now as a relative clause and now as a subject; said as a reason instead
# ("since I have never been married, ..."), which asserts its clause.
_AS_ONE_WHO = re.compile(
    r"\bas\s+(?:someone|somebody|a\s+person|one)\s+who(?:(?P<clitic>'s)|\s+(?P<verb>has|is|was|does|doesn't"
    r"|hasn't|isn't|wasn't|[a-z]+s))\b",
    re.I,
)
_FIRST_PERSON_VERBS = {
    "has": "have",
    "is": "am",
    "was": "was",
    "does": "do",
    "doesn't": "don't",
    "hasn't": "haven't",
    "isn't": "am not",
    "wasn't": "wasn't",
}


def _as_one_who(m: re.Match[str]) -> str:
    if m["clitic"]:
        return "since I'm" if not m.string[m.end() :].lstrip().startswith("been") else "since I've"
    verb = m["verb"].lower()
    if verb in _FIRST_PERSON_VERBS:
        return "since I " + _FIRST_PERSON_VERBS[verb]
    if verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        return "since I " + verb[:-2]  # "watches"
    return "since I " + (verb[:-3] + "y" if verb.endswith("ies") else verb[:-1])  # "tries", "loves"


# "horror is hands down my favorite genre": a frankness, which the small model reads as "hands"
_HANDS_DOWN = re.compile(r",?\s*\bhands[- ]down\b,?", re.I)
# "pb and j", "pb&j": a peanut butter and jelly sandwich
_PB_AND_J = re.compile(r"\bpb\s*(?:&|and|n)\s*j\b|\bpbj\b", re.I)
# "live w ur parents", "w/ my kids": "with"
_WITH = re.compile(r"\bw/\s*|\bw(?=\s+(?:ur|your|my|his|her|their|our|the|a|an|me|him|them|us)\b)", re.I)
# "My name's Tom": the parser reads the "'s" as a possessive ("Tom" of a name), so the name is lost
_NAME_IS = re.compile(r"\b(?P<owner>my|his|her|your|our|their)\s+name's\b", re.I)
# "I'm alex, nice to meet you": the greeting is a sentence of its own, not a word of the name
_MEET_YOU = re.compile(r",\s+(?=(?:nice|pleased|good|great|glad)\s+to\s+meet\s+(?:you|u|ya)\b)", re.I)


# "Football's never been my thing": the "'s" before "been" is "has" (the small model reads it as a
# passive auxiliary and the copula is lost).
_HAS_BEEN = re.compile(
    r"\b(?P<noun>[a-z]+)'s(?P<between>(?:\s+(?:just|never|always|really|not|ever|also))*\s+been)\b", re.I
)


# "for like 10 years", "in like a week": a filler "like" before an amount, after a preposition
# (the small model reads it as an interjection and loses the span).
_NUMBER_WORD = "|".join(sorted((*normalize.NUMBER_WORDS, "half"), key=len, reverse=True))
_AMOUNT_AHEAD = r"(?=\d|a\s+(?:few|couple)\b|(?:" + _NUMBER_WORD + r")\b)"
_FILLER_LIKE = re.compile(r"\b(?P<prep>for|in|after|about|around|over|at)\s+like\s+" + _AMOUNT_AHEAD, re.I)


# "Living in Hawaii, the beach is basically my backyard": a sentence's opening participle of where
# one lives or works is the speaker's (the small model leaves it without a subject).
_OWN_PARTICIPLE = re.compile(
    r"(^|[.!?]\s+)(?:(?:honestly|well|oh|yeah|and)\s*,?\s+)?(?P<verb>living|working)\s+(?P<prep>in|at|as)\s+"
    r"(?P<what>[^,.!?;]{1,40}),\s+",
    re.I,
)


def _participle_owned(m: re.Match[str]) -> str:
    verb = "live" if m.group("verb").lower() == "living" else "work"
    return f"{m.group(1)}I {verb} {m.group('prep')} {m.group('what')}. "


# "recovering from my birthday lol, just turned 34": an age reached, its "I" left out.
_TURNED = re.compile(r"(^|[.!?,;]\s+)((?:just\s+)?turned\s+(?:\d{1,3}|" + _NUMBER_WORD + r")\b)", re.I)


# A reply opening on a verbless "no pets for me," before going on: the fragment is an answer of
# its own ("nope, no pets for me, never had the time", "no idea honestly, I've never had braces").
_NO_FRAGMENT = re.compile(
    r"^(?P<fragment>\s*(?:(?:no+|nope|nah)\s*[,!.]?\s+)?no\s+[a-z]+(?:\s+for\s+me)?"
    r"(?:\s+(?:right\s+now|anymore|yet))?(?:\s+(?:honestly|really|sorry|though))?)\s*,\s+",
    re.I,
)


# A question with its "have you" or "do you" left out ("ever gotten into anime?", "u ever been to
# Paris?", "ever eat sushi?"): asked in full, so that a reply's "never" answers it.
_ELLIPTIC_EVER = re.compile(
    r"(?P<lead>(?:^|[.!?]\s+)(?:(?:so|and|hey|oh|ok|okay|wait)\s*,?\s+)?)(?:(?:you|u)\s+)?ever\s+"
    r"(?!since\b|after\b)(?P<verb>[a-z]+)(?=[^.!?]*\?)",
    re.I,
)
_PARTICIPLES = frozenset(
    {"been", "had", "gone", "seen", "done", "gotten", "got", "eaten", "taken", "ridden", "driven", "flown"}
    | {"met", "heard", "read", "made", "won", "lost", "worn", "sung", "swum", "known", "thought", "felt"}
)


def _ever_asked(m: re.Match[str]) -> str:
    verb = m.group("verb")
    done = verb.lower() in _PARTICIPLES or verb.lower().endswith("ed")
    return f"{m.group('lead')}{'have' if done else 'do'} you ever {verb}"


# "just the one" counts one, as "just one" does (the small model reads "the one" as a noun).
_THE_ONE = re.compile(r"\b(just|only)\s+the\s+one\b", re.I)


# ... and after a verb of consuming or doing ("I used to drink like 4 coffees a day").
_AMOUNT_LIKE = re.compile(
    r"\b(?P<verb>drink|drank|eat|ate|have|had|smoke|smoked|run|ran|make|made|do|did|read|watch|own|owned)"
    r"\s+like\s+" + _AMOUNT_AHEAD,
    re.I,
)


# "my all time favorite band", "all-time fave", "my number one favorite food": a favourite (the
# small model splits "all time" into a subject of its own or an adverb, and the favourite is
# lost); "of all time" after one adds nothing.
_ALL_TIME = re.compile(
    r"\b(?:all[- ]time|number (?:one|1)|no\.? ?1|#\s?1)\s+(?=fav)|(?<=\w)\s+of all time\b", re.I
)
# "my number one food", "my #1 band": the favourite one
_NUMBER_ONE = re.compile(r"\b(?P<my>my)\s+(?:number (?:one|1)|no\.? ?1|#\s?1)\s+(?!fav)(?=[a-z])", re.I)


# "believe it or not, I'm 34 and still haven't seen the ocean": a marvel, no alternatives offered
_BELIEVE_IT = re.compile(r"\bbelieve\s+it\s+or\s+not\b\s*,?\s*", re.I)


# "I can't cook to save my life": an idiom of degree, no purpose ("save my life" no deed)
_TO_SAVE_LIFE = re.compile(r"\s+to save (?:my|his|her|their|our) li(?:fe|ves)\b", re.I)


def _chat_shorthand(text: str) -> str:
    """Chat's shorthand in plain words: "rn" is "right now", "w/" is "with", "name's" is "name
    is", "pb&j" a peanut butter and jelly sandwich, "tbh", "hands down", "guess what" and
    "believe it or not" nothing, "tho" "though", a
    filler "like" before an amount nothing, "just the one" is "just one", "all time favorite" a
    favourite."""
    text = _NUMBER_ONE.sub(lambda m: m.group("my") + " favorite ", _ALL_TIME.sub("", text))
    text = _RIGHT_NOW.sub("right now", _SHORTHAND.sub("", _HANDS_DOWN.sub("", text)))
    text = _GUESS_WHAT.sub("", _SPELLED.sub(lambda m: _SPELLINGS[m[0].lower()], text))
    text = _AS_ONE_WHO.sub(_as_one_who, text)
    text = _PB_AND_J.sub("peanut butter and jelly sandwich", text)
    text = _WITH.sub(lambda m: "with" + (" " if m[0].endswith("/") or m[0].endswith(" ") else ""), text)
    text = _MEET_YOU.sub(". ", _NAME_IS.sub(lambda m: m.group("owner") + " name is", text))
    text = _FILLER_LIKE.sub(lambda m: m.group("prep") + " ", text)
    text = _AMOUNT_LIKE.sub(lambda m: m.group("verb") + " ", text)
    text = _BELIEVE_IT.sub("", text)
    return _TO_SAVE_LIFE.sub("", _THE_ONE.sub(r"\1 one", text))


def _subject_back(spliced: re.Match[str]) -> str:
    """The second statement with its "I" ("been sober 8 years" is "I have been sober 8 years")."""
    elided = spliced.group("next")
    subject = ". I have " if elided.lower().startswith("been") else ". I "
    return spliced.group("statement") + subject + elided


_LOWER_START = re.compile(r"(?P<end>[!?]+\s+)(?P<first>[a-z])")


def plain_text(text: str) -> str:
    """Apostrophes as ASCII and put back where they were left out (the tokenizer splits "I'm"
    but neither "I\u2019m" nor "im"), a restating parenthesis dropped, and a statement run on
    into a question or spliced to another with a comma ended as a sentence of its own."""
    text = _RESTATED.sub("", normalize.spell_ages(normalize.restore_apostrophes(text)))
    text = _RELISH.sub("", _LAUGHTER.sub("", _OR_NOT.sub("", text)))
    text = _chat_shorthand(text)
    # a sentence typed in lower case after "!" or "?" starts a sentence all the same ("... from
    # Tucson! total desert kid"): capitalised, the parser ends the one before
    text = _LOWER_START.sub(lambda m: m.group("end") + m.group("first").upper(), text)
    text = _ELLIPTIC_EVER.sub(_ever_asked, text)
    text = _TURNED.sub(r"\1I \2", text)
    text = _OWN_PARTICIPLE.sub(_participle_owned, text)
    text = _NO_FRAGMENT.sub(lambda m: m.group("fragment") + ". ", text)
    text = _HAS_BEEN.sub(lambda m: f"{m.group('noun')} has{m.group('between')}", text)
    text = _RUN_ON_QUESTION.sub(lambda m: m.group("statement") + ". ", text)
    for _ in range(4):  # each pass splits at most one comma per sentence
        spliced = _COMMA_SPLICE.sub(
            lambda m: m.group("statement") + ". " + m.group("next").capitalize(), text
        )
        spliced = _ELIDED_SUBJECT.sub(_subject_back, spliced)
        if spliced == text:
            break
        text = spliced
    return text
