"""What a sentence says is not so now, whatever its clause says: a dream, a rumour denied, a stop undone, a thing away
for a while.

Session 38's third review (563 held/later controls in eight languages) found true facts ended by:

- a dream or a nightmare told ("Had a nightmare that Chloe and I broke up", "I dreamt I sold my Tesla", "昨晚做噩梦，梦见我
  和老公离婚了", "フォレスターを売って馬を買う夢を見ました");
- a rumour or another's words the message calls untrue ("My mother-in-law is telling everyone Sam and I split up. Not
  true at all!", "Alguien puso en Facebook que me mudé a Madrid, y es falso", "有人在朋友圈说我搬去北京了，根本没有");
- a stop long ago, undone in the same sentence ("Back in 2010 I quit smoking for a whole year, then started again at
  uni", "j'ai arrêté de fumer pendant un an, puis j'ai repris");
- a habit paused for days and said not to be a stop ("Haven't smoked since Friday because of this cold, but I'm not
  quitting", "风邪で今週はタバコを吸っていません。治ったらまた吸います");
- a novel's hero quitting, a pet's vet dying;
- the person's car away for a while ("I no longer have the Volvo this week, it's at the dealer", "Non ho più la Polo per
  dieci giorni, è dal carrozziere", "I don't have the Mini till Friday, my brother borrowed it").

Each is read from the clause's sentence (or the message, for a denial said after it); statements.py then keeps no
statement of the clause, so nothing ends and nothing untrue is kept.
"""

from __future__ import annotations

import re

# (a dream told, not a figure of speech: "Taxes are a nightmare", "my dream job")
_DREAM = re.compile(
    r"\b(?:dream(?:t|ed)|dreaming (?:that|about|of)|had (?:a|this) (?:weird |bad |strange )?(?:dream|nightmare)|"
    r"nightmare (?:last night|that|about|in which)|(?:j['’]ai )?rêvé (?:que|de|cette)|cauchemar (?:cette nuit|que|où)|"
    r"geträumt|träumte|albtraum (?:heute|letzte|diese) nacht|soñé (?:que|con)|pesadilla (?:anoche|en la que)|"
    r"(?:ho )?sognato (?:che|di)|incubo (?:stanotte|in cui)|sonhei (?:que|com)|pesadelo (?:essa|esta) noite)\b|"
    r"梦见|梦到|做(?:了个)?噩?梦|夢を見|夢で|夢に出|悪夢を見", re.I)
# Someone else's words about the person, reported ("telling everyone", "wrote", "posted", "says", "erzählt", "说我").
_REPORTED = re.compile(
    r"\b(?:telling (?:everyone|people)|told (?:everyone|people)|wrote|posted|says|said|claims?|heard|rumou?r|"
    r"raconte|dit (?:à tout le monde|partout)|a écrit|a posté|erzählt|behauptet|geschrieben|gepostet|"
    r"cuenta|dice|puso|escribió|publicó|racconta|ha scritto|ha postato|conta|disse|postou|escreveu)\b|"
    r"说我|传我|言いふらし|って言って|と書|噂", re.I)
# The message calling it untrue.
_UNTRUE = re.compile(
    r"\b(?:not true|untrue|a lie|fake news|isn['’]t true|pas vrai|c['’]est faux|faux|stimmt (?:gar |überhaupt )?nicht|"
    r"gelogen|es falso|es mentira|no es verdad|non è vero|è falso|falso|é mentira|não é verdade|mentira)\b|"
    r"根本没有|不是真的|谣言|假的|ウソ|嘘|デマ|事実じゃ", re.I)
# Fiction or a story the person reads or watches ("In the novel I'm reading, the hero quits his job at Amazon", "小説で、
# 主人公がJRを辞めて"): the hero's doing.
_FICTION = re.compile(r"\b(?:the hero|the heroine|protagonist|main character|in the (?:novel|book|film|movie|series|show) "
                      r"(?:i['’]m|i am) (?:reading|watching)|le héros|l['’]héroïne|der held|die heldin|el protagonista|"
                      r"la protagonista|il protagonista|o protagonista|a protagonista)\b|主角|主人公", re.I)
# Someone of the pet's who died, not the pet ("My cat's vet died", "Le dresseur de mon chien est mort", "うちの猫のかかりつけの
# 獣医さんが亡くなって").
_PETS_PERSON = re.compile(r"\b(?:cat|dog|pet|horse)['’]s (?:vet|trainer|groomer|sitter|walker|breeder)\b|"
                          r"\b(?:vétérinaire|dresseur|dresseuse|toiletteur|éducateur|tierarzt|tierärztin|hundetrainer\w*|"
                          r"veterinari[oa]|adiestrador\w*|addestrator\w*|adestrador\w*) (?:de|di|do|da|von) (?:mon|ma|mi|mio|mia|meu|"
                          r"minha|meinem|meiner|nuestro|notre) \w+|"
                          r"(?:猫|犬|ペット)の(?:かかりつけの)?(?:獣医|トレーナー|先生)|(?:猫|狗)的(?:兽医|训练师)", re.I)
# A counterfactual in German, said by its subjunctive first ("Wären wir nach Bonn gezogen, hätten wir …").
_COUNTERFACTUAL = re.compile(r"^(?:wäre|wären|hätte|hätten|würde|würden)\s", re.I)
# Told to stop by someone ("手術の前にタバコをやめるように医者に言われました", "my doctor told me to quit"): advice, no stop.
_TOLD_TO = re.compile(r"ように\S{0,6}言われ|\btold me to (?:quit|stop|give up|sell|move)\b|\bm['’]a dit d['’]arrêter\b|"
                      r"\bme (?:dijo|pidió) que (?:dejara|vendiera)\b|医生让我|医生叫我", re.I)
# A stop undone after it ("then started again", "puis j'ai repris", "wieder angefangen", "volví a", "后来又开始").
_UNDONE = re.compile(
    r"\b(?:started again|took it up again|back on (?:it|them|the)|relapsed|went back to it|repris|recommencé|wieder angefangen|"
    r"wieder begonnen|volví a|he vuelto a|ripreso|ricominciato|voltei|recomecei)\b|后来又|又开始|また(?:吸い|始め)", re.I)
# A stop dated long ago, by its year or as once ("Back in 2010", "En 2010", "2015年"): one undone after it is a story.
_LONG_AGO = re.compile(r"\b(?:19|20)\d\d\b|\b(?:back in|years ago|once|il y a \d+ ans|vor \d+ jahren|hace \d+ años|anni fa|"
                       r"anos atrás|há \d+ anos)\b|\d{4}年|以前|昔", re.I)
# A pause said not to be a stop ("but I'm not quitting", "治ったらまた吸います").
_NOT_A_STOP = re.compile(
    r"\b(?:not quitting|not giving (?:it )?up|not for good|je n['’]arrête pas|n['’]arrête pas pour autant|"
    r"no (?:pienso|voy a) dejarlo|no lo dejo|non ho intenzione di smettere|non smetto|não vou parar|não vou largar|"
    r"höre nicht auf|nicht für immer)\b|治ったらまた|また吸います|不是戒烟|还会抽", re.I)
# The car away for a while: a span ahead, or a garage, a dealer, a loan to someone.
_AWAY_A_WHILE = re.compile(
    r"\b(?:this week|till|until|for (?:a few|ten|two|three|\d+) (?:days|weeks)|at the (?:dealer|garage|mechanic|body shop)|"
    r"borrowed it|in the shop|cette semaine|jusqu['’]à|pour (?:dix|deux|trois|quelques|\d+) jours|chez le (?:garagiste|"
    r"carrossier|concessionnaire)|au garage|diese woche|gerade|bis (?:freitag|montag|nächste)|beim händler|in der werkstatt|"
    r"esta semana|hasta el|por (?:unos|diez|dos|tres|\d+) días|en el (?:taller|concesionario)|questa settimana|fino a|"
    r"per (?:dieci|due|tre|qualche|\d+) giorni|dal (?:carrozziere|meccanico|concessionario)|in officina|"
    r"(?:por|durante) (?:dez|dois|três|\d+) dias|no (?:concessionário|mecânico)|na oficina)\b|修理|維修|修车|车行", re.I)
# A negation or a stop of a vehicle, said of the one held, in the sentence.
_NOT_HAD = re.compile(r"\b(?:no longer have|don['’]t have|n['’]ai plus|habe \S+ (?:\S+ )?nicht mehr|ya no tengo|non ho più|"
                      r"já não tenho|não tenho mais)\b|没有车|手元にない", re.I)


def not_so_now(clause: str, sentence: str, message: str, attribute: str | None, negated: bool) -> bool:
    """Whether the clause's sentence says what the clause tells is not so now (see the module's doc). A stop undone,
    paused or a car away only where the clause is a stop or a denial (``negated``): "I moved to Leeds and started again"
    is a move."""
    # (advice, in its own clause only: "医生让我吃点红肉，现在每周吃两三次牛肉了" goes on with the change it led to)
    if (_DREAM.search(sentence) or _COUNTERFACTUAL.match(clause.strip()) or _TOLD_TO.search(clause)
            or _FICTION.search(sentence) or _PETS_PERSON.search(sentence)):
        return True
    if _REPORTED.search(sentence) and _UNTRUE.search(message):
        return True
    if not negated:
        return False
    if (_UNDONE.search(sentence) and _LONG_AGO.search(sentence)) or _NOT_A_STOP.search(message):
        return True
    return attribute in ("vehicle", None) and bool(_NOT_HAD.search(sentence)) and bool(_AWAY_A_WHILE.search(sentence))
