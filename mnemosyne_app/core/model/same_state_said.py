"""A single-valued state said again in other words, or with more to it, which ends nothing (issue 28).

A single-valued attribute (diet, relationship) replaces what it held when a new fact lands on it
(core/write/supersede.py). Some new facts on it are no change of the held state, only more of it:

- a food denied when the held diet already leaves animal foods out ("I don't eat fish either", "Je ne mange
  plus de viande depuis 5 ans", "Non mangio più latticini", "Ya no como gluten" when vegetarian or vegan): the
  diet goes on, as strict as said or stricter; what ends it is eating again or "no longer vegetarian", read
  elsewhere (dairy or eggs given up by a vegetarian may be a move to veganism: asked, as before);
- a marriage said again ("我和老公结婚十周年了", "we just had our 10th wedding anniversary", "seit 20 Jahren
  verheiratet") when a marriage is held, naming no one else: the same marriage;
- the home held, said again with more ("We got married and live in Leeds now", "Ich wohne mit meinem Mann in
  Köln", "Mon mari et moi habitons à Lyon depuis 10 ans" when Leeds, Köln, Lyon is held): no move, the
  home goes on with the day it was first said (a move told, or another place named, is a change);
- a couple moving in together ("Amy and I moved in together", "我和男朋友同居了", "siamo andati a convivere")
  when a partner is held: the couple goes on (it ends being single, as before).

Each is read by its meaning class in the eight languages; when unsure, the rule that replaces stands.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.plans import move_told_done

# Diets that leave animal foods out, as a state ("vegetarian", "Veganerin", "吃素", "ベジタリアン"; not
# pescatarian, which keeps fish). A denial of the diet itself ("no longer vegan") is the caller's to read.
_LEAVES_ANIMAL_FOODS_OUT = re.compile(
    r"\b(?:vegetarian|vegan|plant[- ]based|végétarien(?:ne)?|végane?|végétalien(?:ne)?|vegetarier(?:in)?|"
    r"veganer(?:in)?|vegetarian[oa]s?|vegan[oa]s?|vegetarian[ao]|vegetarianismo|veganismo)\b|"
    r"素食|吃素|ベジタリアン|ヴィーガン|ビーガン|菜食", re.I)
_VEGAN = re.compile(r"\b(?:vegan|végane?|végétalien(?:ne)?|veganer(?:in)?|vegan[oa]s?)\b|ヴィーガン|ビーガン|纯素|全素",
                    re.I)
# The animal foods only a vegan leaves out (dairy, eggs, honey), per language.
_ANIMAL_PRODUCE = (r"dairy|milk|cheese|eggs?|honey|butter|produits laitiers|lait|fromage|(?:œ|oe)ufs?|miel|beurre|"
                   r"milchprodukte|milch|käse|eier|honig|butter|lácteos|leche|queso|huevos?|miel|mantequilla|"
                   r"latticini|latte|formaggi?o?|uova|miele|burro|laticínios|leite|queijo|ovos?|mel|manteiga|"
                   r"奶|乳製品|牛乳|チーズ|卵|蛋|蜂蜜|はちみつ")
_PRODUCE = re.compile(rf"(?:\b|(?<=[\u3040-\u9fff]))(?:{_ANIMAL_PRODUCE})", re.I)
# Eating named as done again or still ("eats meat again", "isst wieder Fisch"): a change of diet, never kept.
_EATEN_AGAIN = re.compile(r"\b(?:again|de nouveau|à nouveau|wieder|otra vez|de nuevo|di nuovo|ancora|novamente|de novo)\b|"
                          r"又开始|重新|また", re.I)


_DENIED = re.compile(r"\b(?:not|no longer|never|n['’]t|plus|pas|nicht|kein\w*|no|ya no|non|più|não|mais)\b|不|没|ない|ません|やめ|辞め",
                     re.I)
_BUT_EATEN = re.compile(r"\b(?:but|except|apart from|mais|sauf|aber|außer|pero|excepto|salvo|però|ma|tranne|mas|exceto|"
                        r"sí|sì|sim)\b|但是|除了|けど", re.I)


def diet_kept_by_denial(new_text: str, old_text: str) -> bool:
    """Whether a food denied in ``new_text`` (the caller has read it as a denial on the diet attribute) leaves
    the held diet ``old_text``, one without animal foods, going on: "User doesn't eat fish either" for "User is
    vegetarian", "L'utente non mangia più latticini" for "L'utente è vegana". Not when the new fact names a diet
    itself ("no longer vegetarian"), nor eating again."""
    if not _LEAVES_ANIMAL_FOODS_OUT.search(old_text) or _LEAVES_ANIMAL_FOODS_OUT.search(new_text):
        return False
    # (nor where the held diet is itself denied, "no longer vegetarian", nor the new fact says what is eaten beside
    # it: "doesn't eat meat, but eats eggs and cheese now", "except fish", "pero sí huevos", "il formaggio sì")
    if _EATEN_AGAIN.search(new_text) or _DENIED.search(old_text) or _BUT_EATEN.search(new_text):
        return False
    # (any other food given up is one more restriction: "Ya no como gluten" when vegan; but dairy or eggs given
    # up when vegetarian may be a move to veganism, which is the caller's to ask)
    return _VEGAN.search(old_text) is not None or not _PRODUCE.search(new_text)


# Being married, as a state or its anniversary ("married", "verheiratet", "casada", "sposati", "已婚",
# "结婚十周年", "結婚して10年"); not its beginning ("got married", "se casó", "结婚了" alone), which a held
# engagement or couple it ends.
_MARRIED = re.compile(
    r"\b(?:(?:is|are|been|am|i['’]m|we['’]re)\s+(?:happily\s+)?married|wedding anniversary|anniversary of our wedding|"
    r"(?:est|sont|suis|sommes)\s+mariée?s?(?:\s+depuis)|anniversaire de mariage|ist verheiratet|sind (?:seit [\w ]{1,20} )?verheiratet|"
    r"hochzeitstag|(?:está|están|estamos|estão|estou) casad[oa]s?|aniversario de boda|(?:è|sono|siamo) sposat[oa]|anniversario di matrimonio|"
    r"(?:é|são|somos) casad[oa]s?|aniversário de casamento)\b|已婚|结婚[\d一二三四五六七八九十两几]+(?:周年|年了)|"
    r"結婚(?:して)?[\d一二三四五六七八九十]+(?:年|周年)|既婚", re.I)


# A couple's end in the same words: a parting or a death ("had been married 40 years when Tom passed away",
# "broke up right after we moved in together").
_ENDED_COUPLE = re.compile(
    r"\b(?:had been|were|was|divorc\w*|separat\w*|split|broke up|broken up|passed away|died|widow\w*|getrennt|"
    r"geschieden|gestorben|verstorben|séparés?|divorcé\w*|décédé\w*|mort|separad\w*|divorciad\w*|falleci\w*|murió|"
    r"separat\w*|lasciati|mort[oa]|morreu|faleceu|terminamos|rompimos)\b|离婚|分手|去世|离开|離婚|別れ|亡くな", re.I)


def marriage_said_again(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` says a marriage, as a state or its anniversary, when ``old_text`` holds one: the
    same marriage (the caller checks no other partner is named; never a marriage told as over)."""
    return bool(_MARRIED.search(new_text) and _MARRIED.search(old_text)) and not _ENDED_COUPLE.search(new_text)


# A couple moving in together, or living together now ("moved in together", "emménagé ensemble",
# "zusammengezogen", "nos fuimos a vivir juntos", "andati a convivere", "fomos morar juntos", "同居", "同棲").
_MOVED_IN_TOGETHER = re.compile(
    r"\b(?:moved|moving|move) in together\b|\b(?:moved|moving) in with (?:my|our|their|his|her) (?:girlfriend|boyfriend|"
    r"partner|fianc[ée]e?)\b|\bemménag\w* ensemble\b|\bzusammengezogen\b|\bziehen zusammen\b|"
    r"\b(?:a|à) vivir juntos\b|\bconviv\w*\b|\b(?:a )?morar juntos\b|同居|同棲|一緒に住(?:み始め|んで)", re.I)


def couple_moved_in(new_text: str) -> bool:
    return bool(_MOVED_IN_TOGETHER.search(new_text)) and not _ENDED_COUPLE.search(new_text)


# A place named after a preposition of place ("in Leeds", "à Lyon", "nach Köln", "em Lisboa"), by its capital.
_PLACE = re.compile(r"(?<!\w)(?:in|at|near|à|au|aux|en|dans|près de|bei|nach|im|a|em|no|na|di|da)\s+"
                    r"((?-i:[A-ZÀ-Þ])[\w'’-]+(?:[ -](?-i:[A-ZÀ-Þ])[\w'’-]+)*)", re.I)


def home_said_again(new_text: str, old_text: str) -> bool:
    """Whether a residence fact names the held home's place and no other, with no move told: the home said
    again ("User lives in Leeds now" / "User lives in Leeds")."""
    # (one place held, with no one named beside it, and no home of another kind said: "lives with their parents in
    # Leeds" / "lives in Leeds now with their boyfriend" is another household, "a small flat" / "a big house"
    # another home)
    new_places, old_places = set(_PLACE.findall(new_text)), set(_PLACE.findall(old_text))
    if len(old_places) != 1 or new_places != old_places or move_told_done(new_text):
        return False
    return not _HOUSEHOLD.search(old_text) and not _DWELLING.search(new_text)


# Someone lived with, and a kind of home, in a residence fact.
_HOUSEHOLD = re.compile(r"\b(?:with|mit|bei|avec|chez|con|com)\b|\b(?:and|und|et|y|e)\s+(?:their|his|her|sein\w*|ihr\w*|"
                        r"son|sa|ses|su|sus|su[oa]|seu|sua)\b|和|跟|と一緒", re.I)
_DWELLING = re.compile(r"\b(?:flat|house|apartment|studio|room|bungalow|cottage|wohnung|haus|zimmer|wg|appartement|maison|"
                       r"studio|chambre|coloc\w*|piso|casa|apartamento|habitación|appartamento|monolocale|stanza|quarto|"
                       r"moradia|apê)\b|房子|公寓|アパート|マンション|一軒家", re.I)
