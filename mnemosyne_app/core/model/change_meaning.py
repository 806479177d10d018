"""A change of the person's state recognised by meaning: the second stage beside the attribute rules.

The rules (core/model/attributes.py) reach the phrasings they were written for, in the languages
they were written in. A clause they leave unplaced ("I got bumped up to team lead", "on a rompu",
"sono passato al vegano") is compared, as a sentence vector of the multilingual embedder the app
already ships (core/model/use_multilingual.py: one meaning space for 16 languages), with a few
English statements of each kind of change (``PROTOTYPES``) and of things that change nothing
(``UNCHANGED``: visits, plans, errands, moods, feelings about the job). The nearest kind wins when
it is near enough and clearly nearer than anything that changes nothing; the cross-lingual space
carries the English prototypes to the other languages.

Two levels (``SURE`` and ``FAIR``), measured on bench/change_meaning_cases.py (written for this
stage; none of the held-out sets): a sure reading places the clause as the rules would; a fairly
sure one places it as a guess, and whatever that guess would end waits as a proposal the person
confirms (core/write/supersede.py): never a silent loss on a guess.

Only the person's own clauses reach this stage: core/model/statements.py first drops what is said
of someone else, of the past, of a moment or in jest, exactly as for a clause the rules placed.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from mnemosyne_app.core.model.interfaces import Embedder

# (attribute, whether the change ends the state rather than starting a new one) -> how it is told.
# A new state on a single-valued attribute ends the old one by itself (supersede.py), so a break-up,
# a promotion or a new diet is a new state; an ending is what leaves nothing in its place.
PROTOTYPES: dict[tuple[str, bool], tuple[str, ...]] = {
    ("residence", False): (
        "I moved to another city.", "I relocated to a new country.", "We moved house to a different town.",
        "I moved back to my hometown.", "I now live in a different city.", "I settled in a new town last year.",
        "We emigrated abroad.", "I moved in with my partner in another city.", "I moved to Berlin.",
        "We moved to the countryside.", "I've been living in a new city since spring."),
    ("residence", True): (
        "I moved out of the city.", "I left the town where I lived.", "I don't live there anymore.",
        "I left the country for good."),
    ("job", False): (
        # (a state said plainly is a new state too: the first job told in words no rule knows must be
        # placed, or the promotion after it has nothing to replace)
        "I work as a cook in a restaurant.", "I'm a shop assistant.", "I'm the manager of a store.",
        "I'm head of the department now.", "I got promoted to senior manager.", "I was promoted at work.", "My new job title is head of sales.",
        "I became a teacher.", "I changed careers and now work as a designer.", "I retired from work.",
        "I started working as a nurse.", "I'm now the team lead.", "I got a new position as director.",
        "I'm unemployed now."),
    ("job", True): (
        "I quit my job.", "I lost my job.", "I was fired from work.", "I got laid off.", "I resigned from my position.",
        "I left my job.", "I stopped working."),
    ("employer", False): (
        "I joined a new company.", "I got hired by a bank.", "I switched to a different employer.",
        "I started at a new firm this month.", "I got a job at another company."),
    ("employer", True): ("I left the company I worked for.", "I no longer work for that company."),
    ("relationship", False): (
        "I'm married.", "I have a girlfriend.", "It's over between my boyfriend and me.", "I got engaged.", "We got married.", "I got divorced.", "We separated.", "My girlfriend and I broke up.",
        "I'm single again.", "I'm dating someone new.", "My husband and I split up.", "We are getting a divorce.",
        "I got married last summer.", "I married my girlfriend."),
    ("diet", False): (
        "I'm vegetarian.", "I eat everything.", "I don't eat meat.", "I went vegan.", "I became vegetarian.", "I started a keto diet.", "I stopped eating meat.",
        "I started eating meat again.", "I'm on a gluten-free diet now.", "I switched to a plant-based diet."),
    ("diet", True): ("I'm not vegetarian anymore.", "I gave up being vegan.", "I stopped my diet."),
    ("vehicle", False): ("I bought a new car.", "I got a motorbike.", "I sold my car and bought a bike."),
    ("vehicle", True): ("I sold my car.", "I got rid of my car.", "I don't have a car anymore."),
    ("age", False): ("I turned forty.", "I just had my thirtieth birthday.", "I'm a year older now, 35."),
    ("health", True): ("I quit smoking.", "I stopped drinking alcohol.", "I gave up cigarettes."),
    ("pet", True): ("My dog died.", "We had to put our cat down.", "We gave our dog away."),
}
# What changes nothing about who the person is: the nearest of these, if nearer than every change,
# keeps a clause out of this stage. Chosen as the likely neighbours of the changes above.
UNCHANGED: tuple[str, ...] = (
    "I'm visiting my parents next week.", "I went on a trip to Paris.", "I'm thinking about moving.",
    "I might quit my job.", "I moved the furniture around.", "I changed my phone.", "I left my keys at home.",
    "I quit the game halfway.", "I bought groceries.", "I sold some old clothes online.", "I had a great weekend.",
    "I'm tired of my job.", "I started reading a new book.", "I went to a wedding.", "I watched a film about a divorce.",
    "I had a meeting with my boss.", "I cooked a vegan dinner tonight.", "I drove to the coast.",
    "I'm learning to play the guitar.", "I went to the gym.", "I took the bus today.", "I had a busy day at work.",
    "I celebrated my friend's birthday.", "I'm looking for a new apartment.", "I applied for a job.",
    "I had an interview today.", "I finished my project.", "I love my job.", "I stayed at a hotel.",
    "I broke my phone.", "I lost my wallet.", "I changed my password.", "I moved my meeting to Friday.",
    "I started a new series on Netflix.", "I ate a burger for lunch.", "I walked the dog.",
    "I bought a new phone.", "I got my car fixed.", "I rented a car.", "I washed the car.", "I fixed my bike.",
    "I got an email from my bank.", "I got a discount at the shop.", "I went to the doctor.",
    "I signed up for a yoga class.", "We went out for dinner with friends.", "I cleaned the house.",
    "I went shopping for clothes.", "I visited my grandmother.", "I got a parking ticket.",
    "I had lunch with my colleagues.", "I took a day off work.", "I'm preparing for my exams.",
    "I'm studying for a certification.", "I take medication every day.", "I have to take pills every morning.",
    # what the person does not eat or like is no whole diet: it must not end one
    "I don't eat pork.", "I can't eat spicy food.", "I avoid dairy.", "I don't like fish.",
    "We went on holiday to Greece.", "We left for the weekend.", "I left work early today.",
    "I left the office at six.", "I quit the gym.", "I forgot my bag at the office.",
    # where the person comes from is no move
    "I grew up in a small town.", "I was born in Italy.", "I studied abroad in Spain.",
    # states said of the person and someone else together, and how long a couple has lasted
    "My wife and I both work as nurses.", "We've been together for five years.",
    # children had are family, which accumulates: never a relationship status ("我有个三岁的女儿")
    "I have a three-year-old daughter.", "We have two kids.", "My son is five.",
)
SURE = 0.50  # measured on bench/change_meaning_cases.py (bench/bench_change_meaning.py --grid)
FAIR = 0.40
MARGIN = 0.05  # how much nearer than anything that changes nothing
SURE_MARGIN = 0.10  # and for a sure reading ("I spent the day at a nursing conference": 0.55, 0.07 nearer)


@dataclass(frozen=True)
class Reading:
    attribute: str
    ends: bool
    sure: bool
    score: float


class ChangeMeaning:
    """Reads clauses against the prototypes with one embedder; the prototypes' vectors made once."""

    def __init__(self, embedder: Embedder) -> None:
        self._embedder = embedder
        self._lock = threading.Lock()
        self._vectors: np.ndarray | None = None
        self._labels: list[tuple[str, bool] | None] = []

    def _prototypes(self) -> tuple[np.ndarray, list]:
        with self._lock:
            if self._vectors is None:
                labels = [k for k, texts in PROTOTYPES.items() for _ in texts] + [None] * len(UNCHANGED)
                texts = [t for ts in PROTOTYPES.values() for t in ts] + list(UNCHANGED)
                self._vectors = np.asarray(self._embedder.embed(texts), dtype=np.float32)
                self._labels = labels
            return self._vectors, self._labels

    def scores(self, clauses: Sequence[str]) -> list[tuple[tuple[str, bool] | None, float, float]]:
        """For each clause: the nearest change (or None), its similarity, and the nearest unchanged's."""
        if not clauses:
            return []
        vectors, labels = self._prototypes()
        sims = np.asarray(self._embedder.embed(list(clauses)), dtype=np.float32) @ vectors.T
        out = []
        for row in sims:
            unchanged = max(float(s) for s, label in zip(row, labels) if label is None)
            best = max((i for i, label in enumerate(labels) if label is not None), key=lambda i: row[i])
            out.append((labels[best], float(row[best]), unchanged))
        return out

    def read(self, clauses: Sequence[str]) -> list[Reading | None]:
        """For each clause, the change it tells (sure or fairly sure), or None."""
        out: list[Reading | None] = []
        for label, score, unchanged in self.scores(clauses):
            if label is None or score < FAIR or score < unchanged + MARGIN:
                out.append(None)
            else:
                out.append(Reading(label[0], label[1], score >= SURE and score >= unchanged + SURE_MARGIN, score))
        return out


_SHARED: list[ChangeMeaning | None] = []
_SHARED_LOCK = threading.Lock()


def shared_change_meaning() -> ChangeMeaning | None:
    """The process's stage on the multilingual embedder (its weights shared with the app's own
    embedder: core/model/use_multilingual.py), or None when that package is not installed."""
    with _SHARED_LOCK:
        if not _SHARED:
            from mnemosyne_app.core.model.use_multilingual import UseMultilingualEmbedder, installed

            # one worker: a clause or two at a time, and the write path's thread is already busy
            _SHARED.append(ChangeMeaning(UseMultilingualEmbedder(workers=1)) if installed() else None)
        return _SHARED[0]
