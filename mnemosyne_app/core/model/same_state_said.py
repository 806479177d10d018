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

from mnemosyne_app.core.model.attributes import COUPLE_OVER, is_negation
from mnemosyne_app.core.model.diet_words import SHORT_VEGETARIAN
from mnemosyne_app.core.model.plans import move_told_done
from mnemosyne_app.core.model.scripts import CJK

# Diets by their names, each to one key ("vegana", "Veganerin", "纯素" → vegan), and what each includes: a vegan
# diet is a vegetarian one, so "no longer vegetarian" ends it too.
_VEGAN_WORDS = r"\b(?:vegan\w*|végane?s?|végétalien(?:ne)?s?|plant[- ]based)\b|纯素|全素|ヴィーガン|ビーガン"
# (and as chat shortens them: "veggie", "végé", "vegetariano/a" by its own word)
# (the short ones only after a verb of being: "suis végé", "I'm veggie", "went veggie"; not "un burger végé", "veggie stuff")
_VEGETARIAN_WORDS = (r"\b(?:vegetarian\w*|végétarien(?:ne)?s?|vegetarier(?:in)?)\b|" + SHORT_VEGETARIAN + "|"
                     r"素食|吃素|ベジタリアン|菜食")
_DIET_NAMES = (
    ("vegan", _VEGAN_WORDS),
    ("vegetarian", _VEGETARIAN_WORDS),
    ("pescatarian", r"\b(?:pesc[ae]tarian\w*|pescétarien(?:ne)?s?|pescetarier(?:in)?|pescovegetarian[oa]s?)\b"),
    ("keto", r"\b(?:keto\w*|cétogène|ketogen\w*|cetogénic[oa]|chetogenic[oa]|cetogênic[oa])\b|生酮"),
    ("paleo", r"\bpal[eé]o\w*\b"),
    ("flexitarian", r"\bflexitari\w*\b|\bflexitarien(?:ne)?\b"),
    ("carnivore", r"\bcarnivore\b"),
)
_DIET_INCLUDES = {"vegan": {"vegan", "vegetarian"}}
# Diets that leave animal foods out, as a state (not pescatarian, which keeps fish). A denial of the diet itself
# ("no longer vegan") is the caller's to read.
_LEAVES_ANIMAL_FOODS_OUT = re.compile(f"{_VEGAN_WORDS}|{_VEGETARIAN_WORDS}", re.I)
_VEGAN = re.compile(_VEGAN_WORDS, re.I)
# The animal foods only a vegan leaves out (dairy, eggs, honey), per language.
_ANIMAL_PRODUCE = (r"dairy|milk|cheese|eggs?|honey|butter|produits laitiers|lait|fromage|(?:œ|oe)ufs?|miel|beurre|"
                   r"milchprodukte|milch|käse|eier|honig|butter|lácteos|leche|queso|huevos?|miel|mantequilla|"
                   r"latticini|latte|formaggi?o?|uova|miele|burro|laticínios|leite|queijo|ovos?|mel|manteiga|"
                   r"奶|乳製品|牛乳|チーズ|卵|蛋|蜂蜜|はちみつ")
_PRODUCE = re.compile(rf"(?:\b|(?<=[\u3040-\u9fff]))(?:{_ANIMAL_PRODUCE})", re.I)
# Eating named as done again or still ("eats meat again", "isst wieder Fisch"): a change of diet, never kept.
_EATEN_AGAIN = re.compile(r"\b(?:again|de nouveau|à nouveau|wieder|otra vez|de nuevo|di nuovo|ancora|novamente|de novo)\b|"
                          r"又开始|重新|また", re.I)


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
    if _EATEN_AGAIN.search(new_text) or is_negation(old_text) or _BUT_EATEN.search(new_text):
        return False
    # (any other food given up is one more restriction: "Ya no como gluten" when vegan; but dairy or eggs given
    # up when vegetarian may be a move to veganism, which is the caller's to ask)
    return _VEGAN.search(old_text) is not None or not _PRODUCE.search(new_text)


# What a diet said again may hold beside its name: the person, a verb of being or of staying ("Io resto vegetariano",
# "Eu continuo só vegetariano", "我还是继续吃素"), how long ("ya van tres años"), "still", "of course", being used to it or
# sure of it ("seit fünf Jahren vegan und immer noch überzeugt"). An allowlist: a diet said with anything more
# ("mostly", "except sushi", "part-time", "for lent", "was", "ゆるい", "基本上", "周末才") is a diet of another kind or a past,
# and replaces the held one as before.
_GOING_ON_WORDS = re.compile(
    r"\b(?:user|der nutzer|l['’]utilisateur|el usuario|l['’]utente|o utilizador|o usuário|is|am|are|been|has|have|still|already|"
    r"always|of course|obviously|forever|for ages|ages|long|so|such|a|an|the|for|since|years?|months?|"
    r"est|suis|toujours|depuis|longtemps|si|ans|déjà|bien sûr|évidemment|ist|bin|ja|schon|ewig|immer|noch|seit|jahren?|"
    r"natürlich|lange|es|soy|sigo|siendo|sigue|todavía|aún|desde|hace|años|mucho|tiempo|claro|è|sono|ancora|da|anni|"
    r"sempre|tanto|ovviamente|é|sou|ainda|há|anos|muito|tempo|desde|de|and|et|und|y|e|\d+|"
    # (not "now" alone, a start told again: "User is vegan now"; but "jetzt seit fünf Jahren", for five years now)
    r"jetzt(?=\s+seit)|ya|já|van|llevo|lleva|"
    r"stay|stays|remain|remains|keep|reste|bleibe|bleibt|resto|resta|rimango|rimane|continuo|continua|continue|continues|"
    r"just|only|nur|juste|seulement|solo|sólo|só|soltanto|apenas|convinced|überzeugt|convaincue?|convencid[oa]|convint[oa]|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|cinq|sechs|zwei|drei|vier|fünf|sieben|acht|"
    r"neun|zehn|dos|tres|cuatro|seis|siete|ocho|nueve|diez|due|tre|quattro|cinque|sette|otto|nove|dieci|dois|duas|"
    r"três|quatro|sete|oito|dez|ça|fait|y|il|es|auch|too|"
    # (the verbs a diet is lived or eaten by, and a contrast with someone else's: "Ich lebe seit acht Jahren vegetarisch",
    # "Je mange végétarien depuis 6 ans", "io invece rimango vegetariana"; not "that's it", an end said)
    r"lives?|living|eats?|eating|lebt|lebe|isst|esse|ernährt|ernähre|sich|mich|vis|vit|mange|vive|come|mangio|mangia|"
    r"invece|instead|dagegen|en revanche|en cambio|em vez disso)\b|"
    r"用户|ユーザー|这么久|很久|多年|早就|习惯了|习惯|已经|还是|一直|继续|仍然|依然|照样|快|好几|"
    r"[\d一二三四五六七八九十两几]+年|年了|了|都|的|是|"
    # (Japanese says how long since it began: "ヴィーガンになってもう3年、今も続けています")
    r"ずっと|もう|今も|今でも|相変わらず|のまま|まま|長い|年|歴|生活|です|は|を|も|して|います|いる|続けて|になって(?:から)?|経ちます|"
    # (and "… years it has been", after how long only: "ヴィーガンを続けて5年になります"; "ヴィーガンになりました" is a start)
    r"[\d一二三四五六七八九十]+(?:年|か月|ヶ月|カ月)|(?<=[年月目])に?なり(?:ます|ました)|やって(?:ます|います|る)|、", re.I)


def diet_said_again(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` says the held diet ``old_text`` again, by the same name and nothing new ("吃素这么久早就
    习惯了" when "吃素快两年了" is held, "Bin ja schon ewig Vegetarierin" when "ist Vegetarierin"): the diet goes on
    from the day it was first said (it replaced the held fact, an ending nobody told). Only where what is left of the
    new fact without the diet's name is how long it has held and words of going on (_GOING_ON_WORDS); not a denial."""
    named = _diets_named(new_text)
    if not named or named != _diets_named(old_text) or is_negation(new_text) or is_negation(old_text):
        return False
    rest = new_text
    for _key, words in _DIET_NAMES:
        rest = re.sub(words, " ", rest, flags=re.I)
    # ("now" after how long is how long: "végane depuis 3 ans maintenant", "seit fünf Jahren jetzt"; alone it tells a start)
    if _HOW_LONG.search(rest):
        rest = _NOW.sub(" ", rest)
    rest = _GOING_ON_WORDS.sub(" ", rest)
    return not re.search(r"[^\W_]", rest)


_HOW_LONG = re.compile(r"\b(?:since|for|depuis|seit|desde|hace|da|há|from)\b|\d+|年", re.I)
_NOW = re.compile(r"\b(?:now|maintenant|jetzt|ahora|adesso|ora|agora)\b", re.I)


def _diets_named(text: str) -> set[str]:
    return {key for key, words in _DIET_NAMES if re.search(words, text, re.I)}


def another_diet_denied(new_text: str, old_text: str) -> bool:
    """Whether the diet ``new_text`` denies is none the held ``old_text`` is: "User is not vegan though" when
    vegetarian, "n'est plus keto" when vegan. The held diet goes on; a denial of it, or of a diet it includes
    ("no longer vegetarian" when vegan), or of no diet by name ("doesn't eat meat anymore") is the caller's."""
    # (the diet said after a contrast is the one held, not denied: "not vegan, just vegetarian", "nicht vegan, nur
    # vegetarisch", "no soy vegano, solo vegetariano" when vegetarian: the held diet said again)
    cut = _ONLY_AFTER.search(new_text)
    denied_part, affirmed = (new_text[:cut.start()], new_text[cut.end():]) if cut else (new_text, "")
    denied, held = _diets_named(denied_part), _diets_named(old_text)
    if affirmed and held & _diets_named(affirmed):
        return True
    return bool(denied and held and not any(denied & _DIET_INCLUDES.get(h, {h}) for h in held))


# A contrast after a denied diet that says which one holds ("not vegan, just vegetarian", "pas végane, juste végétarienne").
# ("but" only after a comma, where French "mais" is no Portuguese "não é mais vegetariano", no longer)
_ONLY_AFTER = re.compile(r",?\s*\b(?:just|only|nur|sondern|juste|seulement|solo|sólo|sino|soltanto|solamente|apenas)\b|"
                         r",\s*(?:but|aber|mais|pero|ma|mas)\b|只是|而是|但是|ただの", re.I)


# Being married, as a state or its anniversary ("married", "verheiratet", "casada", "sposati", "已婚",
# "结婚十周年", "結婚して10年"); not its beginning ("got married", "se casó", "结婚了" alone), which a held
# engagement or couple it ends.
_MARRIED = re.compile(
    r"\b(?:(?:is|are|been|am|i['’]m|we['’]re)\s+(?:happily\s+)?married|wedding anniversary|anniversary of our wedding|"
    r"(?:est|sont|suis|sommes)\s+mariée?s?(?:\s+depuis|\s+avec|\s+à)|anniversaire de mariage|"
    # (German says with whom and how long between: "ist mit Markus verheiratet", "sind jetzt seit 15 Jahren verheiratet")
    r"(?:ist|sind|bin)\s+(?:(?!nicht\b|nie\b|nicht mehr\b)[\w.]+\s+){0,5}?verheiratet|"
    r"hochzeitstag|(?:está|están|estamos|estão|estou) casad[oa]s?|aniversario de boda|(?:è|sono|siamo) sposat[oa]|anniversario di matrimonio|"
    r"(?:é|são|somos) casad[oa]s?|aniversário de casamento)\b|已婚|结婚[\d一二三四五六七八九十两几]+(?:周年|年了)|"
    r"結婚(?:して)?[\d一二三四五六七八九十]+(?:年|周年)|既婚", re.I)


# A couple parting, in each language ("broke up", "getrennt", "nos separamos", "lasciati", "分手"): read here and by
# core/write/supersede.py, which asks about the facts naming the partner.
# (one table: the relationship's endings in core/write/supersede.py read it too)
_PARTING_WORDS = (r"\b(?:divorc\w*|separat\w*|separad[oa]s?|séparée?s?|splits? up|breaks? up|broke up|broken up|ended things|"
                  r"called it off|getrennt|geschieden|quitté|rompu|separ[oa]ti|lasciat[io]|rompimos|terminamos|separamos|"
                  r"y (?:yo|(?-i:[A-ZÀ-Þ])\w+) lo (?:hemos |han )?dejado(?!\s+(?:en|el|la|de|con|a|por)\b)|"
                  r"separamo-nos)\b|分手|离婚|分居|離婚|(?<!で)別れ|別居")
PARTING = re.compile(_PARTING_WORDS + "|" + COUPLE_OVER.pattern, re.I)


# A couple's end in the same words: a parting or a death ("had been married 40 years when Tom passed away",
# "broke up right after we moved in together").
_ENDED_COUPLE = re.compile(
    rf"{_PARTING_WORDS}|\b(?:had been|were|was|split|separad\w*|passed away|died|widow\w*|gestorben|verstorben|"
    r"décédé\w*|mort|divorciad\w*|falleci\w*|murió|mort[oa]|morreu|faleceu)\b|去世|离开|亡くな", re.I)


def marriage_said_again(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` says a marriage, as a state or its anniversary, when ``old_text`` holds one: the
    same marriage (the caller checks no other partner is named; never a marriage told as over)."""
    if not (_MARRIED.search(new_text) and _MARRIED.search(old_text)) or _ENDED_COUPLE.search(new_text):
        return False
    # (not with another partner named: "Ich bin jetzt mit Stefan verheiratet" when "ist mit Markus verheiratet")
    new_partner, old_partner = _MARRIED_TO.findall(new_text), _MARRIED_TO.findall(old_text)
    return not (new_partner and old_partner and not set(new_partner) & set(old_partner))


_MARRIED_TO = re.compile(r"\b(?:mit|avec|à|with|to|con|com)\s+((?-i:[A-ZÀ-Þ])[\w'’-]+)", re.I)


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


def home_town(text: str) -> str | None:
    """The one town a residence fact names ("User lives in Leeds", "用户住在杭州", "ユーザーは横浜に住んでいます"), or None
    (none, several, or a household said with it: "lives with their parents in Leeds")."""
    if _HOUSEHOLD.search(text):
        return None
    places = set(_PLACE.findall(text))
    if len(places) == 1:
        return next(iter(places))
    town = None if places else _CJK_TOWN.search(text)
    return (town.group(1) or town.group(2)) if town else None


def names_town(text: str, town: str) -> bool:
    """Whether ``text`` names ``town`` by its own name, not as a piece of a longer one: "New York" holds no York,
    "Frankfurt Oder" no Frankfurt; a comma, a hyphen or a preposition sets it apart ("Lavapiés, en Madrid",
    "Köln-Ehrenfeld"). A Chinese or Japanese town is named wherever its characters are."""
    if CJK.search(town):
        return any(not _CJK_NEAR.match(text, m.end()) for m in re.finditer(re.escape(town), text))
    return any(not re.search(r"(?-i:[A-ZÀ-Þ])[\w'’-]*\s$", text[:m.start()]) and not re.match(r"\s(?-i:[A-ZÀ-Þ])", text[m.end():])
               and not _NEAR.search(text[:m.start()])
               for m in re.finditer(rf"(?<![\w'’-]){re.escape(town)}(?![\w'’])", text))


# The town said as a place beside, away from or of origin, not where one is ("York now, near Leeds", "bei München",
# "près de Lyon", "cerca de Madrid", "vicino a Roma", "perto de Lisboa", "杭州附近", "横浜の近く").
_NEAR = re.compile(r"\b(?:near|close to|outside|from|next to|by|bei|nahe|neben|außerhalb|aus|von|près de|proche de|"
                   r"à côté de|loin de|de|cerca de|junto a|lejos de|vicino a|lontano da|fuori|da|di|perto de|longe de|"
                   r"ao lado de|do|da|"
                   # (a commute, a home before, instead of it, a street of that name: "commute to London", "after ten
                   # years in Paris", "statt Berlin", "en la calle Madrid")
                   r"to|into|after|instead of|statt|anstatt|nach|après|au lieu de|después de|en vez de|dopo|invece di|"
                   r"depois de|em vez de|calle|rue|street|road|avenue|straße|strasse|via|rua|avenida|plaza|piazza|praça)"
                   r"\s+(?:\w+\s+){0,3}?$", re.I)
_CJK_NEAR = re.compile(r"附近|旁边|周边|周围|郊区|の近く|近郊|郊外|周辺|出身|から|路|街")


def home_named_within(new_text: str, old_text: str) -> bool:
    """Whether a residence fact names the held home's town with a part of it, no move told: the same home said more
    closely ("User lives in Lavapiés, in Madrid", "Der Nutzer wohnt in Köln-Ehrenfeld", "用户住在杭州西湖区",
    "ユーザーは横浜の港北区に住んでいます" when the town alone is held). The held town is still where the person lives;
    the new fact stands beside it, and ending it would take a true fact away."""
    town = home_town(old_text)
    if town is None or move_told_done(new_text) or not names_town(new_text, town):
        return False
    if not CJK.search(town):
        return set(_PLACE.findall(new_text)) != {town}
    # (the town opens the new home's place and something follows it: "杭州西湖区", "横浜の港北区")
    return bool(_CJK_TOWN_SAID.search(new_text)) and bool(
        re.search(rf"(?:住在|在|は|、){re.escape(town)}[の\u4e00-\u9fff\u30a0-\u30ff]", new_text))


# A Chinese or Japanese town held as a home ("用户住在杭州", "ユーザーは横浜に住んでいます"), and a home said in the new fact.
_CJK_TOWN = re.compile(r"住在([\u4e00-\u9fff]{2,6})$|(?:は|、)([\u4e00-\u9fff\u30a0-\u30ff]{2,8})に住んで")
_CJK_TOWN_SAID = re.compile(r"住在|に住んで|で暮らして")


def only_the_home_changed(new_text: str, old_text: str) -> bool:
    """Whether a move names a new home and no place ("User moved into a bigger flat", "Wir sind in eine größere
    Wohnung gezogen") while the held home names one ("User lives in Leeds"): the town may be the same, so whether
    the held home ended is the person's to say. Latin scripts only: a Chinese or Japanese place has no capital."""
    # (a capital word after the first but the home's own noun may be a town said without a preposition: "moved to
    # a new flat, Harrogate now"; German writes every noun so: "in eine größere Wohnung")
    capitals = [w for w in _CAPITAL_AFTER_FIRST.findall(new_text) if not _DWELLING.fullmatch(w) and w not in _SUBJECT_WORDS]
    return bool(_DWELLING.search(new_text)) and not _PLACE.findall(new_text) and not capitals and bool(_PLACE.findall(old_text))


_CAPITAL_AFTER_FIRST = re.compile(r"(?<=\s)(?-i:[A-ZÀ-Þ])[\w'’-]*")
_SUBJECT_WORDS = frozenset({"User", "User's", "L'utilisateur", "L'utente", "Der", "Die", "Nutzer", "El", "O", "A"})


# Someone lived with, and a kind of home, in a residence fact.
_HOUSEHOLD = re.compile(r"\b(?:with|mit|bei|avec|chez|con|com)\b|\b(?:and|und|et|y|e)\s+(?:their|his|her|sein\w*|ihr\w*|"
                        r"son|sa|ses|su|sus|su[oa]|seu|sua)\b|和|跟|と一緒", re.I)
_DWELLING = re.compile(r"\b(?:flat|house|apartment|studio|room|bungalow|cottage|wohnung|haus|zimmer|wg|appartement|maison|"
                       r"studio|chambre|coloc\w*|piso|casa|apartamento|habitación|appartamento|monolocale|stanza|quarto|"
                       r"moradia|apê)\b|房子|公寓|アパート|マンション|一軒家", re.I)
