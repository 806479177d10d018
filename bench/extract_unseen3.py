"""A third blind set of state-change sequences (issue 28, branch w28w2): 48 sequences, 6 in each of
eight languages (en zh ja de fr es it pt), written by a case writer who never read the rules
(mnemosyne_app/) nor the other blind sets (bench/extract_unseen.py, bench/extract_unseen2.py), from
how people write to an assistant: the change told inside a request, indirectly or by its consequence
("my last week at Hartley & Finch was hectic but I've now started at Pemberton Legal", "从字节出来了",
"プリウスは手放して", "Den Passat bin ich los", "J'ai raccroché la blouse", "Lo dejamos Álex y yo",
"ho mollato lo studio", "já não moro no Porto"), subject-less sentences where the language allows,
and long messages with several facts of which only one changes.

Committed before its first run; held out whole: nobody changes a rule on its failures.

In each language, 4 changes of state (a job or an employer changed, a move, a relationship begun,
made official or ended, an age through a birthday, a vehicle sold or replaced by another way of
getting around, a diet stopped, a pet that died, "no longer" negations; pets and allergies, which
are many-valued, accumulate rather than replace) and 2 CONTROLS, marked, where nothing may end: a
plan or hypothetical, another person's change, a question. 32 changes, 16 controls.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word; an ended fact disappears; a message with only requests,
questions or other people's facts leaves the list as it was.
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    # a change of employer told by its consequence, after a request-only message
    ("en", [("I'm a paralegal at Hartley & Finch in Manchester. Can you explain what a witness statement needs to include?",
             ["User is a paralegal at Hartley & Finch in Manchester"]),
            ("Thanks, that helped. What's a polite way to decline a meeting invite?",
             ["User is a paralegal at Hartley & Finch in Manchester"]),
            ("My last week at Hartley & Finch was hectic but I've now started as a trainee solicitor at Pemberton Legal. "
             "Can you help me write a thank-you note to my old team?",
             ["User has now started as a trainee solicitor at Pemberton Legal"])]),
    # an age through a birthday, told without a subject; the job stays
    ("en", [("I'm 29 and I work nights as an ICU nurse. What should I eat before a 12-hour shift?",
             ["User is 29", "User works nights as an ICU nurse"]),
            ("Turned 30 yesterday 🎉 my coworkers threw me a surprise party on the ward. Can you suggest a thank-you message for them?",
             ["User turned 30 yesterday", "User works nights as an ICU nurse"])]),
    # a car traded in for another; then a second dog: pets accumulate
    ("en", [("I've got a 2014 Honda Civic and a cocker spaniel called Rosie.",
             ["User has a 2014 Honda Civic", "User has a cocker spaniel called Rosie"]),
            ("Traded the Civic in for a Toyota Corolla hybrid last weekend. How often does a hybrid need servicing?",
             ["User traded the Civic in for a Toyota Corolla hybrid last weekend", "User has a cocker spaniel called Rosie"]),
            ("We also adopted a second dog, a greyhound named Pip. How do I introduce him to Rosie?",
             ["User traded the Civic in for a Toyota Corolla hybrid last weekend", "User has a cocker spaniel called Rosie",
              "User adopted a second dog, a greyhound named Pip"])]),
    # a move told as a negation, inside a request; the job stays
    ("en", [("I live in Bristol and I teach Year 5 at a primary school.",
             ["User lives in Bristol", "User teaches Year 5 at a primary school"]),
            ("I'm not in Bristol anymore, we moved to Cardiff over Easter. Can you suggest some rainy-day activities for kids there?",
             ["User moved to Cardiff over Easter", "User teaches Year 5 at a primary school"])]),
    # CONTROL: another person leaves the employer, then a hypothetical
    ("en", [("I'm a backend engineer at Monzo.", ["User is a backend engineer at Monzo"]),
            ("My manager just left Monzo for Stripe and I'm kind of panicking. How do I build a relationship with whoever replaces her?",
             ["User is a backend engineer at Monzo"]),
            ("If I followed her to Stripe, would it look bad on my CV?", ["User is a backend engineer at Monzo"])]),
    # CONTROL: a flatmate's move and a diet the person only might stop
    ("en", [("I'm vegetarian and I live with two flatmates in Leeds.",
             ["User is vegetarian", "User lives with two flatmates in Leeds"]),
            ("My flatmate is moving out next month and honestly I might stop being vegetarian too if I have to cook for myself. Thoughts?",
             ["User is vegetarian", "User lives with two flatmates in Leeds"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    # the employer left under a short name (字节), the new job inside a request
    ("zh", [("我在字节跳动做产品经理，帮我看看这份周报怎么写更清楚。", ["用户在字节跳动做产品经理"]),
            ("上个月从字节出来了，现在在一家做跨境电商的创业公司负责增长。帮我想一个自我介绍，要在新团队第一次周会上讲。",
             ["用户现在在一家做跨境电商的创业公司负责增长"])]),
    # a move without a subject; age and daughter stay
    ("zh", [("我今年35岁，住在杭州，有一个上小学的女儿。", ["用户今年35岁", "用户住在杭州", "用户有一个上小学的女儿"]),
            ("暑假搬到苏州了，女儿转学的手续好麻烦。苏州有什么适合亲子的周末去处？",
             ["用户暑假搬到苏州了", "用户今年35岁", "用户有一个上小学的女儿"])]),
    # a diet stopped, told in three words
    ("zh", [("我在做生酮饮食，帮我列一个一周的购物清单。", ["用户在做生酮饮食"]),
            ("生酮停了，坚持不下去。现在想正常吃饭但别胖回去，早餐吃什么好？", ["用户生酮停了"])]),
    # a pet that died ("走了"), then a new one adopted
    ("zh", [("我养了一只橘猫，叫馒头。猫粮选哪个牌子好？", ["用户养了一只橘猫，叫馒头"]),
            ("馒头上周走了，家里一下子空了。", ["用户的猫馒头上周走了"]),
            ("朋友家的猫生了小猫，我领养了一只黑色的，取名叫芝麻。刚到新家的小猫要注意什么？",
             ["用户的猫馒头上周走了", "用户领养了一只黑色的小猫，取名叫芝麻"])]),
    # CONTROL: the husband quits, the person's job stays
    ("zh", [("我在南京一所中学当语文老师。", ["用户在南京一所中学当语文老师"]),
            ("老公辞职了，想自己开店卖咖啡。你觉得在南京开咖啡店前期要准备多少钱？", ["用户在南京一所中学当语文老师"])]),
    # CONTROL: only thinking of quitting and going home (the home town is a new fact; nothing ends)
    ("zh", [("我住在北京，在国贸上班，每天通勤一个半小时。", ["用户住在北京", "用户在国贸上班", "用户每天通勤一个半小时"]),
            ("在考虑要不要辞职回老家长沙，你帮我列一下利弊吧。",
             ["用户住在北京", "用户在国贸上班", "用户每天通勤一个半小时", "用户老家在长沙"])]),
    # -- Japanese --------------------------------------------------------------------------------
    # the old company not named, the new employer inside a request
    ("ja", [("都内のIT企業で営業をしています。商談のお礼メールを添削してもらえますか？", ["ユーザーは都内のIT企業で営業をしています"]),
            ("実は先月で前の会社を退職して、今は地元の信用金庫で働いています。新しい職場での挨拶文を考えてほしいです。",
             ["ユーザーは今は地元の信用金庫で働いています"])]),
    # a girlfriend who became a wife
    ("ja", [("付き合って3年の彼女がいます。誕生日プレゼントのアイデアありますか？", ["ユーザーは付き合って3年の彼女がいます"]),
            ("先月、その彼女と入籍しました！結婚報告のはがきの文面を一緒に考えてください。", ["ユーザーは先月入籍しました"])]),
    # a transfer to another city, then a birthday; the children stay
    ("ja", [("41歳、札幌在住、二児の父です。", ["ユーザーは41歳です", "ユーザーは札幌在住です", "ユーザーは二児の父です"]),
            ("転勤で仙台に来て半年になります。仙台で子供と行ける温泉を教えてください。",
             ["ユーザーは41歳です", "ユーザーは転勤で仙台に来て半年になります", "ユーザーは二児の父です"]),
            ("昨日で42になりました。健康診断で気をつけることは？",
             ["ユーザーは昨日で42になりました", "ユーザーは転勤で仙台に来て半年になります", "ユーザーは二児の父です"])]),
    # a car given up for car sharing; the camping habit stays
    ("ja", [("プリウスに乗っていて、週末はよく家族でキャンプに行きます。",
             ["ユーザーはプリウスに乗っています", "ユーザーは週末はよく家族でキャンプに行きます"]),
            ("プリウスは手放して、今はカーシェアで済ませています。キャンプ道具を運ぶいい方法ありますか？",
             ["ユーザーは今はカーシェアで済ませています", "ユーザーは週末はよく家族でキャンプに行きます"])]),
    # CONTROL: a colleague goes independent
    ("ja", [("大阪で美容師をしています。", ["ユーザーは大阪で美容師をしています"]),
            ("同僚が独立して自分の店を出すことになりました。お祝いに何を贈ればいいですか？", ["ユーザーは大阪で美容師をしています"])]),
    # CONTROL: a hypothetical second allergy
    ("ja", [("卵アレルギーがあります。", ["ユーザーは卵アレルギーがあります"]),
            ("もし小麦アレルギーも出たら、食べられるものってかなり減りますよね？代わりに使える粉を教えてください。",
             ["ユーザーは卵アレルギーがあります"])]),
    # -- German ----------------------------------------------------------------------------------
    # a new employer told by its start date, the old one not mentioned
    ("de", [("Ich arbeite als Projektleiterin bei Zalando in Berlin.", ["User arbeitet als Projektleiterin bei Zalando in Berlin"]),
            ("Seit dem 1. Oktober bin ich in der Digitalabteilung der Deutschen Bahn. Wie formuliere ich meine neue Signatur professionell?",
             ["Seit dem 1. Oktober ist User in der Digitalabteilung der Deutschen Bahn"])]),
    # a divorce told as done, after a request-only message; children and town stay
    ("de", [("Ich bin verheiratet, habe zwei Kinder und wohne in Freiburg.",
             ["User ist verheiratet", "User hat zwei Kinder", "User wohnt in Freiburg"]),
            ("Kannst du mir ein schnelles Abendessen vorschlagen, das Kinder mögen?",
             ["User ist verheiratet", "User hat zwei Kinder", "User wohnt in Freiburg"]),
            ("Die Scheidung ist seit August durch und ich bin jetzt alleinerziehend. Kannst du mir helfen, einen Wochenplan für die Kinder zu machen?",
             ["Die Scheidung von User ist seit August durch", "User ist jetzt alleinerziehend", "User hat zwei Kinder",
              "User wohnt in Freiburg"])]),
    # a birthday and a diet ended in one message
    ("de", [("Ich bin 52 und ernähre mich seit Jahren vegan.", ["User ist 52", "User ernährt sich seit Jahren vegan"]),
            ("Hab gestern meinen 53. gefeiert und mir zum ersten Mal seit Jahren wieder ein Stück Käsekuchen gegönnt. "
             "Ganz ehrlich, vegan ist für mich vorbei. Wie steige ich wieder auf Milchprodukte um, ohne Bauchweh?",
             ["User hat gestern seinen 53. gefeiert", "Vegan ist für User vorbei"])]),
    # a car got rid of, replaced by a rail pass and a cargo bike
    ("de", [("Ich fahre einen alten Passat Kombi.", ["User fährt einen alten Passat Kombi"]),
            ("Den Passat bin ich los, seit Mai habe ich ein Deutschlandticket und ein Lastenrad. Welche Regenplane passt für ein Lastenrad mit Kindersitz?",
             ["Seit Mai hat User ein Deutschlandticket und ein Lastenrad"])]),
    # CONTROL: a move only considered
    ("de", [("Ich wohne in München und arbeite bei BMW in der Entwicklung.",
             ["User wohnt in München", "User arbeitet bei BMW in der Entwicklung"]),
            ("Wir überlegen, nächstes Jahr nach Augsburg zu ziehen, weil die Mieten hier irre sind. Wie lange würde ich mit dem Zug zu BMW brauchen?",
             ["User wohnt in München", "User arbeitet bei BMW in der Entwicklung"])]),
    # CONTROL: the sister quits and moves in
    ("de", [("Ich spreche Deutsch und Türkisch und lerne gerade Spanisch.",
             ["User spricht Deutsch und Türkisch", "User lernt gerade Spanisch"]),
            ("Meine Schwester hat ihren Job in Wien gekündigt und zieht zu uns. Hast du Tipps, wie wir uns die Wohnung teilen?",
             ["User spricht Deutsch und Türkisch", "User lernt gerade Spanisch"])]),
    # -- French ----------------------------------------------------------------------------------
    # a job left by an idiom ("raccroché la blouse"), the new one inside a request
    ("fr", [("Je suis infirmière aux urgences à l'hôpital de Nantes.", ["User est infirmière aux urgences à l'hôpital de Nantes"]),
            ("J'ai raccroché la blouse : depuis la rentrée je suis formatrice dans un IFSI. Tu peux m'aider à préparer un cours sur l'hygiène des mains ?",
             ["Depuis la rentrée User est formatrice dans un IFSI"])]),
    # a move told by unpacking boxes, after a request-only message; age and agency stay, remote work is new
    ("fr", [("J'ai 27 ans, j'habite à Lille et je bosse dans une agence de com.",
             ["User a 27 ans", "User habite à Lille", "User bosse dans une agence de com"]),
            ("Tu peux me proposer un nom pour une campagne de pub pour une marque de thé ?",
             ["User a 27 ans", "User habite à Lille", "User bosse dans une agence de com"]),
            ("Je viens de poser mes cartons à Bordeaux, je suis toujours dans la même agence mais en télétravail. Des quartiers sympas pour sortir le soir ?",
             ["User a 27 ans", "User vient de poser ses cartons à Bordeaux", "User bosse dans une agence de com",
              "User est en télétravail"])]),
    # a PACS ended
    ("fr", [("Je suis pacsé avec Julien depuis 2019.", ["User est pacsé avec Julien depuis 2019"]),
            ("On a rompu le pacs avec Julien cet été. Tu peux m'aider à écrire un message pour annoncer la nouvelle à mes parents ?",
             ["User a rompu le pacs avec Julien cet été"])]),
    # one of two pets died; the other stays; a daughter mentioned in passing
    ("fr", [("J'ai un chat, Pistache, et un lapin qui s'appelle Caramel.",
             ["User a un chat, Pistache", "User a un lapin qui s'appelle Caramel"]),
            ("Caramel nous a quittés la semaine dernière, il avait neuf ans. Comment expliquer ça à ma fille de quatre ans ?",
             ["User a un chat, Pistache", "Caramel a quitté User la semaine dernière", "User a une fille de quatre ans"])]),
    # CONTROL: a hypothetical return to fish
    ("fr", [("Je suis végétarienne et je vis à Grenoble.", ["User est végétarienne", "User vit à Grenoble"]),
            ("Si je remangeais du poisson de temps en temps, est-ce que je devrais faire une prise de sang avant ?",
             ["User est végétarienne", "User vit à Grenoble"])]),
    # CONTROL: a colleague resigns from the same employer
    ("fr", [("Je travaille chez Decathlon au siège à Villeneuve-d'Ascq.", ["User travaille chez Decathlon au siège à Villeneuve-d'Ascq"]),
            ("Ma collègue vient de démissionner de Decathlon pour partir chez Nike, et on me propose de reprendre ses dossiers. Comment je négocie une augmentation ?",
             ["User travaille chez Decathlon au siège à Villeneuve-d'Ascq"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    # a new job after passing the civil-service exams, the old one not named
    ("es", [("Soy camarero en un bar de tapas en Granada.", ["User es camarero en un bar de tapas en Granada"]),
            ("Por fin aprobé las oposiciones y desde enero trabajo de administrativo en el Ayuntamiento. ¿Me ayudas a organizar mi horario para volver a estudiar inglés?",
             ["Desde enero User trabaja de administrativo en el Ayuntamiento"])]),
    # a break-up and a move back to the parents' in one message: both facts of the first message end
    ("es", [("Mi novio Álex y yo vivimos juntos en Zaragoza.", ["User vive con su novio Álex en Zaragoza"]),
            ("Lo dejamos Álex y yo hace dos meses y me he vuelto a casa de mis padres en Huesca. ¿Cómo me organizo para ahorrar para un piso?",
             ["Álex y User lo dejaron hace dos meses", "User se ha vuelto a casa de sus padres en Huesca"])]),
    # a birthday after a request-only message; job and running stay
    ("es", [("Tengo 44 años, soy profesora de secundaria y corro maratones.",
             ["User tiene 44 años", "User es profesora de secundaria", "User corre maratones"]),
            ("¿Qué zapatillas me recomiendas para asfalto?",
             ["User tiene 44 años", "User es profesora de secundaria", "User corre maratones"]),
            ("Cumplí 45 el sábado. ¿Me haces un plan de entrenamiento de 16 semanas?",
             ["User cumplió 45 el sábado", "User es profesora de secundaria", "User corre maratones"])]),
    # a scooter sold, an e-bike instead ("ya no")
    ("es", [("Voy al trabajo en moto, tengo una Vespa de 2016.", ["User va al trabajo en moto", "User tiene una Vespa de 2016"]),
            ("Ya no tengo la Vespa: la vendí y ahora me muevo en bici eléctrica. ¿Qué candado me recomiendas?",
             ["User ahora se mueve en bici eléctrica"])]),
    # CONTROL: a move only thought of
    ("es", [("Vivo en Barcelona y trabajo en remoto para una empresa alemana.",
             ["User vive en Barcelona", "User trabaja en remoto para una empresa alemana"]),
            ("Estoy pensando en mudarme a Málaga el año que viene. ¿Qué barrios me recomiendas para teletrabajar?",
             ["User vive en Barcelona", "User trabaja en remoto para una empresa alemana"])]),
    # CONTROL: the mother's diagnosis; then an allergy that accumulates (nothing ends)
    ("es", [("Soy celíaca y tengo un perro, Toby.", ["User es celíaca", "User tiene un perro, Toby"]),
            ("A mi madre le acaban de diagnosticar celiaquía también. ¿Qué le puedo cocinar en Navidad?",
             ["User es celíaca", "User tiene un perro, Toby"]),
            ("Y para colmo ahora también tengo alergia al látex, me lo confirmaron ayer. ¿Qué guantes de cocina uso?",
             ["User es celíaca", "User tiene un perro, Toby", "User ahora también tiene alergia al látex"])]),
    # -- Italian ---------------------------------------------------------------------------------
    # "non più" with a move back home and a job left, inside a request
    ("it", [("Abito a Bologna e lavoro in una libreria in centro.", ["User abita a Bologna", "User lavora in una libreria in centro"]),
            ("Non sto più a Bologna: ho lasciato la libreria e da settembre sono tornata a Bari dai miei. Mi aiuti a scrivere un annuncio per cercare lavoro qui?",
             ["Da settembre User è tornata a Bari dai suoi"])]),
    # an employee who went freelance, told without a subject
    ("it", [("Faccio il commercialista in uno studio a Padova.", ["User fa il commercialista in uno studio a Padova"]),
            ("Dopo dieci anni ho mollato lo studio e mi sono messo in proprio. Che regime fiscale conviene a chi apre la partita IVA?",
             ["User si è messo in proprio"])]),
    # a birthday and a new dog after a request-only message; the cat and retirement stay
    ("it", [("Ho 60 anni, sono in pensione da poco e ho un gatto, Romeo.",
             ["User ha 60 anni", "User è in pensione da poco", "User ha un gatto, Romeo"]),
            ("Mi consigli un giallo da leggere?",
             ["User ha 60 anni", "User è in pensione da poco", "User ha un gatto, Romeo"]),
            ("Compiuti 61 ieri! Per festeggiare mi sono regalata una bassotta di nome Luna. Come faccio ad abituarla a Romeo?",
             ["User ha compiuto 61 anni ieri", "User è in pensione da poco", "User ha un gatto, Romeo",
              "User si è regalata una bassotta di nome Luna"])]),
    # engaged, then married
    ("it", [("Sono fidanzata con Marco da cinque anni.", ["User è fidanzata con Marco da cinque anni"]),
            ("Da tre settimane sono ufficialmente sposata 😍 Mi consigli un modo carino per ringraziare gli invitati?",
             ["Da tre settimane User è ufficialmente sposata"])]),
    # CONTROL: a question about working abroad
    ("it", [("Lavoro come infermiere a Milano, al Niguarda.", ["User lavora come infermiere a Milano, al Niguarda"]),
            ("Conviene trasferirsi in Svizzera a fare l'infermiere? Quanto si guadagna a Lugano?",
             ["User lavora come infermiere a Milano, al Niguarda"])]),
    # CONTROL: the wife stops being vegetarian
    ("it", [("Sono vegetariano da quindici anni.", ["User è vegetariano da quindici anni"]),
            ("Mia moglie ha smesso di essere vegetariana e adesso vuole cucinare carne a casa. Come ci organizziamo con le pentole?",
             ["User è vegetariano da quindici anni"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    # (Brazil) an employer left and another joined, colloquial ("tô"), inside a request
    ("pt", [("Trabalho como designer na Natura, em São Paulo.", ["User trabalha como designer na Natura, em São Paulo"]),
            ("Saí da Natura em julho e agora tô no Nubank, no time de produto. Me ajuda a atualizar meu LinkedIn?",
             ["User agora está no Nubank, no time de produto"])]),
    # (Portugal) "já não moro" with the new town; the online teaching stays
    ("pt", [("Moro no Porto e dou aulas de inglês online.", ["User mora no Porto", "User dá aulas de inglês online"]),
            ("Já não moro no Porto, mudei-me para Braga em março por causa da renda. Que ginásios há perto da Sé?",
             ["User mudou-se para Braga em março", "User dá aulas de inglês online"])]),
    # (Brazil) a car sold for the bus; then a cat joins the dog: pets accumulate
    ("pt", [("Tenho um Gol 2012 e um vira-lata chamado Pipoca.", ["User tem um Gol 2012", "User tem um vira-lata chamado Pipoca"]),
            ("Vendi o Gol e agora vou de ônibus pro trabalho. Tem algum app bom pra ver horário de ônibus?",
             ["User agora vai de ônibus pro trabalho", "User tem um vira-lata chamado Pipoca"]),
            ("A Pipoca ganhou uma irmãzinha: adotamos uma gatinha, a Mel. Como apresentar as duas?",
             ["User agora vai de ônibus pro trabalho", "User tem um vira-lata chamado Pipoca", "User adotou uma gatinha, a Mel"])]),
    # (Portugal) a birthday and a vegan diet ended by eating fish again
    ("pt", [("Tenho 38 anos e sou vegana há cinco.", ["User tem 38 anos", "User é vegana há cinco anos"]),
            ("Fiz 39 na sexta e, confesso, voltei a comer peixe. Sugere-me receitas com salmão?",
             ["User fez 39 na sexta", "User voltou a comer peixe"])]),
    # CONTROL: (Portugal) a hypothetical job abroad
    ("pt", [("Sou enfermeira em Coimbra e tenho dois filhos.", ["User é enfermeira em Coimbra", "User tem dois filhos"]),
            ("Se eu fosse trabalhar para a Suíça, conseguia levar os miúdos comigo logo no início?",
             ["User é enfermeira em Coimbra", "User tem dois filhos"])]),
    # CONTROL: (Brazil) the brother's move
    ("pt", [("Moro em Recife com meu marido.", ["User mora em Recife com o marido"]),
            ("Meu irmão se mudou para Lisboa mês passado e tá com dificuldade de achar casa. Quais sites ele pode usar?",
             ["User mora em Recife com o marido"])]),
]
