"""Candidate statements of a message, built by rule: clause → normalised fact, attribute, flags.

A candidate's text is its clause with only the person's pronouns and the verb after them
rewritten (core/model/normalise.py): right by construction. What is left to judge is whether a
clause with no known attribute is a lasting fact about the person; ``needs_model`` marks those.
"""

from __future__ import annotations

from dataclasses import dataclass

from mnemosyne_app.core.model.attributes import SINGLE_VALUED, attribute_of, is_negation, is_past, is_transient
from mnemosyne_app.core.model.clauses import clauses, language, with_companion_as_we
from mnemosyne_app.core.model.normalise import normalise

MAX_STATEMENTS = 6
MAX_CLAUSE_CHARS = 220  # a run-on "clause" this long is a paragraph, not a statement
MAX_INPUT_CHARS = 4000


@dataclass(frozen=True)
class Statement:
    text: str               # the normalised fact
    source: str             # the clause of the message it was built from
    lang: str
    attribute: str | None
    negated: bool
    needs_model: bool       # no attribute rule placed it: the model decides if it is a lasting fact


def statements(message: str) -> list[Statement]:
    text = message[:MAX_INPUT_CHARS]
    lang = language(text)
    out: list[Statement] = []
    seen: set[str] = set()
    for clause in clauses(text, lang):
        if len(clause.text) > MAX_CLAUSE_CHARS or len(clause.text) < 3:
            continue
        attribute = attribute_of(with_companion_as_we(clause.text, lang))
        if attribute in SINGLE_VALUED and is_past(clause.text):
            attribute = None  # "I used to live in London" must not replace where the person lives now
        if attribute is None and is_transient(clause.text):
            continue
        fact = normalise(clause.text, lang)
        if len(fact) < 4 or fact in seen:
            continue
        seen.add(fact)
        out.append(Statement(fact, clause.text, lang, attribute, is_negation(clause.text), attribute is None))
    return out[:MAX_STATEMENTS]
