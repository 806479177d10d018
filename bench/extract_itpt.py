"""Held-out Italian and Portuguese cases (issue 28), written before any Italian or Portuguese rule.

Messages as people write them to an assistant: facts about themselves among requests, questions,
other people's doings and small talk (which must stay empty). Committed before the rules for these
two languages were written, so the first figures measure rules that never saw them.

CASES: (language, message, expected facts as (text, attribute or None)); [] means nothing to keep.
SEQUENCES: (language, [(message, the person's current facts after it)]): changes over time.
"""

N = None
CASES = [
    # -- Italian ---------------------------------------------------------------------------------
    ("it", "Vivo a Bologna e lavoro come infermiera.",
     [("L'utente vive a Bologna", "residence"), ("L'utente lavora come infermiera", "job")]),
    ("it", "Sono vegetariano da dieci anni, mi consigli una ricetta per stasera?",
     [("L'utente è vegetariano da dieci anni", "diet")]),
    ("it", "Mi chiamo Giulia e ho 34 anni.", [("L'utente si chiama Giulia", "name"), ("L'utente ha 34 anni", "age")]),
    ("it", "Sono allergico alle arachidi.", [("L'utente è allergico alle arachidi", "allergy")]),
    ("it", "Lavoro in Ferrari da cinque anni.", [("L'utente lavora in Ferrari da cinque anni", "employer")]),
    ("it", "Mia figlia si chiama Sofia e ha sei anni.",
     [("La figlia dell'utente si chiama Sofia", "family"), ("La figlia dell'utente ha sei anni", "family")]),
    ("it", "Parlo italiano e inglese.", [("L'utente parla italiano e inglese", "language")]),
    ("it", "Che tempo fa a Milano domani?", []),
    ("it", "Ciao! Puoi aiutarmi a scrivere una email al mio capo?", []),
    ("it", "Traduci in inglese: vivo a Napoli con mio fratello.", []),
    ("it", "Mio marito lavora a Torino.", [("Il marito dell'utente lavora a Torino", "family")]),
    ("it", "Ho un cane che si chiama Rocco.", [("L'utente ha un cane che si chiama Rocco", "pet")]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", "Moro em Lisboa e trabalho como professora.",
     [("O utilizador mora em Lisboa", "residence"), ("O utilizador trabalha como professora", "job")]),
    ("pt", "Sou vegana há três anos. Você tem sugestões de jantar?",
     [("O utilizador é vegana há três anos", "diet")]),
    ("pt", "Meu nome é João e tenho 41 anos.", [("O nome do utilizador é João", "name"), ("O utilizador tem 41 anos", "age")]),
    ("pt", "Sou alérgico a camarão.", [("O utilizador é alérgico a camarão", "allergy")]),
    ("pt", "Trabalho na Embraer como engenheiro.", [("O utilizador trabalha na Embraer como engenheiro", "job")]),
    ("pt", "Minha filha tem dois anos e adora cantar.",
     [("A filha do utilizador tem dois anos", "family"), ("A filha do utilizador adora cantar", "family")]),
    ("pt", "Falo português e espanhol.", [("O utilizador fala português e espanhol", "language")]),
    ("pt", "Qual é a capital da Austrália?", []),
    ("pt", "Obrigado! Pode me ajudar a escrever um e-mail?", []),
    ("pt", "Traduza para inglês: eu moro no Porto.", []),
    ("pt", "Meu irmão mora em São Paulo.", [("O irmão do utilizador mora em São Paulo", "family")]),
    ("pt", "Tenho dois gatos, o Tico e a Nina.", [("O utilizador tem dois gatos, o Tico e a Nina", "pet")]),
]

SEQUENCES = [
    ("it", [("Vivo a Roma.", ["L'utente vive a Roma"]),
            ("Mi sono trasferito a Milano a settembre.", ["L'utente si è trasferito a Milano a settembre"])]),
    ("it", [("Sono vegano.", ["L'utente è vegano"]),
            ("Non sono più vegano.", ["L'utente non è più vegano"])]),
    ("it", [("Lavoro in Fiat.", ["L'utente lavora in Fiat"]),
            ("Ho lasciato Fiat e ora lavoro in Pirelli.", ["L'utente ora lavora in Pirelli"])]),
    ("pt", [("Moro no Porto.", ["O utilizador mora no Porto"]),
            ("Mudei-me para Braga no mês passado.", ["O utilizador mudou-se para Braga no mês passado"])]),
    ("pt", [("Sou vegetariano.", ["O utilizador é vegetariano"]),
            ("Não sou mais vegetariano.", ["O utilizador não é mais vegetariano"])]),
    ("pt", [("Trabalho na Petrobras.", ["O utilizador trabalha na Petrobras"]),
            ("Saí da Petrobras e agora trabalho na Vale.", ["O utilizador agora trabalha na Vale"])]),
]
