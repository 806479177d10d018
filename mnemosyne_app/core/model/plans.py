"""Plans, thoughts and wishes: what the person means to do, not what they are.

"I want to start a blog", "Je pensais déménager", "我在考虑换个工作", "沖縄に移住しようかと考えています":
a verb of wanting, needing, thinking, planning or considering followed by the act (an infinitive or a
clause), or the near future by its grammar ("going to", "je vais", "voy a"). Nothing has happened
yet, so such a clause is no lasting fact and ends nothing. This is the one place that says so for every language (attributes.
is_wish and is_transient read it); the 270M judge answers yes to nearly any clause, so it cannot.

A move still to come is the exception, kept as it was: the sets disagree on it (lifechange-held keeps
"Wir überlegen, nächstes Jahr nach Hamburg zu ziehen", people-tune drops the same for Wien), so a
plan of moving is left to the model and, placed as a residence, asked (statements.py). A move only
weighed by a verb of considering is none ("Wir überlegen, nach Wien zu ziehen", "I've been thinking about
moving to Portland", "沖縄に移住しようかと考えています"): people-tune and people-tune2 drop all three, and
nothing is decided yet (is_considered).
"""

from __future__ import annotations

import re

# A wish, a need, a task in hand or a plan said by its verb ("I want to start a blog", "je cherche une
# recette", "想学一下Rust", "voglio imparare a nuotare"): what the person is after now.
_WANTING = re.compile(
    r"\b(?:want|wants|wanted|need|needs|have|has|had) to\b|\btrying to\b|\blooking for\b|\bputting together\b|"
    r"\bvisiting\b|\babout to\b|\bplanning (?:to|a|an|my|our|their)\b|\bthinking (?:about|of)\b|"
    r"\b(?:je |j')?cherche (?:un|une|des|à|de)\b|\bje (?:veux|voudrais|dois)\b|\bj'ai besoin\b|"
    r"\b(?:ich )?suche\b|\bich (?:will|möchte|muss|brauche)\b|"
    r"\b(?:quiero|busco|necesito|tengo que)\b|"
    r"\b(?:voglio|vorrei|ho bisogno d\w*|sto cercando|devo)\b|\b(?:quero|queria|gostaria|preciso|estou procurando|tenho que)\b|"
    r"^(?:用户|我)?(?:想|打算|需要|正在找|在找)|たい(?:です)?$|"
    # (a question asked of oneself, a daydream, a weighing: "Soll ich meinen Corsa verkaufen?", "辞めるかどうか迷ってます",
    # "辞めてカフェを開く妄想をします", "琢磨着从字节辞职"; session 38's review)
    r"^(?:soll|sollte|sollen) (?:ich|wir)\b|琢磨|纠结(?:要不要|是否)|要不要|妄想|かどうか|か迷って|迷ってい|迷ってます", re.I)

# A verb of thinking, considering or intending with the act after it, in the languages the wishes
# above lacked it for ("je pensais déménager", "j'envisage de", "ich überlege, ...", "wir haben vor",
# "estoy pensando en", "me planteo", "sto pensando di", "ho intenzione di", "estou a pensar em",
# "pretendo", "我在考虑", "打算", "移住しようかと考えています", "辞めるつもりです"), or a modal of possibility.
_THINKING = re.compile(
    r"\b(?:considering|contemplating|hoping to|intend to|would like to|['’]d like to|tempted to)\b|"
    r"\b(?:pense|pensais|pensait|pensons|pensions) (?:à |a |)(?:\w+er|\w+ir|\w+re)\b|\benvisag\w* de\b|"
    r"\b(?:compte|comptais) \w+(?:er|ir|re)\b|\bj['’]aimerais\b|\bj['’]ai (?:envie|l['’]intention) de?\b|"
    r"\büberleg\w*\b|\bdenke (?:darüber )?nach\b|\b(?:habe|haben|hab) (?:\w+ )?vor\s*(?:,|$)|\bwürde gern\b|\b(?:ich plane|wir planen)\b|"
    r"\b(?:estoy|estaba) (?:pensando|considerando) en\b|\b(?:pienso|pensaba) (?:en )?\w+(?:ar|er|ir)(?:me|te|nos)?\b|"
    r"\bme (?:planteo|gustaría)\b|\btengo (?:pensado|intención de)\b|"
    r"\b(?:sto|stavo) (?:pensando|valutando) d\w*\b|\b(?:penso|pensavo) di\b|\bho (?:intenzione|voglia) di\b|"
    r"\bmi piacerebbe\b|"
    r"\b(?:estou|estava) (?:a pensar|pensando|considerando) em\b|\b(?:penso|pensava|pensei) em\b|\bpretendo\b|"
    r"\btenho vontade de\b|"
    r"考虑|打算|计划|准备(?!好)|^(?:用户|我)(?:马上|快|就)?要(?!是)|予定です|"

    # (a modal of possibility with its act: what the person may now do, not yet done: "je peux enfin partir
    # à la retraite", "ahora puedo mudarme", "posso finalmente smettere"; knowing how is another verb)
    r"\b(?:peux|peut|pouvons|pourrai|pourrais|puedo|podemos|podré|podría|posso|possiamo|potrò|potrei|poderei|poderia)"
    r"\s+(?:(?:enfin|maintenant|désormais|bientôt|finalmente|por fin|ya|ahora|adesso|ora|agora|já)\s+)?"
    r"(?:me |m['’]|se |s['’]|mi |ci |nos )?\w+(?:er|ir|re|ar|are|ere|ire)(?:me|se|nos|si|mi)?\b|"
    r"[おこごそとのぼもろよ]うか?と(?:思|考)え?|つもり", re.I)

# A verb of weighing a choice, with what is weighed after it ("thinking about moving", "ich überlege, …zu ziehen",
# "je réfléchis à déménager", "estoy pensando en mudarme", "sto valutando di trasferirmi", "estou a pensar em
# mudar", "考虑搬到", "移住しようかと考えています", "引っ越しを検討しています"): nothing decided, a move included.
_CONSIDERING = re.compile(
    r"\b(?:thinking (?:about|of)|considering|contemplating|toying with the idea)\b|"
    r"\büberleg\w*\b|\bdenke\w* (?:darüber )?nach\b|\bspiel\w* mit dem gedanken\b|"
    r"\bréfléchi\w* à\b|\benvisag\w*\b|\bpense à\b|"
    r"\b(?:estoy|estamos|estaba) (?:pensando|considerando) en\b|\bme (?:estoy )?planteo\b|"
    r"\b(?:sto|stiamo|stavo) (?:pensando|valutando|considerando) d\w*\b|"
    r"\b(?:estou|estamos|estava) (?:a pensar|pensando|considerando) em\b|"
    # (and the Japanese and Chinese weighing of a choice still going on: "独立しようか迷ってます", "在犹豫要不要辞职"; not one
    # made after it, "引っ越そうか迷った末、大阪に引っ越しました", "犹豫了半年终于辞职了")
    r"考虑|(?:犹豫|纠结)(?:要不要|该不该|是不是|着)|(?:在|还在|正在|有点)(?:犹豫|纠结)|"
    r"[おこごそとのぼもろよ]うか(?:な)?と?(?:思|考え)|^[^、。]*[おこごそとのぼもろよ]うか(?:な)?と?(?:迷って(?:い|ま|る)|悩んで(?:い|ま|る))|"
    r"検討", re.I)

# The near future said by its grammar ("I'm going to quit", "je vais quitter", "voy a dejar", "vou deixar",
# "sto per lasciare", "ich werde kündigen"): an act still to come.
_NEAR_FUTURE = re.compile(
    r"\b(?:going to|gonna) (?!the\b|a\b|an\b|my\b|be \d|(?:school|uni|university|college|church|mass|therapy|work|"
    r"class|classes|lessons?|practice|training|rehab|counselling|counseling|hospital|bed|court|prison|jail|sea|town|"
    r"sleep|meetings?|gym|yoga|pilates|physio)\b)\w+|"
    r"\b(?:je|j['’]|on|nous) (?:vais|va|allons) (?:(?:me|m['’]|le|la|les|en|y|pas|enfin) ?)?\w+(?:er|ir|re)\b|"
    r"\b(?:voy|vamos) a \w+(?:ar|er|ir)(?:me|lo|la|le|nos)?\b|\b(?:sto|stiamo) per\b|"
    r"\b(?:vou|vamos) (?:me |a )?\w+(?:ar|er|ir)(?:-me)?\b|\b(?:ich werde|wir werden) (?!\d)|"
    # (Chinese "go to do" after a time ahead, "下周去面试一家国企", as "going to" is: an errand still to come; a
    # beginning, "下个月去字节报到", is left as decided)
    r"(?:(?:下|这)(?:周|星期|礼拜)[一二三四五六日天末]?|下个?月|明天|后天|明年)要?去(?=\S)", re.I)
# A thought of doing, told as past ("Je pensais déménager à Montpellier, mais finalement je reste", "I was
# thinking of moving to Leeds", "pensaba mudarme", "ich dachte daran, umzuziehen", "我想过搬家"): a plan that
# was, never a fact of now, a move included.
_THOUGHT_BEFORE = re.compile(
    r"\b(?:was|were) (?:thinking|planning|considering)\b|\b(?:pensais|pensait|pensions|envisageais|comptais)\b|"
    r"\b(?:dachte|dachten) (?:daran|darüber|über)\b|\bhatte(?:n)? (?:überlegt|vor)\b|"
    r"\b(?:pensaba|pensábamos|estaba pensando)\b|\b(?:pensavo|pensavamo|stavo pensando)\b|"
    r"\b(?:pensava|pensávamos|estava (?:a )?pensa(?:ndo|r))\b|想过|考えていました|考えてた|予定でした", re.I)
# A beginning already decided, dated ahead ("Mañana empiezo en Mercadona", "je commence chez Airbus lundi",
# "I'm going to start a new job at Shopify"): the sets read it as the new state, so like a move it is left to
# the model and the rules that place it, as before.
_BEGINNING = re.compile(r"\b(?:start|starts|starting|begin|begins|join|joining|commence|commencer|démarre|empiezo|empezar|"
                        r"comienzo|comenzar|começo|começar|comincio|cominciare|inizio|iniziare|fange|anfangen|beginne|"
                        r"beginnen)\b|入职|上班|报到|入社|働き始め|始め", re.I)
# A move to another home (said by its verb): left to the model and asked, as before (see above).
_MOVE = re.compile(r"\b(?:mov(?:e|es|ed|ing)|relocat\w*|déménag\w*|emménag\w*|\w*zieh(?:e|en|t|st)|\w*zog(?:en)?|\w*gezogen|umzug|mud\w*|traslad\w*|trasferi\w*|trasloc\w*)\b|"
                   r"搬|移住|引っ越", re.I)
# A need already met is done, no wish: "I had to sell my car", "tuve que dejar el trabajo".
_NEED_MET = re.compile(r"\bhad to\b|\btuve que\b|\bho dovuto\b|\btive que\b|\bj['’]ai dû\b|\bmusste\b", re.I)


def names_a_move(text: str) -> bool:
    """Whether the words name a move to another home ("pour s'installer à Bordeaux", "para mudarme a Lima")."""
    return bool(_MOVE.search(text) or _SETTLING.search(text))


# Settling in a new home, said with the reflexive verb of installing ("s'installer", "instalarme", "instalar-se").
_SETTLING = re.compile(r"\binstall\w*|\binstal[aá]\w*|\bsistemar\w*|\bniederzulassen\b", re.I)


def _decided_change(clause: str) -> bool:
    return bool(_MOVE.search(clause) or _BEGINNING.search(clause))


def _thought_of(clause: str) -> bool:
    return bool(_THINKING.search(clause) or is_considered(clause)) and not (_MOVE.search(clause) and not is_considered(clause))


def is_considered(clause: str) -> bool:
    """A change only weighed by a verb of considering ("Wir überlegen, nach Wien zu ziehen"): a plan, a move
    included, which no residence is taken from. The weighing governs the move, so comes before it, where the
    language puts its object after the verb ("I moved to Leeds after considering it for years" was done);
    the Japanese one is said after the move's volitional or noun form, which its pattern holds."""
    weighed = _CONSIDERING.search(clause)
    if weighed is None:
        return False
    move = _MOVE.search(clause)
    # (not the weighing right before the move, "考虑搬到杭州了": still weighed)
    if move is not None and _MOVE_DONE.search(clause) and move.start() - weighed.end() > 1:
        return False  # (weighed, then done: "Nach langem Überlegen sind wir nach Wien gezogen", "考虑再三还是搬到了杭州")
    return move is None or weighed.start() < move.start() or bool(re.match(r"[\u3040-\u9fff]", weighed.group(0)))


# A move told as done, by its past or perfect form in each language.
_MOVE_DONE = re.compile(r"\b(?:moved|relocated|gezogen|umgezogen|déménagé|emménagé|mud[éó]|mudamos|mudado|mudaron|traslad[éó]|"
                        r"trasferit[oaie]|traslocat[oaie]|mudei|mudou|mudaram)\b|搬(?:到|回|去)?\S{0,6}了|引っ越しました|引っ越した|"
                        r"移住しました", re.I)


def move_told_done(text: str) -> bool:
    """Whether the text tells a move as done ("moved", "umgezogen", "搬到…了")."""
    return bool(_MOVE_DONE.search(text))


def is_thought_before(clause: str) -> bool:
    """A thought of doing told as past: a plan that was, a move included."""
    return bool(_THOUGHT_BEFORE.search(clause))


def is_wish(clause: str) -> bool:
    """A wish, a need not yet met, a plan or a thought of doing something ("I want to quit my job",
    "我想辞职", "sto pensando di lasciare il lavoro"): nothing has changed yet, so it replaces nothing."""
    said = (_WANTING.search(clause) or _thought_of(clause) or _THOUGHT_BEFORE.search(clause)
            or (_NEAR_FUTURE.search(clause) and not _decided_change(clause)))
    return bool(said) and not _NEED_MET.search(clause)


def is_plan(clause: str) -> bool:
    """A wish, a need or a thought of doing something, or an act in the near future by its grammar
    ("I'm going to quit", "je vais passer un entretien"): no lasting fact about the person. (A need
    met, "I had to sell my car", is no fact either when no rule placed it: as before.)

    A time word alone ("next week", "下周", "mañana") does not make a clause a plan here: many
    changes are told dated ahead in words no table of beginnings holds ("I'm a dad from next month"),
    and dropping them cost more right states than the plans it caught (measured: see the README)."""
    ahead = _NEAR_FUTURE.search(clause) and not _decided_change(clause)
    return bool(_WANTING.search(clause) or _thought_of(clause) or _THOUGHT_BEFORE.search(clause) or ahead)
