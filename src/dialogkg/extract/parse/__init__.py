"""The offline default extractor: triples from a spaCy dependency parse, normalised for dialogue.

Why a parser: chat states facts in clauses the rules' patterns cannot follow ("I'm not a nurse,
I teach chemistry", "I don't really have any pets", "both of my sisters"). Each clause (the root,
and conj/ccomp/advcl/parataxis heads with a subject of their own or, for conj, an inherited one)
gives subject, verb, negation (``neg`` dependents, ``no`` determiners) and object (dobj, attr,
acomp, xcomp, or prep+pobj); ``normalize`` turns that into the shared conventions (participants
as subjects, canonical slots and preference verbs, digits). A yes/no answer borrows the
predicate of the question it answers: the previous turn's, or the speaker's own just before an
elliptical "I don't". Operations come from ``extract.operations`` like the rules extractor's.

The modules, from tokens up: ``words`` (word classes, noun phrases, numbers), ``clauses``
(which clauses are asserted, and of when), ``claim`` (the normalised triple), ``asides`` (what
a sentence says in passing: "here in Seattle", "as an accountant"), ``reader`` (the claims of a
sentence), ``answers`` (what a reply says to the question before it), ``text`` (the text made
ready for the parser) and ``extractor`` (a turn, with its context, into an extraction).
"""

from __future__ import annotations

from dialogkg.extract.parse.extractor import ParseExtractor

__all__ = ["ParseExtractor"]
