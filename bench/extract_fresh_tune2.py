"""Second fresh tuning set of state changes (fresh-tune2), for the fact extractor.

What it is: 48 sequences of 2-4 messages, each from one person, six in each of eight languages
(en zh ja de fr es it pt): four where a state of the person changes and two controls per language.
It was written without reading the extractor's rules, its tests or the other bench sets (only the
layout of bench/extract_fresh_tune.py was looked at), and it was committed before its first run.
That first run is the one honest measure of it; once rules are tuned on its failures it is a tuning
set and no held-out figure.

Kinds of change: a job or employer changed (laid off and self-employed, a contract not renewed,
promoted to another role, retiring, back to studying); a move, often told by its consequence or a
detail of the new place; a relationship begun, engaged, married, divorced, widowed; age through a
birthday; a vehicle stolen, written off, sold or given away, replaced by another way of travelling
or not replaced; a diet or habit stopped or begun; a pet that died or was rehomed and another
adopted; "no longer" / "not anymore" negations; many-valued things (languages, instruments, sports,
pets) where one is dropped and the others stay. About half of them tell the change indirectly
("the new place has a balcony", "since the divorce", "seit der Hochzeit").

Controls (marked `# control: why`): nothing of the person's may end - someone else's change, a plan
or wish, a hypothetical, a question about a change, a temporary exception, a trip, a thing sold
that is not the one the person owns, a name shared by two things, a change denied.

Layout: SEQUENCES = [(language, [(message, [the person's CURRENT facts after it]), ...]), ...].
Facts are short and plain, in the language of the message, with "User" as the subject in every
language. A fact that stays current repeats its earlier text word for word; an ended fact
disappears. Where a message only ends something, "User no longer X" (or the language's own words)
is kept if the person said it in those terms, else the old fact is just dropped. Requests,
questions, small talk, one-off events, plans and other people's facts are not the person's facts;
reasons and feelings are left out.
"""

SEQUENCES = [
    # -- English -------------------------------------------------------------------------------------
    # laid off, now self-employed (told by the layoff, not "I quit")
    ("en", [("hey can you help me tidy up my portfolio blurb? I'm a graphic designer at Lumen Print, been there 6 yrs",
             ["User works as a graphic designer at Lumen Print"]),
            ("so Lumen let half the design team go on friday, me included 🙃 anyway I've registered as a sole trader "
             "and I'm freelancing now. whats a fair day rate for branding work?",
             ["User works as a freelance graphic designer"]),
            ("first client signed!! a bakery rebrand 🥐 how should I structure the invoice, do I add VAT?",
             ["User works as a freelance graphic designer"])]),
    # a move told by a detail of the new place
    ("en", [("I live in a tiny flat above a chip shop in Croydon, any tips for getting the frying smell out of curtians lol",
             ["User lives in a flat in Croydon"]),
            ("update: keys collected!! the new place in Brighton has a balcony so I finally want to grow tomatoes. "
             "what varieties do well in pots by the sea?",
             ["User lives in Brighton", "User's home has a balcony"])]),
    # age through a birthday, other facts stay
    ("en", [("im 29, night shift nurse at St Mary's. whats the best way to sleep during the day, I keep waking up at 1pm",
             ["User is 29", "User works night shifts as a nurse at St Mary's"]),
            ("blackout curtains helped a ton thx. my partner Dev and I are thinking of getting a dog too, "
             "which breeds are ok being alone at night?",
             ["User is 29", "User works night shifts as a nurse at St Mary's", "User has a partner named Dev"]),
            ("30 today 😭🎂 Dev booked a surprise dinner. can u suggest a short toast i can give back",
             ["User is 30", "User works night shifts as a nurse at St Mary's", "User has a partner named Dev"])]),
    # many-valued: languages accumulate, one dropped ("not any more")
    ("en", [("I speak English, Polish and a bit of Italian. Want to add Spanish this year, where do I start?",
             ["User speaks English", "User speaks Polish", "User speaks a bit of Italian"]),
            ("started Spanish on Duolingo, 40 day streak 💪",
             ["User speaks English", "User speaks Polish", "User speaks a bit of Italian", "User is learning Spanish"]),
            ("tbh I don't speak Italian any more, it's all gone since uni. Spanish is going great tho, "
             "can you give me 10 phrases for ordering food?",
             ["User speaks English", "User speaks Polish", "User no longer speaks Italian", "User is learning Spanish"])]),
    # control: the sister changes job, the person does not
    ("en", [("I'm a primary school teacher in Derby, Year 4 this year", ["User is a primary school teacher in Derby",
                                                                          "User teaches Year 4"]),
            ("my sister just quit teaching and got a job at Rolls-Royce 😮 she keeps telling me to do the same lol. "
             "can you compare teacher vs engineer salaries in the UK?",
             ["User is a primary school teacher in Derby", "User teaches Year 4"])]),
    # control: a change announced then denied
    ("en", [("I'm a shift supervisor at a parcel depot near Coventry", ["User is a shift supervisor at a parcel depot near Coventry"]),
            ("thinking of handing in my notice, honestly sick of the depot. how do I write a resignation letter?",
             ["User is a shift supervisor at a parcel depot near Coventry"]),
            ("ok I didn't quit in the end, boss matched the other offer so I'm staying put 🤷 "
             "how do I get the raise confirmed in writing?",
             ["User is a shift supervisor at a parcel depot near Coventry"])]),

    # -- 中文 -----------------------------------------------------------------------------------------
    # a move told by its consequence (walk to work now)
    ("zh", [("我在杭州滨江一家电商公司做客服，住在下沙，每天通勤一个半小时😩 有没有地铁上能做的小事推荐",
             ["User在杭州滨江一家电商公司做客服", "User住在下沙"]),
            ("终于搬到公司附近了，现在走路十分钟就到，帮我想想新家客厅怎么布置？",
             ["User在杭州滨江一家电商公司做客服", "User住在公司附近"])]),
    # vehicle stolen, replaced by the bus
    ("zh", [("每天骑电动车上班，雅迪的，骑了三年了，电池是不是该换了",
             ["User有一辆雅迪电动车", "User骑电动车上班"]),
            ("电动车昨晚在小区楼下被偷了，气死。。现在只能挤公交上班，报警有用吗",
             ["User坐公交上班"])]),
    # divorced, told by "since the divorce"
    ("zh", [("我和老公结婚八年了，有个女儿叫朵朵，今年上一年级，想问问一年级的孩子每天作业多久合适",
             ["User已婚", "User有一个女儿叫朵朵"]),
            ("离婚以后朵朵跟我住，周末去她爸那儿。怎么跟孩子解释爸爸妈妈不住一起了？",
             ["User已离婚", "User有一个女儿叫朵朵", "User和女儿朵朵住在一起"])]),
    # job quit, back to studying
    ("zh", [("本人在一家银行做柜员，想问下考研英语一怎么准备",
             ["User在一家银行做柜员"]),
            ("上岸啦！！银行那边辞了，现在在南京大学读研一，住学校宿舍四人间😂 导师让读文献，有什么高效读英文论文的方法",
             ["User在南京大学读研一", "User住在学校宿舍"])]),
    # control: a hypothetical
    ("zh", [("我是成都一家火锅店的厨师，干了五年了", ["User是成都一家火锅店的厨师"]),
            ("假如我辞职去深圳开自己的店，大概需要多少启动资金？只是想想哈，还没打算真辞",
             ["User是成都一家火锅店的厨师"])]),
    # control: a trip, and back
    ("zh", [("我住在西安，在一家医院当护士", ["User住在西安", "User在一家医院当护士"]),
            ("下周去三亚玩五天🏖️ 帮我列个行李清单",
             ["User住在西安", "User在一家医院当护士"]),
            ("回来了，晒成黑炭了哈哈，护士站的同事都笑我。有什么晒后修复的办法",
             ["User住在西安", "User在一家医院当护士"])]),

    # -- 日本語 ---------------------------------------------------------------------------------------
    # retiring
    ("ja", [("市役所に勤めて三十八年になります。来年の三月で定年です。退職金の受け取り方について教えてください。",
             ["Userは市役所に勤めている"]),
            ("無事に定年退職しました。これからは畑仕事と孫の世話の毎日です。家庭菜園で育てやすい野菜を教えてください。",
             ["Userは定年退職した", "Userには孫がいる"])]),
    # a pet died (euphemism), another adopted
    ("ja", [("うちの柴犬のコタロウ、もう14歳です。最近ごはんを残すんだけど大丈夫かな",
             ["Userは柴犬のコタロウを飼っている"]),
            ("コタロウが先月虹の橋を渡りました。。",
             []),
            ("保護犬の譲渡会で出会ったミックスの女の子がうちに来て一週間。名前はモモ🐶 トイレのしつけのコツありますか？",
             ["Userは保護犬のモモを飼っている"])]),
    # a habit stopped, told by its count (subject-less), then another begun
    ("ja", [("一日一箱吸ってて、健康診断で肺のこと言われた。禁煙外来って保険きく？",
             ["Userは一日一箱たばこを吸っている"]),
            ("禁煙3ヶ月目突入🎉 でも体重が4キロ増えた…間食を減らすコツ教えて",
             ["Userは禁煙している"]),
            ("ついでにジムにも通い始めた、週3で。筋トレ初心者のメニュー作ってほしい",
             ["Userは禁煙している", "Userは週3でジムに通っている"])]),
    # many-valued: instruments, one dropped ("もう弾いてない")
    ("ja", [("ピアノとギターを弾きます。最近ウクレレも始めました",
             ["Userはピアノを弾く", "Userはギターを弾く", "Userはウクレレを弾く"]),
            ("ピアノは実家に置いてきたので、今はもう弾いてない。ギターとウクレレだけ。夜に静かに練習する方法ある？",
             ["Userはもうピアノを弾いていない", "Userはギターを弾く", "Userはウクレレを弾く"])]),
    # control: a question about a change, nothing changed
    ("ja", [("大阪で美容師をしています。", ["Userは大阪で美容師をしている"]),
            ("転職するとき、有給休暇って全部消化できるものなんですか？一般論として知りたいです",
             ["Userは大阪で美容師をしている"])]),
    # control: a temporary exception
    ("ja", [("病院の事務をしてて、平日の日勤だけです", ["Userは病院で事務をしている", "Userは平日の日勤で働いている"]),
            ("今週だけ人手不足で夜勤に入ってます😵 来週には日勤に戻るけど、夜勤明けって何食べたらいい？",
             ["Userは病院で事務をしている", "Userは平日の日勤で働いている"])]),

    # -- Deutsch --------------------------------------------------------------------------------------
    # contract not renewed, another employer
    ("de", [("Ich arbeite befristet als Laborantin bei einem Pharmaunternehmen in Mannheim.",
             ["User arbeitet als Laborantin bei einem Pharmaunternehmen in Mannheim"]),
            ("kannst du mir erklären wie man eine Titrationskurve auswertet? Muss das morgen den Azubis zeigen",
             ["User arbeitet als Laborantin bei einem Pharmaunternehmen in Mannheim"]),
            ("Vertrag wurde nicht verlängert 🙄 seit Montag bin ich im Zentrallabor vom Uniklinikum Heidelberg. "
             "Wie frag ich beim alten Arbeitgeber nach dem Arbeitszeugnis?",
             ["User arbeitet im Zentrallabor des Uniklinikums Heidelberg"])]),
    # married, told by the name change
    ("de", [("Meine Freundin Lena und ich wohnen seit zwei Jahren zusammen in Leipzig, ich heiße übrigens Jonas Berger.",
             ["User ist mit Lena zusammen", "User wohnt mit Lena in Leipzig", "User heißt Jonas Berger"]),
            ("Seit der Hochzeit im Mai heißt Lena jetzt auch Berger 😄 Welche Ämter müssen wir über den Namenswechsel informieren?",
             ["User ist mit Lena verheiratet", "User wohnt mit Lena in Leipzig", "User heißt Jonas Berger"])]),
    # vehicle written off, replaced by an e-bike
    ("de", [("Bin Landwirt im Allgäu, 40 Milchkühe, fahre einen alten VW Passat Kombi und natürlich den Traktor 😅 "
             "Was kostet so ein Melkroboter ungefähr?",
             ["User ist Landwirt im Allgäu", "User hat 40 Milchkühe", "User fährt einen VW Passat Kombi", "User hat einen Traktor"]),
            ("Der Passat ist nach dem Wildunfall ein Totalschaden, Versicherung zahlt nur den Zeitwert. Für die Wege ins Dorf "
             "nehm ich jetzt das E-Bike. Lohnt sich ein Anhänger dafür?",
             ["User ist Landwirt im Allgäu", "User hat 40 Milchkühe", "User hat einen Traktor", "User fährt E-Bike"])]),
    # a move, told with "wir" and its commute
    ("de", [("Wohne in Hamburg-Altona, arbeite als Altenpflegerin im Schichtdienst.",
             ["User wohnt in Hamburg-Altona", "User arbeitet als Altenpflegerin im Schichtdienst"]),
            ("Seit wir aufs Land gezogen sind (Dorf bei Lüneburg) brauch ich 50 Minuten zur Arbeit. Was kann ich auf der Fahrt Sinnvolles hören?",
             ["User wohnt in einem Dorf bei Lüneburg", "User arbeitet als Altenpflegerin im Schichtdienst"])]),
    # control: the neighbour moves
    ("de", [("Ich wohne in Dresden-Neustadt in einem Altbau, 3. Stock.", ["User wohnt in Dresden-Neustadt"]),
            ("Unsere Nachbarin ist gestern ausgezogen, nach Wien. Hab ihr noch nicht Tschüss gesagt, hast du eine kleine Geschenkidee?",
             ["User wohnt in Dresden-Neustadt"])]),
    # control: a vehicle sold that is not the person's own
    ("de", [("Ich fahr einen Skoda Octavia, Diesel, Bj. 2016.", ["User fährt einen Skoda Octavia"]),
            ("Hab heute das alte Wohnmobil von meinem Opa für ihn verkauft 🙌 Wie schreibt man nachträglich einen einfachen Kaufvertrag?",
             ["User fährt einen Skoda Octavia"])]),

    # -- Français -------------------------------------------------------------------------------------
    # a relationship begun
    ("fr", [("Je suis célibataire depuis deux ans, je vis à Nantes avec mon chat Biscotte.",
             ["User est célibataire", "User vit à Nantes", "User a un chat nommé Biscotte"]),
            ("Biscotte a vomi deux fois aujourd'hui, c'est grave ou j'attends demain pour le véto ?",
             ["User est célibataire", "User vit à Nantes", "User a un chat nommé Biscotte"]),
            ("Bon, ça fait trois mois que je sors avec Karim 😊 il veut rencontrer mes parents dimanche, des conseils pour que ça se passe bien ?",
             ["User est en couple avec Karim", "User vit à Nantes", "User a un chat nommé Biscotte"])]),
    # age through a birthday, told as "enfin majeur"
    ("fr", [("J'ai 17 ans, je suis en terminale à Lille, tu peux m'aider pour ma dissert de philo ?",
             ["User a 17 ans", "User est en terminale à Lille"]),
            ("Enfin majeur !! fêté mes 18 ans hier soir 🥳 du coup je peux passer le permis direct ou faut faire la conduite accompagnée ?",
             ["User a 18 ans", "User est en terminale à Lille"])]),
    # a diet stopped, said as "plus"
    ("fr", [("Je suis végétarienne et je cuisine tous les soirs pour mes deux ados.",
             ["User est végétarienne", "User a deux adolescents"]),
            ("Petite info : je ne suis plus végétarienne, mon médecin m'a conseillé de remanger du poisson. Tu as des recettes de poisson faciles ?",
             ["User n'est plus végétarienne", "User mange du poisson", "User a deux adolescents"])]),
    # a move, told with "depuis qu'on s'est installés"
    ("fr", [("Je suis infirmière libérale, j'habite à Marseille depuis 10 ans.",
             ["User est infirmière libérale", "User habite à Marseille"]),
            ("Depuis qu'on s'est installés à Annecy j'ai repris une patientèle côté est du lac. Quelles démarches auprès de l'URSSAF ?",
             ["User est infirmière libérale", "User habite à Annecy"])]),
    # control: a plan, not done
    ("fr", [("J'habite à Lyon, je suis chauffeur de bus pour les TCL.",
             ["User habite à Lyon", "User est chauffeur de bus pour les TCL"]),
            ("On pense partir s'installer en Bretagne l'an prochain, ma femme est de Quimper. Tu crois que c'est facile de trouver un poste de chauffeur là-bas ?",
             ["User habite à Lyon", "User est chauffeur de bus pour les TCL", "User est marié"])]),
    # control: a name shared by the dog, the café and its founder; the founder dies
    ("fr", [("J'ai un vieux chien, Gaston, et je bosse au café Gaston à Rennes, qui porte le nom de son fondateur 😂 pure coïncidence",
             ["User a un chien nommé Gaston", "User travaille au café Gaston à Rennes"]),
            ("Triste nouvelle, le fondateur du café, le vrai Gaston, est décédé hier à 91 ans. Tu m'aides à écrire un petit mot pour sa famille ?",
             ["User a un chien nommé Gaston", "User travaille au café Gaston à Rennes"])]),

    # -- Español --------------------------------------------------------------------------------------
    # promoted to another role
    ("es", [("Soy cajera en un súper de Valencia, llevo 7 años.",
             ["User es cajera en un súper de Valencia"]),
            ("Me han hecho coordinadora de la tienda 🎉 ya no estoy en caja. ¿Cómo llevo lo de mandar a las que antes eran mis compañeras?",
             ["User es coordinadora de la tienda en un súper de Valencia"])]),
    # many-valued pets: one rehomed, another adopted
    ("es", [("Tengo un periquito que se llama Kiwi y un gato, Tofu.",
             ["User tiene un periquito llamado Kiwi", "User tiene un gato llamado Tofu"]),
            ("Al final le dimos a Kiwi a mi tía porque Tofu no lo dejaba en paz 😅 y la semana pasada adoptamos una tortuga, Flash. ¿Qué come una tortuga de tierra?",
             ["User tiene un gato llamado Tofu", "User tiene una tortuga llamada Flash"])]),
    # a vehicle sold, not replaced
    ("es", [("Vivo en Madrid, en Lavapiés, y tengo una moto Yamaha que casi no uso",
             ["User vive en Madrid, en Lavapiés", "User tiene una moto Yamaha"]),
            ("Vendí la moto por Wallapop 🙌 entre el metro y la bici me apaño. ¿Tengo que avisar a Tráfico después de venderla?",
             ["User vive en Madrid, en Lavapiés", "User se mueve en metro y bici"])]),
    # "ya no": night shifts stopped, the rest stays
    ("es", [("Soy enfermero en el Hospital de Cruces, hago turnos de noche fijos y juego al pádel los domingos",
             ["User es enfermero en el Hospital de Cruces", "User hace turnos de noche fijos", "User juega al pádel los domingos"]),
            ("Ya no hago noches!! 🙌 ¿Cómo me reajusto el sueño?",
             ["User es enfermero en el Hospital de Cruces", "User ya no hace turnos de noche", "User juega al pádel los domingos"])]),
    # control: the brother sells his car and moves
    ("es", [("Tengo un Seat Ibiza del 2012 y vivo en Sevilla.",
             ["User tiene un Seat Ibiza del 2012", "User vive en Sevilla"]),
            ("Mi hermano ha vendido su coche y se ha mudado a Málaga, y ahora me toca llevarlo al aeropuerto jaja. ¿Cuánto se tarda de Sevilla a Málaga?",
             ["User tiene un Seat Ibiza del 2012", "User vive en Sevilla"])]),
    # control: a question about a divorce that is not theirs
    ("es", [("Estoy casada y tenemos una hipoteca a nombre de los dos en Zaragoza",
             ["User está casada", "User tiene una hipoteca a nombre de los dos en Zaragoza"]),
            ("Pregunta: si una pareja se divorcia, ¿qué pasa con la hipoteca? Es por una amiga que está en ello, no te asustes 😂",
             ["User está casada", "User tiene una hipoteca a nombre de los dos en Zaragoza"])]),

    # -- Italiano -------------------------------------------------------------------------------------
    # engaged
    ("it", [("Io e Giulia stiamo insieme da 4 anni, viviamo a Bologna.",
             ["User sta con Giulia", "User vive a Bologna"]),
            ("Le ho chiesto di sposarmi sui colli e ha detto sì 💍!! Ora ci serve una location, budget basso, idee in Emilia?",
             ["User è fidanzato ufficialmente con Giulia", "User vive a Bologna"])]),
    # many-valued sports: one dropped, one begun
    ("it", [("Faccio nuoto due volte a settimana, corsa e d'inverno sci.",
             ["User fa nuoto", "User corre", "User scia d'inverno"]),
            ("Ho chiuso con lo sci, venduti pure gli scarponi. Continuo con nuoto e corsa e ho iniziato yoga, che tappetino mi consigli?",
             ["User fa nuoto", "User corre", "User fa yoga"])]),
    # a vehicle given away, not replaced
    ("it", [("Ho 72 anni, abito a Perugia e guido ancora la mia Panda.",
             ["User ha 72 anni", "User abita a Perugia", "User guida una Panda"]),
            ("Ho regalato la Panda a mio nipote che ha preso la patente. Adesso in centro ci vado col minibus, come faccio l'abbonamento per anziani?",
             ["User ha 72 anni", "User abita a Perugia", "User va in centro con il minibus"])]),
    # a move, told by the new flat
    ("it", [("Sono studente fuorisede a Torino, divido casa con tre ragazzi a San Salvario.",
             ["User è studente fuorisede a Torino", "User vive a San Salvario con tre coinquilini"]),
            ("passato analisi 2 con 28!!! 🎉 ora mi spieghi le serie di Fourier come se avessi 5 anni?",
             ["User è studente fuorisede a Torino", "User vive a San Salvario con tre coinquilini"]),
            ("finalmente monolocale tutto mio a Vanchiglia!!! niente più coinquilini 😎 mi fai una lista della spesa base per uno?",
             ["User è studente fuorisede a Torino", "User vive da solo in un monolocale a Vanchiglia"]),
            ("il padrone di casa dice che posso tenere un gatto, meglio adottarne uno adulto o un cucciolo per un monolocale?",
             ["User è studente fuorisede a Torino", "User vive da solo in un monolocale a Vanchiglia"])]),
    # control: a trip
    ("it", [("Lavoro come cameriera in un ristorante a Napoli.",
             ["User lavora come cameriera in un ristorante a Napoli"]),
            ("sono a Barcellona per 4 giorni con le amiche 💃 dove si mangia bene vicino alla Sagrada Familia?",
             ["User lavora come cameriera in un ristorante a Napoli"])]),
    # control: a sale planned, then denied
    ("it", [("Sono idraulico, ho una ditta mia a Bari e un furgone Ducato.",
             ["User è idraulico", "User ha una ditta a Bari", "User ha un furgone Ducato"]),
            ("sto pensando di vendere il Ducato e prenderne uno elettrico, conviene?",
             ["User è idraulico", "User ha una ditta a Bari", "User ha un furgone Ducato"]),
            ("Alla fine il Ducato non l'ho venduto, il tizio non si è più fatto vivo. Come lo preparo per la revisione?",
             ["User è idraulico", "User ha una ditta a Bari", "User ha un furgone Ducato"])]),

    # -- Português ------------------------------------------------------------------------------------
    # widowed, told by "desde que ... faleceu"
    ("pt", [("Eu e meu marido, o Antônio, moramos em Campinas há 40 anos.",
             ["User é casada com Antônio", "User mora em Campinas"]),
            ("Desde que o Antônio faleceu a casa ficou grande demais pra mim. Como faço pra cancelar o plano de saúde dele?",
             ["User é viúva", "User mora em Campinas"]),
            ("minha filha quer que eu vá morar com ela em Sorocaba, mas ainda não decidi nada. O que eu devo pesar?",
             ["User é viúva", "User mora em Campinas"])]),
    # age through a birthday
    ("pt", [("tenho 40 anos, sou motorista de aplicativo em BH",
             ["User tem 40 anos", "User é motorista de aplicativo em BH"]),
            ("fiz 41 ontem kkk a família fez um churrasco. Me ajuda a montar uma planilha de gastos do carro?",
             ["User tem 41 anos", "User é motorista de aplicativo em BH"])]),
    # a pet died (indirect), another adopted
    ("pt", [("tenho uma vira-lata chamada Pipoca, ela já tá bem velhinha",
             ["User tem uma cadela vira-lata chamada Pipoca"]),
            ("Depois que a Pipoca se foi a casa ficou muito quieta, aí adotei um gatinho, o Feijão 🐱 Com quantos meses posso castrar?",
             ["User tem um gato chamado Feijão"])]),
    # a diet stopped, told indirectly
    ("pt", [("sou vegana há 5 anos e faço crossfit",
             ["User é vegana", "User faz crossfit"]),
            ("larguei o veganismo, voltei a comer ovo e queijo. Quanta proteína preciso por dia pra treinar?",
             ["User come ovo e queijo", "User faz crossfit"])]),
    # control: a wish, nothing decided
    ("pt", [("moro em Recife e trabalho num call center",
             ["User mora em Recife", "User trabalha num call center"]),
            ("queria muito me mudar pra Lisboa, como funciona o visto de procura de trabalho? nada decidido ainda",
             ["User mora em Recife", "User trabalha num call center"])]),
    # control: a one-off exception to a habit
    ("pt", [("parei de beber faz um ano, nem cerveja",
             ["User parou de beber álcool"]),
            ("no casamento da minha irmã vou abrir uma exceção e tomar uma taça de espumante, só dessa vez. Tem algum problema?",
             ["User parou de beber álcool"])]),
]
