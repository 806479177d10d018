"""A change said of something narrower than the state its words name: no change of that state.

Session 38's second review (640 held/later pairs in eight languages) found controls that ended a true fact because a
word of the attribute was in them, though what changed was something else:

- a couple that separated a thing, or slept or travelled apart ("Sam and I separated our finances", "Tim und ich
  haben unsere Konten getrennt", "dormimos separados", "took separate holidays", "on s'est séparés au concert"):
  the marriage goes on;
- another doing stopped whose object holds a diet word ("I stopped following that vegan influencer", "quit whining
  about the lack of vegan options", "不再抱怨…素食选择"): the diet goes on;
- a language stopped in one setting only (a language spoken in one, "Tagalog at home and English at work", is no stop) ("no longer speak French at work", "kein Französisch mehr mit meinen
  Kindern", "ya no hablo inglés con mis hijos"): the person still speaks it;
- an account, a contract or a subscription closed with a provider that may be the person's employer ("Konto bei der
  Sparkasse gekündigt", "chiuso il conto in banca"): the person as its customer, whatever the verb says of leaving;
- a move of something that is not the home: within it ("ins Arbeitszimmer gezogen", "搬到次卧睡了"), of a blog or an
  account ("ブログをnoteに引っ越しました", "博客搬到了公众号"), or a mover's work ("je suis déménageur, on a
  déménagé quatre familles").

Each function says whether the clause is such a change; statements.py then reads it with no attribute, so it ends
nothing (the model still judges whether it is a lasting fact).
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import is_negation

# Work itself, in each language: "I'm not working anymore", "je n'ai plus d'emploi", "用户不上班了" (read by statements.py).
WORK_ITSELF = re.compile(r"\b(?:work\w*|jobs?|employed|employment|unemployed|travaill\w*|emploi|boulot|arbeit\w*|stelle|"
                         r"trabaj\w*|empleo|lavor\w*|impiego|trabalh\w*|emprego)\b|工作|上班|仕事|働", re.I)
# An account, a contract or a subscription of the person's as a customer (not a contract alone: "No me renovaron el
# contrato", "my contract ended" tell work ended; nor an account of one's own work, "account manager", "per conto mio",
# "por cuenta propia", "à mon compte").
_ACCOUNT_OR_PLAN = re.compile(
    r"\b(?:bank account|(?:closed|cancelled|canceled) (?:my|the|our) (?:\w+ )?(?:account|subscription|membership)|"
    r"(?:phone|mobile|data) (?:plan|contract)|subscription|membership|(?:giro)?konto|(?!arbeits)\w+-vertrag|abo|"
    r"compte (?:bancaire|en banque|courant)|(?:fermé|clôturé|résilié) (?:mon|le|notre) (?:compte|abonnement|forfait)|"
    r"forfait|cuenta (?:bancaria|corriente|del banco|en el banco)|(?:cerré|he cerrado|cancelé) (?:la|mi|nuestra) cuenta|"
    r"suscripción|conto (?:corrente|in banca|bancario)|(?:chiuso|disdetto) (?:il|mio|il mio) (?:conto|abbonamento)|"
    r"abbonamento|conta (?:bancária|corrente|no banco)|(?:fechei|encerrei|cancelei) (?:a|minha|a minha) (?:conta|assinatura)|"
    r"assinatura)\b|账户|账号|银行卡|套餐|口座|解約", re.I)
# Something a couple divides or does apart, not the couple: money, rooms, beds, holidays, a journey, a crowd.
_COUPLE_THING = re.compile(
    r"\b(?:separated|split|divided|broke up)\s+(?:our|the|their)\s+(?!relationship|marriage|engagement)\w+|"
    r"\bseparate (?:bedrooms?|rooms?|beds|accounts|bank accounts|finances|holidays|vacations|cars)\b|"
    r"\b(?:went|go|going) (?:our|their) separate ways (?:at|for|in|on)\b|\blost each other\b|"
    r"\b(?:sleep|sleeping|slept)\s+(?:\w+\s+)?(?:apart|separately|in separate)\b|"
    r"\b(?:s['’]est|se sont|on s['’]est|nous nous sommes) (?:séparée?s|perdue?s(?: de vue)?) (?:au|à la|à l['’]|dans|pendant)\b|"
    r"\b(?:nos|les) (?:comptes|finances|chambres|lits) (?:séparée?s)?|\bfait chambre à part\b|\bchambres? séparées\b|"
    r"\b(?:unsere|die) (?:konten|finanzen|schlafzimmer|zimmer|betten|kassen)\s+(?:\w+\s+)?getrennt\b|"
    r"\b(?:schlafen|schliefen)\s+(?:\w+\s+)?getrennt\b|\bgetrennte (?:konten|kassen|schlafzimmer|zimmer|betten|urlaube)\b|"
    r"\b(?:separado|separamos|dividido|dividimos|separato|separati|abbiamo diviso|separámos)\s+(?:las|los|nuestras|nuestros|"
    r"i|le|gli|il|la|as|os|nossas|nossos|nostri|nostre)\s+(?:cuentas|gastos|finanzas|habitaciones|camas|conti|spese|"
    r"camere|letti|contas|despesas|quartos|camas)\b|"
    r"\b(?:dormimos|dormiamo|dormiamo|dormir|dormindo|dormiremos)\s+(?:\w+\s+)?(?:separad[oa]s|separat[ie]|separad[oa]s)\b|"
    r"\b(?:ci siamo|nos) (?:separat[ie]|separamos|perdimos|persi) (?:al|alla|en el|en la|no|na)\b|"
    r"分房睡|分开睡|各睡各的|AA制|別々に寝|寝室を(?:別|分け)|口座を分け", re.I)
# A stop of another doing, whose object may name a diet ("stopped following that vegan influencer").
_ANOTHER_DOING_STOPPED = re.compile(
    r"\b(?:quit|stopped|gave up)\s+(?:\w+\s+)?(?:whining|complaining|moaning|following|watching|reading|buying|ordering|"
    r"posting|arguing|talking|worrying|feeling guilty|apologi[sz]ing|explaining)\b|"
    r"\barrêté de (?:me |m['’])?(?:râler|plaindre|suivre|regarder|lire|acheter|commander|poster|culpabiliser|justifier|"
    r"expliquer)|"
    r"\b(?:folge|folgen)\b[^.,;]{0,40}\bnicht mehr\b|\bnicht mehr (?:beschweren|aufregen|rechtfertigen)|\baufgehört,? "
    r"(?:mich )?(?:zu )?(?:beschweren|aufzuregen|zu folgen|zu rechtfertigen)|"
    r"\b(?:dejé de|he dejado de|deixei de|parei de|smesso di|ho smesso di)\s+(?:me |mi |quejarme|seguir|lamentarmi|"
    r"seguire|reclamar|comprar|comprare|guardare|ver|justificarme|giustificarmi)|"
    r"不再(?:抱怨|关注|看|买|纠结|解释)|(?:取关|取消关注)了|フォローを(?:外|やめ)|文句を言うのをやめ", re.I)
# A setting a language is no longer spoken in, said beside the stop: with some people, at work, at home.
_IN_ONE_SETTING = re.compile(
    r"\b(?:with (?:my|the|our) (?:kids|children|son|daughter|wife|husband|partner|family|parents|colleagues|clients|team|"
    r"friends)|at (?:work|home|the office)|avec (?:mes|les|nos) (?:enfants|collègues|clients|parents)|au (?:boulot|travail|bureau)|"
    r"à la maison|mit (?:meinen|meiner|den|unseren) (?:kindern|kollegen|eltern|frau|mann|familie)|bei der arbeit|im büro|"
    r"zu hause|con (?:mis|los|nuestros|i miei|i|le mie|mia|mio) (?:hijos|niños|colegas|clientes|padres|bambini|figli|colleghi|"
    r"genitori|clienti|moglie|marito)|en (?:el trabajo|la oficina|casa)|al lavoro|in ufficio|a casa|com (?:os|as) (?:meus|minhas)? "
    r"?(?:filhos|crianças|colegas|clientes|pais)|no trabalho|no escritório|em casa)\b|"
    r"跟孩子|和孩子|在家里?|在公司|上班时|子供と|職場で|家では|会社では", re.I)
# Where a move goes that is no home of its own: a room of the home, a place of a thing.
_MOVED_A_THING = re.compile(
    r"\b(?:into|to) the (?:spare|guest|back|front|box|small|other) (?:room|bedroom)|\b(?:into|to) (?:the|my) (?:office|study|"
    r"basement|attic|loft|garage|living room|kitchen)\b|"
    r"\bins (?:gäste|arbeits|schlaf|kinder|wohn)?zimmer\b|\bin den keller\b|\bdans (?:la|le) (?:chambre d['’]amis|bureau|"
    r"salon|sous-sol)\b|\ba(?:l| la) (?:habitación|cuarto|despacho|salón) (?:de invitados|del fondo)?|\bnella (?:stanza|camera) "
    r"(?:degli ospiti|accanto)|\bpara o (?:quarto|escritório) (?:de hóspedes)?|"
    r"\b(?:blog|website|site|newsletter|podcast|account|server|data|files|photos|channel)\b[^.,;]{0,30}\b(?:moved|migrated)\b|"
    r"\b(?:moved|migrated) (?:my|the|our) (?:blog|website|site|newsletter|podcast|account|server|data|files|photos|channel)\b|"
    r"\b(?:déménageur|déménageuse|umzugshelfer\w*|möbelpacker\w*|mover|removal (?:man|men|firm|company)|mudancero|"
    r"traslocatore|carregador de mudanças)\b|"
    r"次卧|主卧|客厅|书房|客房|博客|公众号|网站|ブログ|サイト|アカウント|note(?:に|へ)|書斎|客間|別の部屋", re.I)


def couple_did_a_thing_apart(clause: str) -> bool:
    return bool(_COUPLE_THING.search(clause))


def another_doing_stopped(clause: str) -> bool:
    return bool(_ANOTHER_DOING_STOPPED.search(clause))


def language_in_one_setting(clause: str) -> bool:
    return bool(_IN_ONE_SETTING.search(clause))


def moved_a_thing(clause: str) -> bool:
    return bool(_MOVED_A_THING.search(clause))


def narrower(attribute: str | None, clause: str, sentence: str = "") -> bool:
    """Whether the clause tells a change of something narrower than ``attribute``'s state (see the module's doc);
    ``sentence``, the clause's sentence: a mover said there ("Je suis déménageur, on a déménagé quatre familles"), or an
    account before the clause ("Konto bei der Sparkasse gekündigt und zu einer Direktbank gewechselt")."""
    return ((attribute == "relationship" and couple_did_a_thing_apart(clause))
            or (attribute in ("job", "employer") and bool(_ACCOUNT_OR_PLAN.search(sentence or clause))
                and not WORK_ITSELF.search(clause))
            or (attribute in ("diet", "health") and another_doing_stopped(clause))
            or (attribute == "language" and (language_in_one_setting(clause) or bool(_TALK_TO.search(clause)))
                and is_negation(clause))
            or (attribute == "residence" and (moved_a_thing(clause) or bool(_MOVER.search(sentence)))))


# Speaking to someone, no language: "I stopped speaking to my French neighbour", "Je ne parle plus à mon collègue anglais".
_TALK_TO = re.compile(r"\b(?:speak(?:ing)?|talk(?:ing)?) (?:to|with) (?:my|our|the|his|her|that)\b|\bparle(?:r)? (?:plus |pas )?"
                      r"(?:à|avec) (?:mon|ma|mes|le|la|ce|cette)\b|\bspreche\b[^.,;]{0,20}\bmit (?:meine[mr]?|dem|der|unsere[mr]?)\b|"
                      r"\bhablo (?:más )?con (?:mi|mis|el|la)\b|\bparlo (?:più )?con (?:il|la|mio|mia)\b|"
                      r"\bfalo (?:mais )?com (?:o|a|meu|minha)\b|(?:跟|和)\S{1,6}说话|と話(?:さ|し)", re.I)
_MOVER = re.compile(r"\b(?:déménageur|déménageuse|umzugshelfer\w*|möbelpacker\w*|removal (?:man|men|firm|company)|mudancero|"
                    r"traslocatore|carregador de mudanças)\b|搬家公司|引っ越し業者", re.I)
