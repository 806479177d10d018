"""Fresh tuning sequences for issue 28's weakest kinds (branch w28c), written and committed before any rule
was changed on them, without reading the blind held-out set (bench/extract_unseen.py) or its failures'
texts: only the kinds and phrasings its note names as weak.

What they cover, in eight languages (en fr de es it pt zh ja), six sequences each: a job quit and another
started in one message, a pet that died, a car sold, a move, graduating, another employer, a relationship
told with "<Name> and I" (or "X y yo", "X et moi", "X und ich", "X e io", "eu e o X", "我和X", "Xと私")
as the subject, a reflexive/pronominal verb (losing a job, moving, breaking up said with a reflexive), a
promotion, a fact with a request glued on after it ("..., can you ...?"), and Japanese and Chinese
clauses joined by a te-form or a comma. Controls (nothing may end) are marked.

This is a tuning set (fresh-tune): rules may be changed on its failures. It is no held-out figure.
First run (main at 56cd926, with the model): 26/48 sequences right, "ended" precision 1.00 (23/23),
recall 0.57 (23/40). After branch w28c's clause changes (companions by name, te-form clauses, work
lost or studies finished, promotions, a pet named with a word of when): 34/48, precision 1.00 (28/28),
recall 0.70 (28/40).

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("I work as a barista at a coffee shop in Bristol.", ["User works as a barista at a coffee shop in Bristol"]),
            ("I quit the coffee shop in June and started as a junior developer at a startup.",
             ["User started as a junior developer at a startup"])]),
    ("en", [("We have a cat named Pepper.", ["User has a cat named Pepper"]),
            ("Pepper passed away on Sunday, we're heartbroken.", ["User's cat Pepper passed away on Sunday"])]),
    ("en", [("I drive a Honda Civic.", ["User drives a Honda Civic"]),
            ("I sold the Honda last week, can you help me find a good bus pass?",
             ["User sold the Honda last week"])]),
    ("en", [("I'm dating Sam.", ["User is dating Sam"]),
            ("Sam and I got married in April!", ["User and Sam got married in April"])]),
    ("en", [("I'm a nursing student at the University of Leeds.", ["User is a nursing student at the University of Leeds"]),
            ("I graduated in July and now I work as a nurse in Leeds.", ["User works as a nurse in Leeds"])]),
    ("en", [("I live in Cardiff.", ["User lives in Cardiff"]),  # control: a friend's move, a request
            ("My friend Tom just moved to Oslo, what should I send him as a housewarming gift?",
             ["User lives in Cardiff", "User's friend Tom just moved to Oslo"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je travaille chez Decathlon comme vendeur.", ["L'utilisateur travaille chez Decathlon comme vendeur"]),
            ("J'ai démissionné de Decathlon et je travaille maintenant chez Leroy Merlin.",
             ["L'utilisateur travaille maintenant chez Leroy Merlin"])]),
    ("fr", [("J'ai un chien qui s'appelle Filou.", ["L'utilisateur a un chien qui s'appelle Filou"]),
            ("Filou est mort la semaine dernière.", ["Le chien de l'utilisateur, Filou, est mort la semaine dernière"])]),
    ("fr", [("J'habite à Nantes.", ["L'utilisateur habite à Nantes"]),
            ("Je me suis installée à Lille le mois dernier, tu peux me conseiller un bon quartier ?",
             ["L'utilisateur s'est installée à Lille le mois dernier"])]),
    ("fr", [("Je sors avec Léa depuis deux ans.", ["L'utilisateur sort avec Léa depuis deux ans"]),
            ("Léa et moi, nous nous sommes mariés en juin.", ["L'utilisateur et Léa se sont mariés en juin"])]),
    ("fr", [("Je suis assistant comptable.", ["L'utilisateur est assistant comptable"]),
            ("J'ai été promu chef comptable en mars.", ["L'utilisateur a été promu chef comptable en mars"])]),
    ("fr", [("J'habite à Toulouse.", ["L'utilisateur habite à Toulouse"]),  # control: a trip
            ("Je pars en vacances à Nice la semaine prochaine.",
             ["L'utilisateur habite à Toulouse", "L'utilisateur part en vacances à Nice la semaine prochaine"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich arbeite bei Siemens als Elektriker.", ["Der Nutzer arbeitet bei Siemens als Elektriker"]),
            ("Ich habe bei Siemens aufgehört und arbeite seit Mai bei der Deutschen Bahn.",
             ["Der Nutzer arbeitet seit Mai bei der Deutschen Bahn"])]),
    ("de", [("Ich habe einen Hund, er heißt Bello.", ["Der Nutzer hat einen Hund namens Bello"]),
            ("Bello ist gestern gestorben.", ["Der Hund des Nutzers, Bello, ist gestern gestorben"])]),
    ("de", [("Ich fahre einen VW Golf.", ["Der Nutzer fährt einen VW Golf"]),
            ("Ich habe meinen Golf verkauft und fahre jetzt nur noch Fahrrad.",
             ["Der Nutzer fährt jetzt nur noch Fahrrad"])]),
    ("de", [("Ich wohne in Stuttgart.", ["Der Nutzer wohnt in Stuttgart"]),
            ("Anna und ich sind nach Leipzig gezogen.", ["Der Nutzer und Anna sind nach Leipzig gezogen"])]),
    ("de", [("Ich studiere Maschinenbau in Aachen.", ["Der Nutzer studiert Maschinenbau in Aachen"]),
            ("Ich habe mein Studium abgeschlossen und bin jetzt Ingenieur bei Continental.",
             ["Der Nutzer ist jetzt Ingenieur bei Continental"])]),
    ("de", [("Ich arbeite bei SAP.", ["Der Nutzer arbeitet bei SAP"]),  # control: someone else's change
            ("Mein Bruder hat seinen Job bei BMW verloren.",
             ["Der Nutzer arbeitet bei SAP", "Der Bruder des Nutzers hat seinen Job bei BMW verloren"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo en Mercadona como cajera.", ["El usuario trabaja en Mercadona como cajera"]),
            ("Me quedé sin trabajo en marzo.", ["El usuario se quedó sin trabajo en marzo"])]),
    ("es", [("Tengo un perro que se llama Toby.", ["El usuario tiene un perro que se llama Toby"]),
            ("Toby se murió ayer.", ["El perro del usuario, Toby, se murió ayer"])]),
    ("es", [("Vivo en Bilbao.", ["El usuario vive en Bilbao"]),
            ("Me mudé a Málaga en verano, ¿me recomiendas algún gimnasio?",
             ["El usuario se mudó a Málaga en verano"])]),
    ("es", [("Estoy casado con Lucía.", ["El usuario está casado con Lucía"]),
            ("Lucía y yo nos divorciamos el año pasado.", ["El usuario y Lucía se divorciaron el año pasado"])]),
    ("es", [("Trabajo en Inditex.", ["El usuario trabaja en Inditex"]),
            ("Dejé Inditex y ahora trabajo en Repsol.", ["El usuario trabaja ahora en Repsol"])]),
    ("es", [("Vivo en Madrid.", ["El usuario vive en Madrid"]),  # control: a plan
            ("Quizás me mude a Lisboa el año que viene.",
             ["El usuario vive en Madrid", "El usuario quizás se mude a Lisboa el año que viene"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Lavoro in Enel come tecnico.", ["L'utente lavora in Enel come tecnico"]),
            ("Mi sono licenziato da Enel e ho cominciato a lavorare in Eni.",
             ["L'utente ha cominciato a lavorare in Eni"])]),
    ("it", [("Ho un gatto che si chiama Micio.", ["L'utente ha un gatto che si chiama Micio"]),
            ("Micio è morto la settimana scorsa.", ["Il gatto dell'utente, Micio, è morto la settimana scorsa"])]),
    ("it", [("Ho una Fiat Panda.", ["L'utente ha una Fiat Panda"]),
            ("Ho venduto la Panda, adesso vado in monopattino.", ["L'utente adesso va in monopattino"])]),
    ("it", [("Sono fidanzata con Marco.", ["L'utente è fidanzata con Marco"]),
            ("Marco e io ci siamo lasciati.", ["L'utente e Marco si sono lasciati"])]),
    ("it", [("Studio giurisprudenza a Padova.", ["L'utente studia giurisprudenza a Padova"]),
            ("Mi sono laureata a luglio e ora faccio pratica in uno studio legale.",
             ["L'utente ora fa pratica in uno studio legale"])]),
    ("it", [("Abito a Firenze.", ["L'utente abita a Firenze"]),  # control: a trip
            ("Domani vado a Roma per lavoro.", ["L'utente abita a Firenze", "L'utente domani va a Roma per lavoro"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Trabalho na Sonae como analista.", ["O utilizador trabalha na Sonae como analista"]),
            ("Despedi-me da Sonae e agora trabalho na Galp.", ["O utilizador agora trabalha na Galp"])]),
    ("pt", [("Tenho um cão chamado Bobi.", ["O utilizador tem um cão chamado Bobi"]),
            ("O Bobi morreu ontem.", ["O cão do utilizador, Bobi, morreu ontem"])]),
    ("pt", [("Moro em Braga.", ["O utilizador mora em Braga"]),
            ("Mudei-me para Coimbra no mês passado.", ["O utilizador mudou-se para Coimbra no mês passado"])]),
    ("pt", [("Namoro com a Ana.", ["O utilizador namora com a Ana"]),
            ("Eu e a Ana casámos em maio.", ["O utilizador e a Ana casaram em maio"])]),
    ("pt", [("Sou estagiário na Deloitte.", ["O utilizador é estagiário na Deloitte"]),
            ("Fui promovido a consultor em janeiro.", ["O utilizador foi promovido a consultor em janeiro"])]),
    ("pt", [("Moro em Lisboa.", ["O utilizador mora em Lisboa"]),  # control: someone else
            ("A minha irmã mudou-se para o Porto.", ["O utilizador mora em Lisboa", "A irmã do utilizador mudou-se para o Porto"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在阿里巴巴做产品经理。", ["用户在阿里巴巴做产品经理"]),
            ("我上个月从阿里巴巴离职了，现在在腾讯上班。", ["用户现在在腾讯上班"])]),
    ("zh", [("我养了一只猫叫咪咪。", ["用户养了一只猫叫咪咪"]),
            ("咪咪上周去世了。", ["用户的猫咪咪上周去世了"])]),
    ("zh", [("我有一辆丰田车。", ["用户有一辆丰田车"]),
            ("我把车卖了，现在每天骑自行车上班。", ["用户现在每天骑自行车上班"])]),
    ("zh", [("我和小李在谈恋爱。", ["用户和小李在谈恋爱"]),
            ("我和小李分手了。", ["用户和小李分手了"])]),
    ("zh", [("我在复旦大学读研究生。", ["用户在复旦大学读研究生"]),
            ("我今年夏天毕业了，现在在一家律师事务所工作。", ["用户现在在一家律师事务所工作"])]),
    ("zh", [("我住在杭州。", ["用户住在杭州"]),  # control: a trip and a request
            ("我下个月去西安旅游，你能推荐几个景点吗？", ["用户住在杭州", "用户下个月去西安旅游"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("ソニーで働いています。", ["ユーザーはソニーで働いています"]),
            ("先月ソニーを退職して、今は楽天で働いています。", ["ユーザーは今は楽天で働いています"])]),
    ("ja", [("犬を飼っています。名前はポチです。", ["ユーザーは犬を飼っています"]),
            ("ポチが先週死んでしまいました。", ["ユーザーの犬ポチが先週死んでしまいました"])]),
    ("ja", [("車はホンダのフィットに乗っています。", ["ユーザーはホンダのフィットに乗っています"]),
            ("車を売って、今は電車で通勤しています。", ["ユーザーは今は電車で通勤しています"])]),
    ("ja", [("大阪に住んでいます。", ["ユーザーは大阪に住んでいます"]),
            ("妻と私は去年名古屋に引っ越しました。", ["ユーザーと妻は去年名古屋に引っ越しました"])]),
    ("ja", [("大学で経済学を勉強しています。", ["ユーザーは大学で経済学を勉強しています"]),
            ("三月に大学を卒業して、四月から銀行で働いています。", ["ユーザーは四月から銀行で働いています"])]),
    ("ja", [("京都に住んでいます。", ["ユーザーは京都に住んでいます"]),  # control: a trip and a request
            ("来週東京に出張します。おすすめのホテルを教えてください。",
             ["ユーザーは京都に住んでいます", "ユーザーは来週東京に出張します"])]),
]
