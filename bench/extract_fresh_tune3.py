"""Fresh tuning set of state changes (fresh-tune3), eight languages, six sequences each.

What it is: a tuning set for the extractor's "this later message ends an earlier fact" decisions. It was
written without reading how the extractor works (no rules, no other bench sets beyond the layout of
bench/extract_fresh_tune.py), and committed before its first run. Rules may later be tuned on its failures,
so only its FIRST run is an honest measure of it; every later figure on it is a tuning figure.

What it covers (en zh ja de fr es it pt; per language about four changes and two controls):
job or employer changed (quit and started, laid off, contract not renewed, promoted to another role,
self-employed, retired, back to studying), a move (often told only by its consequence: the commute, the
landlord, the rent in the new city), a relationship begun / engaged / married / divorced / separated /
widowed, age through a birthday, a vehicle stolen / written off / given away and replaced by another way
of travelling or not at all, a diet or habit stopped or begun, a pet that died or was rehomed and another
adopted, "no longer" negations, and many-valued things (instruments, sports, pets, language classes) where
one is dropped and the others stay. This set weighs more heavily: an old state told with a duration
("for 6 years", "depuis deux ans") and later changed; the change told inside a long message among other
news and a request; family members' news in the same message as the person's own change; a couple's "we".
Controls are marked `# control: why`: nothing of the person's may end in them (someone else's change,
a plan or wish not done, a hypothetical, a question about a change, a temporary exception, a trip, a thing
sold that was not the one they own, a name shared by two things, a change denied).

Layout: SEQUENCES = [(language, [(message, [the person's current facts after it]), ...]), ...].
- Each sequence is 2-4 messages by one person. After each message the list holds ALL the person's facts
  that are current at that point, in the message's language, with "User" as the subject.
- A fact that stays current repeats its earlier text word for word; an ended fact disappears. Where a
  message only ends something and the person said it in "no longer" terms, "User no longer X" is kept.
- Requests, questions, small talk, one-off events, plans, hypotheticals and other people's facts are not
  the person's facts. The person's partner and children count as the person's facts; other relatives'
  news does not. Facts keep lasting detail (employer, city, names of partners and pets) and leave out
  durations, reasons and feelings ("User is a nurse", not "User has been a nurse for 6 years").
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    # job changed, old job said with a duration, sister's news in the same message
    ("en", [("ive been a nurse at St Anne's in Leeds for 6 years, the nights are killing me. whats the best way "
             "to fix my sleep on my days off?",
             ["User is a nurse at St Anne's in Leeds"]),
            ("big week!! handed my badge in at St Anne's on friday and monday I start at Aviva as a claims handler, "
             "fully remote so I can finally sleep like a human lol. also my sister Jess got engaged on saturday 💍 "
             "can u help me write a short toast for her engagement party?",
             ["User works as a claims handler at Aviva", "User works remotely"])]),
    # a couple's move, told by its consequence
    ("en", [("me and my wife Priya rent a flat in Croydon and theres black mould in the bathroom AGAIN. can you help "
             "me write a complaint to the letting agent?",
             ["User is married to Priya", "User lives in Croydon"]),
            ("update: no more mould 🙏 the new place in Brighton has a balcony and its a 5 min walk to work for both "
             "of us. what plants survive salty wind on a balcony?",
             ["User is married to Priya", "User lives in Brighton"])]),
    # many-valued: one instrument dropped, the others stay
    ("en", [("I play guitar and piano, and Ive been learning cello for about 2 years. Can you suggest some easy "
             "pieces for a piano + cello duet?",
             ["User plays guitar", "User plays piano", "User is learning the cello"]),
            ("sold the cello last week, I just never practised it tbh. still doing guitar and piano with the church "
             "band on sundays though. is a ukulele easy to pick up?",
             ["User plays guitar", "User plays piano", "User plays in a church band"])]),
    # age through a birthday, then work changed (told by what they do now)
    ("en", [("I'm 29 and run a dairy farm in Norfolk with my dad. How do I work out if robotic milking is worth it "
             "for 120 cows?",
             ["User is 29", "User runs a dairy farm in Norfolk"]),
            ("30 today 🎂 how did that happen. anyway whats a cheap way to celebrate with 6 mates in the middle of "
             "calving season",
             ["User is 30", "User runs a dairy farm in Norfolk"]),
            ("we sold the herd in april, the milk price just wasnt there. these days I drive the school bus mornings "
             "and afternoons, its actually not bad. can u help me write to the co-op to close our account?",
             ["User is 30", "User drives a school bus"])]),
    # control: the brother's job change and the user's own plan; the user's job does not end
    ("en", [("I work nights at the Amazon warehouse in Coventry, picking mostly. any tips for staying awake at 4am?",
             ["User works nights at the Amazon warehouse in Coventry"]),
            ("my brother Dan just quit Tesco to go travelling round Asia for a year, so jealous lol. im thinking I "
             "might do the same next summer if I can save up. how much would 6 months in vietnam realisticly cost?",
             ["User works nights at the Amazon warehouse in Coventry"])]),
    # control: a one-off exception; the diet does not end
    ("en", [("vegetarian here for 10 yrs, need a high protein lunch idea that isnt tofu for the 100th time",
             ["User is vegetarian"]),
            ("confession: had a bit of turkey at my mum's on christmas day to keep the peace 🙈 back to normal now "
             "tho. any good lentil recipes for the week?",
             ["User is vegetarian"])]),

    # -- Chinese ---------------------------------------------------------------------------------
    # laid off, then self-employed; old job with a duration
    ("zh", [("我在杭州一家电商公司做了五年运营，最近加班太多了，有什么缓解颈椎疼的办法吗",
             ["User在杭州一家电商公司做运营"]),
            ("上个月公司裁员，我也在名单里😅 现在自己在家开了个淘宝店卖茶叶，帮我写个店铺简介吧，五十字左右",
             ["User自己开淘宝店卖茶叶"])]),
    # move told by its consequence, mother's news in the same message
    ("zh", [("我住在北京朝阳，每天地铁通勤一个半小时，周末想找个近点的地方爬山，有推荐吗",
             ["User住在北京朝阳"]),
            ("来苏州以后每天骑电动车十分钟就到单位，房租也便宜一半，舒服多了。我妈下个月退休，想给她准备个礼物，预算两千，有什么推荐？",
             ["User住在苏州", "User骑电动车上班"])]),
    # a pet died and another adopted
    ("zh", [("我家有只十二岁的柯基叫豆豆，最近老咳嗽，需要注意什么",
             ["User有一只柯基叫豆豆"]),
            ("豆豆上周走了。。。这两天从救助站领养了一只橘猫，叫年糕。猫刚到家老躲在床底下怎么办",
             ["User有一只橘猫叫年糕"])]),
    # single -> relationship -> married (a couple's "we")
    ("zh", [("单身狗一枚，在成都当小学老师，周末想学点新东西，学什么好",
             ["User单身", "User在成都当小学老师"]),
            ("跟小林在一起半年了哈哈，她是护士，经常倒班。帮我想想七夕送她什么",
             ["User和小林在谈恋爱", "User在成都当小学老师"]),
            ("我们十月份领证啦！现在在看婚宴酒店，成都有什么性价比高的推荐？",
             ["User和小林结婚了", "User在成都当小学老师"])]),
    # control: a hypothetical question about quitting; nothing ends
    ("zh", [("我在深圳腾讯做前端开发，写React比较多",
             ["User在腾讯做前端开发"]),
            ("如果我辞职去读研，社保断了会有什么影响？只是问问，还没决定",
             ["User在腾讯做前端开发"])]),
    # control: a month-long business trip; home and job stay
    ("zh", [("我住在武汉，在一家汽车厂上三班倒，作息全乱了，有什么调整的办法吗",
             ["User住在武汉", "User在一家汽车厂上三班倒"]),
            ("下周要去上海出差一个月，公司安排住酒店，下班后有什么地方适合逛逛？",
             ["User住在武汉", "User在一家汽车厂上三班倒"])]),

    # -- Japanese --------------------------------------------------------------------------------
    # retired after a long career, grandchild's news in the same message
    ("ja", [("市役所に勤めて38年になります。来年の春で定年なので、年金の手続きについて教えてください",
             ["Userは市役所に勤めている"]),
            ("3月末で無事に退職しました。今は週2回、近所の図書館でボランティアをしています。孫が小学校に入学するので、お祝いの手紙を一緒に考えてもらえますか",
             ["Userは定年退職している", "Userは近所の図書館でボランティアをしている"])]),
    # car written off, replaced by an e-bike for the commute
    ("ja", [("通勤は毎日プリウスで片道40分。燃費をもっと良くする運転のコツある？",
             ["Userはプリウスで通勤している"]),
            ("先月追突されてプリウスは廃車に…😢 ケガは軽かったです。保険金で電動自転車を買って、今はそれで通ってます。雨の日用のおすすめのレインウェアは？",
             ["Userは電動自転車で通勤している"])]),
    # divorce told with "since", daughters and city stay
    ("ja", [("夫と娘2人と横浜に住んでいます。週末に家族で行けるお出かけ先を教えて",
             ["Userは結婚している", "Userには娘が2人いる", "Userは横浜に住んでいる"]),
            ("離婚してからは娘たちと3人暮らし。相変わらず横浜だけど部屋は狭くなりました。シングルマザー向けの支援制度ってある？",
             ["Userは離婚している", "Userには娘が2人いる", "Userは横浜に住んでいる"])]),
    # smoking stopped, said in "no longer" terms
    ("ja", [("タバコは1日1箱吸ってます。肺活量を上げる運動ってありますか",
             ["Userはタバコを吸う"]),
            ("禁煙して半年！もう吸ってません。浮いたお金で何か趣味を始めたいんだけど、おすすめある？",
             ["Userはもうタバコを吸っていない"])]),
    # control: a question about changing jobs, not decided; the job stays
    ("ja", [("都内のIT企業でSEやってます。残業が多いのが悩み",
             ["Userは都内のIT企業でSEをしている"]),
            ("転職したら有給ってリセットされるんですか？まだ辞めるかは決めてないです",
             ["Userは都内のIT企業でSEをしている"])]),
    # control: the late father's car was sold, not the user's own
    ("ja", [("スズキのハスラーに乗ってます。冬タイヤはいつ頃替えればいい？",
             ["Userはスズキのハスラーに乗っている"]),
            ("亡くなった父のクラウンをやっと売りました。手続きが大変だった…名義のことはこれで全部終わりですか？",
             ["Userはスズキのハスラーに乗っている"])]),

    # -- German ----------------------------------------------------------------------------------
    # fixed-term contract not renewed, back to studying
    ("de", [("Ich arbeite seit drei Jahren als Laborassistentin bei Bayer in Leverkusen. Kannst du mir helfen, ein "
             "Zwischenzeugnis anzufordern?",
             ["User arbeitet als Laborassistentin bei Bayer in Leverkusen"]),
            ("Vertrag wurde nicht verlängert 🙄 naja, bin jetzt wieder an der Uni, Master Biochemie in Köln, erstes "
             "Semester. Wie beantrage ich BAföG als Masterstudentin?",
             ["User studiert im Master Biochemie in Köln"])]),
    # a couple's move, told by the new house
    ("de", [("Wir wohnen seit zwei Jahren zur Miete in Leipzig, mein Freund Jonas und ich. Der Vermieter will die "
             "Miete um 15% erhöhen, darf der das?",
             ["User wohnt in Leipzig", "User ist mit Jonas zusammen"]),
            ("Hat sich erledigt 😄 seit August wohnen wir in unserem eigenen kleinen Haus bei Freiburg, Jonas pendelt "
             "jetzt nach Basel. Was muss man im Herbst im Garten alles machen?",
             ["User wohnt bei Freiburg", "User ist mit Jonas zusammen"])]),
    # widowed
    ("de", [("Mein Mann Günter und ich sind beide Rentner und wohnen in Bremen. Welche Gymnastik ist gut bei "
             "Arthrose im Knie?",
             ["User ist mit Günter verheiratet", "User ist Rentnerin", "User wohnt in Bremen"]),
            ("Günter ist im Februar gestorben. Ich bin jetzt allein im Haus und überlege, ob ich mir einen Hund "
             "hole. Welche Rassen sind ruhig und gut für ältere Leute?",
             ["User ist verwitwet", "User ist Rentnerin", "User wohnt in Bremen", "User lebt allein"])]),
    # many-valued sports: one dropped, the others stay
    ("de", [("Ich spiel Handball im Verein, geh zweimal die Woche schwimmen und lauf am Wochenende. Kannst du mir "
             "einen Trainingsplan für die Woche machen?",
             ["User spielt Handball im Verein", "User geht schwimmen", "User läuft"]),
            ("Schulter zum dritten Mal ausgekugelt, mit Handball ist jetzt endgültig Schluss, hab mich beim Verein "
             "abgemeldet. Laufen und Schwimmen gehen zum Glück weiter. Welche Übungen stärken die Schulter?",
             ["User geht schwimmen", "User läuft"])]),
    # control: a change denied; the job stays
    ("de", [("Ich bin Busfahrer bei der BVG in Berlin. Wie bleib ich bei Spätschichten fit?",
             ["User ist Busfahrer bei der BVG in Berlin"]),
            ("Hab doch nicht gekündigt, mein Chef hat mir mehr Geld angeboten 👍 kannst du mir eine kurze "
             "Dankes-Mail an ihn formulieren?",
             ["User ist Busfahrer bei der BVG in Berlin"])]),
    # control: the neighbours move and offer their rabbits; nothing of the user's ends
    ("de", [("Ich wohne in einem Dorf bei Passau und halte Hühner und zwei Ziegen.",
             ["User wohnt in einem Dorf bei Passau", "User hält Hühner", "User hat zwei Ziegen"]),
            ("Unsere Nachbarn ziehen nach Hamburg und haben uns ihre Kaninchen angeboten. Vertragen sich Kaninchen "
             "mit Hühnern im selben Gehege?",
             ["User wohnt in einem Dorf bei Passau", "User hält Hühner", "User hat zwei Ziegen"])]),

    # -- French ----------------------------------------------------------------------------------
    # "depuis deux ans à Lyon", then a couple's move told in a long message with the sister's news
    ("fr", [("J'habite à Lyon depuis deux ans, dans le 7e, et je bosse comme préparatrice en pharmacie. Tu connais "
             "des bons coins pour courir le long du Rhône ?",
             ["User habite à Lyon", "User est préparatrice en pharmacie"]),
            ("Bon, plein de news : Karim et moi on s'est enfin posés à Nantes, je bosse dans une pharmacie à deux "
             "rues de l'appart, et ma petite sœur vient d'avoir son bac 🎉 Tu peux m'aider à trouver une idée de "
             "cadeau pour elle, genre 50 € max ?",
             ["User habite à Nantes", "User est préparatrice en pharmacie", "User est en couple avec Karim"])]),
    # promoted to another role
    ("fr", [("Je suis vendeur chez Decathlon à Lille, au rayon vélo. Comment expliquer simplement la diff entre "
             "freins à disque et freins à patins à un client ?",
             ["User est vendeur chez Decathlon à Lille"]),
            ("Depuis lundi c'est moi le responsable du rayon vélo 😎 6 personnes dans l'équipe. Comment on fait un "
             "planning juste pour tout le monde ?",
             ["User est responsable du rayon vélo chez Decathlon à Lille"])]),
    # no longer vegan
    ("fr", [("Vegan depuis 2019, je cherche une recette de gâteau au chocolat sans œufs pour l'anniv de mon fils",
             ["User est vegan", "User a un fils"]),
            ("Je ne suis plus vegan, carences en B12 et crevée tout le temps… je remange des œufs et du poisson. Tu "
             "peux me faire un menu pour la semaine ?",
             ["User n'est plus vegan", "User a un fils", "User mange des œufs et du poisson"])]),
    # car stolen and not replaced
    ("fr", [("J'ai une Clio de 2015, elle fait un bruit bizarre quand je freine, c'est grave ?",
             ["User a une Clio de 2015"]),
            ("On m'a volé la Clio devant chez moi la semaine dernière. J'en rachète pas, je fais tout en vélo et en "
             "tram maintenant. Comment je déclare le vol à l'assurance ?",
             ["User se déplace à vélo et en tram"])]),
    # control: a name shared by the dog and the neighbours' son, who moves; the dog stays
    ("fr", [("Notre chien s'appelle Milo, c'est un beagle de 4 ans et il tire énormément en laisse.",
             ["User a un beagle nommé Milo"]),
            ("Milo, le fils de nos voisins, part vivre à Bordeaux, il va nous manquer, c'est lui qui promenait "
             "souvent notre chien. Tu connais des applis pour trouver un promeneur ?",
             ["User a un beagle nommé Milo"])]),
    # control: a transfer asked for and refused; the job stays
    ("fr", [("Je suis prof de maths dans un collège à Rennes.",
             ["User est prof de maths dans un collège à Rennes"]),
            ("J'avais demandé ma mutation pour la Réunion mais elle a été refusée, donc je reste encore au moins un "
             "an. Des idées pour motiver une classe de 4e en géométrie ?",
             ["User est prof de maths dans un collège à Rennes"])]),

    # -- Spanish ---------------------------------------------------------------------------------
    # engaged, then married (a couple's "we")
    ("es", [("Mi novia Lucía y yo llevamos 4 años juntos y vivimos en Valencia. Qué restaurante me recomiendas para "
             "pedirle matrimonio?? 💍",
             ["User es pareja de Lucía", "User vive en Valencia"]),
            ("DIJO QUE SÍ 😭 estamos prometidos. La boda en septiembre del año que viene. Cómo se empieza a organizar "
             "una boda de 120 invitados?",
             ["User está prometido con Lucía", "User vive en Valencia"]),
            ("Ya casados desde el sábado jaja. Ahora toca el libro de familia, qué papeles necesitamos?",
             ["User está casado con Lucía", "User vive en Valencia"])]),
    # employee -> self-employed, brother's job news in the same message
    ("es", [("Llevo 8 años de electricista en una empresa de instalaciones en Sevilla. Me explicas cómo se calcula "
             "la sección de cable para una placa de inducción?",
             ["User es electricista en una empresa de instalaciones en Sevilla"]),
            ("Novedades: en marzo me di de alta como autónomo y ahora trabajo por mi cuenta montando placas solares. "
             "Y mi hermano acaba de entrar en la empresa donde estaba yo, qué cosas. Qué gastos puedo desgravar como "
             "autónomo?",
             ["User es autónomo", "User monta placas solares"])]),
    # many-valued pets: one rehomed, the others stay
    ("es", [("Tengo dos gatos, Chispa y Luna, y un conejo que se llama Bimbo. Qué plantas son tóxicas para ellos?",
             ["User tiene un gato llamado Chispa", "User tiene un gato llamado Luna",
              "User tiene un conejo llamado Bimbo"]),
            ("Al final le encontramos otra casa a Bimbo, se lo quedó mi sobrina porque los gatos lo estresaban. Los "
             "gatos siguen igual de locos jaja. Qué juguetes caseros puedo hacerles?",
             ["User tiene un gato llamado Chispa", "User tiene un gato llamado Luna"])]),
    # a birthday, then one language class dropped while the other stays
    ("es", [("tengo 17 y estoy en 2º de bachillerato en Zaragoza. por las tardes voy a francés e inglés en la escuela "
             "de idiomas. qué carrera tiene salida con idiomas?",
             ["User tiene 17 años", "User estudia 2º de bachillerato en Zaragoza", "User estudia francés",
              "User estudia inglés"]),
            ("ya cumplí 18!! 🥳 por fin puedo sacarme el carnet. cuántas clases prácticas suele necesitar la gente?",
             ["User tiene 18 años", "User estudia 2º de bachillerato en Zaragoza", "User estudia francés",
              "User estudia inglés"]),
            ("me he desapuntado de francés, no me da la vida con la selectividad. el inglés lo sigo. me haces un "
             "horario de estudio para mayo?",
             ["User tiene 18 años", "User estudia 2º de bachillerato en Zaragoza", "User estudia inglés"])]),
    # control: a two-week holiday; home and job stay
    ("es", [("Vivo en Bilbao y trabajo en un taller mecánico, sobre todo con furgonetas.",
             ["User vive en Bilbao", "User trabaja en un taller mecánico"]),
            ("Me voy dos semanas a Cancún con mis amigas en agosto!! Qué necesito para entrar en México con "
             "pasaporte español?",
             ["User vive en Bilbao", "User trabaja en un taller mecánico"])]),
    # control: the sister's divorce and a temporary guest; the user's marriage stays
    ("es", [("Estoy casada con Andrés y tenemos una niña de 3 años.",
             ["User está casada con Andrés", "User tiene una hija"]),
            ("Mi hermana se está divorciando y se viene a vivir con nosotros unos meses. Cómo organizo la casa para "
             "que tenga algo de intimidad?",
             ["User está casada con Andrés", "User tiene una hija"])]),

    # -- Italian ---------------------------------------------------------------------------------
    # retired after a long career
    ("it", [("Faccio il postino a Bergamo da 35 anni, ormai conosco ogni cane del quartiere 😄 Mi consigli delle "
             "scarpe comode per camminare tanto?",
             ["User fa il postino a Bergamo"]),
            ("Da gennaio sono in pensione! Mia moglie dice che devo trovarmi un hobby prima di impazzire. Ci sono "
             "corsi per pensionati a Bergamo, tipo intaglio del legno?",
             ["User è in pensione", "User è sposato"])]),
    # move told by the rent in the new city, brother's move in the same message
    ("it", [("Abito a Milano da dieci anni, zona Lambrate. Dove trovo un buon meccanico per bici da queste parti?",
             ["User abita a Milano"]),
            ("Qui a Lecce pago di affitto la metà di quello che pagavo a Milano, lavoro da remoto per la stessa "
             "azienda e il mare è a 20 minuti 🌊 Mio fratello intanto si è trasferito a Londra. Che documenti servono "
             "per cambiare la residenza?",
             ["User abita a Lecce", "User lavora da remoto"])]),
    # a diet begun and a habit swapped
    ("it", [("Vado in palestra 3 volte a settimana ma ho sempre mal di pancia dopo mangiato. Che esami dovrei "
             "chiedere al medico?",
             ["User va in palestra 3 volte a settimana"]),
            ("Mi hanno diagnosticato la celiachia, quindi da un mese mangio senza glutine. La palestra l'ho mollata, "
             "adesso faccio nuoto due volte a settimana. Mi dai idee per pranzi da portare in ufficio?",
             ["User è celiaco", "User mangia senza glutine", "User fa nuoto due volte a settimana"])]),
    # separated, told with "since"; children and city stay
    ("it", [("Io e mia moglie Giulia abbiamo casa a Verona e due figli. Un'idea per le vacanze di Pasqua con i "
             "bambini?",
             ["User è sposato con Giulia", "User ha due figli", "User abita a Verona"]),
            ("Da quando io e Giulia ci siamo separati vivo in un bilocale in centro, i ragazzi stanno da me nel "
             "weekend. Come arredo una cameretta piccola per due?",
             ["User è separato da Giulia", "User ha due figli", "User abita a Verona"])]),
    # control: one cigarette at a wedding; the user still does not smoke
    ("it", [("Ho smesso di fumare 2 anni fa, non fumo più. Come faccio a non ingrassare ancora?",
             ["User non fuma più"]),
            ("Al matrimonio di mio cugino sabato mi sono fatto una sigaretta, una sola, ma non ho ricominciato. Come "
             "resisto alle feste?",
             ["User non fuma più"])]),
    # control: a hypothetical sale and move; the farm stays
    ("it", [("Sono una contadina, coltivo ulivi vicino a Bari.",
             ["User coltiva ulivi vicino a Bari"]),
            ("Se vendessi l'uliveto e mi trasferissi da mia figlia a Torino, come funzionano le tasse sulla vendita "
             "di un terreno agricolo?",
             ["User coltiva ulivi vicino a Bari"])]),

    # -- Portuguese ------------------------------------------------------------------------------
    # move told only by the landlord in the new city
    ("pt", [("Moro em Lisboa há três anos, num quarto em Arroios. Sabes onde posso comprar móveis em segunda mão "
             "baratos?",
             ["User mora em Lisboa"]),
            ("O meu senhorio aqui no Porto quer a renda sempre até dia 8, mas eu só recebo a 10. Como é que lhe "
             "escrevo a pedir para mudar a data, com educação?",
             ["User mora no Porto"])]),
    # job changed, told in a long message with mother's and brother's news
    ("pt", [("Sou caixa no supermercado Pão de Açúcar em Campinas faz 4 anos. Me ajuda a montar um currículo?",
             ["User é caixa no supermercado Pão de Açúcar em Campinas"]),
            ("Gente, consegui!! Passei no concurso e agora sou agente administrativa na prefeitura de Campinas. "
             "Minha mãe chorou, e meu irmão também arrumou emprego essa semana, de motoboy. Como faço pra pedir as "
             "férias proporcionais do mercado?",
             ["User é agente administrativa na prefeitura de Campinas"])]),
    # car given away and not replaced, said in "no longer" terms
    ("pt", [("Tenho um Gol 2010 e uso pra ir pro trabalho todo dia. Quanto custa trocar a embreagem mais ou menos?",
             ["User tem um Gol 2010", "User vai de carro para o trabalho"]),
            ("Dei o Gol pro meu sobrinho que tirou carta agora. Não tenho mais carro, vou de bicicleta pro trabalho. "
             "Vale a pena um seguro pra bicicleta?",
             ["User não tem mais carro", "User vai de bicicleta para o trabalho"])]),
    # single -> dating -> living together (a couple's "we")
    ("pt", [("Solteira, 34, moro com a minha cadela Mel em Curitiba. Você tem dicas de apps de namoro que não sejam "
             "perda de tempo? 😅",
             ["User é solteira", "User tem 34 anos", "User tem uma cadela chamada Mel", "User mora em Curitiba"]),
            ("Então… conheci o Rafa no app mesmo, estamos namorando faz dois meses. Ele tem um gato e a Mel odeia "
             "gato kkk. Como apresento os dois?",
             ["User namora o Rafa", "User tem 34 anos", "User tem uma cadela chamada Mel", "User mora em Curitiba"]),
            ("A gente foi morar junto! Agora somos eu, o Rafa, a Mel e o gato dele, o Tigrão, num apê em Curitiba. "
             "Que plantas não são tóxicas pros dois bichos?",
             ["User namora o Rafa", "User mora com o Rafa", "User tem 34 anos", "User tem uma cadela chamada Mel",
              "User mora em Curitiba"])]),
    # control: the father's old motorbike was sold, not the user's own
    ("pt", [("Tenho uma Yamaha NMAX que uso para fazer entregas da Glovo em Braga.",
             ["User tem uma Yamaha NMAX", "User faz entregas da Glovo em Braga"]),
            ("Vendi a mota velha do meu pai no OLX, ele já não conduzia. A NMAX continua a dar conta do recado. "
             "Como se declara esse dinheiro no IRS dele?",
             ["User tem uma Yamaha NMAX", "User faz entregas da Glovo em Braga"])]),
    # control: a change of course denied; studies and home stay
    ("pt", [("Moro em Belo Horizonte com meus pais e estudo Engenharia na UFMG.",
             ["User mora em Belo Horizonte", "User mora com os pais", "User estuda Engenharia na UFMG"]),
            ("Acabei não trocando de curso, continuo na Engenharia. Pode me explicar integral por partes com um "
             "exemplo?",
             ["User mora em Belo Horizonte", "User mora com os pais", "User estuda Engenharia na UFMG"])]),
]
