"""The person's hobbies, instruments and sports: a many-valued kind, one fact each, ended one by one.

"I play guitar and cello" is two hobbies: a later "Gave up the cello, still playing guitar" ends the
cello and keeps the guitar (core/model/one_fact_each.py splits the list, core/write/supersede.py ends
the one named). A hobby is read by grammar: a verb of playing an instrument or a game ("play", "spielen",
"jouer de/à", "tocar", "jugar a", "suonare", "giocare a", "jogar", 弹/拉/打/踢, 弾く), a verb of doing or
going to an activity ("do yoga", "go running", "fait de la natation", "geht schwimmen", "hace yoga", "fa
nuoto", "faz natação", "练瑜伽", "ヨガをしています"), or a stop of one ("gave up the cello", "hab mit Trompete
aufgehört", "dejé el pádel", "古筝不学了", "ピアノはやめました"), each with a thing of this one word table
per language: an instrument, a sport, an activity done again and again.

Not a hobby: a past ("played"; "used to", "as a kid" are read as past by statements.py), a plan or a
wish ("want to learn piano": no verb of doing), someone else's ("my son plays cello", statements.py),
watching ("I watch football": no verb of doing), a one-off ("played tennis yesterday": past; "playing
tennis tomorrow": a moment, statements.py).
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.scripts import CJK

# One table: what is played, done or gone to, in each language (singular and the common variants).
_THINGS = {
    "en": (r"guitars?|electric guitar|bass guitar|bass|cello|violin|viola|double bass|piano|keyboards?|drums|ukulele|"
           r"flute|clarinet|saxophone|sax|trumpet|trombone|tuba|harp|banjo|mandolin|accordion|harmonica|oboe|bassoon|"
           r"organ|french horn|tennis|table tennis|ping pong|football|soccer|basketball|volleyball|badminton|squash|"
           r"padel|pickleball|golf|rugby|cricket|hockey|ice hockey|baseball|softball|handball|netball|water polo|chess|"
           r"running|jogging|swimming|cycling|climbing|rock climbing|bouldering|hiking|yoga|pilates|crossfit|karate|judo|"
           r"boxing|kickboxing|taekwondo|jiu-jitsu|jiu jitsu|bjj|martial arts|kung fu|tai chi|fencing|skiing|snowboarding|"
           r"surfing|rowing|sailing|diving|scuba diving|skating|ice skating|dancing|ballet|salsa|tango|weightlifting|"
           r"powerlifting|triathlons?|marathons?|horse riding|riding|archery|gym"),
    "fr": (r"guitare|basse|violoncelle|violon|alto|contrebasse|piano|clavier|batterie|ukulélé|flûte|clarinette|"
           r"saxophone|saxo|trompette|trombone|tuba|harpe|banjo|mandoline|accordéon|harmonica|hautbois|basson|orgue|"
           r"tennis|tennis de table|ping-pong|foot|football|basket|basketball|volley|volleyball|badminton|squash|padel|"
           r"golf|rugby|hockey|handball|échecs|course à pied|course|jogging|natation|vélo|cyclisme|escalade|bloc|"
           r"randonnée|yoga|pilates|crossfit|karaté|judo|boxe|taekwondo|jiu-jitsu|arts martiaux|tai-chi|escrime|ski|"
           r"snowboard|surf|aviron|voile|plongée|patin|patinage|danse|salsa|tango|musculation|triathlon|marathon|"
           r"équitation|tir à l['’]arc|salle de sport|muscu"),
    "de": (r"gitarre|e-gitarre|bass|cello|geige|violine|bratsche|kontrabass|klavier|keyboard|schlagzeug|ukulele|"
           r"querflöte|flöte|blockflöte|klarinette|saxophon|saxofon|trompete|posaune|tuba|harfe|banjo|mandoline|"
           r"akkordeon|mundharmonika|oboe|fagott|orgel|horn|tennis|tischtennis|fußball|fussball|basketball|volleyball|"
           r"badminton|squash|padel|golf|rugby|hockey|eishockey|handball|schach|joggen|laufen|schwimmen|radfahren|"
           r"rad fahren|klettern|bouldern|wandern|yoga|pilates|crossfit|karate|judo|boxen|kickboxen|taekwondo|"
           r"kampfsport|tai chi|fechten|skifahren|ski fahren|ski|snowboarden|snowboard|surfen|rudern|segeln|tauchen|"
           r"tanzen|ballett|salsa|tango|krafttraining|triathlon|marathon|reiten|bogenschießen|fitnessstudio"),
    "es": (r"guitarra|bajo|violonchelo|chelo|violín|viola|contrabajo|piano|teclado|batería|ukelele|flauta|clarinete|"
           r"saxofón|saxo|trompeta|trombón|tuba|arpa|banjo|mandolina|acordeón|armónica|oboe|fagot|órgano|tenis|"
           r"tenis de mesa|ping-pong|fútbol|futbol|baloncesto|básquet|voleibol|vóley|bádminton|squash|pádel|padel|golf|"
           r"rugby|hockey|balonmano|ajedrez|running|correr|footing|natación|ciclismo|bici|escalada|senderismo|yoga|"
           r"pilates|crossfit|kárate|karate|judo|boxeo|kickboxing|taekwondo|artes marciales|taichí|esgrima|esquí|"
           r"snowboard|surf|remo|vela|buceo|patinaje|baile|ballet|salsa|tango|pesas|triatlón|maratón|equitación|gimnasio|gym"),
    "it": (r"chitarra|basso|violoncello|violino|viola|contrabbasso|pianoforte|piano|tastiera|batteria|ukulele|flauto|"
           r"clarinetto|sassofono|sax|tromba|trombone|tuba|arpa|banjo|mandolino|fisarmonica|armonica|oboe|fagotto|"
           r"organo|tennis|ping pong|calcio|calcetto|basket|pallacanestro|pallavolo|volley|badminton|squash|padel|golf|"
           r"rugby|hockey|pallamano|scacchi|corsa|jogging|nuoto|ciclismo|bici|arrampicata|trekking|yoga|pilates|"
           r"crossfit|karate|judo|boxe|kickboxing|taekwondo|arti marziali|tai chi|scherma|sci|snowboard|surf|"
           r"canottaggio|vela|immersioni|pattinaggio|danza|ballo|salsa|tango|pesi|triathlon|maratona|equitazione|palestra"),
    "pt": (r"guitarra|violão|baixo|violoncelo|violino|viola|contrabaixo|piano|teclado|bateria|ukulele|cavaquinho|"
           r"flauta|clarinete|saxofone|sax|trompete|trombone|tuba|harpa|banjo|bandolim|acordeão|sanfona|harmónica|"
           r"gaita|oboé|fagote|órgão|ténis|tênis|ténis de mesa|pingue-pongue|futebol|futsal|basquete|basquetebol|"
           r"vôlei|voleibol|badminton|squash|padel|golfe|râguebi|rugby|hóquei|andebol|handebol|xadrez|corrida|"
           r"natação|ciclismo|bicicleta|escalada|caminhada|trilhas?|ioga|yoga|pilates|crossfit|caraté|karatê|judo|"
           r"judô|boxe|kickboxing|taekwondo|jiu-jitsu|artes marciais|tai chi|esgrima|esqui|snowboard|surf|remo|vela|"
           r"mergulho|patinagem|patinação|dança|ballet|balé|salsa|tango|musculação|triatlo|maratona|equitação|ginásio|academia"),
}
_ZH_THINGS = (r"钢琴|吉他|电吉他|贝斯|大提琴|小提琴|中提琴|架子鼓|鼓|尤克里里|长笛|笛子|单簧管|萨克斯|小号|长号|竖琴|手风琴|"
              r"口琴|古筝|二胡|琵琶|网球|乒乓球|足球|篮球|排球|羽毛球|壁球|高尔夫|橄榄球|棒球|手球|冰球|象棋|国际象棋|围棋|"
              r"跑步|慢跑|游泳|骑行|攀岩|徒步|瑜伽|普拉提|健身|拳击|空手道|柔道|跆拳道|太极拳?|击剑|滑雪|单板|冲浪|划船|"
              r"帆船|潜水|滑冰|跳舞|舞蹈|芭蕾|马拉松|骑马|射箭|健身房")
_JA_THINGS = (r"ピアノ|ギター|エレキギター|ベース|チェロ|バイオリン|ヴァイオリン|ビオラ|ドラム|ウクレレ|フルート|クラリネット|"
              r"サックス|トランペット|トロンボーン|ハープ|アコーディオン|ハーモニカ|オルガン|三味線|琴|尺八|テニス|卓球|"
              r"サッカー|フットサル|バスケ|バスケットボール|バレー|バレーボール|バドミントン|スカッシュ|パデル|ゴルフ|ラグビー|"
              r"野球|ハンドボール|ホッケー|将棋|囲碁|チェス|ランニング|ジョギング|マラソン|水泳|スイミング|サイクリング|"
              r"ボルダリング|クライミング|登山|ハイキング|ヨガ|ピラティス|筋トレ|空手|柔道|剣道|合気道|ボクシング|テコンドー|"
              r"太極拳|フェンシング|スキー|スノボ|スノーボード|サーフィン|ダイビング|スケート|ダンス|バレエ|乗馬|弓道|ジム")
_ALL_WESTERN = "|".join(sorted({w for t in _THINGS.values() for w in t.split("|")}, key=len, reverse=True))

# The article or partitive a thing is said with ("the cello", "de la guitare", "au tennis", "al pádel", "il violino").
_ARTICLE = (r"the|some|a bit of|my|du|de la|de l['’]|des|le|la|l['’]|les|au|aux|à la|à l['’]|mon|ma|mes|der|die|das|dem|den|"
            r"mit|meine?[mnr]?|el|la|los|las|al|a la|a los|mi|mis|il|lo|gli|i|le|a|al|alla|allo|all['’]|ai|alle|di|del|della|"
            r"dello|dell['’]|col|con il|con la|con lo|il mio|la mia|o|a|os|as|do|da|no|na|ao|à|o meu|a minha")


def _things(lang: str) -> str:
    return _THINGS[lang]


def _art(n: int = 2) -> str:
    return rf"(?:(?:{_ARTICLE})\s*){{0,{n}}}"


_W = r"(?:[^\W\d_][\w'’-]*\s+)"  # a word between verb and thing ("play the cello", "spiele seit Jahren Gitarre")

_FRAMES = [
    # English: play / do / practise / go + the thing; taking one up; a stop of one
    rf"\b(?:play|plays|playing|do|does|doing|practi[sc]e|practi[sc]es|practi[sc]ing|train|trains|learning|learn|learns)\s+(?:\w+\s+)?{_art()}"
    rf"(?:{_things('en')})\b",
    r"\b(?:go|goes)\s+to\s+the\s+gym\b|"
    r"\b(?:go|goes)\s+(?:\w+\s+)?(?:running|jogging|swimming|cycling|climbing|bouldering|hiking|skiing|snowboarding|"
    r"surfing|sailing|diving|skating|dancing|riding|rowing)\b",
    rf"\b(?:started|starting|took up|taken up|taking up|picked up|got into|getting into|began)\s+(?:playing\s+|doing\s+)?{_art()}"
    rf"(?:{_things('en')})\b",
    rf"\b(?:gave up|given up|quit|quitting|stopped|dropped)\s+(?:on\s+)?(?:playing\s+|doing\s+)?{_art()}(?:{_things('en')})\b",
    rf"\b(?:no longer|don['’]t|doesn['’]t|do not|does not|never)\s+(?:play|do|go)\s+{_art()}(?:{_things('en')})\b",
    # French: jouer de / à, faire du / de la, pratiquer; arrêter, laisser tomber
    rf"\b(?:joue|joues|jouent|jouons|jouer|fais|fait|font|faisons|faire|pratique|pratiques|pratiquent|pratiquer|apprends|"
    rf"apprend|vais|va)\s+"
    rf"(?:\w+\s+)?(?:pas\s+|plus\s+|encore\s+|toujours\s+)?(?:du|de la|de l['’]|des|au|aux|à la|à l['’]|le|la|l['’]|d['’]|de)\s*(?:{_things('fr')})\b",
    rf"\b(?:arrêté|arrête|laissé tomber|abandonné|repris|commencé)\s+(?:de jouer |de faire |à jouer |à faire )?{_art()}(?:{_things('fr')})\b",
    # German: spielen, machen, treiben (the thing before or after the verb); gehen + an activity; aufhören mit
    rf"\b(?:spiele|spiel|spielt|spielen|mache|mach|macht|machen|betreibe|betreibt|lerne|lernt|gehe|geh|geht)\s+(?:{_W}){{0,3}}?{_art()}(?:{_things('de')})\b",
    rf"\b(?:{_things('de')})\s+(?:spiele|spiel|spielt|spielen|mache|mach|macht)\b",
    r"\b(?:gehe|geh|geht|gehen)\s+(?:\S+\s+){0,4}?(?:joggen|laufen|schwimmen|klettern|bouldern|wandern|tanzen|reiten|"
    r"segeln|tauchen|surfen|rudern|skifahren|ski fahren|snowboarden)\b",
    rf"\bmit\s+{_art()}(?:{_things('de')})\s+(?:\w+\s+){{0,3}}?angefangen\b",
    # Spanish: jugar a, tocar, hacer, practicar; dejar (de)
    rf"\b(?:juego|juegas|juega|jugamos|juegan|jugar|toco|tocas|toca|tocamos|tocan|tocar|hago|haces|hace|hacemos|hacen|"
    rf"practico|practicas|practica|practicamos|practican|aprendo|aprende|voy|va)\s+(?:\w+\s+)?(?:a tocar\s+|a jugar\s+)?{_art()}"
    rf"(?:{_things('es')})\b",
    rf"\b(?:dejé|dejado|abandoné|retomé|empecé)\s+(?:de jugar |de tocar |de hacer |a jugar |a tocar |a hacer )?{_art()}(?:{_things('es')})\b",
    # Italian: suonare, giocare a, fare, praticare, andare a; smettere con / di, mollare
    rf"\b(?:suono|suoni|suona|suoniamo|suonano|suonare|gioco|giochi|gioca|giochiamo|giocano|giocare|faccio|fai|fa|"
    rf"facciamo|fanno|pratico|pratica|praticano|imparo|impara|imparando|vado|va)\s+(?:\w+\s+)?(?:a suonare\s+|in\s+)?{_art()}"
    rf"(?:{_things('it')})\b",
    r"\b(?:vado|va|andiamo|vanno)\s+(?:\w+\s+){0,2}?a\s+(?:correre|nuotare|sciare|arrampicare|ballare|cavallo)\b",
    rf"\b(?:smesso|mollato|lasciato|ripreso|iniziato|cominciato)\s+(?:con\s+|di suonare |di giocare |di fare |a suonare |a giocare |a fare )?"
    rf"{_art()}(?:{_things('it')})\b",
    # Portuguese: tocar, jogar, fazer, praticar; largar, deixar de, parar de, desistir de
    rf"\b(?:toco|tocas|toca|tocamos|tocam|tocar|jogo|jogas|joga|jogamos|jogam|jogar|faço|fazes|faz|fazemos|fazem|"
    rf"pratico|praticas|pratica|praticamos|praticam|aprendo|aprende|aprender|aprendendo|vou|vai)\s+(?:\w+\s+)?"
    rf"(?:a tocar\s+|tocar\s+)?{_art()}(?:{_things('pt')})\b",
    rf"\b(?:larguei|largou|deixei|deixou|parei|parou|desisti|desistiu|comecei|retomei)\s+(?:de tocar |de jogar |de fazer |"
    rf"a tocar |a jogar |a fazer |de |com )?{_art()}(?:{_things('pt')})\b",
    # Chinese: 弹/拉/吹/打/踢/练/学/下 + the thing; an activity as the verb itself (跑步, 游泳, 攀岩); a stop of one
    rf"(?:弹|拉|吹|打|踢|练|学|下|玩)(?:了)?(?:[一两三四五六七八九十\d]+年)?(?:{_ZH_THINGS})",
    rf"(?:每天|每周|每个星期|每晚|每早|周末|经常|一直|常常|平时|坚持)\S{{0,6}}?(?:{_ZH_THINGS})|去健身房",
    # Japanese: 弾く / する / やる / 習う + the thing, before it with its particle; a stop of one (やめる)
    rf"(?:{_JA_THINGS})(?:を|は|も|に)?(?:もう)?(?:弾|ひ|して|やって|習って|練習し|始め|やめ|辞め|止め|吹|通って|指し|指して)",
    # (and said as what the person's hobby is, whatever it is: "趣味はマラソンです", "私の趣味は読書で、…")
    # (the person's own, not "夫の趣味はゴルフです")
    r"(?:^|(?:私|僕|俺|自分|ユーザー)の)趣味は[^、。はがを]{1,15}?(?:です|でした|で|だ)?$",
]
# A stop of a hobby said by words the stop verbs of core/model/stopping.py do not hold ("mit Handball ist jetzt
# Schluss", "ho chiuso con lo sci", "la palestra l'ho mollata", "古筝不学了"): an ending, as "gave up" is, and a
# hobby's frame too.
_STOP_FRAMES = [
    rf"\bmit\s+{_art()}(?:{_things('de')})\s+(?:\w+\s+){{0,3}}?(?:aufgehört|schluss)\b",
    rf"\b(?:{_things('de')})\s+(?:\w+\s+){{0,2}}?(?:aufgegeben|an den nagel gehängt)\b",
    rf"\b{_art()}(?:{_things('it')})\s+(?:l['’]ho|la ho|lo ho)\s+(?:mollat|lasciat|abbandonat)\w*",
    rf"\bchiuso\s+con\s+{_art()}(?:{_things('it')})\b",
    # (hung up by name, as French says it of an instrument or a sport: "j'ai raccroché la guitare", not the phone)
    rf"\braccroch[ée]e?s?\s+{_art()}(?:{_things('fr')})\b",
    rf"(?:{_ZH_THINGS})(?:也|就|已经|都)?(?:不再|再也不|不)\S{{0,2}}了|(?:放弃|不再)\S{{0,2}}(?:{_ZH_THINGS})",
]
_STOPPED = re.compile("|".join(f"(?:{f})" for f in _STOP_FRAMES), re.I)
# A ride or a walk to get to work is how the person gets about, no pastime ("Je fais du vélo tous les matins pour
# aller au bureau", "I cycle to work", "vado in bici al lavoro": the vehicle rules' and the model's).
_TO_WORK = (r"\b(?:to work|to the office|to school|pour aller|au bureau|au travail|au boulot|zur arbeit|ins büro|"
            r"al trabajo|a la oficina|al lavoro|in ufficio|para o trabalho|ao trabalho|ao escritório)\b|上班|通勤")
_FRAMES_RE = re.compile("|".join(f"(?:{f})" for f in _FRAMES + _STOP_FRAMES), re.I)
_TO_WORK_RE = re.compile(_TO_WORK, re.I)

# The words of the table, one by one, to pass over at once a clause that names none (most clauses): the frames are
# a long alternation, read only where a thing of the table (or an Italian verb of going to one) is there.
# (a thing of several words by its first, "table tennis", "horse riding": the frames read the rest; "guitars?" both ways)
_FIRST_WORDS = [alt.split()[0].lower() for t in _THINGS.values() for alt in t.split("|")]
_WORDS = frozenset(w for first in _FIRST_WORDS for w in ((first[:-2], first[:-2] + "s") if first.endswith("s?") else (first,))) | {
    "correre", "nuotare", "sciare", "arrampicare", "ballare", "cavallo"}
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
_CJK_THING = re.compile(rf"{_ZH_THINGS}|{_JA_THINGS}")


class _HobbyRule:
    """The attribute rule: the frames, read only in a clause that names a thing of the table, and not of a ride to
    work. (A rule of attributes._RULES: anything with a ``search`` method.)"""

    def search(self, text: str) -> re.Match | None:
        if not (any(w in _WORDS for w in _WORD.findall(text.lower()))
                or (CJK.search(text) and (_CJK_THING.search(text) or "趣味は" in text))) or _TO_WORK_RE.search(text):
            return None
        return _FRAMES_RE.search(text)


_HOBBY = _HobbyRule()


def says_hobby(clause: str) -> bool:
    """Whether the clause tells a hobby, an instrument or a sport of its speaker's, done or stopped."""
    return bool(_HOBBY.search(clause))


HOBBY = _HOBBY  # (the attribute rule, core/model/attributes.py)

# One thing alone, as a list item says it: "guitar", "the cello", "du piano", "al pádel", "古筝", "ピアノ".
_ONE_THING = re.compile(rf"^{_art()}(?:{_ALL_WESTERN})$|^(?:{_ZH_THINGS}|{_JA_THINGS})$", re.I)
_WITH_ARTICLE = re.compile(rf"^(?:{_ARTICLE})\b", re.I)


def names_one_thing(item: str) -> bool:
    """Whether the list item is one instrument, sport or activity of the table, with its article at most."""
    return bool(_ONE_THING.match(item.strip(" .!")))


def said_with_article(item: str) -> bool:
    return bool(_WITH_ARTICLE.match(item.strip()))


# The things, in Chinese and Japanese, for one_fact_each's lists ("我弹钢琴和吉他", "ピアノとギターを弾きます").
ZH_THINGS, JA_THINGS = _ZH_THINGS, _JA_THINGS


_THING_WORD = re.compile(rf"(?<![\w])(?:{_ALL_WESTERN})(?![\w])|{_ZH_THINGS}|{_JA_THINGS}", re.I)


def things_named(text: str) -> set[str]:
    """The instruments, sports and activities of the table a fact names ("User plays the cello" → {"cello"}): what
    a stop of one must share with the fact it ends (a verb shared, "play", names no hobby: "doesn't play golf
    anymore" is no end of "plays tennis")."""
    return {w.lower().rstrip("s") if len(w) > 3 else w.lower() for w in _THING_WORD.findall(text)}


def stops(clause: str) -> bool:
    """Whether the clause stops a hobby in words the general stop verbs miss (_STOPPED)."""
    return bool(_STOPPED.search(clause))
