"""A one-off event dated to a single recent moment: an episode of the person's life, not a lasting fact.

"I went to the beach last weekend", "Ich war gestern beim Zahnarzt", "我昨天去看了电影": a clause
dated by a deictic past time of a day's scale (yesterday, last night, last weekend, the other day)
tells what happened once; so does the recent past said by its grammar ("I just got back from the
gym", "je viens de finir", "acabo de llegar", "ho appena finito", "我刚到家"). The 270M judge
answers "yes, lasting" to nearly every such statement (on the tuning sets it said yes to 65 of 68
statements it was asked), so they are told apart by their grammar before it is asked: only for statements no rule placed, since a change of state
placed by its attribute ("I moved to Leeds yesterday", "I turned 35 yesterday") is a new lasting
state whatever day it happened. A clause whose verb begins a state (buying, adopting, joining,
starting, signing up: "I joined a choir yesterday") is kept for the judge as before.
"""

from __future__ import annotations

import re

# A single past moment at most a few days back, named relative to when it was said.
_RECENT_MOMENT = re.compile(
    r"\b(?:yesterday|last night|the other day|last weekend|the day before yesterday|earlier today|this morning|"
    r"hier|avant-hier|l['’]autre jour|le week-end dernier|ce matin|"
    r"gestern|vorgestern|neulich|letztes wochenende|heute morgen|heute früh|"
    r"ayer|anteayer|anoche|el otro día|el fin de semana pasado|esta mañana|"
    r"ieri|l['’]altro giorno|lo scorso (?:weekend|fine settimana)|stamattina|stamani|"
    r"ontem|anteontem|no outro dia|no fim de semana passado|hoje de manhã|esta manhã)\b|"
    r"昨天|昨晚|前天|上周末|今天早上|今早|昨日|昨夜|一昨日|先週末|この前|今朝", re.I)
# A feast day or a birthday, said of a time it happened ("had a bit of turkey at my mum's on christmas day", "à Noël
# j'ai mangé du foie gras", "过年的时候喝了点酒"): one day's doing, an exception at most; not one said of every year
# ("every Christmas we go to Kraków", "jedes Jahr an Weihnachten"), which is a habit.
_FEAST_DAY = re.compile(
    r"\b(?:on|at|over|for) (?:christmas|xmas|new year['’]?s(?: eve| day)?|easter|thanksgiving|my birthday|(?:my|her|his) (?:mum|mom|dad)['’]?s birthday)\b|"
    r"\b(?:à|pour|le jour de) (?:noël|pâques|nouvel an|la saint-sylvestre|mon anniversaire)\b|"
    r"\b(?:an|zu|über) (?:weihnachten|ostern|silvester|neujahr|meinem geburtstag)\b|"
    r"\b(?:en|por) (?:navidad|nochevieja|nochebuena|semana santa|mi cumpleaños)\b|"
    r"\b(?:a|per) (?:natale|pasqua|capodanno|il mio compleanno)\b|\b(?:no|na|pelo) (?:natal|réveillon|páscoa|meu aniversário)\b|"
    r"(?:过年|春节|除夕|中秋|圣诞节?|生日)的?时候|(?:お正月|正月|お盆|クリスマス|大晦日|誕生日)に", re.I)
# (and "always", "usually": a habit too, "I did the laundry for our whole family every Sunday", "Den Papierkram hab ich
# immer erledigt": no errand of a day)
_EVERY = re.compile(r"\b(?:every|each|always|usually|for years|chaque|toujours|tous les|jede[nrs]?|immer|cada|siempre|"
                    r"todos los|todas las|ogni|sempre|tutti gli|todo ano|todos os)\b|每|毎|いつも",
                    re.I)


# The recent past said by its grammar ("I just got back from the gym", "je viens de finir",
# "acabo de comer", "ho appena finito", "acabei de chegar", "我刚到家"): a moment just gone.
_JUST_PAST = re.compile(
    r"\bjust\s+(?:got|had|came|went|saw|ate|made|did|took|found|heard|read|wrote|woke|\w+ed)\b|"
    r"\b(?:viens|vient|venons|venez|viennent) d['’]?(?:e\s)?|\b(?:acabo|acaba|acabamos) de\b|"
    r"\b(?:ho|ha|abbiamo|sono|è|siamo) appena\b|\b(?:acabei|acabou|acabamos) de\b|刚才|刚刚|刚|さっき|たった今", re.I)
# Verbs that begin a state the person then has (something bought or adopted, a group joined,
# something started or signed up for), in each language: dated or not, what they begin lasts.
_BEGINS_A_STATE = re.compile(
    r"\b(?:bought|buy|adopted|joined|started|began|begun|signed up|enrolled|subscribed|got (?:a|an|my|our)|"
    r"acheté|achete|adopté|rejoint|commencé|inscrit|inscrite|abonné|"
    r"gekauft|adoptiert|angefangen|begonnen|beigetreten|angemeldet|eingeschrieben|"
    r"compré|compramos|adopté|adoptamos|empecé|empezamos|comencé|me uní|me apunté|me inscribí|"
    r"comprato|adottato|iniziato|cominciato|iscritt[oa]|"
    r"comprei|compramos|adotei|comecei|entrei|inscrevi|"
    # (a move is a new home, whoever moved: "my friend Tom just moved to Oslo")
    r"moved|relocated|déménagé|umgezogen|gezogen|mudé|mudado|trasferit[oa]|mudei|mudou|mudar|"
    # (the infinitive after "je viens de", "acabo de", "acabei de")
    r"acheter|adopter|commencer|rejoindre|déménager|emménager|comprar|adoptar|adotar|empezar|comenzar|começar|"
    r"mudarme|mudar-me)\b|"
    r"买了|领养|开始|加入|报名|搬|引っ越|買いました|買った|飼い始め|始めました|始めた|入りました|入会", re.I)


# (Not a moment just ahead, "Morgen früh bringe ich die Pfandflaschen weg": a plan or an event to come is kept and
# aged by when it was said, core/read/when_said.py, as "Mañana tengo una entrevista" must be; tried and withdrawn in
# session 31, as a time word dropping clauses was before.)
# An errand done: a bill paid or a purchase sent back, said as done ("Ya pagué la factura de la luz", "J'ai enfin renvoyé
# le colis", "Por fin devolví las zapatillas", "我把那双鞋退掉了", "返品した"), or the dishes done at last ("Den
# Abwasch hab ich auch schon erledigt"). Named by what is paid or sent back: a debt, a home, a wage or studies paid
# ("paid my mortgage off", "wird schlecht bezahlt", "He pagado la hipoteca") are no errand, nor a licence returned.
_BILL = r"bill|invoice|factura|facture|rechnung|fattura|bolletta|conta|fatura"
_BOUGHT = (r"parcel|package|order|shoes|trainers|jacket|dress|zapatillas|zapatos|paquete|pedido|colis|commande|chaussures|"
           r"paket|bestellung|schuhe|pacco|ordine|scarpe|encomenda|pacote|sapatos|tênis")
_ERRAND_DONE = re.compile(
    rf"\b(?:paid|payé|bezahlt|pagué|pagado|pagato|paguei)\b[^.,;]{{0,30}}?\b(?:{_BILL})\b|"
    rf"\b(?:returned|sent back|renvoyé|rendu|zurückgeschickt|zurückgegeben|devolví|devuelto|restituito|reso|devolvi|"
    rf"devolvido)\b[^.,;]{{0,30}}?\b(?:{_BOUGHT})\b|"
    rf"\b(?:{_BILL}|{_BOUGHT})\b[^.,;]{{0,20}}?\b(?:zurückgeschickt|bezahlt)\b|"
    r"\b(?:already|finally|just|enfin|déjà|schon|endlich|ya|por fin|finalmente|già|já)\b[^.,;]{0,30}?"
    r"\b(?:the dishes|the washing[- ]up|la vaisselle|(?:den )?abwasch|los platos|i piatti|a louça)\b|"
    r"\b(?:the dishes|the washing[- ]up|la vaisselle|abwasch|los platos|i piatti|a louça)\b[^.,;]{0,30}?"
    r"\b(?:already|finally|enfin|déjà|schon|endlich|ya|por fin|finalmente|già|já)\b|"
    r"(?:鞋|衣服|裤子|裙子|快递|包裹|订单|外套)\S{0,3}退掉|退货|退貨|返品", re.I)
# What the bill was for, said with it: something of the person's life ("the first bill for my new flat", "la factura del
# veterinario de mi perro", "the bill for my wedding", "a conta do aluguel"): no errand of a day, left to the rules.
_FOR_SOMETHING_OWN = re.compile(
    r"\b(?:for|de|du|des|della|del|dello|di|do|da|für|pour|para|por|per)\s+(?:the\s+|la\s+|le\s+|el\s+|il\s+|o\s+|a\s+)?"
    r"(?:my|our|mon|ma|mes|notre|nos|mi|mis|nuestr\w+|mio|mia|miei|mie|nostr\w+|meu|minha|meus|minhas|nosso|nossa|"
    r"meinen?|meiner|meinem|unser\w*)\b|\b(?:new|first|nouve\w*|nouvel|premi\w+|nuev[oa]|primer\w*|nuov[oa]|prim[oa]|"
    r"nov[oa]|primeir[oa]|neue\w*|erste\w*|rent|loyer|alquiler|affitto|aluguel|renda|miete|vet\w*|vét\w*|tierarzt|"
    r"course|classes|lessons|cours|curso|clases|corso|lezioni|kurs|aulas|gym|gimnasio|palestra|academia|salle|fitnessstudio|"
    r"wedding|mariage|boda|matrimonio|casamento|hochzeit)\b", re.I)


def is_episode(clause: str) -> bool:
    """Whether ``clause`` tells a one-off event dated to a recent moment, or an errand done, beginning no state."""
    if _ERRAND_DONE.search(clause) and not _EVERY.search(clause) and not _FOR_SOMETHING_OWN.search(clause):
        return not _BEGINS_A_STATE.search(clause)
    return bool(_RECENT_MOMENT.search(clause) or _JUST_PAST.search(clause)
                or (_FEAST_DAY.search(clause) and not _EVERY.search(clause))) and not _BEGINS_A_STATE.search(clause)


# A visit or a call of someone of the person's: their coming or going for a day ("My mum came up from Kent to help us
# paint", "My sister Ellie drove up from Dundee to be with me", "Mon frère est passé", "我妈来看我了").
_A_VISIT = re.compile(
    r"\b(?:came (?:up|down|over|round|around|by|to (?:see|visit|stay|help))|drove (?:up|down|over)|flew (?:in|over|up|down)|"
    r"popped (?:in|by|round|over)|dropped (?:by|in)|stopped by|visited|(?:called|rang|texted|phoned) (?:me|us)|says hi|said hi|"
    r"est (?:passée?|venue?|montée?|descendue?)|sont (?:passé|venu|monté)e?s?|"
    r"(?:ist|sind|war|waren) (?:\w+ ){0,4}?(?:vorbeigekommen|gekommen|zu besuch)|hat (?:mich )?(?:angerufen|besucht)|"
    r"(?:vino|vinieron|pasó|pasaron) a (?:verme|vernos|visitarme|ayudar)|me (?:llamó|visitó)|"
    r"(?:è venut[oa]|sono venuti|è passat[oa]) a (?:trovarmi|trovarci|aiutar)|mi ha chiamat[oa]|"
    r"(?:veio|vieram|passou) (?:me )?(?:ver|visitar|ajudar)|me ligou)\b|来看(?:我|我们)|来(?:我家|家里)|给我打(?:了)?电话|"
    r"遊びに来|会いに来|手伝いに来|電話が(?:あり|来)", re.I)
_OWN_WORD = {"en": "I ", "fr": "je ", "de": "ich ", "es": "yo ", "it": "io ", "pt": "eu ", "zh": "我", "ja": "私は"}


def someones_day(clause: str, lang: str, attribute_of) -> bool:
    """Whether ``clause`` tells a one-off doing of someone of the person's, a visit or a call ("My mum came up from Kent
    to help us paint", "我妈昨天来看我了"), beginning no state of theirs (said of the person, no attribute rule would
    place it: "My sister came to live with us" is her change, kept).
    No lasting fact, theirs or the person's; the memory keeps the message as said."""
    from mnemosyne_app.core.model import others  # (others.py reads statements' grammar this module must not import first)

    # (a visit only: a day's event of theirs said by a time word, "Mi hijo cumplió los 18 ayer", is as often a change
    # of their state in a form the person's rules do not read, "yo cumplió")
    if lang not in _OWN_WORD or not _A_VISIT.search(clause):
        return False
    who = others.subject(clause, lang)
    if not who or (at := clause.find(who)) < 0:
        return False
    rest = clause[at + len(who):].strip(" ,、")
    return bool(rest) and attribute_of(_OWN_WORD[lang] + rest) is None
