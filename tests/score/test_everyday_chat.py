"""Everyday contradictions in plain chat, found with no annotations and no LLM (issue 11).

Each conversation of ``everyday-chat.jsonl`` is scored with the offline default extractor
(``parse``). A contradicting conversation must end in the named hard-detector firing and
raise no hard firing before its last turn; a clean one (elaboration, a preference list, a
paraphrase, an authorised revision) must raise none at all.
"""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import read_file
from dialogkg.score.evaluate import ConversationScore, evaluate_conversation
from tests.conftest import DATA

pytest.importorskip("spacy")


def _state(detector: str, relation: str) -> tuple[str, str, str, str, str]:
    """A bare state's firing ("be home now" / "be home now"): the relation is its own object on
    both sides."""
    return (detector, relation, relation, relation, relation)


# conversation -> (detector, current relation, current object, historical relation, historical object)
CONTRADICTIONS = {
    # a diet said alone, a vegan's eggs and cheese, a celiac's bagel, one's own allergy however
    # hung; a favourite show or author never seen or read; a splice, an apology's "if" and a
    # concession's "even if" assert their clauses
    "vegan-said-alone-then-grilled-cheese": ("NegFlip", "eat", "grilled cheese sandwich", "eat", "dairy"),
    "vegan-then-omelette": ("NegFlip", "eat", "big omelette", "eat", "egg"),
    "celiac-then-bagel": ("NegFlip", "eat", "bagel", "eat", "gluten"),
    "own-allergy-appointment-then-peanut-butter": ("NegFlip", "eat", "Peanut butter", "eat", "peanut"),
    "favourite-show-then-never-seen": ("NegFlip", "watch", "Office", "watch", "Office"),
    "favourite-author-then-never-read": ("NegFlip", "read", "Stephen King", "read", "Stephen King"),
    "not-really-never-owned-car-then-drives-car": ("NegFlip", "drive", "car", "own", "car"),
    "sorry-if-slow-feeding-son-then-no-kids": ("NegFlip", "have", "kids", "have", "son"),
    "even-if-then-no-car": ("NegFlip", "own", "car", "drive", "car"),
    # places by the gazetteer: a city in the region never been to; two cities of two states
    "never-been-region-then-city": ("NegFlip", "be in", "Orlando", "be to", "Florida"),
    "two-cities-two-states": ("EOC", "live in", "Florida", "live in", "Tuscaloosa"),
    # a food allergy, a drink of one's own, a drink given up, a language taught
    "allergic-then-eggs": ("NegFlip", "eat", "2 fried eggs", "eat", "eggs"),
    "own-latte-then-no-coffee": ("NegFlip", "drink", "coffee", "drink", "usual latte"),
    "quit-coffee-then-cups": ("NegFlip", "drink", "coffee", "drink", "coffee"),
    "tutor-spanish-then-english-only": ("EOC", "speak", "English", "speak", "Spanish"),
    # a bare denial of a kind of activity ("I never exercise") denies its kinds ("I run")
    "exercise-kind-denied": ("NegFlip", "exercise", "exercise", "run", "run"),
    "no-drink-then-beers": ("NegFlip", "drink", "few beers", "drink", "drink"),
    # the speaker's own subject clause ("being an only child means everything lands on me",
    # "growing up as an only child was lonely"); an age reached without its "I" ("just turned
    # 34") and the body's age ("at 52 my body doesn't bounce back")
    "only-child-as-subject": ("NegFlip", "have", "siblings", "have sister", "2"),
    "grew-up-as-only-child": ("NegFlip", "have", "siblings", "have brother", "3"),
    "age-turned-then-at": ("NumMismatch", "have age", "52", "have age", "34"),
    # a subjectless opening verb is the speaker's ("Sipping my second espresso"), and a "nope,
    # never" denies the thing asked of an amount, not only the amount
    "no-never-after-every-day": ("NegFlip", "drink", "coffee", "sip", "second espresso"),
    # "Nope, no pets for me, never had the time": the fragment answers the pets question
    "no-fragment-before-going-on": ("NegFlip", "have", "pets", "have", "dog"),
    # two opening words before a comma splice ("Oh no, i really hate country music, i cant ..."),
    # and disliking a favourite's value goes back on it
    "two-openers-then-splice": ("Antonym", "dislike", "country music", "have favourite music", "country"),
    # a roommate is someone one lives with; a home's city named after "in a tiny apartment in";
    # "which city do you live in?"; "just the one"; trying to quit a habit still has it
    "alone-then-roommate": ("NegFlip", "live with", "roommate", "live with", "any"),
    "home-in-answer-then-city": ("EOC", "live in", "Atlanta", "live in", "Portland, Oregon"),
    "three-kids-then-the-one": ("NumMismatch", "have kid", "1", "have kid", "3"),
    "never-smoked-then-quitting": _state("NegFlip", "smoke"),
    # a bare answer names what a what-question asks one eats; a ribeye is meat
    "vegetarian-then-ribeye-answer": ("NegFlip", "eat", "ribeye", "eat", "meat"),
    # heights in feet and inches; "my son is an only child" has one child
    "height-feet-inches": ("NumMismatch", "have height", "75 inches", "have height", "62 inches"),
    "son-only-child-count": ("NumMismatch", "have kid", "1", "have kid", "3"),
    # "I will be turning 52 this fall" is 51 now
    "age-turning-ahead": ("NumMismatch", "have age", "51", "have age", "34"),
    # "rn" is "right now": "single rn" is single
    "single-right-now-then-wife": (
        "Antonym",
        "have marital status",
        "married",
        "have marital status",
        "single",
    ),
    "antonym-verbs": ("Antonym", "dislike", "running", "like", "running"),
    "negation-contraction": ("NegFlip", "work as", "nurse", "work as", "nurse"),
    "yes-no-ellipsis": ("NegFlip", "drive", "car", "own", "car"),
    "origin-paraphrase": ("SameTypeEOC", "be from", "Texas", "be from", "Ohio"),
    "number-words": ("NumMismatch", "have sister", "2", "have sister", "3"),
    "within-one-turn": ("NumMismatch", "have age", "40", "have age", "25"),
    "never-always": ("NegFlip", "eat", "breakfast", "eat", "breakfast"),
    "age": ("NumMismatch", "have age", "45", "have age", "32"),
    "age-year-old": ("NumMismatch", "have age", "41", "have age", "28"),
    "only-sibling": ("NumMismatch", "have brother", "1", "have brother", "4"),
    "vegetarian-yes-steak": ("NegFlip", "eat", "big steak", "eat", "meat"),
    "bare-count": ("NumMismatch", "have kid", "5", "have kid", "2"),
    # a bare count answering a how-many question; a whole set named without an owner
    "sibling-count-answer": ("NumMismatch", "have sibling", "1", "have brother", "2"),
    "whole-set-count": ("NumMismatch", "have kid", "3", "have kid", "2"),
    # "Any pets?" asks what "Do you have any pets?" asks
    "verbless-any-question": ("NegFlip", "have", "pets", "have", "dog"),
    # a comma splice after the reply's opening word ("nah i can't swim, i never learned")
    "splice-after-opener": _state("NegFlip", "swim"),
    # a favourite is liked: "never been my thing" goes back on it
    "favourite-then-not-my-thing": ("NegFlip", "like", "pizza", "have favourite food", "Pizza"),
    # a working life spent as a job is the job; "only child" beside another complement
    "career-spent-as": ("EOC", "work as", "paramedic", "work as", "third grade teacher"),
    "only-child-beside-another-complement": ("NegFlip", "have", "siblings", "have", "brother"),
    # "Not a word" answers no
    "not-a-word-answer": ("NegFlip", "speak", "spanish", "speak", "spanish"),
    # "the two of them": a whole set counted through the pronoun
    "count-through-them": ("NumMismatch", "have kid", "2", "have kid", "3"),
    # a kind named as the answer ("Any pets?" "Yeah, a beagle named Waffles.") is had
    "kind-named-as-answer": ("NegFlip", "have", "dog", "have", "beagle"),
    # the place a childhood farm is in, and "growing up in" a place: two origins
    "origin-place-within": ("EOC", "be from", "Brooklyn", "be from", "Montana"),
    # an age said in passing is stated, whatever hedge the sentence puts on its main clause
    "age-aside-in-hedged-sentence": ("NumMismatch", "have age", "52", "have age", "23"),
    # a subjectless "being 38" is the speaker's age
    "being-an-age": ("NumMismatch", "have age", "38", "have age", "24"),
    "drinker-noun": ("NegFlip", "drink", "coffee", "drink", "coffee"),
    "whole-life-home": ("EOC", "live in", "Rome", "live in", "Madrid"),
    "kin-age-pronoun": ("NumMismatch", "have age", "12", "have age", "7"),
    "word-of-language": ("NegFlip", "speak", "Spanish", "speak", "Spanish"),
    "possessive-garden": ("NegFlip", "have", "garden", "have", "garden"),
    "bare-count-named": ("NumMismatch", "have cat", "3", "have cat", "1"),
    "kin-used-to": ("NegFlip", "be in", "military", "be in", "army"),
    "origin-native-of": ("EOC", "be from", "Sydney", "be from", "Dublin"),
    "bare-favourite": ("EOC", "have favourite season", "spring", "have favourite season", "Autumn"),
    "marital-status": ("Antonym", "have marital status", "single", "have marital status", "married"),
    "cant-stand": ("Antonym", "dislike", "cats", "like", "cats"),
    "pets-hypernym": ("NegFlip", "have dog", "Max", "have", "pets"),
    "home-city": ("SameTypeEOC", "live in", "Denver", "live in", "Chicago"),
    "spouse": ("Antonym", "have spouse", "husband", "have spouse", "wife"),
    "specialist-job": ("EOC", "work as", "pediatrician", "work as", "dermatologist"),
    "checked-claim": ("NegFlip", "work as", "vet", "work as", "vet"),
    "moved-home": ("SameTypeEOC", "live in", "seattle", "live in", "Portland"),
    "sibling-pronoun": ("Antonym", "be", "younger", "be", "older"),
    "run-on-question": ("NegFlip", "have", "pet", "have", "cat"),
    "no-favourite": ("NegFlip", "have favourite team", "Packers", "have favourite team", "any"),
    "lives-alone": ("NegFlip", "live with", "2 brothers", "live with", "any"),
    "kids-children": ("NumMismatch", "have kid", "3", "have kid", "2"),
    "relationship-single": (
        "Antonym",
        "have marital status",
        "in relationship",
        "have marital status",
        "single",
    ),
    "never-seen-those": ("NegFlip", "see", "inception", "like", "inception"),
    "wish-for-one": ("NegFlip", "have", "dog", "have", "dog"),
    "vegan-beef": ("NegFlip", "make", "beef stew", "eat", "meat"),
    "only-child": ("NegFlip", "have brother", "3", "have", "siblings"),
    "never-been-trip": ("NegFlip", "be to", "Japan", "be to", "Japan"),
    "checked-count": ("NegFlip", "have daughter", "3", "have daughter", "3"),
    "favourite-colour-bare": (
        "SameTypeEOC",
        "have favourite color",
        "Purple",
        "have favourite color",
        "Orange",
    ),
    "never-been-to-one": ("NegFlip", "be to", "jazz festivals", "be to", "jazz festival"),
    "never-been-bare": ("NegFlip", "be to", "ski resort", "work at", "ski resort"),
    "read-them-all": ("NegFlip", "read", "Dune books", "read", "Dune books"),
    "move-to-home": ("NegFlip", "live in", "Austin", "live in", "Austin"),
    "favourite-answered-by-love": (
        "EOC",
        "have favourite author",
        "Terry Pratchett",
        "have favourite author",
        "Ursula Le Guin",
    ),
    "used-to-play": ("NegFlip", "play", "cello", "play", "cello"),
    "used-to-be": ("NegFlip", "be", "goalkeeper", "be", "goalkeeper"),
    "genre-person": ("EOC", "have favourite music", "metal", "have favourite music", "jazz"),
    "ages-count": ("NumMismatch", "have daughter", "2", "have daughter", "4"),
    "single-boyfriend": (
        "Antonym",
        "have marital status",
        "in relationship",
        "have marital status",
        "single",
    ),
    "tall-short": ("Antonym", "be", "short", "be", "tall"),
    "the-worst": ("Antonym", "dislike", "cats", "like", "cats"),
    "splice-never": _state("NegFlip", "drive"),
    "activity-object": ("NegFlip", "smoke", "smoke", "smoke", "cigars"),
    "home-is-in": ("SameTypeEOC", "live in", "Marseille", "live in", "Lyon"),
    "age-word": ("NumMismatch", "have age", "60", "have age", "52"),
    "keen-about": ("Antonym", "dislike", "climbing", "like", "climbing"),
    "my-thing": ("Antonym", "dislike", "documentaries", "like", "documentaries"),
    "never-heard-of": ("NegFlip", "hear of", "ramen", "like", "ramen"),
    "asked-if-heard": ("NegFlip", "hear of", "falafel", "like", "falafel"),
    "know-how-to": ("NegFlip", "knit", "knit", "knit", "scarves"),
    "copula-question": ("EOC", "have favourite movie", "Frozen", "have favourite movie", "Alien"),
    "a-few-of-what-was-asked": ("NegFlip", "read", "mystery novels", "read", "mystery novel"),
    "which-question-no": ("NegFlip", "collect", "stamps", "collect", "stamps"),
    # Quitting, stopping and giving up deny the activity from then on.
    "quit-then-still": _state("NegFlip", "drink"),
    "gave-up-bare": ("NegFlip", "swim at", "lake", "swim", "swim"),
    "stopped-doing-it": ("NegFlip", "paint", "landscapes", "paint", "landscapes"),
    # "I've got no siblings" is "I have no siblings"; "neither ... nor" denies both.
    "got-none": ("NegFlip", "have sister", "2", "have", "siblings"),
    "neither-nor": ("NegFlip", "have", "dog", "have", "dog"),
    # A yes word made a no ("Absolutely not"), and a no of now ("Not anymore").
    "absolutely-not": ("NegFlip", "have", "car", "have", "car"),
    "not-anymore": ("NegFlip", "play", "tennis", "play", "tennis"),
    # A negative question is answered as its positive: "Don't you have a car?" "No" = no car.
    "negative-question": ("NegFlip", "have", "car", "have", "car"),
    # A denied kind covers its members (hypernyms.tsv: alcohol > wine).
    "alcohol-wine": ("NegFlip", "drink", "wine", "drink", "alcohol"),
    # Stop 27, long chats: questions without a mark or after an opener, bare place answers and
    # "here in", a liking's "it", ages by decade, "as an accountant", "my only dog", "or not?".
    "question-without-mark": ("NegFlip", "have", "children", "have", "kids"),
    "question-after-opener": ("NegFlip", "have", "cat", "have", "cat"),
    "bare-place-answer": ("EOC", "live in", "denver", "live in", "Boston"),
    "liking-it": ("Antonym", "dislike", "running", "like", "running"),
    "decade-age": ("EOC", "have age", "20s", "have age", "60"),
    "as-occupation": ("EOC", "work as", "accountant", "work as", "nurse"),
    "only-dog": ("NumMismatch", "have dog", "1", "have dog", "2"),
    "married-or-not": ("NegFlip", "have marital status", "married", "have marital status", "married"),
    # a list of kinds counts the set they fill: a son and a daughter are two kids, a husky and a
    # beagle two dogs; "it" is the thing the turn named last
    "kids-son-daughter-then-three": ("NumMismatch", "have kid", "3", "have kid", "2"),
    "two-breeds-then-one-dog": ("NumMismatch", "have dog", "1", "have dog", "2"),
    "bike-ridden-then-never": _state("NegFlip", "bike"),  # riding a bike is biking
    # teaching a grade, a school or a school subject now is a teacher's job
    "teaches-grade-then-nurse": ("EOC", "work as", "nurse", "work as", "teacher"),
    # never in one's life against a habit given up or a span of it ("smoke ever", normalize.lifetime)
    "never-smoked-then-quit-last-year": _state("NegFlip", "smoke ever"),
    "used-to-drink-then-never": _state("NegFlip", "drink ever"),
    # "I only speak English" leaves out the Spanish said before
    "fluent-spanish-then-only-english": ("EOC", "speak", "English", "speak", "Spanish"),
    # "I only have the one" counts the kind asked about; "my youngest" has a sibling (a bound)
    "three-kids-then-only-the-one": ("NumMismatch", "have kid", "1", "have kid", "3"),
    "only-child-then-my-youngest": ("NumMismatch", "have kid at least", "2", "have kid", "1"),
    # "a mother of two" has two kids
    "mother-of-two-then-three-kids": ("NumMismatch", "have kid", "3", "have kid", "2"),
    # Probes of the kinds, written this stop: a native of a city, a birthday's age, a
    # subjectless liking, a bare breed answer against "never owned", a menu answer, a home answer,
    # "work out", "not in school"
    "probe-raised-then-native": ("SameTypeEOC", "be from", "Chicago", "be from", "Denver"),
    "probe-age-then-birthday": ("NumMismatch", "have age", "45", "have age", "32"),
    "probe-love-then-hate-mornings": ("Antonym", "dislike", "mornings", "like", "mornings"),
    "probe-retriever-then-never-owned": ("NegFlip", "own", "dog", "have", "retriever"),
    "probe-vegan-then-wings": ("NegFlip", "eat", "chicken wings", "eat", "meat"),
    "probe-home-answer-then-lifelong": ("EOC", "live in", "Miami", "live in", "Seattle"),
    "probe-gym-then-never-work-out": ("NegFlip", "exercise", "exercise", "go to", "gym"),
    "probe-student-then-not-in-school": ("NegFlip", "work as", "student", "work as", "student"),
    # Second probes: a night owl and a morning person, a subjectless liking before a comma, "got any
    # brothers?", cups of the thing just named, a subjectless "born in"
    "probe-night-owl-then-morning-person": ("Antonym", "be", "morning person", "be", "night owl"),
    "probe-love-basketball-then-never-played": ("NegFlip", "play", "basketball", "like", "basketball"),
    "probe-three-brothers-then-only-one": ("NumMismatch", "have brother", "1", "have brother", "3"),
    "probe-three-cups-then-never-coffee": ("NegFlip", "drink", "coffee", "drink", "coffee"),
    "probe-born-toronto-then-london": ("EOC", "be from", "London", "be from", "Toronto"),
    # Third probes: a yes to "live alone?", a gamer, a denied job against a job held, fear of a thing
    "probe-alone-yes-then-roommate": ("NegFlip", "live with", "roommate", "live with", "any"),
    "probe-gamer-then-no-video-games": ("NegFlip", "play", "video games", "play", "video games"),
    "probe-teller-then-never-a-job": ("NegFlip", "have", "job", "work as", "teller"),
    "probe-terrified-then-love-dogs": ("Antonym", "like", "dogs", "dislike", "dogs"),
    # Fourth probes: born "there" (the place just named); the youngest of five has four siblings
    "probe-canada-then-born-there": ("EOC", "be from", "Mexico", "be from", "Canada"),
    "probe-youngest-of-five-then-only-child": ("NegFlip", "have", "siblings", "have sibling", "4"),
    # Fifth probes: a subjectless denial ("Can't handle it"), "what's your age?", a partner answered
    "probe-cant-handle-it-then-love-spicy": ("Antonym", "like", "spicy food", "dislike", "spicy food"),
    "probe-age-answer-then-forties": ("EOC", "have age", "40s", "have age", "19"),
    "probe-girlfriend-yes-then-single": (
        "Antonym",
        "have marital status",
        "single",
        "have marital status",
        "in relationship",
    ),
    # "I go hiking every Saturday" hikes
    "probe-hiking-saturdays-then-never": _state("NegFlip", "hike"),
    # going to college read from a mention of it; a yes/no question asked after a comma
    "college-roommate-then-never": _state("NegFlip", "go to college ever"),
    "quit-smoking-then-comma-question": _state("NegFlip", "smoke ever"),
    # a mother passed away, then doing things now
    "mom-passed-then-visiting": _state("NegFlip", "be alive"),
    # an animal allergy keeps no such pet; working from home is no commute
    "allergic-to-cats-then-two": ("NegFlip", "have cat", "2", "have", "cats"),
    "home-office-then-commute": ("NegFlip", "commute to", "office", "commute to", "office"),
    # two kinds of home
    "apartment-then-farm": ("EOC", "live in home of kind", "farm", "live in home of kind", "apartment"),
    # a skill graded, then the opposite grade
    "great-cook-then-terrible": ("NegFlip", "be good at", "cooking", "be good at", "cooking"),
    # a job that needs a school, then never having gone
    "attorney-then-no-law-school": _state("NegFlip", "go to law school ever"),
    # never abroad, then a trip to a foreign city; both parents passed away after a mom cooking
    "never-abroad-then-lisbon": _state("NegFlip", "go abroad ever"),
    "parents-visit-then-both-passed": _state("NegFlip", "be alive"),
    # a field of college studied, then never having gone
    "engineering-then-no-college": _state("NegFlip", "go to college ever"),
    # "No, just English" to other languages after one spoken since childhood
    "other-languages-just-english": ("EOC", "speak", "English", "speak", "Korean"),
    # "Not at all" to watching sports much, after every game watched
    "every-game-then-not-at-all": ("NegFlip", "watch", "sports", "watch", "Celtics game"),
    # never a cigarette touched, then a pack a day
    "never-touched-cigarette-then-pack": _state("NegFlip", "smoke"),
    # up at 5am every day, then never before 10; a peanut allergy, then a peanut butter sandwich;
    # a volleyball game of one's own, then never any sport
    "early-riser-then-never-before-ten": _state("NegFlip", "be early riser"),
    "peanut-allergy-then-pb-sandwich": ("NegFlip", "like", "peanut butter sandwich", "eat", "peanuts"),
    "volleyball-game-then-no-sport": ("NegFlip", "play", "sport", "play", "volleyball"),
    # an ex-wife, then never married; the baby of the family, then the oldest kid
    "ex-wife-then-never-married": _state("NegFlip", "marry ever"),
    "baby-of-family-then-oldest": ("Antonym", "have birth order", "oldest", "have birth order", "youngest"),
    # retired, then a shift tomorrow; a sport played all four years in college, then never went
    "retired-then-shift-tomorrow": _state("NegFlip", "be employed"),
    "played-in-college-then-never-went": _state("NegFlip", "go to college ever"),
    # a retriever had, then a wish for a dog
    "retriever-then-want-a-dog": ("NegFlip", "have", "dog", "have", "golden retriever"),
    # a job and a workplace or field of two lines of work
    "grocery-store-then-bartender": ("EOC", "work as", "bartender", "work at", "grocery store downtown"),
    "teacher-then-in-marketing": ("EOC", "be in", "marketing", "work as", "teacher"),
    # never smoked a day in one's life, then a pack a day; retired, then longing to retire
    "never-smoked-a-day-then-a-pack": _state("NegFlip", "smoke"),
    "retired-then-longs-to-retire": _state("NegFlip", "be employed"),
    # vegetarian, then a ribeye ordered
    "vegetarian-then-got-the-ribeye": ("NegFlip", "eat", "ribeye", "eat", "meat"),
    # a stay in the hospital, then never been in one
    "hospital-stay-then-never-in-one": ("NegFlip", "be in", "hospital", "be in", "hospital"),
    # a peanut allergy, then one of a peanut butter sandwich every day
    # two huskies, then an only dog
    "two-huskies-then-only-dog": ("NumMismatch", "have dog", "1", "have husky", "2"),
    "peanut-allergy-then-one-every-day": (
        "NegFlip",
        "eat",
        "peanut butter and jelly sandwich",
        "eat",
        "peanuts",
    ),
    # stop 35: faith worded two ways; a love of hot food in a set phrase; a grade taught and an
    # age told as subjectless gerunds; "never been able to"; a passing said as a noun; a habit cut
    # down on; "here in" after staying in; a duty never had; a trip named as a noun; no license;
    # a kind of shellfish; an older sibling against the oldest; a set lived with; an origin in a
    # relative clause; a teacher's own classroom
    "no-religious-beliefs-then-believes": _state("NegFlip", "be religious"),
    "hates-spicy-then-spicier-better": ("Antonym", "like", "spicy food", "dislike", "spicy food"),
    "nurse-then-teaching-fourth-grade": ("EOC", "work as", "teacher", "work as", "nurse"),
    "age-then-being-an-age": ("NumMismatch", "have age", "61", "have age", "29"),
    "swims-then-never-able": _state("NegFlip", "swim"),
    "late-mom-then-mom-passing": _state("NegFlip", "be alive"),
    "never-smoked-then-cutting-down": _state("NegFlip", "smoke"),
    "chicago-then-here-in-phoenix": ("EOC", "live in", "Phoenix", "live in", "Chicago"),
    "home-depot-then-never-had-to": ("NegFlip", "work at", "Home Depot", "work at", "Home Depot"),
    "never-abroad-then-trip-to-spain": _state("NegFlip", "go abroad ever"),
    "drives-then-no-license": _state("NegFlip", "drive"),
    "shellfish-allergy-then-lobster": ("NegFlip", "eat", "whole lobster", "eat", "shellfish"),
    "oldest-then-older-sister": ("NegFlip", "have birth order", "oldest", "have birth order", "oldest"),
    "only-kid-then-with-four-kids": ("NumMismatch", "have kid", "4", "have kid", "1"),
    "from-denver-then-where-grew-up": ("EOC", "be from", "New Orleans", "be from", "Denver"),
    "nurse-then-my-classroom": ("EOC", "work as", "teacher", "work as", "nurse"),
    # stop 36: none in passing ("no kids, just me and my wife"; "no pets for me"); a remark no
    # object ("never learned how to swim, pretty embarrassing"); a boss of today; a license
    # never got and a drive this morning; practice plays; up at 5 even weekends; a degree
    # graduated with; a cheeseburger; a pack cut down to
    "no-kids-in-passing-then-son": ("NegFlip", "have", "son", "have", "kids"),
    "no-pets-in-passing-then-pup": ("NegFlip", "have", "pup", "have", "pets"),
    "never-learned-how-with-remark-then-laps": _state("NegFlip", "swim"),
    "retired-then-boss-today": _state("NegFlip", "be employed"),
    "no-license-then-driving-this-morning": _state("NegFlip", "drive"),
    "practicing-piano-then-never-played": ("NegFlip", "play", "instrument", "play", "piano"),
    "up-at-five-even-weekends-then-noon": _state("NegFlip", "be early riser"),
    "never-college-then-graduated-with-degree": _state("NegFlip", "go to college ever"),
    "vegetarian-then-cheeseburger": ("NegFlip", "eat", "double cheeseburger", "eat", "meat"),
    "never-smoked-then-cut-down-to-pack": _state("NegFlip", "smoke"),
    # the only language known, then a chat in another; a no to "did you go to college?" is of a
    # life; an origin before "where I grew up"; kids counted by their ages; a lead misparsed as
    # a second subject
    "only-english-then-chat-in-polish": ("EOC", "speak", "Polish", "speak", "English"),
    "majored-then-no-college": _state("NegFlip", "go to college ever"),
    "grew-up-where-then-elsewhere": ("EOC", "be from", "Denver", "be from", "Savannah"),
    "only-kid-then-kids-ages": ("NumMismatch", "have kid", "2", "have kid", "1"),
    "loves-country-then-anything-but": ("Antonym", "dislike", "country music", "like", "country music"),
    # a game played in college or a position in high school, then never played; a mishap told
    # in a "when" clause
    "played-in-college-then-never-played": ("NegFlip", "play ever", "basketball", "play ever", "basketball"),
    "quarterback-then-never-any-sport": ("NegFlip", "play ever", "sports", "play ever", "quarterback"),
    "never-broken-then-broke-when": ("NegFlip", "break", "arm", "break", "bone"),
    # "not at all" to "do you read much?" (an amount asked with no thing)
    "reads-weekly-then-books-bore": _state("NegFlip", "read"),
    # a liking in a relative clause; an opening past deed hung on a later clause
    "loves-jazz-then-which-i-hate": ("Antonym", "dislike", "jazz", "like", "jazz"),
    "sober-then-went-and-had-beers": ("NegFlip", "drink", "4 beers", "drink", "alcohol"),
    # a birthday to come and an age to come; the only language, said with more after it
    "birthday-27th-then-53-this-year": ("NumMismatch", "have age", "52", "have age", "26"),
    "spanish-at-home-then-just-english": ("EOC", "speak", "English", "speak", "Spanish"),
    # a deed done, then a liking of it gone or a dislike; a vehicle just bought, then "not one";
    # a fear, then a love; an all-time favourite and a "fave", then another
    "read-nightly-then-not-my-thing": ("NegFlip", "like", "reading", "read", "read"),
    "runs-before-work-then-hates-running": ("Antonym", "dislike", "running", "run", "run"),
    "just-bought-then-none": ("NegFlip", "have", "motorcycle", "have", "motorcycle"),
    "scared-of-horses-then-loves-them": ("Antonym", "like", "horses", "dislike", "horses"),
    "all-time-favourite-then-another": (
        "EOC",
        "have favourite band",
        "Coldplay",
        "have favourite band",
        "queen",
    ),
    "fave-food-then-favourite": ("EOC", "have favourite food", "ramen", "have favourite food", "Tacos"),
    # a deed not in the lexicon's old list; a dislike of a set against a liked member
    "meditates-then-never-meditated": _state("NegFlip", "meditate"),
    "loves-catan-then-hates-board-games": ("Antonym", "dislike", "board games", "like", "Catan"),
    # a verbless reply picks one of two alternatives
    "early-bird-then-night-owl": ("Antonym", "be", "total night owl", "be", "early bird"),
    # alternatives that hedge another thing than the job; grandchildren counted; roommates had
    "vet-with-alternatives-then-cashier": ("EOC", "work as", "cashier", "work as", "veterinarian"),
    "four-grandchildren-then-six": ("NumMismatch", "have grandkid", "6", "have grandchild", "4"),
    "lives-alone-then-two-roommates": ("NegFlip", "live with", "roommate", "live with", "any"),
    # a habit said with how often, then said to be seldom
    "cooks-every-day-then-rarely": _state("NegFlip", "cook often"),
    # a high-school dropout, then grad school
    "dropout-then-grad-school": _state("NegFlip", "go to college ever"),
    # how often a place is gone to or a deed done, in a clause or a verbless reply; a "no" of
    # its own denies its item only; "never been skiing"; a season not stood; "no meat or fish"
    "pool-every-morning-then-twice-a-year": ("NegFlip", "go to often", "pool", "go to often", "pool"),
    "runs-every-morning-answer-then-monthly": _state("NegFlip", "run often"),
    "sisters-no-brothers-then-brother": ("NegFlip", "have", "brother", "have", "brothers"),
    "never-been-skiing-then-skis": _state("NegFlip", "ski"),
    "favourite-winter-then-cant-stand-it": ("Antonym", "dislike", "winter", "like", "winter"),
    "no-meat-or-fish-then-steak": ("NegFlip", "eat", "big steak", "eat", "meat"),
    # "Being an only child, it was ...": what the speaker is, told aside
    "only-child-aside-then-brothers": ("NegFlip", "have brother", "2", "have", "siblings"),
    # a greeting before the reply; a job ended up in; "my two little ones"; a state enjoyed; a
    # favourite genre
    "greeted-no-instruments-then-violin": ("NegFlip", "play", "violin", "play", "instruments"),
    "paramedic-then-ended-up-electrician": ("EOC", "work as", "electrician", "work as", "paramedic"),
    "two-little-ones-then-four-kids": ("NumMismatch", "have kid", "4", "have kid", "2"),
    "enjoying-single-then-husband": (
        "Antonym",
        "have marital status",
        "married",
        "have marital status",
        "single",
    ),
    # a verbless status; a kind named after a yes; an age beside "at my age"; an age reached
    "single-fragment-then-girlfriend": (
        "Antonym",
        "have marital status",
        "in relationship",
        "have marital status",
        "single",
    ),
    "yes-german-then-never-learned": ("NegFlip", "learn", "German", "speak", "german"),
    "twenty-seven-then-at-my-age": ("NumMismatch", "have age", "52", "have age", "27"),
    "thirty-one-then-turning-last-spring": ("NumMismatch", "have age", "44", "have age", "31"),
    "cant-stand-country-then-favourite-genre": (
        "Antonym",
        "have favourite genre",
        "country",
        "dislike",
        "country music",
    ),
    # the common ground: the assistant's question takes for granted what the user denied
    "asks-fish-after-no-pet": ("NegFlip", "have", "fish", "have", "pets"),
    "asks-your-husband-after-single": ("NegFlip", "have", "husband", "have", "husband"),
    "asks-your-boss-after-unemployed": _state("NegFlip", "be employed"),
    "asks-your-wife-after-single": (
        "Antonym",
        "have marital status",
        "married",
        "have marital status",
        "single",
    ),
    # "go for a run" is running; a denial opening on its auxiliary before a comma splice; a
    # "one" of a kind named in the same turn, or asked about ("getting a dog?"); a breed the small
    # model hangs under "named"
    "go-for-run-then-no-running": _state("NegFlip", "run"),
    "subjectless-denial-then-no-pets": ("NegFlip", "have", "pets", "have", "cat"),
    "never-had-one-after-two-dogs": ("NegFlip", "have", "animals", "have dog", "2"),
    "retriever-named-then-no-dog-asked": ("NegFlip", "have", "dog", "have", "retriever"),
    # the worst of a kind is disliked; "dread" is a dislike; a favourite time of the year a season
    "worst-season-then-favourite": ("Antonym", "have favourite season", "summer", "dislike", "summer"),
    "love-rain-then-dread-it": ("Antonym", "dislike", "rain", "like", "rain"),
    "favourite-time-of-year-two-seasons": (
        "EOC",
        "have favourite season",
        "spring",
        "have favourite season",
        "Autumn",
    ),
    # sleeping till noon "like always", never up before 11; an hour given to "what time do you
    # get up?"; a car sold, a tv got rid of, then sat in or watched
    "slept-till-noon-after-up-at-five": _state("NegFlip", "be early riser"),
    "up-at-five-reply-after-sleeping-till-ten": _state("NegFlip", "be early riser"),
    "sold-car-then-sitting-in-it": ("NegFlip", "have", "car", "have", "car"),
    "no-tv-got-rid-then-my-tv": ("NegFlip", "have", "tv", "have", "tv"),
    # a thing that makes one miserable is disliked; languages grown up speaking, each; "my parents
    # only had the one kid"; praying is religious; a left-out "I" before "never learned how to
    # drive"; a "one" of the kind the turn counted, denied
    "loves-cold-then-cold-makes-miserable": ("Antonym", "dislike", "cold", "like", "cold"),
    "grew-up-speaking-two-then-only-one": ("EOC", "speak", "English", "speak", "french"),
    "parents-only-one-kid-after-sisters": ("NegFlip", "have", "siblings", "have sister", "2"),
    "atheist-then-prays-daily": _state("NegFlip", "be religious"),
    "never-learned-to-drive-then-drives": ("NegFlip", "drive", "old honda civic", "drive", "drive"),
    "no-tv-not-even-one-then-big-tv": ("NegFlip", "have", "tv", "have", "tv"),
    # "never managed to" is "never did", and not a single thing is nothing; "one, a honda civic"
    "grew-tomatoes-then-never-grew-a-thing": ("NegFlip", "grow", "any", "grow", "tomatoes"),
    "no-car-then-one-a-civic": ("NegFlip", "have", "2015 honda civic", "have", "car"),
    # a "no kids" lead the small model makes a second subject; the answer to "the worst X?" is
    # disliked; what one starts the day with (or cannot start it without) is taken
    "no-kids-lead-then-daughter": ("NegFlip", "have", "daughter", "have", "kids"),
    "favourite-weather-then-worst": ("Antonym", "dislike", "rain", "have favourite weather", "rain"),
    "never-breakfast-then-cant-start-without": ("NegFlip", "eat", "real breakfast", "eat", "breakfast"),
    "never-coffee-then-starts-day-with-it": ("NegFlip", "drink", "black coffee", "drink", "coffee"),
    # a "never" with its "I" left out before a comma splice; a bare "wish I did"; an "only kid";
    # being let go is being fired; a college major however it is said
    "never-license-comma-then-drives": _state("NegFlip", "drive"),
    "wish-i-did-languages-then-fluent": ("EOC", "speak", "portuguese", "speak", "english"),
    "only-kid-then-little-brother": ("NegFlip", "have", "brother", "have", "siblings"),
    "never-fired-then-let-go": _state("NegFlip", "be fired"),
    "biology-major-then-english-major": ("EOC", "have major", "history", "have major", "chemistry"),
    # a marital status after an answer word, or denied; a stay at a house outside a city abroad
    "single-answer-then-wife": ("Antonym", "have marital status", "married", "have marital status", "single"),
    "not-married-then-husband": (
        "NegFlip",
        "have marital status",
        "married",
        "have marital status",
        "married",
    ),
    "never-abroad-then-summers-outside-lisbon": _state("NegFlip", "go abroad ever"),
    # a bare "only child" after an answer word and a twin later; a language talked in, told in
    # the past without its "I"; a "no siblings" beside "just me and her"
    "only-child-then-shared-with-twin": ("NegFlip", "have", "twin", "have", "siblings"),
    "english-only-then-talked-in-spanish": ("EOC", "speak", "spanish", "speak", "english"),
    "just-me-and-grandma-then-brother": ("NegFlip", "have", "brother", "have", "siblings"),
    # a car sold, its "I" left out before a comma splice
    "sold-car-left-out-i-then-takes-car": ("NegFlip", "have", "car", "have", "car"),
    # never married is not married now; "both my kids" counts two
    "never-married-left-out-i-then-husband": (
        "NegFlip",
        "have marital status",
        "married",
        "have marital status",
        "married",
    ),
    "three-kids-then-both-my-kids": ("NumMismatch", "have kid", "2", "have kid", "3"),
    # "one of four" counts three siblings; an aunt said by possessive is had
    "one-of-four-then-one-sibling": ("NumMismatch", "have sibling", "1", "have sibling", "3"),
    "no-aunts-then-my-aunt": ("NegFlip", "have", "aunt", "have", "aunts"),
    # "not ... at all" is no "all"; a reply's noun the small model tags a verb after its adverb,
    # and a favourite food eaten; a breed counted as the kind asked
    "coffee-at-all-then-likes-coffee": ("NegFlip", "like", "coffee", "like", "coffee"),
    "favourite-steak-adverb-then-no-meat": ("NegFlip", "eat", "meat", "eat", "steak"),
    "two-labs-then-only-dog": ("NumMismatch", "have dog", "1", "have dog", "2"),
    # a "number one" favourite; a favourite after a lead the parser made a second subject
    "number-one-favourite-then-another": (
        "EOC",
        "have favourite food",
        "ramen",
        "have favourite food",
        "tacos",
    ),
    "country-favourite-lead-then-hates-country": (
        "Antonym",
        "dislike",
        "country",
        "have favourite genre",
        "country",
    ),
    # which faith is one value; a faith is no job, though the question asked "what do you do"
    "catholic-then-jewish": ("EOC", "have religion", "jewish", "have religion", "catholic"),
    "not-religious-then-devout-baptist": _state("NegFlip", "be religious"),
    # "not a single bone" is no bone; a wish for a past denies it; "Rome! I've been there";
    # "a parakeet named Sunny"
    "broke-leg-then-no-bone": ("NegFlip", "break", "bone", "break", "leg"),
    "went-to-college-then-wish-had": _state("NegFlip", "go to college ever"),
    "rome-been-then-never-europe": ("NegFlip", "be to", "europe", "be to", "rome"),
    "parakeet-named-then-no-bird": ("NegFlip", "own", "bird", "have", "parakeet"),
    # a named pet's kind is one value, "he" the pet just asked about
    "parrot-named-then-goldfish": ("EOC", "be of kind", "goldfish", "be of kind", "parrot"),
    "cat-named-then-rabbit": ("EOC", "be of kind", "rabbit", "be of kind", "cat"),
    # a thing drunk and a dislike of it; driving "it" drives ("thanks" is no "it"); a perfect
    # outing; "set foot in" is being there
    "hates-coffee-then-drinks-a-mug": ("Antonym", "drink", "coffee", "dislike", "coffee"),
    "drives-it-then-never-drives": _state("NegFlip", "drive"),
    "runs-daily-then-not-in-years": _state("NegFlip", "run"),
    "grew-up-in-ohio-then-never-set-foot": ("NegFlip", "be to", "ohio", "be from", "ohio"),
    # a thing found boring is disliked; a reply's lead with a clause of its own is what "them"
    # stands for
    "finds-jazz-boring-then-huge-fan": ("Antonym", "like", "jazz", "dislike", "jazz"),
    "vegetarian-then-steak-lead-eats-it": ("NegFlip", "eat", "ribs", "eat", "meat"),
    # a job become; "in my life" widens a denial; a birthday's month; an age in a "being" clause;
    # a possessed noun misread as a gerund ("my only sibling"); one boyfriend at a time
    "became-dentist-after-lawyer": ("EOC", "work as", "dentist", "work as", "lawyer"),
    "bakes-then-never-baked-in-life": ("NegFlip", "bake", "any", "bake", "bread"),
    "birthday-date-then-month": ("SameTypeEOC", "have birthday", "July", "have birthday", "December"),
    "turned-28-then-being-in-fifties": ("EOC", "have age", "50s", "have age", "28"),
    "two-brothers-then-only-sibling": ("NumMismatch", "have sibling", "1", "have brother", "2"),
    "boyfriend-named-twice": ("EOC", "have boyfriend", "Tom", "have boyfriend", "Jake"),
    # a working week told by its length; "anything except" to a liking question; college skipped
    "retired-then-teaches-full-time": _state("NegFlip", "be employed"),
    "anything-but-then-favourite-genre": ("NegFlip", "have favourite genre", "country", "like", "country"),
    "degree-then-skipped-college": _state("NegFlip", "go to college ever"),
    # the writing hand; a named only one counts one; a pet's kind by a superlative; a verbless
    # "not a fan of"; an idiom of degree and a household's cook; a height in words; "lost without"
    "left-then-right-handed": ("Antonym", "be", "right-handed", "be", "left-handed"),
    "three-cats-then-only-cat": ("NumMismatch", "have cat", "1", "have cat", "3"),
    "parakeet-then-calmest-beagle": ("EOC", "be of kind", "calmest beagle", "be of kind", "parakeet"),
    "not-a-fan-then-favourite-sport": ("NegFlip", "have favourite sport", "golf", "like", "golf"),
    "cant-cook-then-cook-of-house": _state("NegFlip", "cook"),
    "tall-digits-then-short-words": ("NumMismatch", "have height", "62 inches", "have height", "76 inches"),
    "only-child-then-lost-without-brother": ("NegFlip", "have", "brother", "have", "siblings"),
    # a deed "ended up" doing; a drink ordered by the pint; a set just bought, told in a
    # relative clause; a count by "having"; a first visit; a home all one's life; a height
    # after "I'm really short,"
    "no-drink-then-ends-up-having-wine": ("NegFlip", "drink", "wine", "drink", "drink"),
    "no-drink-then-orders-pints": ("NegFlip", "drink", "IPA", "drink", "drink"),
    "no-tv-then-tv-just-bought": ("NegFlip", "have", "tv", "own", "tv"),
    "three-kids-then-nice-having-two": ("NumMismatch", "have kid", "2", "have kid", "3"),
    "paris-three-times-then-first-in-france": ("NegFlip", "be to", "France", "be to", "Paris"),
    "toronto-born-then-sydney-whole-life": ("EOC", "be from", "Sydney", "be from", "Toronto"),
    "short-lead-height-then-tall": ("NumMismatch", "have height", "77 inches", "have height", "61 inches"),
    # "are you kidding," opens no question; an age reached, in words, before "last month"
    "terrified-of-dogs-then-are-you-kidding-adore": ("Antonym", "like", "dogs", "dislike", "dogs"),
    "age-67-then-turned-sixteen-in-words": ("NumMismatch", "have age", "16", "have age", "67"),
    # a flight is a time on a plane
    "never-on-plane-then-flew": ("NegFlip", "be on", "plane", "be on", "plane"),
    "flies-every-winter-then-never-flown": ("NegFlip", "be on", "plane", "be on", "plane"),
    # a first time at a deed; a habit given up after years of it
    "three-marathons-then-first-marathon": ("NegFlip", "run", "marathon", "run", "3 marathons"),
    "never-smoked-then-quit-after-years": _state("NegFlip", "smoke ever"),
    # "a sweet tooth" is a liking of sweets
    "no-sweet-tooth-then-loves-candy": ("NegFlip", "like", "candy", "like", "sweets"),
    # a statement the parser keeps in one sentence with the advice asked after it; a reason said
    # under a denied deed
    "no-kids-then-son-before-advice-question": ("NegFlip", "have", "son", "have", "kids"),
    "loves-sushi-then-cant-stand-it-as-a-reason": ("Antonym", "dislike", "sushi", "like", "sushi"),
    # an origin told as a town in a named place is that place
    "from-a-town-in-maine-then-raised-in-arizona": ("EOC", "be from", "Arizona", "be from", "Maine"),
    # the lead before a hedged clause is said, not guessed
    "only-english-then-fluent-before-a-guess": ("EOC", "speak", "portuguese", "speak", "English"),
    # a drink taken, told in a relative clause
    "no-coffee-then-the-coffee-i-drink": ("NegFlip", "drink", "coffee", "drink", "coffee"),
    # "my little girl" is a daughter; a childhood home told in a gerund subject
    "no-kids-then-my-little-girl": ("NegFlip", "have", "girl", "have", "children"),
    "from-ohio-then-growing-up-in-madrid": ("EOC", "be from", "Madrid", "be from", "Columbus, Ohio"),
    # an origin answered as a town in a named place
    "town-in-ohio-answer-then-raised-in-leeds": ("EOC", "be from", "Leeds", "be from", "Ohio"),
    # a sentence without its "I"; a dated flight in a "when" clause; a deed done while a habit is;
    # work stopped; an hour in words
    "red-meat-then-vegetarian-without-a-subject": ("NegFlip", "eat", "meat", "eat", "red meat"),
    "never-on-a-plane-then-flew-last-summer": ("NegFlip", "be on", "plane", "be on", "plane"),
    "no-license-then-driving-while-listening": _state("NegFlip", "drive"),
    "stopped-working-then-my-manager": _state("NegFlip", "be employed"),
    "never-up-before-ten-then-up-at-six": _state("NegFlip", "be early riser"),
    # a drop and a pitcher of a drink; a life in one place and a move; "only" after a stance; a
    # birthplace in a "since" clause; a subject shared with "I"; "swam", which the small model misreads
    "never-a-drop-then-glasses-from-a-pitcher": ("NegFlip", "drink", "beer", "drink", "alcohol"),
    "lived-here-whole-life-then-just-moved": ("NegFlip", "move", "home", "move", "home"),
    "only-english-after-a-stance-then-italian": ("EOC", "speak", "italian", "speak", "English"),
    "raised-in-denver-then-since-born-in-lima": ("EOC", "be from", "Lima", "be from", "Denver"),
    "husband-and-i-in-austin-then-seattle": ("EOC", "live in", "Seattle", "live in", "Austin"),
    "cant-swim-then-swam-laps": ("NegFlip", "swim", "laps", "swim", "swim"),
    # years of a thing, then a start just made
    "cello-for-years-then-first-lessons": ("NegFlip", "be new to", "cello", "be new to", "cello"),
    "nurse-for-a-decade-then-just-hired": ("NegFlip", "be new to", "work", "be new to", "work"),
    # the night shift, then at the office every morning
    "night-shift-then-at-the-office-by-eight": ("EOC", "work shift", "day", "work shift", "night"),
    # a deed liked and done often; never outside "of" the country
    "never-learned-to-skate-then-loves-to-skate-daily": _state("NegFlip", "skate"),
    "never-outside-the-us-then-lived-in-madrid": _state("NegFlip", "go abroad ever"),
    # a job's own deed denied; evaluations said as likes and dislikes; a liking gone, worded "into"
    "baker-then-never-baked": ("NegFlip", "bake", "any", "bake", "bake"),
    "lifeguard-then-never-learned-to-swim": _state("NegFlip", "swim"),
    "cant-get-enough-jazz-then-bores-me": ("Antonym", "dislike", "jazz", "like", "jazz"),
    "golf-overrated-then-obsessed": ("Antonym", "like", "golf", "dislike", "golf"),
    "runs-daily-then-never-into-running": ("NegFlip", "like", "running", "run", "run"),
    "chess-nightly-then-never-got-into-it": ("NegFlip", "like", "chess", "play", "chess"),
    # a named place where one was; a comma splice under a gerund subject; "only ... right now";
    # a job told in a relative clause; a favourite the small model misread as a verb
    "back-from-japan-then-never-been-to-asia": ("NegFlip", "be to", "Asia", "be to", "Japan"),
    "hospital-in-boston-then-never-been-to-boston": ("NegFlip", "be to", "Boston", "be to", "Boston"),
    "camping-every-summer-then-never-comma-splice": _state("NegFlip", "camp"),
    "only-english-right-now-then-fluent-spanish": ("EOC", "speak", "Spanish", "speak", "English"),
    "line-cook-in-a-relative-clause-then-cant-cook": _state("NegFlip", "cook"),
    "hate-seafood-then-shrimp-favorite": ("Antonym", "have favourite", "shrimp", "dislike", "seafood"),
    # where one is now and whether one has been out today (one chat is one sitting)
    "office-lunch-break-then-in-bed-all-day": _state("NegFlip", "be home now"),
    "run-this-morning-then-not-left-the-house": _state("NegFlip", "go out today"),
    "airport-then-on-the-couch-at-home": _state("NegFlip", "be home now"),
    # a flight of one's own; a drink of something and one in hand; "Honestly, coffee."; "my two
    # boys"; "Japan, where I lived"; "name's"; a house had somewhere; a state beside an age; a
    # class year at a college; home from work
    "never-on-a-plane-then-my-flight": ("NegFlip", "be on", "plane", "be on", "plane"),
    "never-a-drink-of-alcohol-then-a-glass-of-wine": ("NegFlip", "drink", "red wine", "drink", "alcohol"),
    "never-coffee-then-honestly-coffee": ("NegFlip", "drink", "coffee", "drink", "coffee"),
    "two-boys-at-the-park-then-no-kids": ("NegFlip", "have", "kids", "have boy", "2"),
    "never-abroad-then-japan-where-i-lived": _state("NegFlip", "go abroad ever"),
    "name-jake-then-names-tom": ("EOC", "have name", "Tom", "have name", "Jake"),
    "house-in-oregon-then-lives-in-miami": ("EOC", "live in", "Miami", "live in", "Oregon"),
    "sixty-eight-and-retired-then-works-fifty-hours": _state("NegFlip", "be employed"),
    "sophomore-at-ohio-state-then-never-college": _state("NegFlip", "go to college ever"),
    "just-home-from-work-then-no-job": _state("NegFlip", "be employed"),
    # a thing denied beside one said; one's own question asked back; a job lost; one's own boss;
    # what a home lacks or has; a craft learned as a child; a job at the office; an aged house
    "fish-but-never-meat-then-ate-a-steak": ("NegFlip", "eat", "big juicy steak", "eat", "meat"),
    "asked-back-never-smoked-then-half-a-pack": _state("NegFlip", "smoke"),
    "laid-off-then-boss-kept-me-late": _state("NegFlip", "be employed"),
    "own-boss-then-my-boss-yelled": ("NegFlip", "have", "boss", "have", "boss"),
    "condo-no-yard-then-mowing-the-backyard": ("NegFlip", "have", "backyard", "have", "yard"),
    "kitchen-without-an-oven-then-baked-in-my-oven": ("NegFlip", "have", "oven", "have", "oven"),
    "knit-since-six-then-picked-it-up-last-month": ("NegFlip", "be new to", "knit", "be new to", "knit"),
    "stay-at-home-dad-then-office-as-a-banker": ("EOC", "work as", "banker", "work as", "stay at home dad"),
    "old-victorian-house-then-a-studio": (
        "EOC",
        "live in home of kind",
        "apartment",
        "live in home of kind",
        "house",
    ),
    # stop 50: a bare answer after a habitual opening ("Usually three scrambled eggs", "Oh the
    # usual, a big glass of cola"); a drink cut out; an allergy hung on the copula; a dislike asked
    # for; a gerund never tried; all one listens to; a question with its "have you" left out and a
    # past stay in a "when" clause; riding a bike is biking; a bare "passed" of both parents; a
    # count in a gerund subject; not seeing anyone; years sober; in bed since this morning; no
    # animals at all; Chinese spoken as Mandarin; out of bed early
    "cut-out-soda-then-cola-answer": ("NegFlip", "drink", "cola", "drink", "soda"),
    "egg-allergy-then-usually-eggs": ("NegFlip", "eat", "3 scrambled eggs", "eat", "eggs"),
    "cutting-out-caffeine-then-espresso": ("NegFlip", "drink", "double espresso", "drink", "caffeine"),
    "salmon-then-allergic-to-fish-copula": ("NegFlip", "eat", "fish", "eat", "grilled salmon"),
    "unliked-food-answer-then-love-them": ("Antonym", "like", "mushrooms", "dislike", "mushrooms"),
    "never-tried-skiing-gerund-then-skis": _state("NegFlip", "ski"),
    "country-not-my-thing-then-all-i-listen-to": (
        "NegFlip",
        "listen to",
        "country music",
        "like",
        "country music",
    ),
    "ever-been-ellipsis-then-lived-there": ("NegFlip", "be to", "Japan", "be to", "japan"),
    "bike-commute-then-never-rode-a-bike": _state("NegFlip", "bike"),
    "parents-passed-then-mom-visiting": _state("NegFlip", "be alive"),
    "two-daughters-then-having-one-kid": ("NumMismatch", "have kid", "1", "have daughter", "2"),
    "not-seeing-anyone-then-wife": (
        "Antonym",
        "have marital status",
        "married",
        "have marital status",
        "single",
    ),
    "years-sober-then-wine": ("NegFlip", "drink", "red wine", "drink", "drink"),
    "bed-since-morning-then-gym-this-afternoon": _state("NegFlip", "go out today"),
    "hamster-then-never-any-animals": ("NegFlip", "have", "animals", "have", "hamster"),
    "mandarin-then-no-chinese": ("NegFlip", "speak", "Chinese", "speak", "Mandarin"),
    "night-owl-then-out-of-bed-early": _state("NegFlip", "be early riser"),
    # a member of a thing whose taste is hated; not a single live show; a pair of skates
    "hate-coffee-taste-then-espressos": ("Antonym", "drink", "2 double espressos", "dislike", "coffee"),
    "metallica-live-then-never-a-single-show": ("NegFlip", "be to", "live show", "be to", "concert"),
    "skating-since-four-then-never-a-pair-of-skates": ("NegFlip", "have", "skates", "go", "ice skating"),
    "no-smartphone-then-my-iphone": ("NegFlip", "have", "iphone", "own", "smartphone"),  # an iPhone is one
    # no pets, then a puppy within the same sitting (a later sitting is a change: CLEAN)
    "no-pets-then-a-puppy-in-one-session": ("NegFlip", "have", "puppy", "have", "pets"),
    # a pet asked after by its kind or as "she" is the named one; a past deed hung on the one
    # before with no label; "with two dogs" after "but honestly"; an opening "as an only child";
    # a lack told by how it feels; had once in life; an activity told in a relative clause
    "pet-kind-asked-then-pronoun-kind": ("EOC", "be of kind", "huge maine coon", "be of kind", "siamese"),
    "never-drove-then-hopped-in-and-drove": _state("NegFlip", "drive"),
    "one-dog-then-with-two-dogs": ("NumMismatch", "have dog", "2", "have pet", "1"),
    "two-sisters-then-as-an-only-child": ("NegFlip", "have", "siblings", "have sister", "2"),
    "poodle-then-nice-not-having-pets": ("NegFlip", "have", "pets", "have", "poodle"),
    "braces-then-never-had-braces": ("NegFlip", "have ever", "brace", "have ever", "brace"),
    "never-drove-then-the-van-i-drive": _state("NegFlip", "drive"),
    # a single parent is not married; a "nope" to living with anyone; a birthday by its number
    # alone; a height answering "how tall are you?"
    "single-mom-then-my-husband": (
        "NegFlip",
        "have marital status",
        "married",
        "have marital status",
        "married",
    ),
    "lives-with-nobody-then-roommate": ("NegFlip", "live with", "roommate", "live with", "any"),
    "turned-25-then-party-for-my-60th": ("NumMismatch", "have age", "59", "have age", "25"),
    "tall-answer-then-at-five-foot-one": (
        "NumMismatch",
        "have height",
        "61 inches",
        "have height",
        "75 inches",
    ),
    # a birthday is its month, however it is told
    "birthday-july-then-december": ("SameTypeEOC", "have birthday", "December", "have birthday", "July"),
    # the siblings of "the oldest of five kids"; one's own wedding lately; out of work
    "oldest-of-five-kids-then-one-sister": ("NumMismatch", "have sibling", "1", "have sibling", "4"),
    "wedding-last-week-then-single": (
        "Antonym",
        "have marital status",
        "single",
        "have marital status",
        "married",
    ),
    "out-of-work-then-boss-raise": _state("NegFlip", "be employed"),
    # one twin, of one sex; the speaker told as "someone who"; a sale spliced on with its "I" left
    # out; a serving of a drink hated
    "twin-sister-then-twin-brother": ("SameTypeEOC", "have twin", "brother", "have twin", "sister"),
    "wife-then-as-someone-never-married": (
        "NegFlip",
        "have marital status",
        "married",
        "have marital status",
        "married",
    ),
    "spliced-sale-then-my-car": ("NegFlip", "have", "car", "have", "car"),
    "hate-coffee-then-fourth-cup": ("Antonym", "drink", "coffee", "dislike", "coffee"),
}
CLEAN = (
    # a dog as a kid is no dog now; a shower denied in the morning only; "with no kids" has none
    "clean-a-dog-as-a-kid-none-now",
    "clean-showers-at-night-not-in-the-morning",
    "clean-no-kids-travel-with-friends",
    # a single mom may date; a likeness is no age
    "clean-single-mom-then-boyfriend",
    "clean-age-then-treated-like-five",
    # a birthday's day said later; a year of birth is no origin
    "clean-birthday-month-then-day",
    "clean-from-ohio-born-in-1990",
    # a dog mom has no kids
    "clean-dog-mom-no-kids",
    # a tea of herbs holds no caffeine
    "clean-no-caffeine-then-chamomile",
    # a job lost and found again; a boss of a job left; a deed denied by "no"; what one is not;
    # another's pool
    "clean-fired-found-a-new-job-boss-is-great",
    "clean-boss-at-last-job-now-own-boss",
    "clean-watching-sports-yes-playing-no",
    "clean-a-cat-not-a-dog-person",
    "clean-sisters-pool-none-of-my-own",
    # a return home after "heading home"; another's work; a cousin is no sibling, nor a
    # brother-in-law a brother; a habit of where one is; a flight ahead; another's beer
    "clean-gym-then-heading-home-then-home-now",
    "clean-wife-home-from-work-no-job",
    "clean-only-child-cousin-like-a-brother",
    "clean-no-brothers-brother-in-law",
    "clean-usually-at-the-gym-home-now",
    "clean-never-flown-nervous-about-flight-tomorrow",
    "clean-dont-drink-husband-relaxes-with-a-beer",
    # a car rented, not owned; "not nervous, just excited"; "used to only"; "my go-to, but never";
    # not vegan but vegetarian; never left one's home state; root beer; a childhood's meat; a
    # dislike of cooking dinner and a love of baking; cooking loved, baking not
    "clean-rent-a-car-own-none",
    "clean-not-nervous-just-excited",
    "clean-used-to-only-rap",
    "clean-go-to-but-never-olives",
    "clean-vegetarian-not-vegan",
    "clean-never-left-home-state",
    "clean-root-beer-no-alcohol",
    "clean-meat-whole-childhood",
    "clean-hate-cooking-dinner-love-baking",
    "clean-cooking-not-baking",
    # a friend's place is no place one was; a trip ahead; "not even at weddings" is no place
    "clean-talked-to-friend-in-london",
    "clean-plan-trip-to-paris",
    "clean-dont-drink-not-even-wine-at-weddings",
    # a bus taken after a car sold; another's flight; one job left after retiring
    "clean-sold-the-car-took-the-bus",
    "clean-never-flown-sister-flew",
    "clean-retired-and-quit-the-garden-center",
    # a job before is no deed denied; making a drink is not drinking it; a habit of one's youth;
    # lessons are learning; two times of one deed
    "chef-before-mechanic-cooks-dinner",
    "makes-coffee-drinks-none",
    "violin-as-a-kid-piano-now",
    "swimming-lessons-cannot-swim-yet",
    "used-to-work-days-nights-now",
    "late-dad-mom-still-home",
    "home-fridays-office-otherwise",
    "never-law-school-but-college",
    "bad-at-geometry-good-at-math",
    "farm-and-its-house",
    # a city and its state; a diet and a state before; a trial once; a marriage ended and a
    # partner since; a favourite animal not had; a graded skill; a second job; not always there
    "city-in-its-state",
    "vegetarian-in-college-burger-now",
    "tried-coffee-once-tea-now",
    "divorced-then-girlfriend",
    "favourite-dogs-no-dog",
    "average-cook-food-photographer",
    "coach-teaches-too",
    "always-lived-no",
    "clean-more-exact-job",
    "clean-relative-not-me",
    "clean-quit-and-gum",
    "clean-wedding-to-come",
    "clean-swim-a-little",
    "clean-elaboration",
    "clean-preferences",
    "clean-paraphrase",
    "clean-revision",
    "clean-alternatives",
    "clean-moved",
    "clean-denied-opposites",
    "clean-vegan",
    "clean-bare-favourites",
    "clean-range",
    "clean-count-answer",
    "clean-denied-count",
    "clean-wish",
    "clean-used-to",
    "clean-ages",
    "clean-activities",
    # Task chat (MT-Bench-101 kinds): one value in two units, a class and a sum, a correction
    # the user asked for.
    "clean-measures",
    "clean-classes",
    "clean-correction-asked",
    # A band never heard of is not music in general; a wish to try is no claim of knowing.
    "clean-unheard-other",
    # "I am from Ohio" says no yes to "Are you from Texas?", nor "I have a cat" to "a dog?".
    "clean-answer-goes-on",
    # Plain chat (LoCoMo kinds): "other" languages leave out the named ones, an amount is graded,
    # a state is no possession, eager waiting is no visit.
    "clean-other-kinds",
    "clean-graded-denial",
    "clean-state-and-deed",
    "clean-eager",
    # "can't stop thinking about" goes on doing, "heading to" plans, youth is not now, a
    # favourite named outright is the favourite.
    "clean-cant-stop",
    "clean-heading-there",
    "clean-youth",
    "clean-favourite-stated",
    # "No longer" denies: the old home is left, not kept beside the new one.
    "clean-no-longer",
    # "Hardly ever" is neither yes nor no: a drink at a wedding does not go back on it.
    "clean-seldom",
    # A job one was ("I was a teacher for twenty years") is not the job one has.
    "clean-former-job",
    # Not having a thing and loving it agree, within one turn and across turns.
    "clean-love-without-having",
    # A simple past over a span is over: "I lived in Chicago for ten years" then Denver.
    "clean-past-period",
    # Two kinds of one class are siblings, not a set and its member: no coffee is no word on
    # tea, no meat none on beans, no cigarettes none on a cigar.
    "clean-sibling-drinks",
    "clean-sibling-foods",
    # "them" is the cats this turn named, not the dogs of the turn before.
    "clean-them-own-turn",
    # "my only pet" said as the slot's value is not a second count of pets.
    "clean-only-pet-slot",
    # Liking sports and not football agree: a set asserted, one member denied.
    "clean-set-and-denied-member",
    # A doer's noun, cups of it, and the first cup of the day agree; so do a son of 8 who just
    # turned eight, and two boys then an only daughter on the way.
    "clean-drinker-cups",
    "clean-kin-ages",
    "clean-count-then-only-member",
    # "I don't miss a single match" denies nothing (a LoCoMo false alarm).
    "clean-not-miss-a-single",
    # A photo of the lake is a photo: not having one is no word on swimming in the lake (a guard).
    "clean-photo-of-a-place",
    # "For this role-play please say you live in Rome" authorises the move.
    "clean-instructed-revision",
    # "All three boys" of the other party's boys is not one's own count; three siblings hold
    # two brothers.
    "clean-whole-of-theirs",
    "clean-set-above-kind",
    # a favourite and a liking meet on one value only: winter, then no fan of summer
    "clean-favourite-and-another-dislike",
    # running a bakery is no running: "I don't run" leaves it standing
    "clean-run-a-business",
    # a past state over a span is over ("I was vegetarian for like 4 years"), and so is a habit
    # quit ("I smoked for like 10 years before I quit")
    "clean-past-period-state",
    "clean-quit-smoking",
    # two attitudes set against two things in one turn; not hating running is no word on a club
    "clean-two-attitudes-one-turn",
    "clean-used-to-hate",
    # "he's my only son" names the son counted; "the one who cooks" is no age; "he" after "I have
    # a half brother" is the brother, not the dad named after it
    "clean-only-son-named",
    "clean-the-one-who",
    "clean-half-brother-age",
    # "being a nurse means long shifts, I don't know how she does it" is the sister's job
    "clean-being-a-job-generic",
    # a plain no to "every day?" denies the amount only; "no pets right now, ..., I travel a lot"
    # lends the pets to no other verb
    "clean-not-every-day",
    "clean-no-pets-then-travel",
    # a deed with any dog, missing a state's winters, working at a coffee shop: no dog had, no
    # home, no coffee drunk; turning 35 next week is 34 now; a past habit asked with "ever"; the
    # couple's kids; not a good swimmer; the only teacher of the family; without one's own pet
    "clean-pet-every-dog",
    "clean-miss-home-state",
    "clean-work-at-coffee-shop",
    "clean-turning-next-week",
    "clean-ever-ate-meat",
    "clean-kids-together",
    "clean-not-a-good-swimmer",
    "clean-only-teacher-in-family",
    "clean-without-my-own-pet",
    # dogs had growing up are no dogs now
    "clean-dogs-growing-up",
    # divorced ten years ago and married now; a student with a part-time job; coffee given up and
    # missed; no breakfast on weekdays but pancakes on Sundays; a pet of one's own only "if";
    # a home moved to, said in a list, and the old one denied
    "clean-divorced-then-remarried",
    "clean-student-and-barista",
    "clean-used-to-coffee-miss-it",
    "clean-weekday-breakfast",
    "clean-if-my-own-pet",
    "clean-moved-from-home-state",
    # "I smoked for about ten years before I quit": over, the span hung on "quit"
    "clean-smoked-span-before-quit",
    # a dog and a cat are two pets, a son and a daughter two kids; a guitar had and not played
    "clean-dog-and-cat-named",
    "clean-son-daughter-ages",
    "clean-guitar-not-played-now",
    # a teacher who teaches a grade; a grade taught before; a third party's job not done
    "clean-teacher-teaches-grade",
    "clean-taught-before-nursing",
    # a habit quit, not done now, not done with cigars, done for ten years: all of one life
    "clean-quit-smoking-dont-smoke",
    # only English spoken, Spanish being learned; coffee only in the morning, water and tea after
    "clean-only-english-now-learning",
    # three kids: an oldest, a youngest and a middle one
    "clean-three-kids-youngest-oldest",
    # "So you did eat meat?" asks of a past habit: a yes says nothing of now
    "clean-vegetarian-did-eat-meat",
    # a city named with its state ("Columbus, Ohio") is in that state
    "clean-city-and-state",
    # a chai latte is tea, not coffee
    "clean-no-coffee-chai-latte",
    # a stay away from home; a habit given up; a birthday ahead; a native
    # living elsewhere; pasta tonight and mostly vegetarian
    "clean-home-and-a-conference-stay",
    "clean-used-to-work-out-walks",
    "clean-pasta-tonight-vegetarian",
    "clean-29-birthday-next-week",
    "clean-native-living-elsewhere",
    # cups of coffee and no tea; a brother and a sister counted; born in one state, living in another
    "clean-two-cups-no-tea",
    "clean-got-siblings-brother-sister",
    "clean-born-ohio-lives-denver",
    # not alone but with a sister; scared of big dogs, loving a small one; no job as a student;
    # alone with a cat
    "clean-not-alone-with-sister",
    "clean-scared-of-big-dogs-loves-chihuahua",
    "clean-never-a-job-full-time-student",
    "clean-alone-with-a-cat",
    # the youngest of three with two sisters; a mother born where one visited; the youngest with one brother
    "clean-youngest-of-three-two-sisters",
    "clean-mom-born-there",
    "clean-youngest-in-family-one-brother",
    # never abroad and a US city; a veggie burger and no burgers; not smoked since quitting; can't
    # stand running and respecting runners
    "clean-never-abroad-denver-trip",
    "clean-veggie-burger-no-burgers",
    "clean-smoke-not-again",
    "clean-cant-stand-running-likes-runners",
    # "she" is the grandma named just before, not the mom who passed away
    "clean-mom-passed-grandma-cooks",
    # a pastime and a food; caffeine from tea, no coffee
    "clean-love-cooking-no-meat",
    "clean-tea-caffeine-no-coffee",
    # divorced, and single now
    "clean-divorced-now-single",
    # retired, and a job held for thirty years before
    "clean-retired-gardens-golfs",
    # a wish for a dog, then a plan to get one; a dog had and a wish for another
    "clean-wants-a-dog-then-getting-one",
    "clean-retriever-wants-another",
    # an accountant at a hospital, a nurse at a school
    "clean-accountant-at-hospital",
    "clean-nurse-at-school",
    # chicken again and no red meat; no band, guitar practised; no energy drinks, a chai
    "clean-chicken-again-no-red-meat",
    "clean-no-band-practices-guitar",
    "clean-no-energy-drinks-chai",
    # no coffee, a matcha latte
    "clean-no-coffee-matcha-latte",
    # a dropout who never went to college, with a boss
    "clean-dropout-mechanic-boss",
    # an imaginary dog and no pets; one marathon in 2012 and no running now
    "clean-imaginary-dog-no-pets",
    "clean-one-marathon-no-running-now",
    # retired from a career, working shifts at a store now
    "clean-retired-firefighter-hardware-shifts",
    # stop 35: a no that corrects a number; a denial put as a statement, confirmed; a no to
    # "only"; a home wished for; a vegetarian making dinner; fast food not very often; a middle
    # child; swimming learned late
    "clean-mechanic-years-corrected",
    "clean-coffee-shop-no-coffee-yep",
    "clean-only-jazz-no",
    "clean-apartment-wishing-house",
    "clean-vegetarian-makes-dinner",
    "clean-fast-food-not-often",
    "clean-middle-child",
    "clean-learned-to-swim-late",
    # stop 36: divorced and not single; smoked before, quit; turning 30 next month; coffee kept
    # for a husband; cousins like brothers; an ex-wife married long ago; a diner near one's
    # house; pupils in a class and two kids of one's own
    "clean-divorced-not-single",
    "clean-smoked-before-quit",
    "clean-turning-next-month",
    "clean-coffee-in-the-house",
    "clean-cousins-basically-brothers",
    "clean-single-ex-wife-married",
    "clean-apartment-diner-near-house",
    "clean-own-kids-pupils-in-class",
    # a move ahead and a home now; a sport no longer played, still watched; parents visited, not
    # lived with, and alone with plants; divorced before a marriage now; "here in" with a habit
    "clean-moving-next-month-lives-here",
    "clean-cant-play-still-watch",
    "clean-visits-parents-lives-alone",
    "clean-divorced-years-before-remarried",
    "clean-beach-every-weekend-here-in",
    # a cousin like a sister; a favourite of before a diet; a sport of college days; born in one
    # place and grown up in another
    "clean-only-child-cousin-like-a-sister",
    "clean-burgers-were-favourite-vegetarian-now",
    "clean-college-soccer-cant-play-now",
    "clean-born-one-place-grew-up-another",
    # almost an age is a year short of it; a game of college days, not played now
    "clean-almost-34-is-33",
    "clean-played-in-college-not-now",
    # watching yes, playing no
    "clean-watching-yes-playing-no",
    # a no to "you lived in Ohio?" denies no visit; a past asked without "did"; an age taken back
    # by "jk"; a guitar sold is no playing; a flavour liked is no liking of the thing
    "clean-from-ohio-lives-in-austin-asked",
    "clean-ate-steak-back-then",
    "clean-joke-age-taken-back",
    "clean-sold-guitar-not-playing",
    "clean-no-coffee-loves-coffee-ice-cream",
    # a noun the small model tags a past verb is no deed
    "clean-veggie-burgers-only-now",
    # a latte picked up for someone else is no coffee drunk
    "clean-picking-up-latte-for-boyfriend",
    # a thing denied more narrowly than it is had; two kinds the lexicon tells apart (a genre and
    # music, two pastimes, two film genres); a school year names a student
    "clean-likes-music-not-metal",
    "clean-in-the-city-not-nyc-yet",
    "clean-dogs-but-no-bigger-dog",
    "clean-soccer-yes-video-games-no",
    "clean-no-sports-but-video-games",
    "clean-action-movies-not-comedy",
    "clean-student-then-sophomore",
    # two lists of pets in one turn; a job begun and left; a student with no job
    "clean-pets-in-two-lists",
    "clean-used-to-cook-started-as-cook",
    "clean-student-without-a-job",
    # asking what was told; a pet got after "no pets"; "your day" grants nothing; a wider
    # liking stands against a narrower dislike
    "clean-asks-breed-after-a-dog",
    "clean-asks-after-pets-got-later",
    "clean-asks-your-day",
    "clean-like-music-hate-country",
    "clean-asks-other-pets",
    "clean-asks-old-job-after-unemployed",
    "clean-no-sports-board-games",
    "asks-kind-of-pets-after-dogs",
    "asks-how-many-kids-after-three",
    # two ranks with two ages; making drinks liked by one who does not drink; "not always";
    # a run and a dislike of it in one turn; a bike bought for a son; a dislike in the past
    "clean-oldest-youngest-ages",
    "clean-mixes-cocktails-no-drinking",
    "clean-always-a-runner-no",
    "clean-runs-but-hates-it-one-turn",
    "clean-bought-for-son",
    "clean-reads-used-to-hate-it",
    # a dislike narrowed by a relative clause; a sport played as a kid; a kind of rock disliked
    "clean-hates-super-hot-food-loves-indian",
    "clean-no-sports-now-lacrosse-as-a-kid",
    "clean-loves-rock-hates-metal",
    # a job guessed between alternatives is a conjecture
    "clean-job-guess-between-two",
    # a habit and a liking of the deed, either way round
    "clean-cooks-daily-loves-cooking",
    "clean-rarely-cooks-loves-cooking",
    # two habits of two places; a "no" of one item; a wish denied for today; a habit and a liking
    "clean-gym-daily-beach-rarely",
    "clean-no-brothers-two-sisters",
    "clean-wants-walk-not-outside-today",
    "clean-gym-monthly-loves-gym",
    # what someone else believes of the speaker is theirs
    "clean-grandma-thinks-doctor",
    # a pet still to get; a part at a wedding beside a job; a set counted whole and by kinds
    "clean-puppy-still-to-get",
    "clean-maid-of-honor-hygienist",
    "clean-three-a-boy-and-two-girls",
    # an age still to be reached
    "clean-turning-thirty-next-month",
    # a no to a deed asked at a time denies it then only
    "clean-coffee-mornings-never-at-night",
    # a run still to go for; a ranking someone else says
    "clean-going-for-a-run-later",
    "clean-wife-says-worst-season",
    # an old car sold and another bought
    "clean-sold-old-car-bought-truck",
    # a kind denied with a word the lexicon does not list leaves its other members; two kinds of
    # people are two sets
    "clean-no-spicy-food-loves-sushi",
    "clean-no-kids-five-nieces-nephews",
    "clean-only-child-lots-of-friends",
    # a deed managed at last is done
    "clean-managed-to-run-a-mile",
    # a least favourite is no favourite
    "clean-least-favourite-food-not-favourite",
    # a dog that was "kind of my brother" is no brother; a boss letting one go to a graduation
    # fires no one; a second major named later
    "clean-only-child-dog-kind-of-my-brother",
    "clean-never-fired-let-go-to-a-show",
    "clean-math-major-then-double-major",
    # a building's rule is no value of the building
    "clean-building-no-pets-volunteers",
    # a twin bed is no twin; a language one wishes to talk in is not spoken
    "clean-only-child-old-twin-bed",
    "clean-english-only-wishes-to-talk-greek",
    "clean-two-kids-both-my-kids",
    # one of four nurses is no family of four
    "clean-one-of-four-nurses-one-brother",
    # "either love or hate" asserts neither; a Catholic is a Christian; a wish to have gone to
    # college after never going
    "clean-either-love-or-hate",
    "clean-catholic-then-christian",
    "clean-never-college-wish-had",
    # a favourite snack is eaten, and is not the food one is allergic to
    "clean-peanut-allergy-favourite-pretzels",
    # a breed is its kind's member; a narrower dislike leaves the drink
    "clean-named-dog-then-breed",
    "clean-hates-black-coffee-drinks-latte",
    # what a place allows is no lack; "never further than" has run
    "clean-no-pets-allowed-cat-at-home",
    "clean-marathon-never-further",
    # a job wished for; one month said twice; a former partner; a genre spared and another
    # loved; a household's cook who cooks; one cat said twice; volunteering is no job; one hand
    "clean-want-to-become-a-nurse",
    "clean-birthday-day-then-same-month",
    "clean-ex-boyfriend-then-boyfriend",
    "clean-all-but-country-then-rock",
    "clean-cook-of-house-cooks-nightly",
    "clean-one-cat-then-only-cat",
    "clean-retired-volunteers-part-time",
    "clean-left-handed-twice",
    # a first visit of the past; born and living in one place; a drink ordered that is not the
    # one given up; a set bought for another
    "clean-first-time-in-france-past",
    "clean-rome-born-and-lived-whole-life",
    "clean-no-coffee-orders-tea",
    "clean-no-tv-bought-one-for-mom",
    # a device denied, not the games; a narrower kind of book denied; a summer job besides the
    # year's; a classroom missed; a language named where "other languages" was asked
    "clean-big-gamer-not-on-pc",
    "clean-reads-weekly-no-nonfiction",
    "clean-teacher-summer-camp-job",
    "clean-realtor-misses-classroom",
    "clean-spanish-then-no-french",
    # a flight wished for; a drone flown
    "clean-never-on-plane-wants-to-fly",
    "clean-no-flying-drones",
    # the first one in years; a habit of years given up and not taken up again
    "clean-first-concert-in-years",
    "clean-quit-smoking-years-then-no-smoking-now",
    # no sweet tooth, and berries most nights
    "clean-no-sweet-tooth-has-berries",
    # reasons under denials that agree; a statement before advice asked
    "clean-a-reason-under-a-denial-agrees",
    "clean-statement-before-advice-question-agrees",
    # a home and a workplace; a thing avoided and a thing not eaten; a rate and a total; an age
    # then and an age now (held-out false alarms)
    "clean-lives-in-a-city-works-elsewhere",
    "clean-no-meat-skips-the-bacon",
    "clean-a-rate-and-a-total-read",
    "clean-age-now-and-age-then",
    # a guess after a lead said
    "clean-a-guess-after-a-lead-agrees",
    # a drink of a habit given up, told in a relative clause
    "clean-the-coffee-i-used-to-drink",
    # a denial bound to a time of day
    "clean-coffee-lover-none-after-four",
    # growing up somewhere, said of the other party's childhood
    "clean-growing-up-there-said-of-the-user",
    # another's move after a life in one place; glasses of water after no drop of alcohol
    "clean-whole-life-here-parents-moved",
    "clean-never-a-drop-glasses-of-water",
    # a thing parted with and not had; a topping not liked on a dish liked; a vow then, overtaken
    "clean-sold-the-tv-still-no-tv",
    "clean-loves-pizza-not-mushrooms-on-it",
    "clean-vowed-never-again-then-plays-now",
    # years in a state, then a new house in it
    "clean-years-in-ohio-new-house-last-month",
    # days now, nights before
    "clean-used-to-work-nights-now-days",
    # a relative's truck (the apostrophe left out) is no car of one's own; an only child on one
    # parent's side; another's sobriety; another's dating; a wedding in may (a month, no modal)
    "no-car-then-brothers-truck",
    "half-brother-then-only-child-on-moms-side",
    "beer-nights-then-dad-sober",
    "married-then-sister-seeing-someone",
    "wedding-in-may-then-fiance",
    # not one thing and its opposite; two spans under two deeds; an engagement then; a value that
    # was; "other" shared by a list
    "not-a-morning-person-then-night-owl-at-heart",
    "spent-an-hour-then-drove-45-minutes",
    "married-six-years-then-engaged-back-then",
    "blood-pressure-was-high-now-normal",
    "twin-sister-then-no-other-siblings",
    # what was denied came to be by a later sitting; an outcome denied leaves the rest of the deed
    # (a tournament entered, planning begun, photos taken); a thing lost is not had; how sure one
    # is; two kinds of outing
    "no-pets-then-a-puppy-by-the-next-session",
    "tournament-lost-with-a-trophy",
    "planning-unfinished-then-gathering",
    "photos-not-gone-through",
    "lost-job-then-own-boss",
    "sure-then-not-sure",
    "no-road-trip-in-ages-after-a-hike",
    "love-art-then-no-pottery-yet",
    "excited-then-not-successful-before",  # two moods
    # substitutes a diet allows (cashew cheese, peanut butter, gluten-free pasta); another show
    # than the one never seen; a favourite sport only watched
    "vegan-then-cashew-mozzarella",
    "vegan-then-peanut-butter",
    "celiac-then-gluten-free-pasta",
    "never-seen-friends-then-other-show",
    "favourite-sport-never-played",
)


@pytest.fixture(scope="module")
def scored() -> dict[str, ConversationScore]:
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.parse import ParseExtractor

    extractor, embedder = ParseExtractor(), Embedder()
    return {
        c.id: evaluate_conversation(c, extractor, embedder) for c in read_file(DATA / "everyday-chat.jsonl")
    }


def _hard(result: ConversationScore, turn: int) -> set[tuple[str, str, str, str, str]]:
    [scored_turn] = [t for t in result.turns if t.index == turn]
    return {
        (f.detector, f.current.relation, f.current.triple.obj, f.historical.relation, f.historical.triple.obj)
        for f in scored_turn.firings
        if f.is_hard
    }


def test_the_fixture_holds_every_case() -> None:
    ids = [c.id for c in read_file(DATA / "everyday-chat.jsonl")]
    assert sorted(ids) == sorted([*CONTRADICTIONS, *CLEAN])


@pytest.mark.slow
@pytest.mark.parametrize("conversation", sorted(CONTRADICTIONS))
def test_everyday_contradiction_is_found_at_the_last_turn(
    scored: dict[str, ConversationScore], conversation: str
) -> None:
    result = scored[conversation]
    last = result.turns[-1].index
    assert CONTRADICTIONS[conversation] in _hard(result, last)
    assert all(not _hard(result, t.index) for t in result.turns[:-1])


@pytest.mark.slow
@pytest.mark.parametrize("conversation", CLEAN)
def test_clean_chat_raises_no_hard_detector(scored: dict[str, ConversationScore], conversation: str) -> None:
    result = scored[conversation]
    assert [t.index for t in result.turns if _hard(result, t.index)] == []


@pytest.mark.slow
def test_going_back_on_a_quarantined_denial_is_a_flip_back() -> None:
    """Dogs, then an off-topic "no pets" (flagged and quarantined), then dogs again: the last turn
    contradicts the denial (a flip-back), yet S_log stays the paper's, which leaves quarantined
    edges out of consistency scoring."""
    from dialogkg.conversation.readers import parse_conversation
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.parse import ParseExtractor

    said = [
        ("user", "Hi! Do you have dogs?"),
        ("assistant", "I have a chihuahua and a terrier. I work out at home."),
        ("user", "Do you like to work out?"),
        ("assistant", "I don't have any pets right now. My old dog died a few years back, sadly."),
        ("user", "I thought you said you had two dogs?"),
        ("assistant", "I have two dogs. One is a pug and the other is a poodle."),
    ]
    conversation = parse_conversation(
        {"id": "flip-back", "turns": [{"role": r, "text": t} for r, t in said]}, source="test"
    )
    result = evaluate_conversation(conversation, ParseExtractor(), Embedder())
    denial, again = result.turns[1], result.turns[2]
    assert denial.fused.quarantined and not any(f.flip_back for f in denial.firings)
    assert {
        (f.detector, f.historical.turn, f.historical.triple.obj) for f in again.firings if f.flip_back
    } == {("NegFlip", 4, "pets")}
    assert again.contradiction and again.s_log == 1.0
    assert all(c["flip_back"] for c in again.to_json()["certificates"])  # type: ignore[union-attr]
