"""A new state told by a phrase about the new thing, not by the verb of the change.

People tell a move, a new job or a break-up by what came of it: "Our new house in Bath has a tiny
garden", "Meine neuen Kollegen bei Audi sind nett", "新家在苏州", "新しい職場はソニーなので",
"Since the move to Glasgow I walk everywhere", "Desde el divorcio vivo solo". No verb of moving,
joining or parting is said, so no attribute rule places the clause, and the old home, employer or
partner stays current for good (core/write/supersede.py ends a single-valued fact only by a new
fact on its attribute).

Two grammar classes, read at the opening of a clause:

- a NEW-STATE NOUN PHRASE: the person's (or a bare "the") "new" + a noun of dwelling or of work, then
  where it is, a name ("the new flat in Leeds", "mon nouveau patron chez Danone", "il mio nuovo capo
  alla Ferrero", "新公司是小米", "新しいマンションは神戸"). The noun class decides the attribute: a
  dwelling the home, a workplace or the people of one the employer, a job "as" a role the job. "New"
  about anything else ("my new phone", "new shoes") names no state, and a noun owned by someone else
  ("my brother's new flat", "la nuova casa di mia cugina") is theirs: neither matches.
- a FRONTED EVENT PHRASE: "since/after the move to X" or "since the divorce/separation", a noun of
  the change as when the rest happens ("Seit dem Umzug nach Graz", "depuis notre séparation"): the
  move or the parting is the person's, told as past, and the rest of the clause is read as before.

Three more, told as news among other news (issue 28, fresh-tune3):

- a COUPLE'S STATE with the couple's "we" in the verb, or with no verb, in the languages that drop their
  subject ("estamos prometidos", "Ya casados desde el sábado", "siamo fidanzati", "estamos namorando"):
  the person is one of the two, so it is placed surely, as "we got engaged" is (``couple_state``);
- a HOME BY A DETAIL: the rent the person pays "here in X" (``here_as_home``), their landlord there
  ("O meu senhorio aqui no Porto", ``landlord_home``), a Chinese move or a Japanese parting fronted by
  its verb ("来苏州以后…", "離婚してからは…"): each a guess, whose endings are asked. A home said "new" with a
  move told done in the person's own words ("keys collected!! the new place in Brighton…", "杭州的新家终于收拾好了")
  is sure, and said as where the person lives (``settled_home``).

The fact keeps the person's words: the phrase with the person as owner ("User's house is in Bath",
"Der Umzug des Nutzers nach Leipzig", "用户的新家在苏州"), without "new" where a copula says it
(a house "new" when said is only the house a year on). A plan, a wish or a stay of days is kept out
by the callers' checks (core/model/statements.py), as for any clause.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import _WORK_NOUN, _ZH_PLACE_NAME

# A name: a capitalised word or two (a city, a company), or CJK/katakana characters.
# ("I" after the name is the person again: "since the move to Dundee I feel calmer")
_NAME = r"(?P<x>(?-i:[A-ZÀ-Þ])[\w'’&.-]*(?:\s+(?!I\b|I['’])(?-i:[A-ZÀ-Þ])[\w'’&.-]*){0,2})"
_CJK_NAME = r"(?P<x>[\u4e00-\u9fff\u30a0-\u30ffA-Za-z0-9]{2,12}?)"

# Nouns of a dwelling, per language (the person's home, not a hotel or a holiday let).
_DWELLING = {
    "en": r"flat|apartment|house|home|place|condo|studio|bungalow|cottage|neighbou?rhood",
    "de": r"Wohnung|Haus|Zuhause|Heim|Bleibe|WG",
    "fr": r"appartement|appart|maison|logement|studio|chez-moi",
    "es": r"piso|casa|apartamento|estudio|hogar|barrio",
    "it": r"casa|appartamento|bilocale|monolocale|quartiere",
    "pt": r"casa|apartamento|apê|lar|bairro",
}
# Nouns of a workplace, or of the people of one, per language: said "new" with where, they tell the
# employer. (Not an office: "our new office in Leeds" is the employer's move, not the person's.) The nouns of
# work itself ("job", "Stelle", "poste", "trabajo", "lavoro", "emprego") are attributes.py's, for all languages.
_WORKPLACE = {
    "en": r"company|firm|employer|workplace|boss|manager|team|colleagues|co-?workers|workmates|department",
    "de": r"Job|Firma|Arbeitgeber|Arbeitsplatz|Chef|Chefin|Kollegen|Kolleginnen|Team|Abteilung",
    "fr": r"boîte|entreprise|employeur|patron|patronne|chef|cheffe|collègues|équipe",
    "es": r"empresa|jefe|jefa|compañeros|compañeras|equipo",
    "it": r"azienda|ditta|capo|colleghi|colleghe|squadra|responsabile",
    "pt": r"empresa|firma|chefe|colegas|equipe|equipa|cargo",
}
# "new", and who the phrase is owned by: the person or no one (a bare article).
_NEW = {"en": r"new", "de": r"neue[nrs]?", "fr": r"nouvel(?:le)?s?|nouveaux?", "es": r"nuev[oa]s?", "it": r"nuov[oaie]",
        "pt": r"nov[oa]s?"}
_OWNER = {"en": r"(?:my|our|the)\s+", "de": r"(?:mein(?:e[nrms]?)?|unser(?:e[nrms]?)?|die|der|das|den)\s+",
          "fr": r"(?:mon|ma|mes|notre|nos|le|la|les|l['’])\s*", "es": r"(?:mi|mis|nuestr[oa]s?|el|la|los|las)\s+",
          "it": r"(?:(?:il|la|i|le|l['’])\s*)?(?:mi[oa]|miei|mie|nostr[oaie])?\s*|(?:il|la|i|le|l['’])\s*",
          "pt": r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\s+|(?:o|a|os|as)\s+"}
# Where a dwelling is (a place) and where work is (a workplace), per language.
_IN = {"en": r"in|near|on", "de": r"in|bei", "fr": r"à|en|au|près de", "es": r"en|cerca de", "it": r"a|ad|in|vicino a",
       "pt": r"em|no|na|perto de"}
_AT = {"en": r"at|with|for", "de": r"bei|von", "fr": r"chez|à|de", "es": r"en|de", "it": r"alla|al|allo|all['’]|da|dalla|dal|presso|in",
       "pt": r"na|no|da|do|em"}
# A job "as" a role ("my new job as a paramedic", "mon nouveau poste d'infirmière").
_AS = {"en": r"as\s+(?:an?\s+)?", "de": r"als\s+", "fr": r"(?:de|d['’]|comme)\s*", "es": r"(?:de|como)\s+",
       "it": r"(?:da|come)\s+", "pt": r"(?:de|como)\s+"}

# Work said "new" with a bare article is anyone's ("The new manager at Tesco is rude", "the new job at Google
# sounds great"): only the person's own ("my new manager at Tesco") tells where they work.
_OWN = {"en": r"(?:my|our)\s+", "de": r"(?:mein(?:e[nrms]?)?|unser(?:e[nrms]?)?)\s+", "fr": r"(?:mon|ma|mes|notre|nos)\s+",
        "es": r"(?:mi|mis|nuestr[oa]s?)\s+", "it": r"(?:(?:il|la|i|le)\s+)?(?:mi[oa]|miei|mie|nostr[oaie])\s+",
        "pt": r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\s+"}


def _phrase(lang: str, nouns: str, after: str, owner: dict[str, str] = _OWNER) -> re.Pattern:
    """The owner, "new" and a noun of ``nouns`` in either order (Romance puts the adjective after), then ``after``."""
    new = _NEW[lang]
    return re.compile(rf"^(?:{owner[lang]})(?:(?P<pre>{new})\s+)?(?P<noun>{nouns})(?(pre)|\s+(?:{new}))\s+(?:{after})", re.I)


# (a home said with a bare article is anyone's, as work is: "The new place in Soho does amazing ramen")
_HOME = {lang: _phrase(lang, _DWELLING[lang], rf"(?P<prep>{_IN[lang]})\s+{_NAME}", _OWN) for lang in _DWELLING}
# ... but a house or a flat, opening its sentence with a bare "the" and no one else named before it, is the one the
# person moved into, told by what came of the move ("Finally unpacked!! the new house in Stockport has a garden", "La
# nueva casa en Getafe tiene terraza"): a restaurant or a shop is a "place", never a "flat". Read, as every reading
# here, as a guess whose endings are asked.
_HOUSE = {"en": r"flat|apartment|house|condo|bungalow|cottage", "de": r"Wohnung|Haus|WG", "fr": r"appartement|appart|maison",
          "es": r"piso|casa|apartamento", "it": r"casa|appartamento|bilocale|monolocale", "pt": r"casa|apartamento|apê"}
_HOME_BARE = {lang: _phrase(lang, _HOUSE[lang], rf"(?P<prep>{_IN[lang]})\s+{_NAME}") for lang in _HOUSE}
# ("the new place in Brighton" is a home only with what only a home has: "has a balcony", "two bedrooms", "the rent")
_EN_PLACE_BARE = _phrase("en", r"place", rf"(?P<prep>{_IN['en']})\s+{_NAME}")
_DWELLING_DETAIL = re.compile(r"\b(?:balcony|bedrooms?|spare room|living room|lift|stairs|rent|landlord|"
                              r"landlady|neighbours?|neighbors?|boxes|unpack(?:ed|ing)?|mortgage)\b", re.I)
# (a bare home told with whose or which it is after it, "the new house in York that my parents bought", "the new flat in
# Soho where the party was": someone else's, or a place of an outing)
# (German writes its relative pronouns as its articles, after a comma)
_SOMEONE_ELSES_HOME = re.compile(r"\b(?:that|which|where|who|whose|que|qui|où|dove|che|onde|cuya|dont)\s|,\s*(?:die|das|der|wo)\s",
                                 re.I)
_EMPLOYER = {lang: _phrase(lang, rf"{_WORK_NOUN}|{_WORKPLACE[lang]}", rf"(?P<prep>{_AT[lang]})\s+{_NAME}", _OWN)
             for lang in _WORKPLACE}
# (a rank before the role is part of it: "as a senior nurse", "als leitende Ärztin")
_RANK = r"(?:senior|junior|head|lead|chief|staff|trainee|assistant|leitende[rn]?|stellvertretende[rn]?)\s+"
_JOB = {lang: _phrase(lang, _WORK_NOUN, rf"{_AS[lang]}(?P<x>(?:{_RANK})?[^\W\d_][\w-]+)(?=\s|$|[,.!;])", _OWN)
        for lang in _AS}

# Chinese: "(我的)新家在苏州", "新公司是小米", "新单位在…"; Japanese: "新しいマンションは神戸にあって", "新しい職場はソニーなので".
_ZH_HOME = re.compile(rf"^(?:我(?:们)?(?:的|家的)?)?新(?P<noun>家|房子|公寓|住处|住的地方)(?:在|是){_CJK_NAME}(?:市|区)?$")
# ... and the place put before it, the rest a detail of the new home ("杭州的新家终于收拾好了", "神戸の新居は駅から近い")
_ZH_HOME_AT = re.compile(rf"^(?:我(?:们)?(?:在)?)?(?P<x>{_ZH_PLACE_NAME})的新(?P<noun>家|房子|公寓|住处)")
_JA_PERSON = re.compile(r"彼|同僚|友達|友人|上司|先輩|後輩|先生|姉|妹|兄|弟|母|父|親|祖|娘|息子|妻|夫|家族|義|さん|くん|ちゃん|様|たち")
_JA_HOME_AT = re.compile(r"^(?:私の)?(?P<x>[\u4e00-\u9fff\u30a0-\u30ff]{2,6}?)の(?P<noun>新居|新しい(?:家|部屋|マンション|アパート|住まい))")
_ZH_EMPLOYER = re.compile(rf"^(?:我(?:的)?)?新(?P<noun>公司|单位|东家|工作单位|雇主)(?:在|是|叫){_CJK_NAME}$")
_JA_HOME = re.compile(rf"^(?:私の)?新しい(?P<noun>家|部屋|マンション|アパート|住まい|住居)は{_CJK_NAME}(?:にあ(?:って|ります|る)|です|なので|で|だ|な)?$")
_JA_EMPLOYER = re.compile(rf"^(?:私の)?新しい(?P<noun>職場|会社|勤務先|勤め先|勤め)は{_CJK_NAME}(?:です|なので|だ|で|な)?$")

# A move or a parting as a noun, fronted as when the rest happens ("since the move to Glasgow", "seit dem
# Umzug nach Graz", "depuis notre séparation", "desde el divorcio", "dal trasloco a Firenze", "desde a mudança para Faro").
_MOVE = {
    "en": r"^(?:ever\s+)?(?:since|after)\s+(?:the|my|our)\s+(?P<noun>move|relocation)\s+(?P<prep>to)\s+",
    "de": r"^(?:seit|nach)\s+(?:dem|meinem|unserem)\s+(?P<noun>Umzug)\s+(?P<prep>nach|in\s+die|in\s+den|ins)\s+",
    "fr": r"^(?:depuis|après)\s+(?:le|mon|notre)\s+(?P<noun>déménagement|emménagement)\s+(?P<prep>à|au|en|dans)\s+",
    "es": r"^(?:desde|después\s+de|tras)\s+(?:la|mi|nuestra)\s+(?P<noun>mudanza)\s+(?P<prep>a|al)\s+",
    "it": r"^(?:dal|dopo\s+il|dal\s+mio|dopo\s+il\s+mio|dal\s+nostro)\s+(?P<noun>trasloco|trasferimento)\s+(?P<prep>a|ad|in)\s+",
    "pt": r"^(?:desde|depois\s+d|após)\s*(?:a|a\s+minha|a\s+nossa)\s+(?P<noun>mudança)\s+(?P<prep>para|pra|a)\s+",
}
_MOVE_PHRASE = {lang: re.compile(p + _NAME, re.I) for lang, p in _MOVE.items()}
# Being somewhere said since when, by the verb of being that chat uses for living ("Da quando stiamo a Bologna ci metto
# cinque minuti", "Desde que estamos en Oviedo voy andando", "Desde que estou no Porto…"): the place the person has
# been living since, told by what came of it. A guess: "desde que estoy en Madrid" may be a stay of days.
_BEEN_SINCE = {
    "it": r"^da\s+quando\s+(?:sto|stiamo|siamo|sono)\s+(?P<prep>a|ad|in)\s+",
    "es": r"^desde\s+que\s+(?:estoy|estamos)\s+(?P<prep>en)\s+",
    "pt": r"^desde\s+que\s+(?:estou|estamos|tô|tamos)\s+(?P<prep>em|no|na)\s+",
}
_BEEN_SINCE_PHRASE = {lang: re.compile(p + _NAME, re.I) for lang, p in _BEEN_SINCE.items()}
# Chinese fronts the move by its verb, as when the rest happens ("来苏州以后每天骑车上班", "搬到杭州之后房租贵了",
# "自从搬来成都，…"): the place is a known one or a name with its kind (a city, a province), not "来公司以后".
_ZH_MOVE_PHRASE = re.compile(rf"^(?:自从|自)?(?:我们?)?(?P<verb>搬到了?|搬来了?|搬去了?|来到?了?)(?P<x>{_ZH_PLACE_NAME})"
                             r"(?:以后|之后|后|以来)[，,\s]*(?:就|也)?")
_PARTING = {
    "en": r"^(?:ever\s+)?(?:since|after)\s+(?:the|my|our)\s+(?P<noun>divorce|separation|break-?up)\b",
    "de": r"^(?:seit|nach)\s+(?:der|meiner|unserer)\s+(?P<noun>Scheidung|Trennung)\b",
    "fr": r"^(?:depuis|après)\s+(?:le|la|mon|ma|notre)\s+(?P<noun>divorce|séparation|rupture)\b",
    "es": r"^(?:desde|después\s+de|tras)\s+(?:el|la|mi|nuestr[oa])\s+(?P<noun>divorcio|separación|ruptura)\b",
    "it": r"^(?:dal|dalla|dopo\s+il|dopo\s+la|dal\s+mio|dalla\s+mia|dal\s+nostro|dalla\s+nostra)\s+(?P<noun>divorzio|separazione|rottura)\b",
    "pt": r"^(?:desde|depois\s+d|após)\s*(?:o|a|o\s+meu|a\s+minha|o\s+nosso|a\s+nossa)\s+(?P<noun>divórcio|separação)\b",
}
# Japanese fronts the parting by its verb, as since when the rest holds ("離婚してからは娘たちと3人暮らし", "別居して以来、…").
_JA_PARTING = re.compile(r"^(?:私は)?(?P<noun>離婚|別居)して(?:から|以来)(?:は)?[、,]?")
# (whose it is, said after the noun, is someone else's: "since the divorce of my parents", "seit der Scheidung
# meiner Eltern", "depuis le divorce de mes parents", "dal divorzio dei miei")
_OF_SOMEONE = (r"(?!\s+(?:of|von|meiner|meines|seiner|seines|ihrer|ihres|unserer|der|des|de|du|d['’]|del|della|dello|dei|degli|"
               r"delle|di|do|da|dos|das)\b)")
# (but from the partner by name, said after the noun, the parting is the person's own: "since the break-up with Sam",
# "seit der Trennung von Jonas", "depuis ma séparation avec Julien", "desde el divorcio de Carlos"; not from a parent
# called by name, "von Mama")
# (only "from" and "with": "the divorce of Tom", "el divorcio de Carlos" are as often Tom's or Carlos's own)
_FROM_PARTNER = (r"(?:\s+(?:from|with|von|mit|avec|d['’]avec|con|da|com)\s+"
                 r"(?P<partner>(?!(?:Mama|Papa|Mum|Mom|Dad|Maman|Mamá|Papá|Mamma|Papà|Mãe|Pai)\b)(?-i:[A-ZÀ-Þ])[\w-]+)\b(?!['’]s))?")
_PARTING_PHRASE = {lang: re.compile(p + _FROM_PARTNER + _OF_SOMEONE, re.I) for lang, p in _PARTING.items()}

# A death fronted as since when the rest holds, of someone named alone ("Depuis le décès de Gérard, la maison me paraît
# grande", "Since Alan's death I sleep badly", "Seit dem Tod von Günter lebe ich allein"): a loss of the person's, told
# in passing. Named alone, it may be a partner, a pet or a friend: read as a named one's death (core/write/supersede.py
# ends the pet fact naming it and asks about a partner of that name), and as a guess, so anything else is asked.
_NAMED_ALONE = (r"(?P<name>(?!(?:Mama|Papa|Mum|Mom|Dad|Maman|Mamá|Papá|Mamma|Papà|Mãe|Pai|Oma|Opa|Grandma|Grandpa)\b)"
                r"(?-i:[A-ZÀ-Þ])[\w-]+)\b(?![’']s\s+(?:\w+\s+)?(?:mother|father|mum|dad|wife|husband|son|daughter)|\s+(?:and|und|et|y|e)\s)")
_DEATH = {
    "en": rf"^(?:ever\s+)?(?:since|after)\s+(?:the\s+(?:death|passing|loss)\s+of\s+|losing\s+){_NAMED_ALONE}|"
          r"^(?:ever\s+)?(?:since|after)\s+(?P<name2>(?-i:[A-Z])[\w-]+)['’]s\s+(?:death|passing)\b",
    "de": rf"^(?:seit|nach)\s+dem\s+Tod(?:e)?\s+(?:von\s+)?{_NAMED_ALONE}",
    "fr": rf"^(?:depuis|après)\s+(?:le\s+décès|la\s+mort|la\s+disparition|la\s+perte)\s+(?:de\s+|d['’]){_NAMED_ALONE}",
    "es": rf"^(?:desde|después\s+de|tras)\s+(?:la\s+muerte|el\s+fallecimiento|la\s+pérdida)\s+de\s+{_NAMED_ALONE}",
    "it": rf"^(?:dalla|dopo\s+la)\s+(?:morte|scomparsa|perdita)\s+(?:di\s+){_NAMED_ALONE}",
    "pt": rf"^(?:desde|depois\s+d)\s*(?:a\s+morte|o\s+falecimento|a\s+perda)\s+d[oae]\s+{_NAMED_ALONE}",
}
_DEATH_PHRASE = {lang: re.compile(p, re.I) for lang, p in _DEATH.items()}
# How the named one's death is written as a fact (core/model/clauses.DIED reads each as a death).
_DIED_SAID = {"en": "{} died", "de": "{} ist gestorben", "fr": "{} est décédé", "es": "{} murió", "it": "{} è morto",
              "pt": "{} faleceu"}


def death_told(clause: str, lang: str) -> tuple[str, str] | None:
    """(the named one's death as a fact, the clause without the phrase) when the clause opens on a fronted death of
    someone named alone (see _DEATH); else None."""
    pattern = _DEATH_PHRASE.get(lang)
    m = pattern.match(clause.strip()) if pattern else None
    if m is None:
        return None
    return _DIED_SAID[lang].format(m.group("name") or m.group("name2")), _after(clause.strip()[m.end():], lang)


# "Here in X" with what the person does there as a habit ("Here in Valencia I go to the beach every weekend", "Hier
# in Graz fahre ich jeden Tag Rad"): where they live. Never with a span of days, a visit or a trip ("here in Rome
# for a week"): a stay, not a home.
_HERE = {"en": r"^(?:over\s+)?here\s+in\s+", "de": r"^hier\s+in\s+", "fr": r"^ici\s+(?:à|a)\s+", "es": r"^aquí\s+en\s+",
         "it": r"^qui\s+a\s+", "pt": r"^aqui\s+(?:em|no|na)\s+"}
_HERE_PHRASE = {lang: re.compile(p + _NAME + r"\s*,?\s*", re.I) for lang, p in _HERE.items()}
# What only a home has: the rent paid and the landlord who is paid ("Qui a Lecce pago di affitto la metà", "here in
# Leeds my rent is £900"): said of "here", where the person lives, as a habit there is.
_HOME_DETAIL = re.compile(r"\b(?:rent|landlord|landlady|miete|vermieter(?:in)?|loyer|proprio|propriétaire|alquiler|casero|casera|"
                          r"arrendador|affitto|padrone di casa|padrona di casa|renda|aluguel|aluguer|senhorio|senhoria)\b|房租|房东|家賃|大家さん",
                          re.I)
# The person's landlord where they are ("O meu senhorio aqui no Porto", "my landlord here in Leeds", "mein Vermieter hier
# in Kiel", "mi casero aquí en Cádiz"): the person rents there, their home.
# The person paying, rent being what is paid ("pago di affitto", "I pay £900 rent", "zahle ich 700 Miete", "je paie 600 de
# loyer", "pagamos 800 de alquiler", "pago 700 de renda"): the home detail is the person's, not rent in general.
_PAYS = re.compile(r"\b(?:i pay|we pay|i['’]m paying|we['’]re paying|zahle|zahlen wir|bezahle|bezahlen wir|je paie|on paie|nous payons|"
                   r"pago|paghiamo|pagamos|pagamos|pago)\b|我(?:们)?(?:每个月)?(?:付|交)", re.I)
_LANDLORD = {"en": r"^my\s+(?:landlord|landlady)\s+(?:here\s+)?in\s+",
             "de": r"^(?:mein|meine)\s+(?:vermieter|vermieterin)\s+(?:hier\s+)?in\s+",
             "fr": r"^(?:mon|ma)\s+(?:proprio|propriétaire)\s+(?:ici\s+)?(?:à|a)\s+",
             "es": r"^mi\s+(?:casero|casera|arrendador|arrendadora)\s+(?:aquí\s+)?en\s+",
             "it": r"^(?:il\s+mio|la\s+mia)\s+(?:padrone|padrona)\s+di\s+casa\s+(?:qui\s+)?(?:a|ad)\s+",
             "pt": r"^(?:o\s+meu|a\s+minha|meu|minha)\s+(?:senhorio|senhoria|locador|locadora)\s+(?:aqui\s+)?(?:em|no|na)\s+"}
_LANDLORD_PHRASE = {lang: re.compile(p + _NAME, re.I) for lang, p in _LANDLORD.items()}
_HABIT = re.compile(r"\b(?:every|always|usually|normally|often|tous les|toutes les|chaque|toujours|d['’]habitude|jeden|jede|"
                    r"immer|meistens|normalerweise|todos los|todas las|siempre|cada|normalmente|ogni|sempre|tutti i|tutte le|"
                    r"di solito|todos os|todas as)\b", re.I)
_SPAN = re.compile(r"\b(?:for|pour|für|por|per|durante|para)\s+(?:a|an|one|two|three|a few|a couple of|the|une?|deux|trois|quelques|"
                   r"eine?n?|zwei|drei|ein paar|unos|unas|dos|tres|uno|una|due|tre|qualche|uns|umas|duas|o|il|le|la|el)\s+"
                   r"(?:\w+\s+)?(?:days?|nights?|weeks?|weekend|months?|summer|holidays?|jours?|nuits?|semaines?|mois|été|"
                   r"tage?n?|nächte|wochen?|wochenende|monate?n?|sommer|días|noches|semanas?|fin de semana|meses|verano|"
                   r"giorni|notti|settimana|settimane|mesi|estate|dias|noites|fim de semana|verão)\b|"
                   r"\b(?:this week|until|till|visiting|trip|holiday|vacation|cette semaine|jusqu|vacances|diese woche|bis|urlaub|"
                   r"reise|esta semana|hasta|vacaciones|viaje|questa settimana|fino|vacanza|viaggio|até|férias|viagem|"
                   # (a visit or a stroll said as one: "per le vacanze", "de visita", "a passeio", "in visita", "en visite")
                   r"vacanze|visita|visite|visit|besuch|passeio|paseo|gita|turismo|tourism)\b", re.I)

# How each language writes "the person's <noun>" and the copula of a state ("User's house is in Bath").
_OF_PERSON = {"en": "User's {noun}", "de": "{art} {noun} des Nutzers", "fr": "{art} {noun} de l'utilisateur",
              "es": "{art} {noun} del usuario", "it": "{art} {noun} dell'utente", "pt": "{art} {noun} do utilizador"}
_PERSON = {"en": "User", "de": "Der Nutzer", "fr": "L'utilisateur", "es": "El usuario", "it": "L'utente", "pt": "O utilizador"}
_BE = {"en": "is", "de": "ist", "fr": "est", "es": "está", "it": "è", "pt": "é"}
_BE_AT = {**_BE, "pt": "está"}  # (a workplace: "O utilizador está no Bradesco")
_BE_ROLE = {"en": "is", "de": "ist", "fr": "est", "es": "es", "it": "è", "pt": "é"}
# (German's article by the noun's gender; French, Spanish, Italian and Portuguese by its ending)
_DE_ARTICLE = {"wohnung": "Die", "haus": "Das", "zuhause": "Das", "heim": "Das", "bleibe": "Die", "wg": "Die",
               "umzug": "Der", "scheidung": "Die", "trennung": "Die"}
_FEMININE = re.compile(r"(?:a|ção|ão|ade|ie|ence|ure|ion|tion)$|^(?:maison|rupture|séparation|casa|mudança|separación|"
                       r"ruptura|mudanza|separazione|rottura|separação)$", re.I)


def _article(noun: str, lang: str) -> str:
    low = noun.lower()
    if lang == "de":
        return _DE_ARTICLE.get(low, "Die")
    if lang == "fr":
        return "L'" if low[:1] in "aeiouéh" else ("La" if _FEMININE.search(low) else "Le")
    if lang == "es":
        return "La" if _FEMININE.search(low) else "El"
    if lang == "it":
        return "L'" if low[:1] in "aeiou" else ("La" if low.endswith("a") or low.endswith("ione") else "Il")
    return "A" if _FEMININE.search(low) or low.endswith("a") else "O"


def _of_person(noun: str, lang: str) -> str:
    art = _article(noun, lang)
    text = _OF_PERSON[lang].format(art=art, noun=noun if lang == "de" else noun.lower())
    return text.replace("L' ", "L'")


# The first days in a home, or its boxes unpacked, said before it ("first week in the new flat in Walthamstow done!",
# "Enfin fini de déballer les cartons dans notre nouvel appart à Bordeaux", "Die erste Woche in der neuen Wohnung in
# Leipzig ist rum", "Primera semana en el piso nuevo de Barcelona", "ho svuotato tutti gli scatoloni nella casa nuova a
# Firenze", "Primeira semana na casa nova em Lisboa"): the home after it is read as if the clause opened on it, and
# the frame is itself what only a move that happened leaves (_MOVED_IN reads it so). (Romance contracts the article
# into the preposition: the frame keeps the article, "na casa" read as "a casa".)
_SETTLING = {
    "en": r"^(?:(?:so|well|finally)\s*,?\s+)?(?:(?:my|our|the)\s+)?first\s+(?:week|night|weekend|month|day|winter|summer)\s+(?:in|at)\s+|"
          r"^(?:(?:finally|just)\s+)?(?:unpacked|finished unpacking)\s+(?:(?:the|all the|the last of the)\s+)?(?:boxes\s+)?(?:in|at)\s+",
    "fr": r"^(?:enfin\s+)?(?:fini\s+de\s+|j['’]ai\s+fini\s+de\s+)?(?:déballer|vider|défaire)\s+(?:les|tous\s+les|nos|mes|les\s+derniers)\s+"
          r"cartons\s+(?:dans|à)\s+|^(?:(?:ma|notre|la)\s+)?première\s+(?:semaine|nuit|soirée|week-end)\s+(?:dans|à)\s+",
    "de": r"^(?:die\s+|meine\s+|unsere\s+)?erste[n]?\s+(?:Woche|Nacht|Monat|Wochenende|Winter)\s+in\s+|"
          r"^(?:endlich\s+)?(?:alle\s+)?(?:Kisten|Kartons)\s+ausgepackt\s+in\s+",
    "es": r"^(?:(?:mi|nuestra|la)\s+)?primera\s+(?:semana|noche)\s+en\s+|"
          r"^(?:por\s+fin\s+)?(?:he|hemos)\s+(?:desembalado|deshecho|vaciado)\s+(?:todas\s+)?(?:las\s+)?cajas\s+en\s+",
    "it": r"^(?:(?:la\s+)?prima\s+(?:settimana|notte)\s+|(?:finalmente\s+)?(?:ho|abbiamo)\s+svuotato\s+(?:tutti\s+)?(?:gli\s+)?scatoloni\s+)"
          r"(?:nel(?=l[ao]\s)|nel\s+|in\s+|a\s+)",
    "pt": r"^(?:(?:a\s+)?primeira\s+(?:semana|noite)\s+|(?:finalmente\s+)?(?:desempacotei|desempacotamos|arrumei|arrumamos)\s+"
          r"(?:as\s+)?caixas\s+)(?:n(?=[oa]s?\s)|em\s+)",
}
_SETTLING_FRAME = {lang: re.compile(p, re.I) for lang, p in _SETTLING.items()}
# (not a holiday home, nor someone else's new home the person helps settle: "Primera semana en la casa nueva de Marbella,
# veraneando", "First week in the new flat in Leeds for our daughter", "… für meinen Sohn"; and a home "of" someone is
# theirs, "la casa nueva de Marta", so only a home "in" a place is read)
_KIN_WORDS = (r"(?:son|daughter|kids|children|parents|mum|mom|dad|sister|brother|grandma|grandpa|boyfriend|girlfriend|friend|"
              r"fils|fille|enfants|parents|mère|père|sœur|frère|copain|copine|ami|amie|sohn|tochter|kinder|eltern|mutter|vater|"
              r"schwester|bruder|freund|freundin|hij[oa]s?|padres|madre|padre|herman[oa]|novi[oa]|amig[oa]|suegr[oa]s?|"
              r"figli[oa]?|genitori|madre|padre|sorella|fratello|ragazz[oa]|amic[oa]|suocer[ie]|filh[oa]s?|pais|mãe|pai|irmã|irmão|"
              r"namorad[oa]|sogr[oa]s?|i miei|miei)")
_NOT_THE_PERSONS = re.compile(rf"\b(?:holidays?|vacation|vacances|urlaub|ferien|vacaciones|veraneando|veraneo|vacanza|vacanze|ferie|"
                              rf"férias|veraneio|ya quisiera|yeah right|as if|magari|quem me dera|schön wär['’]?s|"
                              # (someone's: "for our daughter", "de mi novio", "per i miei", "dos meus sogros", "for Sophie")
                              rf"(?:for|pour|für|para|per|de|di|da|do|dos|das|del|della|dei|des|du|von)\s+(?:(?:my|our|mon|ma|mes|notre|nos|"
                              rf"meine[nmr]?|unsere[nmr]?|mi|mis|nuestr[oa]s?|mio|mia|miei|mie|nostr[oa]|o meu|a minha|os meus|as minhas|"
                              rf"meu|minha|meus|minhas|la|le|il|el|los|las|o|a|os|as)\s+)?{_KIN_WORDS}\b|"
                              r"(?:for|für|pour|para|per)\s+(?-i:[A-ZÀ-Þ])\w+|zu besuch|de visita|in visita|en visite|visiting|"
                              r"bei (?:meiner|meinem)|chez (?:ma|mon|mes)|en casa de|a casa di|na casa d[aeo]|que viene|que vem|"
                              # (a home still to come: "starts Monday", "sarà a settembre", "le mois prochain")
                              r"starts?|will|next|sarà|será|sera|wird|vai ser|prochaine?|prossim[oa]|próxim[oa]|nächste[nr]?)\b|"
                              r"別荘|旅行|度假|给(?:我)?(?:儿子|女儿|爸|妈)|楽しみ|待ち遠し|来月|来週|下个月|下周", re.I)


def settling_frame(clause: str, lang: str) -> re.Match | None:
    """The first days in a home or its boxes unpacked, said before it (_SETTLING), or None."""
    return _SETTLING_FRAME[lang].match(clause.strip()) if lang in _SETTLING_FRAME and not _NOT_THE_PERSONS.search(clause) else None


def new_state(clause: str, lang: str) -> tuple[str, str] | None:
    """(attribute, fact) when the clause opens on a new-state noun phrase: the home, the employer or the job
    it tells, in the person's words; else None. (A home after its first days said before it is read too.)"""
    text = clause.strip()
    if (frame := settling_frame(text, lang)) is not None:
        after = text[frame.end():]
        if (m := _HOME[lang].match(after) or _HOME_BARE[lang].match(after)) is not None:
            return "residence", f"{_of_person(m.group('noun'), lang)} {_BE[lang]} {m.group('prep')} {m.group('x')}"
    if lang == "zh":
        for attribute, pattern in (("residence", _ZH_HOME), ("employer", _ZH_EMPLOYER)):
            if pattern.match(text):
                return attribute, "用户的" + re.sub(r"^我(?:们)?(?:的|家的)?", "", text)
        # (not someone else's, the place said after them: "我姐在杭州的新家", whose "姐在杭州" reads as a place)
        if (m := _ZH_HOME_AT.match(text)) and "在" not in m.group("x"):
            return "residence", f"用户的新{m.group('noun')}在{m.group('x')}"
        return None
    # (not someone's own new home, "同僚の新しい家は大宮", "姉の新居": a person before の, not a place)
    if lang == "ja" and (m := _JA_HOME_AT.match(text)) and not _JA_PERSON.search(m.group("x")):
        return "residence", f"ユーザーの新しい家は{m.group('x')}"
    if lang == "ja":
        for attribute, pattern in (("residence", _JA_HOME), ("employer", _JA_EMPLOYER)):
            if m := pattern.match(text):
                return attribute, f"ユーザーの新しい{m.group('noun')}は{m.group('x')}"
        return None
    if lang not in _HOME:
        return None
    if m := _JOB[lang].match(text):
        return "job", f"{_PERSON[lang]} {_BE_ROLE[lang]} {_role(m.group('x'), lang)}"
    if m := (_HOME[lang].match(text) or (_HOME_BARE[lang].match(text) if not _SOMEONE_ELSES_HOME.search(text) else None)
             or (lang == "en" and _DWELLING_DETAIL.search(text) and not _SOMEONE_ELSES_HOME.search(text)
                 and _EN_PLACE_BARE.match(text))):
        return "residence", f"{_of_person(m.group('noun'), lang)} {_BE[lang]} {m.group('prep')} {m.group('x')}"
    if m := _EMPLOYER[lang].match(text):
        return "employer", f"{_PERSON[lang]} {_BE_AT[lang]} {m.group('prep')} {m.group('x')}"
    return None


def _role(role: str, lang: str) -> str:
    """The role as said, with an English article ("a paramedic", "an editor")."""
    return f"{'an' if role[:1].lower() in 'aeiou' else 'a'} {role}" if lang == "en" else role


def here_as_home(clause: str, lang: str) -> tuple[str, str, str] | None:
    """("residence", "User is here in X", the clause after the phrase) when a clause opens on "here in X" and
    says a habit of the person's there, with no span of days; else None."""
    pattern = _HERE_PHRASE.get(lang)
    m = pattern.match(clause.strip()) if pattern else None
    here = _HERE_SAID.get(lang)
    rest = clause.strip()[m.end():] if m else ""
    if not m or not (_HABIT.search(clause) or (_HOME_DETAIL.search(clause) and _PAYS.search(rest))) or _SPAN.search(clause):
        return None
    return "residence", f"{_PERSON[lang]} {_BE_AT[lang]} {here} {m.group('x')}", _after(clause.strip()[m.end():], lang)


_HERE_SAID = {"en": "here in", "de": "hier in", "fr": "ici à", "es": "aquí en", "it": "qui a", "pt": "aqui em"}


def landlord_home(clause: str, lang: str) -> tuple[str, str] | None:
    """("residence", "O utilizador está aqui em X") when the clause opens on the person's landlord in a place
    (``_LANDLORD``), with no span of days; else None. The landlord is the subject: the rest is theirs."""
    pattern = _LANDLORD_PHRASE.get(lang)
    m = pattern.match(clause.strip()) if pattern else None
    # (no span of days is asked of it: a holiday let has a host, not a landlord, and "até dia 8" is when rent is due)
    if m is None:
        return None
    return "residence", f"{_PERSON[lang]} {_BE_AT[lang]} {_HERE_SAID[lang]} {m.group('x')}"


def pays_for_home(rest: str) -> bool:
    """Whether what follows "here in X" says the person pays the rent there ("pago di affitto la metà"): the verb's
    person says whose it is where a table of first-person verbs may not know the verb."""
    return bool(_PAYS.search(rest) and _HOME_DETAIL.search(rest))


def event_sure(clause: str, lang: str) -> bool:
    """Whether a fronted event (``event_told``) is the person's change for certain: a move named by its noun with
    where to ("Seit dem Umzug nach Leipzig", "Since the move to Glasgow", "Desde la mudanza a Valencia"), or a
    divorce or separation with no one named ("Since the divorce", "Depuis notre séparation"). Its endings are made,
    not asked, as the verb's would be ("I moved to Glasgow"). Being somewhere since ("Da quando stiamo a Bologna",
    a stay maybe), a Chinese coming ("来苏州以后"), a Japanese parting by its verb, or a parting from someone named
    (a namesake of the held partner maybe) stay guesses."""
    text = clause.strip()
    if lang in _MOVE_PHRASE and _MOVE_PHRASE[lang].match(text):
        return True
    m = _PARTING_PHRASE[lang].match(text) if lang in _PARTING_PHRASE else None
    return bool(m) and not m.groupdict().get("partner")


def event_told(clause: str, lang: str) -> tuple[str, str, str] | None:
    """(attribute, fact, the clause without the phrase) when the clause opens on a fronted move or parting
    ("Seit dem Umzug nach Leipzig fahre ich mehr Rad"); else None."""
    text = clause.strip()
    if lang == "zh" and (m := _ZH_MOVE_PHRASE.match(text)):
        # (a plan or a visit to come, "来北京以后我请你吃饭", "到上海以后要去外滩": no move yet)
        rest = text[m.end():]
        if re.search(r"要|会|想|打算|准备|请你|再说|出差|旅游|玩|给我|找我|告诉我|联系我", rest):
            return None
        # (coming, not moving, is a move only by a habit or the home there: "来苏州以后每天骑车上班", "…房租便宜一半";
        # "来北京以后一直下雨" may be a visit)
        if not m.group("verb").startswith("搬") and not re.search(r"每天|每周|每个月|天天|平时|一般|通勤|上班|房租|房东|住", rest):
            return None
        return "residence", f"用户{m.group('verb').rstrip('了')}了{m.group('x')}", rest
    # (not a stay said as one: "Desde que estamos en Oviedo de vacaciones…")
    if lang in _BEEN_SINCE_PHRASE and (m := _BEEN_SINCE_PHRASE[lang].match(text)) and not _SPAN.search(text):
        return "residence", f"{_PERSON[lang]} {_BE_AT[lang]} {m.group('prep')} {m.group('x')}", _after(text[m.end():], lang)
    if lang == "ja" and (m := _JA_PARTING.match(text)):
        return "relationship", f"ユーザーは{m.group('noun')}した", text[m.end():].strip("、, ")
    for attribute, patterns in (("residence", _MOVE_PHRASE), ("relationship", _PARTING_PHRASE)):
        pattern = patterns.get(lang)
        m = pattern.match(text) if pattern else None
        if not m:
            continue
        noun = m.group("noun")
        fact = _of_person(noun, lang)
        if attribute == "residence":
            fact = f"{fact} {m.group('prep')} {m.group('x')}"
        elif m.groupdict().get("partner"):
            fact = f"{fact} {_FROM[lang]} {m.group('partner')}"
        return attribute, fact, _after(text[m.end():], lang)
    return None


# How each language says whom a parting is from ("Die Trennung des Nutzers von Jonas").
_FROM = {"en": "from", "de": "von", "fr": "d'avec", "es": "de", "it": "da", "pt": "de"}


def _after(rest: str, lang: str) -> str:
    """What follows a fronted phrase, as a clause of its own (German puts the verb before "ich" after one:
    "fahre ich mehr Rad" is "Ich fahre mehr Rad")."""
    rest = rest.strip(" ,")
    if lang == "de" and (inverted := re.match(r"(\S+)\s+ich\b\s*", rest, re.I)):
        rest = f"Ich {inverted.group(1).lower()} {rest[inverted.end():]}".strip()
    return rest


# A couple's state told with the couple's "we" in the verb, or with no verb at all, as the languages that drop
# their subject say it ("estamos prometidos", "Ya casados desde el sábado", "siamo fidanzati da giugno", "estamos
# namorando faz dois meses", "a gente tá noivo"): the person is one of the two. Only what may follow a state said
# of the couple: an end, a time, the partner's name, a laugh (not "casados con el trabajo jaja", a figure of speech).
_COUPLE_TAIL = (r"(?=\s*(?:$|[!.,?;…]|(?:desde|hace|há|faz|da|dal|dalla|dopo|depois|el|la|en|em|no|na|il|ieri|ayer|ontem|"
                r"oficialmente|ufficialmente|finalmente|por fin|y|e|jaja\w*|kkk\w*|haha\w*|ahah\w*)\b|"
                r"(?:con|com)\s+(?:o\s+|a\s+)?(?-i:[A-Z])))")
# With the couple's verb (first person plural: "estamos", "somos", "siamo", "a gente tá"), after how they met too, in
# the same breath ("conheci o Rafa no app, estamos namorando faz dois meses"); with no verb, only opening the clause
# on an adverb of time ("Ya casados desde el sábado"): "Juan y María, ya casados, viven en Lugo" is theirs.
_COUPLE_VERB = {
    "es": r"(?:(?:ya|por fin|al final|ahora|oficialmente)\s+)*(?:estamos|somos)\s+(?:(?:ya|oficialmente|por fin)\s+)?"
          r"(?P<s>prometidos|comprometidos|casados|novios|pareja)",
    "pt": r"(?:(?:já|agora|finalmente|oficialmente)\s+)*(?:estamos|somos|a\s+gente\s+(?:está|tá|é))\s+(?:(?:já|oficialmente|agora)\s+)?"
          r"(?P<s>noivos?|casados?|namorando|namorados)",
    "it": r"(?:(?:ora|adesso|finalmente|ufficialmente|già)\s+)*siamo\s+(?:(?:ufficialmente|finalmente|ora|già)\s+)?"
          r"(?P<s>fidanzati|sposati)",
}
_COUPLE_BARE = {
    "es": r"(?:(?:ya|por fin|al final|ahora|oficialmente)\s+)+(?P<s2>prometidos|comprometidos|casados)",
    "pt": r"(?:(?:já|finalmente|oficialmente)\s+)+(?P<s2>noivos|casados)",
    "it": r"(?:(?:ora|adesso|finalmente|ufficialmente|già)\s+)+(?P<s2>fidanzati|sposati)",
}
_COUPLE_PHRASE = {lang: re.compile(rf"(?:(?:^|.*?[,…]\s*)(?:{_COUPLE_VERB[lang]})|^(?:{_COUPLE_BARE[lang]})){_COUPLE_TAIL}", re.I)
                  for lang in _COUPLE_VERB}
# The state of one of the two, as the person would say it of themself ("El usuario está prometido").
_ONE_OF_TWO = {"prometidos": "está prometido", "comprometidos": "está comprometido", "casados": "está casado",
               "novios": "tiene pareja", "pareja": "tiene pareja", "noivos": "está noivo", "noivo": "está noivo",
               "casado": "é casado", "namorando": "está namorando", "namorados": "está namorando",
               "fidanzati": "è fidanzato", "sposati": "è sposato"}


def couple_state(clause: str, lang: str) -> tuple[str, str] | None:
    """("relationship", fact) when the clause tells a couple's state with the couple's "we" in its verb or with
    no verb (``_COUPLE``); else None. Not denied: "no estamos casados" opens on its negation, and matches not."""
    pattern = _COUPLE_PHRASE.get(lang)
    m = pattern.match(clause.strip()) if pattern else None
    if m is None:
        return None
    said = (m.group("s") or m.group("s2")).lower()
    state = _ONE_OF_TWO.get(said) or _ONE_OF_TWO.get(said + "s", f"{_BE[lang]} {said}")
    if lang == "pt" and said in ("casados",):
        state = "é casado"
    return "relationship", f"{_PERSON[lang]} {state}"


def opens_on_new_state(part: str, lang: str) -> bool:
    """Whether a clause opens on a new-state noun phrase or a fronted move or parting: the person's own,
    though no pronoun of theirs is said (core/model/clauses.py keeps it)."""
    return (new_state(part, lang) is not None or event_told(part, lang) is not None or here_as_home(part, lang) is not None
            or death_told(part, lang) is not None
            or couple_state(part, lang) is not None or landlord_home(part, lang) is not None)


# A possibility, not a state ("the flat we might rent", "die Wohnung, die wir vielleicht mieten", "l'appart qu'on
# pourrait louer", "la casa que quizás compremos", "forse", "talvez", "可能", "かも"): nothing has changed.
_HEDGE = re.compile(
    # (not the modals of a request said in the same sentence: "could you", "would you", "pourrais-tu", "poderia me ajudar")
    r"\b(?:might|maybe|perhaps|possibly|will|vielleicht|eventuell|möglicherweise|könnten|werden|"
    r"peut-être|pourr(?:ait|ions|aient)|éventuellement|quizás?|tal vez|a lo mejor|podríamos|"
    r"forse|magari|potre(?:bbe|mmo)|talvez|quem sabe|poderíamos)\b|可能|也许|或许|如果|かも|たら", re.I)


def hedged(clause: str) -> bool:
    """Whether the clause says only a possibility (a plan, a hypothetical): no new state to keep."""
    return bool(_HEDGE.search(clause))


# What only a move that happened leaves, said in the message: the keys collected, the boxes unpacked, the first week
# in the new place ("update: keys collected!! the new place in Brighton has a balcony", "Finally
# unpacked!! the new house in Stockport…", "杭州的新家终于收拾好了"). With it, a home told by a phrase about the new
# one is the person's home now: no place visited, no flat not got. So the reading is sure (what it ends is ended) and
# said as where the person lives. Not said by someone else ("My sister finally unpacked"): see settled_home.
_MOVED_IN = re.compile(
    r"\b(?:keys? (?:collected|picked up|in hand)|(?:got|collected|picked up|handed) (?:the|our|my) (?:new )?keys|"
    r"(?:finally |finished |done )?unpack(?:ed|ing)|moved in|settled in|first (?:week|night|month|weekend|winter) in the new|"
    # (the first days in the new home in the other languages, told before it: _SETTLING)
    r"première (?:semaine|nuit) dans (?:notre |mon |le |l['’])?(?:nouvel|nouveau)|erste[n]? (?:Woche|Nacht) in (?:der|unserer|meiner) neuen|"
    r"déball\w* (?:les |tous les |nos )?cartons|primera (?:semana|noche) en (?:el|la|mi|nuestr[oa]) (?:piso|casa|apartamento) nuev[oa]|"
    r"prima (?:settimana|notte) (?:nella|nel|in) (?:casa|nuov[oa]|appartamento)|"
    r"primeira (?:semana|noite) n[oa] (?:casa|apartamento|apê|nov[oa])|"
    r"emménag(?:é|ée|és|ées)|cartons (?:enfin )?(?:défaits|vidés|déballés)|(?:récupéré|eu) les clés|"
    r"eingezogen|(?:kisten|kartons) (?:endlich )?(?:ausgepackt|leer)|schlüssel (?:abgeholt|bekommen|übergeben)|eingelebt|"
    r"ya (?:estamos|estoy) instalad[oa]s?|(?:recogimos|recogí|nos dieron|me dieron) las llaves|"
    r"(?:desembalad[oa]s?|deshicimos) (?:las )?cajas|(?:abbiamo|ho) (?:preso|ritirato) le chiavi|"
    r"scatoloni (?:finalmente )?(?:svuotati|disfatti)|(?:ho|abbiamo) (?:finalmente )?svuotato (?:tutti )?(?:gli )?scatoloni|trasloco (?:finito|fatto|concluso)|(?:ci siamo|mi sono) sistemat[oi]|"
    r"(?:pegamos|peguei|recebemos|recebi) as chaves|(?:nos|me) instalamos|me instalei|"
    r"mudança (?:feita|terminada|concluída))\b|"
    r"收拾好了|搬完了?家|搬好了?家|拿到(?:了)?钥匙|入住了|荷解き|引っ越しが終わ(?!ったら)|鍵を受け取|"
    # (and a week of tidying the new home done, the first winter in it: "收拾了一个礼拜终于差不多了", "新居で初めての冬")
    r"收拾了[^，。,]{0,6}(?:差不多|好)了|住进(?:来|去)了|新居で(?:の)?初めて|新居での(?:生活|暮らし)", re.I)
# (a housewarming is as often someone else's, a guest's: no cue.) Not a cue said of someone else's home or move ("at my
# sister's", "Helped my parents get settled in", "去朋友家"), nor denied or still to come ("Still haven't got the
# keys", "Can't wait till we've moved in", "鍵を受け取るのは来週", "引っ越しが終わったら").
_SOMEONE_ELSES_PLACE = re.compile(
    r"\b(?:at|chez|bei|da|en casa de|na casa d[aoe]|a casa d[ie]|helped|helping|aidé|geholfen|ayudé|aiutato|ajudei)\b|"
    r"(?-i:[A-Z])\w+['’]s\b|\bmy (?:sister|brother|parents|mum|mom|dad|friend|friends|son|daughter)\b|"
    r"朋友|我妈|我爸|我姐|我哥|我弟|我妹|父母|爸妈|友達|両親|姉|兄|弟|妹|母|父", re.I)
_NOT_YET = re.compile(r"\b(?:next|tomorrow|soon|till|until|once|can['’]t wait|looking forward|prochaine?|demain|bientôt|quand|nächste\w*|morgen|bald|wenn|"
                      r"próxim[oa]|mañana|pronto|cuando|prossim[oa]|domani|presto|quando|amanhã|logo)\b|"
                      r"来週|来月|明日|たら|楽しみ|待ち遠し|下周|下个月|明天|以后|之后", re.I)
# ... and a verb of starting in the present or the future: new work still to come ("My new job at Google starts in
# March", "Mein neuer Job bei Audi beginnt im Mai", "mi nuevo trabajo empieza el lunes").
_STARTS = re.compile(r"\b(?:starts?|begins?|will|going to|commence|commencera|démarre|beginnt|fängt|empieza|empezaré|comienza|"
                     r"comincia|inizia|começa|começo)\b", re.I)


def work_not_yet(clause: str) -> bool:
    """Whether new work told by a phrase about it (``new_state``) is still to come: asked, as a plan would be."""
    return bool(_NOT_YET.search(clause) or _STARTS.search(clause))


_CLAUSE = re.compile(r"[^.!?。！？\n,，;；、]+")  # (the cue is read in its clause, with its denial: "还没拿到钥匙，…")
# (a face then a space ends a clause too, "…初めての冬を迎えました⛄ 雪道で転ばない…"; not one inside it, "爸妈🎉终于搬完家了")
_FACE_THEN_SPACE = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF][\uFE0F\u200D]*(?=\s)")
# Where the person lives, said as the plain state: the place a home's reading ends on.
_LIVES_IN = {"en": "User lives in {}", "de": "Der Nutzer wohnt in {}", "fr": "L'utilisateur habite à {}",
             "es": "El usuario vive en {}", "it": "L'utente abita a {}", "pt": "O utilizador mora em {}",
             "zh": "用户住在{}", "ja": "ユーザーは{}に住んでいる"}
# The place a reading of this module ends on ("User's place is in Brighton", "Die Wohnung des Nutzers ist in Leipzig",
# "O utilizador está aqui em Porto", "用户的新家在杭州", "用户来了苏州", "ユーザーの新しい家は神戸").
_HERE_WORDS = r"here\s+in|hier\s+in|ici\s+à|aquí\s+en|qui\s+a|aqui\s+em"
_PLACE_AT_END = {lang: re.compile(rf"\s(?:{_BE[lang]}|{_BE_AT[lang]})\s+(?:(?:{_HERE_WORDS})|(?:{_IN[lang]}))\s+(?P<x>\S.*)$", re.I)
                 for lang in _IN}
_PLACE_AT_END["zh"] = re.compile(r"(?:在|了)(?P<x>[^在了]+)$")
_PLACE_AT_END["ja"] = re.compile(r"は(?P<x>[^は]+)$")


# A new home said not to be had after all ("The new flat in York didn't work out", "fell through", "n'a pas marché",
# "ist nicht geklappt", "no salió", "non è andata", "não deu certo", "黄了"): no home, whatever else the message says.
# (A detail denied is a detail of a home had: "has no lift".)
_FELL_THROUGH = re.compile(r"\b(?:didn['’]t|did not|doesn['’]t|does not|won['’]t|isn['’]t|wasn['’]t|never|fell through|"
                           r"n['’]a pas (?:marché|abouti)|(?:hat |ist )?nicht geklappt|no (?:salió|funcionó)|non è andata|"
                           r"non ha funzionato|não deu certo)\b|没成|黄了|ダメになった|なくなった", re.I)


def home_fell_through(clause: str) -> bool:
    """Whether the clause says the new home was not had after all (``_FELL_THROUGH``)."""
    return bool(_FELL_THROUGH.search(clause))


def settled_home(fact: str, lang: str, message: str) -> str | None:
    """A home's reading said as where the person lives ("User lives in Brighton") when the message tells the move
    done in the person's own words (``_MOVED_IN``, in a sentence that names no one else as its subject); else None."""
    from mnemosyne_app.core.model.others import subject

    from mnemosyne_app.core.model.attributes import is_negation

    # (a holiday home, a child's new flat, said in the cue's sentence, dots no end: "… – für meinen Sohn, er studiert jetzt
    # dort", "… was brutal... for my brother"; not a request after it, "What will I need next?")
    if any(_NOT_THE_PERSONS.search(s) and _MOVED_IN.search(s) for s in re.split(r"(?<!\.)\.(?!\.)|[!?。！？\n]", message)):
        return None
    if not any(_MOVED_IN.search(s) and subject(s.strip(), lang) is None and not _SOMEONE_ELSES_PLACE.search(s)
               and not is_negation(s, lang) and not _NOT_YET.search(s) for s in _CLAUSE.findall(_FACE_THEN_SPACE.sub("。", message))):
        return None
    return lives_in(fact, lang)


def lives_in(fact: str, lang: str) -> str | None:
    """A home's reading of this module said as where the person lives ("O utilizador está aqui em Porto" → "O
    utilizador mora em Porto"), or None when it ends on no place."""
    m = _PLACE_AT_END[lang].search(fact) if lang in _PLACE_AT_END else None
    return _LIVES_IN[lang].format(m.group("x").strip()) if m else None
