"""Whose fact a clause tells: the person's, or someone's they speak of.

"My brother just quit the orchestra", "Meine Tochter zieht nächste Woche nach Berlin", "我妈退休了",
"姉がヴィーガンをやめて": the subject is someone the person names by who they are to them (a relation
noun with the person's possessive, or a bare kin word in Chinese and Japanese, which leave the
possessive out), or an organisation named as the one acting on something of the person's
("Continental hat meine ganze Abteilung abgebaut"). Such a clause is about that someone: it places
no single-valued attribute of the person's (core/model/statements.py), so it ends none of their
facts, and in a language that drops its subjects the clause after it goes on with them
(core/model/clauses.py: "我妈退休了，搬去海南住了" is the mother's move).
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese as itpt
from mnemosyne_app.core.model.companions import APPOSITION

# Who someone is to the person, per language (the grammar class "relation noun"): kin and partners,
# and the people and organisations outside the family (friends, people at work or next door).
_KIN = {
    "en": (r"mother|mom|mum|mama|father|dad|papa|parents|brother|sister|siblings?|son|daughter|kids?|children|child|baby|"
           r"wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|ex|grandma|grandmother|grandpa|grandfather|"
           r"grandparents|aunt|uncle|cousin|niece|nephew|in-laws|[a-z]+-in-law|step(?:mom|mum|dad|son|daughter|"
           r"brother|sister)"),
    "fr": (r"mère|maman|père|papa|parents|frère|frères|s(?:œ|oe)ur|s(?:œ|oe)urs|fils|fille|filles|enfants?|bébé|femme|mari|"
           r"conjointe?|compagne|compagnon|copain|copine|petite? amie?|fiancée?|ex|grand-mère|grand-père|mamie|papi|"
           r"grands-parents|tante|oncle|cousine?|neveu|nièce|belle-mère|beau-père"),
    "de": (r"mutter|mama|vater|papa|eltern|bruder|schwester|geschwister|sohn|tochter|kinder|kind|baby|frau|mann|"
           r"ehefrau|ehemann|partnerin|partner|verlobter?|ex|oma|opa|großeltern|tante|onkel|cousine|cousin|neffe|nichte|"
           r"schwiegermutter|schwiegervater"),
    "es": (r"madre|mamá|padre|papá|padres|herman[oa]s?|hij[oa]s?|niños|bebé|esposa|esposo|mujer|marido|pareja|novi[oa]|"
           r"prometid[oa]|ex|abuel[oa]s?|tí[oa]|prim[oa]|sobrin[oa]|suegr[oa]"),
    "it": (r"madre|mamma|padre|papà|genitori|fratell[oi]|sorell[ae]|figli[oa]?|figlie|bambini|moglie|marito|"
           r"compagn[oa]|ragazz[oa]|fidanzat[oa]|ex|nonn[oai]|zi[oa]|cugin[oa]|nipote|suocer[oa]"),
    "pt": (r"mãe|pai|pais|irmão|irmã|irmãos|filh[oa]s?|esposa|esposo|mulher|marido|companheir[oa]|namorad[oa]|noiv[oa]|ex|"
           r"avó|avô|avós|ti[oa]|prim[oa]|sobrinh[oa]|sogr[oa]"),
}
_NOT_KIN_WORDS = {
    "en": (r"friends?|bestie|bff|buddy|mate|roommate|flatmate|housemate|neighbou?rs?|colleagues?|co-?workers?|boss|manager|"
           r"supervisor|landlord|landlady|doctor|therapist|teacher|coach|company|employer|firm|team|department"),
    "fr": (r"amie?|meilleure? amie?|pote|coloc|colocataire|voisine?|collègues?|cheffe?|patronne?|manager|médecin|docteur|prof|"
           r"professeure?|entreprise|boîte|équipe|employeur|propriétaire|proprio"),
    # ("Freundin"/"Freund" is a partner as often as a friend: kin here, so a partner's doing stays as the family's)
    "de": (r"kollegin|kollegen?|chefin|chef|vorgesetzter?|nachbarin|nachbarn?|mitbewohnerin|mitbewohner|ärztin|arzt|"
           r"lehrerin|lehrer|firma|abteilung|arbeitgeber|team|vermieterin|vermieter"),
    "es": (r"amig[oa]s?|mejor amig[oa]|compañer[oa]s?|compi|vecin[oa]s?|jef[ea]|médic[oa]|doctora?|profesora?|empresa|equipo|caser[oa]|propietari[oa]"),
    "it": (r"amic[oa]|amici|migliore amica|migliore amico|coinquilin[oa]|vicin[oa]|colleg[ahi]|capo|responsabile|medico|"
           r"dottore|dottoressa|azienda|ditta|squadra|padrone di casa|proprietari[oa]"),
    "pt": (r"amig[oa]s?|melhor amig[oa]|colegas?|vizinh[oa]s?|chefe|patrão|médic[oa]|empresa|equipe|equipa|senhori[oa]|"
           r"proprietári[oa]"),
}
_KIN["de"] += r"|freundin|freund"
_REL = {lang: f"{_KIN[lang]}|{_NOT_KIN_WORDS[lang]}" for lang in _KIN}
# Who someone is to the person, as a word on its own (for other modules: "bei Mama" is at someone's, no workplace).
RELATION = {lang: rf"(?:{words})" for lang, words in _REL.items()}
_OWNER = {"en": r"(?:my|our)", "fr": r"(?:mon|ma|mes|notre|nos)", "de": r"(?:mein|meine|meinem|meiner|unser|unsere)",
          "es": r"(?:mi|mis|nuestr[oa]s?)", "it": r"(?:(?:il|la|i|le)\s+)?(?:mi[oa]|miei|mie|nostr[oaie])",
          "pt": r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)"}
# "a friend of mine", "un mio collega", "uma amiga minha", "one of my colleagues"
_ONE_OF = {"en": r"(?:a (?:\w+\s+)?(?:{rel}) of (?:mine|ours)|one of (?:my|our) (?:{rel}))",
           "fr": r"(?:une? (?:de )?(?:mes|nos) (?:{rel}))", "de": r"(?:ein(?:e)? (?:meiner|unserer) (?:{rel}))",
           "es": r"(?:un[oa]? (?:de )?(?:mis|nuestr[oa]s) (?:{rel})|un[oa] (?:{rel}) mí[oa])",
           "it": r"(?:un[oa]? (?:mi[oa]|nostr[oa]) (?:{rel}))", "pt": r"(?:u(?:m|ma) (?:{rel}) (?:meu|minha))"}

# Chinese: the person's kin and people, "我" before them with or without "的", or the bare word
# opening the clause (Chinese drops the possessive: "朋友送了个拍立得", "妈妈退休了").
_ZH_NOT_KIN = "闺蜜|朋友|同事|老板|领导|经理|店长|主管|组长|老大|总监|室友|邻居|同学|老师|医生|房东|上司|公司"
_ZH_REL = ("妈妈|母亲|爸爸|父亲|爸妈|父母|爷爷|奶奶|外公|外婆|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|儿子|女儿|孩子|老婆|妻子|老公|丈夫|"
           f"叔叔|阿姨|舅舅|舅妈|姑姑|姨妈|婶婶|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|侄子|侄女|外甥女|外甥|孙子|孙女|外孙女|外孙|"
           f"嫂子|姐夫|妹夫|弟媳|公公|婆婆|岳父|岳母|继父|继母|男朋友|女朋友|对象|前任|{_ZH_NOT_KIN}|妈|爸|哥|姐|弟|妹")
# (and someone of the person's group, by name or noun: "我们组的小李也辞职了", "我们公司的王姐要结婚了": theirs)
_ZH_OF_OUR_GROUP = (r"(?:我们|我)(?:组|公司|部门|团队|班|宿舍|科室|单位|小组|办公室|实验室|学校|系|楼|店)的?"
                    # (a person, by a name or a noun of people: not "福利", "食堂", "项目经理刚换成我")
                    r"(?:(?:小|老|阿)[\u4e00-\u9fff]{1,2}|[\u4e00-\u9fff]{1,2}(?:姐|哥|总|工)|同事|领导|主管|老板|同学|室友|老大|店长|经理|组长)"
                    r"(?=也|都|还|刚|已经|又|就|辞|离|搬|结|去|回|说|要|被|跳|换|考|生|退|今天|昨天|前天|上周|上个月|这周)")
# (and "我们" before someone outside the family: "我们店长昨天从星巴克辞职了", "我们老板"; a person, not "我们公司")
_ZH_OUR_PEOPLE = "|".join(w for w in _ZH_NOT_KIN.split("|") if w != "公司")
_ZH_SUBJECT = re.compile(rf"^((?:我(?:的)?)?(?:{_ZH_REL})(?!们)|我们(?:{_ZH_OUR_PEOPLE})|{_ZH_OF_OUR_GROUP})")
# Japanese: a relation noun as the subject or topic ("姉が", "父は", "同僚も"), "my" at most before it.
_JA_NOT_KIN = "友達|友人|親友|同僚|同級生|上司|先輩|後輩|ルームメイト|隣人|先生|医者|大家|会社"
_JA_REL = ("姉|兄|妹|弟|母|父|母親|父親|お母さん|お父さん|両親|夫|妻|主人|旦那|嫁|娘|息子|子供|子ども|祖母|祖父|義母|義父|"
           f"彼氏|彼女|{_JA_NOT_KIN}")
# (and whose one it is, and their name, said around it: "夫の健太は", "娘の陽菜は", "高校の同級生の亜美が"; not a time of
# theirs, "子供の頃は", nor a thing before, "前の会社は")
# (and a workplace's by its name: "ドコモの上司が昨日退職して" is the boss's leaving)
_JA_SUBJECT = re.compile(rf"^((?:私の|僕の|俺の|うちの)?(?:(?:高校|大学|中学|小学校|職場|会社|実家|近所|隣|義理)の|"
                         rf"[\u30a0-\u30ffA-Za-z]{{2,10}}の)?(?:{_JA_REL})"
                         r"(?:の(?!頃|時|ころ|とき|ため|こと|方|ほう|家|前|後)[^、。はがの]{1,5})?)(?:は|が|も)")
_JA_HAS = re.compile(r"^[^、。はが]{1,8}(?:が|は)[^、。]{0,6}?(?:います|いる|いない|いません)$")
# Someone named as the topic with a suffix of address ("陽菜ちゃんは吹奏楽部でトランペットを始めて", "健太くんは…", "田中さんが
# …"): theirs. (A bare topic is as often a time, a thing or a pet of the person's, "朝は", "夏は", "ペットは": left as said.)
JA_NAMED_TOPIC = re.compile(r"^((?:(?![今日週月年毎時頃最])[^\s、。はがのをにで]){1,4}?)(?:ちゃん|くん|君|さん|様)(?:は|が)")
# "夫の転勤で": the relation's doing said as the cause, with no verb of the person's.
_JA_CAUSE = re.compile(rf"^(?:私の|うちの)?(?:{_JA_REL})の[^、。はが]{{1,8}}(?:で|により|のため)$")

_SUBJECT = {lang: re.compile(
    rf"^((?:{_OWNER[lang]}\s+(?:[\w-]+\s+)?(?:{_REL[lang]})|{_ONE_OF[lang].format(rel=_REL[lang])})"
    r"(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?)(?=[\s,]|['’]s\s)", re.I) for lang in _REL}

# A thing of someone's, its owner said after it: "Der Hund meiner Nachbarin", "le chat de ma voisine",
# "el perro de mi vecino", "il gatto della mia amica", "o cachorro do meu vizinho": the subject is their
# thing, so its death, sale or move is theirs ("Der Hund meiner Nachbarin ist gestorben" must not end
# the person's own dog). (English puts the owner first, "my neighbour's dog": _SUBJECT's "'s".)
_OWNER_AFTER = {"de": r"(?:meiner|meines|unserer|unseres)", "fr": r"(?:de|du|des) (?:mon|ma|mes|notre|nos)",
                "es": r"de (?:mi|mis|nuestr[oa]s?)", "it": r"(?:di|del|della|dello|dei|degli|delle) (?:mi[oa]|miei|mie|nostr[oaie])",
                "pt": r"(?:de|do|da|dos|das) (?:meu|minha|meus|minhas|noss[oa]s?)"}
_THE = {"de": r"der|die|das|den|dem", "fr": r"le|la|les|l['’]", "es": r"el|la|los|las", "it": r"il|lo|la|i|gli|le|l['’]",
        "pt": r"o|a|os|as"}
_THING_OF = {lang: re.compile(rf"^((?:{_THE[lang]})\s*[^\W\d_]+(?:\s+[^\W\d_]+)?\s+{_OWNER_AFTER[lang]}\s+(?:[\w-]+\s+)?"
                              rf"(?:{_REL[lang]})(?:e?s)?)(?=[\s,.!?])", re.I)  # (German genitive: "meines Bruders")
             for lang in _OWNER_AFTER}

# An organisation named as the subject acting on something the person has ("Continental hat meine ganze
# Abteilung abgebaut", "Acme closed my office"): a capitalised name, a verb of the third person, the person
# present only as an owner (not "Google laid me off": the person's own job, said by what was done to them).
_NAMED_ACTS = re.compile(r"^((?-i:[A-Z])[\w&-]+(?:\s+(?-i:[A-Z])[\w&-]+)?)\s+(?:hat|has|a|ha|tem|\w+ed)\s", re.I)
_NOT_NAMES = frozenset({"it", "this", "that", "there", "he", "she", "they", "we", "i", "es", "das", "er", "sie", "wir", "ich",
                        "il", "elle", "on", "ça", "ce", "él", "ella", "lui", "lei", "ele", "ela", "who", "everyone", "nobody",
                        # (a verb opening the clause, before a Portuguese or Spanish article "a": "Foi a minha última semana na
                        # Galp" names no one by its capital)
                        "foi", "fui", "era", "é", "está", "estava", "ficou", "fiquei", "tinha", "fue", "es"})
_PERSON_AS_OBJECT = re.compile(r"\b(?:me|mich|mir|moi|m['’]|mí|a mí|a mim)\b", re.I)
_OWNER_ANY = re.compile(r"\b(?:my|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|mi[oa]|miei|mie|meu|minha|meus|minhas)\b", re.I)


def subject(clause: str, lang: str) -> str | None:
    """The someone else a clause opens on as its subject ("my brother", "Meine Tochter", "我妈",
    "姉", "Continental"), or None when its subject is the person (or no one said)."""
    text = clause.strip()
    if lang == "zh":
        m = _ZH_SUBJECT.match(text)
        return m.group(1) if m else None
    if lang == "ja":
        if _JA_HAS.search(text):
            return None  # ("彼氏がいます", "娘が二人います": the person has them)
        m = _JA_SUBJECT.match(text) or _JA_CAUSE.match(text) or JA_NAMED_TOPIC.match(text)
        return (m.group(1) if m.groups() else m.group(0)) if m else None
    pattern = _SUBJECT.get(lang)
    if pattern is None:
        return None
    if m := pattern.match(text):
        if _with_the_person(text[m.end():], lang):
            return None
        more = _EN_MORE.match(text, m.end()) if lang == "en" else None
        return m.group(1) + more.group(0) if more else m.group(1)
    if (lang in _THING_OF) and (m := _THING_OF[lang].match(text)):
        return m.group(1)
    named = _NAMED_ACTS.match(text)
    # (the person's own verb opening the clause is no one's name: "Abito a Rieti con mia moglie", whose "a" is no "has")
    if named and lang in itpt.FIRST and itpt.starts_on_own_verb(text, lang):
        return None
    if (named and named.group(1).split()[0].lower() not in _NOT_NAMES and _OWNER_ANY.search(text, named.end())
            and not _PERSON_AS_OBJECT.search(text, named.end())):
        return named.group(1)
    return None


# The rest of an English subject after its relation noun: whose kin it is ("My husband's parents retired to
# Portugal, they're in the Algarve now": the parents, not the husband, are "they") and who is with them ("My
# brother and his wife are getting divorced"). Only "they" stands for the whole (``one_of``); not a boss or a
# company of theirs ("My husband's company laid him off" is the husband's news, as it was).
_EN_MORE = re.compile(rf"(?:['’]s\s+(?:{_KIN['en']})\b)+(?:\s+(?-i:[A-Z])[\w'’-]+)?|"
                      rf"\s+and\s+(?:(?:his|her|their)\s+(?:{_REL['en']})|(?-i:[A-Z])[a-z]+)\b(?=\s+(?!I\b))", re.I)


# "My wife and I ...", "Meine Freundin Lena und ich ...": the person is in the subject too.
# (a name may stand beside the owned noun first: "Mon mari, Paul, et moi …")
_AND_I = re.compile(rf"^(?:{APPOSITION})?\s*(?:and|et|und|y|e)\s+(?:I|me|moi|ich|yo|io|eu)\b", re.I)


# The relation nouns that name an organisation, not a person ("it" may stand for those).
_RELATION_WORD = {lang: re.compile(rf"\b(?:{words})\b", re.I) for lang, words in _REL.items()}
_ORGANISATION = {"en": re.compile(r"\b(?:company|employer|firm|team|department)\b", re.I),
                 "de": re.compile(r"\b(?:firma|abteilung|arbeitgeber|team)\b", re.I)}


def one_of(who: str) -> str:
    """The first someone of an English subject that runs on (``_EN_MORE``): whom "he", "she" or "it" after it can
    stand for ("My sister's husband left her, she's moving back home": the sister)."""
    return re.sub(r"(?:['’]s\s+|\s+and\s+).*$", "", who)


def names_a_person(who: str, lang: str) -> bool:
    """Whether ``who`` (a subject from ``subject``) is a person, whom "it" or "es" never stands for (not a
    pet, a thing or a company of theirs)."""
    if lang not in _ORGANISATION or not _RELATION_WORD[lang].search(who) or _ORGANISATION[lang].search(who):
        return False
    # (German says "es" of a child: "Mein Kind ist krank, es hat Fieber")
    return not (lang == "de" and re.search(r"(?:kind|baby|mädchen)\b", who, re.I))


def _with_the_person(rest: str, lang: str) -> bool:
    return bool(_AND_I.match(rest))


# -- Someone outside the family: their doing is no fact of the person's -------------------------------------------
# The family is part of the person's profile (the "family" attribute: "my sister moved to Denver" is
# kept as theirs, the sets write it so); a friend, a colleague, a neighbour, a doctor, a boss or an
# organisation is not. What one of them did ("My manager came back with a counter-offer", "Meine Kollegin
# hat gekündigt", "Ma coloc a arrêté d'être végétarienne", "我闺蜜刚离婚", "朋友送了个拍立得") is their
# doing: kept, it would be a fact nobody told of the person. A lasting state of theirs stays ("my manager
# lives in Boston", "我朋友在上海工作").
_NOT_KIN = re.compile(rf"\b(?:{'|'.join(_NOT_KIN_WORDS.values())})\b|{_ZH_NOT_KIN}|{_JA_NOT_KIN}", re.I)
def outside_the_family(who: str, lang: str) -> bool:
    """Whether someone the person names is no kin of theirs: a friend, a colleague, an organisation."""
    # (or an organisation named as the subject: "Continental", which opens on no owner)
    return bool(_NOT_KIN.search(who)) or (lang not in ("zh", "ja") and not _OWNER_ANY.search(who))


# A lasting state said of someone in the present: a verb of state right after the subject ("lives",
# "wohnt", "vit", "vive", "è", "mora"), not an auxiliary of a past ("has quit", "hat gekündigt", "a
# déménagé", "ha venduto"), nor a stop ("no longer", "nicht mehr", "ne … plus", "non … più").
_STATE = {
    "en": re.compile(r"^(?:still\s+|also\s+|both\s+)?(?:is|['’]s|are|['’]re|lives|works|has(?! (?:\w+ed|been|got|gone|left|quit|"
                     r"sold|moved|become|begun|taken|made|had|lost|found|come|run|given)\b)|['’]s got|studies|teaches|"
                     r"speaks|loves|likes|hates|plays|owns|drives|uses|attends|comes from|suffers|eats|needs|wants|can|"
                     r"was born|runs|keeps|goes to|doesn['’]t|does|knows|turns|live|work|have|love|like)\b"
                     r"(?!\s+(?:\w+\s+)?(?:getting|going|moving|starting|leaving|quitting|retiring|about|planning|changing|"
                     r"selling|buying|switching|coming|back|now|no longer)\b)(?!.*\bany ?more\b)", re.I),
    "fr": re.compile(r"^(?:est|a|vit|habite|travaille|étudie|s['’]appelle|aime|adore|parle|joue|fait|enseigne|mange|"
                     r"vient d['’e]\s*(?-i:[A-ZÀ-Þ])|conduit|souffre)\b(?!\s+(?:\w+\s+)?(?:\w+é|\w+ée|\w+és|\w+ées|"
                     r"parti|partie|mort|morte|né|née|devenue?|revenue?|venue?|mis|pris|fini)\b)(?!.*\bplus\b)", re.I),
    "de": re.compile(r"^(?:ist|hat|wohnt|lebt|arbeitet|studiert|heißt|spricht|mag|liebt|spielt|kommt aus|isst|sind|haben|"
                     r"wohnen|leben|arbeiten|heißen|sprechen|kommen aus|unterrichtet|fährt|braucht|geht (?:zur|in die|auf)|"
                     r"leidet|kennt)\b(?!.*\b(?:mehr|\w*ge\w+(?:t|en)|\w+iert)[.!]?$)(?!.*\bnicht mehr\b)", re.I),
    "es": re.compile(r"^(?:(?:también|todavía|aún)\s+)?(?:es|está|tiene|vive|trabaja|estudia|se llama|habla|juega|ama|"
                     r"(?:le|les) (?:gusta|encanta)|come|enseña|usa|sufre|lleva|maneja|conduce)\b", re.I),
    "it": re.compile(r"^(?:(?:anche|ancora|ora)\s+)?(?:è|ha(?!\s+(?:\w+\s+)?\w+(?:ato|ata|uto|uta|ito|ita|so|sa|to|ta)\b)|"
                     r"vive|abita|lavora|studia|si chiama|parla|gioca|ama|adora|mangia|insegna|usa|soffre|guida)"
                     r"\b(?!\s+(?:\w+\s+)?(?:andat[oa]|partit[oa]|mort[oa]|nat[oa]|tornat[oa]|diventat[oa]|stat[oa]|"
                     r"venut[oa]|trasferit[oa]|separat[oa]|lasciat[oa]|licenziat[oa])\b)(?!.*\bpiù\b)", re.I),
    "pt": re.compile(r"^(?:(?:também|ainda)\s+)?(?:é|está|tem|mora|vive|trabalha|estuda|se chama|chama-se|fala|joga|"
                     r"adora|gosta|come|ensina|usa|sofre|dirige)\b(?!.*\bmais\b)", re.I),
}
# Chinese and Japanese: a change or an event by its aspect or its verbs of starting, stopping, moving
# and giving (not a bare "了": "我朋友今年三十了" is an age now; a te-form goes on with a state as well).
_ZH_DOING = re.compile(r"过(?!敏)|刚|已经|不再|要|将|准备|打算|搬|退休|辞|离|换|卖|买了|送|开始|结婚|离婚|分手|去世|走了|戒|回来|回去|"
                       r"去了|考上|毕业|不\S*了$|没\S*了$")
_JA_DOING = re.compile(r"(?:た|ました)$|始め|やめ|辞め|引っ越|退職|転勤|売|買|亡くな|と言|別れ|離婚|結婚し")


def only_a_reason(clause: str, lang: str) -> bool:
    """A Japanese clause that only names someone's doing as the reason ("夫の転勤で、…"): no statement."""
    return lang == "ja" and bool(_JA_CAUSE.match(clause.strip()))


# Someone's words, reported: a verb of saying after the subject ("Ma mère dit qu'elle va vendre la maison",
# "Mein Vater hat gesagt, er zieht nach Köln", "父が「車を売って東京に引っ越す」と言い出しました", "我爸说要搬去上海"):
# what they said they would do, not done, and no fact of the person's, kin or not. (English "my X says" is
# already no statement: clauses._NOT_A_FACT.)
_SAYING = {
    "fr": re.compile(r"^(?:m['’])?(?:a dit|dit|disait|raconte|a annoncé|annonce|parle de|répète)\b", re.I),
    "de": re.compile(r"^(?:hat (?:mir )?(?:gesagt|erzählt|angekündigt|gemeint)|sagt|meint|erzählt|redet davon|spricht davon)\b", re.I),
    "es": re.compile(r"^(?:me )?(?:dijo|dice|contó|cuenta|anunció|habla de|ha dicho)\b", re.I),
    "it": re.compile(r"^(?:mi )?(?:ha detto|dice|diceva|ha annunciato|racconta|parla di)\b", re.I),
    "pt": re.compile(r"^(?:me )?(?:disse|diz|contou|anunciou|fala em|falou que)\b", re.I),
    "zh": re.compile(r"^(?:跟我|和我|对我)?(?:说|讲|提出|宣布|告诉我)"),
    "ja": re.compile(r"(?:と|って)(?:言|話し|宣言)"),
}


# Someone's wish that the person do something ("Ma fille voudrait que je prenne un chien", "Mi madre quiere que
# me mude", "我妈想让我换工作"): nothing done, and no state of the person's nor of theirs. (A verb of wanting, then
# the person as the one to do it; German "…will, dass ich …" is already no fact: clauses._NOT_A_FACT.)
_WANTS_THE_PERSON_TO = {
    "fr": re.compile(r"^(?:voudrai(?:t|ent)|veu(?:t|lent)|aimerai(?:t|ent)|souhaite(?:rait)?|souhaitent|préférerai(?:t|ent)|"
                     r"insiste pour)\s+(?:bien\s+)?que\s+(?:je|j['’])", re.I),
    "es": re.compile(r"^(?:quiere|quieren|querría|quisiera|prefiere|prefieren|preferiría|insiste en)\s+que\s+(?:yo|me)\b", re.I),
    "it": re.compile(r"^(?:vorrebbe(?:ro)?|vuole|vogliono|preferirebbe(?:ro)?|insiste perché)\s+che\s+(?:io|mi)\b", re.I),
    "pt": re.compile(r"^(?:quer(?:em|ia)?|gostaria|preferia|prefere)\s+que\s+(?:eu|me)\b", re.I),
    # (Chinese says it by a causative with the person as the one made to act: "想让我", "劝我", "逼我")
    "zh": re.compile(r"^(?:一直|总是|老是)?(?:(?:想|要|希望|非要)(?:让|叫)|劝|逼)我"),
}


def reports_words(rest: str, lang: str) -> bool:
    """Whether what follows someone's name in a clause reports their words (see _SAYING) or their wish
    that the person do something (see _WANTS_THE_PERSON_TO)."""
    saying, wanting = _SAYING.get(lang), _WANTS_THE_PERSON_TO.get(lang)
    return bool(saying and (saying.search(rest) if lang == "ja" else saying.match(rest))) or bool(
        wanting and wanting.match(rest))


def others_doing(clause: str, lang: str) -> bool:
    """Whether the clause tells what someone outside the person's family did or what changed for them,
    or what someone the person names said (their words, kin or not)."""
    who = subject(clause, lang)
    if who is None:
        return False
    if reports_words(clause.strip()[len(who):].strip(" ,はがも"), lang):
        return True
    if not outside_the_family(who, lang):
        return False
    rest = clause.strip()[len(who):].strip(" ,")
    if lang == "zh":
        return bool(_ZH_DOING.search(rest))
    if lang == "ja":
        return bool(_JA_DOING.search(rest)) or bool(_JA_CAUSE.match(clause.strip()))
    rest = re.sub(r"^['’]s\s+", "is ", rest) if lang == "en" else rest
    # (a word of change before the verb makes it one: "my friend just moved", "my boss finally left")
    rest = re.sub(r"^(?:just|now|finally|recently|gerade|endlich)\b", "x", rest, flags=re.I)
    return not _STATE[lang].match(rest)
