"""Dialogue-aware normalisation shared by the offline extractors (``parse`` and ``rules``).

Why: two claims meet in the cascade only when they share an anchor and a relation, so the
wording a speaker happened to use must not decide that. First and second person become the
participants' ids, preference verbs and functional slots get one canonical relation each
("was born in" and "am from" are both ``be from``), number words become digits, and a bare
"yes", "no" or "I don't" borrows the predicate of the question it answers. Pure Python: the
``rules`` extractor uses it without spaCy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.schema import Intent

# The object of a claim that denies a slot any value ("I don't have a favorite team", "I live
# alone": live with, negated); detect/cascade.py lets it cover every value said under the slot.
ANY = "any"


def _lexicon(words: str) -> frozenset[str]:
    return frozenset(words.split())


FIRST_PERSON = _lexicon("i me my mine myself we us our ours ourselves")
SECOND_PERSON = _lexicon("you your yours yourself yourselves u ur")
# Pronouns that name nothing the cascade could anchor on.
VAGUE_SUBJECTS = _lexicon(
    "it this that these those there they them what who which something everything nothing anything"
    " someone everyone anyone one"
    # Interjections the parser takes for a subject ("Nah, never had one.").
    " nah yeah yep yup nope yes no ok okay lol haha wow oh well"
)


@dataclass(frozen=True)
class Parties:
    """Who "I" and "you" are in one turn: the speaker and the person spoken to (if known)."""

    speaker: str
    addressee: str | None

    def person(self, word: str) -> str | None:
        """The participant id a first- or second-person word stands for, else None."""
        lowered = word.lower()
        if lowered in FIRST_PERSON:
            return self.speaker
        if lowered in SECOND_PERSON:
            return self.addressee
        return None


def parties(conversation: Conversation, turn: Turn) -> Parties:
    """The addressee is the other participant of a two-party conversation, else the speaker of
    the previous turn by someone else."""
    others = [p.id for p in conversation.participants if p.id != turn.speaker]
    if len(conversation.participants) == 2 and len(others) == 1:
        return Parties(turn.speaker, others[0])
    for j in range(turn.index - 2, -1, -1):  # newest first, without copying the turns before
        if conversation.turns[j].speaker != turn.speaker:
            return Parties(turn.speaker, conversation.turns[j].speaker)
    return Parties(turn.speaker, None)


# --- numbers -------------------------------------------------------------------------------------

_UNITS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = (
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)
NUMBER_WORDS: dict[str, int] = {w: i for i, w in enumerate(_UNITS)}
NUMBER_WORDS.update({w: 20 + 10 * i for i, w in enumerate(_TENS)})
NUMBER_WORDS.update({"a dozen": 12, "dozen": 12, "hundred": 100, "a hundred": 100, "both": 2})
_NUMBER_WORD = re.compile(
    r"\b(?:(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<unit>one|two|three|four|five|six|seven|eight|nine))?"
    r"|(?P<word>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"|a dozen|dozen|a hundred|hundred))\b",
    re.I,
)


def number(text: str) -> str | None:
    """Digits for a number said in words or digits ("three" -> "3", "twenty-one" -> "21")."""
    cleaned = text.strip().lower().replace(",", "")
    if re.fullmatch(r"\d+(?:\.\d+)?", cleaned):
        return cleaned
    if cleaned in NUMBER_WORDS:
        return str(NUMBER_WORDS[cleaned])
    m = _NUMBER_WORD.fullmatch(cleaned)
    if m and m.group("tens"):
        unit = NUMBER_WORDS.get((m.group("unit") or "").lower(), 0)
        return str(NUMBER_WORDS[m.group("tens").lower()] + unit)
    return None


def digits(text: str) -> str:
    """The text with number words replaced by digits ("three sisters" -> "3 sisters")."""

    return _NUMBER_WORD.sub(lambda m: number(m.group(0)) or m.group(0), text)


# --- relations -----------------------------------------------------------------------------------

LIKE_VERBS = _lexicon("like love enjoy adore")
# Verbs of a wish or plan: what they reach for is not so now ("I want a dog", "I plan to go").
WISH_VERBS = _lexicon("want hope wish plan dream")
# Verbs of eager waiting ("I'm buzzing to perform in Boston", "itching to go"), longing ("I miss
# coffee") or weighing ("did you ever consider nursing?"): like a wish, what they reach for is
# not had now.
ANTICIPATION_VERBS = _lexicon("buzz itch long yearn crave miss consider")
DISLIKE_VERBS = _lexicon("hate dislike detest loathe despise dread")
# Having heard of a thing: every claim about the thing presupposes it, so its denial ("I've never
# heard of sushi") flips them; it says nothing of anything else.
FAMILIARITY = "hear of"
# A skill graded: "I'm terrible at math" (denied), "a great cook" (cooking, asserted). Two values
# meet only as one skill ("bad at geometry" leaves "good at math").
SKILL = "be good at"
# Grades that say a skill is had or lacked ("good at", "a terrible cook"); "okay", "average" neither.
GOOD_GRADES = frozenset({"good", "great", "amazing", "excellent", "decent", "fantastic", "solid", "natural"})
BAD_GRADES = frozenset({"bad", "terrible", "awful", "horrible", "poor", "lousy"})
# How one feels or fares ("I'm excited", "I haven't been successful"): two different ones are two
# states, however close their words embed; only the antonym lexicon sets one against another.
MOODS = frozenset(
    {"happy", "sad", "excited", "thrilled", "proud", "optimistic", "hopeful", "nervous", "anxious"}
    | {"worried", "stressed", "tired", "exhausted", "bored", "lonely", "alone", "alive", "stuck"}
    | {"grateful", "thankful", "motivated", "inspired", "confident", "successful", "able", "scared"}
    | {"afraid", "upset", "angry", "frustrated", "relaxed", "calm", "content", "satisfied", "blessed"}
    | {"lucky", "overwhelmed", "busy", "free", "ready", "glad", "sorry", "sure", "fine", "okay", "ok"}
)
# The kind of home lived in (parse/dwelling.py): one at a time, but a farm's house is a house.
DWELLING = "live in home of kind"
# Where the speaker is at the moment and whether out today (parse/whereabouts.py): true of one
# sitting only, so two turns of different sessions never meet on them.
HOME_NOW = "be home now"
OUT_TODAY = "go out today"
OF_THE_MOMENT = frozenset({HOME_NOW, OUT_TODAY})
# The speaker's place among siblings ("I'm the oldest of three", "my older brother": not the oldest).
BIRTH_ORDER = "have birth order"
DWELLING_KINDS = {
    **dict.fromkeys(("apartment", "apt", "flat", "condo", "studio", "loft"), "apartment"),
    **dict.fromkeys(("house", "bungalow", "cottage", "townhouse"), "house"),
    **dict.fromkeys(("farm", "ranch", "homestead", "farmhouse"), "farm"),
    **dict.fromkeys(("dorm", "dormitory"), "dorm"),
}


def two_dwellings(kind: str, other: str) -> bool:
    """Are two kinds of home two homes ("apartment" / "farm")? A farm has its house."""
    return kind != other and {kind, other} != {"house", "farm"}


# Said of oneself ("I'm a mom"), these have children.
PARENTS = _lexicon("mom mother mum mommy dad father daddy parent")
MARITAL = _lexicon("married single divorced engaged widowed separated")
# Diets that eat no meat: saying one is a vegan says one does not eat meat.
MEATLESS_DIETS = _lexicon("vegan vegetarian")
# Nouns whose possession is a fact about the speaker ("my wife", "my dog"), said in passing.
POSSESSABLE = _lexicon(
    "wife husband son sons daughter daughters kid kids child children baby brother brothers sister"
    " sisters sibling siblings mom mother dad father parent parents grandma grandpa grandmother"
    " grandfather boyfriend girlfriend fiance fiancee partner twin twins cousin aunt uncle niece"
    " grandchild grandchildren grandkid grandkids grandson grandsons granddaughter granddaughters"
    " nephew dog dogs cat cats pet pets puppy pup pups kitten fish bird horse hamster rabbit parrot car cars"
    " turtle snake lizard goldfish ferret cow cows chicken chickens goat goats pig pigs"
    " truck bike motorcycle boat house apartment farm garden yard backyard pool piano tv television"
    " oven washer dryer dishwasher basement garage fireplace balcony attic"
    " phone smartphone iphone laptop tablet ipad"
)
# People one has or knows, by what they are to one: two of them ("no kids" / "my nephews", "no
# siblings" / "a lot of friends") are two sets, whatever their words' cosine.
PEOPLE = _lexicon(
    "wife husband son daughter kid child baby brother sister sibling mom mother dad father parent"
    " grandma grandpa grandmother grandfather boyfriend girlfriend fiance fiancee partner twin cousin"
    " aunt uncle niece nephew grandchild grandkid grandson granddaughter friend roommate neighbor"
    " neighbour coworker brother-in-law sister-in-law mother-in-law father-in-law son-in-law"
    " daughter-in-law"
)
OCCUPATIONS = _lexicon(
    "accountant actor actress architect artist assistant athlete attorney baker banker barber"
    " barista bartender biologist builder butcher carpenter cashier chef chemist cleaner clerk"
    " coach consultant cook counselor counsellor dancer dentist designer detective developer"
    " doctor driver economist editor electrician engineer farmer firefighter fisherman"
    " florist gardener geologist guard hairdresser historian housewife homemaker janitor journalist"
    " judge landscaper lawyer lecturer librarian lifeguard manager mechanic model musician nanny"
    " nurse officer painter paramedic pharmacist photographer physician physicist pilot plumber"
    " poet policeman policewoman politician professor programmer psychologist receptionist"
    " reporter researcher salesman saleswoman scientist secretary server singer soldier"
    " student surgeon tailor teacher technician therapist trainer translator tutor"
    " veterinarian vet waiter waitress welder writer author blogger youtuber streamer adviser"
    " advisor analyst cop firefighter ranger sailor miner mechanic caregiver adjuster worker"
    " employee teller instructor principal dj entrepreneur freelancer intern housekeeper"
    " apprentice trainee stylist contractor realtor broker trader paralegal mailman postman courier"
    " trucker fireman dispatcher inspector administrator coordinator supervisor director executive"
    " ceo jeweler jeweller potter sculptor composer producer animator illustrator zookeeper"
    " beekeeper rancher lumberjack custodian maid babysitter midwife dietitian nutritionist"
    " optometrist chiropractor comedian archivist curator sheriff deputy agent priest pastor"
    " minister rabbi nun monk missionary stewardess steward conductor captain marine accountant"
    " bookkeeper auditor cashier butler chauffeur mover roofer mason bricklayer machinist"
    " tech technologist hygienist aide rep specialist planner groomer bouncer carer sophomore freshman"
)
# What a speaker has a number of: said with "a", one counts as 1 ("I have a dog" vs "two dogs").
COUNTABLE = _lexicon(
    "son daughter kid child boy girl baby brother sister sibling twin dog cat pet puppy pup kitten fish bird"
    " horse"
    " grandchild grandkid grandson granddaughter aunt uncle"
    " hamster rabbit parrot turtle snake lizard goldfish ferret car truck bike motorcycle boat"
    " garden yard backyard pool piano tv television"
    " oven washer dryer dishwasher basement garage fireplace balcony attic"
    " phone smartphone iphone laptop tablet ipad"
)
# Activities a speaker does or not without an object: "I don't drink" is a claim to keep.
ACTIVITIES = _lexicon(
    "drink smoke run swim drive cook dance sing travel read exercise hike fish hunt paint draw write bake"
    " garden golf ski surf skate bike camp jog knit sew meditate pray climb skateboard snowboard sail kayak"
    " cycle nap shower vape volunteer dive crochet quilt commute"
)
# Job nouns the list above need not spell out: medical and scientific specialists
# ("dermatologist", "psychiatrist", "pediatrician", "photographer") and practitioners.
_OCCUPATION_SUFFIX = re.compile(r"(?:ologist|iatrist|ician|ographer|practitioner)$")


def occupation(noun: str) -> bool:
    """Is ``noun`` (a lemma) a job title?"""
    noun = noun.lower()
    return noun in OCCUPATIONS or _OCCUPATION_SUFFIX.search(noun) is not None


# Said with "I am", these answer "what do you do" like a job does.
OCCUPATION_STATES = _lexicon("retired unemployed jobless self-employed")
# The months, by which a birthday is said ("my birthday is in July").
MONTHS = _lexicon("january february march april may june july august september october november december")
# Nouns that make a prepositional object a time adjunct ("for a year", "in an hour").
TIME_WORDS = _lexicon(
    "year years month months week weeks day days hour hours minute minutes time while moment night"
    " morning evening afternoon weekend weekends today tomorrow yesterday life lifetime tonight"
)
# Units a span of time is counted in ("45 minutes", "3 yrs"), singular.
SPANS_OF_TIME = _lexicon("minute hour day week month year decade min hr yr")
# "work at" is the workplace ("work at / for X"): one at a time, like the occupation.
EXCLUSIVE_RELATIONS = frozenset(
    {"be from", "work as", "work at", "have age", "have marital status", "have name", "have major"}
)
# The states of the US and their postal codes, the regions a city is named with ("Columbus, Ohio",
# "Portland, ME"): "Columbus, Ohio" is one place, not a list of two.
US_STATES = frozenset(
    name.replace("_", " ")
    for name in _lexicon(
        "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia"
        " hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts"
        " michigan minnesota mississippi missouri montana nebraska nevada new_hampshire new_jersey"
        " new_mexico new_york north_carolina north_dakota ohio oklahoma oregon pennsylvania"
        " rhode_island south_carolina south_dakota tennessee texas utah vermont virginia washington"
        " west_virginia wisconsin wyoming"
        " al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj"
        " nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc"
    )
)
# Nouns that describe a home rather than name it ("I live in a small town", "in the city").
GENERIC_PLACES = _lexicon(
    "house home apartment flat condo city town village area place neighborhood neighbourhood suburb"
    " suburbs country countryside state dorm farm building street region part side middle campus"
    " island ranch boat street road block floor"
)
# (verb lemma with particle, preposition) -> the canonical slot.
_SLOTS: dict[tuple[str, str], str] = {
    ("be", "from"): "be from",
    ("come", "from"): "be from",
    ("bear", "in"): "be from",
    ("grow up", "in"): "be from",
    ("raise", "in"): "be from",
    ("work", "as"): "work as",
    ("major", "in"): "have major",  # "I majored in biology", as "my major was biology"
    # "I started as a chef": a job held once in a working life ("work as ever", see ``lifetime``)
    ("start", "as"): "work as ever",
    ("start out", "as"): "work as ever",
    ("begin", "as"): "work as ever",
    ("work", "at"): "work at",
    ("work", "for"): "work at",
    ("live", "for"): "like",  # "I live for the snow"
    ("obsess", "with"): "like",  # "I'm obsessed with sushi" (parsed as a passive verb)
    ("live", "in"): "live in",
    ("live", "on"): "live in",
    ("move", "to"): "live in",  # "we moved to Florida": where the speaker lives now
    ("get", "to"): "go to",  # "I only get to the pool twice a year"
}
# A question's wording of a functional slot -> the words facts of that slot are stored with
# (the canonical relation, and the annotated "home town" form), so "Where did she grow up?"
# meets "has home town Porto" rather than "studied in Paris".
_QUESTION_SLOTS = (
    (
        re.compile(
            r"\b(?:grow|grew|grown|growing)\s+up\b|\bborn\b|\braised\b|\bhome\s?town\b|\bcome from\b"
            r"|\bwhere\b.*\bfrom\b|\bbirthplace\b",
            re.I,
        ),
        "be from home town",
    ),
    (re.compile(r"\bfor a living\b|\b(?:job|occupation|profession)\b|\bwork as\b", re.I), "work as job"),
    (re.compile(r"\bhow old\b|\bage\b", re.I), "have age"),
    (re.compile(r"\bwhere\b.*\blives?\b|\blive in\b", re.I), "live in"),
)


def question_slot(question: str) -> str | None:
    """The words of the functional slot a question asks about, if it asks about one."""
    return next((words for pattern, words in _QUESTION_SLOTS if pattern.search(question)), None)


_SPELLING = {
    "colour": "color",
    "colours": "color",
    "colors": "color",
    "favorite": "favourite",
    "favorites": "favourite",
    "favourites": "favourite",
    "fav": "favourite",
    "fave": "favourite",
    "faves": "favourite",
    "favs": "favourite",
}


# Values whose kind is plain from the word, so a bare "my favorite" still names its slot ("Green
# is my favorite" ranks colours, "Fall is the best" seasons).
_KINDS = {
    **dict.fromkeys(
        _lexicon(
            "red orange yellow green blue purple violet pink black white gray grey brown teal"
            " turquoise maroon navy indigo magenta beige gold silver"
        ),
        "color",
    ),
    **dict.fromkeys(_lexicon("spring summer fall autumn winter"), "season"),
    # Genres ("Country music is my favorite", "I'm more of a rock and roll person").
    **dict.fromkeys(
        _lexicon("rock pop jazz country rap classical metal blues folk punk reggae techno edm disco"),
        "music",
    ),
    **dict.fromkeys(("hip hop", "rock and roll", "heavy metal", "r&b", "rhythm and blues"), "music"),
}


def kind_of(value: str) -> str | None:
    """The kind a value plainly is (a colour, a season, a genre of music), else None: one word
    or a known phrase, optionally with its kind after it ("country music")."""
    words = value.lower().split()
    if words[:1] in (["the"], ["a"], ["an"]):
        words = words[1:]
    kind = _KINDS.get(" ".join(words))
    if kind is None and len(words) > 1 and _KINDS.get(" ".join(words[:-1])) == words[-1]:
        kind = words[-1]
    return kind


def kind_value(value: str) -> str:
    """A value without its kind word, so "country music" and "country" are one favourite."""
    kind = kind_of(value)
    words = value.split()
    named = kind is not None and len(words) > 1 and words[-1].lower() == kind
    return " ".join(words[:-1]) if named else value


# Languages chat names (for a language taught or spoken fluently: "I tutor kids in Spanish").
LANGUAGES = _lexicon(
    "english spanish french german italian portuguese russian chinese mandarin cantonese japanese"
    " korean arabic hindi urdu bengali punjabi tamil farsi persian turkish greek hebrew dutch swedish"
    " norwegian danish finnish polish czech hungarian romanian ukrainian vietnamese thai tagalog"
    " indonesian swahili latin asl"
)
# Verbs of a relation that holds many values, which "only" narrows to one ("I only speak
# English"); a slot, count or favourite holds one by its nature.
MANY_VALUED = _lexicon("speak eat drink play watch read listen cook drive")


def lifetime(activity: str) -> str:
    """The relation of a bare activity done at some time in one's life ("smoke ever"): "I quit
    smoking" and "I smoked for ten years" assert it, "I've never smoked" denies it. "I don't
    smoke" says nothing of it, so the two meet only each other. The verb stays first, as the
    cascade reads a relation's verb there."""
    return f"{activity} ever"


def habitual(activity: str) -> str:
    """The relation of a deed done often ("cook often"): "I cook every day" asserts it, "I rarely
    cook" denies it; like ``lifetime``, it meets only itself."""
    return f"{activity} often"


def relation(verb: str, prep: str | None = None) -> str:
    """The canonical relation for a lemmatised verb (with particle) and the preposition that
    introduces its object; preference verbs fold into like/dislike."""
    verb = verb.lower()
    if prep is not None and (slot := _SLOTS.get((verb, prep.lower()))):
        return slot
    if verb in LIKE_VERBS and prep is None:
        return "like"
    if verb in DISLIKE_VERBS and prep is None:
        return "dislike"
    if verb == "be" and prep is not None and prep.lower() == "into":
        return "like"
    return f"{verb} {prep.lower()}" if prep else verb


def attribute_relation(attribute: str) -> str:
    """``have <attribute>`` for a possessed attribute ("my favorite color" -> have favourite color);
    job and home town map onto their slots."""
    words = [_SPELLING.get(w.lower(), w.lower()) for w in attribute.split()]
    if "favourite" in words:  # "all time favorites" is a favourite too
        words = [w for w in words if w not in ("all", "time", "all-time", "absolute")]
    text = " ".join(words)
    if text in ("job", "occupation", "profession", "career"):
        return "work as"
    if text in ("hometown", "home town", "birthplace"):
        return "be from"
    if text == "age":
        return "have age"
    return f"have {text}"


def exclusive(rel: str, obj: str) -> bool:
    """Functional slots hold one value per subject; ``live in`` only for a named place."""
    if rel in EXCLUSIVE_RELATIONS or rel.startswith("have favourite "):
        return True
    if rel == "live in":
        return obj[:1].isupper()
    return False


# Words for one counted thing: "two kids" and "three children" count the same slot.
_COUNT_SYNONYMS = {"child": "kid", "kiddo": "kid"}


def count_slot(noun: str) -> str:
    """The relation of a count ("have kid" for kids, children, a child)."""
    one = singular(noun)
    return f"have {_COUNT_SYNONYMS.get(one, one)}"


AT_LEAST = " at least"


def count_bound_slot(noun: str) -> str:
    """The relation of a lower bound on a count ("have kid at least: 2" for "my youngest"): a
    relation of its own, so that no store reads the bound as a second value of the count."""
    return count_slot(noun) + AT_LEAST


def singular(noun: str) -> str:
    """A crude singular for a counted noun when no lemmatiser is at hand."""
    lowered = noun.lower()
    irregular = {"children": "child", "people": "person", "men": "man", "women": "woman", "kids": "kid"}
    if lowered in irregular:
        return irregular[lowered]
    if lowered.endswith("ies") and len(lowered) > 4:
        return lowered[:-3] + "y"
    if lowered.endswith(("ches", "shes", "sses", "xes")):
        return lowered[:-2]
    if lowered.endswith("s") and not lowered.endswith("ss"):
        return lowered[:-1]
    return lowered


# --- intent, contractions, answers ---------------------------------------------------------------

# The marks of a conjecture, for a triple's intent and for Hypothesize alike: a hedging word
# ("maybe", "I think", "seems"), a modal of possibility ("in may" is a month; "could not",
# "could never" are an inability, not a hedge, "I could eat a whole tub" an ability or a boast,
# "I wish I could", "if I could" a counterfactual; "I could be wrong" hedges; "I believe in God"
# is a faith) or alternatives ("either ... or", "the DNS, or the cache").
_HEDGE_WORDS = (
    r"\b(?:maybe|perhaps|possibly|probably|likely|might|(?<!in )(?<!since )(?<!until )(?<!of )(?-i:may)"
    r"|(?<!\bi )could(?!\s+(?:not|never)\b)|\bi\s+could\s+(?:be|have\s+been)\b"
    r"|i think|i guess|i suppose"
    r"|i believe(?! in\b)|i suspect|my guess|i bet|not sure|seems?)\b"
)
_ALTERNATIVES = r"\beither\b.+\bor\b|,\s*or\b|\bor (?:maybe|perhaps|possibly|the|a|an|it|its|it's)\b"
_HEDGE = re.compile(_HEDGE_WORDS + "|" + _ALTERNATIVES, re.I)
_ADVICE = re.compile(r"\b(?:should|must|ought to|need to|recommend)\b", re.I)


# A hedge that answers the question before, then "but" what is so: "Maybe, but at 45 I'm not
# sure"; a hedged short reply, then its reason: "Probably not lol, I'm 52 and my body is not what
# it used to be".
# A hedged short lead with no clause of its own before a comma, then what is so: "probably
# around 50, I read every night" ("perhaps it's the cache, ..." stays a conjecture).
_HEDGED_ANSWER = re.compile(
    r"^\s*(?:maybe|perhaps|probably|possibly)(?:\s*,?\s+but\b|(?:\s+not)?(?:\s+(?:lol|haha))?\s*[,.!]\s"
    r"|(?:\s+(?!(?:i|we|you|they|he|she|it|that|this|there|is|are|was|were|be)\b)[\w-]+){1,4}\s*,\s)",
    re.I,
)


# A guess at how often ("I rarely cook, maybe once a month"): an estimate of the frequency, not
# a conjecture about the deed.
_HOW_OFTEN_GUESSED = re.compile(
    r"\b(?:maybe|probably|perhaps)\s+(?:like\s+|about\s+|around\s+)?"
    r"(?:once|twice|(?:\w+|a couple(?: of)?|a few)\s+times)\b",
    re.I,
)


def hedged(text: str) -> bool:
    """A hedge makes the sentence a conjecture (see _HEDGE)."""
    return bool(_HEDGE.search(_HOW_OFTEN_GUESSED.sub("", _HEDGED_ANSWER.sub("", text))))


# Alternatives alone (no hedging word): "a rabbit or a snake", "the DNS, or the cache".
_HEDGE_WORD = re.compile(_HEDGE_WORDS, re.I)
_ALTERNATIVE = re.compile(r"((?:[\w'-]+\s+){0,3}[\w'-]+)\s*,?\s+or\s+((?:[\w'-]+\s+){0,3}[\w'-]+)", re.I)


def offered_only(text: str) -> frozenset[str] | None:
    """The words of the alternatives a sentence offers when they are all that hedges it, else None:
    "I'm a vet, mostly dogs and cats but sometimes a rabbit or a snake" offers two animals, not
    two jobs, so being a vet is stated, not conjectured (``outside_alternatives``)."""
    if not hedged(text) or _HEDGE_WORD.search(_HEDGED_ANSWER.sub("", text)):
        return None
    return frozenset(
        w.lower() for m in _ALTERNATIVE.finditer(text) for w in re.findall(r"[\w'-]+", m.group(0))
    )


def outside_alternatives(offered: frozenset[str] | None, thing: str) -> bool:
    """Is ``thing`` left out of the alternatives that alone hedge its sentence (``offered_only``)?"""
    words = thing.lower().split()
    return offered is not None and bool(words) and words[-1] not in offered


def unhedged_lead(text: str) -> str | None:
    """The lead of a sentence whose only hedge is in a clause joined after it ("I speak French
    and German, so maybe Italian next": the languages spoken are said, the next one guessed);
    None when the sentence is unhedged or its hedge reaches the lead."""
    if not hedged(text):
        return None
    joints = list(_JOINT.finditer(text))
    if not joints:
        return None
    lead = text[: joints[-1].start()]
    return lead if lead.strip() and not hedged(lead) and hedged(text[joints[-1].start() :]) else None


_JOINT = re.compile(r",\s*(?:so|and|but)\b|\s(?:so|but)\s+(?=maybe|perhaps|probably)", re.I)


def intent(text: str) -> Intent:
    """Hyp for a hedged sentence, Advice for should/must, else State."""
    if hedged(text):
        return "Hyp"
    if _ADVICE.search(text):
        return "Advice"
    return "State"


_CONTRACTIONS = [
    (r"\bcan't\b", "can not"),
    (r"\bcannot\b", "can not"),
    (r"\bwon't\b", "will not"),
    (r"\bain't\b", "is not"),
    (r"\b(\w+)n't\b", r"\1 not"),
    (r"\bi'm\b", "I am"),
    (r"\b(\w+)'re\b", r"\1 are"),
    (r"\b(\w+)'ve\b", r"\1 have"),
    (r"\b(\w+)'ll\b", r"\1 will"),
    (r"\b(i|you|we|they|he|she)'d\b", r"\1 would"),
    (r"\b(it|that|there|what|he|she|who)'s\b", r"\1 is"),
]
_CONTRACTION_PATTERNS = [(re.compile(p, re.I), r) for p, r in _CONTRACTIONS]


# Contractions typed without their apostrophe ("im 38", "I dont"): only forms that are no other
# English word ("cant", "wont", "ill", "id" are words, so they stay unless a subject pronoun
# comes before "cant" or "wont").
_BARE_CONTRACTIONS = (
    (re.compile(r"\bim\b", re.I), "I'm"),
    # "its my favorite", "its not the best": a possessive "its" is followed by a noun phrase
    (
        re.compile(
            r"\b(it)s(?=\s+(?:my|your|his|her|our|their|a|an|the|not|so|too|very|been|just|really|all"
            r"|always|never|going|getting|about|like|that|this|what|only|also|still|such)\b)",
            re.I,
        ),
        r"\1's",
    ),
    (re.compile(r"\bive\b", re.I), "I've"),
    # "cant" and "wont" are words, but not after a subject pronoun: "i cant stand it"
    (re.compile(r"\b(i|you|we|they|he|she)\s+(ca|wo)nt\b", re.I), r"\1 \2n't"),
    (
        re.compile(
            r"\b(do|does|did|is|was|were|are|have|has|had|could|would|should)nt\b",
            re.I,
        ),
        r"\1n't",
    ),
)


def restore_apostrophes(text: str) -> str:
    """Typographic apostrophes as ASCII, and the apostrophe of "im", "ive", "dont" put back."""
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    for pattern, replacement in _BARE_CONTRACTIONS:
        text = pattern.sub(replacement, text)
    return text


# "22yo", "22 y/o", "22 y.o.", "22 yrs old": an age's shorthand, which the parser reads as a name.
_AGE_SHORTHAND = re.compile(r"\b(\d{1,3})\s*(?:y/o|y\.\s?o\b\.?|yo|yrs?\.?\s+old)(?![a-z])", re.I)
# "68 years young": an age said with a wink.
_YEARS_YOUNG = re.compile(r"\b(\d{1,3})\s+(years?)\s+young\b", re.I)


# "just turned sixteen last month": an age reached in words, which the parser hangs on the month
_TURNED_WORDS = re.compile(r"\b(turn(?:ed|ing|s)?\s+)(" + _NUMBER_WORD.pattern + r")\b", re.I)


def spell_ages(text: str) -> str:
    """ "a 22yo guy" -> "a 22 year old guy", "68 years young" -> "68 years old", "turned sixteen"
    -> "turned 16"."""
    text = _TURNED_WORDS.sub(lambda m: m.group(1) + (number(m.group(2)) or m.group(2)), text)
    return _YEARS_YOUNG.sub(r"\1 \2 old", _AGE_SHORTHAND.sub(r"\1 year old", text))


def expand_contractions(text: str) -> str:
    """Spell contractions out ("I've" -> "I have", "don't" -> "do not"); curly quotes too."""
    text = restore_apostrophes(text)
    for pattern, replacement in _CONTRACTION_PATTERNS:
        text = pattern.sub(replacement, text)
    return re.sub(r"\bI\b", "I", re.sub(r"\bi\b", "I", text))


# Interjections a reply may open with before its yes or no ("Oh no, not at all", "Well, yes").
_INTERJECTIONS = r"oh|ah|aw|um|uh|hmm|hm|well|haha|hah|lol|wow"
# A sentence of greeting or exclamation only ("Hey!", "Oh wow!", "Haha."): no reply yet.
_GREETING = re.compile(
    r"(?:(?:hey+|hi+|hello|ooh+|whoa|yay|omg|heh|hehe|gosh|oh+|ah+|aw+|hmm+|ha(?:ha)+|"
    + _INTERJECTIONS
    + r")[\s,.!~]*)+",
    re.I,
)


def greeting_only(text: str) -> bool:
    return _GREETING.fullmatch(text.strip()) is not None


# Words a reply may open with before its statement ("nah i can't swim", "yeah, I love it").
REPLY_OPENER = r"(?:(?:" + _INTERJECTIONS + r"|yes|yeah|yep|yup|no|nah|nope|honestly|actually)[,.!]*\s+){0,2}"
# ... and a stance said before it ("sadly no, just english", "honestly yes")
STANCES = (
    "sadly",
    "unfortunately",
    "honestly",
    "actually",
    "luckily",
    "thankfully",
    "surprisingly",
    "obviously",
)
_STANCES = "|".join(STANCES)
_OPENER = r"^\s*(?:(?:" + _INTERJECTIONS + "|" + _STANCES + r")\b[,.!]*\s*)*"
# "I do" answers only when it stops there ("I do.", "I don't really, but ..."): "I am from Ohio"
# does not say yes to "Are you from Texas?", nor "I don't know" no to "Do you have a dog?" (a
# reply that goes on, "I don't have any", is read by its own parse).
_ECHO_END = r"(?:\s+(?:really|too|either|neither|so|think so|believe so))?\s*(?:[.!,;?]|$)"
_YES = re.compile(
    _OPENER + r"(?:(?:yes|yeah|yep|yup|yea|ya|sure|of course|definitely|absolutely|certainly|indeed)\b"
    r"|(?:i do|i am|i'm|i have|i did|i can|we do)" + _ECHO_END + ")",
    re.I,
)
# "I wish I did" denies what was asked ("Do you have kids?" "I wish I did."), as "I wish!" and a
# bare "wish I did" do.
_NO = re.compile(
    _OPENER + r"(?:(?:no(?!\s+(?:idea|clue|problem|worries|wonder|doubt|kidding|offen[cs]e)\b)|nope|nah"
    r"|not really|not at all|never|none|not any|no longer|not (?:a|one) (?:single )?(?:word|bit|once|drop)"
    r"|(?:absolutely|definitely|certainly|of course|surely)\s+not"
    r"|not\s+(?:anymore|any\s+more|yet|at\s+the\s+moment|right\s+now|now|currently|lately))\b"
    r"|(?:i do not|i don't|i am not|i'm not|i have not|i haven't|i did not|i didn't|i can't|i cannot"
    r"|we don't|i don't think so|i do not think so)"
    + _ECHO_END
    + r"|i wish(?:\s+i\s+(?:did|do|had|have|was|were|could))?\s*(?:[.!,]|$)"
    + r"|wish\s+i\s+(?:did|do|had|have|was|were|could)\s*(?:[.!,]|$))",
    re.I,
)


def answer_polarity(text: str) -> bool | None:
    """True for a yes, False for a no at the start of a reply, None when it is neither."""
    text = text.replace("\u2019", "'")
    if _NO.match(text):
        return False
    if _YES.match(text):
        return True
    return None


# What may open a question before it asks: "wait, didn't you say ...", "hold on, have you ever ...",
# "ok so do you ...".
_LEAD = (
    r"(?:(?:" + _INTERJECTIONS + r"|ok|okay|wait|so|but|and|hold\s+on|huh|hey|really|also|then|now)"
    r"[,.!]?\s+)*"
)
_YES_NO_QUESTION = re.compile(
    r"^\s*" + _LEAD + r"(?:do|does|did|are|were|is|have|has|can|could|would|will)\s+(?:you|u)\b",
    re.I,
)
# "Don't you have a son?", "Weren't you a teacher?", "Didn't you say ...": the same question
# as its positive; the answer's own yes or no says which ("No" = no son).
_NEGATIVE_QUESTION = re.compile(
    r"^(?P<lead>\s*" + _LEAD + r")(?P<aux>do|does|did|are|were|is|was|have|has|had|can|could"
    r"|would|will|wo|ca)(?:n't|\s+not)\s+(?P<you>you|u)\b",
    re.I,
)


# "Any pets?", "Got any brothers?": the verbless question "Do you have any pets?" leaves out
# ("Any pets you like?" is another question).
_ANY_QUESTION = re.compile(
    r"^(?P<lead>\s*"
    + _LEAD
    + r")(?:(?:you\s+)?got\s+)?(?P<any>any\s+(?!.*\b(?:you|u|your|ur)\b)[a-z][a-z' -]*\?+)\s*$",
    re.I,
)


def positive_question(text: str) -> str:
    """A negative yes/no question as its positive ("Don't you have a son?" -> "do you have a son?"),
    a verbless "Any pets?" as "do you have any pets?"; any other text unchanged."""
    plain = text.replace("\u2019", "'")
    if (bare := _ANY_QUESTION.match(plain)) is not None:
        return f"{bare.group('lead')}do you have {bare.group('any')}"
    match = _NEGATIVE_QUESTION.match(plain)
    if match is None:
        return text
    said = match.group("aux")
    aux = {"wo": "will", "ca": "can"}.get(said.lower(), said)
    aux = aux.capitalize() if said[0].isupper() else aux
    return f"{match.group('lead')}{aux} {match.group('you')}{plain[match.end() :]}"


# "Is Frozen your favorite movie?": a copula question naming something the addressee's.
_ASKED_COPULA = re.compile(
    r"^\s*" + _LEAD + r"(?P<be>is|was)\s+(?P<thing>(?:(?!\byour?\b)[\w' -])+?)\s+"
    r"(?P<what>your\s+[^?]+?)\s*\?+\s*$",
    re.I,
)


# "What kind of dogs do you have?": asked which, it takes for granted that there are some.
# "What sports do you play?", "How many kids do you have?" as well.
_ASKED_WHICH = re.compile(
    r"^\s*" + _LEAD + r"(?:what|which|how\s+many)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?"
    r"(?P<thing>[\w' -]+?)\s+(?:do|did)\s+(?:you|u)\s+(?P<verb>[a-z]+)\b[^?]*\?*\s*$",
    re.I,
)
# A guess put after the question: "..., 3?", "..., two or three?"
_GUESSED = re.compile(r"\b(?:do|did)\s+(?:you|u)\s+[a-z]+\b[^,?]*,\s*[\w' -]+\?*\s*$", re.I)
# Nouns a which-question asks by that presuppose nothing had: "What time do you get up?"
_ASKED_BY = _lexicon("time times day days year years hour age way else other kind type sort")


def presupposed(question: str) -> str | None:
    """What a which-question takes for granted, as a statement about the addressee ("What kind of
    dogs do you have?" -> "you have dogs."): a "no" denies it, a "yes" adds nothing."""
    match = _ASKED_WHICH.match(question.replace("\u2019", "'"))
    if match is None or match.group("thing").lower().split()[-1] in _ASKED_BY:
        return None
    if _GUESSED.search(question):  # "How many kids do you have, 3?" "No, two.": no to the guess
        return None
    return f"you {match.group('verb').lower()} {match.group('thing')}."


def declarative(question: str) -> str | None:
    """A copula question about the addressee's things as the statement it asks to confirm ("Is
    Frozen your favorite movie?" -> "Frozen is your favorite movie."); None for other shapes."""
    match = _ASKED_COPULA.match(question.replace("\u2019", "'"))
    if match is None:
        return None
    return f"{match.group('thing')} {match.group('be').lower()} {match.group('what')}."


# A statement closed by a question back to the addressee ("I'm a nurse, how about you?"): the
# statement is still said, so its claims count.
_TAG_QUESTION = re.compile(
    r"[,;:]\s*(?:(?:how|what)\s+about\s+(?:you|yourself|u)|and\s+(?:you|yourself|u)|you|u)\s*\?+\s*$",
    re.I,
)


def tag_question(text: str) -> bool:
    """Is ``text`` a statement with a question tag back to the addressee?"""
    return _TAG_QUESTION.search(text) is not None


def without_tag(text: str) -> str:
    """The statement before a question tag ("I'm a nurse, how about you?" -> "I'm a nurse.")."""
    match = _TAG_QUESTION.search(text)
    return text if match is None else text[: match.start()].rstrip() + "."


# A rate's period and the words that say "per" ("three a month", "5 miles per week"): the parser
# writes a rate's value with its period, the cascade reads it back (``rate_period``).
RATE_PERIODS = frozenset({"day", "night", "week", "weekend", "month", "year"})
RATE_WORDS = frozenset({"a", "an", "per", "every", "each"})
_RATE = re.compile(
    r"\b(?:" + "|".join(sorted(RATE_WORDS)) + r")\s+(?P<period>" + "|".join(sorted(RATE_PERIODS)) + r")\b",
    re.I,
)


def rate_period(text: str) -> str | None:
    """The period of a value said as a rate ("3 a month": "month"), else None."""
    match = _RATE.search(text)
    return None if match is None else match.group("period").lower()


def statement_before_question(text: str) -> str | None:
    """The speaker's own statement a question was hung on after a comma ("My daughter is seven,
    so maybe try some art projects?" -> "My daughter is seven."), which the parser may leave in
    the question's sentence; None when the text is no such pair."""
    plain = text.replace("\u2019", "'").strip()
    if not plain.endswith("?") or "," not in plain:
        return None
    cut = plain.rindex(",")
    front, tail = plain[:cut].strip(), plain[cut + 1 :].strip()
    if "?" in front or not (_UNMARKED_QUESTION.match(tail) or _SUGGESTION.match(tail)):
        return None
    if not any(w in FIRST_PERSON for w in re.findall(r"[a-z]+", front.lower())):
        return None
    return None if asks(front) else front + "."


# "..., so maybe try some art projects?", "..., maybe you could get one?": advice put as a question
_SUGGESTION = re.compile(r"^(?:so\s+|and\s+)?(?:maybe|perhaps|why\s+not)\b", re.I)


# A statement about the addressee put as a question, the way people check what was said
# ("I thought you were a nurse?", "You said you had two dogs?", "So you live in Ohio?"): a yes or
# no answers it as it answers "Are you a nurse?".
_CHECK_QUESTION = re.compile(
    r"^\s*" + _LEAD + r"(?:i\s+thought|i\s+think|i\s+believe"
    r"|didn't\s+you\s+say|did\s+you\s+not\s+say|you\s+said|you\s+told\s+me)\b[^?]*\b(?:you|u)\b"
    r"|^\s*" + _LEAD + r"(?:you|u)\s+(?:'re|'ve|[a-z]+\b)",
    re.I,
)


_CHECK_STATEMENT = re.compile(
    r"^\s*" + _LEAD + r"(?:i\s+thought|didn't\s+you\s+say"
    r"|you\s+said|you\s+told\s+me)\b[^?]*\b(?:you|u)\b[^?]*[.!]?\s*$",
    re.I,
)


def put_as_statement(text: str) -> bool:
    """A check of what the addressee said, worded as a statement ("so you don't drink coffee?",
    "I thought you were a vet."), not as a question ("Don't you drink coffee?")."""
    plain = positive_question(text.replace("\u2019", "'"))
    return checking_statement(text) or (
        bool(_CHECK_QUESTION.match(plain)) and not _YES_NO_QUESTION.match(plain)
    )


def checking_statement(text: str) -> bool:
    """A statement that checks what the addressee said, put as a statement: "I thought you were
    a vet." is answered like "I thought you were a vet?" ("No, I'm not.")."""
    return bool(_CHECK_STATEMENT.match(text.replace("\u2019", "'")))


# A question typed without its question mark ("so do you have children", "how many dogs do you
# have"): it opens as one and asks the addressee. Not an exclamation ("what a day you had").
_UNMARKED_QUESTION = re.compile(
    r"^\s*" + _LEAD + r"(?:(?:do|does|did|are|were|is|have|has|can|could|would|will)(?:n't)?\s+(?:you|u|ya)\b"
    r"|(?:what|how|where|who|why|which|when)\b(?!\s+an?\b)[^.!?]*?\b(?:do|does|did|are|is|was|were|have|has"
    r"|can|would|will)(?:n't)?\s+(?:you|u|ya)\b"
    # "what's your favorite food", "where's your hometown", "whats your fav food"
    r"|(?:what|how|where|who|which)(?:'s|s|\s+is|\s+are|\s+was|\s+were)\s+(?:your|ur|yours)\b"
    # the auxiliary left out: "what kind of music u into", "where you from", "what u doing"
    r"|(?:what|where|which)\b(?!\s+an?\b)[^.!?,]*?\s(?:you|u|ya)\s+(?:into|like|do|doing|from|think"
    r"|want|prefer|listen|play|watch|eat|drink|study|work|working|up to)\b)",
    re.I,
)


def asks(text: str) -> bool:
    """Is the sentence a question (a statement with a tag "..., you?" is not)? With a question
    mark, or without one when it opens as a question to the addressee."""
    plain = text.replace("\u2019", "'").strip()
    if tag_question(plain) or (_RHETORICAL.match(plain) and not plain.endswith("?")):
        return False
    return plain.endswith("?") or bool(_UNMARKED_QUESTION.match(plain))


# "Are you kidding, I adore dogs": an exclamation before a statement, no question.
_RHETORICAL = re.compile(r"^\W*(?:oh\s+)?(?:are|r)\s+(?:you|u)\s+(?:kidding|joking|serious|crazy)\b", re.I)


def yes_no_question(text: str) -> bool:
    """A question about the addressee answerable by yes or no ("Do you own a car?", "I thought
    you were a nurse?")."""
    plain = positive_question(text.replace("\u2019", "'"))
    # or asked after a comma or a short reply the parser left in its sentence: "sorry, I'm bad
    # at remembering stuff, do you have any pets?", "no. do you drink coffee?"
    tail = positive_question(re.split(r"[,.!]\s", plain)[-1])
    if not text.rstrip().endswith("?"):  # "so do you have children" typed without its mark
        return bool(_UNMARKED_QUESTION.match(plain)) and bool(_YES_NO_QUESTION.match(plain))
    return bool(
        _YES_NO_QUESTION.match(plain)
        or _CHECK_QUESTION.match(plain)
        or _ASKED_COPULA.match(plain)
        or _YES_NO_QUESTION.match(tail)
    )
