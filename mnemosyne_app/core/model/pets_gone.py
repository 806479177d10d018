"""A pet named in a clause told gone from the person's life in the words people use for it: a death said gently
("Daisy crossed the rainbow bridge", "Praline nous a quittés", "Balu ist von uns gegangen", "Fido ci ha lasciati",
"A Pipoca virou estrelinha", "豆豆去汪星了", "こむぎが亡くなりました"), a loss said by the person ("we lost Max last night",
"Perdimos a Nala el domingo"), a putting to sleep ("On a dû faire endormir Noisette", "Tuvimos que dormir a Simba"), a pet
given away or found a new home ("We gave Charlie to my brother", "Wir haben Bruno an meinen Bruder abgegeben", "Doei o
Paçoca pra uma família").

Words with other senses ("passed", "left us", "nos dejó", "ci ha lasciato", "lost") count only where the clause ends on
them, a word of when at most after them ("Max passed the test", "Toby nos dejó un regalito", "We lost Max in Costco" are
none). A pet missing is not read here: it is found again as often ("… found her in the dryer"), and whether it is gone
is the person's to say; nor is a message that tells it back or only out of sight ("volvió al rato", "de vista").

Each is read as the pet's ending (core/model/statements.py), which ends only a held pet fact naming it; a person of
that name is asked about, never ended (core/write/supersede._the_pet_named). The name must stand where a pet's name
stands: the clause's subject, or the object of the person's own verb. Not a stay anywhere in the message ("for the
weekend", "for two weeks", "pendant les vacances", "to feed while we're away", "寄养"), nor a pet left with a groomer, a
sitter or the vet; not a relative by title ("Grandpa passed", "奶奶走了", "おばあちゃんが亡くなりました").
"""

from __future__ import annotations

import re
from functools import lru_cache

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.stopping import a_stay_or_a_life_of_their_own

# A Latin-script name: a capital, then letters ("Max", "O'Malley", "Paçoca"); not one's own ("Max's toy").
# (one group each: the caller takes the first that matched)
_N = r"((?-i:[A-ZÀ-Þ])[\w-]+(?:['’](?!s\b)[\w-]+)?)(?![\w-]|['’]s\b)"
# An article before a name, as Portuguese, Italian and Spanish say it ("a Mel", "o Bidu", "la Kira").
_ART = r"(?:(?:a|o|la|il|le|el|lo|der|die)\s+)?"
# A few words of when or how between the name and the verb ("Max sadly passed", "Balu ist letzte Nacht von uns gegangen").
_FEW = r"(?:(?-i:[a-zà-ÿß])[\w'’-]*\s+){0,4}?"
# How a story ends, before it ("Al final a Kira la regalé …", "In the end we gave Charlie to my brother").
_LEAD = (r"(?:(?:so|well|sadly|in the end|eventually|finally|al final|finalmente|por fin|alla fine|no fim|no final|"
         r"schließlich|letztendlich|finalement|enfin|bon)\s*,?\s+)?")
# A word of when, alone ("last night", "on Sunday", "hier matin", "el domingo", "stanotte", "semana passada").
_WHEN = (r"(?:(?:last|this)\s+(?:night|morning|week|evening|afternoon)|yesterday|today|overnight|on\s+(?:monday|tuesday|"
         r"wednesday|thursday|friday|saturday|sunday)|peacefully|quietly|in\s+(?:my|our)\s+arms|in\s+(?:his|her)\s+sleep|"
         r"at\s+home|last\s+week|la\s+semaine\s+dernière|la\s+semana\s+pasada|la\s+settimana\s+scorsa|letzte\s+woche|"
         r"hier(?:\s+(?:matin|soir))?|ce\s+matin|cette\s+nuit|la\s+nuit\s+dernière|dimanche|lundi|mardi|mercredi|"
         r"jeudi|vendredi|samedi|(?:letzte|heute|gestern)\s+nacht|gestern|heute|ayer|anoche|esta\s+mañana|el\s+(?:lunes|martes|"
         r"miércoles|jueves|viernes|sábado|domingo)|ieri|stanotte|stamattina|stasera|ontem|hoje|semana\s+passada|"
         r"(?:essa|esta)\s+(?:madrugada|noite|manhã))")
# What may follow a going said in words that have other senses ("passed", "left us", "nos dejó", "ci ha lasciato"): the
# clause's end, or a word of when and then the end; not an object, a place, a goal ("Max passed on the treat", "Daisy
# left us a present", "Fido ci ha lasciato stanotte il divano distrutto", "Hugo nous a quittés pour Montréal").
_AT_END = r"(?=\s*(?:[,.!;…😢😭💔🌈]|$))"
_ENDS = rf"(?:\s+{_WHEN}(?:\s+{_WHEN})?)?{_AT_END}"
_LATIN: dict[str, re.Pattern[str]] = {
    "en": re.compile(
        # (a death said gently, the pet its subject)
        rf"^{_LEAD}{_N}\s+(?:{_FEW})(?:has\s+|had\s+)?(?:crossed(?:\s+over)?\s+the\s+rainbow\s+bridge|"
        # (not "passed" nor "passed on" alone: "Max passed, he's just lazy", "Luna passed on every toy")
        rf"(?:passed\s+away|left\s+us|is\s+no\s+longer\s+with\s+us){_ENDS}|passed(?:\s+{_WHEN}){{1,2}}{_AT_END})|"
        # (the person's loss said as a death, a new home)
        rf"^{_LEAD}(?:we|i)\s+(?:(?:just|finally|sadly|recently)\s+)?(?:lost\s+{_N}{_ENDS}|"
        rf"(?:had\s+to\s+)?(?:gave|give|have\s+given|'ve\s+given)\s+{_N}\s+(?:away|up|to\s+(?:my|our|a|an|some|his|her)\b)|"
        rf"(?:had\s+to\s+)?(?:found|find)\s+{_N}\s+a\s+(?:new|forever|loving|good)\s+(?:home|family)(?!\s+for\b)|"
        rf"(?:had\s+to\s+)?(?:surrender(?:ed)?|return(?:ed)?)\s+{_N}\s+(?:back\s+)?to\s+the\s+(?:shelter|rescue|breeder))",
        re.I),
    "fr": re.compile(
        rf"^{_LEAD}{_ART}{_N}\s+(?:{_FEW})(?:(?:nous\s+a\s+quitt[ée]e?s?|n['’]est\s+plus\s+(?:parmi\s+nous|de\s+ce\s+monde)){_ENDS}|"
        r"a\s+rejoint\s+(?:les\s+étoiles|le\s+paradis)|a\s+traversé\s+le\s+pont\s+de\s+l['’]arc-en-ciel)|"
        rf"^{_LEAD}(?:on|nous|j['’])\s*(?:a|avons|ai)\s+(?:dû\s+)?(?:perdu\s+{_N}{_ENDS}|(?:fait\s+|faire\s+)?(?:endormir|euthanasier|piquer)\s+{_N}|"
        rf"(?:donné|confié|offert|placé|fait\s+adopter)\s+{_N}\s+à)|^(?:on\s+a\s+dû|il\s+a\s+fallu)\s+faire\s+(?:endormir|euthanasier|piquer)\s+{_N}",
        re.I),
    "de": re.compile(
        rf"^{_LEAD}{_N}\s+ist\s+(?:{_FEW}|(?:[\wäöüß]+\s+){{0,4}}?)(?:(?:von\s+uns\s+gegangen|verstorben){_ENDS}|"
        r"über\s+die\s+regenbogenbrücke\s+gegangen|für\s+immer\s+eingeschlafen)|"
        # (given to someone: the pet is the object, the one given to after it, "Hab Pauli einer Nachbarin geschenkt"; not
        # "Ich habe Bello (zum Geburtstag) einen Ball geschenkt", Bello given something)
        rf"^{_LEAD}(?:wir\s+haben|ich\s+habe|ich\s+hab|hab|haben)\s+{_N}\s+"
        r"(?:(?!(?:ein|eine|einen|etwas|was|das|den|die|zum|beim|bei|in|im|für)\b)[\wäöüß]+\s+){0,4}?"
        r"(?:abgegeben|verschenkt|geschenkt|weggegeben|vermittelt|ins\s+tierheim\s+gebracht)\b", re.I),
    # (not "falleció": said of people, far more than of pets; measured, it ended a fact on a set never read)
    "es": re.compile(
        rf"^{_LEAD}{_ART}{_N}\s+(?:{_FEW})(?:(?:se\s+nos\s+fue|nos\s+dejó|ya\s+no\s+está\s+con\s+nosotros){_ENDS}|"
        r"se\s+fue\s+al\s+cielo|cruzó\s+el\s+puente\s+del\s+arco\s?[íi]ris)|"
        rf"^{_LEAD}(?:(?:perdimos|perdí|hemos\s+perdido|he\s+perdido)\s+a\s+{_N}{_ENDS}|"
        rf"(?:tuvimos|tuve|hemos\s+tenido|he\s+tenido)\s+que\s+(?:dormir|sacrificar|eutanasiar)\s+a\s+{_N}|"
        rf"(?:le\s+|la\s+|lo\s+)?(?:regalé|regalamos|dimos|di|entregué|entregamos|doné|donamos)(?:\s+en\s+adopción)?\s+a\s+{_N}\s+a\b|"
        rf"a\s+{_N}\s+(?:la|lo|le)\s+(?:regalé|regalamos|di|dimos|entregué|entregamos|dimos\s+en\s+adopción|di\s+en\s+adopción)\s+a\b)",
        re.I),
    "it": re.compile(
        rf"^{_LEAD}{_ART}{_N}\s+(?:{_FEW})(?:(?:ci\s+ha\s+lasciat[oi]|non\s+c['’]è\s+più|è\s+(?:venut[oa]\s+a\s+)?mancat[oa]){_ENDS}|"
        r"(?:è|se\s+n['’]è)\s+(?:volat[oa]|andat[oa])\s+(?:in\s+cielo|sul\s+ponte\s+dell['’]arcobaleno|oltre\s+il\s+ponte))|"
        rf"^{_N}\s+l['’]ho\s+dat[oa]\s+via|"
        rf"^(?:(?:ho|abbiamo)\s+(?:dovuto\s+)?(?:perso\s+{_N}{_ENDS}|(?:far\s+|fare\s+)?(?:addormentare|sopprimere)\s+{_N}|"
        rf"(?:regalato|dato|affidato|ceduto)\s+{_N}\s+(?:a|al|alla|ai|alle|via)\b|dato\s+in\s+adozione\s+{_N}|dato\s+via\s+{_N}))",
        re.I),
    "pt": re.compile(
        rf"^{_LEAD}{_ART}{_N}\s+(?:{_FEW})(?:virou\s+estrelinha|(?:nos\s+deixou|partiu){_ENDS}|foi\s+pro\s+céu{_ENDS}|"
        r"atravessou\s+a\s+ponte\s+do\s+arco-?íris)|"
        rf"^(?:(?:a\s+gente|nós|eu)\s+)?(?:perd(?:eu|emos|i)\s+{_ART}{_N}{_ENDS}|"
        rf"(?:tivemos|tive)\s+que\s+(?:fazer\s+a\s+eutanásia\s+d[oa]|sacrificar\s+(?:o|a))\s+{_N}|"
        rf"(?:dei|demos|doei|doamos|entreguei|entregamos)\s+{_ART}{_N}\s+(?:pra|para|a|à|ao|pro)\s+(?!ele|ela\b))", re.I),
}

# Chinese: the name (two or three characters, not a relative by title), a word of when at most, then its death or its
# giving away. (Not a pet missing, "丢了", "不见了": found again as often, the person's to say.)
_ZH_KIN = (r"我|你|他|她|它|爷爷|奶奶|外婆|外公|姥姥|姥爷|爸爸|妈妈|父亲|母亲|老公|老婆|丈夫|妻子|哥哥|姐姐|弟弟|妹妹|叔叔|阿姨|舅舅|"
           r"儿子|女儿|朋友|同事|邻居|老师|表妹|表哥|表姐|表弟")
_ZH_WHEN = (r"(?:昨天|昨晚|前天|今天|今早|今晨|早上|上午|中午|下午|晚上|凌晨|半夜|夜里|上周|上个月|前几天|这周|最近|刚刚|刚|已经|"
            r"[一二三四五六七八九十两\d]+天前)*")
# (or a name in Latin letters, as a pet is often called: "Momo上个月走了", "Mochiが亡くなりました"; a capital first, so no
# word of English is one: "iPad丢了" is read elsewhere)
_LATIN_NAME = r"(?-i:[A-Z])[A-Za-z]{1,11}(?![A-Za-z0-9])"
# (a name opens the clause: not "把旺财…", the person's doing to it, which stopping._ZH_REHOMED reads)
_ZH = re.compile(rf"^(?!(?:{_ZH_KIN}|把|被|给|让))(?P<name>[\u4e00-\u9fff]{{2,3}}?|{_LATIN_NAME}){_ZH_WHEN}"
                 r"(?:去汪星了|去喵星了|去了汪星|去了喵星|当小天使了|变成了?小天使|去天堂了|离开了我们|离开我们了|过世了|去世了|走了|死了|"
                 r"安乐死了|送人了|送给[\u4e00-\u9fff]{1,5}了)"
                 # (its going ends the clause: not "豆豆走了两步就累了")
                 r"(?=$|[，。！？!?,…~\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F])")
# Japanese: a kana name (not a relative by title), said as the topic or the subject, then its death or its being given
# (a name of kanji is a person's as often: "田中さん"); not a noun of these ("里親募集", "安楽死の話"), nor a denial.
_JA_KIN = (r"おじいちゃん|おばあちゃん|じいちゃん|ばあちゃん|おとうさん|おかあさん|じいじ|ばあば|おじさん|おばさん|ともだち|ママ|パパ|"
           r"おかん|おとん|にいちゃん|ねえちゃん")
# (a name of one script, katakana or hiragana, after "うちの" or the animal's "の" at most: "うちのポチが死んじゃいました")
_JA = re.compile(rf"^(?:うちの|愛犬の|愛猫の|(?:犬|猫|子犬|子猫)の)?(?!(?:{_JA_KIN}))(?P<name>[\u30a1-\u30faー]{{2,8}}|[\u3041-\u3096ー]{{2,8}}|{_LATIN_NAME})"
                 r"(?:ちゃん|くん)?(?:が|は|を)"
                 r"[^、。]{0,12}?(?:亡くなりました|亡くなった|死んじゃ|死んでしま|旅立ちました|旅立った|虹の橋を渡|"
                 r"安楽死(?:させ|しました|を選び)|譲りました|譲った|里親さんに引き取ってもらい|里親(?:さん)?に(?:出し|譲り|託し)ました)"
                 r"(?![^。]*(?:ません|ない|予定|つもり|かも))")
# Words a clause may open on with a capital that name no one: articles, owners and the person's own pronouns ("My
# mother died", "Il nonno è morto", "We lost Max"); read by clauses.named_one_died too.
NOT_A_NAME = frozenset({"a", "o", "la", "il", "le", "der", "die", "das", "el", "the", "lo", "os", "as", "los", "las", "les",
                        "my", "our", "your", "his", "her", "their", "mon", "ma", "mes", "mein", "meine", "unser", "unsere",
                        "mi", "mis", "mia", "mio", "minha", "meu", "su", "sua", "seu", "sein", "seine", "ihr", "ihre",
                        "we", "i", "on", "nous", "wir", "ich", "hab", "haben"})
# A stay, not a going (a pet minded for a while, away on holiday), said anywhere in the message.
_A_STAY = re.compile(r"\b(?:for the (?:weekend|summer|holidays?|week|month|day|night|afternoon|evening|morning)|"
                     r"for (?:a|an|one|two|three|four|five|six|\d+|a few|a couple of)\s+(?:days?|weeks?|months?|hours?|nights?)|"
                     r"for a (?:few|couple|while|bit)|while\s+(?:we|i)|"
                     r"temporarily|for now|until|pendant|le temps|quelques jours|ce week-end|durante|mientras|unos días|per qualche|"
                     r"mentre|fino a|por uns|enquanto|até|über das wochenende|während|vorübergehend|ein paar tage|"
                     r"für (?:eine|ein|zwei|drei|\d+)\s+\w+|per (?:il|la|una|un|due|tre|\d+)\s+\w+|pour (?:le|la|une|deux|trois|\d+)\s+\w+|"
                     r"para (?:el|la|una|un|dos|tres|\d+)\s+\w+|por (?:una|un|dos|tres|\d+)\s+\w+|"
                     r"wochenende|week-end|finde|fin de semana|fim de semana|weekend|"
                     # (and the one given it feeding or walking it: "J'ai confié Caramel à ma voisine, elle le nourrit …")
                     r"nourri\w*|gassi\w*|feeds?|walks?)\b|寄养|几天|暂时|出差|旅行中|預け|しばらく", re.I)
# A purpose of the giving in the clause itself: minded, not given away ("We gave Luna to my neighbour to feed", "Le di a
# Toby a mi vecina para que lo pasee", "Ich hab Bello meiner Nachbarin zum Gassigehen abgegeben").
_FOR_A_PURPOSE = re.compile(r"\b(?:to (?:visit|volunteer|watch|mind|look after|sit|hold)|a bath|para que|zum\s+\w+|pasee|pasear)\b",
                            re.I)
# A pet left with someone who minds it (a groomer, a sitter, a school, the vet, "to mind"): given for a while, not given
# away; a death at the vet is a death all the same ("On a dû faire endormir Noisette chez le véto").
_MINDED = re.compile(r"\b(?:groom\w*|(?:pet|dog|cat)[ -]?sitter|dogsitter|sitter|kennels?|daycare|boarding|the vet|tierarzt\w*|"
                     r"tierpension|hundesitter|hundefriseur\w*|hundeschule|garder|véto|vétérinaire|para cuidar|veterinari[oa]|"
                     r"veterinário|pensione|guardería|cuidar|hotel)\b", re.I)
_GIVING = re.compile(r"\b(?:gave|give|given|donné|confié|offert|placé|abgegeben|verschenkt|geschenkt|weggegeben|regalé|regalamos|"
                     r"dimos|di|entregué|entregamos|doné|donamos|regalato|dato|affidato|ceduto|dei|demos|doei|doamos|entreguei|"
                     r"entregamos)\b|送给|譲", re.I)
# One named found again, said plainly: no death or loss of it ends anything (read by clauses and statements for a death
# said plainly too, "小黑上周走丢了，现在已经找到了"); not where it is denied ("never came back", "não voltou para casa").
# (or said after "but", whatever follows: "ran away yesterday but we found him this morning", "aber wir haben ihn heute
# früh gefunden", "mas achamos ele hoje cedo"; not "Max died, we found him this morning")
FOUND_AGAIN = re.compile(r"\b(?<!never )(?<!not )(?<!n't )(?<!no )(?<!não )(?:found (?:him|her|it|them)(?: again)?(?=[.!,;]|$)|"
                         r"(?:but|aber|mas|pero|ma|mais)\s+(?:\w+\s+){0,3}(?:found (?:him|her|it|them)\b(?! dead)|"
                         r"(?:ihn|sie|es) (?:(?!tot\b)\w+ ){0,5}gefunden|acha(?:mos|ram|ei) (?:ele|ela)(?! mort[oa])|"
                         r"encontr(?:amos|aram|ei) (?:ele|ela)(?! mort[oa]))|"
                         r"came (?:back|home)(?! to\b)|(?:is|was) back|"
                         r"wiedergefunden|ist wieder da|retrouvée?|est revenue?|lo encontramos|la encontramos|volvió a casa|"
                         r"l['’]abbiamo ritrovat[oa]|è tornat[oa] a casa|encontr(?:amos|ei)-(?:o|a)|voltou para casa)\b|"
                         r"(?:已经|终于|又)?找(?:到|回来)了(?=[。！!，,]|$)|回家了|回来了(?=[。！!，,]|$)|見つかりました|戻ってきました", re.I)
# Wider, for a going said gently: found again or only out of sight for a while, anywhere in the message and denied or
# not (precision first: a gentle word has other senses), no pet gone ("… found him by the pond", "… volvió al rato",
# "… ist wieder da", "… mas já tá em casa", "原来躲在柜子里", "帰ってきました").
# A Chinese "走了" told as a going somewhere, right after it ("Jack走了，回美国了", "走了，去上班了"): left, not died.
_ZH_WENT_SOMEWHERE = re.compile(r"走了[，,\s]*(?:回(?!汪星|喵星)|到(?!今天|现在|这)|去(?!汪星|喵星|天堂|了汪星|了喵星|了天堂|当小天使|做小天使))")
_BACK_AGAIN = re.compile(r"\b(?:found\s+(?:him|her|them|it)|came\s+(?:right\s+)?back|showed\s+up|(?:is|was|she's|he's)\s+(?:back|home)|"
                         r"retrouvée?|rentrée?|revenue?|il\s+est\s+là|wieder\s+da|zurück|vor\s+der\s+tür|volvió|apareció|"
                         r"lo\s+encontramos|la\s+encontramos|tornat[oa]|ritrovat[oa]|voltou|achamos|acharam|em\s+casa|"
                         r"de\s+vista|un\s+momento|un\s+rato|un\s+attimo|por\s+\d+\s+minutos|minut\w*|briefly|kurz)\b|"
                         r"找到|回来|原来|躲在|見つか|帰ってき|連れてき|戻ってき", re.I)


# (cached: clauses and statements ask it of the same clause several times)
@lru_cache(maxsize=1024)
def pet_gone(clause: str, lang: str, message: str = "") -> str | None:
    """The name of a pet the clause tells gone from the person's life (see the module's docstring), or None.
    ``message``: the whole message the clause is from, where a stay or a finding again may be told after it."""
    text = clause.strip()
    if lang not in _LATIN and lang not in ("zh", "ja"):
        return None
    said = f"{text} {message}"
    if (_A_STAY.search(said) or _FOR_A_PURPOSE.search(text) or a_stay_or_a_life_of_their_own(text) or _BACK_AGAIN.search(said)
            or FOUND_AGAIN.search(said) or _ZH_WENT_SOMEWHERE.search(said)):
        return None
    # (a Latin-script clause is read by its language's words first, then by its neighbours': a short Portuguese message
    # is read as Spanish as often, "Tivemos que fazer a eutanásia do Fumaça")
    patterns = [_ZH] if lang == "zh" else [_JA] if lang == "ja" else [_LATIN[lang], *(p for k, p in _LATIN.items() if k != lang)]
    m = next((found for p in patterns if (found := p.match(text))), None)
    # (a turn after dots takes it back as a joke: "O Bidu foi pro céu... do sofá", "I gave Luna up... her spot on the bed")
    if m and re.search(re.escape(text) + r"\s*(?:\.\.\.|…)\s*(?-i:[a-zà-ÿ])", message):
        return None
    if m and _MINDED.search(said) and _GIVING.search(m.group(0)):
        return None
    name = next((g for g in m.groups() if g), None) if m else None
    # (not an owner or an article read as a name, "My grandpa passed away", nor a relative by title, "Grandpa passed")
    if name is None or name.lower() in NOT_A_NAME or attribute_of(f"my {name.lower()} is") == "family":
        return None
    return name
