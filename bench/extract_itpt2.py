"""A second Italian and Portuguese held-out set (issue 28), written after the rules for the two
languages and committed before the extractor was run on it: the honest figure for those rules.

CASES: (language, message, expected facts as (text, attribute or None)); [] means nothing to keep.
SEQUENCES: (language, [(message, the person's current facts after it)]).
"""

N = None
CASES = [
    # -- Italian ---------------------------------------------------------------------------------
    ("it", "Ciao, sono un ingegnere e abito a Firenze. Mi aiuti a preparare un colloquio?",
     [("L'utente è un ingegnere", "job"), ("L'utente abita a Firenze", "residence")]),
    ("it", "Ho due figli e un gatto che si chiama Miele.",
     [("L'utente ha due figli", "family"), ("L'utente ha un gatto che si chiama Miele", "pet")]),
    ("it", "Sono celiaco, quindi niente glutine per me.", [("L'utente è celiaco", "health")]),
    ("it", "Mia moglie è medico e lavora a Padova.",
     [("La moglie dell'utente è medico", "family"), ("La moglie dell'utente lavora a Padova", "family")]),
    ("it", "Puoi spiegarmi la differenza tra IVA e IRPEF?", []),
    ("it", "Ho 52 anni e sono in pensione da poco.", [("L'utente ha 52 anni", "age"), ("L'utente è in pensione da poco", "job")]),
    ("it", "Studio giapponese da due anni.", [("L'utente studia giapponese da due anni", "language")]),
    ("it", "Grazie mille, sei stato utilissimo!", []),
    ("it", "Mi piace molto il jazz e suono il sassofono.",
     [("L'utente piace molto il jazz", "preference"), ("L'utente suona il sassofono", N)]),
    ("it", "Lavoro per Enel come analista dei dati.", [("L'utente lavora per Enel come analista dei dati", "job")]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", "Olá! Sou médica e moro em Curitiba. Pode me ajudar com um currículo?",
     [("O utilizador é médica", "job"), ("O utilizador mora em Curitiba", "residence")]),
    ("pt", "Tenho um cachorro chamado Thor e dois filhos.",
     [("O utilizador tem um cachorro chamado Thor", "pet"), ("O utilizador tem dois filhos", "family")]),
    ("pt", "Sou intolerante à lactose.", [("O utilizador é intolerante à lactose", "health")]),
    ("pt", "Meu marido trabalha em Recife.", [("O marido do utilizador trabalha em Recife", "family")]),
    ("pt", "Como faço para renovar o passaporte?", []),
    ("pt", "Tenho 29 anos e sou designer.", [("O utilizador tem 29 anos", "age"), ("O utilizador é designer", "job")]),
    ("pt", "Estou aprendendo alemão para me mudar para Berlim.",
     [("O utilizador está aprendendo alemão para se mudar para Berlim", "language")]),
    ("pt", "Muito obrigada pela ajuda!", []),
    ("pt", "Adoro futebol e jogo aos domingos.",
     [("O utilizador adora futebol", "preference"), ("O utilizador joga aos domingos", N)]),
    ("pt", "Trabalho para a Natura como gerente de vendas.",
     [("O utilizador trabalha para a Natura como gerente de vendas", "job")]),
]

SEQUENCES = [
    ("it", [("Abito a Genova.", ["L'utente abita a Genova"]),
            ("Non abito più a Genova, ora vivo a Torino.", ["L'utente ora vive a Torino"])]),
    ("it", [("Sono sposato.", ["L'utente è sposato"]),
            ("Mi sono separato l'anno scorso.", ["L'utente si è separato l'anno scorso"])]),
    ("pt", [("Moro em Coimbra.", ["O utilizador mora em Coimbra"]),
            ("Agora moro em Faro.", ["O utilizador agora mora em Faro"])]),
    ("pt", [("Tenho 40 anos.", ["O utilizador tem 40 anos"]),
            ("Fiz 41 anos ontem!", ["O utilizador fez 41 anos ontem"])]),
]
