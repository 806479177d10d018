"""Tuning sequences shaped like real chats with an assistant (issue 28, branch w28k): the change of
state buried in a longer message with a request or a question, or told indirectly ("my last day at
Initech was Friday", "since the divorce", "now that I've turned 40", "after selling the Golf I just
bike everywhere", "I moved back in with my parents in Lyon"), in eight languages. Written and
committed before any rule was changed on them, without reading the blind sets
(bench/extract_unseen.py, bench/extract_unseen2.py) or their per-case output: only the kinds their
failure counts name (bench_extract's "failed sequences by kind").

Kinds: a job or an employer left and another started in one message; age through a birthday; a
thing sold and replaced by another way of getting around; bare negations; relationship status
(divorce, a break-up, leaving a person: "我离开了他" ends no job); a diet stopped; moves. Controls,
where nothing may end, are marked: hypotheticals, other people's changes, plans not done,
questions, habits ("I leave the office at six every day").

This is a tuning set (kinds-tune3): rules may be changed on its failures. It is no held-out figure.
First run (branch w28k at 89334f1, with the model): 49/59 sequences right, "ended" precision 1.00 (41/41),
recall 0.89 (41/46); failed by kind: old fact still current 5, new state under another attribute 4,
in other words 2, a fact nobody stated kept 6, a proposal left waiting 2. After branch w28k's rules:
57/59, precision 1.00 (46/46), recall 1.00 (46/46); the two left keep an extra fact the model said yes to
("User finally has some free time"; "用户每天晚上七点离开公司", a routine, now ending and asking nothing).

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("I work at Acme as an accountant.", ["User works at Acme as an accountant"]),
            ("Can you help me with a cover letter? I quit Acme last week and start at Globex on Monday.",
             ["User starts at Globex on Monday"])]),
    ("en", [("I work at Initech.", ["User works at Initech"]),
            ("My last day at Initech was Friday, so I finally have some free time. Any ideas for a weekend in Wales?",
             ["User's last day at Initech was Friday"])]),
    ("en", [("I'm married to Dan.", ["User is married to Dan"]),
            ("I got divorced last spring. Any easy recipes for one person?", ["User got divorced last spring"])]),
    ("en", [("I'm 39.", ["User is 39"]),
            ("I turned 40 on Saturday! Can you suggest a running plan for beginners?", ["User turned 40 on Saturday"])]),
    ("en", [("I drive a VW Golf.", ["User drives a VW Golf"]),
            ("After selling the Golf I just bike everywhere. What's a good rain jacket for cycling?",
             ["After selling the Golf User just bikes everywhere"])]),
    ("en", [("I live in Paris.", ["User lives in Paris"]),
            ("I moved back in with my parents in Lyon. How do I set boundaries with them?",
             ["User moved back in with their parents in Lyon"])]),
    ("en", [("I live in Denver.", ["User lives in Denver"]),
            ("I don't live in Denver anymore, so please stop suggesting restaurants there.",
             ["User doesn't live in Denver anymore"])]),
    ("en", [("I'm vegan.", ["User is vegan"]),
            ("I stopped being vegan in January. Could you give me a recipe with eggs?",
             ["User stopped being vegan in January"])]),
    ("en", [("I'm a teacher.", ["User is a teacher"]),
            ("I quit teaching and now I work as a UX designer. Can you review my portfolio text?",
             ["User now works as a UX designer"])]),
    ("en", [("I work at Deloitte.", ["User works at Deloitte"]),
            ("I got laid off from Deloitte in May. How do I explain the gap in interviews?",
             ["User got laid off from Deloitte in May"])]),
    ("en", [("I have a boyfriend called Sam.", ["User has a boyfriend called Sam"]),
            ("Sam and I split up last month. How do I stop checking his Instagram?",
             ["Sam and User split up last month"])]),
    ("en", [("I live in Boston.", ["User lives in Boston"]),  # control: a hypothetical
            ("If I moved to Seattle, would my rent go up a lot?", ["User lives in Boston"])]),
    ("en", [("I work at Google.", ["User works at Google"]),  # control: another person's change
            ("My husband quit his job at Amazon yesterday. How can I support him?",
             ["User works at Google", "User's husband quit his job at Amazon yesterday"])]),
    ("en", [("I'm a nurse.", ["User is a nurse"]),  # control: a plan not done, asked
            ("Should I quit nursing and retrain as a programmer?", ["User is a nurse"])]),
    ("en", [("I live in Oslo.", ["User lives in Oslo"]),  # control: a question
            ("Is it hard to move from Oslo to Bergen with a cat?", ["User lives in Oslo"])]),
    ("en", [("I'm vegetarian.", ["User is vegetarian"]),  # control: another person's diet
            ("My daughter stopped being vegetarian. Any high-protein recipes for her?",
             ["User is vegetarian", "User's daughter stopped being vegetarian"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在腾讯工作。", ["用户在腾讯工作"]),
            ("帮我写一封感谢信吧，我上周从腾讯离职了，下周一去美团上班。", ["用户下周一去美团上班"])]),
    ("zh", [("我有男朋友。", ["用户有男朋友"]),
            ("我离开了他。", ["用户离开了他"])]),
    ("zh", [("我结婚了。", ["用户结婚了"]),
            ("我离婚了。", ["用户离婚了"])]),
    ("zh", [("我在华为工作。", ["用户在华为工作"]),  # control: a habit
            ("我每天晚上七点离开公司。", ["用户在华为工作"])]),
    ("zh", [("我开一辆大众。", ["用户开一辆大众"]),
            ("我把大众卖了，现在每天骑自行车上班。", ["用户现在每天骑自行车上班"])]),
    ("zh", [("我吃素。", ["用户吃素"]),
            ("我不吃素了。你能推荐几道鱼的菜吗？", ["用户不吃素了"])]),
    ("zh", [("我住在成都。", ["用户住在成都"]),
            ("我搬回西安和父母一起住了。", ["用户搬回西安和父母一起住了"])]),
    ("zh", [("我住在上海。", ["用户住在上海"]),  # control: a hypothetical
            ("如果我搬到深圳，生活成本会高很多吗？", ["用户住在上海"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("私はソニーで働いています。", ["ユーザーはソニーで働いています"]),
            ("ソニーを辞めて、来週から楽天で働きます。履歴書を見てもらえますか？", ["ユーザーは来週から楽天で働きます"])]),
    ("ja", [("大阪に住んでいます。", ["ユーザーは大阪に住んでいます"]),
            ("先月、福岡に引っ越しました。おすすめのラーメン屋はありますか？", ["ユーザーは先月、福岡に引っ越しました"])]),
    ("ja", [("私はベジタリアンです。", ["ユーザーはベジタリアンです"]),
            ("もうベジタリアンではありません。", ["ユーザーはもうベジタリアンではありません"])]),
    ("ja", [("彼氏がいます。", ["ユーザーは彼氏がいます"]),
            ("彼氏と別れました。", ["ユーザーは彼氏と別れました"])]),
    ("ja", [("私は29歳です。", ["ユーザーは29歳です"]),
            ("昨日30歳になりました！", ["ユーザーは昨日30歳になりました"])]),
    ("ja", [("東京に住んでいます。", ["ユーザーは東京に住んでいます"]),  # control: a hypothetical
            ("もし京都に引っ越したら、通勤は大変ですか？", ["ユーザーは東京に住んでいます"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich arbeite bei Bosch.", ["Der Nutzer arbeitet bei Bosch"]),
            ("Kannst du mir bei einem Anschreiben helfen? Ich habe bei Bosch gekündigt und fange am Montag bei Siemens an.",
             ["Der Nutzer fängt am Montag bei Siemens an"])]),
    ("de", [("Ich wohne in Hamburg.", ["Der Nutzer wohnt in Hamburg"]),
            ("Seit März wohne ich in Kiel. Kennst du dort gute Cafés?", ["Seit März wohnt der Nutzer in Kiel"])]),
    ("de", [("Ich bin verheiratet.", ["Der Nutzer ist verheiratet"]),
            ("Ich bin seit letztem Jahr geschieden.", ["Der Nutzer ist seit letztem Jahr geschieden"])]),
    ("de", [("Ich fahre einen Audi.", ["Der Nutzer fährt einen Audi"]),
            ("Ich habe den Audi verkauft und fahre jetzt nur noch Fahrrad.", ["Der Nutzer fährt jetzt nur noch Fahrrad"])]),
    ("de", [("Ich bin Vegetarier.", ["Der Nutzer ist Vegetarier"]),
            ("Ich bin kein Vegetarier mehr.", ["Der Nutzer ist kein Vegetarier mehr"])]),
    ("de", [("Ich arbeite bei SAP.", ["Der Nutzer arbeitet bei SAP"]),  # control: another person's change
            ("Mein Bruder hat bei SAP gekündigt.", ["Der Nutzer arbeitet bei SAP", "Sein Bruder hat bei SAP gekündigt"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je travaille chez Renault.", ["L'utilisateur travaille chez Renault"]),
            ("Peux-tu relire ma lettre de motivation ? J'ai quitté Renault le mois dernier et je commence chez Airbus lundi.",
             ["L'utilisateur commence chez Airbus lundi"])]),
    ("fr", [("J'habite à Paris.", ["L'utilisateur habite à Paris"]),
            ("Je suis retournée vivre chez mes parents à Lyon.", ["L'utilisateur est retournée vivre chez ses parents à Lyon"])]),
    ("fr", [("Je suis mariée.", ["L'utilisateur est mariée"]),
            ("J'ai divorcé l'an dernier.", ["L'utilisateur a divorcé l'an dernier"])]),
    ("fr", [("J'ai 49 ans.", ["L'utilisateur a 49 ans"]),
            ("J'ai fêté mes 50 ans samedi. Des idées de voyage ?", ["L'utilisateur a fêté ses 50 ans samedi"])]),
    ("fr", [("Je suis végétarienne.", ["L'utilisateur est végétarienne"]),
            ("Je ne suis plus végétarienne depuis l'été.", ["L'utilisateur n'est plus végétarienne depuis l'été"])]),
    ("fr", [("Je travaille chez Orange.", ["L'utilisateur travaille chez Orange"]),  # control: a plan asked
            ("Est-ce que je devrais quitter Orange pour une startup ?", ["L'utilisateur travaille chez Orange"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo en Telefónica.", ["El usuario trabaja en Telefónica"]),
            ("¿Me ayudas con una carta? Dejé Telefónica la semana pasada y empiezo en BBVA el lunes.",
             ["El usuario empieza en BBVA el lunes"])]),
    ("es", [("Vivo en Madrid.", ["El usuario vive en Madrid"]),
            ("Ya no vivo en Madrid.", ["El usuario ya no vive en Madrid"])]),
    ("es", [("Tengo un Seat Ibiza.", ["El usuario tiene un Seat Ibiza"]),
            ("Vendí el Seat y ahora voy en metro a todas partes.", ["El usuario ahora va en metro a todas partes"])]),
    ("es", [("Estoy casada.", ["El usuario está casada"]),
            ("Me divorcié en verano.", ["El usuario se divorció en verano"])]),
    ("es", [("Soy vegetariana.", ["El usuario es vegetariana"]),
            ("Dejé de ser vegetariana hace un año.", ["El usuario dejó de ser vegetariana hace un año"])]),
    ("es", [("Vivo en Sevilla.", ["El usuario vive en Sevilla"]),  # control: another person's move
            ("Mi hermana se mudó a Valencia.", ["El usuario vive en Sevilla", "La hermana del usuario se mudó a Valencia"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Lavoro alla Fiat.", ["L'utente lavora alla Fiat"]),
            ("Mi aiuti con una lettera? Mi sono licenziato dalla Fiat e lunedì comincio alla Ferrari.",
             ["Lunedì l'utente comincia alla Ferrari"])]),
    ("it", [("Abito a Roma.", ["L'utente abita a Roma"]),
            ("Non abito più a Roma, mi sono trasferita a Torino.", ["L'utente si è trasferita a Torino"])]),
    ("it", [("Sono sposato.", ["L'utente è sposato"]),
            ("Ho divorziato l'anno scorso.", ["L'utente ha divorziato l'anno scorso"])]),
    ("it", [("Ho 34 anni.", ["L'utente ha 34 anni"]),
            ("Ieri ho compiuto 35 anni.", ["Ieri l'utente ha compiuto 35 anni"])]),
    ("it", [("Abito a Milano.", ["L'utente abita a Milano"]),  # control: a hypothetical
            ("Se mi trasferissi a Napoli, quanto spenderei di affitto?", ["L'utente abita a Milano"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Trabalho na Sonae.", ["O utilizador trabalha na Sonae"]),
            ("Podes ajudar-me com um email? Saí da Sonae e comecei na Galp esta semana.",
             ["O utilizador começou na Galp esta semana"])]),
    ("pt", [("Moro em Lisboa.", ["O utilizador mora em Lisboa"]),
            ("Já não moro em Lisboa.", ["O utilizador já não mora em Lisboa"])]),
    ("pt", [("Tenho um carro.", ["O utilizador tem um carro"]),
            ("Vendi o carro e agora ando de bicicleta.", ["O utilizador agora anda de bicicleta"])]),
    ("pt", [("Sou vegana.", ["O utilizador é vegana"]),
            ("Deixei de ser vegana.", ["O utilizador deixou de ser vegana"])]),
    ("pt", [("Sou casado.", ["O utilizador é casado"]),
            ("Divorciei-me no ano passado.", ["O utilizador divorciou-se no ano passado"])]),
    ("pt", [("Moro no Porto.", ["O utilizador mora no Porto"]),  # control: another person's move
            ("O meu irmão mudou-se para Braga.", ["O utilizador mora no Porto", "O irmão do utilizador mudou-se para Braga"])]),
]
