"""Probe: changes of a person's single-valued life states in everyday chat, what ends them and what does not.

A held life state (a job, an employer, a title, a home town, a partner, an age, a car) must end when the person
says it changed, and only then. This probe holds fresh pairs (held message, later message) about those states,
written from scratch for this file by a case writer who never read the extractor's rules, nor any bench set
other than the format of bench/probe_pets_and_diets.py, natively in the eight languages (en fr de es it pt zh
ja), chatty as people write to an assistant: two to four sentences, some typos, slang and emoji, most ending
with a request or a question that has nothing to do with the fact.

ENDINGS (80, 10 a language): exactly the held fact containing ``key`` must end.
- job_change: quit one job and started another, a career switch ("handed in my notice… starting as a teacher",
  "j'ai démissionné… formation de boulangère", "Umschulung zur Erzieherin", "dejé la hostelería… repartidor",
  "ho mollato lo studio legale… faccio il cuoco", "larguei a escola… UX designer", "从华为辞职了… 开了个咖啡馆",
  "看護師をやめて… 保育士");
- employer_change: left company X for Y, same work ("left Spotify and joined Monzo", "bin ich bei Siemens",
  "跳槽到字节", "ホンダに転職");
- promotion_title: a new title replaces the held one ("promoted to store manager", "nommée directrice",
  "Abteilungsleiter", "ascendido a directora", "升销售总监", "課長に昇進");
- move: moved to another city, told directly ("moved to Bristol", "on a emménagé à Nantes") or indirectly
  ("first week in the new flat in Walthamstow", "fini de déballer les cartons… à Bordeaux", "erste Woche in der
  neuen Wohnung in Leipzig", "新家在深圳南山", "札幌の新居で初めての冬") (two a language);
- relationship_end: broke up, split ("broke up", "c'est fini", "getrennt", "lo hemos dejado", "ci siamo
  lasciati", "terminamos", "分手了", "別れました");
- relationship_new_status: engaged or married when the held was a boyfriend or girlfriend;
- age_birthday: turned N+1 with N held;
- vehicle_change: sold the car and now bikes, takes the bus or the tube, or replaced it with another vehicle;
- negation_no_longer: "I don't work at X anymore", "je ne suis plus chez", "nicht mehr in Bremen", "ya no
  trabajo en", "non lavoro più", "já não estou na", "已经不在阿里了", "もう名古屋には住んでいません".

CONTROLS (80, 10 a language): the later message must end nothing (the held fact with ``key`` stays).
- others_change: a sibling, friend, colleague or boss moved, changed job, divorced or sold a car (two a
  language);
- plan_or_wish: "thinking about quitting", "j'hésite à", "ich überlege", "si me cogen… me mudo", "明年可能会搬去",
  "辞めて独立しようか迷ってます" (one or two a language);
- temporary: a business trip, a week at the parents', a month at another office, a hire car while the car is in
  the garage (one or two a language);
- same_state_again: the held state said again with "still" or how long;
- past_story: "when I lived in Rome in 2015", "my first car was";
- negated_change: an offer turned down, "we almost broke up";
- joke: "I'm quitting and moving to Bali… just kidding";
- detail_of_same: a renovation of the same home, a car out of the garage, new tyres, a new boss and desk.

Each case is written as (language, held message, later message, key, tag); bench/probe_wrong_endings.py's run_tagged
turns them into its run_probe's shapes, as bench/probe_wrong_endings3.py uses
it: a MemoryBrain with the llama extractor and the shared meaning stage; an ending is a fact current before the
new message and not after it. ``--rules-only`` uses the bench's RulesOnly (model answers yes).

    .venv/bin/python bench/probe_life_changes_chat.py [--rules-only] [--verbose]

First run (before any rule was tuned on it), with the model, at a702a41 with the work tree's uncommitted
changes, about 64 s wall time:
    controls: 6/80 with a wrong ending (0 whose held fact was not extracted)
    endings: 55/80 right, 25 missed, 0 with another fact ended too (2 whose held fact was not extracted)
Wrong endings by kind: joke 2 (it "vendo tutto e mi trasferisco alle Maldive… magari", ja "別れます！…なんて冗談です"),
temporary 1 (en the Yaris in the garage and a hire car), same_state_again 1 (de "seit 15 Jahren verheiratet und
immer noch glücklich"), negated_change 1 (de "hätten uns fast getrennt, aber wir haben's hingekriegt"),
plan_or_wish 1 (ja "楽天を辞めて独立しようか迷ってます"); others_change, past_story, detail_of_same 0. By language:
en 1, fr 0, de 2, es 0, it 1, pt 0, zh 0, ja 2.
Missed by kind: move 9/16 (all 8 indirect ones: en Walthamstow, fr Bordeaux, de Leipzig, es Barcelona, it
Firenze, pt Lisboa, zh 深圳南山, ja 札幌の新居; and 1 of 8 direct: zh "搬到杭州了"), relationship_end 5/8 (en es it pt
zh; only fr "c'est fini", de "getrennt", ja "別れました" ended), relationship_new_status 3/8 (en engaged, it "ho detto
SÌ", ja not held), promotion_title 3/8 (es, zh, it not held), employer_change 2/8 (es, zh), negation_no_longer 2/8
(it "Non lavoro più in Ferrari", zh "已经不在阿里了"), job_change 1/8 (es "Dejé la hostelería"), age_birthday 0/8,
vehicle_change 0/8. By language: en 3, fr 1, de 1, es 5, it 5, pt 2, zh 6, ja 2. The 2 not extracted (both
counted as missed): it "Sono vicedirettore di una filiale di Intesa Sanpaolo." and ja "美咲という彼女がいます。" (no
fact at all).

After session 33's rules, tuned on this probe (so no longer a blind measure): controls 0/80 wrongly ended, endings
73/80 right. Left missed: es "me he ido de Telefónica y … estoy en BBVA" (asked), es "el piso nuevo de Barcelona" (a
home "of" a name is as often someone's), it "ho detto SÌ" (an engagement told by its question), pt "terminamos 💔 foi
ele que quis" (the face read as a comma leaves a remark after the parting), zh "搬到杭州了，这边节奏比成都快多了😂" (the
laugh may be at any clause of its sentence), zh "我已经不在阿里了" (a name shortened), ja "美咲と結婚しました" (the held
girlfriend never extracted). The held-out probe written beside it by another helper and only run: endings 33/64 →
35/64, controls wrongly ended 4/80 → 4/80.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

# (language, held message, later message, key: a piece of the held fact that must end, tag)
ENDING_CASES = [
    # en
    ("en", "I work as a pharmacist at Boots.",
     "Last day at Boots was friday!! Starting as a primary school teacher on monday, total career switch 🙌 any "
     "tips for not freaking out in front of 30 kids?", "Boots", "job_change"),
    ("en", "I'm a software engineer at Spotify.",
     "so I finally did it, left Spotify and joined Monzo last week. same kind of backend work but way less "
     "meetings lol. hows the quickest way to set up a new mac for python dev?", "Spotify", "employer_change"),
    ("en", "I'm an assistant manager at Tesco.",
     "Got promoted to store manager!! 🎉 same Tesco but now it's actually my store haha. Can u help me write a "
     "short speech for the team?", "assistant", "promotion_title"),
    ("en", "I live in Leeds.",
     "Moved down to Bristol on saturday, the flat is tiny but I love it 😍 whats a good way to meet people in a "
     "new city when you work from home?", "Leeds", "move"),
    ("en", "I live in Clapham.",
     "first week in the new flat in Walthamstow done! commute's longer but the rent is sooo much cheaper. can you "
     "recommend some podcasts for the tube?", "Clapham", "move"),
    ("en", "My boyfriend is called Jake.",
     "Jake and I broke up last weekend. It was kinda mutual but it still hurts 😔 can u suggest some comfort "
     "movies for tonight?", "Jake", "relationship_end"),
    ("en", "I have a girlfriend, Chloe.",
     "Chloe said YES!!! 💍 we're engaged!!! honestly still shaking. Where do I even start with planning a "
     "wedding?", "Chloe", "relationship_new_status"),
    ("en", "I'm 29 years old.",
     "Turned 30 yesterday 🥳 feels weird ngl. Can you give me some ideas for a bucket list for my thirties?",
     "29", "age_birthday"),
    ("en", "I drive a Ford Focus.",
     "Sold the Focus last week, I'm cycling to work now and honestly loving it 🚲 whats a good waterproof jacket "
     "that doesnt cost a fortune?", "Focus", "vehicle_change"),
    ("en", "I work at Deloitte.",
     "I'm not at Deloitte anymore, long story 😅 anyway, can you help me rewrite my LinkedIn headline so it "
     "doesn't sound desperate?", "Deloitte", "negation_no_longer"),
    # fr
    ("fr", "Je travaille comme comptable chez Fiducial.",
     "J'ai démissionné de chez Fiducial, fini la compta !! Je commence ma formation de boulangère lundi 🥖 Tu "
     "peux m'aider à caler mon sommeil ? Faut se lever à 4h 😅", "comptable", "job_change"),
    ("fr", "Je suis développeur chez Capgemini.",
     "Petite news : j'ai quitté Capgemini, je bosse chez Doctolib depuis lundi, toujours dev back. Tu me "
     "conseilles quoi pour bien passer ma période d'essai ?", "Capgemini", "employer_change"),
    ("fr", "Je suis chef de rayon chez Carrefour.",
     "Je viens d'être nommée directrice du magasin 🎉 après 6 ans chez Carrefour, j'y crois pas ! Tu peux "
     "m'aider à préparer mon premier discours devant l'équipe ?", "rayon", "promotion_title"),
    ("fr", "Je vis à Lille.",
     "Ça y est, on a emménagé à Nantes ! Y a encore des cartons partout mais on est trop contents. Tu connais "
     "des bons restos vers le centre ?", "Lille", "move"),
    ("fr", "J'habite à Montreuil.",
     "Enfin fini de déballer les cartons dans notre nouvel appart à Bordeaux 😮‍💨 il fait tellement meilleur "
     "qu'en région parisienne. Des idées de balades pour le week-end ?", "Montreuil", "move"),
    ("fr", "Je suis en couple avec Julien.",
     "Julien et moi c'est fini. Il a pris ses affaires il y a une semaine et j'arrive plus à dormir. T'aurais "
     "des exercices de respiration pour m'aider ?", "Julien", "relationship_end"),
    ("fr", "J'ai un copain, Maxime.",
     "On s'est mariés samedi avec Maxime !!! 💍 c'était magique. Tu peux m'aider à écrire un petit mot de "
     "remerciement pour les invités ?", "Maxime", "relationship_new_status"),
    ("fr", "J'ai 34 ans.",
     "Hier j'ai fêté mes 35 ans 🎂 bon, ça pique un peu. Tu me donnes des idées de petits défis pour cette "
     "année ?", "34", "age_birthday"),
    ("fr", "J'ai une Clio.",
     "J'ai revendu ma Clio, maintenant c'est vélo + tram tous les jours et franchement ça me va très bien 🚲 "
     "Quel antivol tu me conseilles ?", "Clio", "vehicle_change"),
    ("fr", "Je travaille chez Decathlon.",
     "Je suis plus chez Decathlon depuis fin mars. Tu peux m'aider à refaire mon CV ? J'ai aucune idée par où "
     "commencer 😩", "Decathlon", "negation_no_longer"),
    # de
    ("de", "Ich arbeite als Bankkauffrau bei der Sparkasse.",
     "Hab bei der Sparkasse gekündigt und mach jetzt ne Umschulung zur Erzieherin 😊 Erster Tag war super. Hast "
     "du Tipps, wie ich mir die ganzen Kindernamen merke?", "Sparkasse", "job_change"),
    ("de", "Ich bin Ingenieur bei Bosch.",
     "Seit dem Ersten bin ich bei Siemens, hab Bosch nach 8 Jahren verlassen. Gleicher Job, mehr Geld 😎 Wie "
     "schreib ich eine nette Abschiedsmail an die alten Kollegen?", "Bosch", "employer_change"),
    ("de", "Ich bin Teamleiter bei Zalando.",
     "Ich bin jetzt offiziell Abteilungsleiter 🎉 die Beförderung kam schneller als gedacht. 40 Leute, bisschen "
     "Panik hab ich schon 😅 Wie führe ich gute Einzelgespräche?", "Teamleiter", "promotion_title"),
    ("de", "Ich wohne in Köln.",
     "Wir sind letzte Woche nach Hamburg gezogen! Noch alles voller Kartons, aber die Wohnung ist ein Traum. "
     "Kennst du gute Bäcker in Ottensen?", "Köln", "move"),
    ("de", "Ich wohne in Stuttgart.",
     "Die erste Woche in der neuen Wohnung in Leipzig ist rum 🙌 hier ist alles so viel entspannter. Welche "
     "Ummeldungen muss ich jetzt noch machen?", "Stuttgart", "move"),
    ("de", "Ich bin mit Jonas zusammen.",
     "Jonas und ich haben uns getrennt. Nach 4 Jahren. Ich weiß grad nicht wohin mit mir 😞 Kannst du mir ein "
     "paar Serien zum Ablenken empfehlen?", "Jonas", "relationship_end"),
    ("de", "Ich habe eine Freundin, Lena.",
     "Lena und ich haben uns verlobt!!! 💍 Ich bin so happy. Wie viel Vorlauf braucht man für ne Hochzeit im "
     "Sommer?", "Lena", "relationship_new_status"),
    ("de", "Ich bin 41 Jahre alt.",
     "Bin gestern 42 geworden 🎂 die Antwort auf alles, haha. Hast du Ideen für eine kleine Feier am "
     "Wochenende?", "41", "age_birthday"),
    ("de", "Ich fahre einen VW Golf.",
     "Der Golf ist weg, hab ihn verkauft und mir nen gebrauchten Tesla geholt ⚡ Wie finde ich die günstigsten "
     "Ladesäulen in meiner Nähe?", "Golf", "vehicle_change"),
    ("de", "Ich wohne in Bremen.",
     "Ich wohn nicht mehr in Bremen, bin seit Herbst weg. Vermisse trotzdem das Labskaus 😅 Hast du ein gutes "
     "Rezept?", "Bremen", "negation_no_longer"),
    # es
    ("es", "Soy camarero en un bar de Sevilla.",
     "Dejé la hostelería por fin!! Ahora curro de repartidor para Glovo, al menos elijo mis horas 🛵 ¿Qué seguro "
     "me recomiendas para la moto?", "camarero", "job_change"),
    ("es", "Trabajo en Telefónica.",
     "Pues nada, me he ido de Telefónica y desde el lunes estoy en BBVA, mismo puesto de analista pero mejor "
     "sueldo 😎 ¿Cómo me presento al equipo nuevo sin parecer un pringao?", "Telefónica", "employer_change"),
    ("es", "Soy jefa de proyecto en Indra.",
     "¡Me han ascendido a directora de área! 🎉 Todavía no me lo creo. ¿Me ayudas a preparar la primera reunión "
     "con mi equipo?", "proyecto", "promotion_title"),
    ("es", "Vivo en Valencia.",
     "Ya estamos instalados en Madrid!! el piso es más pequeño pero el barrio es una pasada. ¿Sabes algún "
     "mercado chulo por Lavapiés?", "Valencia", "move"),
    ("es", "Vivo en Bilbao.",
     "Primera semana en el piso nuevo de Barcelona y ya echo de menos el txakoli jaja. ¿Dónde tengo que ir para "
     "empadronarme aquí?", "Bilbao", "move"),
    ("es", "Mi novio se llama Álex.",
     "Álex y yo lo hemos dejado 💔 después de tres años. Estoy fatal. ¿Me recomiendas algún libro para pasar el "
     "mal trago?", "Álex", "relationship_end"),
    ("es", "Tengo novia, se llama Lucía.",
     "¡Lucía y yo nos casamos el sábado! 💍 Fue todo perfecto. ¿Me ayudas a escribir un mensaje de "
     "agradecimiento para los invitados?", "Lucía", "relationship_new_status"),
    ("es", "Tengo 29 años.",
     "Ayer cumplí los 30 🥳 crisis existencial incluida jaja. ¿Me das ideas de propósitos para esta nueva "
     "década?", "29", "age_birthday"),
    ("es", "Tengo un Seat Ibiza.",
     "He vendido el Ibiza, ahora voy al curro en bus y la verdad es que leo un montón 📚 ¿Me recomiendas alguna "
     "novela que enganche?", "Ibiza", "vehicle_change"),
    ("es", "Trabajo en Zara.",
     "Ya no trabajo en Zara, lo dejé en enero. ¿Me echas una mano con una carta de presentación para una tienda "
     "de decoración?", "Zara", "negation_no_longer"),
    # it
    ("it", "Faccio l'avvocato a Milano.",
     "Ho mollato lo studio legale e adesso faccio il cuoco in una trattoria 👨‍🍳 mia madre non si è ancora "
     "ripresa 😂 Mi dai qualche dritta per non bruciarmi le mani?", "avvocato", "job_change"),
    ("it", "Lavoro in Enel.",
     "Da lunedì sono in Eni, ho lasciato Enel dopo 6 anni. Stesso ruolo da ingegnere ma stipendio migliore 😎 "
     "Come mi presento ai nuovi colleghi?", "Enel", "employer_change"),
    ("it", "Sono vicedirettore di una filiale di Intesa Sanpaolo.",
     "Mi hanno promosso direttore di filiale!! 🎉 Non ci credo ancora. Mi aiuti a scrivere un messaggio per "
     "ringraziare il team?", "vicedirettore", "promotion_title"),
    ("it", "Vivo a Torino.",
     "Ci siamo trasferiti a Bologna il mese scorso e già mi sento a casa 😍 Dove si mangiano i tortellini più "
     "buoni?", "Torino", "move"),
    ("it", "Abito a Napoli.",
     "Finalmente ho svuotato tutti gli scatoloni nella casa nuova a Firenze 😮‍💨 qui però fa un caldo assurdo. "
     "Cosa devo fare per il cambio di residenza?", "Napoli", "move"),
    ("it", "Sto con Marco.",
     "Io e Marco ci siamo lasciati. Stavolta è definitivo. Mi consigli qualche podcast per distrarmi mentre "
     "corro?", "Marco", "relationship_end"),
    ("it", "Ho un ragazzo, si chiama Davide.",
     "Davide mi ha chiesto di sposarlo e ho detto SÌ!!! 💍😭 Da dove si comincia a organizzare un matrimonio?",
     "Davide", "relationship_new_status"),
    ("it", "Ho 25 anni.",
     "Ieri ho compiuto 26 anni 🎂 e già mi sento vecchia lol. Idee per una cena tra amici senza spendere un "
     "capitale?", "25", "age_birthday"),
    ("it", "Ho una Fiat Panda.",
     "Ho venduto la Panda, ora prendo il bus tutti i giorni e mi leggo un libro 📖 Mi consigli un giallo "
     "bello?", "Panda", "vehicle_change"),
    ("it", "Lavoro alla Ferrari.",
     "Non lavoro più in Ferrari da due mesi, ma vabbè 😅 Mi aiuti a prepararmi per un colloquio in un'azienda "
     "di Modena?", "Ferrari", "negation_no_longer"),
    # pt
    ("pt", "Sou professora de inglês numa escola em Campinas.",
     "Larguei a escola! Agora sou UX designer numa startup, primeira semana foi puxada mas tô amando 💻 Me "
     "indica uns cursos bons de Figma?", "inglês", "job_change"),
    ("pt", "Trabalho no Itaú.",
     "Saí do Itaú e entrei no Nubank semana passada, mesma função de analista de dados 😄 Como faço pra me "
     "enturmar rápido sendo tudo remoto?", "Itaú", "employer_change"),
    ("pt", "Sou gerente de loja na Renner.",
     "Virei gerente regional!!! 🎉 Agora cuido de 8 lojas em vez de uma só. Me ajuda a montar uma agenda de "
     "visitas?", "loja", "promotion_title"),
    ("pt", "Moro em Curitiba.",
     "Me mudei pra Florianópolis mês passado e tô apaixonada pela praia 🏖️ Onde eu transfiro meu título de "
     "eleitor?", "Curitiba", "move"),
    ("pt", "Vivo no Porto.",
     "Primeira semana na casa nova em Lisboa e já me perdi três vezes no metro 😅 Sabes onde posso mudar a "
     "morada do cartão de cidadão?", "Porto", "move"),
    ("pt", "Namoro com o Pedro.",
     "Eu e o Pedro terminamos 💔 foi ele que quis. Tô arrasada. Me indica umas séries leves pra maratonar?",
     "Pedro", "relationship_end"),
    ("pt", "Tenho uma namorada, a Beatriz.",
     "A Beatriz e eu ficamos noivos!!! 💍 Pedi ela em casamento na praia. Com quanto tempo de antecedência "
     "precisa reservar o salão?", "Beatriz", "relationship_new_status"),
    ("pt", "Tenho 37 anos.",
     "Fiz 38 anos ontem 🎂 e ninguém do trabalho se lembrou, enfim. Dás-me ideias para um jantar especial só "
     "para mim?", "37", "age_birthday"),
    ("pt", "Tenho um Chevrolet Onix.",
     "Vendi o Onix e comprei uma moto, o trânsito de SP não dava mais 🏍️ Qual capacete bom e barato vc "
     "recomenda?", "Onix", "vehicle_change"),
    ("pt", "Trabalho na EDP.",
     "Já não estou na EDP, saí em março. Podes ajudar-me a escrever um perfil do LinkedIn mais apelativo?",
     "EDP", "negation_no_longer"),
    # zh
    ("zh", "我在华为当工程师。",
     "我从华为辞职了，现在在老家开了个小咖啡馆☕ 虽然累但挺开心的。你能帮我想几个新品饮料的名字吗？", "华为",
     "job_change"),
    ("zh", "我在腾讯做产品经理。",
     "上周正式从腾讯跳槽到字节了，还是做产品。新公司节奏好快😵 有什么快速熟悉新业务的方法吗？", "腾讯",
     "employer_change"),
    ("zh", "我是一名销售主管。",
     "我升销售总监啦🎉 熬了五年终于熬出头了。能帮我准备一下第一次部门会议的发言吗？", "主管",
     "promotion_title"),
    ("zh", "我住在成都。",
     "我们上个月搬到杭州了，这边节奏比成都快多了😂 周末有什么适合带娃去的地方吗？", "成都", "move"),
    ("zh", "我住在北京朝阳区。",
     "新家在深圳南山，收拾了一个礼拜终于差不多了😮‍💨 在深圳租房要办居住证吗？", "朝阳", "move"),
    ("zh", "我男朋友叫李想。",
     "我跟李想分手了，三年的感情说没就没了😭 推荐几部治愈系的电影吧", "李想", "relationship_end"),
    ("zh", "我有个女朋友，叫小雨。",
     "我和小雨领证了！！💍 现在是正式的老婆了哈哈。婚礼一般要提前多久准备？", "小雨",
     "relationship_new_status"),
    ("zh", "我今年28岁。",
     "昨天过了29岁生日🎂 感觉时间过得好快。能给我列一个三十岁前想做的事的清单吗？", "28", "age_birthday"),
    ("zh", "我有一辆比亚迪。",
     "比亚迪卖掉了，现在每天坐地铁上班，还挺省心的🚇 地铁上适合听什么播客？", "比亚迪", "vehicle_change"),
    ("zh", "我在阿里巴巴工作。",
     "我已经不在阿里了，去年年底就走了。帮我改一下简历上的自我介绍吧？", "阿里", "negation_no_longer"),
    # ja
    ("ja", "看護師として働いています。",
     "看護師をやめて、今月から保育士として働き始めました！まだ慣れないけど楽しいです😊 子どもが喜ぶ手遊びを教えてもらえますか？",
     "看護師", "job_change"),
    ("ja", "トヨタで働いています。",
     "トヨタを辞めて、先週からホンダに転職しました。仕事内容はほぼ同じです。新しい職場に早くなじむコツってありますか？", "トヨタ",
     "employer_change"),
    ("ja", "ソニーで係長をしています。",
     "今月から課長に昇進しました🎉 部下が急に10人になってちょっと不安です。1on1ってどう進めればいいですか？", "係長",
     "promotion_title"),
    ("ja", "大阪に住んでいます。",
     "先月、福岡に引っ越しました！ご飯がおいしくて最高です🍜 福岡でおすすめの週末スポットはありますか？", "大阪", "move"),
    ("ja", "横浜に住んでいます。",
     "札幌の新居で初めての冬を迎えました⛄ 雪道で転ばない歩き方のコツを教えてください！", "横浜", "move"),
    ("ja", "健太と付き合っています。",
     "健太とは別れました。5年も付き合ったのに…😢 気分転換になる一人旅の行き先を教えてください。", "健太",
     "relationship_end"),
    ("ja", "美咲という彼女がいます。",
     "美咲と結婚しました！💍 先週入籍してきました。新婚生活で最初に決めておくべきことってありますか？", "美咲",
     "relationship_new_status"),
    ("ja", "32歳です。",
     "昨日で33歳になりました🎂 ゾロ目だ笑 今年こそ運動習慣をつけたいんですが、何から始めればいいですか？", "32",
     "age_birthday"),
    ("ja", "プリウスに乗っています。",
     "プリウスは手放して、今は自転車と電車の生活です🚲 通勤用の自転車ってどう選べばいいですか？", "プリウス",
     "vehicle_change"),
    ("ja", "名古屋に住んでいます。",
     "もう名古屋には住んでいません。実家に戻りました。手羽先が恋しいです笑 家で作れるレシピありますか？", "名古屋",
     "negation_no_longer"),
]

# (language, held message, later message, key: a piece of the held fact that must stay, tag)
CONTROL_CASES = [
    # en
    ("en", "I live in Manchester.",
     "My sister just moved to Glasgow for her new job and I miss her already 😭 whats a nice care package I "
     "could post her?", "Manchester", "others_change"),
    ("en", "I work as a nurse at Guy's Hospital.",
     "My colleague Sarah just quit and went to work in Dubai so we're short staffed AGAIN 🙄 how do I politely "
     "say no to extra shifts?", "nurse", "others_change"),
    ("en", "I work at Amazon.",
     "Thinking about quitting Amazon next year and going freelance, but idk if I'm brave enough. How much should "
     "I have saved before I do it?", "Amazon", "plan_or_wish"),
    ("en", "I live in Brighton.",
     "I'm up in Edinburgh for a work thing all week, back home friday. Any must-eat places near the Royal Mile?",
     "Brighton", "temporary"),
    ("en", "I'm married to Tom.",
     "Tom and I have been married 10 years this June!! still crazy about him 🥰 any ideas for a tin anniversary "
     "gift?", "Tom", "same_state_again"),
    ("en", "I drive a Honda Civic.",
     "My first car was a battered old Fiesta, it broke down like every week lol. Anyway how often should I "
     "change the oil in my Civic?", "Civic", "past_story"),
    ("en", "I'm an accountant at KPMG.",
     "Got an offer from EY last week but I turned it down, the money wasn't worth the commute. Was that dumb? "
     "how do i ask for a raise now instead", "KPMG", "negated_change"),
    ("en", "I'm a teacher.",
     "That's it, I'm quitting teaching and opening a beach bar in Bali 🍹 ...jk, it's just been a week from "
     "hell. can u help me mark 30 essays faster lol", "teacher", "joke"),
    ("en", "I live in Hackney.",
     "We're finally redoing the kitchen in our flat, it's been a building site for 2 weeks 😩 whats a good "
     "cheap worktop that doesnt stain?", "Hackney", "detail_of_same"),
    ("en", "I drive a Toyota Yaris.",
     "The Yaris is in the garage for a week so I've got a hire car, some massive Vauxhall thing 😅 how do I "
     "parallel park a big car without dying?", "Yaris", "temporary"),
    # fr
    ("fr", "J'habite à Toulouse.",
     "Ma meilleure amie vient de déménager à Montréal 😢 elle me manque déjà. T'as des idées pour garder le "
     "contact avec le décalage horaire ?", "Toulouse", "others_change"),
    ("fr", "Je suis mariée avec Thomas.",
     "Ma sœur divorce, c'est la cata, elle dort chez nous en ce moment. Comment je peux la soutenir sans "
     "m'épuiser ?", "Thomas", "others_change"),
    ("fr", "Je suis infirmière au CHU de Rennes.",
     "J'hésite à quitter l'hôpital pour passer en libéral l'an prochain... T'en penses quoi, c'est quoi les "
     "avantages et les inconvénients ?", "infirmière", "plan_or_wish"),
    ("fr", "J'habite à Lyon.",
     "Je suis chez mes parents à Annecy pour la semaine, ça fait du bien de souffler ☀️ Tu connais des randos "
     "faciles autour du lac ?", "Lyon", "temporary"),
    ("fr", "Je suis prof de maths.",
     "Toujours prof de maths, 12 ans déjà 😅 et toujours autant de copies. Tu peux me faire un barème pour un "
     "contrôle sur les fractions ?", "maths", "same_state_again"),
    ("fr", "J'habite à Marseille.",
     "Quand j'habitais à Paris en 2015 je prenais le métro tous les jours, l'horreur. Ici au moins je vais au "
     "taf à pied. C'est quoi les bienfaits de la marche tous les jours ?", "Marseille", "past_story"),
    ("fr", "Je suis commercial chez Orange.",
     "On m'a proposé un poste chez SFR mais j'ai refusé, finalement je reste chez Orange. Comment je demande une "
     "augmentation maintenant ?", "Orange", "negated_change"),
    ("fr", "J'habite à Strasbourg.",
     "Bon je plaque tout et je pars vivre à Tahiti 🌴🥥... je rigole, il fait juste -5 ce matin 😂 Une recette "
     "de soupe qui réchauffe ?", "Strasbourg", "joke"),
    ("fr", "J'ai une Peugeot 208.",
     "Ma 208 sort du garage, ils ont changé l'embrayage, 900€ 😭 C'est normal ce prix ou je me suis fait "
     "avoir ?", "208", "detail_of_same"),
    ("fr", "Je travaille chez Airbus.",
     "Si j'obtiens le poste à Hambourg, je déménage en septembre 🤞 Tu peux m'aider à réviser mon allemand pour "
     "l'entretien ?", "Airbus", "plan_or_wish"),
    # de
    ("de", "Ich wohne in München.",
     "Mein Bruder ist gerade nach Berlin gezogen und ich soll am Wochenende beim Aufbauen helfen 🙄 Wie baut man "
     "am schnellsten einen PAX-Schrank auf?", "München", "others_change"),
    ("de", "Ich arbeite bei der Telekom.",
     "Meine Kollegin hat gekündigt und geht zu Vodafone, jetzt hab ich ihre ganzen Projekte an der Backe 😩 Wie "
     "priorisier ich das alles?", "Telekom", "others_change"),
    ("de", "Ich bin Lehrerin an einer Grundschule.",
     "Ich überlege, ob ich nächstes Jahr ein Sabbatjahr mache oder ganz aus dem Schuldienst aussteige. Kannst "
     "du mir eine Pro-Contra-Liste machen?", "Lehrerin", "plan_or_wish"),
    ("de", "Ich wohne in Dresden.",
     "Bin diese Woche auf Dienstreise in Wien, Hotel ist ok. Was muss man abends unbedingt gesehen haben?",
     "Dresden", "temporary"),
    ("de", "Ich bin mit Markus verheiratet.",
     "Markus und ich sind jetzt seit 15 Jahren verheiratet und immer noch glücklich 🥰 Was schenkt man zur "
     "Kristallhochzeit?", "Markus", "same_state_again"),
    ("de", "Ich fahre einen Skoda Octavia.",
     "Mein erstes Auto war ein alter Opel Corsa ohne Servolenkung 😂 Da ist der Octavia echt Luxus. Wie oft "
     "sollte ich die Reifen tauschen lassen?", "Octavia", "past_story"),
    ("de", "Ich bin mit Sophie zusammen.",
     "Sophie und ich hätten uns letzten Monat fast getrennt, aber wir haben's hingekriegt ❤️ Hast du Ideen für "
     "ein schönes Date zu Hause?", "Sophie", "negated_change"),
    ("de", "Ich arbeite bei SAP.",
     "Ich kündige morgen und werde Surflehrer auf Bali 🏄‍♂️ ... Scherz, war nur ein langes Meeting. Wie "
     "formulier ich ne Mail, dass ich freitags keine Meetings mehr will?", "SAP", "joke"),
    ("de", "Ich wohne in Frankfurt.",
     "Wir renovieren gerade unsere Wohnung, das Bad wird komplett neu gemacht 😵 Welche Fliesen sind "
     "pflegeleicht?", "Frankfurt", "detail_of_same"),
    ("de", "Ich arbeite bei Lufthansa.",
     "Diesen Monat arbeite ich vom Standort Frankfurt aus, nur für ein Projekt, dann gehts zurück. Pendeln mit "
     "dem ICE ist anstrengend. Wie kann ich im Zug produktiv arbeiten?", "Lufthansa", "temporary"),
    # es
    ("es", "Vivo en Granada.",
     "Mi hermana se ha mudado a Londres y ya la echo de menos 😢 ¿Qué le puedo mandar por su cumple que llegue "
     "bien?", "Granada", "others_change"),
    ("es", "Estoy casado con Marta.",
     "Mi mejor amigo se acaba de divorciar y está hecho polvo. Este finde se viene a cenar con Marta y "
     "conmigo. ¿Qué le digo para animarle?", "Marta", "others_change"),
    ("es", "Trabajo en Mercadona.",
     "Estoy pensando en dejar Mercadona el año que viene y montar algo por mi cuenta, pero me da cosa. ¿Cuánto "
     "debería tener ahorrado antes?", "Mercadona", "plan_or_wish"),
    ("es", "Vivo en Zaragoza.",
     "Esta semana estoy en casa de mis padres en Huesca, desconectando un poco 😌 ¿Alguna ruta de senderismo "
     "fácil por la zona?", "Zaragoza", "temporary"),
    ("es", "Soy enfermera.",
     "Sigo de enfermera en urgencias, ya van 9 años, y me sigue encantando aunque acabo reventada 😅 ¿Qué "
     "zapatillas son buenas para turnos de 12 horas?", "enfermera", "same_state_again"),
    ("es", "Vivo en Málaga.",
     "Cuando vivía en Roma en 2015 comía pasta todos los días jaja. Aquí en Málaga es todo pescaíto. ¿Me das "
     "una receta de boquerones fritos?", "Málaga", "past_story"),
    ("es", "Trabajo en Iberdrola.",
     "Me ofrecieron un puesto en Repsol pero al final lo rechacé, me quedo en Iberdrola. ¿Cómo pido una subida "
     "de sueldo sin parecer desagradecido?", "Iberdrola", "negated_change"),
    ("es", "Tengo un Renault Clio.",
     "Voy a vender el Clio y comprarme un Ferrari 🏎️ jajaja ojalá. Oye, ¿cada cuánto hay que cambiarle el "
     "aceite?", "Clio", "joke"),
    ("es", "Trabajo como diseñador en Cabify.",
     "Hoy me han cambiado de jefe y por fin me han dado una mesa junto a la ventana 🙌 ¿Cómo causo buena "
     "impresión al jefe nuevo?", "Cabify", "detail_of_same"),
    ("es", "Vivo en Salamanca.",
     "Si me cogen en el máster de Edimburgo me mudo allí en septiembre 🤞 ¿Me ayudas a mejorar mi carta de "
     "motivación en inglés?", "Salamanca", "plan_or_wish"),
    # it
    ("it", "Vivo a Roma.",
     "Mio fratello si è appena trasferito a Berlino per lavoro, mi manca già 😢 Cosa gli posso spedire per "
     "fargli sentire un po' di casa?", "Roma", "others_change"),
    ("it", "Sono sposata con Luca.",
     "La mia migliore amica ha venduto la macchina e adesso va solo in bici, io e Luca la prendiamo in giro 😂 "
     "Che bici le consiglieresti?", "Luca", "others_change"),
    ("it", "Faccio l'infermiere a Padova.",
     "Sto pensando di licenziarmi e andare a lavorare in Svizzera, lì pagano il triplo. Ma non so... Mi fai una "
     "lista di pro e contro?", "infermiere", "plan_or_wish"),
    ("it", "Abito a Genova.",
     "Sono a Milano per lavoro fino a venerdì, in albergo. Mi consigli un posto per un aperitivo decente vicino "
     "alla stazione?", "Genova", "temporary"),
    ("it", "Lavoro in Luxottica.",
     "Sono ancora in Luxottica, ormai sono 10 anni 😅 e mi ci trovo sempre bene. Come chiedo un aumento senza "
     "sembrare arrogante?", "Luxottica", "same_state_again"),
    ("it", "Ho una Toyota Yaris.",
     "La mia prima macchina era una Uno del '95, si spegneva ai semafori 😂 Comunque, ogni quanto devo fare il "
     "tagliando alla Yaris?", "Yaris", "past_story"),
    ("it", "Sto con Giulia.",
     "Io e Giulia a un certo punto stavamo per lasciarci, ma adesso va alla grande ❤️ Mi dai un'idea per il "
     "nostro anniversario?", "Giulia", "negated_change"),
    ("it", "Vivo a Bergamo.",
     "Basta, vendo tutto e mi trasferisco alle Maldive 🏝️... magari, è che piove da 10 giorni 😩 Che posso fare "
     "di bello in casa stasera?", "Bergamo", "joke"),
    ("it", "Abito a Verona.",
     "Stiamo rifacendo il bagno di casa, è un cantiere da tre settimane 😫 Che tipo di piastrelle si puliscono "
     "meglio?", "Verona", "detail_of_same"),
    ("it", "Ho una Fiat 500.",
     "In vacanza in Sicilia abbiamo noleggiato una Jeep enorme e non so parcheggiarla 😂 Hai consigli per "
     "guidare a Palermo?", "500", "temporary"),
    # pt
    ("pt", "Moro em Belo Horizonte.",
     "Minha irmã se mudou pra Portugal semana passada e tô morrendo de saudade 😭 Como mando um pacote pra lá "
     "sem pagar uma fortuna?", "Belo Horizonte", "others_change"),
    ("pt", "Sou casado com a Ana.",
     "Meu cunhado terminou com a namorada e tá ficando aqui em casa comigo e com a Ana uns dias. Como ajudo ele "
     "sem ser chato?", "Ana", "others_change"),
    ("pt", "Trabalho na Petrobras.",
     "Tô pensando em sair da Petrobras ano que vem pra fazer mestrado fora. Vale a pena largar a estabilidade? "
     "Me ajuda a pensar?", "Petrobras", "plan_or_wish"),
    ("pt", "Vivo em Coimbra.",
     "Esta semana estou em Madrid em trabalho, volto sábado. Onde é que se come bem perto da Gran Vía?",
     "Coimbra", "temporary"),
    ("pt", "Sou enfermeira.",
     "Continuo como enfermeira no mesmo hospital, já são 11 anos 💪 Me ajuda a montar um cardápio prático pra "
     "quem faz plantão noturno?", "enfermeira", "same_state_again"),
    ("pt", "Moro em Recife.",
     "Quando eu morava em São Paulo em 2016 eu vivia no trânsito, credo. Aqui é outra vida. Qual a melhor praia "
     "pra ir com criança pequena?", "Recife", "past_story"),
    ("pt", "Trabalho na Ambev.",
     "Recebi uma proposta da Heineken mas recusei, vou ficar na Ambev mesmo. Fiz bem? Como negocio um aumento "
     "agora?", "Ambev", "negated_change"),
    ("pt", "Namoro com a Carla.",
     "Vou terminar com a Carla porque ela comeu o último pedaço de pizza 😤 brincadeiraaa 😂 Me dá uma ideia de "
     "programa a dois barato pro sábado?", "Carla", "joke"),
    ("pt", "Tenho um Renault Sandero.",
     "Meu Sandero saiu da oficina hoje, trocaram a embreagem e ficou zerado 🙌 De quanto em quanto tempo tenho "
     "que fazer revisão?", "Sandero", "detail_of_same"),
    ("pt", "Trabalho na Sonae.",
     "Este mês estou a trabalhar a partir do escritório de Lisboa, é só por causa de um projeto. Dicas para "
     "sobreviver ao comboio todos os dias?", "Sonae", "temporary"),
    # zh
    ("zh", "我住在上海。", "我闺蜜刚搬去广州了，以后见面就难了😢 送她什么乔迁礼物比较好？", "上海", "others_change"),
    ("zh", "我在京东上班。", "我们组长跳槽去美团了，现在组里乱成一锅粥🙄 我该怎么跟新来的领导相处？", "京东",
     "others_change"),
    ("zh", "我住在南京。", "明年可能会搬去苏州，因为老公工作可能调动，还没定。苏州的房价大概什么水平？", "南京",
     "plan_or_wish"),
    ("zh", "我在小米做设计。", "这个月被派到武汉分公司支援，下个月就回去了。武汉有什么必吃的？", "小米", "temporary"),
    ("zh", "我老公叫王磊。", "我跟王磊结婚五年了，还是很恩爱😊 五周年纪念日有什么浪漫的点子？", "王磊",
     "same_state_again"),
    ("zh", "我有一辆特斯拉。", "我第一辆车是二手桑塔纳，开了三年天天修😂 现在的特斯拉要多久保养一次？", "特斯拉",
     "past_story"),
    ("zh", "我在百度工作。", "之前有猎头挖我去拼多多，我最后还是没去，留在百度了。你觉得我做得对吗？怎么跟领导谈加薪？",
     "百度", "negated_change"),
    ("zh", "我住在重庆。", "受不了了，我要辞职去大理开民宿😭……开玩笑的，就是今天加班到十一点。有什么快速解压的方法吗？",
     "重庆", "joke"),
    ("zh", "我住在西安。", "家里最近在重新装修厨房，到处都是灰😩 厨房台面选石英石还是岩板好？", "西安",
     "detail_of_same"),
    ("zh", "我有一辆大众朗逸。", "朗逸送去修了，这周先借我爸的车开。怎么判断修车厂有没有坑我？", "朗逸", "temporary"),
    # ja
    ("ja", "東京に住んでいます。", "妹が来月から大阪に引っ越すことになって、ちょっと寂しいです😢 引っ越し祝いに何を贈ればいいですか？",
     "東京", "others_change"),
    ("ja", "拓也と結婚しています。", "同僚が車を売って電動キックボードで通勤し始めました笑 拓也が羨ましがってます。キックボードって安全なんですか？",
     "拓也", "others_change"),
    ("ja", "楽天で働いています。", "そろそろ楽天を辞めて独立しようか迷ってます。フリーランスになる前に準備しておくことって何ですか？",
     "楽天", "plan_or_wish"),
    ("ja", "京都に住んでいます。", "今週は出張で仙台に来ています。牛タン以外でおすすめのご飯ありますか？", "京都",
     "temporary"),
    ("ja", "小学校の先生をしています。", "小学校の先生になってもう8年、今でもこの仕事が大好きです😊 夏休みの宿題のアイデアを一緒に考えてもらえますか？",
     "先生", "same_state_again"),
    ("ja", "神戸に住んでいます。",
     "2015年に東京に住んでいた頃は毎日満員電車で本当につらかったです。神戸はのんびりしてていいですね。六甲山のおすすめハイキングコースはありますか？",
     "神戸", "past_story"),
    ("ja", "日立で働いています。", "他社から内定をもらったんですが、結局断って日立に残ることにしました。昇給の交渉ってどう切り出せばいいですか？",
     "日立", "negated_change"),
    ("ja", "翔太と付き合っています。", "翔太がまた遅刻したので別れます！…なんて冗談です笑 記念日に何をプレゼントしたら喜ぶと思いますか？",
     "翔太", "joke"),
    ("ja", "ハスラーに乗っています。", "ハスラーのタイヤを新しくしました！これで雪道も安心です。冬の運転で気をつけることを教えてください。",
     "ハスラー", "detail_of_same"),
    ("ja", "広島に住んでいます。", "今週は岡山の実家に帰省中です。親にちょっとしたお土産を買いたいんですが、何がいいと思いますか？",
     "広島", "temporary"),
]

def main() -> int:
    from probe_wrong_endings import run_tagged

    return run_tagged(__doc__, CONTROL_CASES, ENDING_CASES)


if __name__ == "__main__":
    sys.exit(main())
