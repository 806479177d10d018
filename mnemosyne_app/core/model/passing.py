"""Clauses of the person's that tell no lasting fact: a passing state, a fragment, another's doing.

The 270M judge answers "yes, lasting" to nearly every first-person clause it is asked about, so a
clause no attribute rule placed is kept unless something stops it first. On the tuning sets the
commonest failure was such a clause kept as a fact nobody stated. Each class here is told by its
grammar, in the eight languages, and only for clauses no rule placed (the caller checks):

- a complaint of excess: how much of something there is these days ("最近加班太多了", "I'm working way
  too much", "je bosse trop", "作息全乱了"): how the days are now, no state of the person's;
- a relief told as a consequence ("so I can finally sleep like a human", "je peux enfin dormir",
  "终于可以睡个好觉"): what a change brings, not the change;
- an errand under way: looking, searching or shopping for something ("现在在看婚宴酒店", "I'm looking
  at flats", "estoy buscando piso"): done once it is found, nothing of who the person is;
- staying as one is ("I'm staying put", "je reste encore un an", "ich bleibe noch ein Jahr"): no
  new state, the one held goes on (a place named after it is a residence, read elsewhere);
- a wish for free time ("周末想学点新东西", "am Wochenende will ich …"): what the person would like to
  do on a day off, as they ask for ideas;
- a past before another past ("J'avais demandé ma mutation, mais elle a été refusée"): a story's background;
- tiredness said as death ("je suis mort 😵", "I'm dead lol", "Ich bin tot", "累死了"): whoever writes is alive;
- a likeness felt ("Ich fühle mich wie 30", "I feel 20 years younger", "我感觉自己像二十岁"): how the person feels,
  not their age nor what they are;
- a remark framed by a past home or job ("Als ich noch in München gewohnt hab, hatte ich nie …", "以前住在北京的时候
  我天天加班"): how it was then, beside the state held now;
- success exclaimed with nothing succeeded at ("consegui!!", "I did it!", "geschafft"): the news is
  in the clause after it;
- a clause whose only object is a pronoun ("J'en rachète pas", "I love it", "lo odio"): it stands for
  something said before and means nothing alone;
- a bare noun phrase or pronoun left from a subject said after its verb ("Wir wohnen in Leipzig, mein
  Freund Jonas und ich"): no verb, no fact;
- someone else's reaction ("Minha mãe chorou", "my dad laughed", "同事都笑我"): a moment of theirs;
- in Chinese and Japanese, a clause with no subject of its own right after one that names someone or
  an animal ("我家有只柯基叫豆豆，最近老咳嗽"): it goes on about the one just named, not the person.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.normalise import _ZH_KIN

# -- a complaint of excess ------------------------------------------------------------------------------------------
_EXCESS = re.compile(
    r"\b(?:way |far |much )?too (?:much|many|often)\b|\btrop (?:de |d['’])|\btrop$|\bzu (?:viel|oft|lange)\b|"
    r"\bdemasiad[oa]s?\b|\btroppo\b|"
    # (an amount, not a liking: "我太喜欢猫了" is a preference said strongly)
    r"太(?:多|少|晚|早|久|忙|累|远|贵|吵|难|频繁|辛苦|紧张)了|(?:全|都|彻底|完全)?(?:乱|糟|崩)(?:套|透)?了$|多すぎ|過ぎ(?:て|る|ます)|めちゃくちゃ(?:です|だ)?$", re.I)

# -- a relief told as a consequence -------------------------------------------------------------------------------
_RELIEF = re.compile(
    r"\b(?:can|could) finally\b|\bfinally (?:can|get to)\b|\b(?:peux|pourrai|pouvons) enfin\b|\benfin (?:je )?(?:peux|pourrai)\b|"
    r"\bkann (?:ich )?(?:jetzt )?endlich\b|\bendlich kann\b|\bpor fin (?:puedo|podré|podemos)\b|\b(?:puedo|podré) por fin\b|"
    r"\b(?:finalmente|finalmente) (?:posso|potrò|podemos|posso)\b|\bposso finalmente\b|\b(?:enfim|finalmente) (?:posso|vou poder)\b|"
    r"终于(?:可以|能)|(?:やっと|ようやく)\S*(?:できる|られる|れる|できます|られます|れます)", re.I)

# -- an errand under way -----------------------------------------------------------------------------------------
_ERRAND = re.compile(
    r"\b(?:i['’]?m|i am|we['’]re|currently|now|been)\s+(?:\w+\s+)?(?:looking (?:at|for|into|around)|searching for|"
    r"shopping (?:for|around)|browsing|hunting for)\b|"
    r"\b(?:je|on) (?:suis en train de |est en train de )?(?:cherche|regarde des|regarde les|compare)\b|\ben recherche de\b|"
    r"\b(?:ich|wir) (?:suche|suchen|schaue mir|schauen uns|sehe mir)\b|\bauf der suche\b|"
    r"\b(?:estoy|estamos|ando|andamos) (?:buscando|mirando|comparando)\b|"
    r"\b(?:sto|stiamo) (?:cercando|guardando|valutando)\b|"
    r"\b(?:estou|estamos) (?:procurando|à procura|a procurar|vendo|olhando)\b|"
    r"(?<![住待呆])在(?:看|找|挑|选|物色)(?!书|电视|剧|病|医生|中医|守所)|探して(?:います|いる|る)|検討中|比較して(?:います|いる)", re.I)

# -- staying as one is ---------------------------------------------------------------------------------------------
_STAYING = re.compile(
    r"\bstay(?:ing)? put\b|\b(?:i['’]?m|i am|we['’]re) staying\b|\b(?:je reste|on reste|nous restons)\b|"
    r"\b(?:ich bleibe|wir bleiben)\b|\b(?:me quedo|nos quedamos)\b|(?<!il )(?<!del )\b(?:resto|restiamo|rimango|rimaniamo)\b|"
    r"\b(?:fico|ficamos|vou ficar)\b|留下来|不走了|继续留|残ります|残ることに|とどまります", re.I)
# (a place named after the verb makes it a residence: "I'm staying in Leeds", "je reste à Lyon")
_PLACE_NAMED = re.compile(r"\b(?:in|at|à|au|en|in|bei|im|a|em|no|na)\s+(?-i:[A-ZÀ-Þ])|在\S", re.I)

# -- a past before another past: the pluperfect --------------------------------------------------------------------
# ("J'avais demandé ma mutation pour la Réunion mais elle a été refusée", "I'd applied for the transfer"): the
# background of a story told in the past, never how the person is now.
_EARLIER_PAST = re.compile(
    r"\b(?:i|we)\s+had\s+(?:already\s+|just\s+|never\s+)?(?:\w{3,}ed|been|gone|done|seen|taken|given|written|known|left|made|"
    r"gotten|sold|bought|told|found|thought)\b|\b(?:i|we)['’]d\s+(?:already\s+|just\s+)?\w{3,}ed\b|"
    r"\b(?:j['’]|je\s+|on\s+)(?:avais|avait|étais|était)\s+(?:déjà\s+)?\w{2,}(?:é|ée|és|ées|is|it|u|ue|us)\b|"
    # (German: the participle closes the clause, written small, as no noun is: "ich hatte mich beworben")
    r"\bich hatte\b.*\s(?-i:[a-zäöüß]\w+(?:t|en))$|\bich war\b.*\s(?-i:ge[a-zäöüß]+en)$|"
    r"\b(?:había|habíamos)\s+(?:ya\s+)?\w+(?:ado|ido|to|cho)\b|"
    # (Italian: a regular participle or a common irregular one; not "avevo otto anni", an age then)
    r"\b(?:avevo|avevamo)\s+(?:già\s+)?(?:\w{2,}(?:ato|ata|uto|uta|ito|ita)|chiest[oa]|pres[oa]|mess[oa]|dett[oa]|fatt[oa]|"
    r"scritt[oa]|vist[oa]|decis[oa]|pers[oa]|promess[oa]|rispost[oa])\b|"
    r"\b(?:tinha|havia|tínhamos)\s+(?:já\s+)?\w+(?:ado|ido|ada|ida)\b", re.I)

_SINCE_WHEN = re.compile(r"\b(?:since|when|ever since|depuis que|quand|lorsque|seit|seitdem|als|desde que|cuando|da quando|quando|"
                         r"depois que)\s+(?:\w+\s+)?$", re.I)

# -- a wish for free time ---------------------------------------------------------------------------------------------
_FREE_TIME_WISH = re.compile(
    r"\b(?:on|at|this|over the) (?:the )?weekends?\b.*\b(?:want|wanna|would like|['’]d like)\b|"
    r"\b(?:want|wanna|would like|['’]d like) to\b.*\b(?:on|at|this|over the) (?:the )?weekends?\b|"
    r"\ble week-end\b.*\b(?:veux|voudrais|aimerais)\b|\b(?:veux|voudrais|aimerais)\b.*\ble week-end\b|"
    r"\bam wochenende\b.*\b(?:will|möchte|würde gern)\b|\b(?:will|möchte|würde gern)\b.*\bam wochenende\b|"
    r"\b(?:el|los) fin(?:es)? de semana\b.*\b(?:quiero|quisiera|me gustaría)\b|\b(?:quiero|quisiera|me gustaría)\b.*\bfin(?:es)? de semana\b|"
    r"\b(?:nel|il) (?:fine settimana|weekend)\b.*\b(?:voglio|vorrei)\b|\b(?:voglio|vorrei)\b.*\b(?:fine settimana|weekend)\b|"
    r"\b(?:no|nos|o) fins? de semana\b.*\b(?:quero|queria|gostaria)\b|\b(?:quero|queria|gostaria)\b.*\bfins? de semana\b|"
    r"(?:周末|假期|放假|有空|下班后?|空闲时)(?:的时候)?(?:想|打算)|週末(?:は|に)?\S*たい", re.I)

# -- success exclaimed with nothing succeeded at ----------------------------------------------------------------
_SUCCESS_ALONE = re.compile(
    r"^(?:i |we )?(?:did it|made it|managed it|nailed it)$|^(?:j['’]ai|on a) réussi$|^(?:je l['’]ai|on l['’]a) fait$|"
    r"^(?:ich )?(?:hab(?:e)? (?:es|['’]s) )?geschafft$|^(?:wir haben es )?geschafft$|"
    r"^(?:yo )?(?:lo )?(?:conseguí|logré|hemos conseguido|lo hemos logrado)$|"
    r"^(?:io )?(?:ce l['’]ho fatta|ce l['’]abbiamo fatta|ci sono riuscit[oa])$|^(?:eu )?(?:consegui|conseguimos)$|"
    r"^我?(?:成功了|做到了|搞定了)$|^(?:できた|やった|できました)$", re.I)

# -- a clause whose only object is a pronoun -------------------------------------------------------------------
_PRONOUN_OBJECT_ONLY = {
    "en": re.compile(r"^(?:i|we)\s+(?:(?:really|still|just|also|totally|kinda|never|don['’]t|won['’]t|didn['’]t)\s+)?"
                     r"\w+\s+(?:it|them|one|that)(?:\s+(?:again|anymore|any more|either|too|though|tbh|lol))?$", re.I),
    # (not "y", there: "j'y habite" is the place said again, core/model/clauses there_placed)
    "fr": re.compile(r"^(?:j['’]|je\s+|on\s+)(?:ne\s+|n['’])?(?:en|le|la|les|l['’])\s*\w+(?:\s+(?:pas|plus|jamais|encore))?$", re.I),
    # (and "haben's hingekriegt", the pronoun on the verb: "Sophie und ich …, aber wir haben's hingekriegt")
    "de": re.compile(r"^(?:ich|wir)\s+\w+\s+(?:es|ihn|sie|das)(?:\s+(?:nicht|nicht mehr|kein mehr|wieder|auch))?$|"
                     r"^(?:ich|wir)\s+(?:hab|habe|haben|hatte|hatten)['’]s\s+\w+$", re.I),
    "es": re.compile(r"^(?:yo\s+)?(?:no\s+)?(?:lo|la|los|las)\s+\w+(?:\s+(?:más|otra vez|tampoco))?$", re.I),
    "it": re.compile(r"^(?:io\s+)?(?:non\s+)?(?:lo|la|li|le|l['’]|ne)\s*\w+(?:\s+(?:più|di nuovo|neanche))?$", re.I),
    "pt": re.compile(r"^(?:eu\s+)?(?:não\s+)?(?:o|a|os|as)\s+\w+(?:\s+(?:mais|de novo))?$|^(?:eu\s+)?(?:não\s+)?\w+-(?:o|a|os|as|lo|la)$", re.I),
    "zh": re.compile(r"^我?\S{1,2}(?:它|它们)(?:了)?$"),
}

# -- a verb left with nothing it needs ------------------------------------------------------------------------------
# A verb of staying, switching, thinking or saying, or of living, with none of what it needs after it: what the clause
# was about was cut off or said in the clause next to it ("ich bleib aber bei meiner Currywurst" split at "aber", "Hab
# gewechselt, seit Montag …", "A minha mãe acha que eu fugi dela"). Kept, it was a Profile line that says nothing
# ("Der Nutzer bleibt", "A mãe do utilizador acha"). A short clause only (its subject and the verb, a word or two of
# how), and not after "to" ("I want to stay" is a wish, read elsewhere).
_LONE_VERB = {
    "en": r"stay(?:ed|ing|s)?|remain(?:ed|s)?|switched|changed|thinks?|thought|believes?|reckons?|says|said|lives?",
    "fr": r"reste|restée?s?|pense(?:nt)?|crois|croit|trouve|dit|vis|vit|habite|changé",
    "de": r"bleib(?:e|t)?|geblieben|gewechselt|denk(?:e|t)?|meint|glaub(?:e|t)?|findet|sagt|wohn(?:e|t)|leb(?:e|t)",
    "es": r"quedo|sigo|cambié|cambiado|creo|cree|piensa|pienso|dice|vivo|vive",
    "it": r"resto|rimango|cambiato|penso|pensa|credo|crede|dice|vivo|vive|abito",
    "pt": r"fico|acha|acho|pensa|penso|diz|moro|mora|vivo|vive",
}
# (before the verb only its subject, an auxiliary, a pronoun of the verb or a particle: an object after it is what it
# needs, "Ich habe den Job gewechselt")
_LONE_SUBJECT = (r"(?:(?:(?:the|la|le|el|il|lo|a|o|der|die|das)\s+)?(?:my|our|his|her|their|mon|ma|mes|notre|mein\w*|unser\w*|"
                 r"mi|mis|mio|mia|miei|mie|meu|minha|meus|minhas|su|sus|sua|seu)\s+[^\W\d_]+|i|we|he|she|they|ich|wir|er|sie|es|"
                 r"je|j['’]|nous|on|il|elle|ils|elles|yo|él|ella|nosotros|io|lui|lei|noi|eu|ele|ela|nós)")
_LONE_AUX = (r"(?:have|has|had|['’]ve|habe|hab|hat|haben|bin|ist|ai|a|avons|suis|he|ha|hemos|ho|abbiamo|sono|tenho|tem|sich|"
             r"mich|me|mi|se|ci|nos|aber|doch|halt|also|just|still|really|auch|mal|ya|já|già|déjà)")
_LONE_VERB_CLAUSE = {lang: re.compile(rf"^(?:{_LONE_SUBJECT}\s*)?(?:{_LONE_AUX}\s+)*(?:{verbs})$", re.I)
                     for lang, verbs in _LONE_VERB.items()}

# -- a bare noun phrase or pronoun, no verb ------------------------------------------------------------------------
# (or the person said to share what someone else just did: "me too", "我也是", "我也在名单里": the news is the
# other's clause, and the person's part of it is read from there, if at all)
_BARE_PERSON = re.compile(r"^(?:i|me|je|moi|ich|yo|io|eu|我|私)$|^(?:me too|same here|so (?:am|do|did) i|moi aussi|ich auch|"
                          r"yo también|anch['’]io|eu também)$|^我也(?:是|一样)$|^我也在[^，。\s]{1,6}(?:里|中|之列)$|^私もです$", re.I)
# (Italian "mi" is "myself", not "my": "mi chiamo Marco" is a name said)
# (Chinese: a noun and 的 alone, "雅迪的", "二手的": what the thing just named is, said with no verb)
# (not a job said by "是…的" or a verb of work: "我是做销售的", "干IT的")
_ZH_ATTRIBUTIVE_ONLY = re.compile(r"^我?(?![^的]*(?:是|做|干|当|搞|开|卖|教|学|在))[^\s，。、,我你他她它]{1,6}的$")
_OWNED_NOUN_ONLY = re.compile(
    r"^(?:(?:il|la|i|le|o|a|os|as)\s+)?(?:my|our|mon|ma|mes|notre|nos|mein\w*|unser\w*|mi(?!\s+(?:chiamo|piace|piacciono|sono|trovo|sento|occupo))|"
    r"mis|mi[oa]|miei|mie|meu|minha|meus|minhas)"
    r"\s+[^\W\d_]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?$", re.I)

# -- someone else's reaction ----------------------------------------------------------------------------------------
_REACTION = re.compile(
    r"\b(?:cried|laughed|smiled|cheered|screamed|hugged me|was (?:so )?(?:happy|proud|thrilled|over the moon))\b|"
    r"\b(?:a pleuré|a ri|a souri|était (?:si )?(?:content|contente|fier|fière|ravie?))\b|"
    r"\b(?:hat geweint|hat gelacht|hat gelächelt|hat sich (?:so )?gefreut|war (?:so )?stolz)\b|"
    r"\b(?:lloró|se rió|sonrió|se alegró|estaba (?:tan )?(?:content[oa]|orgullos[oa]))\b|"
    r"\b(?:ha pianto|ha riso|ha sorriso|era (?:così )?(?:content[oa]|fier[oa]|orgoglios[oa]))\b|"
    r"\b(?:chorou|riu|sorriu|ficou (?:tão |muito )?(?:feliz|orgulhos[oa]|content[ea]))\b|"
    r"(?:都|也)?(?:笑|哭|骂|夸|嘲笑)(?:我|了)|泣(?:いた|きました|いて)|笑(?:った|われ)|"
    # (or their urging the person, again and again: "she keeps telling me to do the same", "我妈老让我考公务员")
    r"\b(?:keeps|kept) (?:telling|asking|nagging|pushing) (?:me|us)\b|\bn['’]arrête pas de me (?:dire|demander)\b|"
    r"\bsagt mir (?:ständig|dauernd|immer)\b|\bno (?:para|deja) de (?:decirme|pedirme)\b|\bcontinua a (?:dirmi|chiedermi)\b|"
    r"\b(?:vive|fica) me (?:dizendo|pedindo)\b|(?:老|总|总是|一直)(?:让|劝|催)我", re.I)
_OWN_REACTION = re.compile(r"^(?:我|私は?|僕は?)(?:都|也|又|就|も)?(?:笑|哭|泣)")
_PERSON_FIRST = re.compile(r"^(?:i|i['’]m|we|je|j['’]|ich|wir|yo|io|eu|我|私)\b|^(?:我|私)", re.I)

# -- Chinese and Japanese: a subject-less clause after one that names someone -------------------------------
# (not the person's own name: "我叫李雷，在上海做前端开发")
_ZH_NAMING_END = re.compile(r"^(?!我(?:的名字|名字)?(?:叫|名叫))\S*(?:叫|名叫|叫做)[^\s，。、,]{1,8}$")
# (or a clause whose subject is an animal or a relative of the person's, "我们家的狗旺财上周去世了，14岁": the age is the dog's)
# (the kin and the pets of normalise.py's table, and the pets' kinds and breeds chat names them by)
_ZH_THEIRS_FIRST = re.compile(rf"^我们?(?:家)?的?(?:狗狗|猫咪|兔子|仓鼠|鹦鹉|乌龟|宠物|柯基|金毛|泰迪|哈士奇|柴犬|{_ZH_KIN})")
# (not a bare "って", the te-form of many verbs: "飼って")
_JA_NAMING_END = re.compile(r"(?:という|って(?:名前|いう))[^、。]{0,10}$|名前は[^、。]{1,8}(?:で|です)?$")


_LATELY = re.compile(r"\b(?:lately|recently|this (?:month|week|year)|these days|ces temps-ci|dernièrement|en ce moment|"
                     r"zurzeit|gerade|derzeit|últimamente|este mes|ultimamente|questo mese|ultimamente|este mês)\b|最近|这段时间|最近は", re.I)
# For good, in each language (also core/model/statements.py's leaving for good).
FOR_GOOD_WORDS = (r"for good|permanently|for ever|forever|pour de bon|définitivement|für immer|endgültig|para siempre|"
                  r"definitivamente|per sempre|para sempre")
_LASTING = re.compile(rf"\b(?:{FOR_GOOD_WORDS}|every (?:day|morning|night|week)|daily|tous les jours|jeden tag|täglich|"
                      r"todos los días|tutti i giorni|ogni giorno|todos os dias)\b|每天|天天|永远|毎日|ずっと", re.I)


# Tiredness said as death, of the person now ("I'm dead", "je suis morte de fatigue", "estou morto"): figurative,
# as whoever writes is alive (a pet or a person who died is said otherwise: "Max died", "ma mère est morte").
_DEAD_TIRED = re.compile(
    r"^(?:(?:honestly|tbh|ugh|lol)\W+)?(?:i['’]?m|i am|im)\s+(?:so\s+|literally\s+|actually\s+)?dead\b(?!\s+(?:serious|set|sure|certain|right))|"
    r"^(?:je\s+suis|chuis|j['’]suis)\s+(?:complètement\s+|trop\s+)?morte?s?\b|^(?:ich\s+bin)\s+(?:total\s+|echt\s+|so\s+)?tot\b|"
    r"^(?:estoy|estou)\s+(?:muy\s+|muito\s+)?(?:muert[oa]|mort[oa])\b|^(?:sono)\s+(?:proprio\s+|troppo\s+)?mort[oa]\b|"
    r"^(?:我)?(?:快)?累(?:死|瘫)了|^(?:もう)?(?:疲れて)?死にそう", re.I)
# A likeness felt, in each language ("I feel like I'm 80", "I feel ten years younger", "je me sens comme une ado",
# "ich fühle mich wie 30", "me siento como de 20", "mi sento di avere 20 anni", "sinto-me como um miúdo", "感觉自己像
# 二十岁", "気分は二十歳"): a feeling, which the number or noun in it would otherwise make an age or a state.
_FEELS_LIKE = re.compile(
    r"^(?:i\s+)?feel(?:s|ing)?\s+(?:like|as if|as though|\d+|\w+\s+years?\s+(?:younger|older))\b|"
    r"^(?:je\s+)?me\s+sens\s+(?:comme|rajeuni)|^(?:ich\s+)?fühle\s+mich\s+(?:wie|\w+\s+jahre\s+(?:jünger|älter))\b|"
    r"^(?:yo\s+)?me\s+siento\s+(?:como|\w+\s+años\s+más)|^(?:io\s+)?mi\s+sento\s+(?:come|di\s+avere)|"
    r"^(?:eu\s+)?(?:sinto-me|me\s+sinto)\s+(?:como|\w+\s+anos\s+mais)|^(?:我)?(?:感觉|觉得)自己(?:像|好像|仿佛)|^気分は", re.I)
# A remark framed by a home or work of the past ("when I still lived in Munich, I …"): how things were then;
# the home or work held now is another, told elsewhere (and a past of its own is no current fact).
_THEN_FRAME = re.compile(
    r"^(?:back\s+)?when\s+(?:i|we)\s+(?:still\s+)?(?:lived|worked|was living|was working)\b|"
    r"^(?:quand|lorsque)\s+(?:j['’]|je\s+|on\s+)(?:habitais|habitait|vivais|vivait|travaillais|travaillait|bossais)\b|"
    r"^als\s+(?:ich|wir)\s+(?:noch\s+)?.*\b(?:gewohnt|gelebt|gearbeitet|wohnte|lebte|arbeitete|wohnten|lebten)\b|"
    r"^cuando\s+(?:todavía\s+)?(?:vivía|trabajaba|vivíamos|trabajábamos)\b|"
    r"^quando\s+(?:ancora\s+)?(?:abitavo|vivevo|lavoravo|abitavamo|vivevamo|stavo a)\b|"
    r"^quando\s+(?:ainda\s+)?(?:morava|vivia|trabalhava|morávamos|vivíamos)\b|"
    r"^(?:以前|当年|之前)?(?:我)?(?:还)?(?:住在|在).{1,12}(?:住|工作|上班)?的时候|(?:に住んで|で働いて)いた(?:頃|ころ|時)", re.I)


def passing_state(clause: str, lang: str) -> bool:
    """A clause of the person's no rule placed that tells how things are for now, not who they are: a complaint
    of excess, a relief, an errand, staying as one is, a wish for free time (see above)."""
    text = clause.strip().rstrip(".!。！…")
    # (what holds for good or every day is lasting, whatever else it says: "I'm staying at my parents' for good",
    # "I drink too much coffee every day")
    # (how it was then, even every day of it: "以前住在北京的时候我天天加班")
    # (a likeness felt with a place named holds the person's home or work beside it: "Mi sento come una straniera
    # qui anche se vivo a Roma", "Je me sens comme chez moi à Lyon")
    if _DEAD_TIRED.search(text) or _THEN_FRAME.search(text) or (_FEELS_LIKE.search(text)
                                                                and not _PLACE_NAMED.search(text)):
        return True
    if _LASTING.search(text) and not _LATELY.search(text):
        return False
    if _STAYING.search(text) and not _PLACE_NAMED.search(text[_STAYING.search(text).end():]):
        return True
    # (a past said after "since" or "when" dates the state, which goes on: "je fais du judo depuis que j'étais petit")
    if (earlier := _EARLIER_PAST.search(text)) and not _SINCE_WHEN.search(text[:earlier.start()]):
        return True
    return bool(_EXCESS.search(text) or _RELIEF.search(text) or _ERRAND.search(text) or _FREE_TIME_WISH.search(text))


def relief(clause: str) -> bool:
    """A relief told as a consequence ("so I can finally sleep like a human"): never a fact, whatever
    attribute its words would suggest ("like" there is no liking)."""
    return bool(_RELIEF.search(clause))


def fragment(clause: str, lang: str, source: str = "") -> bool:
    """A clause with no content of its own: success exclaimed alone, a pronoun as its only object, a bare
    noun phrase or pronoun with no verb. (A bare owned noun phrase only as half of a subject said after its verb,
    "…, mein Freund Jonas und ich" in ``source``, the message: after a naming, "Mein Hund heißt Günter und mein Mann Peter", it
    is a naming with its verb left out.)"""
    text = " ".join(clause.strip().strip(".!?。！？…,， ").split())
    text = re.sub(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]", "", text).strip()
    if _SUCCESS_ALONE.match(text) or _BARE_PERSON.match(text):
        return True
    if lang == "zh" and _ZH_ATTRIBUTIVE_ONLY.match(text):
        return True  # ("每天骑电动车上班，雅迪的": a brand said of the thing before, no verb of its own)
    # (German nouns are capitalised: "mein Freund Jonas" has no verb)
    owned = (re.match(r"^(?:mein\w*|unser\w*)\s+(?-i:[A-ZÄÖÜ])\w+(?:\s+(?-i:[A-ZÄÖÜ])\w+)?$", text) if lang == "de"
             else None if lang in ("zh", "ja") else _OWNED_NOUN_ONLY.match(text))
    # (or after the person, "Abitiamo a Torino, io e mio marito": the "we" of the verb before, spelt out)
    # (or an apposition to a name, "Priya, my wife, is a pharmacist": who the name is, told of the clause after it)
    if owned and (re.search(re.escape(text) + r"\s*,?\s+(?:and|et|und|y|e)\s+(?:I|me|moi|ich|yo|io|eu)\b", source, re.I)
                  or re.search(r"(?-i:[A-ZÀ-ÞÄÖÜ])[\wà-ÿ'’-]+\s*,\s*" + re.escape(text) + r"\s*,", source, re.I)
                  or re.search(r"(?:^|,)\s*(?:I|me|moi|ich|yo|io|eu)\s+(?:and|et|und|y|e)\s+" + re.escape(text) + r"\s*(?:[,.!?]|$)",
                               source, re.I)):
        return True
    if (lone := _LONE_VERB_CLAUSE.get(lang)) and lone.match(re.sub(r"\s+(?:aber|doch|halt|eben|ja|mal|also)$", "", text, flags=re.I)):
        return True
    pattern = _PRONOUN_OBJECT_ONLY.get(lang)
    return bool(pattern and pattern.match(text))


def someone_elses_reaction(clause: str, lang: str) -> bool:
    """Someone else's reaction to the person's news ("Minha mãe chorou", "护士站的同事都笑我"): a moment of theirs."""
    text = clause.strip()
    if lang in ("zh", "ja"):
        # (the person as the one reacting is their feeling, read elsewhere: "我哭了"; "我妈哭了" is the mother's)
        return not _OWN_REACTION.match(text) and bool(_REACTION.search(text))
    return not _PERSON_FIRST.match(text) and bool(_REACTION.search(text))


def goes_on_about_the_named(clause: str, message: str, lang: str) -> bool:
    """A Chinese or Japanese clause with no subject of its own after one that names someone or an animal, in the
    same sentence, with no clause of the person's between ("我家有只柯基叫豆豆，十二岁了，最近老咳嗽"): about the one
    named. (The clause splitter put "我" before a Chinese one: the words as written have none.)"""
    if lang == "zh":
        if not clause.startswith("我") or clause in message:
            return False
        words, naming, own = clause[1:], _ZH_NAMING_END, "我"
    elif lang == "ja":
        if _JA_OWN.search(clause):
            return False
        words, naming, own = clause, _JA_NAMING_END, _JA_OWN.pattern
    else:
        return False
    at = message.find(words)
    if at <= 0:
        return False
    start = max(message.rfind(mark, 0, at) for mark in "。！？!?\n") + 1
    for before in reversed([b.strip(" 　") for b in re.split(r"[，,；;、]", message[start:at]) if b.strip(" 　")]):
        if naming.search(before) or (lang == "zh" and _ZH_THEIRS_FIRST.match(before)):
            return True
        if re.search(own, before):
            return False
    return False


_JA_OWN = re.compile(r"私|僕|俺|わたし|あたし|自分")
