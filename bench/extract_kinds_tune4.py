"""Tuning sequences for the causes of missed changes the last engineer found and left (issue 28,
branch w28n): a negation the rules cannot place and the model answers nothing for ("I don't have a
car anymore", "non sono più sposata"); clauses that open on It/That/This ("It was my 41st birthday
yesterday"); a sale or a loss of a thing named only by its model or brand ("Ho una Panda" then
"Ho venduto la Panda"); Chinese and Japanese negations that share no two-character chunk with the
old fact (戒烟 after 抽烟, 不吃素了 after 我是素食者, お酒をやめた after お酒が好き); a past-dated start
with a year ("After I left Acme in 2010 I joined Globex") that must not replace the work said now;
and new states told in ordinary assistant-chat words (the "new state never extracted" kind).
Written and committed before any rule was changed on them, without reading the blind sets
(bench/extract_unseen.py, bench/extract_unseen2.py) or their per-case output.

Controls, where nothing may end, are marked: another person's loss or sale, a past-dated story
next to work said now, a negation about something else, a question.

This is a tuning set (kinds-tune4): rules may be changed on its failures. It is no held-out figure.
First run (branch w28n at 554f3bd, with the model): 22/45 sequences right, "ended" precision 0.89 (17/19),
recall 0.50 (17/34): two past-dated starts ended the work said since. After branch w28n's rules: 37/45,
precision 1.00 (31/31), recall 0.91 (31/34). Left: 禁煙 ends no タバコ (no shared object), "ya no tengo
coche" only asks about "tiene coche" (a fact no rule placed, sharing only a noun), "I don't have Rex
anymore" is placed on no attribute, "Esa fue mi última semana" is read as no one's, and an extra fact kept
("C'était son anniversaire hier").

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("I have a car.", ["User has a car"]),
            ("I don't have a car anymore.", ["User doesn't have a car anymore"])]),
    ("en", [("I have a dog called Rex.", ["User has a dog called Rex"]),
            ("I don't have Rex anymore, he died in May.", ["User doesn't have Rex anymore"])]),
    ("en", [("I'm 40.", ["User is 40"]),
            ("It was my 41st birthday yesterday. Any cake ideas for next year?",
             ["It was User's 41st birthday yesterday"])]),
    ("en", [("I work at Acme.", ["User works at Acme"]),
            ("That was my last week at Acme. Can you help me write a goodbye email?",
             ["That was User's last week at Acme"])]),
    ("en", [("I drive a Golf.", ["User drives a Golf"]),
            ("I sold the Golf last weekend.", ["User sold the Golf last weekend"])]),
    ("en", [("I work at Initech.", ["User works at Initech"]),  # control: a past-dated story, work now unchanged
            ("After I left Acme in 2010 I joined Globex.",
             ["User works at Initech", "After User left Acme in 2010 User joined Globex"])]),
    ("en", [("I have a Tesla.", ["User has a Tesla"]),  # control: another person's sale
            ("My brother sold his Tesla.", ["User has a Tesla", "User's brother sold his Tesla"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我抽烟。", ["用户抽烟"]),
            ("我戒烟了。", ["用户戒烟了"])]),
    ("zh", [("我是素食者。", ["用户是素食者"]),
            ("我不吃素了。", ["用户不吃素了"])]),
    ("zh", [("我很喜欢吃肉。", ["用户很喜欢吃肉"]),
            ("我不吃肉了。", ["用户不吃肉了"])]),
    ("zh", [("我有一辆车。", ["用户有一辆车"]),
            ("我没有车了。", ["用户没有车了"])]),
    ("zh", [("我在百度工作。", ["用户在百度工作"]),
            ("那是我在百度的最后一周。", ["那是用户在百度的最后一周"])]),
    ("zh", [("我抽烟。", ["用户抽烟"]),  # control: another person stopped
            ("我爸爸戒烟了。", ["用户抽烟", "用户的爸爸戒烟了"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("お酒が好きです。", ["ユーザーはお酒が好きです"]),
            ("お酒をやめました。", ["ユーザーはお酒をやめました"])]),
    ("ja", [("タバコを吸っています。", ["ユーザーはタバコを吸っています"]),
            ("禁煙しました。", ["ユーザーは禁煙しました"])]),
    ("ja", [("車を持っています。", ["ユーザーは車を持っています"]),
            ("もう車は持っていません。", ["ユーザーはもう車は持っていません"])]),
    ("ja", [("プリウスに乗っています。", ["ユーザーはプリウスに乗っています"]),
            ("プリウスを売りました。", ["ユーザーはプリウスを売りました"])]),
    ("ja", [("お酒が好きです。", ["ユーザーはお酒が好きです"]),  # control: another person stopped
            ("夫がお酒をやめました。", ["ユーザーはお酒が好きです", "ユーザーの夫がお酒をやめました"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich habe ein Auto.", ["Der Nutzer hat ein Auto"]),
            ("Ich habe kein Auto mehr.", ["Der Nutzer hat kein Auto mehr"])]),
    ("de", [("Ich fahre einen Passat.", ["Der Nutzer fährt einen Passat"]),
            ("Ich habe den Passat verkauft.", ["Der Nutzer hat den Passat verkauft"])]),
    ("de", [("Ich rauche.", ["Der Nutzer raucht"]),
            ("Ich rauche nicht mehr.", ["Der Nutzer raucht nicht mehr"])]),
    ("de", [("Ich arbeite bei Bosch.", ["Der Nutzer arbeitet bei Bosch"]),
            ("Das war meine letzte Woche bei Bosch.", ["Das war die letzte Woche des Nutzers bei Bosch"])]),
    ("de", [("Ich arbeite bei SAP.", ["Der Nutzer arbeitet bei SAP"]),  # control: a past-dated story
            ("Nachdem ich 2012 Siemens verlassen hatte, bin ich zu Bosch gegangen.",
             ["Der Nutzer arbeitet bei SAP", "Nachdem der Nutzer 2012 Siemens verlassen hatte, ist er zu Bosch gegangen"])]),
    ("de", [("Ich fahre einen Passat.", ["Der Nutzer fährt einen Passat"]),  # control: another person's sale
            ("Meine Schwester hat ihren Golf verkauft.",
             ["Der Nutzer fährt einen Passat", "Die Schwester des Nutzers hat ihren Golf verkauft"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("J'ai une voiture.", ["L'utilisateur a une voiture"]),
            ("Je n'ai plus de voiture.", ["L'utilisateur n'a plus de voiture"])]),
    ("fr", [("Je fume.", ["L'utilisateur fume"]),
            ("Je ne fume plus.", ["L'utilisateur ne fume plus"])]),
    ("fr", [("Je conduis une Clio.", ["L'utilisateur conduit une Clio"]),
            ("J'ai vendu la Clio.", ["L'utilisateur a vendu la Clio"])]),
    ("fr", [("J'ai 29 ans.", ["L'utilisateur a 29 ans"]),
            ("C'était mon anniversaire hier, j'ai eu 30 ans.", ["L'utilisateur a eu 30 ans"])]),
    ("fr", [("Je travaille chez Orange.", ["L'utilisateur travaille chez Orange"]),  # control: a past-dated story
            ("Après avoir quitté Renault en 2009, j'ai rejoint Airbus.",
             ["L'utilisateur travaille chez Orange", "Après avoir quitté Renault en 2009, l'utilisateur a rejoint Airbus"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Tengo coche.", ["El usuario tiene coche"]),
            ("Ya no tengo coche.", ["El usuario ya no tiene coche"])]),
    ("es", [("Fumo.", ["El usuario fuma"]),
            ("Ya no fumo.", ["El usuario ya no fuma"])]),
    ("es", [("Tengo un Corolla.", ["El usuario tiene un Corolla"]),
            ("Vendí el Corolla.", ["El usuario vendió el Corolla"])]),
    ("es", [("Trabajo en Inditex.", ["El usuario trabaja en Inditex"]),
            ("Esa fue mi última semana en Inditex.", ["Esa fue la última semana del usuario en Inditex"])]),
    ("es", [("Tengo un Corolla.", ["El usuario tiene un Corolla"]),  # control: a question
            ("¿Debería vender el Corolla?", ["El usuario tiene un Corolla"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Sono sposata.", ["L'utente è sposata"]),
            ("Non sono più sposata.", ["L'utente non è più sposata"])]),
    ("it", [("Ho una Panda.", ["L'utente ha una Panda"]),
            ("Ho venduto la Panda.", ["L'utente ha venduto la Panda"])]),
    ("it", [("Ho una macchina.", ["L'utente ha una macchina"]),
            ("Non ho più la macchina.", ["L'utente non ha più la macchina"])]),
    ("it", [("Fumo.", ["L'utente fuma"]),
            ("Non fumo più.", ["L'utente non fuma più"])]),
    ("it", [("Lavoro alla Fiat.", ["L'utente lavora alla Fiat"]),  # control: a past-dated story
            ("Dopo aver lasciato la Pirelli nel 2011 sono entrato in Eni.",
             ["L'utente lavora alla Fiat", "Dopo aver lasciato la Pirelli nel 2011 l'utente è entrato in Eni"])]),
    ("it", [("Ho una Panda.", ["L'utente ha una Panda"]),  # control: another person's sale
            ("Mio fratello ha venduto la sua Punto.", ["L'utente ha una Panda", "Il fratello dell'utente ha venduto la sua Punto"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Tenho um carro.", ["O utilizador tem um carro"]),
            ("Já não tenho carro.", ["O utilizador já não tem carro"])]),
    ("pt", [("Tenho um Fiat Uno.", ["O utilizador tem um Fiat Uno"]),
            ("Vendi o Uno.", ["O utilizador vendeu o Uno"])]),
    ("pt", [("Sou casada.", ["O utilizador é casada"]),
            ("Não sou mais casada.", ["O utilizador não é mais casada"])]),
    ("pt", [("Fumo.", ["O utilizador fuma"]),
            ("Não fumo mais.", ["O utilizador não fuma mais"])]),
    ("pt", [("Trabalho na Sonae.", ["O utilizador trabalha na Sonae"]),  # control: a past-dated story
            ("Depois de sair da Galp em 2008, entrei na EDP.",
             ["O utilizador trabalha na Sonae", "Depois de sair da Galp em 2008, o utilizador entrou na EDP"])]),
]
