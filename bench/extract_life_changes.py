"""Life changes told in eight languages: a fourth held-out set of state-change sequences for issue 28,
written before its first run and before its author (branch w28c) read the supersede rules.

Each sequence is two to four first-person messages as a person tells an assistant about their life,
the later ones changing an earlier state: a job change told as quitting and starting, leaving one
company and joining another, a promotion, a birthday, moving (abroad, to another city, back home),
a relationship (engaged then married, a break-up, a divorce), a car sold for a bike, a diet started
or stopped, smoking given up, a bare negation, a pet that died, and a language learned (languages are
many-valued: learning one must end nothing). Eight controls end nothing: a visit, a hypothetical,
someone else's change, a plan.

The split into a tuning half and a held-out half is fixed here, before any run: the sequences at even
positions (0, 2, 4, ...) are the tuning half (lifechange-tune), those at odd positions the held-out
half (lifechange-held). Rules may be changed on the tuning half's failures only; the held-out half
is reported once, at the end.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

from types import SimpleNamespace

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("I'm a paralegal at a law firm in Manchester.", ["User is a paralegal at a law firm in Manchester"]),
            ("Quick update: I left the law firm last month and I've started an apprenticeship as a plumber.",
             ["User has started an apprenticeship as a plumber"])]),
    ("en", [("I work as a junior accountant.", ["User works as a junior accountant"]),
            ("I got promoted to senior accountant on Monday!", ["User got promoted to senior accountant on Monday"])]),
    ("en", [("I have a golden retriever called Max.", ["User has a golden retriever called Max"]),
            ("Our dog Max died last week.", ["User's dog Max died last week"])]),
    ("en", [("I speak English and Polish.", ["User speaks English and Polish"]),
            ("I've started learning Spanish on Duolingo.",
             ["User speaks English and Polish", "User has started learning Spanish on Duolingo"])]),
    ("en", [("I live in Leeds.", ["User lives in Leeds"]),  # control: a visit
            ("I'm visiting my sister in Edinburgh next weekend.",
             ["User lives in Leeds", "User is visiting their sister in Edinburgh next weekend"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo en el departamento de marketing de Telefónica.",
             ["El usuario trabaja en el departamento de marketing de Telefónica"]),
            ("He dejado Telefónica y desde el lunes estoy en BBVA.", ["El usuario está en BBVA desde el lunes"])]),
    ("es", [("Tengo 34 años.", ["El usuario tiene 34 años"]),
            ("¡Ayer cumplí 35!", ["El usuario cumplió 35 ayer"])]),
    ("es", [("Como de todo, carne incluida.", ["El usuario come de todo, carne incluida"]),
            ("Desde enero soy vegetariana.", ["El usuario es vegetariana desde enero"])]),
    ("es", [("Trabajo en una gestoría en Valladolid.", ["El usuario trabaja en una gestoría en Valladolid"]),
            ("Ya no trabajo en la gestoría.", ["El usuario ya no trabaja en la gestoría"])]),
    ("es", [("Vivo en Sevilla.", ["El usuario vive en Sevilla"]),  # control: a hypothetical
            ("Si me mudara a Valencia, ¿qué barrio me recomendarías?", ["El usuario vive en Sevilla"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("J'habite à Lyon.", ["L'utilisateur habite à Lyon"]),
            ("Je me suis installé à Montréal en septembre.", ["L'utilisateur s'est installé à Montréal en septembre"])]),
    ("fr", [("Je suis en couple avec Julien depuis cinq ans.", ["L'utilisateur est en couple avec Julien depuis cinq ans"]),
            ("Julien et moi, on s'est séparés cet été.", ["L'utilisateur et Julien se sont séparés cet été"])]),
    ("fr", [("Je fume un paquet par jour.", ["L'utilisateur fume un paquet par jour"]),
            ("Ça fait deux mois que j'ai arrêté de fumer !", ["L'utilisateur a arrêté de fumer il y a deux mois"])]),
    ("fr", [("J'ai une Peugeot 208.", ["L'utilisateur a une Peugeot 208"]),
            ("J'ai vendu ma voiture, maintenant je vais au travail en vélo.",
             ["L'utilisateur va au travail en vélo maintenant"])]),
    ("fr", [("Je travaille chez Renault.", ["L'utilisateur travaille chez Renault"]),  # control: someone else
            ("Ma femme vient de quitter son poste chez Orange.",
             ["L'utilisateur travaille chez Renault", "La femme de l'utilisateur vient de quitter son poste chez Orange"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich arbeite als Krankenpfleger in einer Klinik in Freiburg.",
             ["Der Nutzer arbeitet als Krankenpfleger in einer Klinik in Freiburg"]),
            ("Ich habe in der Klinik gekündigt und arbeite jetzt als Rettungssanitäter.",
             ["Der Nutzer arbeitet jetzt als Rettungssanitäter"])]),
    ("de", [("Ich habe eine Freundin, sie heißt Lena.", ["Der Nutzer hat eine Freundin namens Lena"]),
            ("Lena und ich haben uns verlobt!", ["Der Nutzer und Lena haben sich verlobt"]),
            ("Lena und ich haben im Mai geheiratet.", ["Der Nutzer und Lena haben im Mai geheiratet"])]),
    ("de", [("Ich bin Teamleiter bei Bosch.", ["Der Nutzer ist Teamleiter bei Bosch"]),
            ("Seit April bin ich Abteilungsleiter.", ["Der Nutzer ist seit April Abteilungsleiter"])]),
    ("de", [("Ich spreche Deutsch und Türkisch.", ["Der Nutzer spricht Deutsch und Türkisch"]),
            ("Seit dem Herbst lerne ich Japanisch.",
             ["Der Nutzer spricht Deutsch und Türkisch", "Der Nutzer lernt seit dem Herbst Japanisch"])]),
    ("de", [("Ich wohne in Köln.", ["Der Nutzer wohnt in Köln"]),  # control: a plan
            ("Wir überlegen, nächstes Jahr nach Hamburg zu ziehen.",
             ["Der Nutzer wohnt in Köln", "Der Nutzer überlegt, nächstes Jahr nach Hamburg zu ziehen"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Ho 27 anni.", ["L'utente ha 27 anni"]),
            ("Oggi compio 28 anni!", ["L'utente compie 28 anni oggi"])]),
    ("it", [("Lavoro in Fiat come ingegnere.", ["L'utente lavora in Fiat come ingegnere"]),
            ("Me ne sono andato dalla Fiat e adesso lavoro in Ferrari.", ["L'utente adesso lavora in Ferrari"])]),
    ("it", [("Abito a Napoli.", ["L'utente abita a Napoli"]),
            ("A marzo mi sono trasferita a Torino.", ["L'utente si è trasferita a Torino a marzo"])]),
    ("it", [("Sono vegana da due anni.", ["L'utente è vegana da due anni"]),
            ("Ho smesso con la dieta vegana a settembre.", ["L'utente ha smesso con la dieta vegana a settembre"])]),
    ("it", [("Vivo a Bologna.", ["L'utente vive a Bologna"]),  # control: a visit
            ("Questo fine settimana vado a trovare i miei a Bari.",
             ["L'utente vive a Bologna", "L'utente questo fine settimana va a trovare i suoi a Bari"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Fumo desde os 18 anos.", ["O utilizador fuma desde os 18 anos"]),
            ("Deixei de fumar em janeiro.", ["O utilizador deixou de fumar em janeiro"])]),
    ("pt", [("Tenho um Renault Clio.", ["O utilizador tem um Renault Clio"]),
            ("Vendi o carro e comprei uma bicicleta elétrica.", ["O utilizador comprou uma bicicleta elétrica"])]),
    ("pt", [("Moro em Curitiba.", ["O utilizador mora em Curitiba"]),
            ("Não moro mais em Curitiba.", ["O utilizador não mora mais em Curitiba"])]),
    ("pt", [("Tenho uma gata chamada Mia.", ["O utilizador tem uma gata chamada Mia"]),
            ("A Mia morreu na semana passada.", ["A gata do utilizador, Mia, morreu na semana passada"])]),
    ("pt", [("Sou professora de matemática.", ["O utilizador é professora de matemática"]),  # control: a hypothetical
            ("Se eu mudasse de carreira, o que achas de programação?", ["O utilizador é professora de matemática"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在一家银行做柜员。", ["用户在一家银行做柜员"]),
            ("我从银行辞职了，现在在做网页设计。", ["用户现在在做网页设计"])]),
    ("zh", [("我和丈夫结婚十年了。", ["用户和丈夫结婚十年了"]),
            ("我们去年离婚了。", ["用户去年离婚了"])]),
    ("zh", [("我住在上海。", ["用户住在上海"]),
            ("我搬到深圳工作了。", ["用户搬到深圳工作了"]),
            ("去年我又搬回了上海。", ["用户去年又搬回了上海"])]),
    ("zh", [("我会说中文和英文。", ["用户会说中文和英文"]),
            ("我最近开始学法语。", ["用户会说中文和英文", "用户最近开始学法语"])]),
    ("zh", [("我住在北京。", ["用户住在北京"]),  # control: someone else
            ("我妹妹搬到成都了。", ["用户住在北京", "用户的妹妹搬到成都了"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("私は営業部の主任です。", ["ユーザーは営業部の主任です"]),
            ("四月から課長に昇進しました。", ["ユーザーは四月から課長に昇進しました"])]),
    ("ja", [("今32歳です。", ["ユーザーは今32歳です"]),
            ("昨日33歳の誕生日を迎えました。", ["ユーザーは昨日33歳の誕生日を迎えました"])]),
    ("ja", [("タバコを吸っています。", ["ユーザーはタバコを吸っています"]),
            ("半年前にタバコをやめました。", ["ユーザーは半年前にタバコをやめました"])]),
    ("ja", [("トヨタで働いています。", ["ユーザーはトヨタで働いています"]),
            ("もうトヨタでは働いていません。", ["ユーザーはもうトヨタでは働いていません"])]),
    ("ja", [("福岡に住んでいます。", ["ユーザーは福岡に住んでいます"]),  # control: a plan
            ("来年、東京に引っ越すかもしれません。", ["ユーザーは福岡に住んでいます", "ユーザーは来年東京に引っ越すかもしれません"])]),
]

# The fixed split (see above): even positions tune, odd positions are held out.
TUNING = SimpleNamespace(SEQUENCES=SEQUENCES[0::2])
HELDOUT = SimpleNamespace(SEQUENCES=SEQUENCES[1::2])
