"""A fifth blind set of state changes (issue 28, branch w28w5): 48 sequences, 6 in each of eight
languages (en zh ja de fr es it pt), written by a case writer who never read the rules
(mnemosyne_app/) nor the other sets (only the docstring and first ~60 lines of
bench/extract_unseen4.py, for the layout), and who never ran the bench. Each sequence is one person
typing to an assistant, 2-4 messages: the change sits inside a request and is often told indirectly
or by its consequence ("whole design team got cut on Monday incl me", "新小区在萧山，六楼没电梯",
"ab 1. bin ich Standortleiter", "Roubaram-me a mota à porta de casa"), with typos, abbreviations,
emoji, "we" forms where a couple or a family did it, subject-less sentences where the language
allows, and long messages carrying several facts and a question. Personas vary (students, parents,
retirees, shift workers, self-employed tradespeople).

Kinds (4 changes per language, 32 in all): a job or an employer changed (laid off then
self-employed, quit and started elsewhere, promoted to another role, retired, went freelance); a move
told by its consequence; a relationship begun, engaged, married, separated, divorced, widowed; an age
through a birthday; a vehicle written off, sold or stolen and replaced by another way of travelling
or not replaced; a diet or habit stopped or begun ("不吃素了", "rauch nicht mehr", "non sono più
vegana"); a pet died or rehomed and another adopted; many-valued attributes (instruments, languages,
sports, pets, allergies) that accumulate and where one is dropped while the others stay. Controls (2
per language, 16 in all, each marked "# control: why"), where nothing of the person's may end:
someone else's change (a friend's divorce, a colleague's or friend's job, parents' move, a
brother-in-law's car sale), a plan or wish not done, a hypothetical, a question about a change, a
temporary exception, a holiday, a name shared by a cat and a dance.

Committed before its first run, and held out whole: nobody changes a rule on its failures.

SEQUENCES: [(language, [(message, the person's CURRENT facts after it), ...]), ...]. Facts are
short, plain, in the language of the message, with "User" as the subject (用户 / ユーザー in zh and
ja). A fact that stays current repeats its earlier text word for word; an ended fact disappears; where
a message only ends something, "User no longer X" is kept only when the person said it in those terms
(no longer / 不再 / nicht mehr / não mais / já não / non più), else the old fact is just dropped.
Requests, questions, small talk, one-off events, plans, wishes and other people's facts are not the
person's facts; lasting detail (employer, city, names of pets and partners) is kept, reasons and
feelings are left out.
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("hey can u help me tidy up my CV? I'm a UX designer at Ocado Technology in Hatfield, 4 yrs, "
             "mostly checkout flows",
             ["User is a UX designer at Ocado Technology in Hatfield"]),
            ("well the CV is more urgent now lol, whole design team got cut on Monday incl me. severance is "
             "3 months. what shld I do first?",
             []),
            ("update: registered as a sole trader yesterday, doing freelance UX for two small agencies for now. "
             "how do I handle invoices + the VAT threshold?",
             ["User is a self-employed freelance UX designer"])]),
    ("en", [("Retired teacher here, 67. I play the cello in a community orchestra and I've been learning the "
             "mandolin since spring. Could you suggest some easy duets for cello and mandolin?",
             ["User is a retired teacher", "User is 67", "User plays the cello in a community orchestra",
              "User is learning the mandolin"]),
            ("Also started on the tin whistle, a present from my grandson :) Any good beginner tune books?",
             ["User is a retired teacher", "User is 67", "User plays the cello in a community orchestra",
              "User is learning the mandolin", "User is learning the tin whistle"]),
            ("Sad news for the orchestra, my arthritis has got too bad for the cello so I've handed it back "
             "to their loan scheme and stepped down. Mandolin and whistle are fine as they're light. Are there "
             "finger exercises that help?",
             ["User is a retired teacher", "User is 67", "User is learning the mandolin",
              "User is learning the tin whistle", "User has arthritis"])]),
    ("en", [("I do night shifts as a warehouse picker in Northampton and drive my 2011 Vauxhall Corsa to the depot. "
             "Tips for staying awake on the drive home at 6am?",
             ["User does night shifts as a warehouse picker in Northampton", "User drives a 2011 Vauxhall Corsa"]),
            ("Corsa's gone, some guy rear ended me at the lights and insurance says its a write off. Not "
             "bothering with another car, its the X4 bus from now on, stops right outside the depot. What do I need to "
             "claim for whiplash?",
             ["User does night shifts as a warehouse picker in Northampton", "User takes the X4 bus to work"])]),
    ("en", [("My old greyhound Pepper is 13 and her back legs are going. What can I put on the kitchen floor "
             "so she doesn't slip?",
             ["User has a 13-year-old greyhound called Pepper"]),
            ("We had to let Pepper go on Friday. House is so quiet. Can you recommend a picture book about "
             "losing a pet, for a 7 year old?",
             []),
            ("Three months on and we've adopted a retired racer from the rescue, brindle lad called Dot-Com 🐕 "
             "best way to get him used to stairs??",
             ["User has a retired racing greyhound called Dot-Com"])]),
    ("en", [("I'm married to Sam, we live in Swindon and have twin girls (4).",  # control: a friend's divorce and her temporary stay
             ["User is married to Sam", "User lives in Swindon", "User has twin girls aged 4"]),
            ("My best mate Jo is getting divorced and is moving in with us for a few weeks while she sorts out "
             "a flat. How do I explain it to the twins without scaring them?",
             ["User is married to Sam", "User lives in Swindon", "User has twin girls aged 4"])]),
    ("en", [("I'm a junior accountant at a firm in Reading, commute in from Wokingham by train.",  # control: a temporary exception
             ["User is a junior accountant at a firm in Reading", "User lives in Wokingham",
              "User commutes to Reading by train"]),
            ("this week im working remote from my parents' in Cornwall bc dad had a knee op. wifi is awful, "
             "any tips to tether a laptop to my phone w/o killing the battery?",
             ["User is a junior accountant at a firm in Reading", "User lives in Wokingham",
              "User commutes to Reading by train"]),
            ("back to normal on monday thank god. what should I prep for my first quarter-end close?",
             ["User is a junior accountant at a firm in Reading", "User lives in Wokingham",
              "User commutes to Reading by train"])]),

    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在杭州一家外贸公司做跟单，住在滨江，每天骑电动车上班。帮我写个请假条？",
             ["用户在杭州一家外贸公司做跟单", "用户住在滨江", "用户骑电动车上班"]),
            ("搬完家累死了😩 新小区在萧山，六楼没电梯，电动车也没地方充电，以后只能坐地铁了。有没有适合天天爬楼的护膝推荐？",
             ["用户在杭州一家外贸公司做跟单", "用户住在萧山", "用户坐地铁上班"])]),
    ("zh", [("我和男朋友阿杰在一起五年了，打算明年春天领证。你觉得婚礼请多少人合适？",
             ["用户的男朋友是阿杰"]),
            ("昨天终于领证啦💍 阿杰现在是我老公了哈哈。帮我想一条发朋友圈的文案，短一点",
             ["用户和阿杰结婚了"])]),
    ("zh", [("我今年34，二胎妈妈，在成都当小学语文老师。孩子晚上老不睡觉怎么办",
             ["用户34岁", "用户有两个孩子", "用户在成都当小学语文老师"]),
            ("今天35岁生日，老公居然忘了🙄 算了。给我推荐几个适合三十五岁的护肤品吧",
             ["用户35岁", "用户有两个孩子", "用户在成都当小学语文老师", "用户已婚"])]),
    ("zh", [("吃素三年了，也不喝酒。帮我排一周的高蛋白素食菜单",
             ["用户吃素", "用户不喝酒"]),
            ("医生说贫血太严重，现在已经不吃素了，开始吃鱼和鸡肉。帮我把菜单改一下，酒还是不碰。",
             ["用户不再吃素", "用户吃鱼和鸡肉", "用户不喝酒", "用户贫血"])]),
    ("zh", [("我在广州做程序员，住天河，租的房子。",  # control: a hypothetical job change and move
             ["用户在广州做程序员", "用户住在天河", "用户租房住"]),
            ("如果我跳槽去深圳，工资涨三成，但房租贵一倍，值不值？帮我算一下",
             ["用户在广州做程序员", "用户住在天河", "用户租房住"])]),
    ("zh", [("我在无锡一家医院当护士，三班倒，养了一只柯基叫豆豆。",  # control: a colleague's job change
             ["用户在无锡一家医院当护士", "用户上三班倒", "用户养了一只柯基叫豆豆"]),
            ("我们科护士长辞职去私立医院了，新来的护士长特别严。怎么跟新领导处好关系？",
             ["用户在无锡一家医院当护士", "用户上三班倒", "用户养了一只柯基叫豆豆"])]),

    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("市役所の税務課で働いてます。来年3月で定年なんですが、年金の手続きって何から始めればいいですか？",
             ["ユーザーは市役所の税務課で働いている"]),
            ("先月末で退職しました。毎日が日曜日です笑 妻と二人で始められる趣味、何かありますか？",
             ["ユーザーは退職している", "ユーザーは結婚している"])]),
    ("ja", [("一人暮らしの大学生で、ハムスターのきなこを飼ってます。ケージの掃除ってどれくらいの頻度がいいですか",
             ["ユーザーは一人暮らしの大学生", "ユーザーはハムスターのきなこを飼っている"]),
            ("きなこは実家の妹がどうしてもって言うので譲りました…で、保護猫カフェからサバトラの子猫ちくわを迎えました！"
             "最初の一週間で気をつけることは？",
             ["ユーザーは一人暮らしの大学生", "ユーザーは猫のちくわを飼っている"])]),
    ("ja", [("30代の看護師です。マッチングアプリで知り合った人と何回かご飯に行ってます。3回目のデートって何がいいと思いますか？",
             ["ユーザーは30代", "ユーザーは看護師"]),
            ("報告です、ゆうきさんと正式に付き合うことになりました🥰 夜勤が多いので、すれ違わないための工夫を教えてください",
             ["ユーザーは30代", "ユーザーは看護師", "ユーザーはゆうきさんと付き合っている", "ユーザーは夜勤が多い"])]),
    ("ja", [("仕事は通訳で、英語と中国語が話せます。今は韓国語を勉強中。初級におすすめの教材は？",
             ["ユーザーは通訳をしている", "ユーザーは英語が話せる", "ユーザーは中国語が話せる",
              "ユーザーは韓国語を勉強している"]),
            ("韓国語は時間が取れなくてやめました。その分スペイン語を始めたので、文法書を教えてください。英語と中国語の仕事は相変わらず忙しいです",
             ["ユーザーは通訳をしている", "ユーザーは英語が話せる", "ユーザーは中国語が話せる",
              "ユーザーはスペイン語を勉強している"])]),
    ("ja", [("札幌在住の主婦です。小学生の息子が二人います。",  # control: a holiday and the return from it
             ["ユーザーは札幌に住んでいる", "ユーザーは主婦", "ユーザーには小学生の息子が二人いる"]),
            ("夏休みに家族で沖縄に1週間行きます！子連れで楽なホテルを教えてください",
             ["ユーザーは札幌に住んでいる", "ユーザーは主婦", "ユーザーには小学生の息子が二人いる"]),
            ("沖縄から帰ってきました、日焼けがひどい😂 子供の日焼けのケアって何がいい？",
             ["ユーザーは札幌に住んでいる", "ユーザーは主婦", "ユーザーには小学生の息子が二人いる"])]),
    ("ja", [("名古屋の自動車部品メーカーで品質管理をしています。入社8年目です。",  # control: a question about a change
             ["ユーザーは名古屋の自動車部品メーカーで品質管理をしている"]),
            ("今から転職って遅いですかね？品質管理の経験が活かせる業界ってあります？",
             ["ユーザーは名古屋の自動車部品メーカーで品質管理をしている"])]),

    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich bin Schichtleiter in der Logistik bei Rossmann in Burgwedel. Kannst du mir helfen, einen "
             "Urlaubsplan für mein Team zu machen?",
             ["User ist Schichtleiter in der Logistik bei Rossmann in Burgwedel"]),
            ("Plan hat sich erledigt, ab 1. bin ich Standortleiter, die Schichten macht jetzt mein Nachfolger. "
             "Wie führ ich meine ehemaligen Kollegen, ohne dass es komisch wird?",
             ["User ist Standortleiter bei Rossmann in Burgwedel"])]),
    ("de", [("Wohne mit meiner Freundin Lea in einer WG in Leipzig-Connewitz, studiere Sozialpädagogik.",
             ["User wohnt in einer WG in Leipzig-Connewitz", "User hat eine Freundin namens Lea",
              "User studiert Sozialpädagogik"]),
            ("Lea und ich haben endlich was Eigenes, 2 Zimmer in Halle, Miete halb so teuer, mit der S-Bahn "
             "25 min zur Uni. Welche Versicherungen braucht man für die erste gemeinsame Wohnung?",
             ["User wohnt mit Lea in Halle", "User hat eine Freundin namens Lea",
              "User studiert Sozialpädagogik", "User fährt mit der S-Bahn zur Uni"])]),
    ("de", [("Mein Mann Torsten und ich haben ein Reihenhaus in Bielefeld, zwei Kinder (9 und 12). Was kostet "
             "ungefähr eine neue Heizung?",
             ["User ist mit Torsten verheiratet", "User wohnt in einem Reihenhaus in Bielefeld",
              "User hat zwei Kinder (9 und 12)"]),
            ("Heizung ist erstmal egal. Torsten und ich haben uns getrennt, er ist letzte Woche ausgezogen, die "
             "Kinder bleiben bei mir im Haus. Wie sag ich das der Klassenlehrerin?",
             ["User ist von Torsten getrennt", "User wohnt in einem Reihenhaus in Bielefeld",
              "User hat zwei Kinder (9 und 12)"])]),
    ("de", [("Rauche seit 20 Jahren ca. eine Schachtel am Tag, bin Busfahrer bei der BVG. Was hilft gegen "
             "Rückenschmerzen vom vielen Sitzen?",
             ["User raucht etwa eine Schachtel am Tag", "User ist Busfahrer bei der BVG"]),
            ("Seit 6 Wochen rauch ich nicht mehr 💪 dafür jetzt 3x die Woche ins Schwimmbad. Nehm aber zu, "
             "was kann ich abends statt Chips essen?",
             ["User raucht nicht mehr", "User geht dreimal pro Woche schwimmen",
              "User ist Busfahrer bei der BVG"])]),
    ("de", [("Fahre einen alten VW T4 Bulli, mit dem geht's jeden Sommer an die Ostsee. Bin Rentner in Kiel.",  # control: a car sold that is not theirs
             ["User fährt einen alten VW T4 Bulli", "User ist Rentner", "User wohnt in Kiel"]),
            ("Hab für meine Schwester ihren Golf über mobile.de verkauft, sie kennt sich damit nicht aus. Muss "
             "ich ihr jetzt was Schriftliches geben oder reicht der Kaufvertrag?",
             ["User fährt einen alten VW T4 Bulli", "User ist Rentner", "User wohnt in Kiel"])]),
    ("de", [("Ich arbeite als Erzieherin in einer Kita in Freiburg, Teilzeit 30 Stunden.",  # control: a plan, then dropped
             ["User arbeitet als Erzieherin in einer Kita in Freiburg", "User arbeitet Teilzeit 30 Stunden"]),
            ("Überlege, nächstes Jahr nach Wien zu ziehen und dort in einer Kita anzufangen. Wird mein "
             "Abschluss da anerkannt, was müsste ich beantragen?",
             ["User arbeitet als Erzieherin in einer Kita in Freiburg", "User arbeitet Teilzeit 30 Stunden"]),
            ("Ne, doch nicht, Wien ist vom Tisch, meine Mutter braucht mich hier. Kannst du mir stattdessen "
             "Fortbildungen zur Sprachförderung empfehlen?",
             ["User arbeitet als Erzieherin in einer Kita in Freiburg", "User arbeitet Teilzeit 30 Stunden"])]),

    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je suis vendeuse chez Decathlon à Villeneuve-d'Ascq depuis 3 ans, rayon running. Tu peux m'aider "
             "à préparer mon entretien annuel ?",
             ["User est vendeuse chez Decathlon à Villeneuve-d'Ascq"]),
            ("Oublie l'entretien annuel 😅 j'ai quitté Decathlon vendredi et ce matin j'ai commencé au service "
             "client de Leroy Merlin à Lesquin, les horaires sont top. Tu peux m'aider à écrire un mot de merci "
             "à mon ancienne manager ?",
             ["User travaille au service client de Leroy Merlin à Lesquin"])]),
    ("fr", [("Avec mon copain Karim on est ensemble depuis le lycée, on vit à Nantes. Une idée de cadeau pour "
             "nos 7 ans ?",
             ["User est en couple avec Karim", "User vit à Nantes"]),
            ("IL M'A DEMANDÉE EN MARIAGE 😭💍 hier soir sur les bords de l'Erdre, j'ai dit oui évidemment. On "
             "commence par quoi pour organiser le mariage ?",
             ["User est fiancée à Karim", "User vit à Nantes"])]),
    ("fr", [("J'ai une Clio 3 diesel de 2009 pour aller au boulot à Grenoble, 15 km aller. Le contrôle "
             "technique c'est dans un mois, ils regardent quoi exactement ?",
             ["User a une Clio 3 diesel de 2009", "User travaille à Grenoble"]),
            ("Finalement la Clio est partie chez un jeune du village pour 1500€, et j'ai pris un vélo électrique "
             "avec la prime de la métropole. Quel antivol tu conseilles ?",
             ["User a un vélo électrique", "User travaille à Grenoble"])]),
    ("fr", [("Retraité, 64 ans, je fais du tennis le mardi, de la natation le jeudi et de la pétanque le "
             "week-end. Comment éviter le tennis elbow ?",
             ["User est retraité", "User a 64 ans", "User fait du tennis", "User fait de la natation",
              "User fait de la pétanque"]),
            ("Le tennis c'est fini pour moi, le coude a lâché. Je garde la piscine et la pétanque. Tu connais "
             "des exercices d'aquagym pour renforcer le bras ?",
             ["User est retraité", "User a 64 ans", "User fait de la natation", "User fait de la pétanque"])]),
    ("fr", [("Je suis en L2 de droit à Toulouse, je loge en résidence CROUS.",  # control: the parents' move
             ["User est en L2 de droit à Toulouse", "User loge en résidence CROUS"]),
            ("Mes parents déménagent à La Rochelle le mois prochain, donc fini les retours chez eux le week-end "
             "en 1h de train 😢 C'est combien en moyenne un Toulouse-La Rochelle ?",
             ["User est en L2 de droit à Toulouse", "User loge en résidence CROUS"])]),
    ("fr", [("J'ai un chat qui s'appelle Tango et je danse le tango argentin deux fois par semaine à Lyon.",  # control: one name for a cat and a dance, and a pause only
             ["User a un chat qui s'appelle Tango", "User danse le tango argentin à Lyon"]),
            ("Pause tango ce mois-ci seulement, mon partenaire s'est cassé le poignet, on reprend en octobre. "
             "Et Tango (le chat hein) a vomi deux fois aujourd'hui, je dois m'inquiéter ?",
             ["User a un chat qui s'appelle Tango", "User danse le tango argentin à Lyon"])]),

    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Mi marido Andrés y yo llevamos 41 años casados, vivimos en Zaragoza. Él tiene diabetes, ¿qué "
             "desayunos le puedo preparar?",
             ["User está casada con Andrés", "User vive en Zaragoza"]),
            ("Andrés falleció en enero. Ahora cocino solo para mí y tiro mucha comida. ¿Me das ideas de recetas "
             "para una persona?",
             ["User es viuda", "User vive en Zaragoza"])]),
    ("es", [("Tengo 17 años y estoy en 2º de bachillerato en Sevilla. ¿Qué nota de corte tiene enfermería en "
             "la US?",
             ["User tiene 17 años", "User está en 2º de bachillerato en Sevilla"]),
            ("ya tengo 18!!! 🎉 fue mi cumple ayer. q papeles necesito para sacarme el carnet de conducir?",
             ["User tiene 18 años", "User está en 2º de bachillerato en Sevilla"])]),
    ("es", [("Tengo dos periquitos, Kiwi y Lima, y un perro mestizo que se llama Chispa. ¿Pueden estar los "
             "periquitos sueltos por casa con el perro?",
             ["User tiene un periquito llamado Kiwi", "User tiene un periquito llamado Lima",
              "User tiene un perro mestizo llamado Chispa"]),
            ("Kiwi amaneció muerto esta mañana 😔 Lima está solo y ya no canta. ¿Es mejor buscarle otro "
             "compañero?",
             ["User tiene un periquito llamado Lima", "User tiene un perro mestizo llamado Chispa"]),
            ("Hemos traído a Mango, una periquita de la protectora de aves. ¿Cuánto tiempo de cuarentena antes "
             "de juntarla con Lima?",
             ["User tiene un periquito llamado Lima", "User tiene un perro mestizo llamado Chispa",
              "User tiene una periquita llamada Mango"])]),
    ("es", [("Soy camarera en un bar de Bilbao, turno de noche, y no hago nada de deporte. ¿Qué puedo cenar "
             "al salir a las 2?",
             ["User es camarera en un bar de Bilbao", "User trabaja en turno de noche", "User no hace deporte"]),
            ("Pues me he apuntado a un club de running con unas compis, salimos lunes y jueves por la mañana. "
             "¿Qué zapatillas me compro para asfalto?",
             ["User es camarera en un bar de Bilbao", "User trabaja en turno de noche",
              "User corre con un club de running los lunes y jueves"])]),
    ("es", [("Soy fontanero autónomo en Valencia, trabajo con una furgoneta Kangoo.",  # control: a hypothetical sale
             ["User es fontanero autónomo en Valencia", "User trabaja con una furgoneta Kangoo"]),
            ("Si vendiera la Kangoo y me pillara una eléctrica, ¿me compensaría con las ayudas del plan MOVES? "
             "Hago unos 80 km al día.",
             ["User es fontanero autónomo en Valencia", "User trabaja con una furgoneta Kangoo",
              "User hace unos 80 km al día"])]),
    ("es", [("Vivo en Vallecas, Madrid, con mi pareja Lucía y nuestra hija de 3 años. Trabajo de recepcionista "
             "en un hotel.",  # control: a temporary stay at the in-laws'
             ["User vive en Vallecas, Madrid", "User vive con su pareja Lucía", "User tiene una hija de 3 años",
              "User es recepcionista en un hotel"]),
            ("Estas dos semanas estamos en casa de mis suegros en Cáceres porque nos cambian las tuberías del "
             "piso. ¿Cómo hago que la niña duerma en una cama que no es la suya?",
             ["User vive en Vallecas, Madrid", "User vive con su pareja Lucía", "User tiene una hija de 3 años",
              "User es recepcionista en un hotel"])]),

    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Abito a Bologna, zona Bolognina, e faccio la barista in un locale in via Indipendenza. Mi consigli "
             "un corso di latte art?",
             ["User abita a Bologna, zona Bolognina", "User fa la barista in un locale in via Indipendenza"]),
            ("Trasloco finito!! Il nuovo monolocale a Casalecchio è al quarto piano senza ascensore, però ho il "
             "treno per Bologna ogni 20 min. Come porto su una lavatrice senza ammazzarmi?",
             ["User abita in un monolocale a Casalecchio", "User fa la barista in un locale in via Indipendenza"])]),
    ("it", [("Lavoro da 12 anni come commercialista dipendente in uno studio a Brescia. Come si calcola il TFR?",
             ["User lavora come commercialista dipendente in uno studio a Brescia"]),
            ("Aperta la partita IVA il mese scorso, mi sono messo in proprio e due clienti dello studio sono "
             "venuti con me. Che regime fiscale mi conviene il primo anno?",
             ["User è commercialista in proprio con partita IVA"])]),
    ("it", [("Sono vegana da quattro anni e allatto mia figlia di 5 mesi. Quali integratori mi servono?",
             ["User è vegana", "User ha una figlia di 5 mesi"]),
            ("Non sono più vegana, sono tornata a mangiare uova e formaggi, con l'allattamento non ce la facevo. "
             "Mi fai una lista della spesa per la settimana?",
             ["User non è più vegana", "User mangia uova e formaggi", "User ha una figlia di 5 mesi"])]),
    ("it", [("Ho tre gatti (Oliva, Bruno e Nebbia) e una tartaruga di terra, Gino. Vivo in campagna vicino ad "
             "Arezzo.",
             ["User ha un gatto di nome Oliva", "User ha un gatto di nome Bruno", "User ha un gatto di nome Nebbia",
              "User ha una tartaruga di terra di nome Gino", "User vive in campagna vicino ad Arezzo"]),
            ("Nebbia l'ho data alla mia vicina, vive sola e si erano innamorate a vicenda 😊 Gli altri due gatti "
             "e Gino stanno benissimo. Quando va in letargo una tartaruga?",
             ["User ha un gatto di nome Oliva", "User ha un gatto di nome Bruno",
              "User ha una tartaruga di terra di nome Gino", "User vive in campagna vicino ad Arezzo"]),
            ("E da ieri c'è anche un coniglio nano, Fagiolo! Può stare in giardino coi gatti?",
             ["User ha un gatto di nome Oliva", "User ha un gatto di nome Bruno",
              "User ha una tartaruga di terra di nome Gino", "User vive in campagna vicino ad Arezzo",
              "User ha un coniglio nano di nome Fagiolo"])]),
    ("it", [("Sono infermiere al pronto soccorso delle Molinette, a Torino.",  # control: a friend's job and move
             ["User è infermiere al pronto soccorso delle Molinette a Torino"]),
            ("Il mio amico Dario ha lasciato il pronto soccorso e si è trasferito a Londra per lavorare nell'NHS. "
             "Vorrei regalargli qualcosa di utile per l'inglese medico, idee?",
             ["User è infermiere al pronto soccorso delle Molinette a Torino"])]),
    ("it", [("Ho 45 anni, sono sposata con Paolo e facciamo i panettieri a Lecce, abbiamo il forno in centro.",  # control: a question about a hypothetical retirement
             ["User ha 45 anni", "User è sposata con Paolo", "User fa la panettiera a Lecce"]),
            ("Domanda seria: se chiudessimo il forno e andassimo in pensione anticipata, quanto prenderei più o "
             "meno coi contributi che ho da artigiana?",
             ["User ha 45 anni", "User è sposata con Paolo", "User fa la panettiera a Lecce"])]),

    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Sou analista de RH numa construtora em Belo Horizonte. Me ajuda a montar uma pesquisa de clima?",
             ["User é analista de RH numa construtora em Belo Horizonte"]),
            ("Pedi as contas da construtora 🙏 e semana passada comecei num hospital aqui mesmo em BH, como "
             "coordenadora de RH. Como faço um plano de 90 dias?",
             ["User é coordenadora de RH num hospital em Belo Horizonte"])]),
    ("pt", [("Eu e minha esposa Camila moramos em Curitiba com nosso filho Theo, de 6 anos. Sugestão de passeio "
             "pro domingo?",
             ["User é casado com Camila", "User mora em Curitiba", "User tem um filho chamado Theo, de 6 anos"]),
            ("Eu e a Camila nos divorciamos, saiu a papelada ontem. Fico com o Theo a cada 15 dias e me mudei "
             "pra um apê no Batel. Como deixar o quartinho dele legal gastando pouco?",
             ["User é divorciado de Camila", "User mora em Curitiba", "User mora num apartamento no Batel",
              "User tem um filho chamado Theo, de 6 anos", "User fica com Theo a cada 15 dias"])]),
    ("pt", [("Moro em Odivelas e vou de mota para o trabalho no Saldanha. Que seguro me aconselhas para a minha "
             "Honda PCX?",
             ["User mora em Odivelas", "User trabalha no Saldanha", "User tem uma mota Honda PCX"]),
            ("Roubaram-me a mota à porta de casa 😡 a polícia diz que é quase impossível aparecer. Agora é "
             "metro, linha amarela direto. Como faço a participação ao seguro?",
             ["User mora em Odivelas", "User trabalha no Saldanha", "User vai de metro para o trabalho"])]),
    ("pt", [("Sou alérgica a camarão e a dipirona. Vou num casamento sábado com buffet de frutos do mar, o que "
             "posso comer?",
             ["User é alérgica a camarão", "User é alérgica a dipirona"]),
            ("Descobri no dentista que também tenho alergia a látex 🙄 Como aviso isso nas consultas sem esquecer?",
             ["User é alérgica a camarão", "User é alérgica a dipirona", "User é alérgica a látex"]),
            ("Boa notícia: refiz o teste com o alergista e já não sou alérgica a camarão! A dipirona e o látex "
             "continuam. Posso comer camarão logo no primeiro dia?",
             ["User já não é alérgica a camarão", "User é alérgica a dipirona", "User é alérgica a látex"])]),
    ("pt", [("Sou professora aposentada, moro em Recife, tenho 70 anos.",  # control: a holiday abroad
             ["User é professora aposentada", "User mora em Recife", "User tem 70 anos"]),
            ("Vou passar julho em Portugal com minha irmã, Lisboa e Porto. O que levar na mala pra não passar "
             "frio à noite?",
             ["User é professora aposentada", "User mora em Recife", "User tem 70 anos"]),
            ("Cheguei ontem em Lisboa! Qual o melhor jeito de ir pra Sintra de trem?",
             ["User é professora aposentada", "User mora em Recife", "User tem 70 anos"])]),
    ("pt", [("Tenho um Fiat Uno 2012 que uso pra fazer entrega de app em Fortaleza.",  # control: someone else's car sold, and a wish
             ["User tem um Fiat Uno 2012", "User faz entregas de app em Fortaleza"]),
            ("Meu cunhado vendeu o Uno dele semana passada e quer que eu venda o meu também pra gente comprar "
             "uma van junto. Vale a pena? Quanto tá um Uno 2012 na tabela Fipe?",
             ["User tem um Fiat Uno 2012", "User faz entregas de app em Fortaleza"])]),
]
