"""The animals people keep, by their nouns, in the six languages written with spaces: one table.

Each language maps a plural to one of them said with its article ("cats" -> "a cat", "tortugas" -> "una
tortuga"): the article carries the noun's gender, which core/model/one_fact_each.py needs to say one pet of
several by its name. The rules that place a fact on "pet" (core/model/attributes.py, and the Italian and
Portuguese ones in core/model/italian_portuguese.py) read the same nouns, singular and plural, so a pet
counted, taken in or named is one by the same words everywhere ("adoptamos una tortuga" was a pet to the
counting table and not to the rule that placed it). Chinese and Japanese name animals without a plural;
their words stay with their rules.
"""

from __future__ import annotations

import re

ONE_PET = {
    "en": {"cats": "a cat", "dogs": "a dog", "kittens": "a kitten", "puppies": "a puppy", "rabbits": "a rabbit",
           "hamsters": "a hamster", "guinea pigs": "a guinea pig", "parrots": "a parrot", "budgies": "a budgie", "parakeets": "a parakeet",
           "birds": "a bird", "horses": "a horse", "tortoises": "a tortoise", "turtles": "a turtle", "ferrets": "a ferret",
           "goldfish": "a goldfish"},
    "fr": {"chats": "un chat", "chattes": "une chatte", "chiens": "un chien", "chiennes": "une chienne", "chatons": "un chaton",
           "chiots": "un chiot", "lapins": "un lapin", "hamsters": "un hamster", "perruches": "une perruche",
           "perroquets": "un perroquet", "chevaux": "un cheval", "tortues": "une tortue", "furets": "un furet",
           "poissons rouges": "un poisson rouge"},
    "de": {"katzen": "eine Katze", "kater": "einen Kater", "hunde": "einen Hund", "hündinnen": "eine Hündin",
           "welpen": "einen Welpen", "kaninchen": "ein Kaninchen", "hamster": "einen Hamster",
           "meerschweinchen": "ein Meerschweinchen", "wellensittiche": "einen Wellensittich", "papageien": "einen Papagei",
           "pferde": "ein Pferd", "schildkröten": "eine Schildkröte", "goldfische": "einen Goldfisch"},
    "es": {"gatos": "un gato", "gatas": "una gata", "perros": "un perro", "perras": "una perra", "gatitos": "un gatito",
           "gatitas": "una gatita", "perritos": "un perrito", "perritas": "una perrita", "cachorros": "un cachorro",
           "conejos": "un conejo", "hámsters": "un hámster", "loros": "un loro", "periquitos": "un periquito",
           "caballos": "un caballo", "tortugas": "una tortuga", "peces": "un pez"},
    "it": {"gatti": "un gatto", "gatte": "una gatta", "cani": "un cane", "gattini": "un gattino", "cuccioli": "un cucciolo",
           "conigli": "un coniglio", "criceti": "un criceto", "pappagalli": "un pappagallo", "cavalli": "un cavallo",
           "tartarughe": "una tartaruga", "pesci rossi": "un pesce rosso"},
    "pt": {"gatos": "um gato", "gatas": "uma gata", "cães": "um cão", "cachorros": "um cachorro", "cadelas": "uma cadela",
           "gatinhos": "um gatinho", "coelhos": "um coelho", "hamsters": "um hamster", "papagaios": "um papagaio",
           "periquitos": "um periquito", "cavalos": "um cavalo", "tartarugas": "uma tartaruga",
           "peixinhos": "um peixinho"},
}


# Nouns of two words, the animal and its colour: "mon poisson rouge" is the person's "poisson rouge" whole, not a
# "poisson" of theirs that is red (read by the French, Italian and Portuguese normalisers).
TWO_WORD_NOUN = r"(?:poissons? rouges?|pesc[ei] ross[oi]|peix(?:inh)?os? dourados?)(?=\W|$)|\S+"


# Breeds every language calls by the same (English) name: "abbiamo un beagle di nome Rocco", "tengo un husky",
# "j'ai un golden retriever" are pets as "a beagle" is. (Not "boxer", "pointer", "setter" alone: a boxer is a
# fighter first; nor "pug", "bulldog", "yorkie": a Peugeot, a clip, a chocolate bar.) And each language's own names
# for the commonest breeds.
_SHARED_BREEDS = (r"beagles?|labradors?|golden retrievers?|retrievers?|border collies?|collies?|huskys?|huskies|chihuahuas?|"
                  r"dachshunds?|corgis?|poodles?|shih tzus?|jack russells?|cocker spaniels?|spaniels?|"
                  r"schnauzers?|dobermanns?|dobermans?|rottweilers?|maine coons?|galgos?|teckels?|"
                  r"carlin[oi]|bassott[oi]|barboncin[oi]|levrier[oi]|caniches?|bouledogues?|dackel|pudel|"
                  r"schäferhund(?:e)?|siames[ei]s?|siamois|siameses?|salsichas?|vira-latas?|sem raça|chuchos?")


# One pet as one says it ("a dog", "une chatte", "einen Hund"), by its singular noun (German's dative "meinem Hund" too),
# and the person's own having, to say it with ("I have a dog, Rex"): one_fact_each.py and pets_by_name.py say a pet so.
ONE_BY_NOUN = {lang: {one.split()[-1].lower(): one for one in table.values()} for lang, table in ONE_PET.items()}
ONE_BY_NOUN["de"].update({"hund": "einen Hund", "kater": "einen Kater", "welpen": "einen Welpen"})
I_HAVE = {"en": "I have", "fr": "j'ai", "de": "ich habe", "es": "tengo", "it": "ho", "pt": "tenho"}


def any_pet(lang: str, *more: str) -> str:
    """The language's pet nouns, singular and plural, as one regex alternation (the longest first, "guinea
    pigs" before "pigs"), the breeds named alike everywhere, and ``more`` (regex pieces of the rule's own:
    breeds, inflected forms)."""
    words = {w.lower() for plural, one in ONE_PET[lang].items() for w in (plural, one.split(maxsplit=1)[-1])}
    return "|".join([*sorted((re.escape(w) for w in words), key=len, reverse=True), *more, _SHARED_BREEDS])


# A pet's youth outgrown, said by a negation: "My cats are no longer kittens", "Rex n'est plus un chiot", "Mia ist
# kein Kätzchen mehr", "Mis perros ya no son cachorros", "Non è più un cucciolo", "Já não é filhote", "もう子猫じゃない",
# "已经不是小奶猫了". The pet grew up; the person has it still, so the negation ends nothing (core/model/statements.py).
# (said with the copula only: "I no longer have the kitten" is a pet no longer had)
_YOUNG = (r"(?:little |tiny |small |petit(?:e|s|es)? |kleine[rns]? |pequeñ[oa]s? |piccol[oi] |pequen[oa]s? )?"
          r"(?:kittens?|pupp(?:y|ies)|bab(?:y|ys|ies)|chatons?|chiots?|bébés?|welpen?|kätzchen|"
          r"cachorr(?:it)?[oa]s?|gatit[oa]s?|perrit[oa]s?|cachorrinh[oa]s?|cuccioli|cucciol[oa]|gattin[oiae]|"
          r"filhotes?|gatinh[oa]s?|bebês?)")
_GROWN = re.compile(
    rf"\b(?:is|are|'s|'re)\s+(?:no longer|not)\s+(?:an? )?{_YOUNG}\b|"
    rf"\b(?:isn['’]t|aren['’]t|is not|are not)\s+(?:an? )?{_YOUNG}\s+any ?more\b|"
    rf"\b(?:n['’]est|ne sont)\s+plus\s+(?:(?:un|une|des|de|d['’])\s*)?{_YOUNG}\b|"
    rf"\b(?:ist|sind)\s+(?:kein(?:e|er|en)?|nicht mehr)\s+{_YOUNG}\b|"
    rf"\b(?:ya no|no)\s+(?:es|son)\s+(?:(?:un|una|unos|unas)\s+)?{_YOUNG}\b|"
    rf"\bnon\s+(?:è|sono)\s+più\s+(?:(?:un|una|uno|dei|delle)\s+)?{_YOUNG}\b|"
    rf"\b(?:não|já não)\s+(?:é|são)\s+(?:mais\s+)?(?:(?:um|uma|uns|umas)\s+)?{_YOUNG}\b|"
    r"(?:不再是|已经不是|不是)(?:小奶|小|奶|幼)(?:猫咪|猫|狗狗|狗|犬)|"
    r"(?:子猫|子犬|仔猫|幼犬|赤ちゃん)(?:じゃ|では)(?:ない|なく|ありません)", re.I)


def youth_outgrown(text: str) -> bool:
    """Whether a negation says only that a pet (or pets) grew out of being young (_GROWN)."""
    return bool(_GROWN.search(text))
