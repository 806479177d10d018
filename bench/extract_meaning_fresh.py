"""Changes of state told in everyday words, written for issue 28's meaning stage (branch w28a) after it was
built and committed before its first run: a small check of how the stage and the rules reach phrasings
neither was tuned on. Not a blind set (its author wrote the stage), so read it beside the held-out sets.

24 sequences, 3 per language (English, French, German, Spanish, Italian, Portuguese, Chinese, Japanese):
two changes and one control each (a trip, a mood, someone else's change, a plan: nothing may end).

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    ("en", [("I'm a sous-chef at a hotel restaurant.", ["User is a sous-chef at a hotel restaurant"]),
            ("Big news: I'm head chef now!", ["User is head chef now"])]),
    ("en", [("I'm vegan.", ["User is vegan"]),
            ("I've gone back to eating dairy and eggs.", ["User has gone back to eating dairy and eggs"])]),
    ("en", [("I live in Glasgow.", ["User lives in Glasgow"]),
            ("I spent a week in Dublin for a wedding.", ["User lives in Glasgow",
                                                         "User spent a week in Dublin for a wedding"])]),
    ("fr", [("Je suis infirmière à Bordeaux.", ["L'utilisateur est infirmière à Bordeaux"]),
            ("Je suis passée cadre de santé en janvier.", ["L'utilisateur est passée cadre de santé en janvier"])]),
    ("fr", [("Je suis fiancée à Karim.", ["L'utilisateur est fiancée à Karim"]),
            ("Karim et moi, c'est fini.", ["Karim et l'utilisateur, c'est fini"])]),
    ("fr", [("J'habite à Rennes.", ["L'utilisateur habite à Rennes"]),
            ("Mon frère s'est installé à Brest.", ["L'utilisateur habite à Rennes", "Le frère de l'utilisateur s'est installé à Brest"])]),
    ("de", [("Ich bin Vegetarierin.", ["Der Nutzer ist Vegetarierin"]),
            ("Ich esse seit dem Sommer wieder Fleisch.", ["Der Nutzer isst seit dem Sommer wieder Fleisch"])]),
    ("de", [("Ich arbeite als Verkäufer bei Aldi.", ["Der Nutzer arbeitet als Verkäufer bei Aldi"]),
            ("Ich bin seit März Filialleiter.", ["Der Nutzer ist seit März Filialleiter"])]),
    ("de", [("Ich wohne in Köln.", ["Der Nutzer wohnt in Köln"]),
            ("Ich war eine Woche in Wien im Urlaub.", ["Der Nutzer wohnt in Köln", "Der Nutzer war eine Woche in Wien im Urlaub"])]),
    ("es", [("Trabajo de camarero en un bar.", ["El usuario trabaja de camarero en un bar"]),
            ("Me quedé sin trabajo en enero.", ["El usuario se quedó sin trabajo en enero"])]),
    ("es", [("Estoy casada con Pablo.", ["El usuario está casada con Pablo"]),
            ("Pablo y yo nos divorciamos el año pasado.", ["El usuario y Pablo se divorciaron el año pasado"])]),
    ("es", [("Vivo en Bilbao.", ["El usuario vive en Bilbao"]),
            ("Mi hermana se mudó a Valencia.", ["El usuario vive en Bilbao", "La hermana del usuario se mudó a Valencia"])]),
    ("it", [("Faccio il commesso in un negozio di scarpe.", ["L'utente fa il commesso in un negozio di scarpe"]),
            ("Adesso sono il direttore del negozio.", ["L'utente adesso è il direttore del negozio"])]),
    ("it", [("Mangio di tutto.", ["L'utente mangia di tutto"]),
            ("Da un mese sono vegetariano.", ["L'utente da un mese è vegetariano"])]),
    ("it", [("Vivo a Padova.", ["L'utente vive a Padova"]),
            ("Sono stanchissimo dopo il viaggio a Roma.", ["L'utente vive a Padova"])]),
    ("pt", [("Sou professora de inglês.", ["O utilizador é professora de inglês"]),
            ("Reformei-me no ano passado.", ["O utilizador reformou-se no ano passado"])]),
    ("pt", [("Namoro com o Rui há dois anos.", ["O utilizador namora com o Rui há dois anos"]),
            ("Eu e o Rui acabámos.", ["O utilizador e o Rui acabaram"])]),
    ("pt", [("Moro em Faro.", ["O utilizador mora em Faro"]),
            ("Passei o fim de semana em Lagos.", ["O utilizador mora em Faro", "O utilizador passou o fim de semana em Lagos"])]),
    ("zh", [("我在一家咖啡店当店员。", ["用户在一家咖啡店当店员"]),
            ("我被提拔为店长了。", ["用户被提拔为店长了"])]),
    ("zh", [("我吃素。", ["用户吃素"]),
            ("我现在又开始吃肉了。", ["用户现在又开始吃肉了"])]),
    ("zh", [("我住在南京。", ["用户住在南京"]),
            ("我下周去北京出差。", ["用户住在南京", "用户下周去北京出差"])]),
    ("ja", [("独身です。", ["ユーザーは独身です"]),
            ("先月結婚しました。", ["ユーザーは先月結婚しました"])]),
    ("ja", [("タバコを吸っています。", ["ユーザーはタバコを吸っています"]),
            ("タバコをやめました。", ["ユーザーはタバコをやめました"])]),
    ("ja", [("札幌に住んでいます。", ["ユーザーは札幌に住んでいます"]),
            ("夏休みに沖縄へ行きました。", ["ユーザーは札幌に住んでいます", "ユーザーは夏休みに沖縄へ行きました"])]),
]
