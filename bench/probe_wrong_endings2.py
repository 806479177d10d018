"""Probe: fresh pairs for wrong endings of age, diet, job, residence and other single-valued facts.

A wrong ending (a held fact made past by a message that did not end it) is the worst failure of a
state change: the person's right fact disappears. Blind measurements still show wrong endings of a
few kinds (by aggregate only), so this probe holds new pairs for them, written from scratch for this
file (not taken from any bench set, and written without reading the extractor's rules), natively in
the eight languages (en zh ja de fr es it pt):

- age ended by an age-like value that is not the person's new age: a child's, partner's, parent's or
  pet's age, a future birthday ("I'll be 40 in March"), an age long ago ("at 19 I moved"), a number
  that is a duration, a shoe size, a house number or a score, "I feel 20";
- diet ended by a restatement ("not vegan, vegetarian"; "吃素这么久早就习惯了"), "not strict about it",
  one exception, trying a product, a partner's or child's diet, a doctor's advice not followed;
- job ended by a denial that is no change ("not a manager, just a senior dev", "not on nights anymore
  but still a nurse", "I'm not the boss", "I don't work weekends"), or a role in a hobby club;
- residence ended by a partner moving in, a district of the same city, a holiday stay, a trip, a second
  home, where one works, where one grew up or comes from, a partner's home town;
- other single-valued facts (employer, relationship, vehicle) ended by a restatement, someone else's
  change, a plan, a hypothetical, a question, a temporary exception, a "used to" story, a negated
  change, a joke, a quoted text, or a chatty message mixing others' news with the unchanged state.

CONTROLS (language, kind, held messages, new message): the new message must end nothing.
ENDINGS (language, held messages, new message, key): real changes of age, diet, job, residence and
employer; exactly the held fact containing ``key`` must end.

The runner is bench/probe_wrong_endings.py's (run_pair, probe_args, probe_extractor): a MemoryBrain with
the llama extractor and the shared meaning stage; an ending is a fact current before the new message
and not after it. ``--rules-only`` uses the bench's RulesOnly (model answers yes).

    .venv/bin/python bench/probe_wrong_endings2.py [--rules-only] [--verbose]

First run (session 24, before any fix, same figures with the model and rules only): 12/160 controls wrongly
ended, 39/40 endings right. The 12: the held town said again with a district of it (6), a denied diet followed
by the held one or restated ("Not vegan, just vegetarian", 3), meat only likened ("parecido com carne", 1), a
birthday in a month ahead in Italian (1), a night shift given up beside the same job (1); missed: "On a quitté
Lyon cet été, on vit à Grenoble" (1). After the fixes: 3/160 and 40/40; the 3 left are the held state replaced
by itself said again in other words ("Ich bin vegan, aber Honig …" for "lebt vegan", "soy vegetariano, los
huevos sí los como", "日勤の看護師として続けています"): no fact lost, and keeping both cost a blind ending.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

# (language, kind, held messages, new message)
CONTROLS = [
    # en
    ("en", "age: child's age", ["I'm 34."], "My son just turned 7 and wants a dinosaur cake."),
    ("en", "age: future", ["I'm 39."], "I'll be 40 in March and my friends are planning something, I can tell."),
    ("en", "age: long ago", ["I'm 41."], "When I was 25 I backpacked around South America for half a year."),
    ("en", "age: duration", ["I'm 45."], "I've been with the same company for 22 years now."),
    ("en", "age: feel", ["I'm 52."], "Honestly, after that yoga retreat I feel 30."),
    ("en", "diet: not strict", ["I'm vegetarian."], "I'm not super strict about it, I'll eat a bit of parmesan."),
    ("en", "diet: one exception", ["I'm vegetarian."],
     "Confession: I had a bit of turkey at Christmas because my gran made it."),
    ("en", "diet: restated", ["I'm vegetarian."], "Not vegan, just vegetarian, I still eat eggs and cheese."),
    ("en", "diet: partner's", ["I'm vegan."], "My boyfriend just went keto so cooking dinner is a nightmare now."),
    ("en", "job: denied title", ["I work as a senior developer."],
     "I'm not a manager, just a senior dev, so I don't do the hiring."),
    ("en", "job: shift change", ["I work as a nurse."], "I'm not on nights anymore, still a nurse though, just days now."),
    ("en", "job: not the boss", ["I work as an architect."], "I'm not the boss, so I don't get to pick the projects."),
    ("en", "job: hobby role", ["I work as an accountant."], "I've just been made captain of my Sunday league football team!"),
    ("en", "residence: partner moved in", ["I live in Bristol."],
     "My girlfriend moved in with me last weekend, so the flat is full of boxes."),
    ("en", "residence: same city district", ["I live in Bristol."], "I'm in Easton, Bristol, near the big park."),
    ("en", "residence: holiday stay", ["I live in Leeds."], "I'm staying with my parents in Cornwall over Christmas."),
    ("en", "residence: grew up", ["I live in Manchester."], "I grew up in Belfast, so I still say 'wee' for everything."),
    ("en", "employer: restated", ["I work at Deloitte."], "Still at Deloitte, still drowning in spreadsheets, nothing new there."),
    ("en", "relationship: chatty others' news", ["I'm married to Tom."],
     "My sister just got engaged and my best mate is getting divorced, what a year. "
     "Tom and I are the same old boring couple, thank God."),
    ("en", "vehicle: forwarded text", ["I drive a Toyota Corolla."],
     "My brother just texted me: 'sold my Golf, got a Jeep!' He's so impulsive."),
    # zh
    ("zh", "age: child's age", ["我今年34岁。"], "我儿子下个月就满6岁了，想给他办个生日会。"),
    ("zh", "age: future", ["我今年29岁。"], "明年我就30了，有点焦虑。"),
    ("zh", "age: long ago", ["我今年45岁。"], "我19岁那年一个人去了深圳打工。"),
    ("zh", "age: parent's age", ["我今年38岁。"], "我妈今年70岁了，身体还挺硬朗。"),
    ("zh", "age: shoe size", ["我今年27岁。"], "我穿42码的鞋，网上买总是不合适。"),
    ("zh", "diet: restated", ["我吃素。"], "吃素这么久，早就习惯了，一点都不想吃肉。"),
    ("zh", "diet: one exception", ["我是素食者。"], "过年在奶奶家吃了一口鱼，就一口，平时还是不碰的。"),
    ("zh", "diet: child's", ["我是素食者。"], "我女儿最近也不吃肉了，说要跟我学。"),
    ("zh", "diet: doctor's advice", ["我吃素。"], "医生建议我多吃点鱼补充蛋白质，我还在考虑。"),
    ("zh", "job: shift change", ["我是护士。"], "我不上夜班了，还是在医院当护士，就是换成白班。"),
    ("zh", "job: not the boss", ["我是软件工程师。"], "我又不是老板，加不加班我说了不算。"),
    ("zh", "job: no weekends", ["我是厨师。"], "我周末不上班，所以周六可以陪孩子。"),
    ("zh", "job: hobby role", ["我在银行工作。"], "我被选为我们摄影俱乐部的会长了！"),
    ("zh", "residence: partner moved in", ["我住在杭州。"], "我女朋友上个月搬过来跟我一起住了。"),
    ("zh", "residence: same city district", ["我住在杭州。"], "我住在杭州西湖区，离公司很近。"),
    ("zh", "residence: from", ["我住在上海。"], "我是东北人，老家在哈尔滨。"),
    ("zh", "residence: trip", ["我住在成都。"], "这周在北京出差，周五回来。"),
    ("zh", "employer: restated", ["我在腾讯工作。"], "还在腾讯，还是天天加班，没啥变化。"),
    ("zh", "vehicle: someone else's", ["我开一辆比亚迪。"], "我哥刚把他的宝马卖了，换了辆特斯拉。"),
    ("zh", "relationship: joke", ["我已经结婚了。"], "哈哈，每次吵架我都嚷嚷着要离婚，其实就是说说而已。"),
    # ja
    ("ja", "age: child's age", ["34歳です。"], "娘が来月で5歳になります。"),
    ("ja", "age: future", ["39歳です。"], "来年で40歳になるので、健康診断をちゃんと受けようと思っています。"),
    ("ja", "age: long ago", ["45歳です。"], "20歳のときに上京しました。"),
    ("ja", "age: pet's age", ["31歳です。"], "うちの犬はもう12歳で、最近よく寝ています。"),
    ("ja", "age: feel", ["48歳です。"], "気持ちはまだ20歳です（笑）"),
    ("ja", "diet: restated", ["ベジタリアンです。"], "肉を食べなくなってもう長いので、全然恋しくないです。"),
    ("ja", "diet: not strict", ["ベジタリアンです。"], "そこまで厳しくはなくて、だしに魚が入っていても気にしません。"),
    ("ja", "diet: partner's", ["ヴィーガンです。"], "夫が糖質制限を始めたので、献立を考えるのが大変です。"),
    ("ja", "diet: trying a product", ["ヴィーガンです。"], "新しい大豆ミートのハンバーガーを試してみました。おいしかった！"),
    ("ja", "job: shift change", ["看護師をしています。"], "夜勤はもうやっていません。日勤の看護師として続けています。"),
    ("ja", "job: denied title", ["エンジニアとして働いています。"], "私はマネージャーじゃないので、採用には関わっていません。"),
    ("ja", "job: hobby role", ["銀行で働いています。"], "地元の合唱団の団長になりました。"),
    ("ja", "job: day off", ["美容師をしています。"], "月曜日は休みなので、平日に買い物に行けます。"),
    ("ja", "residence: partner moved in", ["東京に住んでいます。"], "彼女が先週うちに引っ越してきて、一緒に住み始めました。"),
    ("ja", "residence: same city district", ["横浜に住んでいます。"], "横浜の港北区に住んでいて、駅まで歩いて5分です。"),
    ("ja", "residence: holiday stay", ["東京に住んでいます。"], "お盆は実家の福岡に帰省します。"),
    ("ja", "residence: where one works", ["千葉に住んでいます。"], "職場は東京の品川なので、毎日電車で通っています。"),
    ("ja", "employer: someone else's", ["トヨタで働いています。"], "兄がホンダに転職しました。"),
    ("ja", "relationship: hypothetical", ["結婚しています。"], "もし離婚したら、財産はどうなるんでしょうか？"),
    ("ja", "vehicle: used to", ["トヨタの車に乗っています。"], "学生の頃はバイクに乗っていました。"),
    # de
    ("de", "age: child's age", ["Ich bin 36."], "Meine Tochter wird nächste Woche 8, sie wünscht sich ein Pferd."),
    ("de", "age: future", ["Ich bin 29."], "Nächstes Jahr werde ich 30, da will ich eine große Party machen."),
    ("de", "age: long ago", ["Ich bin 44 Jahre alt."], "Mit 19 bin ich für ein Jahr nach Australien gegangen."),
    ("de", "age: house number", ["Ich bin 31 Jahre alt."], "Wir wohnen in der Hauptstraße 27, im dritten Stock."),
    ("de", "age: duration", ["Ich bin 47."], "Ich spiele seit 35 Jahren Klavier."),
    ("de", "diet: restated", ["Ich bin Vegetarierin."], "Nicht vegan, nur vegetarisch – Käse und Eier esse ich schon."),
    ("de", "diet: one exception", ["Ich bin Vegetarier."],
     "An Weihnachten hab ich ein Stück Gans probiert, weil meine Oma so drauf bestanden hat."),
    ("de", "diet: doctor's advice", ["Ich bin Veganerin."],
     "Meine Ärztin meint, ich sollte wieder Fisch essen wegen Omega-3. Mal sehen."),
    ("de", "diet: vegan with honey", ["Ich lebe vegan."], "Ich bin vegan, aber Honig esse ich ab und zu."),
    ("de", "job: denied title", ["Ich arbeite als Softwareentwickler."],
     "Ich bin kein Teamleiter, nur Entwickler, also entscheide ich das nicht."),
    ("de", "job: shift change", ["Ich bin Krankenpfleger."],
     "Nachtschichten mache ich keine mehr, aber ich bin immer noch Krankenpfleger."),
    ("de", "job: no weekends", ["Ich arbeite als Bäcker."], "Am Wochenende arbeite ich nicht, da schlafe ich endlich mal aus."),
    ("de", "job: hobby role", ["Ich arbeite als Lehrer."], "Ich bin jetzt Kassenwart in unserem Schachverein."),
    ("de", "residence: partner moved in", ["Ich wohne in Köln."], "Mein Freund ist letzte Woche bei mir eingezogen."),
    ("de", "residence: same city district", ["Ich wohne in Köln."], "Ich wohne in Köln-Ehrenfeld, direkt am Bahnhof."),
    ("de", "residence: partner's home town", ["Ich wohne in Hamburg."],
     "Meine Freundin kommt aus Dresden, wir fahren oft zu ihren Eltern."),
    ("de", "residence: second home", ["Ich wohne in München."],
     "Wir haben ein kleines Ferienhaus an der Ostsee, da sind wir im Sommer oft."),
    ("de", "employer: chatty others' news", ["Ich arbeite bei Siemens."],
     "Mein Kollege hat gekündigt und geht zu Bosch, und meine Schwester hat auch den Job gewechselt. "
     "Ich bleibe bei Siemens, mir gefällt es da."),
    ("de", "vehicle: question", ["Ich fahre einen VW Golf."], "Lohnt es sich, einen Golf gegen ein E-Auto einzutauschen?"),
    ("de", "relationship: used to", ["Ich bin mit Jonas verheiratet."],
     "Vor Jonas war ich drei Jahre mit einem Franzosen zusammen."),
    # fr
    ("fr", "age: child's age", ["J'ai 35 ans."], "Mon fils vient d'avoir 4 ans, il est infernal !"),
    ("fr", "age: future", ["J'ai 49 ans."], "J'aurai 50 ans en mars, ça me fait un peu peur."),
    ("fr", "age: long ago", ["J'ai 42 ans."], "À 19 ans, je suis parti vivre à Montréal pendant un an."),
    ("fr", "age: partner's birthday", ["J'ai 33 ans."], "C'est l'anniversaire de ma femme demain, elle aura 40 ans."),
    ("fr", "age: shoe size", ["J'ai 38 ans."], "Je fais du 43 en chaussures, c'est dur de trouver des baskets sympas."),
    ("fr", "diet: restated", ["Je suis végétarienne."],
     "Ça fait tellement longtemps que je ne mange plus de viande que ça ne me manque pas du tout."),
    ("fr", "diet: not strict", ["Je suis végétarien."],
     "Je ne suis pas très strict, il m'arrive de manger un plat avec du bouillon de poulet."),
    ("fr", "diet: child's", ["Je suis végane."],
     "Ma fille a décidé de manger de la viande à la cantine, je la laisse choisir."),
    ("fr", "diet: trying a product", ["Je suis végétarien."], "J'ai goûté le nouveau steak végétal de chez Carrefour, pas mal du tout."),
    ("fr", "job: denied title", ["Je suis développeur senior."],
     "Je ne suis pas chef d'équipe, juste développeur, donc je ne gère personne."),
    ("fr", "job: shift change", ["Je suis infirmière."],
     "Je ne fais plus de nuits, mais je suis toujours infirmière, en journée maintenant."),
    ("fr", "job: not at heart", ["Je suis professeur de maths."],
     "Au fond je ne suis pas prof dans l'âme, mais j'aime bien mes élèves."),
    ("fr", "job: hobby role", ["Je travaille comme comptable."], "Je suis devenu président de l'association de randonnée du village."),
    ("fr", "residence: partner moved in", ["J'habite à Lyon."], "Mon copain s'est installé chez moi le mois dernier."),
    ("fr", "residence: same city district", ["J'habite à Lyon."], "Je suis dans le 7e arrondissement de Lyon, près des quais."),
    ("fr", "residence: from", ["J'habite à Paris."], "Je suis originaire de Toulouse, toute ma famille y vit encore."),
    ("fr", "residence: trip", ["J'habite à Lille."], "Je suis à Nice pour une semaine de vacances, il fait un temps magnifique."),
    ("fr", "employer: restated", ["Je travaille chez Renault."],
     "Toujours chez Renault, toujours le même bureau, rien de neuf de ce côté-là."),
    ("fr", "relationship: someone else's", ["Je suis en couple avec Julien."],
     "Ma meilleure amie vient de se séparer de son mari, je suis triste pour elle."),
    ("fr", "vehicle: negated change", ["Je conduis une Clio."],
     "Non, je n'ai pas vendu ma Clio, c'est mon frère qui a vendu la sienne."),
    # es
    ("es", "age: child's age", ["Tengo 37 años."], "Mi hija cumple 9 el sábado y quiere una fiesta con piñata."),
    ("es", "age: future", ["Tengo 29 años."], "El año que viene cumplo 30 y quiero hacer un viaje largo."),
    ("es", "age: long ago", ["Tengo 46 años."], "A los 22 me fui a vivir a Londres."),
    ("es", "age: pet's age", ["Tengo 33 años."], "Mi gato tiene 15 años y sigue igual de travieso."),
    ("es", "age: feel", ["Tengo 58 años."], "Con tanto baile me siento como si tuviera 30."),
    ("es", "diet: vegan with honey", ["Soy vegana."], "Soy vegana, pero la miel sí la como, no soy tan estricta."),
    ("es", "diet: one exception", ["Soy vegetariano."], "En la boda de mi primo comí un poco de jamón, fue la excepción."),
    ("es", "diet: partner's", ["Soy vegetariana."],
     "Mi marido ha empezado una dieta sin gluten, así que ahora cocinamos dos menús."),
    ("es", "diet: restated", ["Soy vegetariano."], "No soy vegano, soy vegetariano, los huevos sí los como."),
    ("es", "job: denied title", ["Trabajo como desarrollador sénior."], "No soy jefe de equipo, solo desarrollador sénior."),
    ("es", "job: shift change", ["Soy enfermera."], "Ya no hago turnos de noche, pero sigo siendo enfermera."),
    ("es", "job: not the boss", ["Soy camarero."], "Yo no soy el dueño del bar, así que no decido los horarios."),
    ("es", "job: hobby role", ["Soy abogado."], "Me han nombrado entrenador del equipo de baloncesto de mi hijo."),
    ("es", "residence: partner moved in", ["Vivo en Sevilla."], "Mi novia se vino a vivir conmigo hace dos semanas."),
    ("es", "residence: same city district", ["Vivo en Madrid."], "Vivo en Lavapiés, en Madrid, y hay un ambiente genial."),
    ("es", "residence: holiday stay", ["Vivo en Barcelona."], "Estas Navidades me quedo en casa de mis padres en Zaragoza."),
    ("es", "residence: grew up", ["Vivo en Valencia."], "Me crié en Asturias, por eso echo de menos la lluvia."),
    ("es", "employer: hypothetical", ["Trabajo en Telefónica."], "Si me ofrecieran un puesto en Google, ¿debería aceptarlo?"),
    ("es", "relationship: chatty others' news", ["Estoy casado con Lucía."],
     "Mi hermano se divorció este año y mi mejor amigo se casa en junio. Lucía y yo seguimos igual, tan felices."),
    ("es", "vehicle: temporary exception", ["Tengo un Seat Ibiza."],
     "Esta semana voy en el coche de mi padre porque el Ibiza está en el taller."),
    # it
    ("it", "age: child's age", ["Ho 36 anni."], "Mio figlio compie 10 anni domenica, facciamo una festa al parco."),
    ("it", "age: future", ["Ho 39 anni."], "A maggio compio 40 anni, che ansia!"),
    ("it", "age: long ago", ["Ho 51 anni."], "A 18 anni sono andato a lavorare in Germania."),
    ("it", "age: parent's age", ["Ho 34 anni."], "Mio padre ha 72 anni e fa ancora l'orto tutti i giorni."),
    ("it", "age: score", ["Ho 27 anni."], "Ieri a pallavolo abbiamo vinto l'ultimo set 25 a 23."),
    ("it", "diet: restated", ["Sono vegetariano."], "Ormai non mangio carne da così tanto che non ci penso nemmeno più."),
    ("it", "diet: doctor's advice", ["Sono vegana."], "Il medico mi ha detto di reintegrare il pesce, ma per ora non l'ho fatto."),
    ("it", "diet: one exception", ["Sono vegetariana."], "A Natale ho assaggiato un pezzetto di cotechino per far contenta la nonna."),
    ("it", "diet: child's", ["Sono vegetariano."], "Mia figlia invece è diventata vegana, ora a tavola è un casino."),
    ("it", "job: shift change", ["Faccio l'infermiere."], "Non faccio più i turni di notte, ma sono sempre infermiere in reparto."),
    ("it", "job: denied title", ["Lavoro come sviluppatore senior."], "Non sono un manager, sono solo uno sviluppatore senior."),
    ("it", "job: day off", ["Faccio il parrucchiere."], "Il lunedì non lavoro, quindi ne approfitto per fare la spesa."),
    ("it", "job: hobby role", ["Sono un ingegnere."], "Sono diventato allenatore della squadra di calcio dei bambini del quartiere."),
    ("it", "residence: partner moved in", ["Abito a Bologna."], "La mia ragazza è venuta a vivere da me, finalmente!"),
    ("it", "residence: same city district", ["Abito a Roma."], "Abito a Trastevere, a Roma, in un appartamento piccolino."),
    ("it", "residence: where one works", ["Abito a Monza."], "Lavoro a Milano, quindi faccio il pendolare ogni giorno."),
    ("it", "residence: partner's home town", ["Abito a Torino."], "Il mio compagno è di Palermo, ci andiamo ogni estate."),
    ("it", "employer: restated", ["Lavoro alla Ferrero."], "Sono sempre alla Ferrero, stesso reparto, stessi colleghi."),
    ("it", "relationship: quoted text", ["Sono sposata con Marco."],
     "La mia amica mi ha scritto: 'ho lasciato mio marito!' Non ci potevo credere."),
    ("it", "vehicle: plan", ["Guido una Fiat Panda."], "Forse l'anno prossimo cambio la Panda con una macchina elettrica."),
    # pt
    ("pt", "age: child's age", ["Tenho 35 anos."], "Minha filha fez 3 anos ontem, a festa foi uma loucura."),
    ("pt", "age: future", ["Tenho 29 anos."], "Ano que vem faço 30 e quero comemorar na praia."),
    ("pt", "age: long ago", ["Tenho 48 anos."], "Aos 20 anos eu me mudei sozinho para Portugal."),
    ("pt", "age: pet's age", ["Tenho 31 anos."], "Meu cachorro tem 13 anos e já está bem velhinho."),
    ("pt", "age: house number", ["Tenho 42 anos."], "Moro no número 58 da rua das Flores."),
    ("pt", "diet: restated", ["Sou vegetariana."], "Não sou vegana, sou vegetariana, ovo e queijo eu como."),
    ("pt", "diet: not strict", ["Sou vegano."], "Sou vegano, mas não sou radical, se tiver mel no pão eu como."),
    ("pt", "diet: partner's", ["Sou vegetariano."], "Minha esposa começou a dieta low carb, agora a cozinha virou uma confusão."),
    ("pt", "diet: trying a product", ["Sou vegetariana."], "Provei aquele hambúrguer de planta novo, achei bem parecido com carne."),
    ("pt", "job: shift change", ["Sou enfermeira."], "Não faço mais plantão noturno, mas continuo enfermeira no mesmo hospital."),
    ("pt", "job: not the boss", ["Trabalho como programador."], "Não sou o chefe, então não posso decidir sobre as férias da equipe."),
    ("pt", "job: hobby role", ["Sou professor."], "Virei tesoureiro do clube de corrida do bairro."),
    ("pt", "job: day off", ["Sou cozinheiro."], "Não trabalho aos domingos, é meu único dia de folga."),
    ("pt", "residence: partner moved in", ["Moro em Curitiba."], "Meu namorado veio morar comigo mês passado."),
    ("pt", "residence: same city district", ["Moro em São Paulo."], "Moro na Vila Madalena, em São Paulo, perto do metrô."),
    ("pt", "residence: holiday stay", ["Moro em Lisboa."], "Vou passar o Natal em casa dos meus pais, no Algarve."),
    ("pt", "residence: from", ["Moro no Rio de Janeiro."], "Sou de Belo Horizonte, vim pro Rio pra estudar."),
    ("pt", "employer: negated change", ["Trabalho na Petrobras."], "Não, não saí da Petrobras, quem saiu foi meu cunhado."),
    ("pt", "relationship: joke", ["Sou casada com o Pedro."],
     "Quando o Pedro ronca eu falo que vou pedir o divórcio, mas é brincadeira."),
    ("pt", "vehicle: used to", ["Tenho um carro Fiat."], "Antes eu tinha uma moto, mas vendi faz muito tempo."),
]

# (language, held messages, new message, key: a piece of the one held fact that must end)
ENDINGS = [
    ("en", ["I'm 34."], "I turned 35 on Saturday, we had a small party.", "34"),
    ("en", ["I'm vegetarian."], "I've started eating meat again after eight years, my iron was too low.", "vegetarian"),
    ("en", ["I work as a nurse."], "I left nursing in the spring and now I'm a paramedic.", "nurse"),
    ("en", ["I live in Bristol."], "We finally moved to Cardiff, the new flat is tiny but I love it.", "Bristol"),
    ("en", ["I work at Deloitte."], "Big news: I left Deloitte and started at a small startup on Monday.", "Deloitte"),
    ("zh", ["我今年34岁。"], "上周过生日，我35岁了。", "34"),
    ("zh", ["我吃素。"], "我现在不吃素了，又开始吃肉了。", "素"),
    ("zh", ["我是护士。"], "我辞掉了护士的工作，现在在一家药厂做销售。", "护士"),
    ("zh", ["我住在杭州。"], "我上个月搬到南京了，还在适应。", "杭州"),
    ("zh", ["我在腾讯工作。"], "我从腾讯离职了，下周去阿里上班。", "腾讯"),
    ("ja", ["34歳です。"], "昨日35歳になりました。", "34"),
    ("ja", ["ベジタリアンです。"], "最近またお肉を食べるようになって、もうベジタリアンではありません。", "ベジタリアン"),
    ("ja", ["看護師をしています。"], "看護師を辞めて、今は保育士として働いています。", "看護師"),
    ("ja", ["東京に住んでいます。"], "先月、東京から札幌に引っ越しました。", "東京"),
    ("ja", ["トヨタで働いています。"], "トヨタを退職して、来週からソニーで働きます。", "トヨタ"),
    ("de", ["Ich bin 36."], "Gestern bin ich 37 geworden!", "36"),
    ("de", ["Ich bin Vegetarier."], "Seit ein paar Monaten esse ich wieder Fleisch, mit dem Vegetarischen ist es vorbei.",
     "Vegetarier"),
    ("de", ["Ich arbeite als Lehrer."], "Ich habe den Lehrerberuf an den Nagel gehängt und arbeite jetzt als Schreiner.",
     "Lehrer"),
    ("de", ["Ich wohne in Köln."], "Wir sind im Mai von Köln nach Leipzig gezogen.", "Köln"),
    ("de", ["Ich arbeite bei Siemens."], "Ich habe bei Siemens aufgehört und bin jetzt bei SAP.", "Siemens"),
    ("fr", ["J'ai 35 ans."], "J'ai fêté mes 36 ans samedi dernier.", "35"),
    ("fr", ["Je suis végétarienne."], "J'ai recommencé à manger de la viande, je ne suis plus végétarienne.", "végétarien"),
    ("fr", ["Je suis infirmière."], "J'ai quitté mon poste d'infirmière, je suis maintenant sage-femme.", "infirmi"),
    ("fr", ["J'habite à Lyon."], "On a quitté Lyon cet été, on vit à Grenoble maintenant.", "Lyon"),
    ("fr", ["Je travaille chez Renault."], "J'ai quitté Renault, je commence chez Airbus lundi.", "Renault"),
    ("es", ["Tengo 37 años."], "Ayer cumplí 38 años.", "37"),
    ("es", ["Soy vegetariano."], "He vuelto a comer carne, ya no soy vegetariano.", "vegetarian"),
    ("es", ["Soy enfermera."], "Dejé la enfermería y ahora trabajo como profesora de biología.", "enfermer"),
    ("es", ["Vivo en Sevilla."], "Al final nos mudamos de Sevilla a Málaga, estamos encantados.", "Sevilla"),
    ("es", ["Trabajo en Telefónica."], "Me fui de Telefónica y ahora trabajo en BBVA.", "Telefónica"),
    ("it", ["Ho 36 anni."], "Ieri ho compiuto 37 anni.", "36"),
    ("it", ["Sono vegetariana."], "Ho ricominciato a mangiare carne, non sono più vegetariana.", "vegetarian"),
    ("it", ["Faccio l'infermiere."], "Ho lasciato il lavoro da infermiere e adesso faccio il fisioterapista.", "infermier"),
    ("it", ["Abito a Bologna."], "Ci siamo trasferiti da Bologna a Verona il mese scorso.", "Bologna"),
    ("it", ["Lavoro alla Ferrero."], "Ho lasciato la Ferrero, ora lavoro alla Barilla.", "Ferrero"),
    ("pt", ["Tenho 35 anos."], "Fiz 36 anos na semana passada.", "35"),
    ("pt", ["Sou vegetariano."], "Voltei a comer carne, não sou mais vegetariano.", "vegetarian"),
    ("pt", ["Sou professor."], "Larguei a carreira de professor e agora trabalho como designer.", "professor"),
    ("pt", ["Moro em Curitiba."], "A gente se mudou de Curitiba para Florianópolis em março.", "Curitiba"),
    ("pt", ["Trabalho na Petrobras."], "Saí da Petrobras e agora estou na Vale.", "Petrobras"),
]


def main() -> int:
    from probe_wrong_endings import run_probe

    return run_probe(__doc__, CONTROLS, ENDINGS)


if __name__ == "__main__":
    sys.exit(main())
