"""A second held-out set of extraction cases, written without reading the rules or the first held-out set.

Messages in the style people paste into a chat assistant: long, rambling, a role mentioned in passing,
corrections, facts about other people (which must not become the user's), jokes, time expressions,
names with accents and hyphens, mixed languages, no punctuation, markdown lists, quoted text to
translate or rewrite. Committed before the extractor was run on it.

CASES: (language, message, expected facts as (text, attribute or None)); [] means nothing to keep.
SEQUENCES: (language, [(message, the person's current facts after it)]): updates over time.
"""

N = None
CASES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", "ok so this is going to be a long one, sorry. I've been trying to get my sourdough to rise properly for "
           "like three weeks now and it just keeps coming out flat. I live in Denver so maybe it's the altitude? I've "
           "tried more starter, less water, longer proof, nothing works. any ideas what I'm doing wrong?",
     [("User lives in Denver", "residence")]),
    ("en", "As the only nurse on night shift at a 30-bed rehab unit, I need a way to keep track of which patients "
           "got their meds. Can you make me a simple checklist template I can print?",
     [("User is the only nurse on night shift at a 30-bed rehab unit", "job")]),
    ("en", "My manager lives in Boston and keeps scheduling meetings at 8am her time, which is 5am for me. How do I "
           "politely ask her to move them?",
     [("User's manager lives in Boston", N)]),
    ("en", "I live at the office lol, this sprint is killing me. can you help me write a status update for my team?",
     []),
    ("en", "next month I'm moving to Rotterdam for a new job, what should I know about renting there?",
     [("User is moving to Rotterdam next month for a new job", "residence")]),
    ("en", "I've been a vegetarian since 2019 but my doctor says my iron is low. What are good plant-based sources "
           "of iron?",
     [("User has been a vegetarian since 2019", "diet"), ("User's iron is low", "health")]),
    ("en", "Until last year I worked at Deloitte, now I'm freelancing as a UX designer. How should I price a "
           "two-week design sprint?",
     [("User worked at Deloitte until last year", N), ("User is freelancing as a UX designer", "job")]),
    ("en", "actually, I'm not vegan anymore. started eating fish again last summer.",
     [("User is not vegan anymore", "diet"), ("User started eating fish again last summer", "diet")]),
    ("en", "im a third year law student in dublin and i have exams in two weeks how do i stop procrastinating",
     [("User is a third year law student in Dublin", "job")]),
    ("en", "My name is Siobhán O'Brien-Walsh and I'm putting together a cover letter for a pharmacy technician role. "
           "Could you tighten this paragraph?",
     [("User's name is Siobhán O'Brien-Walsh", "name")]),
    ("en", "Hi! I'm Zoë, 29, a physiotherapist from Ghent 🙂 I want to start a blog about running injuries. Where "
           "should I start?",
     [("User is Zoë", "name"), ("User is 29", "age"), ("User is a physiotherapist from Ghent", "job")]),
    ("en", "Some context about me before we start:\n- I'm a backend engineer at Shopify\n- I mostly use Ruby and Go\n"
           "- I'm based in Ottawa\n- I'm colorblind, so please don't rely on red/green in charts\n\nNow, can you help "
           "me design a dashboard for API latency?",
     [("User is a backend engineer at Shopify", "job"), ("User mostly uses Ruby and Go", N),
      ("User is based in Ottawa", "residence"), ("User is colorblind", "health")]),
    ("en", "I'm a Mandarin teacher in Vancouver. 我的学生大多是成年人。Can you suggest some games for adult beginners?",
     [("User is a Mandarin teacher in Vancouver", "job"), ("用户的学生大多是成年人", N)]),
    ("en", "my cat is basically my boss at this point lol. anyway how do I get her to stop scratching the couch",
     [("User has a cat", "pet")]),
    ("en", "My sister just moved to Melbourne and she's vegan. I'm visiting her in March, what vegan restaurants "
           "should we try?",
     [("User's sister just moved to Melbourne", "family"), ("User's sister is vegan", "family")]),
    ("en", "Sorry, I said earlier I was 32 — I'm actually 33.", [("User is actually 33", "age")]),
    ("en", "I'm 6'2\" and about 95 kg, training for a half marathon in October. What's a reasonable weekly mileage?",
     [("User is 6'2\" and about 95 kg", "health"), ("User is training for a half marathon in October", N)]),
    ("en", "I'm allergic to penicillin and sulfa drugs, fyi, in case you suggest anything.",
     [("User is allergic to penicillin and sulfa drugs", "allergy")]),
    ("en", "What's the difference between a Roth IRA and a traditional IRA?", []),
    ("en", "Rewrite this email so it sounds less passive aggressive: 'Per my last email, I already sent the file "
           "on Monday.'", []),
    ("en", "Write a short bio for me: I'm a pastry chef, I trained in Lyon, and I now run a small bakery in "
           "Portland, Maine.",
     [("User is a pastry chef", "job"), ("User trained in Lyon", N),
      ("User now runs a small bakery in Portland, Maine", N)]),
    ("en", "Just got engaged to my girlfriend Aisling last weekend!! Now we have to plan a wedding on a budget. Where "
           "do we even start?",
     [("User got engaged to their girlfriend Aisling last weekend", "relationship")]),
    ("en", "My husband and I are both teachers and we have three kids under 10. Suggest a weekly meal plan that's "
           "cheap and quick.",
     [("User and their husband are both teachers", "job"), ("User has three kids under 10", "family")]),
    ("en", "i dont eat pork for religious reasons, can you swap the bacon in this recipe",
     [("User doesn't eat pork for religious reasons", "diet")]),
    ("en", "Quick q — my landlord in Brooklyn wants to raise the rent 20%. Is that legal?", []),
    ("en", "I used to live in Chicago but that was ages ago, I'm in Phoenix now. Does Phoenix have decent public "
           "transit?",
     [("User used to live in Chicago", N), ("User is in Phoenix now", "residence")]),
    ("en", "I'm not a doctor, but I play one on TV 😂 seriously though, what does a high ALT mean on a blood test?",
     []),
    ("en", "We adopted two rescue greyhounds, Pixel and Dot, in January. They're scared of stairs. How do I train "
           "them?",
     [("User adopted two rescue greyhounds, Pixel and Dot, in January", "pet")]),
    ("en", "I've had migraines since I was a teenager and I'm on propranolol. Is it ok to drink coffee?",
     [("User has had migraines since they were a teenager", "health"), ("User is on propranolol", "health")]),
    ("en", "I'm the CTO of a 12-person fintech startup called Ledgerly, and we're about to hire our first data "
           "scientist. What should the interview loop look like?",
     [("User is the CTO of a 12-person fintech startup called Ledgerly", "job")]),
    ("en", "Can you translate 'I live in Paris and I work in a bank' into Italian?", []),
    ("en", "my boyfriend thinks he's gluten intolerant but honestly i think he just doesn't like bread lol", []),
    ("en", "I speak Tagalog at home and English at work, and I'm slowly learning Korean through K-dramas.",
     [("User speaks Tagalog at home and English at work", "language"),
      ("User is slowly learning Korean through K-dramas", "language")]),
    ("en", "I prefer answers in bullet points, short ones. Also I'm on a Mac.",
     [("User prefers answers in bullet points", "preference"), ("User is on a Mac", N)]),
    ("en", "My daughter, who is 14, was just diagnosed with ADHD. How do I talk to her teachers about it?",
     [("User's daughter is 14", "family"), ("User's daughter was just diagnosed with ADHD", "family")]),
    ("en", "Been working remotely for a Berlin company since 2021 while living in Lisbon. Taxes are a nightmare. Do I "
           "pay in Germany or Portugal?",
     [("User has been working remotely for a Berlin company since 2021", "employer"),
      ("User lives in Lisbon", "residence")]),
    ("en", "Hey, Jean-Luc here. I run IT for a small law firm and we're moving from Exchange to Google Workspace next "
           "week. Any gotchas?",
     [("User's name is Jean-Luc", "name"), ("User runs IT for a small law firm", "job")]),
    ("en", "I have celiac disease so I can't have regular soy sauce. What can I use in this stir fry instead?",
     [("User has celiac disease", "health")]),
    ("en", "Honestly I hate running. But my cardiologist says I need cardio after my bypass last year. What's the "
           "least miserable option?",
     [("User hates running", "preference"), ("User had a bypass last year", "health")]),
    ("en", "FYI I'm colour-blind and left-handed, in case that matters for the lab setup.",
     [("User is colour-blind and left-handed", "health")]),
    ("en", "I retired from the navy in 2020 after 22 years and now I teach sailing part-time.",
     [("User retired from the navy in 2020 after 22 years", N), ("User now teaches sailing part-time", "job")]),
    ("en", "My dad is a retired firefighter in Cork and he's 71. What's a good gift for him?",
     [("User's dad is a retired firefighter in Cork", "family"), ("User's dad is 71", "family")]),
    ("en", "Lol I'm basically a professional procrastinator. Anyway, help me outline a 2000-word essay on the French "
           "Revolution.", []),
    ("en", "I'm moving in with my partner Sam next month, we've been together 4 years.",
     [("User is moving in with their partner Sam next month", "relationship"),
      ("User and Sam have been together 4 years", "relationship")]),
    ("en", "Thanks! That fixed it. You're a lifesaver.", []),
    ("en", "I'm writing a novel set in 1920s Shanghai, about 60k words so far. Can you check this dialogue for "
           "anachronisms?",
     [("User is writing a novel set in 1920s Shanghai", "project")]),
    ("en", "my wife is pregnant with our second, due in april, and we live in a 2 bedroom flat in leeds. should we "
           "move before the baby comes",
     [("User's wife is pregnant with their second, due in April", "family"),
      ("User lives in a 2 bedroom flat in Leeds", "residence")]),
    ("en", "Since my stroke in 2022 I can only type with one hand, so keep replies short please.",
     [("User had a stroke in 2022", "health"), ("User can only type with one hand", "health"),
      ("User prefers short replies", "preference")]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", "我是一名护士，在成都的一家医院上夜班。最近总是失眠，有什么办法吗？",
     [("用户是一名护士", "job"), ("用户在成都的一家医院上夜班", N)]),
    ("zh", "我老公在深圳工作，我一个人带孩子住在长沙。周末带孩子去哪里玩比较好？",
     [("用户的老公在深圳工作", "family"), ("用户一个人带孩子住在长沙", "residence")]),
    ("zh", "我不吃辣，也对海鲜过敏，推荐几道家常菜吧", [("用户不吃辣", "diet"), ("用户对海鲜过敏", "allergy")]),
    ("zh", "我去年从阿里巴巴离职了，现在在一家创业公司做产品经理。",
     [("用户去年从阿里巴巴离职了", "employer"), ("用户现在在一家创业公司做产品经理", "job")]),
    ("zh", "帮我把这段话翻译成英文：我住在北京，今年三十岁。", []),
    ("zh", "我女儿叫朵朵，今年三岁半，对牛奶过敏。",
     [("用户的女儿叫朵朵", "family"), ("用户的女儿今年三岁半", "family"), ("用户的女儿对牛奶过敏", "family")]),
    ("zh", "我其实已经不是素食者了，现在什么都吃。", [("用户已经不是素食者了", "diet"), ("用户现在什么都吃", "diet")]),
    ("zh", "哈哈我住在公司了，天天加班。帮我写一封请假邮件。", []),
    ("zh", "我是程序员，主要写Java。I also do some Python on weekends. 想学一下Rust，有什么好的入门书？",
     [("用户是程序员", "job"), ("用户主要写Java", N), ("User also does some Python on weekends", N)]),
    ("zh", "今天天气怎么样？", []),
    ("zh", "我从2018年开始养了一只柯基，叫豆豆。", [("用户从2018年开始养了一只柯基，叫豆豆", "pet")]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", "Bonjour ! Je suis prof de maths dans un collège à Marseille et je cherche des idées pour rendre les "
           "fractions plus ludiques. Vous auriez des activités ?",
     [("L'utilisateur est prof de maths dans un collège à Marseille", "job")]),
    ("fr", "Mon mari est allergique aux arachides, donc je cherche une recette de gâteau sans cacahuètes.",
     [("Le mari de l'utilisateur est allergique aux arachides", "family")]),
    ("fr", "Je ne mange plus de viande depuis l'année dernière.",
     [("L'utilisateur ne mange plus de viande depuis l'année dernière", "diet")]),
    ("fr", "J'habite à Montréal depuis 2016, mais je suis originaire de Dakar.",
     [("L'utilisateur habite à Montréal depuis 2016", "residence"), ("L'utilisateur est originaire de Dakar", N)]),
    ("fr", "Je m'appelle Zoé Lefèvre-Dubois et je travaille chez Airbus à Toulouse.",
     [("L'utilisateur s'appelle Zoé Lefèvre-Dubois", "name"),
      ("L'utilisateur travaille chez Airbus à Toulouse", "employer")]),
    ("fr", "Peux-tu m'expliquer la différence entre « tu » et « vous » ?", []),
    ("fr", "En fait, je ne suis plus célibataire, je suis en couple depuis mars 😊",
     [("L'utilisateur n'est plus célibataire", "relationship"),
      ("L'utilisateur est en couple depuis mars", "relationship")]),
    ("fr", "j'ai 42 ans et deux enfants, je cherche un job moins stressant, des idées ?",
     [("L'utilisateur a 42 ans", "age"), ("L'utilisateur a deux enfants", "family")]),
    ("fr", "Je parle couramment anglais et espagnol, et j'apprends le japonais depuis six mois.",
     [("L'utilisateur parle couramment anglais et espagnol", "language"),
      ("L'utilisateur apprend le japonais depuis six mois", "language")]),
    ("fr", "Mon chat Moustache a 15 ans et il ne mange plus ses croquettes, que faire ?",
     [("Le chat de l'utilisateur, Moustache, a 15 ans", "pet")]),
    ("fr", "Je vis à la bibliothèque en ce moment lol, partiels la semaine prochaine. Tu peux me faire un planning "
           "de révisions ?", []),
    # -- German ----------------------------------------------------------------------------------
    ("de", "Ich arbeite seit 2020 als Pflegefachkraft in einem Altenheim in Graz und suche Tipps gegen "
           "Rückenschmerzen.",
     [("Der Nutzer arbeitet seit 2020 als Pflegefachkraft in einem Altenheim in Graz", "job")]),
    ("de", "Meine Frau kommt aus Hamburg, aber wir wohnen in Stuttgart.",
     [("Die Frau des Nutzers kommt aus Hamburg", "family"), ("Der Nutzer wohnt in Stuttgart", "residence")]),
    ("de", "Ich bin seit letztem Jahr Veganerin und habe eine Laktoseintoleranz.",
     [("Der Nutzer ist seit letztem Jahr Veganerin", "diet"), ("Der Nutzer hat eine Laktoseintoleranz", "health")]),
    ("de", "Wie lange muss ich Spaghetti kochen?", []),
    ("de", "Ich heiße Jürgen Müller-Lüdenscheidt und bin 57 Jahre alt.",
     [("Der Nutzer heißt Jürgen Müller-Lüdenscheidt", "name"), ("Der Nutzer ist 57 Jahre alt", "age")]),
    ("de", "Nächsten Monat ziehe ich nach Leipzig, weil ich dort eine Stelle bei der Uni bekommen habe.",
     [("Der Nutzer zieht nächsten Monat nach Leipzig", "residence"),
      ("Der Nutzer hat eine Stelle bei der Uni bekommen", "employer")]),
    ("de", "Ich rauche nicht mehr, seit drei Monaten!", [("Der Nutzer raucht seit drei Monaten nicht mehr", "health")]),
    ("de", "Mein Chef wohnt in Zürich und will, dass ich jede Woche pendle. Ist das zumutbar?",
     [("Der Chef des Nutzers wohnt in Zürich", N)]),
    ("de", "Ich spreche Deutsch, Türkisch und ein bisschen Arabisch.",
     [("Der Nutzer spricht Deutsch, Türkisch und ein bisschen Arabisch", "language")]),
    ("de", "Wir haben einen Hund, einen Border Collie namens Frieda, und sie ist total verrückt nach Frisbees.",
     [("Der Nutzer hat einen Hund, einen Border Collie namens Frieda", "pet")]),
    ("de", "ich bin informatiker und arbeite bei sap in walldorf kannst du mir bei einer bewerbung helfen",
     [("Der Nutzer ist Informatiker", "job"), ("Der Nutzer arbeitet bei SAP in Walldorf", "employer")]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", "Hola, soy enfermera en un hospital de Valencia y trabajo de noche. ¿Qué puedo cenar para no tener sueño?",
     [("El usuario es enfermera en un hospital de Valencia", "job"), ("El usuario trabaja de noche", N)]),
    ("es", "Mi novio vive en Buenos Aires y yo en Madrid, ¿cómo llevamos mejor la diferencia horaria?",
     [("El novio del usuario vive en Buenos Aires", "family"), ("El usuario vive en Madrid", "residence")]),
    ("es", "Ya no soy vegetariano, volví a comer pollo.",
     [("El usuario ya no es vegetariano", "diet"), ("El usuario volvió a comer pollo", "diet")]),
    ("es", "Me llamo José Ángel Núñez y tengo 45 años.",
     [("El usuario se llama José Ángel Núñez", "name"), ("El usuario tiene 45 años", "age")]),
    ("es", "Soy alérgica al polen y a los ácaros, ¿qué plantas puedo tener en casa?",
     [("El usuario es alérgica al polen y a los ácaros", "allergy")]),
    ("es", "¿Cuál es la capital de Australia?", []),
    ("es", "Trabajo en Telefónica desde 2017 como ingeniera de redes.",
     [("El usuario trabaja en Telefónica desde 2017 como ingeniera de redes", "job")]),
    ("es", "Mi hermana tiene diabetes tipo 2 y quiero cocinarle algo sano.",
     [("La hermana del usuario tiene diabetes tipo 2", "family")]),
    ("es", "El mes que viene me mudo a Lima por trabajo.",
     [("El usuario se muda a Lima el mes que viene por trabajo", "residence")]),
    ("es", "Tengo dos gatos, Tofu y Miso, y vivo en un piso pequeño en Barcelona.",
     [("El usuario tiene dos gatos, Tofu y Miso", "pet"), ("El usuario vive en un piso pequeño en Barcelona", "residence")]),
    ("es", "jaja vivo en el gimnasio últimamente. ¿me haces una rutina de piernas?", []),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", "私は大阪で看護師をしています。夜勤が多くて疲れやすいのですが、何かいい方法はありますか？",
     [("ユーザーは大阪で看護師をしています", "job")]),
    ("ja", "夫は札幌に住んでいて、私は東京で働いています。",
     [("ユーザーの夫は札幌に住んでいます", "family"), ("ユーザーは東京で働いています", N)]),
    ("ja", "実はもうベジタリアンではありません。", [("ユーザーはもうベジタリアンではありません", "diet")]),
    ("ja", "そばアレルギーがあるので、そば以外のおすすめを教えてください。", [("ユーザーはそばアレルギーがあります", "allergy")]),
    ("ja", "東京タワーの高さは何メートルですか？", []),
    ("ja", "私の名前は田中花子です。三十五歳で、二人の子供がいます。",
     [("ユーザーの名前は田中花子です", "name"), ("ユーザーは三十五歳です", "age"), ("ユーザーは二人の子供がいます", "family")]),
    ("ja", "来月から福岡に引っ越します。", [("ユーザーは来月から福岡に引っ越します", "residence")]),
    ("ja", "猫を二匹飼っています。名前はモモとクロです。",
     [("ユーザーは猫を二匹飼っています", "pet"), ("ユーザーの猫の名前はモモとクロです", "pet")]),
    ("ja", "英語と韓国語が話せます。今はスペイン語を勉強中です。",
     [("ユーザーは英語と韓国語が話せます", "language"), ("ユーザーは今スペイン語を勉強中です", "language")]),
    ("ja", "2020年からソニーでエンジニアとして働いています。", [("ユーザーは2020年からソニーでエンジニアとして働いています", "job")]),
    ("ja", "この文章を英語に翻訳してください：私は京都に住んでいます。", []),
]

SEQUENCES = [
    # a move
    ("en", [("I live in Toronto with my roommate.", ["User lives in Toronto with their roommate"]),
            ("Big news: I just moved to Vancouver for work! Any good hiking trails nearby?",
             ["User just moved to Vancouver for work"])]),
    # a job change
    ("en", [("I'm a barista at a café downtown.", ["User is a barista at a café downtown"]),
            ("I got hired as a junior web developer, started Monday!", ["User got hired as a junior web developer"])]),
    # a diet change
    ("en", [("I'm vegan, btw.", ["User is vegan"]),
            ("Quick update, I'm pescatarian now.", ["User is pescatarian now"])]),
    # a relationship change
    ("en", [("I'm in a relationship with Nadia.", ["User is in a relationship with Nadia"]),
            ("ugh, I'm single again as of last week.", ["User is single again as of last week"])]),
    # a negation
    ("en", [("I smoke about a pack a day.", ["User smokes about a pack a day"]),
            ("I no longer smoke, 3 months clean!", ["User no longer smokes"])]),
    # a correction of a wrong earlier fact
    ("en", [("I'm 41.", ["User is 41"]),
            ("Sorry, typo earlier: I'm 44.", ["User is 44"])]),
    # someone else's allergy does not become the user's
    ("en", [("I'm allergic to shellfish.", ["User is allergic to shellfish"]),
            ("My son is allergic to eggs.", ["User is allergic to shellfish", "User's son is allergic to eggs"])]),
    # an employer change
    ("en", [("I work at Microsoft on the Azure team.", ["User works at Microsoft on the Azure team"]),
            ("Left Microsoft in March, now I work at a small startup.", ["User now works at a small startup"])]),
    # someone else's residence does not replace the user's
    ("en", [("I live in Austin.", ["User lives in Austin"]),
            ("My brother lives in Dallas.", ["User lives in Austin", "User's brother lives in Dallas"])]),
    ("zh", [("我住在广州。", ["用户住在广州"]),
            ("上个月我搬到厦门了，这边空气好多了。", ["用户上个月搬到厦门了"])]),
    ("fr", [("Je suis serveur dans un restaurant à Nice.", ["L'utilisateur est serveur dans un restaurant à Nice"]),
            ("Depuis lundi, je travaille comme cuisinier.", ["L'utilisateur travaille comme cuisinier depuis lundi"])]),
    ("de", [("Ich esse gern Fleisch.", ["Der Nutzer isst gern Fleisch"]),
            ("Ich esse kein Fleisch mehr.", ["Der Nutzer isst kein Fleisch mehr"])]),
    ("es", [("Estoy casado.", ["El usuario está casado"]),
            ("Me divorcié el año pasado.", ["El usuario se divorció el año pasado"])]),
    ("ja", [("私は銀行員です。", ["ユーザーは銀行員です"]),
            ("先月転職して、今は教師をしています。", ["ユーザーは先月転職して、今は教師をしています"])]),
]
