"""A stop, a loss or a sale said by its verb, and the thing it stops: the grammar write/stopped.py ends by.

"I gave up on Japanese", "J'ai laissé tomber l'italien", "Ho smesso con il violino", "Vendí el Ibiza",
"Hab in der Charité aufgehört", "古筝不再学了", "ピアノはもうやめました", "ロードバイクを盗まれて": no
"no longer" in them, but a verb whose meaning is the end of a doing or a having. What it ends is its
object, said after the verb ("gave up on Japanese") or before it, where the verb comes last or the
object is put first ("in der Charité aufgehört", "古筝不再学了", "La Vespa me l'hanno rubata").

What follows the stop is left out of what is matched: a reason or a time after a comma or a word of
cause or time ("… anymore, no time", "… depuis mon opération du genou", "… after six months", "…, rompi
o ligamento"): the old fact never says why or since when it would stop. So are a few words that weigh
a statement without naming anything ("really", "finally", "leider") and the words of a date.
"""

from __future__ import annotations

import functools
import re

from mnemosyne_app.core.model.normalise import _ZH_KIN, ZH_THEIRS
from mnemosyne_app.core.model.others import RELATION

# The person as the normaliser writes them at the head of a fact, in each language written with spaces.
_PERSON = r"User|L['’]utilisateur|Der Nutzer|El usuario|L['’]utente|O utilizador"

# A theft's participles that say the person lost the thing as they stand (the stop verbs read them in a stop
# of the person's; told_stolen reads them, and the other languages' passives, in a thing told stolen).
_THEFT_PARTICIPLES = r"gestohlen|geklaut|robad[oa]|rubat[oa]|roubad[oa]"

# The words of a membership or a subscription itself, one table for three readers: a group's noun a leaving stops
# (_GROUP), what makes a cancellation one for good whatever the day (_FOR_GOOD_NAMED), and the words a fact of belonging
# need not say ("cancelled my PureGym membership" / "has a membership at PureGym": core/write/stopped.py).
MEMBERSHIP_WORDS = ("membership", "subscription", "abonnement", "adhésion", "abo", "mitgliedschaft", "suscripción",
                    "abbonamento", "iscrizione", "tessera", "assinatura", "matrícula")
_MEMBERSHIP = "|".join(MEMBERSHIP_WORDS)
# (a registration is for one event as often: "disdetto l'iscrizione al torneo di stasera"; no membership for good. Not
# the Spanish "matrícula", a year's enrolment, cancelled for good whatever the day: "Hoy anulé la matrícula del máster")
_REGISTRATIONS = ("iscrizione",)
# The words of one day, said of what happened on it: what is cancelled or finished on it is that day's session
# (_ONE_DAY). (Not words naming nothing, as _HEDGES' "today" is: "Stasera non bevo più caffè" says which evening.)
THIS_DAY = ("today", "tonight", "yesterday", "aujourd'hui", "hier", "heute", "gestern", "hoy", "ayer", "oggi", "ieri",
            "stamattina", "stasera", "hoje", "ontem")

# What a person belongs to, attends or pays for, by its noun: a club, a team, a choir, a course, a gym, a
# membership ("left the chess club", "quitté la chorale", "aus dem Verein ausgetreten", "uscita dal coro").
# (a club by its kind or name, "the chess club", "the Knights of Leith club"; not "the club" alone, a night out; a gym,
# a class or a course is a place left at the end of a day: "Left the gym yesterday, way too packed", "Saí da academia")
_GROUP = (r"(?:\w+[ -]){0,4}?(?:(?<!the )(?<!my )(?<!o )(?<!a )(?<!du )(?<!le )(?<!del )(?<!dal )(?<!do )(?<!da )(?<!den )club|"
          r"clube|choir|chorale|chor|coro|coral|team|équipe|squadra|equipo|equipa|band|society|association|asso|verein|"
          r"associazione|asociación|associação|league|orchestra|orchestre|orchester|orquesta|orquestra|committee|comité|"
          + _MEMBERSHIP + r"|parish|"
          r"congregation)\b")
# What a cancellation may stop: a membership or a subscription, a group, a course (not a class or a session of it, "cancelled
# my yoga class today"), or a thing by its name ("Cancelei o Spotify Premium", "He cancelado lo del McFit"); not a
# lunch, a flight, an order or a meeting ("cancelled lunch with Sarah").
_CANCELLABLE = r"(?:(?:\w{1,5}\s+){0,2}?(?-i:[A-Z])|" + _GROUP + r"|(?:\w+[ -]){0,3}?(?:course|cours|kurs|corso|curso|gym|gimnasio|palestra|academia|fitnessstudio)\b)"
# A place given up in Spanish, "dar de baja", only of a membership, a group, a course or a name, said with "de" or as its
# object ("me di de baja de Los Caracoles", "del club de montaña", "He dado de baja la suscripción de Netflix"; not "de la
# newsletter").
_DE_BAJA = (r"(?:me |nos |se )?(?:di|dimos|dio|dieron|he dado|hemos dado|ha dado|han dado) de baja\s+"
            r"(?=(?:(?:de|del|en)\s+)?(?:la |el |los |las |mi |mis )?(?:" + _CANCELLABLE + r"|(?:\w+[ -]){0,3}?club\b))")
# A membership, a subscription, a place in a group or on a course given up, done ("cancelled my PureGym
# membership", "me di de baja de Los Caracoles", "ADAC-Mitgliedschaft gekündigt", "Cancelei o Spotify", "退会しました"):
# read as a stop by STOP_VERB. "Left", "quitté", "uscito", "saí" only before a group's noun ("left the book club";
# not "left the office at six", "sono uscito dal lavoro", "saí do Rio").
_CANCELLED = (
    r"(?:cancell?ed|unsubscribed(?: from)?)\s+(?=(?:the |my |our )?" + _CANCELLABLE + r")|"
    r"(?:left|quit) (?=(?:the |my |our )?" + _GROUP + r")|"
    r"résiliée?s?|désabonnée?s?|désinscrite?s?|quitté (?=(?:le |la |l['’]|les |mon |ma |mes )?" + _GROUP + r")|"
    r"gekündigt|ausgetreten|abgemeldet|abbestellt|abgebrochen|" + _DE_BAJA + r"|"
    r"(?:me |nos |se )(?:borré|borramos|borró|desapunté|desapuntamos|desapuntó|(?:he|ha) borrado|(?:he|ha) desapuntado)|"
    r"cancel(?:é|ó|ado|ada)\s+(?=(?:el |la |lo |mi |del? |los |las )*" + _CANCELLABLE + r")|"
    r"(?:disdett[oaie]|disdico)\s+(?=(?:il |la |lo |l['’]|i |le |gli |mio |mia |abbonamento |a |al |alla )*" + _CANCELLABLE + r")|(?:mi sono|si è|ci siamo) (?:cancellat|ritirat|disiscritt)[oaie]|"
    r"(?:uscit[oaie]|ritirat[oaie]) (?=(?:da|dal|dalla|dallo|dai|dagli|dalle)\b\s*" + _GROUP + r")|"
    r"cancel(?:ei|ou|ad[oa])\s+(?=(?:o |a |os |as |meu |minha |do |da )*" + _CANCELLABLE + r")|(?:me |se )?desinscreve[ui]|tranc(?:ei|ou)|sa(?:í|iu) (?=(?:do|da|dos|das)\b\s*" + _GROUP + r")")
# A project or a course finished, done ("finished the accounting course", "defendí la tesis", "Terminei o TCC", "ho finito il
# corso di fotografia", "卒業論文、提出しました"): the ongoing doing it names is over. Only before a project's or a course's
# noun ("finished dinner", "terminé el libro" of reading, "fertig mit dem Abwasch" are no project held).
_PROJECT = (r"(?:\w+[ -]){0,3}?(?:thesis|dissertation|novel|manuscript|course|degree|renovation|apprenticeship|certificate|"
            r"thèse|mémoire|roman|cours|formation|travaux|arbeit|masterarbeit|bachelorarbeit|doktorarbeit|kurs|ausbildung|"
            r"renovierung|tesis|novela|curso|reforma|máster|master|tesi|romanzo|corso|ristrutturazione|tcc|monografia|"
            r"dissertação|romance|mestrado)\b")
_COMPLETED = (r"(?:finished|completed|handed in|submitted|defended|terminée?s?|finie?s?|rendu|soutenu|abgeschlossen|abgegeben|"
              r"beendet|verteidigt|termin(?:é|ó|ado|ada)|acab(?:é|ó|ado|ada)|entregu?(?:é|ó|ado|ada)|defend(?:í|ió|ido|ida)|"
              r"finit[oa]|terminat[oa]|concluso|consegnat[oa]|discuss[oa]|termin(?:ei|ou|ad[oa])|conclu(?:í|iu)|entreg(?:uei|ou)|"
              r"defend(?:i|eu))\s+(?=(?:the |my |our |le |la |l['’]|les |mon |ma |den |die |das |meine[n]? |el |la |los |mi |il |"
              r"lo |i |il mio |la mia |o |a |os |meu |minha )?" + _PROJECT + r")")
# (Chinese and Japanese: the whole put right before the verb, no part of it between, "卒業論文の第一章が書き終わりました",
# "英語講座の説明会が終わりました"; not a shift or a day's class, "今天的班上完了", "加班完了")
_CJK_COMPLETED = (r"(?:论文|毕业设计)(?:终于|也)?(?:交了|写完了|答辩(?:完|通过)了|完成了)|"
                  r"(?:课程|培训班?|备考班|辅导班|补习班|兴趣班)(?:终于|也|都)?(?:上完了|结课了|结束了)|"
                  r"(?:装修|小说)(?:终于|也)?(?:完成了|搞完了|写完了|弄完了|完工了|完了)|"
                  r"(?:論文|卒論|小説|講座|リフォーム)[^。！!の]{0,8}?(?:提出しました|書き終わりました|書き上げました|完成しました|終わりました)")
# (a membership run out and not renewed, "爱奇艺到期了我没续"; not one not renewed yet, "还没续", nor "一直没续费" of an
# automatic renewal; "取消了" only of a membership, not a flight, an order or a meeting; not "退群了", a chat left)
_CJK_CANCELLED = (r"退(?:出|会|社|团|部)了|(?:会员|会籍|订阅|年卡|月卡|季卡|包月|自动续费)[^，。！？]{0,4}?取消了|"
                  r"(?<!还)(?<!直)没(?:有)?续(?:费|会员)?|不续(?:费)?了|(?:退会|退部|解約|脱退)(?:しました|した|しちゃった)")

_CANCELLED_SAID = re.compile(r"\b(?:" + _CANCELLED + "|" + _COMPLETED + r")|" + _CJK_CANCELLED + "|" + _CJK_COMPLETED, re.I)


def cancelled(text: str) -> bool:
    """Whether ``text`` gives up a membership, a subscription or a place in a group or on a course, or finishes a
    project or a course, done (_CANCELLED, _COMPLETED): an ending whenever it is said ("cancelled my PureGym
    membership today", "Finished the accounting course yesterday" are no passing moments)."""
    return _CANCELLED_SAID.search(text) is not None and _reading(text)[1] == DONE

# A sale in chat's words ("Flogged the Yaris to a mate", "refourgué la 308", "den Golf vertickt"; session 38's review): one
# table for the stop verbs here and the sales core/write/stopped.py ends things by.
CHAT_SALE = r"flogged|refourgu[ée]e?s?|vertickt|verscherbelt|verhökert"
# Selling something, in each language: "I sold the Ford", "ho venduto la macchina", "把大众卖了". The CJK sign as a verb
# only, not in a word of trade that names a place or a job ("トヨタの販売店で営業", "在卖场上班", "売り場", "小卖部": a car
# dealer's salesperson is no car sold). Read by statements.py and meaning_misreads.py.
SELLING = re.compile(rf"\b(?:sold|vendu|vendue|verkauft|vendí|vendido|vendimos|vendemos|vendeu|venduto|venduta|vendi|{CHAT_SALE})\b|"
                     r"(?<![买買販贩小])卖(?![场家部])|(?<![販商])売(?![り]?場|店|上|れ筋)|売却|手放", re.I)
# Leaving, in each language (work or a place): "I left the bank", "me fui de Mercadona", "从阿里离职了". Read by
# statements.py and core/write/supersede.py.
LEAVING = re.compile(r"\b(?:left|quit|resigned|walked away from|quitté|démissionné|arrêté|verlassen|gekündigt|aufgehört|dejé|me fui de|"
                     r"salí de|renuncié|lasciato|lasciata|licenziat[oa]|saí|deixei|larguei)\b|离开|辞职|离职|辞掉|辞め|退職",
                     re.I)

# Past and perfect forms only (as said and as the normaliser writes them in the third person): a stop
# done, not one planned ("thinking about quitting"), nor a habit ("every winter I stop cycling").
STOP_VERB = re.compile(
    # (not a call on the way, "stopped by my mum's", "stopped at the gym after work", "stopped off in Leeds"; nor a
    # thing dropped off or by, "dropped off the kids": a visit, no stop of what it names; session 38's review)
    r"\b(?:gave up(?: on)?|given up(?: on)?|quit|stopped(?! (?:by|at|in|off|over)\b)|dropped(?! (?:off|by|in)\b)|sold(?! out\b)|got rid of|had (?:it |\w+ )?stolen|" + _CANCELLED + "|" + _COMPLETED + "|"
    # (and a doing hung on its nail, as German says it: "Ich habe die Gitarre an den Nagel gehängt"; the other languages'
    # "hung up my boots", "colgué las botas" name the boots, not the sport, and "j'ai raccroché" is most often a phone)
    r"an den nagel gehängt|" + CHAT_SALE + "|"
    r"laissé tomber|abandonné|arrêté(?: de| le| la| les| l['’])?|vendu[es]?|"
    r"aufgehört(?: mit)?|aufgegeben|verkauft|"
    # (a dependence given up: "weaned myself off Xanax"; not "tapered off", which is cut down, "tapered off the coffee,
    # one cup now", nor "abgesetzt", which sets down, drops off, deducts as often as it stops a medicine)
    r"weaned (?:me |them |myself |themselves )?off(?: of)?|"
    r"dej[éó](?: de| el| la| los| las)?|dejado(?: de)?|abandon[éó]|vend[ií]ó?|(?:me|nos) (?:lo |la )?robaron|"
    # (a theft said with the person as the one robbed, the thief unnamed: "me robaron el Ibiza", "on m'a volé mon
    # vélo", "me roubaram a mota")
    r"(?:on|ils) (?:m|nous)['’]a(?:vons|nt)? volée?s?|(?:me|nos) roubaram|roubaram-(?:me|nos)|"
    r"smesso(?: con| di| il| la)?|mollato|lasciato perdere|vendut[oa]|"
    r"parei(?: de| com)?|parou(?: de| com)?|deixei de|deixou de|deixado de|larguei|largou|desisti(?: de)?|desistiu(?: de)?|vendeu|" + _THEFT_PARTICIPLES + r")\b|"
    # (a loss only of something had: "lost my bike", not "lost weight" nor "lost the final")
    r"\blost (?=(?:my|our|their|his|her)\b)|"
    r"放弃了?|不再|卖(?:掉)?了|转手(?:给\S{1,6})?了|被偷了?|丢了|" + _CJK_CANCELLED + "|" + _CJK_COMPLETED + "|"
    # (a vehicle scrapped, done: "车上个月报废了", "プリウスは廃車に…", "廃車にしました"; not "廃車にしようか")
    r"报废了|廃車(?:に(?:しました|した|なりました|なった|なっちゃった|(?=…|\.\.\.|$)))|"
    r"やめ(?:まし)?た|止めました|辞めました|売(?:っ|り)|手放し|盗まれ|なくし|失くし|"
    # (quitting denied, "やめていません", "辞めてない", "やめなかった": found here so that stop_said refuses it, and
    # the doing or the job, said again, is read as no stop of the held state)
    r"(?:やめ|止め|辞め)(?=(?:てい|て)?(?:ない|ません|なかった))|"
    # Japanese "no longer" by a doing's ongoing form denied after もう ("ギターはもう弾いてない", "もうやっていません"):
    # a doing stopped, its thing put first as the topic; the verb right after もう, so "もうお酒は飲んでいません"
    # (the thing after もう, read by its attribute) and "もう食べない" (a resolve, no ongoing form) are not it
    r"もう[\u3040-\u309f\u4e00-\u9fff]{1,3}?[てで]い?(?:ない|ません)", re.I)

# "No longer" in each language: a negation that says a state stopped, not that it never was.
NO_LONGER = re.compile(r"\bno longer\b|\bany ?more\b|\bne\b.*\bplus\b|\bn['’]\w+ plus\b|\bnicht mehr\b|"
                       r"\bkein\w* .*\bmehr\b|\bya no\b|\bnon\b.*\bpiù\b|\bjá não\b|\bnão\b.*\bmais\b|"
                       r"[不没].*了|不再|もう.*(?:ない|ません)", re.I)

# A stop denied, nearly done, wished or only for a while is no stop: the doing or the having goes on ("No
# vendí el Clio", "我没放弃钢琴", "I nearly sold the Golf", "I stopped running for a week", "やめたい").
_DENIED_BEFORE = re.compile(
    r"(?:(?:\b(?:not|never|nearly|almost|no|nunca|casi|pas|jamais|nicht|nie|fast|non|mai|quasi|não|quase|failli|presque)\b|n['’]t\b)"
    r"(?:\s+[^\s,;.]+){0,2}\s*|(?:没有?|沒有?|未|差点|差點|快要?)\s*)$", re.I)
_NOT_DONE_AFTER = re.compile(r"^(?:い|かった|くない|ていない|ていません|てない|てません|なかった|ない|ません|ず)")
_FOR_A_WHILE = re.compile(
    r"\b(?:for (?:a|an|one|two|three|four|a few|a couple of|\d+|some) (?:days?|weeks?|months?|while)|while|until|"
    r"over (?:christmas|easter|the holidays|the summer|the winter)|temporarily|"
    # (a fast kept for a season of the year: "gave up meat for Lent", "dejé la carne en Cuaresma")
    r"(?:for|during|pour|pendant|für|während|in der|en|durante|por|per|na|no) (?:la |le |el |a |o |the )?(?:lent|carême|fastenzeit|cuaresma|quaresima|quaresma|ramadan|ramadán|ramadã)|"
    r"pendant (?:une?|deux|trois|quelques) (?:jours?|semaines?|mois)|temporairement|"
    r"für (?:eine?n?|zwei|drei|ein paar) (?:tage?n?|wochen?|monate?n?)|vorübergehend|"
    r"durante (?:una?|dos|tres|unos|unas) (?:días?|semanas?|mes(?:es)?)|por (?:una?|dos|tres|unos|unas) (?:días?|semanas?|mes(?:es)?)|"
    r"temporalmente|per (?:una?|due|tre|qualche) (?:giorn[oi]|settiman[ae]|mes[ei])|temporaneamente|"
    r"por (?:um|uma|dois|duas|alguns|algumas) (?:dias?|semanas?|mes(?:es)?)|temporariamente)\b|暂时|一段时间|しばらく|一時的", re.I)


# Spoken French drops the "ne" of "ne … plus": "je suis plus végé", "j'fume plus", "je suis plus avec Karim" say the
# person no longer is or does it. Read as written they said the opposite ("L'utilisateur est plus végé"). Only
# before a state that has no "more" to be ("plus végé", "plus fumeur", "plus en couple", "plus à Lyon", "plus chez
# Renault") or a habit verb at the end of its clause; not a comparison ("plus grand que", "plus de légumes").
_FR_SPOKEN_NO_LONGER = re.compile(
    r"\b(je\s+|j['’]\s*)(suis|fume|bois)\s+plus\b(?![^,.;!?]*\bqu(?:e\b|['’]))(?="
    # (a state that has no "more": a diet, a smoker, single or a couple, a student, out of work, or a place, an
    # employer or a partner by name; not "plus à l'aise", "plus en forme", "plus à la maison", "plus avec ma famille")
    r"\s+(?:vég\w*|vegan\w*|flexi\w*|fumeu\w*|célibataire|en couple|mariée?|pacsée?|ensemble|étudiante?|au chômage|"
    r"(?:à|au|chez|avec|dans)\s+(?-i:[A-ZÀ-Þ]))"
    # (a habit stopped, said with how long or "at all": "j'fume plus depuis janvier"; not "je fume plus, ça me stresse")
    r"|\s+(?:du tout|depuis\s+(?:\d|un|une|deux|trois|quatre|six|quelques|janvier|février|mars|avril|mai|juin|juillet|"
    r"août|septembre|octobre|novembre|décembre|le \d|l['’]an|l['’]année)))", re.I)


def fr_ne_restored(sentence: str) -> str:
    """Spoken French's "je suis plus végé" as written, "je ne suis plus végé" (see above)."""
    def restored(m: re.Match) -> str:
        verb = m.group(2)
        return f"{m.group(1).strip()} ne {verb} plus" if m.group(1).strip().lower() == "je" else f"je ne {verb} plus"
    return _FR_SPOKEN_NO_LONGER.sub(restored, sentence)


# How a stop verb is said (_reading): done; denied, nearly done, wished or only for a while (the doing or the having
# goes on, and no rule may read the clause as an ending: stop_not_done); or a cancellation or a finish not for good,
# one day's session, a condition, a draft, someone else's (no stop, but no stop denied either: "Heute habe ich
# gekündigt" still leaves the job by its own attribute).
DONE, DENIED, NOT_FOR_GOOD = "done", "denied", "not for good"


@functools.lru_cache(maxsize=1024)
def _reading(text: str) -> tuple[re.Match | None, str | None]:
    """The first stop verb of ``text`` and how it is said (DONE, DENIED, NOT_FOR_GOOD), or (None, None).
    (kept for the last clauses read: a dozen rules ask of the same clause, and its reading does not change)"""
    verb = STOP_VERB.search(text)
    if verb is None:
        return None, None
    if (denied_before(text[:verb.start()]) or _NOT_DONE_AFTER.match(text[verb.end():])
            or _FOR_A_WHILE.search(text[verb.end():])):
        return verb, DENIED
    own = _CANCELLED_SAID.match(text, verb.start())
    if own is not None and own.end() == verb.end() and not _once_for_all(text, verb):
        return verb, NOT_FOR_GOOD
    return verb, DONE


def stop_said(text: str) -> re.Match | None:
    """The stop verb ``text`` says as done (STOP_VERB), or None: not when it is denied, nearly done,
    wished ("やめたい") or said only for a while (see above), nor a cancellation or a finish of one day's session
    (_once_for_all)."""
    verb, how = _reading(text)
    return verb if how == DONE else None


# A session of one day, said by its day right after the course ("il corso di yoga di stasera", "today's class"; not "as of
# today", "a partir de hoje", nor "… 🎉 today's a good day").
_DAYS_OWN = re.compile(r"\s*(?:(?:the|my|le|la|il|el|o|a|den)\s+)?(?:\w+\s+){0,2}?(?:course|cours|kurs|corso|curso|class|lezione|clase|aula)"
                       r"\s+(?:\w+\s+){0,2}?(?:of|di|de|del|do|da|von)\s+(?:this (?:morning|evening)|tonight|stasera|stamattina|"
                       r"ce (?:soir|matin)|esta (?:noche|mañana|tarde)|hoje à noite|heute (?:abend|morgen|früh))\b|"
                       r"\s*(?:today|tonight)['’]s\s+(?:course|class|session|lesson)\b|\s*(?:den |die )?heutigen?\s+(?:kurs|stunde)\b", re.I)
# A cancellation by mistake, or one thought done and not, said in its own clause ("accidentally unsubscribed", "aus Versehen
# gekündigt", "と思ったら手続きが完了してなかった"): the membership goes on, or is the person's to say.
_BY_MISTAKE = re.compile(r"\bby (?:mistake|accident)\b|\baccidentally\b|\bpar erreur\b|\bsans faire exprès\b|\baus versehen\b|"
                         r"\bversehentlich\b|\bpor error\b|\bsin querer\b|\bper (?:errore|sbaglio)\b|\bpor engano\b|"
                         r"\bsem querer\b|不小心|误操作|間違えて|うっかり|と思ったら", re.I)
# A day of its own: what is cancelled, left or finished on it is that day's session ("cancelled my yoga class today",
# "J'ai quitté la chorale hier, à la pause", "今日の英語講座が終わりました"), unless a membership is named.
_ONE_DAY = re.compile(r"\b(?:" + "|".join(day.replace("'", "['’]") for day in THIS_DAY) + r"|this (?:morning|afternoon|evening)|"
                      r"ce (?:matin|soir)|esta (?:mañana|tarde|noche))\b|今天|今晚|昨天|今日|本日|今朝|昨日", re.I)
# A membership or a thesis named: given up or finished on a day, it is still given up for good ("cancelled my gym
# membership today", "卒業論文、今日提出しました").
_FOR_GOOD_NAMED = re.compile(r"\b(?:" + "|".join(w for w in MEMBERSHIP_WORDS if w not in _REGISTRATIONS) + r"|thesis|dissertation|tesis|tesi|thèse|mémoire|tcc|masterarbeit|"
                             r"bachelorarbeit|doktorarbeit)\b|会员|会員|論文|论文", re.I)
# A finish or a cancellation still to come or supposed: "When I've finished the French course…", "wenn ich …
# abgeschlossen habe", "cuando termine…"; a part broken off ("Mir ist ein Zahn abgebrochen": sein-perfect).
_NOT_YET = re.compile(r"\b(?:once|when|after|before|until|if|as soon as|sobald|wenn|nachdem|bevor|falls|quand|lorsque|dès que|"
                      r"une fois|avant|si|cuando|en cuanto|una vez|antes|hasta|quando|appena|dopo|prima|finché|assim que|"
                      r"depois de|até|se)\b", re.I)
_ZH_SOMEONE_NAMED = re.compile(r"(?:小|老|阿)[\u4e00-\u9fff]|[\u4e00-\u9fff](?:先生|女士|老师|同学)")
_BARE_COURSE = re.compile(r"\s*(?:the |my |le |la |l['’]|den |el |il |o |a )?(?:course|cours|kurs|corso|curso)\b"
                          r"(?!\s+(?:de|d['’]|di|del|in|of|on|em|do|da|der|des|für|at|à|en)\b)", re.I)
_DRAFT = re.compile(r"\b(?:first|rough) draft|premier jet|brouillon|erste[rn]? (?:entwurf|fassung)|rohfassung|primer borrador|"
                    r"prima stesura|bozza|primeiro rascunho|rascunho\b|初稿|草稿|下書き|初稿", re.I)
_SEIN_PERFECT = re.compile(r"\b(?:ist|sind|war|waren)\b", re.I)


def a_draft(message: str) -> bool:
    """Whether the message says a first draft: what it finishes goes on ("J'ai terminé le roman… enfin, le premier jet")."""
    return bool(_DRAFT.search(message))


def after_a_condition(message: str, clause: str) -> bool:
    """Whether the clause, in its message, follows a word of condition or of time to come that the clause's own text
    lost ("Once I've cancelled my PureGym membership I can finally…" read as "I've cancelled my PureGym membership"
    where the splitter kept both; core/model/fronted.py keeps only the main clause where it knows the tense)."""
    at = message.find(clause)
    return at > 0 and bool(re.search(r"(?:" + _NOT_YET.pattern + r")\s*$", message[:at], re.I))


def _once_for_all(text: str, verb: re.Match) -> bool:
    """Whether a cancellation, a leaving of a group or a finish (_CANCELLED, _COMPLETED) is one for good: not said of one
    day without a membership named (_ONE_DAY), not still to come (_NOT_YET before it in its clause), not a German
    "abgebrochen" of a thing broken off ("ist … abgebrochen")."""
    begin, _ = segment(text, verb.start(), verb.end())
    before = text[begin:verb.start()]
    if _NOT_YET.search(before):
        return False
    if verb.group(0).lower() == "abgebrochen" and _SEIN_PERFECT.search(before):
        return False
    if (verb.group(0).lower() == "ausgetreten" and _SEIN_PERFECT.search(before)
            and not re.search(r"\b(?:Nutzer\w*|ich|wir)\b", before, re.I)):
        return False  # (no one stepped out, something leaked: "Heute ist Öl aus dem Auto ausgetreten")
    if _DRAFT.search(text):
        return False  # (a first draft finished is the work going on: "J'ai terminé le roman… enfin, le premier jet")
    if _ZH_SOMEONE_NAMED.search(before.replace("用户", "")):
        return False  # ("小王退出了合唱团，我还在": Xiao Wang's leaving)
    if re.match(_COMPLETED, text[verb.start():], re.I):
        # a course finished whole, said with what it taught or where ("Finished the accounting course yesterday"), on
        # whatever day; "the course" bare is a day's lesson or a race's ("J'ai fini le cours, je rentre", "Finished the
        # course yesterday, a 10k trail")
        # (nor one day's class of it, "il corso di yoga di stasera", "today's course")
        return not _BARE_COURSE.match(text[verb.end():]) and not _DAYS_OWN.match(text[verb.end():])
    if _BY_MISTAKE.search(text):
        return False  # ("今日、間違えてランニンググループを退会しちゃった", "…退会した…と思ったら手続きが完了してなかった")
    return not (_ONE_DAY.search(text) and not _FOR_GOOD_NAMED.search(text))


def denied_before(before: str) -> bool:
    """Whether the words before a verb deny it, or say it was nearly done ("nicht", "never", "没", "差点")."""
    # (the German month inside a sentence is no Italian "mai", never: "Ich habe im Mai aufgehört", "seit Mai in Rente")
    before = re.sub(r"(?<=\w[ ,])Mai\b|\bMai(?=\s+\d)", "Maggio", before)
    return bool(_DENIED_BEFORE.search(before))


# A Chinese "不…了" said of a day or a week only ("这周不练瑜伽了，腰扭了", "今天不去健身房了"): a pause, no stop.
# (not one from that day on, or for good: "从今天起我不练瑜伽了", "明天开始不喝酒了", "今天决定再也不…")
_ZH_FOR_NOW = re.compile(r"^(?!.*(?:起|开始|以后|再也|彻底|决定|永远|戒)).*"
                         r"(?:这周|这个星期|这星期|本周|这个礼拜|今天|今晚|这几天|这两天|这个周末|这周末|明天)\S{0,4}[不没]\S{1,8}了")


def paused_for_now(text: str) -> bool:
    """Whether ``text`` says a doing left off for a day or a week only (_ZH_FOR_NOW)."""
    return bool(_ZH_FOR_NOW.search(text))


def stop_not_done(text: str) -> bool:
    """Whether ``text`` says a stop verb denied, nearly done, wished or only for a while: such a clause changes no
    state, whatever rule would read it as an ending ("I never sold the Golf")."""
    return _reading(text)[1] == DENIED


# Someone else's, named by the person's possessive before the stop ("User's brother quit", "ユーザーの兄は
# ピアノをやめました", "Le frère de l'utilisateur a arrêté"): a stop of theirs, none of the person's.
_SOMEONE_ELSES = re.compile(r"(?-i:User)['’]s\s+\w+|ユーザーの|用户的|\b(?:de l['’]utilisateur|des Nutzers|del usuario|"
                            r"dell['’]utente|do utilizador|da utilizadora)\b", re.I)


# Who someone is to the person, in Japanese (the kin and the people of chat: "妹のiPad", "ユーザーの母").
JA_KIN = ("母|父|妻|夫|兄|姉|弟|妹|息子|娘|友達|友人|彼氏|彼女|同僚|上司|子ども|子供|家族|祖母|祖父|旦那|嫁|部下|先輩|後輩|"
          "ルームメイト|親|いとこ|知り合い|先生|さん")
# Someone of the person's by who they are to them, after or before the possessive ("User's mum", "用户的妈", "Die Mutter des
# Nutzers"): not a thing of theirs ("用户的健身房", "User's gym").
_THEIR_PERSON = re.compile(
    r"(?-i:User)['’]s\s+(?:" + RELATION["en"] + r")\b|用户的(?:" + _ZH_KIN + "|" + ZH_THEIRS + r")|ユーザーの(?:" + JA_KIN + r")|"
    r"\b(?:" + "|".join(RELATION[lang] for lang in ("fr", "de", "es", "it", "pt")) + r")\s+(?:de l['’]utilisateur|des Nutzers|del usuario|"
    r"dell['’]utente|do utilizador|da utilizadora)\b", re.I)


def someone_of_theirs(text: str) -> bool:
    """Whether ``text`` names someone of the person's by their relation ("User's mum", "用户的妈"), not a thing of theirs."""
    return bool(_THEIR_PERSON.search(text))


# A name right after who someone is to the person ("User's husband Tom", "Die Schwester des Nutzers Lea"), or a
# Chinese one of two or three characters after the relation ("用户的丈夫周明").
_NAME_AFTER = re.compile(r"\s*,?\s+(?-i:[A-ZÀ-ÞÄÖÜ][\wà-ÿ'’-]+)|(?<=[\u4e00-\u9fff])[\u4e00-\u9fff]{2,3}(?=[是在不没也都就还已很会要])")


def who_they_are(text: str) -> str:
    """The words of ``text`` that say whom it is about, someone of the person's ("User's husband Tom", "用户的丈夫周明"):
    who, not what is said of them ("" where it names no one of theirs)."""
    if not (m := _THEIR_PERSON.search(text)):
        return ""
    name = _NAME_AFTER.match(text, m.end())
    return text[m.start():name.end() if name else m.end()]


def of_someone_theirs(fact: str) -> bool:
    """Whether a fact speaks of someone the person's possessive names ("User's brother is called Max")."""
    return bool(_SOMEONE_ELSES.search(fact))


# A Chinese doing said to have stopped: "不再", "已经不", or "不…了" after a verb of doing ("不打羽毛球了",
# "不搞生酮了"); not "受不了" (can't stand it) nor "不好了", which stop nothing.
ZH_STOPPED = re.compile(r"不再|已经不|再也不|不[打学玩做吃喝抽练跳弹拉骑开踢游跑唱画搞]\S{0,6}了")

# Where what follows the stop begins: a break, or a word of cause or time. (French "car", because, only
# before its clause's subject: "sold my car" names the car.)
_BREAK = re.compile(
    r"[,;:!?.…—–]|\s-\s|[，；：！？。、]|"
    # (whom a thing went to: "Flogged the Yaris to a mate", "refourgué la 308 à un pote", "vendí el Ibiza a mi vecino")
    r"\s(?:to|à|a|ao|al|an)\s+(?:(?:a|an|my|the|un|une|mon|ma|mi|um|uma|o|meu|minha|meinen|meinem|einen|einem)\s+)?"
    r"(?:mate|friend|neighbou?r|colleague|cousin|brother|sister|dad|mum|mom|pote|ami|amie|copain|copine|voisin|voisine|"
    r"collègue|frère|sœur|amigo|amiga|vecino|vecina|hermano|hermana|primo|prima|amico|amica|vicino|vicina|fratello|sorella|"
    r"kumpel|freund|freundin|nachbarn?|bruder|schwester|vizinho|vizinha|irmão|irmã)\b|"
    r"\s(?:after|since|because|as of|for (?:\d+|a|two|three|six|several) |depuis|après|parce|car(?=\s+(?:je|j['’]|il|elle|on|nous|vous|ils|elles|c['’]|ça|cela)\b)|pendant|seit|nachdem|weil|wegen|"
    # ("hace" as "ago" before a time, "hace dos años"; not the verb, "ya no hace noches")
    r"desde|hace(?=\s+(?:\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|"
    r"treinta|mucho|poco|tiempo|años|meses|semanas|días|ya|casi|más|menos|varios|varias|bastante|nada|cosa|alrededor|"
    r"apenas|solo|sólo|como|unos?)\b)|después|porque|tras|dopo|perché|siccome|depois|pois|há)\b|以后|之后|因为|から(?=、|$)|ので", re.I)
# Words that weigh a statement without naming anything, and the words of a date.
_HEDGES = frozenset(
    "really actually even finally just sadly unfortunately honestly vraiment finalement malheureusement wirklich eigentlich "
    "leider endlich final finalmente realmente davvero purtroppo infelizmente mesmo grad gerade "
    "last weekend week month year yesterday today ago dernier dernière semaine mois année hier letzte letzten letztes woche "
    "monat jahr gestern pasado pasada semana mes año ayer scorso scorsa settimana mese anno ieri passado passada mês ano ontem "
    "january february march april june july august september october november december "
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre "
    "januar februar märz juni juli oktober dezember "
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre "
    "gennaio febbraio aprile maggio giugno luglio agosto settembre ottobre novembre dicembre "
    "janeiro fevereiro março maio junho julho setembro outubro novembro dezembro".split())
# The days of the week: a word of when in a stop ("defendí la tesis el viernes"), unless the held fact names a day
# itself ("the Saturday yoga class" is not "the Tuesday yoga class"): core/write/stopped.py.
WEEKDAYS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday lundi mardi mercredi jeudi vendredi samedi dimanche "
    "montag dienstag mittwoch donnerstag freitag samstag sonntag lunes martes miércoles jueves viernes sábado domingo "
    "lunedì martedì mercoledì giovedì venerdì sabato domenica segunda terça quarta quinta sexta".split())


# Words of grammar, not of the thing: articles, prepositions, owners, auxiliaries (of three letters or more;
# shorter ones are no content word anyway). Not one that is a word of content in another language ("son").
_FUNCTION = frozenset(
    "the and with from into his her their its own has have had was were """
    "les une des aux avec ses mon mes dans pour "
    "und der die das den dem des ein eine einen einem einer zum zur bei mit von vom aus sein seine seinen seinem ihr ihre "
    "hat habe hab ist "
    "los las del con sus mis una uno unos unas "
    "gli alla allo alle col coi suo sua suoi mio mia miei hanno "
    "dos das com seu sua seus meu minha nos nas num numa".split())
# Chinese and Japanese words of when, before the thing put first ("电动车前天在小区被偷了"): where it ends.
_JA_WHEN = re.compile(r"先月|先週|先日|昨日|今日|今月|今週|去年|今年|最近|この前|ついに|やっと|とうとう|ようやく")
_ZH_WHEN_OR_WHERE = re.compile(r"上个?(?:周末?|星期|月)|前天|昨天|今天|昨晚|今晚|前晚|昨早|今早|半夜|去年|今年|最近|刚刚?|刚才|已经|在")


def segment(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the statement around ``text[start:end]`` (the stop said) begins and ends: after the last
    break before it, at the first break after it."""
    begin = max((m.end() for m in _BREAK.finditer(text) if m.end() <= start), default=0)
    stop = next((m.start() for m in _BREAK.finditer(text) if m.start() >= end), len(text))
    return begin, stop


def content(text: str) -> str:
    """``text`` with its hedges, months and words of grammar left out."""
    return re.sub(r"[^\W\d_]+", lambda w: " " if w.group(0).lower() in _HEDGES | _FUNCTION else w.group(0), text)


def stopped_thing(text: str) -> str | None:
    """What a stop verb in ``text`` stops: the words after the verb up to the first break, or, when
    none follows it ("in der Charité aufgehört", "古筝不再学了"), the words before it (of a Chinese or
    Japanese one, the thing put first, before a word of when or where). None when no stop verb is
    said, or when someone other than the person said first stops it ("User's brother quit the
    orchestra": a word of content before the verb that is not the thing)."""
    verb = stop_said(text)
    if verb is None:
        return None
    begin, end = segment(text, verb.start(), verb.end())
    before, after = text[begin:verb.start()], text[verb.end():end]
    if _SOMEONE_ELSES.search(before):
        return None
    if _STOLEN.search(verb.group(0)) and (where := _WHERE_FROM.search(after)):
        # a theft's object ends where the place it was taken from begins ("el Ibiza del garaje", "la Vespa sotto
        # casa", "mon vélo devant la gare"): the held fact never says where it would be stolen. (An owner there is
        # someone else's thing: "la moto de mi padre", nothing of the person's.)
        if _STOLEN_FROM_SOMEONE.match(after[where.start():]) and re.search(r"\b(?:my|mon|ma|mes|mein\w*|mi|mis|mio|mia|meu|minha)\b",
                                                                           after[where.start():], re.I):
            return None
        after = after[:where.start()]
    if _names_something(re.sub(r"[了的]", "", after)):
        # (the French possessive the normaliser writes for "mon": "a résilié son abonnement Netflix" stops the Netflix
        # subscription, no "son" of it; only in French: the English "son" bare is a child, "stopped
        # reading son bedtime stories", review of session 36)
        after = re.sub(r"^\s*(?:son|sa|ses)\s+", " ", after) if re.match(r"L['’]utilisat", text) else after
        return None if _names_something(_without_person(before), western_only=True) else content(after)
    before = _without_person(before)
    if re.search(r"[\u3040-\u309f]", before if before.strip() else text):  # (Japanese: the noun right before the verb and its particle)
        # (not a word of when said between them: "プリウスは先月廃車にしました" stops the Prius, not last month)
        if re.search(rf"(?:{JA_KIN})の[^、。]*$", before):
            return None  # (someone else's: "妹のiPadを売りました")
        # (a name in Latin letters is a noun too: "今日Huluを解約しました")
        nouns = re.findall(r"[\u30a0-\u30ffA-Za-z0-9\u4e00-\u9fff]+", _JA_WHEN.sub(" ", before))
        if not nouns and begin and text[begin - 1] in "、,":
            # (the thing said first as a topic, set off by a comma: "エニタイム、今月で退会しました")
            topic = _without_person(text[segment(text, begin - 1, begin - 1)[0]:begin - 1])
            nouns = re.findall(r"[\u30a0-\u30ff\u4e00-\u9fff]+", _JA_WHEN.sub(" ", topic))
        if nouns and (named := re.search(rf"({JA_NAME_WORD})の{re.escape(nouns[-1])}[^\u30a0-\u30ffA-Za-z0-9\u4e00-\u9fff]*$", before)):
            # (and the name that says which one, before its "の": "Javaの勉強" is no "Pythonを勉強", "TWICEのファンクラブ" no
            # "BTSのファンクラブ"; not a word of where, "駅前のジム", which the held fact need not say)
            return content(f"{named.group(1)}{nouns[-1]}")
        before = (nouns or [before])[-1]
    elif re.search(r"[\u4e00-\u9fff]", before):  # (Chinese: the thing put first, before when or where)
        before = _ZH_WHEN_OR_WHERE.split(before.strip())[0] or before
        before = _ZH_EXPIRED.sub(" ", before)  # (a membership run out and not renewed: "爱奇艺到期了我没续")
    return content(before)


_ZH_EXPIRED = re.compile(r"(?:已经)?到期了?")
# A name in Latin letters ("Java", "TWICE", "JAL"); not one of kanji, most often a place or a kind, nor of katakana, often
# the gym or the school a held "ジム", "英会話" did not name ("コナミのジムを退会しました", second review of session 36).
JA_NAME_WORD = r"[A-Za-z][A-Za-z0-9+#.]*"


def _without_person(text: str) -> str:
    return re.sub(rf"用户|ユーザー|(?-i:{_PERSON})(?:['’]s)?", " ", text)


def _names_something(text: str, western_only: bool = False) -> bool:
    words = [w for w in re.findall(r"[^\W\d_]{3,}", content(text)) if not re.match(r"[\u3040-\u9fff]", w)]
    if western_only:
        return bool(words)
    return bool(words) or bool(re.search(r"[\u4e00-\u9fff\u30a0-\u30ff]{2,}", re.sub(r"[\u3040-\u309f]", " ", text)))


# The kinds of vehicle, as data: each kind's nouns, written with spaces and in Chinese or Japanese, and (a
# car) the verbs of driving one. A bike sold is no car ended ("I sold my bike" / "User drives a Tesla").
# Read in this order, each one's words taken out before the next ("ロードバイク" is a bicycle, "バイク" alone
# a motorbike; "e-bike" no "bike" twice).
_KIND_WORDS = (
    ("bicycle", r"e-?bikes?|bikes?|bicycles?|vélos?|fahrr(?:a|ä)d\w*|rad|räder|bici|bicicletas?|bicicletta", r"自行车|单车|自転車|ロードバイク|ママチャリ"),
    ("motorbike", r"motorbikes?|motorcycles?|scooters?|mopeds?|motos?|motorr(?:a|ä)d\w*|roller|motorino|mota|vespa|patinete|"
                  r"monopattino|trottinette", r"摩托车?|电动车|電動車|バイク|スクーター"),
    ("car", r"cars?|voitures?|bagnole|autos?|wagen|coches?|carros?|macchina|automóvel", r"汽车|轿车|車"),
)
_DRIVING = r"drives?|driving|drove|fährt|fahre|conduis|conduit|conduzco|conduce|manejo|maneja|guido|guida|dirijo|dirige"
_VEHICLE_KINDS = tuple(
    (kind, re.compile(rf"\b(?:{western}{'|' + _DRIVING if kind == 'car' else ''})\b|{cjk}{'|开车|運転' if kind == 'car' else ''}", re.I))
    for kind, western, cjk in _KIND_WORDS)

# Things named by their class, as data: a car word names the fact of a car by its model ("车卖掉了" /
# "有一辆特斯拉Model 3"), which the two share no word of. Only classes an attribute holds. (A Chinese or
# Japanese class word only as the whole thing: "车", not a 车 inside another word.)
_CLASSES = {
    "vehicle": re.compile(
        r"\b(?:" + "|".join(western for _, western, _ in _KIND_WORDS) + r")\b|"
        r"^\s*(?:车|" + "|".join(cjk for _, _, cjk in _KIND_WORDS) + r")\s*$", re.I),
}


# A part or an accessory of a vehicle: sold, stolen or lost, it is no vehicle gone ("I sold my car stereo",
# "Ich habe die Winterreifen vom Auto verkauft", "my bike lights were stolen").
_VEHICLE_PART = re.compile(
    r"(?<!-)\b(?:stereo|radio|tyres?|tires?|wheels?|rims?|lights?|lamps?|seats?|saddle|rack|roof ?box|helmet|locks?|"
    r"charger|battery|batteries|parts?|accessor(?:y|ies)|mirrors?|pump|basket|panniers?|trailer|"
    r"\w*reifen|felgen?|sitz|kindersitz|helm|schloss|licht|lichter|lampen?|akku|ladegerät|anhänger|gepäckträger|korb|"
    r"dachbox|dachträger|fahrradträger|coffre de toit|barres de toit|baca|cofre de techo|box da tetto|portapacchi|"
    r"bagageira|"
    r"pneus?|roues?|jantes?|casque|siège|antivol|phares?|batterie|remorque|panier|porte-bagages|"
    r"neumáticos?|ruedas?|llantas?|casco|asiento|candado|luces|faros?|batería|cargador|remolque|cesta|"
    r"gomme|ruote|cerchi|sellino|lucchetto|luci|fari|caricatore|rimorchio|cestino|"
    r"pneus?|rodas?|capacete|assento|cadeado|luzes|faróis|carregador|reboque|cesto)\b(?!-)|"
    # (and a thing of the make's, no vehicle: a collection, a poster, a toy or scale model, a watch; session 38's review)
    r"\b(?:collection|posters?|toys?|models?|scale models?|miniatures?|merch|watch|mug|sammlung|modell\w*|uhr|miniatur\w*|"
    r"maquettes?|colección|maqueta|collezione|modellin[oi]|coleção|miniaturas?)\b|-uhr\b|"
    r"轮胎|头盔|车锁|车灯|电池|充电器|座椅|音响|车模|模型|タイヤ|ヘルメット|ライト|バッテリー|充電器|シート|カーナビ|ミニカー|プラモ",
    re.I)


# A stake in a firm (shares, stock), which a sale names with the firm: "sold my Tesla shares", "BMW-Aktien verkauft",
# "vendu mes actions Renault", "把比亚迪的股票卖了". No car of that make goes with it.
_STAKE = re.compile(r"(?:\b|-)(?:shares?|stocks?|stake|aktien|anteile|actions|titres|acciones|azioni|ações|acções)\b|股票|股份|株(?!式)",
                    re.I)


def a_stake_sold(clause: str) -> bool:
    """Whether what the clause says sold is a stake in a firm (_STAKE): in the first words of the thing it names, where
    it names one ("sold my Tesla and bought Apple shares" sold the car; "my Tesla shares", "meine BMW-Aktien" are stakes)."""
    thing = stopped_thing(clause)
    return bool(_STAKE.search(" ".join(thing.split()[:3]) if thing else clause))


def a_part_gone(clause: str) -> bool:
    """Whether what the clause says sold, stopped or lost is a part of a vehicle, read in the thing it
    names only ("I sold my car stereo"; not "I sold my car because the battery died")."""
    thing = stopped_thing(clause) or lost_thing(clause)
    part = _VEHICLE_PART.search(clause)
    if not thing or not _VEHICLE_PART.search(thing) or part is None:
        return False
    # (nor a part sold with a thing named before it: "venduto la Volvo insieme al box da tetto", a make no noun names)
    in_thing = _VEHICLE_PART.search(thing)
    if _WITH.search(clause[max(0, part.start() - 25):part.start()]) and re.search(r"(?-i:[A-ZÀ-Þ])\w+", thing[:in_thing.start()]):
        return False
    vehicles = [m for _, kind in _VEHICLE_KINDS for m in kind.finditer(clause)]
    # (the part is the thing sold when it stands alone, is the vehicle's ("car stereo", "Winterreifen vom
    # Auto"), not when it goes with the vehicle: "my car and the roof box", "mi coche con los neumáticos")
    return not any(_WITH.search(clause[min(v.end(), part.end()):max(v.start(), part.start())])
                   or part.start() > v.end() + 12 for v in vehicles)


_WITH = re.compile(r"\b(?:and|with|plus|together|along|und|mit|samt|zusammen|et|avec|ensemble|y|con|junto|e|insieme|com)\b|"
                   r"[和与跟连]|と", re.I)


# Public transport, a way of going that is no vehicle had: "fahre nicht mehr mit der U-Bahn" is no bike given up,
# "takes the train now" no car sold (a kind of its own for vehicle_kinds only: nobody sells "the train").
_TRANSIT = re.compile(
    r"\b(?:bus|buses|coach|trams?|trains?|metro|subway|tube|underground|u-bahn|s-bahn|zug|züge|straßenbahn|"
    r"métro|rer|tramway|autobus|tren|trenes|tranvía|treno|treni|metropolitana|comboio|metrô|ônibus|autocarro|"
    r"elétrico)\b|地铁|公交|公共汽车|高铁|火车|电车|電車|地下鉄|バス|新幹線", re.I)
# The nouns alone of _KIND_WORDS. A verb of driving says a car, as before ("I don't drive anymore, I take the train"
# ends the car), except German "fahren", which rides anything: a car only where no other vehicle is named ("Ich fahre
# mit dem Rad" is a bike; "fährt nicht mehr mit dem Passat, sondern mit der Bahn" still the car, a model no noun names).
_VEHICLE_NOUNS = tuple((kind, re.compile(rf"\b(?:{western})\b|{cjk}", re.I)) for kind, western, cjk in _KIND_WORDS)
_RIDING_DE = re.compile(r"\b(?:fährt|fahre|fahren)\b", re.I)
_INSTEAD_DE = re.compile(r"\b(?:sondern|statt|anstatt|stattdessen|jetzt|nun|inzwischen|mittlerweile)\b", re.I)
_DRIVING_SAID = re.compile(rf"\b(?:{'|'.join(w for w in _DRIVING.split('|') if not _RIDING_DE.fullmatch(w))})\b|开车|運転", re.I)


def vehicle_kinds(text: str) -> set[str]:
    """The kinds of vehicle ``text`` names (see _KIND_WORDS), public transport among them (_TRANSIT), and a car for a
    verb of driving (German "fahren" only where it names no other vehicle)."""
    kinds = set()
    for kind, words in _VEHICLE_NOUNS:
        if words.search(text):
            kinds.add(kind)
            text = words.sub(" ", text)
    if _TRANSIT.search(text):
        kinds.add("transit")
    # (German "fahren" with public transport is riding it, "fahre nicht mehr mit dem Bus", unless the transport comes
    # instead of something, "… sondern mit der Bahn")
    if _DRIVING_SAID.search(text) or (not kinds - {"transit"} and _RIDING_DE.search(text)
                                      and ("transit" not in kinds or _INSTEAD_DE.search(text))):
        kinds.add("car")
    return kinds


def another_vehicle(thing: str, fact: str) -> bool:
    """Whether ``fact`` names a vehicle of another kind than ``thing`` and none of its kind: "User drives a
    Tesla" is no bike sold. A fact that names no kind (a model: "有一辆特斯拉Model 3") may be the thing."""
    said, held = vehicle_kinds(thing), vehicle_kinds(fact)
    return bool(said and held and not said & held)


def class_attribute(thing: str) -> str | None:
    """The attribute whose facts a thing named by its class only may be ("the car": vehicle)."""
    words = re.findall(r"[^\W\d_]+", thing)
    for attribute, named in _CLASSES.items():
        if named.search(thing) and len(words) <= 3:
            return attribute
    return None


# Work said by its verb, of the person (a fact's own words, as the normaliser writes them): the work a
# retirement or a layoff ends when no rule placed it. A verb of working, or being a role at a place
# by name ("has been a postman in Leeds"), or the Chinese and Japanese ways of saying a job ("在外企做财务",
# "高校で数学を教えています", "IT企業でSEをしています").
_WORK_SAID = re.compile(
    rf"^(?:{_PERSON})\s+(?:still\s+|also\s+)?(?:"
    r"works|has worked|has been working|is working|teaches|has taught|has been teaching|"
    r"(?:is|has been) an? [\w-]+(?: [\w-]+)? (?:in|at) (?-i:[A-Z])|"
    r"travaille|enseigne|arbeitet|unterrichtet|trabaja|enseña|lavora|insegna|fa (?:il|la|l['’])|trabalha|ensina|dá aulas)|"
    r"^用户在[^，。]{1,12}(?:做|当|上班|工作)|"
    r"^ユーザーは[^、。]{1,14}(?:で[^、。]{1,12}をしています|で働いています|に勤めています|を教えています)", re.I)


def says_work(fact: str) -> bool:
    """Whether a fact says the person's work by its verb (see _WORK_SAID)."""
    return bool(_WORK_SAID.search(fact))


# A thing the person had, told lost with the thing as the subject and no person said ("The Fiesta's gone",
# "La Vespa me l'hanno rubata", "Venduta la Panda", "Le Kangoo est vendu"): it names the thing by its name (a
# capital after a definite article), which a fact of the person's must hold for the clause to be theirs.
_LOST_AFTER = (r"gone|sold|stolen|verkauft|gestohlen|geklaut|weg|vendu[es]?|volée?s?|vendid[oa]|robad[oa]|"
               r"vendut[oa]|rubat[oa]|roubad[oa]")
_THING_LOST = re.compile(
    rf"^(?:the|le|la|l['’]|der|die|das|el|il|lo|o|a)\s*((?-i:[A-Z])[\w-]+)(?:['’]s|\s+(?:is|was|has been|est|a été|ist|wurde|"
    rf"fue|ha sido|è|è stata|è stato|foi))?\s+(?:(?:me|mi|m['’]|l['’]|la|lo|hanno|han|ont|haben|\w+mente)\s*){{0,3}}"
    rf"(?:{_LOST_AFTER})\b|"
    rf"^(?:{_LOST_AFTER})\s+(?:the|le|la|l['’]|der|die|das|el|il|lo|o|a)\s*((?-i:[A-Z])[\w-]+)", re.I)


def lost_thing(clause: str) -> str | None:
    """The name of the thing a clause tells lost with the thing as its subject (see _THING_LOST), or declared a
    total loss (see written_off), or None."""
    m = _THING_LOST.match(clause.strip())
    return (m.group(1) or m.group(2)) if m else written_off(clause)


# A vehicle declared a total loss after a crash, by an assessor, an insurer or the person: "the insurance wrote off
# the Civic", "der Gutachter hat den Golf als Totalschaden eingestuft", "le Kangoo est une perte totale", "declararon
# el León siniestro total", "la Punto è da rottamare", "o Uno deu perda total". No verb of the person's stops it; the
# thing is gone all the same. Named by its name (a capital after an article or the person's owner), the last one
# before the words of the loss: "der Gutachter" is who judged it.
_WRITE_OFF = re.compile(r"\b(?:written off|wrote off|totall?ed|a write-?off|(?:wirtschaftliche[rn]? )?totalschaden|"
                        r"perte totale|épave|siniestro total|perdita totale|da rottamare|rottamat[oa]|perda total)\b", re.I)
_NAMED_THING = re.compile(r"\b(?:the|my|our|den|der|das|meinen|unseren|le|la|l['’]|mon|ma|notre|el|mi|nuestro|nuestra|il|lo|"
                          r"mio|mia|o|a|meu|minha|nosso|nossa)\s*((?-i:[A-Z])[\w-]+)", re.I)
# (someone else's: "seinen Golf", "his Civic", "el León de mi hermano", "User's brother")
_THEIR_OWNER = re.compile(r"\b(?:his|her|their|sein\w*|ihr\w*|son|sa|ses|leur|su|sus|suo|sua|seu|dele|dela)\s+(?-i:[A-Z])|"
                          r"['’]s\s+(?-i:[A-Z])|\b(?:of|von|de|di|do|da)\s+(?:my|mein\w*|mi|mio|mia|meu|minha|mon|ma)\s", re.I)


# The person's own, said before a thing ("my Golf", "mein Auto", "la mia Punto", "nuestro coche").
_MY_THING = re.compile(r"\b(?:my|our|mi|mis|nuestr[oa]s?|ma|mon|mes|notre|nos|mein\w*|unser\w*|meu|minha|nosso|nossa|"
                       r"mio|mia|nostr[oa])\s", re.I)


# ... or said by one who assesses the person's car, or after their accident ("The insurer wrote off the Corsa", "Der
# Sachverständige hat den Passat als Totalschaden eingestuft", "Dopo l'incidente la Panda è da rottamare")
_ASSESSED = re.compile(r"\b(?:insurer|insurance|assessor|garage|expert|experte?|sachverständige\w*|gutachter\w*|versicherung|"
                       r"assureur|assurance|perito|seguro|aseguradora|assicurazione|seguradora|after the (?:crash|accident)|"
                       r"\w*unfall|accident|accidente|incidente|acidente)\b", re.I)  # (German compounds: "Wildunfall", "Verkehrsunfall")
# ... but not a car seen, or one passing on the road ("The Golf in front of me on the motorway", "I saw a Tesla that…")
_SEEN = re.compile(r"\b(?:in front of|behind me|i saw|we saw|on the (?:motorway|highway|road)|j['’]ai vu|ich (?:sah|habe .* gesehen)|"
                   r"auf der autobahn|vi (?:un|una)|ho visto|eu vi|en la autopista|sur l['’]autoroute|in autostrada|na estrada)\b",
                   re.I)


def written_off(clause: str) -> str | None:
    """The name of the thing a clause says was declared a total loss (see _WRITE_OFF), or None: not someone else's
    (an owner of theirs said), nor denied or only feared ("wasn't written off", "might be a write-off")."""
    loss = _WRITE_OFF.search(clause)
    if loss is None or _THEIR_OWNER.search(clause) or _SOMEONE_ELSES.search(clause):
        return None
    if re.search(r"\b(?:not|nicht|kein\w*|pas|no|non|não|might|may|maybe|could|vielleicht|peut-être|quizás|forse|talvez|"
                 r"probably|likely|wahrscheinlich|probablement|probablemente|probabilmente|provavelmente|if|wenn|falls|si|se|"
                 r"would|würde)\b|n['’]t\b|\?", clause, re.I):
        return None  # (denied, feared, supposed or asked anywhere in it)
    if re.search(r"\btotall?ed\s+(?:£|\$|€|\d)", clause, re.I):
        return None  # ("the repairs totalled 3000 pounds": an amount added up)
    before = [m.group(1) for m in _NAMED_THING.finditer(clause[:loss.start()])]
    after = _NAMED_THING.search(clause, loss.end())  # ("the insurer wrote off the Civic")
    return before[-1] if before else (after.group(1) if after else None)


def lost_surely(clause: str) -> bool:
    """Whether a thing told lost (``lost_thing``) is surely the person's: nothing but a time follows the
    telling. "The Golf's gone from the showroom", "Venduta la Punto del vicino", "The Octavia was sold out at
    the dealer" name a place, an owner or another sense after it: what the name holds is asked, not ended."""
    m = _THING_LOST.match(clause.strip())
    if m is None:
        # (a total loss has one sense, the thing is gone; but whose thing it was only the person's possessive says:
        # "The Golf in front of me was written off", "la Clio est une épave" after a neighbour's accident are asked)
        loss = _WRITE_OFF.search(clause)
        return written_off(clause) is not None and bool(loss) and (
            bool(_MY_THING.search(clause[:loss.start()])) or (bool(_ASSESSED.search(clause)) and not _SEEN.search(clause)))
    rest = clause.strip()[m.end():]
    rest = rest[:next((b.start() for b in _BREAK.finditer(rest)), len(rest))]
    if _STOLEN.search(m.group(0)):
        # a theft has one sense: a place after it is where it was stolen ("La Vespa me l'hanno rubata sabato
        # sotto casa", "The Tesla was stolen outside the gym"); only an owner said makes it someone else's
        return not _STOLEN_FROM_SOMEONE.search(rest)
    return not re.findall(r"[^\W\d_]{3,}", content(rest))


# A theft among the stop verbs, and where a thing was taken from, said after it (see stopped_thing).
_WHERE_FROM = re.compile(r"\s(?:from|outside|at|in|del|de la|de mi|en|delante|dal|dalla|dallo|davanti|sotto|da|do|da|na|no|em|"
                         r"à|au|devant|dans|de chez|am|im|vor|aus|beim|von)\b", re.I)
# Told stolen, in each language.
_STOLEN = re.compile(r"\b(?:stolen|volée?s?|voler|robaron|roubaram|" + _THEFT_PARTICIPLES + r")\b|被偷|盗まれ",
                     re.I)


def told_stolen(text: str) -> bool:
    """Whether ``text`` tells a theft: an event that ends the thing's fact and is itself no state of the
    person's to keep as current (core/write/supersede.py)."""
    return bool(_STOLEN.search(text))


# What follows a thing told stolen when it was someone else's: an owner and nothing more ("… of my neighbour",
# "… del vicino"). (others.py's _OWNER_AFTER is another reading: a relative named after a thing, in a subject.)
_STOLEN_FROM_SOMEONE = re.compile(r"^\s*(?:of|from|de|du|des|del|della|dello|di|do|da|von|vom|der)\s+(?:my|mon|ma|mes|mein\w*|mi|mio|mia|"
                                  r"meu|minha|the|le|la|il|lo|o|a|el|den|dem)?\s*(?-i:[A-Z])?\w*\s*$", re.I)


# A pet named alone told gone to live elsewhere, rehomed: one the person no longer has, as one that died or ran away
# is (core/model/clauses.DIED): "Al final Toby se fue a vivir con mis suegros", "Rex went to live with my parents",
# "Mimi ist zu meiner Oma gezogen", "Minou est parti vivre chez ma sœur", "Fido è andato a vivere dai nonni", "O Bob foi
# morar com a minha tia", "we rehomed Biscuit". Read as a pet's ending (core/model/statements.py), it ends only the pet
# fact that names it; a person of that name is asked about, never ended (core/write/supersede._the_pet_named).
_AFTER_ALL = (r"(?:(?:in the end|eventually|finally|al final|finalmente|endlich|letztendlich|schließlich|finalement|enfin|"
              r"alla fine|no fim|no final|por fin)\s*,?\s+)?")
_REHOMED = re.compile(
    rf"^{_AFTER_ALL}(?:(?:a|o|la|il|le|der|die|el|lo)\s+)?(?P<name>(?-i:[A-Z])[\w'’-]+)\s+(?:(?:has|ist|est|è|se|ha|foi)\s+)?"
    r"(?:went to live|gone to live|has gone to live|se fue a vivir|ido a vivir|est (?:parti|partie) vivre|parti vivre|"
    r"andat[oa] a vivere|foi (?:morar|viver)|ist zu\s+(?:\w+\s+){1,3}gezogen|ist\s+(?:\w+\s+){0,2}zu\s+(?:\w+\s+){1,3}gezogen|"
    r"zu\s+(?:\w+\s+){1,3}gezogen)"
    r"(?:\s+(?:with|con|chez|com|da|dai|dalla|dal|bei|to))?\b|"
    rf"^{_AFTER_ALL}(?:we|i)\s+(?:had to\s+)?(?:rehomed|re-homed|rehome|re-home|gave away|gave up)\s+(?P<name2>(?-i:[A-Z])[\w'’-]+)\b|"
    # (a new home found for it: "le encontramos otra casa a Bimbo", "we found a new home for Biscuit", "abbiamo trovato
    # casa a Fido", "encontramos um lar para o Bob", "on a trouvé une famille pour Minou", "für Mimi ein neues Zuhause gefunden")
    rf"^{_AFTER_ALL}(?:(?:we|i)\s+found|(?:le\s+|les\s+)?encontr(?:amos|é)|abbiamo\s+trovato|ho\s+trovato|encontr(?:amos|ei)|"
    r"(?:on|nous|j['’])\s*(?:a|avons|ai)\s+trouvé)\s+(?:a\s+new\s+|another\s+|otra\s+|un\s+nuevo\s+|una\s+nueva\s+|un\s+|una\s+|"
    r"um\s+|uma\s+|une?\s+|nuov[ao]\s+)?(?:home|family|casa|hogar|familia|famiglia|lar|família|famille|foyer)\s+"
    r"(?:for|a|para|per|pour)\s+(?:(?:o|a|el|la|il|le)\s+)?(?P<name3>(?-i:[A-Z])[\w'’-]+)\b", re.I)
# (Chinese says it with the pet given: "我们把旺财送给了我爸妈", "只好把年糕送人了", "豆豆送给朋友养了")
_ZH_REHOMED = re.compile(r"^(?:我们?|用户)?(?:最后|后来|只好|只能|还是)?(?:把(?P<name>[\u4e00-\u9fff]{2,3})|(?P<name2>[\u4e00-\u9fff]{2,3}))"
                         # (the clause ends on the giving: "豆豆送人是不可能的" denies it)
                         r"(?:已经)?送(?:给了?[\u4e00-\u9fff]{1,5}?(?:养了?)?|人|走)了?$")
# (not a plan or a wish said before it: "Toby might go to live with my parents" does not match the past forms above;
# a denial "Toby no se fue a vivir…" puts "no" before the verb, which the pattern does not allow)


# A stay, not a new home ("for the summer", "pendant mes vacances", "while we travel"), or the life of a person of
# that name (their own partner, their divorce: "Luna se fue a vivir con su novio"): no pet rehomed.
_NOT_REHOMED = re.compile(
    r"\b(?:for the (?:summer|holidays?|week(?:end)?|month)|while|for now|for a (?:few|couple)|temporarily|pendant|"
    r"pour (?:l['’]été|quelques)|durante|por unos|mientras|per l['’]estate|mentre|per qualche|enquanto|por uns|während|"
    r"über den sommer|vorübergehend|boyfriend|girlfriend|husband|wife|partner|divorce|novi[oa]|marido|esposa|pareja|"
    r"copain|copine|mari|femme|fidanzat[oa]|ragazz[oa]|moglie|namorad[oa]|freund(?:in)?|mann|frau)\b", re.I)
_ZH_NOT_REHOMED = re.compile(r"暂时|几天|一阵|这周|这个月|一个月|两周|几周|寄养|出差|旅游|度假|假期|照顾|照看|看看|看了|帮忙|玩")


def a_stay_or_a_life_of_their_own(clause: str) -> bool:
    """Whether the clause tells a stay (_NOT_REHOMED, _ZH_NOT_REHOMED: "for the summer", "寄养", "照顾") or a life of a
    person's own ("con su novio"): no pet gone for good (core/model/pets_gone.py reads it too)."""
    return bool(_NOT_REHOMED.search(clause) or _ZH_NOT_REHOMED.search(clause))


def named_one_rehomed(clause: str) -> bool:
    """Whether the clause says that one named alone went to live elsewhere, rehomed (see _REHOMED), not for a stay
    nor with a life of their own (_NOT_REHOMED)."""
    return ((_REHOMED.match(clause.strip()) is not None or _ZH_REHOMED.match(clause.strip()) is not None)
            and not a_stay_or_a_life_of_their_own(clause))
