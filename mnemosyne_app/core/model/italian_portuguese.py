"""Italian and Portuguese: how a person says things about themselves, and the same said of "the user".

The rules the other languages have in clauses.py, wording.py and normalise.py, for two more: which
words mark the language, which clauses speak of the person (both languages drop "I": "Vivo a
Bologna", "Moro em Lisboa"), which are requests or questions, and the rewrite into the third
person ("Vivo a Bologna" → "L'utente vive a Bologna", "Meu nome é João" → "O nome do utilizador é
João"). As elsewhere, only the person's pronouns, possessives and the verb after them change.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import person_in_others_words as others_words, someone_named
from mnemosyne_app.core.model.pet_nouns import TWO_WORD_NOUN, any_pet

MARKERS = {
    "it": {"sono", "ho", "mio", "mia", "miei", "mie", "il", "di", "che", "non", "abito", "anni", "anche", "della",
           "nella", "io", "chiamo", "figlio", "figlia", "moglie", "marito", "gli", "più", "adesso", "ora", "lavoro",
           "per", "ciao", "grazie", "puoi", "è", "da", "un", "una", "alla", "al", "dei", "delle", "lavoro",
           # (a short message with no verb of the person's: "La nuova casa a Bologna ha un terrazzo")
           "nuova", "nuovo", "nuovi", "nuove", "finito", "finita", "questo", "questa", "molto",
           "faccio",
           # (words of a question or of when, Italian alone: "Basta treni: mi sono trasferito a Milano, a dieci minuti
           # dall'ufficio. Dove si mangia bene in zona Isola?" counted English's "a" and "in" and no verb opening it)
           "dove", "cosa", "perché", "dopo", "oggi", "ieri", "domani", "settimana", "bene", "nel", "sul", "sulla", "dal",
           "dalla", "ancora", "tutto", "tutti", "qui", "stato", "stata", "quello", "quella", "dieci",
           # (parts of the day, and "ci" for us: "Birillo ci ha lasciato stanotte")
           "stanotte", "stamattina", "stasera", "ci"},
    "pt": {"sou", "tenho", "moro", "meu", "minha", "meus", "minhas", "não", "em", "eu", "do", "da", "na", "os",
           "também", "agora", "mais", "filho", "filha", "esposa", "marido", "anos", "trabalho", "com", "é", "um",
           "você", "obrigado", "obrigada", "estou", "há", "para", "uma", "aos", "ao", "às", "à", "muito",
           "futebol", "faço", "também", "pela", "pelo", "já", "nós",
           # (a short message with no verb of the person's: "O novo apartamento no Porto tem varanda")
           "novo", "novos", "tem", "temos", "chaves", "aqui", "até", "quer",
           # (days said, and a change by "virar": "A Nina virou estrelinha ontem")
           "ontem", "hoje", "virou", "virei"},  # (por + a/o: "Fui contratada pela EDP" is no Spanish)
}
# A first word that is the person's own verb (both languages drop the pronoun).
_IT_VERBS = {
    "sono": "è", "ho": "ha", "sto": "sta", "vado": "va", "faccio": "fa", "posso": "può", "voglio": "vuole",
    "devo": "deve", "so": "sa", "vivo": "vive", "abito": "abita", "lavoro": "lavora", "parlo": "parla",
    "studio": "studia", "insegno": "insegna", "amo": "ama", "adoro": "adora", "odio": "odia", "mangio": "mangia",
    "bevo": "beve", "scrivo": "scrive", "leggo": "legge", "corro": "corre", "gioco": "gioca", "suono": "suona",
    "uso": "usa", "guido": "guida", "fumo": "fuma", "cucino": "cucina", "preferisco": "preferisce",
    "conosco": "conosce", "capisco": "capisce", "soffro": "soffre", "dormo": "dorme", "prendo": "prende",
    "chiamo": "chiama", "compio": "compie", "smetto": "smette", "trasferisco": "trasferisce", "possiedo": "possiede", "ero": "era", "avevo": "aveva",
    "vivevo": "viveva", "lavoravo": "lavorava", "abitavo": "abitava", "piace": "piace", "piacciono": "piacciono",
    # (new work begun, said after the work left: "... e lunedì comincio alla Ferrari")
    "comincio": "comincia", "inizio": "inizia", "entro": "entra",
    # (the new state said beside what stopped: "Ho smesso con il violino, ora canto in un coro gospel")
    "canto": "canta", "ballo": "balla", "nuoto": "nuota", "dipingo": "dipinge",
    # (how the person lives and what they keep up, said after a comma: "Sono studente a Torino, divido casa con …")
    "divido": "divide", "condivido": "condivide", "frequento": "frequenta", "pratico": "pratica", "seguo": "segue",
    # (what the person does day to day, said after "e" beside their job or home: "… lavoro come guida turistica e giro la
    # città con il mio SH 125", "… e mi trovo bene", "… e quasi ogni sera vado ad arrampicare")
    "giro": "gira", "trovo": "trova", "sento": "sente", "alleno": "allena", "esco": "esce", "torno": "torna",
    "tengo": "tiene", "rimango": "rimane", "guadagno": "guadagna", "cerco": "cerca",
    "vedo": "vede", "arrampico": "arrampica",
    # (the person's work said by what they see to: "Mi occupo di marketing in una startup"; not "dedico", Spanish too)
    "occupo": "occupa",
    # (the person's past, said beside the present: "Sono in pensione, prima facevo la maestra")
    "facevo": "faceva", "andavo": "andava", "stavo": "stava", "giocavo": "giocava", "suonavo": "suonava",
    "studiavo": "studiava", "insegnavo": "insegnava", "guidavo": "guidava", "fumavo": "fumava", "mangiavo": "mangiava",
}
_PT_VERBS = {
    "sou": "é", "tenho": "tem", "estou": "está", "vou": "vai", "faço": "faz", "posso": "pode", "quero": "quer",
    "sei": "sabe", "moro": "mora", "vivo": "vive", "trabalho": "trabalha", "falo": "fala", "estudo": "estuda",
    "ensino": "ensina", "adoro": "adora", "gosto": "gosta", "odeio": "odeia", "como": "come", "bebo": "bebe",
    "escrevo": "escreve", "leio": "lê", "corro": "corre", "jogo": "joga", "toco": "toca", "uso": "usa",
    "dirijo": "dirige", "rodo": "roda", "fumo": "fuma", "cozinho": "cozinha", "prefiro": "prefere", "conheço": "conhece",
    "sofro": "sofre", "durmo": "dorme", "chamo": "chama", "chamo-me": "chama-se", "mudei-me": "mudou-se",
    "mudei": "mudou", "saí": "saiu", "deixei": "deixou", "fui": "foi", "comecei": "começou", "casei": "casou",
    "casei-me": "casou-se", "divorciei-me": "divorciou-se", "divorciei": "divorciou", "parei": "parou",
    "larguei": "largou", "vendi": "vendeu", "comprei": "comprou", "era": "era", "morava": "morava",
    "trabalhava": "trabalhava", "vivia": "vivia", "tinha": "tinha", "fiz": "fez", "entrei": "entrou",
    "pedi": "pediu", "perdi": "perdeu", "decidi": "decidiu", "aprendi": "aprendeu", "nasci": "nasceu",
    "cresci": "cresceu", "voltei": "voltou", "fiquei": "ficou", "terminei": "terminou", "acabei": "acabou",
    "consegui": "conseguiu", "adotei": "adotou", "tive": "teve", "estive": "esteve", "passei": "passou",
    "separei-me": "separou-se", "separei": "separou", "ando": "anda", "conduzo": "conduz", "namoro": "namora",
    "começo": "começa", "entro": "entra",
    # work found ("Arranjei emprego na EDP", "Encontrei trabalho no Porto")
    "arranjei": "arranjou", "encontrei": "encontrou",
    # (Brazilian speech writes "estou" as "tô": "Agora tô só contando calorias")
    "tô": "está", "canto": "canta", "danço": "dança", "nado": "nada",
    # (how the person lives and what they keep up: "…, divido apartamento com duas amigas", "…, pratico judô")
    "divido": "divide", "frequento": "frequenta", "pratico": "pratica", "cuido": "cuida",
    # (a state kept: "Permaneço vegetariana"; not "continuo", "sigo", Spanish's too, typed without its accent)
    "permaneço": "permanece",
}
VERBS = {"it": _IT_VERBS, "pt": _PT_VERBS}
_MONTHS = {"it": r"gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
           "pt": r"janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"}
_WHEN = {"it": rf"(?:(?:a|ad|da|in|nel|a fine|a inizio) (?:{_MONTHS['it']})|l'anno scorso|il mese scorso|la settimana scorsa|"
               # since when ("… e dal mese scorso lavoro alla Ferrari", "da ieri vivo a Roma")
               r"dal(?:la)? (?:mese|anno|settimana) (?:scors[oa]|passat[oa])|dall['’]anno scorso|da (?:ieri|allora|poco)),?\s+",
         "pt": rf"(?:(?:em|no fim de|no início de) (?:{_MONTHS['pt']})|no ano passado|o ano passado|no mês passado|na semana passada|"
               # since when ("… e desde segunda trabalho na EDP", "desde o ano passado moro em Braga")
               r"desde (?:(?:o|a|há) )?\S+(?: passad[oa])?),?\s+"}
# (a day ahead opens the clause too: "lunedì comincio alla Ferrari", "na segunda começo na Galp")
# (and an adverb of degree or frequency before the verb: "eu só recebo a 10", "io solo lavoro di sera")
# (and how a story ends, as Spanish's "al final": "alla fine ho venduto la Punto", "no final vendi o carro")
_LEAD = {"it": rf"(?:{_WHEN['it']})?(?:(?:io|ora|adesso|anche|non|già|ancora|ormai|attualmente|da poco|poi|mi|ci|me ne|ieri|oggi|solo|sempre|alla fine|finalmente|"
               # (how often, before the verb: "quasi ogni sera vado ad arrampicare", "di solito lavoro da casa")
               r"quasi|spesso|di solito|a volte|ogni (?:sera|giorno|mattina|settimana|weekend|fine settimana)|prima|"
               r"domani|(?:da )?(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica))\s+)*",
         # (and "then", as Italian's "poi": "…, aí adotei um gatinho", "então comecei a correr")
         "pt": rf"(?:{_WHEN['pt']})?(?:(?:eu|agora|também|não|já|ainda|atualmente|hoje|ontem|me|se|amanhã|aí|daí|então|só|sempre|nunca|no final|afinal|finalmente|"
               r"(?:na |a partir de )?(?:segunda|terça|quarta|quinta|sexta)(?:-feira)?|(?:no )?(?:sábado|domingo))\s+)*"}
_OWNERS = {"it": r"(?:il |la |i |le )?(?:mio|mia|miei|mie)", "pt": r"(?:o |a |os |as )?(?:meu|minha|meus|minhas)"}


# The first person of the simple past of a verb in -ar, by its ending ("arranjei", "comecei", "fiquei"):
# no Portuguese word that opens a sentence so ends but "lei" and "rei" (nouns) and "sei" (the table's).
_PT_PRETERITE = r"(?!(?:lei|rei|sei|dei)\b)[a-zçã]{2,}ei(?![\w-])"


# ("giro" is as often the noun: "giro d'affari", "giro turistico", "un giro in bici")
_NOUN_TOO_AFTER = {"giro": r"giro(?!\s+(?:d['’]|di\b|del\b|della\b|dei\b|turistic))"}


def _verbs(lang: str) -> str:
    """The person's verbs of ``lang`` as one alternation, the longest first."""
    return "|".join(_NOUN_TOO_AFTER.get(v, re.escape(v)) if lang == "it" else re.escape(v)
                    for v in sorted(VERBS[lang], key=len, reverse=True))


def _first_re(lang: str) -> re.Pattern:
    verbs = _verbs(lang)
    # (Italian past tense: "mi sono trasferito", "ho lasciato": the auxiliary is in the table)
    # (a Portuguese pronominal verb in the past, its pronoun after it: "despedi-me", "inscrevi-me")
    enclitic = r"|^" + _LEAD[lang] + r"\w+(?:ei|i)-me\b" if lang == "pt" else ""
    # (any Portuguese verb of the person's in the simple past, by its "-ei": "arranjei", "aceitei")
    enclitic += rf"|^{_LEAD[lang]}{_PT_PRETERITE}" if lang == "pt" else ""
    return re.compile(rf"^{_LEAD[lang]}(?:{verbs})(?![\w-])|^{_OWNERS[lang]}\s+\w+|\b(?:io|eu)\b{enclitic}", re.I)


FIRST = {lang: _first_re(lang) for lang in VERBS}


def first_person(clause: str, lang: str) -> bool:
    return bool(FIRST[lang].search(clause.strip()))


def starts_on_own_verb(clause: str, lang: str) -> bool:
    """A clause with no subject that goes on with the person's verb ("... e lavoro come infermiera")."""
    m = FIRST[lang].match(clause.strip())
    return bool(m) and not re.match(rf"^{_OWNERS[lang]}\s", clause.strip(), re.I)


# A clause whose subject is someone the person names ("Mia figlia", "Minha filha"): who "ha sei
# anni" after it is about.
OWNED_SUBJECT = {
    "it": re.compile(r"^((?:il |la |i |le )?(?:mio|mia|miei|mie)\s+[\w'’-]+)(?=\s)", re.I),
    "pt": re.compile(r"^((?:o |a |os |as )?(?:meu|minha|meus|minhas)\s+[\w'’-]+)(?=\s)", re.I),
}
THIRD_VERB = {
    "it": re.compile(r"^(?:non |anche |ora )?(?:è|ha|si|vive|abita|lavora|ama|adora|gioca|studia|va|fa|parla|suona)\b", re.I),
    "pt": re.compile(r"^(?:não |também |agora )?(?:é|tem|se|mora|vive|trabalha|adora|gosta|joga|estuda|vai|faz|fala|"
                     r"toca)\b", re.I),
}
QUESTION = {
    "it": re.compile(r"^(che|cosa|come|perché|quando|dove|chi|quale|quanto|quanti|puoi|potresti|sai|conosci|hai|"
                     r"(?:mi|ci) (?:consigli|consiglieresti|dici|aiuti|puoi|potresti|sai))\b", re.I),
    "pt": re.compile(r"^(que|o que|como|por que|porque|quando|onde|quem|qual|quanto|quantos|pode|podes|poderia|"
                     r"você (?:pode|poderia|tem|sabe|conhece)|(?:me|nos) (?:ajuda|diz|recomenda)|"
                     r"conheces|sabes|tens|recomendas|aconselhas)\b", re.I),
}
NOT_A_FACT = {
    "it": re.compile(r"^(per favore|grazie|ciao|buongiorno|buonasera|salve|puoi|potresti|scrivi|spiega|traduci|"
                     r"dimmi|aiutami|vorrei (?:sapere|che)|mi chiedo|penso che|credo che|non so|magari|vorrei tanto|"
                     # a change only thought of ("sto pensando di vendere la Panda")
                     r"(?:sto |sta )?pensando di|penso di|sto valutando di|"
                     r".*\bper (?:favore|piacere))\b", re.I),
    "pt": re.compile(r"^(por favor|obrigad[oa]|olá|oi|bom dia|boa (?:tarde|noite)|pode|podes|poderia|escreva|escreve|"
                     r"explica|explique|traduza|traduz|diga|me diga|ajuda-me|me ajude|quero (?:saber|que)|"
                     r"acho que|penso que|não sei|(?:estou|tô|to) (?:a pensar em|pensando em)|penso em|quem me dera|"
                     r"estou a considerar|.*\bpor favor)\b", re.I),
}
OPENERS = {
    # ("Finalmente mi sono laureato": the person's own statement after the word, as after "allora")
    # (and a conjunction opening the sentence: "Però sto imparando il cinese", "Mas agora moro no Porto")
    # (and a word of candour: "A dire il vero non parlo più tedesco", "Pra ser sincero não falo mais alemão")
    "it": re.compile(r"^((allora|beh|comunque|ciao|salve|ah|ok|dunque|tra l'altro|a proposito|finalmente|però|ma|e|"
                     r"a dire il vero|a dir la verità|sinceramente|onestamente|francamente|in realtà|ad essere sincer[oa])\b"
                     r"[,:!]?\s*)+", re.I),
    "pt": re.compile(r"^((então|aí|daí|bem|olá|oi|ah|ok|aliás|a propósito|enfim|finalmente|mas|porém|e|"
                     r"(?:pra|para) (?:ser|falar a) (?:sincer[oa]|verdade)|sinceramente|na verdade|honestamente|francamente|"
                     r"a verdade é que)(?![\w-])[,:!]?\s*)+", re.I),
}
# A Portuguese verb of the first person plural, by its ending ("moramos", "vivemos", "partimos", "mudámos"); not
# the nouns and adjectives so spelt ("primos", "ramos", "extremos": the adjectives in "-imos" carry an accent).
_PT_WE_VERB = r"(?!(?:primos|ramos|remos|gamos|extremos|supremos|blasfemos)\b)[a-zçãõáéíóú]{2,}(?:amos|emos|imos|ámos)"
# A comma, then someone else's home, work or studies said by a verb of the third person ("Sono passata da mia mamma, abita
# a Napoli", "Passei na casa da minha mãe, ela mora em Recife", "Pasé por casa de mi madre, vive en Sevilla"): theirs,
# no part of the person's clause before it (which read the mother's city as the person's home; session 38's review).
_THEIRS_AFTER_COMMA = {
    "it": r",\s+(?=(?:(?:lei|lui|ora|adesso)\s+)?(?:abita|vive|lavora|studia)\b)",
    "pt": r",\s+(?=(?:(?:ela|ele|agora|hoje)\s+)?(?:mora|vive|trabalha|estuda)\b)",
    "es": r",\s+(?=(?:(?:ella|él|ahora|hoy)\s+)?(?:vive|trabaja|estudia)\b)",
}
THEIRS_AFTER_COMMA = _THEIRS_AFTER_COMMA  # (the Spanish one read by clauses.py)
SPLIT = {
    "it": re.compile(rf"(\s*(?:,\s*(?:e|ma|quindi|perciò)|\s(?:e|ma|perché|quindi))\s+|\s+[—–]\s+|"
                     # (also "ci" before the person's verb: "…a Torino, ci vivo con la mia ragazza")
                     rf",\s+(?=(?:(?:ora|adesso|oggi|poi|prima)\s+)?(?:io|mio|mia|miei|mie|mi|(?:ci\s+)?(?:{_verbs('it')}))\b)|"
                     # (or the household's "we" by its verb: "Io e Giulia stiamo insieme da 4 anni, viviamo a Bologna")
                     r",\s+(?=(?:(?:ora|adesso|oggi|poi|noi)\s+)?(?:ci\s+)?[a-zàèéìòù]{2,}iamo\b)|"
                     rf"{someone_named.after_comma('it')}|{_THEIRS_AFTER_COMMA['it']}|"
                     r",\s+(?=\w+(?:arono|erono|irono)\b))", re.I),  # (what others did: "…, chiusero il negozio")
    "pt": re.compile(rf"(\s*(?:,\s*(?:e|mas|então|portanto)|\s(?:e|mas|porque|então))\s+|\s+[—–]\s+|"
                     # (also after "then", as Brazilian speech says it: "…, aí adotei um gatinho")
                     rf",\s+(?=(?:(?:agora|hoje|depois|aí|daí|então)\s+)?(?:eu|(?:[ao]s?\s+)?(?:meu|minha|meus|minhas)|(?:me\s+)?(?:{_verbs('pt')}))(?![\w-]))|"
                     # (or the household's "we" by its verb: "…, moramos em Campinas", "…, a gente mora em Recife")
                     rf",\s+(?=(?:(?:agora|hoje|depois|nós)\s+)?(?:a gente\s+|(?:nos|se)\s+)?{_PT_WE_VERB}(?![\w-]))|"
                     rf"{someone_named.after_comma('pt')}|{_THEIRS_AFTER_COMMA['pt']}|"
                     r",\s+(?=\w+(?:aram|eram|iram)\b))", re.I),  # (what others did: "…, cortaram 10% do time")
}
# A noun that is also the person's verb ("nuoto": swimming and "I swim"; "canto", "ballo", "jogo"), alone after
# a verb of doing and its object ("Faccio pilates, nuoto e vela", "Mia figlia fa pilates, nuoto e danza"): one
# more thing done, no clause of the person's ("L'utente nuota").
_DOING_THEN = {"it": re.compile(r"\b(?:faccio|fa|facciamo|fanno|pratico|pratica|praticano)\s+[^,]+(?:,\s*[^,]+)*$", re.I),
               "pt": re.compile(r"\b(?:faço|faz|fazemos|fazem|pratico|pratica|praticam)\s+[^,]+(?:,\s*[^,]+)*$", re.I)}
_NOUN_TOO = {"it": re.compile(r"^(?:nuoto|canto|ballo|studio|gioco|uso|fumo)$", re.I),
             "pt": re.compile(r"^(?:canto|jogo|estudo|uso|nado)$", re.I)}


def noun_too(word: str, lang: str) -> bool:
    """Whether ``word`` alone is a noun of a thing done as well as the person's verb ("nuoto", "jogo")."""
    return lang in _NOUN_TOO and bool(_NOUN_TOO[lang].match(word.strip()))


def noun_too_in_a_list(clause: str, lang: str) -> bool:
    """Whether a list of things done, by the person or anyone, goes on with such a noun ("Mia figlia fa pilates,
    nuoto e danza"): no clause of the person's starts there."""
    return lang in _NOUN_TOO and any(
        noun_too(m.group(1), lang) and _DOING_THEN[lang].search(clause[:m.start()])
        for m in re.finditer(r",\s*(\w+)(?=\s+(?:e|ed)\s|\s*,|\s*$)", clause))


def one_more_thing_done(before: str, part: str, lang: str) -> bool:
    """Whether ``part`` is a noun of a list of things done that ``before`` began, not the person's verb."""
    return noun_too(part, lang) and bool(_DOING_THEN[lang].search(before))


# "Ho due figli | e un gatto": the second thing had, with the verb left out.
HAVE = {"it": re.compile(r"^((?:io )?ho)\s", re.I), "pt": re.compile(r"^((?:eu )?tenho)\s", re.I)}
COUNTED = {"it": r"un|una|uno|due|tre|quattro|cinque|\d+", "pt": r"um|uma|dois|duas|três|quatro|cinco|\d+"}
IF_START = {"it": re.compile(r"^(?:se|nel caso|immagina|supponiamo)\b"),
            "pt": re.compile(r"^(?:se|caso|imagina|imagine|suponha)\b")}
HYPOTHETICAL = {"it": re.compile(r"\bse (?:io|fossi|avessi|vivessi)\b|\b\w+(?:rei|remmo)\b"),
                # the person's own verb in the conditional ("gostaria", "eu moraria"), not any word in -ria
                # ("professor de história", "trabalho numa padaria")
                "pt": re.compile(r"\bse (?:eu|fosse|tivesse|morasse)\b|^(?:eu\s+)?(?:não\s+|também\s+|nunca\s+)?"
                                 r"(?:me\s+|te\s+|lhe\s+)?\w+(?:ria|ríamos)\b")}
CONJ = {"it": "e", "pt": "e"}
SELF = {"it": "io", "pt": "eu"}


def _third(verb: str, lang: str) -> str:
    low = verb.lower()
    table = VERBS[lang]
    if low in table:
        return table[low]
    if lang == "pt" and re.fullmatch(_PT_PRETERITE, low):  # "arranjei" → "arranjou", "comecei" → "começou"
        stem = low[:-2]
        return (stem[:-2] + "cou" if stem.endswith("qu") else stem[:-2] + "gou" if stem.endswith("gu") else
                stem[:-1] + "çou" if stem.endswith("c") else stem + "ou")
    if lang == "pt" and (m := re.match(r"^(\w+?)(ei|i)-me$", verb, re.I)):  # "despedi-me" → "despediu-se"
        return m.group(1).lower() + ("ou" if m.group(2).lower() == "ei" else "iu") + "-se"
    return verb


_IT_ARTICLE = {"mio": "Il", "mia": "La", "miei": "I", "mie": "Le"}
_PT_ARTICLE = {"meu": "O", "minha": "A", "meus": "Os", "minhas": "As"}


def _it_article(owner: str, noun: str) -> str:
    """The article (with its space, or elided) that stands for the owner before the noun: "lo zio",
    "l'amico", "gli amici", else "il", "la", "i", "le"."""
    article = _IT_ARTICLE[owner]
    if article in ("Il", "La") and noun[:1].lower() in "aeiouàèéìòùh":
        return "L'"  # ("mio amico" → "L'amico")
    if article in ("Il", "I") and re.match(r"^(?:z|gn|ps|x|s[^aeiouàèéìòù])", noun, re.I):
        return "Lo " if article == "Il" else "Gli "
    if article == "I" and noun[:1].lower() in "aeiouh":
        return "Gli "
    return article + " "


def italian(clause: str) -> str:
    s = others_words.stressed(clause.strip(), "it")  # ("vive con me" → "vive con l'utente")
    if owned := others_words.owned_with_adjective(s, "it"):  # ("il mio ultimo giorno" → "l'ultimo giorno dell'utente")
        return _tidy(owned[0] + _it_possessives(others_words.as_object(owned[1], "it")))
    m = re.match(rf"^(?:(?:il|la|i|le)\s+)?(mio|mia|miei|mie)\s+({TWO_WORD_NOUN})(.*)$", s, re.I)
    if m:  # "Mia figlia si chiama Sofia" → "La figlia dell'utente si chiama Sofia"
        rest = others_words.as_object(m.group(3), "it")  # (the person, object of someone else's verb)
        return _tidy(f"{_it_article(m.group(1).lower(), m.group(2))}{m.group(2)} dell'utente{_it_possessives(rest)}")
    if re.match(r"^(?:è|e['’]|era|fu)\s", s, re.I) and re.search(r"\b(?:mio|mia|miei|mie)\b", s, re.I):
        # (a copula of the third person, the person only as owner: "È stata la mia ultima settimana in Fiat" → "È stata
        # la sua ultima settimana in Fiat", no "L'utente" put before a verb that is not theirs)
        return _tidy(_it_possessives(s[:1].upper() + s[1:]))
    s = re.sub(r"^io\s+", "", s, flags=re.I)
    lead = re.match(rf"^{_LEAD['it']}", s, re.I).group(0)
    words = lead.replace("me ne", "se ne").replace("Me ne", "se ne").split()  # ("me ne sono andato": "se ne è andato")
    rest = s[len(lead):].split(" ", 1)
    verb, tail = rest[0], (rest[1] if len(rest) > 1 else "")
    words = ["si" if w.lower() == "mi" else w.lower() for w in words if w.lower() != "io"]
    if verb.lower() in ("piace", "piacciono") and "si" in words:  # "mi piace" → "all'utente piace"
        words.remove("si")
        return _tidy(" ".join(["All'utente", *words, verb, it_own(tail)]))
    head = " ".join(words + [_third(verb, "it")])
    return _tidy(f"L'utente {head} {it_own(tail)}")


def it_own(s: str) -> str:
    """The person's possessives and the household's, in the person's own clause ("con mia moglie e nostro figlio" →
    "suo figlio"); not in someone else's clause, nor a name's ("Nostra Signora", "Cosa Nostra"): small, before a word."""
    return _it_possessives(re.sub(r"(?<=\s)(?-i:nostr([oaie]))(?=\s+\w)",
                                  lambda m: {"o": "suo", "a": "sua", "i": "suoi", "e": "sue"}[m.group(1)], s))


def _it_possessives(s: str) -> str:
    return re.sub(r"\b(mio|mia|miei|mie)\b", lambda m: {"mio": "suo", "mia": "sua", "miei": "suoi", "mie": "sue"}[
        m.group(1).lower()], s, flags=re.I)


def portuguese(clause: str) -> str:
    s = others_words.stressed(clause.strip(), "pt")  # ("mora comigo" → "mora com o utilizador")
    if owned := others_words.owned_with_adjective(s, "pt"):  # ("meu antigo chefe" → "o antigo chefe do utilizador")
        return _tidy(owned[0] + _pt_possessives(others_words.as_object(owned[1], "pt")))
    m = re.match(rf"^(?:(?:o|a|os|as)\s+)?(meu|minha|meus|minhas)\s+({TWO_WORD_NOUN})(.*)$", s, re.I)
    if m:  # "Meu nome é João" → "O nome do utilizador é João"
        rest = others_words.as_object(m.group(3), "pt")  # (the person, object of someone else's verb)
        return _tidy(f"{_PT_ARTICLE[m.group(1).lower()]} {m.group(2)} do utilizador{_pt_possessives(rest)}")
    s = re.sub(r"^eu\s+", "", s, flags=re.I)
    lead = re.match(rf"^{_LEAD['pt']}", s, re.I).group(0)
    words = [w for w in lead.split() if w.lower() != "eu"]
    words = ["se" if w.lower() == "me" else w.lower() for w in words]
    rest = s[len(lead):].split(" ", 1)
    verb, tail = rest[0], (rest[1] if len(rest) > 1 else "")
    head = " ".join(words + [_third(verb, "pt")])
    # the person's own pronoun on an infinitive is theirs too ("para me mudar", "antes de mudar-me"): only
    # after what takes an infinitive (as normalise.spanish does for "para mudarme")
    tail = re.sub(r"\b(de|a|para|pra|sem|que)\s+me\s+(\w{2,}(?:ar|er|ir))\b", r"\1 se \2", tail, flags=re.I)
    tail = re.sub(r"\b(de|a|para|pra|sem|que)\s+(\w{2,}(?:ar|er|ir))-me\b", r"\1 \2-se", tail, flags=re.I)
    return _tidy(f"O utilizador {head} {pt_own(tail)}")


def pt_own(s: str) -> str:
    """The person's possessives and the household's, in the person's own clause ("com a minha mulher e o nosso filho"
    → "o seu filho"); not in someone else's clause, a name's ("Nossa Senhora", "o Pai Nosso") nor "nossa!" alone."""
    return _pt_possessives(re.sub(r"(?<=\s)(?-i:noss([oa]s?))(?=\s+\w)",
                                  lambda m: {"o": "seu", "a": "sua", "os": "seus", "as": "suas"}[m.group(1)], s))


def _pt_possessives(s: str) -> str:
    return re.sub(r"\b(meu|minha|meus|minhas)\b", lambda m: {"meu": "seu", "minha": "sua", "meus": "seus",
                                                             "minhas": "suas"}[m.group(1).lower()], s, flags=re.I)


# (emoji carry a mood, not a fact: as normalise._EMOJI)
_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]")


def _tidy(s: str) -> str:
    s = _EMOJI.sub(" ", s)
    return " ".join(s.split()).strip(" ,;:.!")


# What each attribute of the person is, in these two languages (attributes.py puts each after the
# other languages' rule for the same attribute, so the order of attributes holds).
_KIN = (r"figli[oae]?|moglie|marito|fratell[oi]|sorell[ae]|madre|padre|genitori|nonn[oa]|compagn[oa]|fidanzat[oa]|"
        r"bambin[io]|filh[oa]s?|esposa|marido|irmãos?|irmãs?|mãe|pai|pais|avó|avô|namorad[oa]|companheir[oa]|crianças?")
# (the pets every language's rules share, core/model/pet_nouns.py, with the inflected forms and hens of these two)
_ANIMAL = "|".join((any_pet("it", r"gattin[ae]", r"gallin[ae]"),
                    any_pet("pt", r"cachorr[oa]s?", r"cachorrinh[oa]s?", r"gatinhas?", r"galinhas?")))
_OWN = r"(?:(?:il|la|i|le|o|a|os|as) )?(?:mio|mia|miei|mie|meu|minha|meus|minhas)"
RULES = [
    ("family", re.compile(rf"^{_OWN}\s+(?:\w+\s+)?(?:{_KIN})\b|\bho (?:un|una|due|tre|\d+) (?:figli|figlio|figlia|figlie)\b|"
                          r"\btenho (?:um|uma|dois|duas|três|\d+) (?:filhos?|filhas?)\b", re.I)),
    # (and one taken in, by the person or the household: "Abbiamo preso anche un cane", "Adotamos uma gatinha")
    ("pet", re.compile(rf"(?:^{_OWN}\s+|\bho (?:un|una|due|tre|\d+) |\btenho (?:um|uma|dois|duas|três|\d+) |"
                       r"\b(?:ho|abbiamo) (?:preso|adottato|salvato)(?: anche)? (?:un|una|due|tre|\d+) |"
                       r"\b(?:adotei|adotamos|ganhei|ganhamos|peguei|pegamos)(?: também)? (?:um|uma|dois|duas|\d+) )"
                       rf"(?:\w+ )?(?:{_ANIMAL})\b", re.I)),
    ("name", re.compile(r"\bmi chiamo\b|\bil mio nome è\b|\bme chamo\b|\bchamo-me\b|\b(?:o )?meu nome é\b", re.I)),
    ("age", re.compile(r"\bho \d{1,3} anni$|\b(?:tenho|ho) (?:1[3-9]|[2-9]\d)$|\bho compiuto \d{1,3} anni\b|\btenho \d{1,3} anos$|\b(?:fiz|faço|completei|completo) \d{1,3} anos\b|\bcompio \d{1,3} anni\b|"
                     # a birthday's age said without "anos"/"anni" ("Fiz 33 no domingo"; not "fiz 10 km")
                     r"\b(?:fiz|completei|ho compiuto|compio) \d{1,3}(?=$|[,!.]| (?:no|na|em|ontem|hoje|domingo|sábado|ieri|oggi|il|la|a|in)\b)",
                       re.I)),
    ("relationship", re.compile(r"\bseparat[oaie]\b|\bseparad[oa]s?\b|\bseparei(?:-me)?\b|\bme separei\b|\bho divorziato\b|\bsposat[oaie]\b|\bdivorziat[oaie]\b|\bmi sono sposat|"
                                # the couple's own reflexive ("ci siamo lasciati", "separámo-nos", "casámo-nos")
                                r"\bci siamo (?:lasciati|separati|sposati|fidanzati)\b|\bmi sono lasciat[oa]\b|"
                                r"\b(?:separ|cas|divorci|noiv)[aá]mo(?:-nos|s)\b|"
                                # a couple's "we ended it" ("eu e o Rui acabámos", "abbiamo rotto")
                                r"\b(?:acab|termin)[aá]mos(?: o namoro| a relação|$)|\babbiamo rotto$|\bci siamo mollati\b|\bnos (?:separ|cas|divorci)amos\b|\bnamor(?:o|amos) (?:com\b|(?:o |a )?(?-i:[A-Z]))|\bcasei\b|\bcasei-me\b|\bdivorciad[oa]\b|"
                                r"\bdivorciei\b|\bsolteir[oa]\b|\bnoiv[oa] de\b|\bsono fidanzat[oa]\b", re.I)),
    ("residence", re.compile(r"\b(?:vivo|abito) (?:più |ancora )?(?:a|in|ad|vicino a)\b|\b(?:moro|vivo) mais (?:em|no|na)\b|\b(?:mi sono|ci siamo) trasferit[oaie]\b|\bmud[aá]mo-nos\b|\bnos mudamos\b|\bmi trasferisco\b|\brisiedo\b|"
                             r"\b(?:moro|vivo|moramos|vivemos) (?:em|no|na|perto)\b|\bmudei-me\b|\bme mudei\b|\bmudei para\b|\bresido\b|"
                             r"\ba gente (?:\w+ )?se mudou\b|\bviviamo (?:a|in)\b|\babitiamo (?:a|in)\b|"
                             # moving back ("sono tornato a vivere a Torino", "voltei a morar em Braga")
                             r"\bsono tornat[oa] a (?:vivere (?:a|in)|(?-i:[A-Z]))|\bvoltei (?:a morar (?:em|no|na)|para (?-i:[A-Z]))", re.I)),
    ("job", re.compile(
        # (no article after "come", "como": "lavoro come un matto", "trabalho como uma louca" is a manner)
        r"\blavor(?:o|are) (?:\S+ ){0,4}?come\b(?! (?:un|une|una|uno|um|uma|des|d['’]|toujours|siempre|sempre|nunca|jamais|mai|prévu|previsto|d'hab|antes|avant|prima|loco|loca|louco|louca|matto|matta|fou|folle)\b)|\bsono in pensione\b|"
        # a trade said with "faccio" ("faccio il cameriere", "ora faccio il rider", "faccio l'infermiera")
        # (an adverb between: "ora faccio solo il fotografo", "faccio ancora la cameriera")
        r"\bfaccio (?:(?:solo|soltanto|ancora|ormai|sempre|anche) )?(?:il |la |lo |l['’])\w*(?:ier[ea]|tore|trice|ante|ente|aio|"
        r"aia|ista|rider|medico|cuoc[oa])\b|"
        # (and a few trades by their whole noun: "faccio la commessa in centro", "faccio il postino a Bergamo")
        r"(?<!\bda grande )\bfaccio (?:(?:solo|soltanto|ancora|ormai|sempre|anche) )?(?:il |la |l['’])(?:commess[oa]|postin[oa]|impiegat[oa]|pediatra|psichiatra|geriatra|medic[oa]|avvocat[oa]|psicolog[oa]|"
        r"veterinari[oa]|architett[oa]|ingegnere|maestr[ao]|segretari[oa]|babysitter|badante|ostetrica|idraulic[oa]|"
        # (what or whom it is done for after "di" is the trade's: "il fotografo di matrimoni", "la maestra di sostegno";
        # not someone's, "la babysitter di mia nipote")
        r"meccanic[oa]|fotograf[oa]|cassier[ea]|operai[oa]|contadin[oa]|fornai[oa])\b(?!\s+(?:del|della|dello|per)\b|"
        r"\s+di\s+(?:mia|mio|miei|mie|sua|suo|un|una|qualcuno)\b)"
        # (not a part played for a relative or in a game: "faccio la maestra a mia figlia", "nei giochi di ruolo"; "con
        # mia sorella", "a mio paese" are where and with whom the job is done)
        r"(?!\s+a\s+(?:mia|mio|miei|mie|i miei|le mie)\s+(?:figli[aoe]?|nipot[ei]|nonn[aoi]|bambin[ioe]|ragazz[ioe]|"
        r"fratell[io]|sorell[ae])\b|\s+(?:nei|nel) gioc)|\bestou aposentad[oa]\b|\bsono (?:più )?(?:un |una |un')?(?:infermier[ea]|insegnante|ingegnere|medico|avvocat[oa]|student(?:e|essa)|"
        r"programmat(?:ore|rice)|architett[oa]|cuoc[oa]|farmacista|giornalista|pensionat[oa]|commess[oa]|camerier[ea]|"
        r"stagista|svilupp(?:atore|atrice)|ricercat(?:ore|rice)|professor(?:e|essa)|maestr[ao]|autista|elettricista|meccanic[oa]|"
        r"parrucchier[ea]|fotograf[oa]|tradut(?:tore|trice)|veterinari[oa]|idraulic[oa]|barista|cassier[ea]|"
        r"commercialista|impiegat[oa]|operai[oa]|poliziott[oa]|agricoltore|contadin[oa]|fornai[oa]|pasticcier[ea]|"
        r"segretari[oa]|consulente|analista|psicolog[oa]|dentista|contabile|infermiere|pediatra|psichiatra|"
        # (a branch's head, not a choir's or a household's: "Sono vicedirettore di una filiale")
        r"(?:vice)?dirett(?:ore|rice) di (?:una |della |questa )?filiale)\b"
        r"(?!\s+di formazione)|"
        r"\btrabalh(?:o|ar) (?:\S+ ){0,4}?como\b(?! (?:un|une|una|uno|um|uma|des|d['’]|toujours|siempre|sempre|nunca|jamais|mai|prévu|previsto|d'hab|antes|avant|prima|loco|loca|louco|louca|matto|matta|fou|folle)\b)|\bsou (?:mais )?(?:um |uma )?(?:estagiári[oa]|enfermeir[oa]|professora?|engenheir[oa]|médic[oa]|advogad[oa]|"
        r"estudante|programador[a]?|arquitet[oa]|cozinheir[oa]|farmacêutic[oa]|jornalista|aposentad[oa]|reformad[oa]|"
        r"motorista|vendedor[a]?|cabeleireir[oa]|eletricista|mecânic[oa]|garçom|garçonete|empregad[oa]|secretári[oa]|"
        r"policial|bombeir[oa]|padeir[oa]|agricultor[a]?|fotógraf[oa]|tradutor[a]?|veterinári[oa]|analista|consultor[a]?|"
        r"contabilista|economista|"
        r"desenvolvedora?|investigadora?|pesquisadora?|designer|gerente|contador[a]?|psicólog[oa]|dentista|"
        r"diretor[a]? (?:de|do|da) (?:marketing|vendas|recursos humanos|operações|produto|loja|agência|filial))\b", re.I)),
    ("employer", re.compile(r"(?<!\bal )(?<!\bdal )\blavoro (?:in|per|presso|alla|al|nella|nel|da)\b|(?<!\bao )(?<!\bdo )(?<!\bpro )\btrabalho (?:na|no|num|numa|em|para|pela|pelo)\b|"
                            # a workplace begun, by its name ("lunedì comincio alla Ferrari", "comecei na Galp")
                            r"\b(?:comincio|inizio|entro|ho cominciato|ho iniziato|sono entrat[oa]) (?:a lavorare )?"
                            r"(?:alla|al|allo|dalla|da|presso|nella|nel|in) (?-i:[A-Z])|"
                            r"\b(?:começo|comecei|entro|entrei) (?:a trabalhar )?(?:na|no|em|para) (?-i:[A-Z])", re.I)),
    ("language", re.compile(r"\bparlo\b|\bsto imparando (?:il |l')?\w+|\bfalo\b|\bestou (?:a )?aprend(?:endo|er)\b", re.I)),
    ("preference", re.compile(r"\b(?:adoro|amo|odio|preferisco|mi piace|mi piacciono|gosto|prefiro|odeio)\b", re.I)),
]
NEGATION = r"\bnon\b|\bnão\b|\bho smesso\b|\bparei\b|\bdeixei de\b"
LEFT_EMPLOYER = (r"\bho lasciato (?-i:[A-Z])|\bme ne sono andat[oa] (?:da|dalla|dal|dall['’]) ?(?-i:[A-Z])|\bmi sono licenziat[oa] da\b|\bsaí (?:da|do) (?-i:[A-Z])|"
                 r"\bdeixei (?:a|o) (?-i:[A-Z])|\b(?:despedi|demiti)-me (?:da|do) (?-i:[A-Z])")
LEFT_JOB = (r"\bho lasciato il (?:mio )?lavoro\b|\bmi hanno licenziat|\bsono andat[oa] in pensione\b|"
            r"\bdeixei (?:o )?(?:meu )?emprego\b|\b(?:saí|sai) do (?:meu )?(?:emprego|trabalho)\b|\bho lasciato il posto\b|\bfui demitid[oa]\b|\bme aposentei\b|\breformei-me\b|"
            # a job lost, or left said with a pronominal verb ("sono rimasto senza lavoro", "fiquei sem emprego",
            # "despedi-me": I resigned)
            r"\bho perso il (?:mio )?lavoro\b|\bsono rimast[oa] senza lavoro\b|\bperdi o (?:meu )?emprego\b|"
            r"\bfiquei sem (?:emprego|trabalho)\b|\b(?:despedi|demiti)-me\b|\bmi sono licenziat[oa]\b|"
            # (chat's "largar" of the job itself: "larguei o emprego"; "larguei o trabalho às 18h" is only leaving work)
            r"\blarguei o (?:meu )?emprego\b|"
            # (and the trade itself given up: "larguei a profissão de eletricista", "ho lasciato la professione")
            # (not set aside for a while: "Deixei a profissão de lado por uns meses", "per un anno sabbatico", "por uns tempos";
            # nor a part of it, "la professione forense")
            r"\b(?:larguei|abandonei|ho lasciato|ho abbandonato) (?:a|la) (?:minha |mia )?(?:profissão|professione)\b"
            r"(?! de lado| da parte| forense)(?!\s+(?:\w+\s+)?(?:per|por)\s+(?:un|uno|una|uns|um|uma|qualche|alcuni|alguns|algum|"
            r"\d+|due|tre|sei|dois|três|seis|tempo|tempos|periodo|período|po)\b)")
PAST = r"\b(?:vivevo|abitavo|lavoravo|ero|morava|trabalhava|vivia)\b|\bda bambin[oa]\b|\bquando ero\b"
OWNERS = r"mio|mia|miei|mie|meu|minha|meus|minhas"
OWN_NOUNS = r"nome|lavoro|età|indirizzo|idade|trabalho|emprego|endereço|profissão|professione"
