"""Probe: pets and diets, what ends them and what only talks about them.

A held pet or diet must end when the person says it ended, and only then. This probe holds fresh pairs
(held message, later message) about PETS and DIETS only, written from scratch for this file by a case
writer who never read the extractor's rules, nor any bench set, natively in the eight languages
(en fr de es it pt zh ja), chatty as people write to an assistant: several sentences, some typos, emoji,
and most with a request or a question at the end.

ENDINGS (80, 10 a language): exactly the held fact containing ``key`` must end.
- pet_died: "is dead", "died this morning", "ist tot", "se murió", "è morto", "morreu", "死了", "死んじゃいました";
- pet_died_euphemism: "we lost him", "crossed the rainbow bridge", "nous a quittés", "ist von uns gegangen",
  "cruzó el puente del arcoíris", "ci ha lasciati", "virou estrelinha", "走了", "去汪星了", "虹の橋を渡りました"
  (two a language);
- pet_put_to_sleep: "had to put her to sleep", "faire endormir", "einschläfern lassen", "dormir a", "far
  addormentare", "fazer a eutanásia", "安乐死", "安楽死";
- pet_missing: ran off or went missing and not back ("missing since Thursday", "a disparu", "ist verschwunden",
  "se escapó", "è scappato", "fugiu", "丢了", "脱走して");
- pet_rehomed: given away or rehomed (two a language: "we gave Charlie to my brother", "confié à une voisine",
  "an meinen Bruder abgegeben", "la regalé a una vecina", "l'ho dato via", "dei a Frida pra minha vizinha",
  "送给朋友了", "里親さんに引き取ってもらいました");
- diet_meat_again: eating meat (or fish and meat) again after a vegetarian or pescatarian diet;
- diet_went_vegan: vegetarian who went vegan (the held "vegetarian" ends);
- diet_quit: keto, low-carb, chetogenica, cetogênica, 生酮, 糖質制限 stopped.

CONTROLS (80, 10 a language): the later message must end nothing (the held fact with ``key`` stays).
- pet_news: the pet's everyday news with the pet as subject ("Biscuit won't stop meowing", "Luna no para de
  ladrar", "Bello frisst nicht", "Mochi isn't eating, should I worry?") (two a language);
- pet_health_age: the pet's age or an illness;
- others_pet: someone else's pet died or was given away;
- old_pet_passing: a pet that died years ago mentioned in passing while another is held;
- diet_still: the held diet said again, with how long or "still";
- diet_detail: a detail of the held diet ("vegetarian, but I eat eggs");
- relative_diet: a partner's or a relative's diet change (going vegan, going back to meat);
- joke: sarcasm or a joke ("I love kale. Not.", "a steak tonight... just kidding");
- hypothetical: "if Max died I'd be lost".

Each case is written as (language, held message, later message, key, tag); bench/probe_wrong_endings.py's run_tagged
turns them into its run_probe's shapes, as bench/probe_wrong_endings3.py uses
it: a MemoryBrain with the llama extractor and the shared meaning stage; an ending is a fact current before the
new message and not after it. ``--rules-only`` uses the bench's RulesOnly (model answers yes).

    .venv/bin/python bench/probe_pets_and_diets.py [--rules-only] [--verbose]

First run (before any rule was tuned on it), with the model (written in session 31, run in session 32 at 6092d65,
15 s wall time):
    controls: 6/80 with a wrong ending (0 whose held fact was not extracted)
    endings: 28/80 right, 52 missed, 0 with another fact ended too (2 whose held fact was not extracted)
The 6 wrong endings are all diets said again beside "still" or another person's diet: diet_still 2 (de "seit
fünf Jahren vegan und immer noch", es "Sigo siendo vegana"), diet_detail 1 (es "vegetariano pero sí como huevos"),
relative_diet 3 (it a sister gone vegan, pt a father gone vegan, zh a mother back to meat, each with "I stay
vegetarian"); no pet control ended anything. Missed by kind: pet_died 1/8 (zh 死了), pet_died_euphemism 15/16
(only ja 虹の橋 ended), pet_put_to_sleep 6/8 (en, de ended), pet_missing 6/8 (it, pt ended), pet_rehomed 15/16
(only zh 送给朋友 ended), diet_meat_again 1/8 (ja), diet_went_vegan 4/8 (fr pt zh ja), diet_quit 4/8 (en de es
zh); by language en 6, fr 7, de 6, es 7, it 5, pt 6, zh 8, ja 7. The 2 not extracted with their key: es "Tengo un
gato, Coco." held as "tiene un gato" and it "Abbiamo un cane, Fido." held as "ha un cane" (the name dropped).

After session 32's rules, tuned on this probe (so no longer a blind measure; core/model/pets_gone.py and the diet
mends): controls 0/80 wrongly ended, endings 69/80 right. Left missed by design: a pet missing (found again as often,
the person's to say: 5), a giving read with another's doing after it (pt "Dei a Frida pra minha vizinha, ela é
apaixonada por gatos"), a putting to sleep said with a pronoun (zh "给它做了安乐死"); and diets: fr "passé vegan … plus
d'œufs" (one clause with the denial after an emoji), pt "Virei vegana! Nada de leite…", de "Ketogen ist Geschichte",
zh "生酮我放弃了" (the object put first).
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
    ("en", "I have a cat called Biscuit.",
     "Biscuit died this morning. She was 16 😭 I cant stop crying. How do I explain it to my 6yo?",
     "Biscuit", "pet_died"),
    ("en", "We have a golden retriever, Max.",
     "we lost Max last night. the vet said it was his heart. the house is so quiet now... can you help me write "
     "something short for his memorial?", "Max", "pet_died_euphemism"),
    ("en", "I've got a beagle called Daisy.",
     "Daisy crossed the rainbow bridge on Sunday 🌈💔 14 amazing years. Any ideas for keeping her ashes "
     "somewhere nice?", "Daisy", "pet_died_euphemism"),
    ("en", "I have a rabbit named Nibbles.",
     "Had to put Nibbles to sleep yesterday, the tumour was too big. Im wrecked. Is it normal to feel this guilty?",
     "Nibbles", "pet_put_to_sleep"),
    ("en", "I have a cat, Oreo.",
     "Oreo's been missing since thursday, he never stays out this long 😰 I've put posters up everywhere. "
     "What else can I do to find him??", "Oreo", "pet_missing"),
    ("en", "I have a dog named Charlie.",
     "We gave Charlie to my brother, he's got a big garden and I'm doing 12h shifts now. Still miss him loads. "
     "Is it wierd to visit him every week?", "Charlie", "pet_rehomed"),
    ("en", "We have a husky called Rocky.",
     "So we found Rocky a new home with a couple who have a farm, he was way too much for a flat tbh. "
     "They send me pics 🥹 How do I stop feeling like a terrible owner?", "Rocky", "pet_rehomed"),
    ("en", "I'm pescatarian.",
     "ok so after 8 yrs I'm eating meat again 🍗 my doctor was worried about my iron. Whats an easy beef recipe "
     "for a total beginner?", "pescatarian", "diet_meat_again"),
    ("en", "I'm vegetarian.",
     "I went fully vegan last month! no more cheese 😅 Where do I get B12 from now?", "vegetarian",
     "diet_went_vegan"),
    ("en", "I'm on a keto diet.",
     "I quit keto, it was making me miserable and I missed bread way too much lol. Can you give me a balanced "
     "meal plan for the week?", "keto", "diet_quit"),
    # fr
    ("fr", "J'ai un chat qui s'appelle Caramel.",
     "Caramel est mort cette nuit 😢 il avait 17 ans. Je sais pas quoi faire de ses affaires, tu me conseilles "
     "quoi ?", "Caramel", "pet_died"),
    ("fr", "On a un labrador, Oscar.",
     "On a perdu Oscar samedi, un cancer foudroyant. Les enfants sont effondrés. Comment leur en parler sans les "
     "traumatiser ?", "Oscar", "pet_died_euphemism"),
    ("fr", "J'ai une chienne, Praline.",
     "Praline nous a quittés hier matin, dans mes bras. Elle est partie tranquille. C'est possible de faire faire "
     "un moulage de sa patte ?", "Praline", "pet_died_euphemism"),
    ("fr", "J'ai un lapin nain, Noisette.",
     "On a dû faire endormir Noisette chez le véto, il souffrait trop. Je culpabilise à mort. C'est normal ?",
     "Noisette", "pet_put_to_sleep"),
    ("fr", "J'ai un chat, Filou.",
     "Filou a disparu depuis 5 jours, il est jamais parti aussi longtemps 😰 j'ai fait tout le quartier. T'as des "
     "idées pour le retrouver ?", "Filou", "pet_missing"),
    ("fr", "J'ai un chien qui s'appelle Moka.",
     "On a donné Moka à ma belle-sœur, avec le bébé c'était plus gérable. Elle a un grand jardin, il sera mieux "
     "là-bas. Comment je gère la culpabilité ?", "Moka", "pet_rehomed"),
    ("fr", "J'ai une perruche, Pistache.",
     "J'ai confié Pistache à une voisine qui adore les oiseaux, je pars vivre à l'étranger. Tu peux m'aider à "
     "écrire une petite fiche avec ses habitudes pour elle ?", "Pistache", "pet_rehomed"),
    ("fr", "Je suis végétarienne.",
     "Bon, je remange de la viande depuis ma grossesse, j'avais trop de carences. Une recette de poulet simple "
     "pour ce soir ?", "végétarien", "diet_meat_again"),
    ("fr", "Je suis végétarien.",
     "Je suis passé vegan il y a deux semaines 🌱 plus d'œufs ni de fromage. Par quoi je remplace les œufs dans "
     "un gâteau ?", "végétarien", "diet_went_vegan"),
    ("fr", "Je fais le régime keto.",
     "J'ai arrêté le keto, trop dur avec les repas de famille 😅 Tu peux me proposer des menus équilibrés sans "
     "me priver ?", "keto", "diet_quit"),
    # de
    ("de", "Ich hab einen Kater namens Mikesch.",
     "Mikesch ist tot. Er wurde heute früh von einem Auto erwischt 😭 Ich kann nicht aufhören zu weinen. Wie sag "
     "ich das meiner Tochter?", "Mikesch", "pet_died"),
    ("de", "Wir haben einen Schäferhund, Balu.",
     "Balu ist letzte Nacht von uns gegangen, ganz friedlich in seinem Körbchen. Was macht man jetzt, darf man "
     "ihn im Garten begraben?", "Balu", "pet_died_euphemism"),
    ("de", "Ich habe eine Hündin, Emma.",
     "Emma ist gestern über die Regenbogenbrücke gegangen 🌈 13 Jahre war sie bei uns. Hast du eine Idee, wie "
     "ich mich an sie erinnern kann?", "Emma", "pet_died_euphemism"),
    ("de", "Ich habe eine Katze namens Flocke.",
     "Wir mussten Flocke einschläfern lassen, die Nieren haben versagt. Ich fühl mich so schuldig. Ist das normal?",
     "Flocke", "pet_put_to_sleep"),
    ("de", "Ich hab einen Kater, Socke.",
     "Socke ist seit einer Woche verschwunden 😟 Er ist noch nie so lang weggeblieben. Wo soll ich noch suchen, "
     "beim Tierheim hab ich schon angerufen?", "Socke", "pet_missing"),
    ("de", "Ich habe einen Hund, Bruno.",
     "Wir haben Bruno an meinen Bruder abgegeben, der hat einen Hof und viel mehr Zeit als wir mit den Zwillingen. "
     "Wie oft sollte ich ihn besuchen, damit er sich eingewöhnt?", "Bruno", "pet_rehomed"),
    ("de", "Ich hab einen Wellensittich, Pauli.",
     "Hab Pauli einer Nachbarin geschenkt, die hat schon drei Wellis und er war allein so traurig. War das "
     "okay oder egoistisch?", "Pauli", "pet_rehomed"),
    ("de", "Ich bin Vegetarier.",
     "Seit zwei Monaten esse ich wieder Fleisch, beim Sport hat mir einfach was gefehlt. Wie brate ich ein Steak "
     "richtig?", "Vegetarier", "diet_meat_again"),
    ("de", "Ich bin Vegetarierin.",
     "Ich bin jetzt komplett vegan! Keine Milch, kein Käse mehr 😬 Womit ersetze ich Sahne in Soßen?",
     "Vegetarier", "diet_went_vegan"),
    ("de", "Ich ernähre mich ketogen.",
     "Ketogen ist Geschichte, ich hab aufgehört, ständig Kopfschmerzen. Ich ess jetzt wieder Brot und Nudeln 🍝 "
     "Was ist ein gesundes Frühstück?", "keto", "diet_quit"),
    # es
    ("es", "Tengo un perro que se llama Toby.",
     "Toby se murió anoche 😭 tenía 14 años. No sé ni qué hacer con su camita. ¿Cómo se supera esto?",
     "Toby", "pet_died"),
    ("es", "Tenemos una gata, Nala.",
     "Perdimos a Nala el domingo, una insuficiencia renal. La casa está rarisima sin ella. ¿Me ayudas a escribir "
     "una despedida para mis hijos?", "Nala", "pet_died_euphemism"),
    ("es", "Tengo una perrita, Canela.",
     "Canela cruzó el puente del arcoíris esta mañana 🌈💔 Me dejó 12 años preciosos. ¿Qué hago con sus cenizas?",
     "Canela", "pet_died_euphemism"),
    ("es", "Tengo un gato llamado Simba.",
     "Tuvimos que dormir a Simba, el veterinario dijo que ya no había nada que hacer 😢 ¿Es normal sentirse "
     "culpable?", "Simba", "pet_put_to_sleep"),
    ("es", "Tengo un gato, Coco.",
     "Coco se escapó hace una semana por la ventana y no ha vuelto 😰 Ya puse carteles por todo el barrio. ¿Qué "
     "mas puedo hacer?", "Coco", "pet_missing"),
    ("es", "Tengo una perra, Kira.",
     "Al final a Kira la regalé a una vecina, necesitaba más espacio y yo con el trabajo nuevo no podía. ¿Está "
     "bien si la visito o la confundo?", "Kira", "pet_rehomed"),
    ("es", "Tengo un conejo, Pelusa.",
     "Le dimos a Pelusa a mi prima porque al peque le salió alergia 🤧 ¿Cómo limpio bien la casa de pelos?",
     "Pelusa", "pet_rehomed"),
    ("es", "Soy vegetariana.",
     "Volví a comer carne, la verdad. Lo intenté 6 años pero me sentía sin energía. ¿Me recomiendas una receta "
     "fácil de pollo?", "vegetarian", "diet_meat_again"),
    ("es", "Soy vegetariano.",
     "¡Me he hecho vegano! Ya nada de huevos ni leche. ¿De dónde saco el calcio ahora?", "vegetarian",
     "diet_went_vegan"),
    ("es", "Hago dieta keto.",
     "Dejé la keto, no aguantaba más sin pan 😂 ¿Me armas un menú semanal equilibrado?", "keto", "diet_quit"),
    # it
    ("it", "Ho un gatto che si chiama Pallino.",
     "Pallino è morto stanotte 😢 aveva 16 anni. Come faccio a dirlo a mio figlio di 5 anni?", "Pallino",
     "pet_died"),
    ("it", "Abbiamo un cane, Fido.",
     "Fido ci ha lasciati ieri, all'improvviso. La casa è vuotissima. Mi aiuti a scrivere due righe per "
     "ricordarlo?", "Fido", "pet_died_euphemism"),
    ("it", "Ho una cagnolina, Briciola.",
     "Briciola è volata sul ponte dell'arcobaleno stamattina 🌈 13 anni insieme. Cosa si fa con le ceneri?",
     "Briciola", "pet_died_euphemism"),
    ("it", "Ho una gatta, Nuvola.",
     "Abbiamo dovuto far addormentare Nuvola dal veterinario, aveva un tumore. Mi sento in colpa da morire. "
     "È normale?", "Nuvola", "pet_put_to_sleep"),
    ("it", "Ho un gatto, Leone.",
     "Leone è scappato dieci giorni fa e non è più tornato 😞 Ho chiamato tutti i canili e gattili. Che altro "
     "posso fare?", "Leone", "pet_missing"),
    ("it", "Ho un cane, Tobia.",
     "Tobia l'ho dato via, ora sta da mio zio in campagna, con me in appartamento soffriva. Ogni quanto posso "
     "andarlo a trovare senza confonderlo?", "Tobia", "pet_rehomed"),
    ("it", "Ho un criceto, Pepe.",
     "Ho regalato Pepe alla figlia della vicina, io non avevo piu tempo di occuparmene. Le scrivi tu due consigli "
     "su come tenerlo?", "Pepe", "pet_rehomed"),
    ("it", "Sono vegetariana.",
     "Ho ripreso a mangiare carne dopo 7 anni, il medico era preoccupato per il ferro. Una ricetta facile col "
     "manzo?", "vegetarian", "diet_meat_again"),
    ("it", "Sono vegetariano.",
     "Sono diventato vegano da un mese 🌱 niente più uova né formaggio. Come sostituisco il parmigiano?",
     "vegetarian", "diet_went_vegan"),
    ("it", "Sto facendo la dieta chetogenica.",
     "Ho mollato la chetogenica, troppo stress 😅 adesso mangio normale, pasta compresa. Mi prepari un menù "
     "settimanale equilibrato?", "chetogenic", "diet_quit"),
    # pt
    ("pt", "Tenho um cachorro chamado Thor.",
     "O Thor morreu hoje cedo 😭 tinha 15 anos. Como eu explico isso pro meu filho de 4 anos?", "Thor", "pet_died"),
    ("pt", "Temos uma gata, Mel.",
     "A gente perdeu a Mel semana passada, foi o coração. A casa tá tão silenciosa... me ajuda a escrever uma "
     "homenagem pra ela?", "Mel", "pet_died_euphemism"),
    ("pt", "Tenho uma cachorrinha, Pipoca.",
     "A Pipoca virou estrelinha ontem 🌟💔 foram 13 anos de amor. O que eu faço com as coisinhas dela?", "Pipoca",
     "pet_died_euphemism"),
    ("pt", "Tenho um gato chamado Fumaça.",
     "Tivemos que fazer a eutanásia do Fumaça, ele tava sofrendo muito. Me sinto culpada. Isso passa?", "Fumaça",
     "pet_put_to_sleep"),
    ("pt", "Tenho um cachorro, Bidu.",
     "O Bidu fugiu faz 5 dias e não voltou 😰 já espalhei cartaz pelo bairro todo. O que mais posso fazer?",
     "Bidu", "pet_missing"),
    ("pt", "Tenho uma gata, Frida.",
     "Dei a Frida pra minha vizinha, ela é apaixonada por gatos e eu vou morar fora. Como faço pra adaptação "
     "dela ser tranquila?", "Frida", "pet_rehomed"),
    ("pt", "Tenho um coelho, Paçoca.",
     "Doei o Paçoca pra uma família com quintal, no apê ele ficava muito preso. Já tô com saudade 🥲 É normal?",
     "Paçoca", "pet_rehomed"),
    ("pt", "Sou vegetariano.",
     "Voltei a comer carne, cara. Foram 5 anos mas a academia pedia mais proteína. Qual o jeito mais fácil de "
     "fazer frango grelhado?", "vegetarian", "diet_meat_again"),
    ("pt", "Sou vegetariana.",
     "Virei vegana! Nada de leite nem ovo desde o mês passado 🌱 Como substituo o ovo no bolo?", "vegetarian",
     "diet_went_vegan"),
    ("pt", "Faço dieta cetogênica.",
     "Larguei a dieta cetogênica, não aguentava mais 😅 voltei pro arroz com feijão. Me monta um cardápio "
     "equilibrado?", "cetog", "diet_quit"),
    # zh
    ("zh", "我养了一只猫叫咪咪。", "咪咪今天早上死了😭 它陪了我十五年。我该怎么跟女儿说？", "咪咪", "pet_died"),
    ("zh", "我家有条狗叫旺财。", "旺财昨晚走了，医生说是心脏病。家里一下子好安静……你能帮我写几句纪念它的话吗？", "旺财",
     "pet_died_euphemism"),
    ("zh", "我养了一只柯基叫豆豆。", "豆豆去汪星了🌈💔 前天走的，十三岁。它的骨灰怎么处理比较好？", "豆豆",
     "pet_died_euphemism"),
    ("zh", "我有一只兔子叫团子。", "团子长了肿瘤，我们只好给它做了安乐死。我一直很自责，这正常吗？", "团子",
     "pet_put_to_sleep"),
    ("zh", "我家有只猫叫球球。", "球球丢了一个星期了，从窗户跑出去就再没回来😰 小区里都贴了寻猫启事，还有什么办法吗？",
     "球球", "pet_missing"),
    ("zh", "我养了一条狗叫元宝。", "我把元宝送给朋友了，他家有院子，我这边天天加班顾不上它。去看它会不会让它更难适应？",
     "元宝", "pet_rehomed"),
    ("zh", "我有只鹦鹉叫可乐。", "可乐送给我表妹了，她特别喜欢鸟，我要出国读书了。帮我写一份它的饮食习惯清单给她？",
     "可乐", "pet_rehomed"),
    ("zh", "我吃素。", "我又开始吃肉了，坚持了五年素，体检说我缺铁很严重。有什么简单的牛肉做法？", "素",
     "diet_meat_again"),
    ("zh", "我是蛋奶素。", "我现在改吃纯素了，蛋和奶都不碰了🌱 钙要从哪里补？", "蛋奶素", "diet_went_vegan"),
    ("zh", "我在吃生酮饮食。", "生酮我放弃了，天天想吃米饭太痛苦了哈哈。能帮我做一份均衡的一周食谱吗？", "生酮",
     "diet_quit"),
    # ja
    ("ja", "モカという猫を飼っています。", "モカが今朝死んじゃいました😭 17歳でした。5歳の娘にどう伝えたらいいですか？",
     "モカ", "pet_died"),
    ("ja", "柴犬のこむぎを飼っています。",
     "こむぎが昨夜亡くなりました。心臓の病気でした。家が静かすぎて…お別れの言葉を一緒に考えてもらえますか？", "こむぎ",
     "pet_died_euphemism"),
    ("ja", "トイプードルのマロンを飼っています。", "マロンが虹の橋を渡りました🌈 14年間ありがとう。お骨はどうしたらいいでしょうか？",
     "マロン", "pet_died_euphemism"),
    ("ja", "うさぎのきなこを飼っています。", "きなこを安楽死させることになって、昨日見送りました。ずっと自分を責めてしまいます。普通のことですか？",
     "きなこ", "pet_put_to_sleep"),
    ("ja", "猫のソラを飼っています。", "ソラが脱走して一週間帰ってきません😰 近所に貼り紙もしました。ほかに何ができますか？",
     "ソラ", "pet_missing"),
    ("ja", "犬のレオを飼っています。",
     "レオは実家の両親に譲りました。庭もあるし、私は仕事で全然かまってあげられなかったので。会いに行くと混乱させちゃいますか？",
     "レオ", "pet_rehomed"),
    ("ja", "猫のハナを飼っています。",
     "引っ越し先がペット不可なので、ハナは里親さんに引き取ってもらいました。寂しいです…気持ちの整理の仕方を教えてください。",
     "ハナ", "pet_rehomed"),
    ("ja", "ペスカタリアンです。", "最近またお肉も食べるようになりました。貧血がひどくて。簡単な豚肉料理を教えてください。",
     "ペスカタリアン", "diet_meat_again"),
    ("ja", "ベジタリアンです。", "先月から完全にヴィーガンになりました🌱 卵も乳製品もやめました。カルシウムはどうやって取ればいいですか？",
     "ベジタリアン", "diet_went_vegan"),
    ("ja", "糖質制限をしています。", "糖質制限はやめました😅 ご飯が恋しすぎて。バランスのいい一週間の献立を考えてもらえますか？",
     "糖質制限", "diet_quit"),
]

# (language, held message, later message, key: a piece of the held fact that must stay, tag)
CONTROL_CASES = [
    # en
    ("en", "I have a cat called Biscuit.",
     "Biscuit won't stop meowing at 5am every single day 😩 I've tried feeding her later. Any other tricks?",
     "Biscuit", "pet_news"),
    ("en", "We've got a kitten, Mochi.",
     "Mochi isn't eating much since yesterday, just sniffs the bowl and walks off. Should I worry or wait a day?",
     "Mochi", "pet_news"),
    ("en", "I have a dog named Pepper.",
     "Pepper turns 12 next week! She's got a bit of arthritis now but still loves the beach. Any ideas for a doggy "
     "birthday cake?", "Pepper", "pet_health_age"),
    ("en", "I have a dog called Max.",
     "My neighbour's cat died yesterday and she's devastated 😢 Max keeps going to her door like he knows. What "
     "could I bring her?", "Max", "others_pet"),
    ("en", "I have a cat named Luna.",
     "Our old dog Rex died back in 2016, Luna never met him. Found his collar today and got all teary lol. Anyway, "
     "Luna keeps scratching the sofa, how do I stop her?", "Luna", "old_pet_passing"),
    ("en", "I'm vegan.",
     "Still vegan, 4 years this month 💪 My family keeps asking when I'll 'grow out of it'. How do I answer "
     "without a fight at xmas?", "vegan", "diet_still"),
    ("en", "I'm vegetarian.",
     "I'm vegetarian but I do eat eggs and cheese, just no meat or fish. Can you suggest a high protein lunch for "
     "work?", "vegetarian", "diet_detail"),
    ("en", "I'm vegetarian.",
     "My husband just decided to go back to eating meat after 10 years 🙄 so now I'm the only veggie in the house. "
     "How do we cook dinners we both like?", "vegetarian", "relative_diet"),
    ("en", "I'm vegan.",
     "I love kale. Not. 🙃 Honestly if I see another kale salad I'll scream. Give me a vegan dinner idea with zero "
     "kale pls", "vegan", "joke"),
    ("en", "I have an old terrier called Bella.",
     "Bella's 15 and slowing down. If she died I'd honestly be lost, she got me through my divorce. How can I make "
     "her last years comfy?", "Bella", "hypothetical"),
    # fr
    ("fr", "J'ai un chat qui s'appelle Minou.",
     "Minou arrête pas de miauler la nuit depuis qu'on a bougé les meubles 😩 je dors plus. Des astuces ?",
     "Minou", "pet_news"),
    ("fr", "J'ai une chienne, Réglisse.",
     "Réglisse a mangé une chaussette ce matin 🙄 elle a l'air en forme mais bon. Je l'emmène chez le véto ou "
     "j'attends ?", "Réglisse", "pet_news"),
    ("fr", "J'ai un vieux chat, Tigrou.",
     "Tigrou a 15 ans maintenant et le véto dit qu'il a un début d'insuffisance rénale. Quelles croquettes tu "
     "conseilles ?", "Tigrou", "pet_health_age"),
    ("fr", "J'ai un chien, Scotch.",
     "Ma sœur a donné son chat à une amie, elle est allergique finalement. Scotch va s'ennuyer, il adorait ce "
     "chat ! T'as des idées de jeux pour un chien tout seul ?", "Scotch", "others_pet"),
    ("fr", "J'ai une chatte, Chaussette.",
     "Mon premier chien, Rex, est mort quand j'avais 12 ans, ça m'avait marqué. Là Chaussette commence à vieillir "
     "et j'y repense. Comment on sait qu'un chat a mal ?", "Chaussette", "old_pet_passing"),
    ("fr", "Je suis vegan.",
     "Toujours vegan depuis 2019 hein 😄 mais ma belle-mère m'invite à Noël et prévoit une dinde. Comment je lui "
     "dis gentiment ?", "vegan", "diet_still"),
    ("fr", "Je suis végétarienne.",
     "Je suis végétarienne mais je mange quand même des œufs et du fromage, pas de poisson par contre. Une idée de "
     "plat riche en protéines ?", "végétarien", "diet_detail"),
    ("fr", "Je suis végétarien.",
     "Mon copain vient de passer vegan, il veut plus rien d'animal à la maison 😅 Moi je reste végé, je mange des "
     "œufs. Des recettes qui marchent pour nous deux ?", "végétarien", "relative_diet"),
    ("fr", "Je suis vegan.",
     "Ce soir je me fais un bon steak-frites... non je rigole 😂 T'as une recette de burger végétal qui a vraiment "
     "du goût ?", "vegan", "joke"),
    ("fr", "J'ai un chat, Pacha.",
     "Pacha a 13 ans. Si un jour il meurt je sais pas comment je vais faire, il est tout pour moi 😢 Comment je "
     "peux l'aider à bien vieillir ?", "Pacha", "hypothetical"),
    # de
    ("de", "Ich habe einen Hund, Bello.",
     "Bello frisst nicht seit gestern Abend, liegt nur rum 😟 Muss ich gleich zum Tierarzt oder noch warten?",
     "Bello", "pet_news"),
    ("de", "Ich hab eine Katze namens Luna.",
     "Luna hat heute schon wieder einen Vogel angeschleppt 🙈 Wie gewöhn ich ihr das ab?", "Luna", "pet_news"),
    ("de", "Wir haben einen Dackel, Krümel.",
     "Krümel wird nächste Woche 10 und hat leider Probleme mit der Bandscheibe. Welche Rampe fürs Sofa ist gut?",
     "Krümel", "pet_health_age"),
    ("de", "Ich habe einen Kater, Felix.",
     "Der Hund von meinen Nachbarn ist gestorben, die Kinder sind total traurig. Felix sitzt dauernd am Zaun und "
     "wartet. Was kann ich den Nachbarn Nettes vorbeibringen?", "Felix", "others_pet"),
    ("de", "Ich habe eine Hündin, Mia.",
     "Mein erster Hund, Rocky, ist vor 20 Jahren gestorben, daran musste ich heute denken, als ich alte Fotos "
     "sortiert hab. Mia liegt neben mir und schnarcht 😄 Wie digitalisiere ich alte Fotos am besten?", "Mia",
     "old_pet_passing"),
    ("de", "Ich lebe vegan.",
     "Bin jetzt seit fünf Jahren vegan und immer noch überzeugt 🌱 Aber mein Eisenwert ist niedrig. Was soll ich "
     "essen?", "vegan", "diet_still"),
    ("de", "Ich bin Vegetarierin.",
     "Bin Vegetarierin, aber Eier ess ich schon, und manchmal Käse vom Markt. Kannst du mir ein proteinreiches "
     "Abendessen vorschlagen?", "Vegetarier", "diet_detail"),
    ("de", "Ich bin Vegetarier.",
     "Meine Mutter ist jetzt auch Vegetarierin geworden, nach 60 Jahren Schnitzel 😂 Ich bin so stolz! Welches "
     "Kochbuch könnte ich ihr schenken?", "Vegetarier", "relative_diet"),
    ("de", "Ich lebe vegan.",
     "Grünkohl. Ich liebe ihn. Nicht. 🙄 Meine WG kocht jeden Tag welchen. Hast du ein veganes Rezept ganz ohne "
     "Kohl?", "vegan", "joke"),
    ("de", "Ich habe einen alten Kater, Moritz.",
     "Moritz ist 18. Wenn er stirbt, weiß ich echt nicht, was ich mache. Wie erkenne ich, ob er Schmerzen hat?",
     "Moritz", "hypothetical"),
    # es
    ("es", "Tengo una perra, Luna.",
     "Luna no para de ladrar cuando me voy a trabajar y los vecinos ya se quejaron 😩 ¿Qué puedo hacer?", "Luna",
     "pet_news"),
    ("es", "Tengo un gato, Rufo.",
     "Rufo lleva dos dias sin usar el arenero y está raro. ¿Debería preocuparme?", "Rufo", "pet_news"),
    ("es", "Tengo un perro que se llama Chispa.",
     "Chispa cumple 11 años mañana y ya tiene cataratas, pobre. ¿Qué cuidados necesita un perro mayor?", "Chispa",
     "pet_health_age"),
    ("es", "Tengo una gata, Mora.",
     "Mi hermano regaló su perro a un amigo porque se muda a un piso pequeño. Mora feliz, jaja, no lo soportaba. "
     "¿Cómo animo a mi hermano?", "Mora", "others_pet"),
    ("es", "Tengo un perro, Bruno.",
     "Hace años se me murió un hámster y lloré como nunca, jaja. Ahora con Bruno estoy súper pendiente de todo. "
     "¿Cada cuánto hay que desparasitar a un perro?", "Bruno", "old_pet_passing"),
    ("es", "Soy vegana.",
     "Sigo siendo vegana, ya van tres años 💚 pero mi abuela no se lo cree. ¿Qué le cocino el domingo para "
     "convencerla?", "vegan", "diet_still"),
    ("es", "Soy vegetariano.",
     "Soy vegetariano pero sí como huevos y lácteos, eh. ¿Una cena rápida con mucha proteína?", "vegetarian",
     "diet_detail"),
    ("es", "Soy vegetariana.",
     "Mi novio ha dejado de ser vegetariano, vuelve a comer jamón 🙄 yo sigo igual. ¿Cómo organizamos la compra?",
     "vegetarian", "relative_diet"),
    ("es", "Soy vegano.",
     "Hoy me comí un chuletón enorme... ¡es broma! 😂 ¿Tienes una receta de hamburguesa de lentejas que no se "
     "deshaga?", "vegan", "joke"),
    ("es", "Tengo un gato viejito, Pancho.",
     "Pancho tiene 17 años. Si se muriera no sé qué haría, de verdad. ¿Cómo sé si está sufriendo?", "Pancho",
     "hypothetical"),
    # it
    ("it", "Ho una gatta, Birba.",
     "Birba non smette di miagolare alle 5 di mattina, sto impazzendo 😩 Hai qualche trucco?", "Birba", "pet_news"),
    ("it", "Ho un cane che si chiama Zeus.",
     "Zeus non mangia da ieri sera, beve solo. Devo preoccuparmi?", "Zeus", "pet_news"),
    ("it", "Ho una cagnolina, Lilli.",
     "Lilli ha compiuto 12 anni e il veterinario dice che ha un soffio al cuore. Cosa devo cambiare nella sua "
     "alimentazione?", "Lilli", "pet_health_age"),
    ("it", "Ho un gatto, Romeo.",
     "È morto il cane della mia migliore amica e lei è a pezzi 💔 Romeo intanto dorme sulle mie gambe. Cosa posso "
     "fare per lei?", "Romeo", "others_pet"),
    ("it", "Ho una gatta, Zoe.",
     "Da piccola avevo un pesce rosso che è morto dopo una settimana, lol, ecco il mio curriculum. Adesso Zoe mi "
     "graffia tutti i mobili. Come la fermo?", "Zoe", "old_pet_passing"),
    ("it", "Sono vegana.",
     "Ancora vegana dopo quattro anni, nonostante i pranzi della nonna 😂 Mi dai una ricetta di lasagne vegane per "
     "Natale?", "vegan", "diet_still"),
    ("it", "Sono vegetariana.",
     "Sono vegetariana ma le uova le mangio, e anche la mozzarella ovviamente 🍕 Mi consigli un secondo proteico?",
     "vegetarian", "diet_detail"),
    ("it", "Sono vegetariano.",
     "Mia sorella è diventata vegana, adesso il pranzo della domenica è un casino 😅 Io resto vegetariano. Che "
     "piatto posso portare che vada bene per tutti?", "vegetarian", "relative_diet"),
    ("it", "Sono vegano.",
     "Adoro il cavolo riccio. Come no. 🙄 Mia moglie lo mette ovunque. Una cena vegana senza cavolo, ti prego?",
     "vegan", "joke"),
    ("it", "Ho un cane anziano, Argo.",
     "Argo ha 14 anni. Se morisse non so come farei, è il mio migliore amico. Come rendo più comodi i suoi ultimi "
     "anni?", "Argo", "hypothetical"),
    # pt
    ("pt", "Tenho um cachorro, Bolinha.",
     "O Bolinha não para de latir quando toca o interfone, os vizinhos já reclamaram 😩 Alguma dica?", "Bolinha",
     "pet_news"),
    ("pt", "Tenho uma gata, Luna.",
     "A Luna não tá comendo desde ontem, só dorme. Devo levar no veterinário já?", "Luna", "pet_news"),
    ("pt", "Tenho um cachorro, Nino.",
     "O Nino fez 13 anos e agora tá com catarata 😕 Como deixar a casa mais segura pra ele?", "Nino",
     "pet_health_age"),
    ("pt", "Tenho um gato, Chico.",
     "O cachorro da minha tia morreu e ela tá arrasada. O Chico ficou o dia todo no meu colo hoje, acho que sentiu "
     "que eu tava triste. O que posso mandar pra ela?", "Chico", "others_pet"),
    ("pt", "Tenho uma cachorra, Amora.",
     "Quando eu era criança meu gato morreu atropelado e nunca esqueci. Agora fico paranoica com a Amora perto da "
     "rua. Qual a melhor coleira pra passeio?", "Amora", "old_pet_passing"),
    ("pt", "Sou vegano.",
     "Continuo vegano, já são 6 anos 💪 e minha mãe ainda pergunta se eu como frango kkkk. Tem receita de moqueca "
     "vegana?", "vegan", "diet_still"),
    ("pt", "Sou vegetariana.",
     "Sou vegetariana mas como ovo e queijo, tá? Só não carne nem peixe. Me sugere um almoço proteico pra levar "
     "pro trabalho?", "vegetarian", "diet_detail"),
    ("pt", "Sou vegetariano.",
     "Meu pai virou vegano aos 65 anos, acredita? 😂 Eu continuo só vegetariano. Que presente eu dou pra ele no "
     "aniversário?", "vegetarian", "relative_diet"),
    ("pt", "Sou vegana.",
     "Hoje vou jantar uma picanha bem mal passada... brincadeira 😂 Tem receita de hambúrguer de grão-de-bico que "
     "não desmancha?", "vegan", "joke"),
    ("pt", "Tenho uma gata velhinha, Mimi.",
     "A Mimi tem 16 anos. Se ela morresse eu não sei o que seria de mim 😢 Como saber se ela sente dor?", "Mimi",
     "hypothetical"),
    # zh
    ("zh", "我养了一只猫叫花花。", "花花每天凌晨五点就开始叫，叫得我根本睡不着😩 有什么办法吗？", "花花", "pet_news"),
    ("zh", "我家的狗叫小白。", "小白从昨天开始就不怎么吃东西了，一直趴着。要马上去医院吗？", "小白", "pet_news"),
    ("zh", "我养了一只泰迪叫多多。", "多多今年十二岁了，最近腿脚不太好。老年狗吃什么狗粮比较好？", "多多", "pet_health_age"),
    ("zh", "我养了一只猫叫年糕。", "我同事家的狗死了，她今天哭了一整天。年糕在家倒是挺乖的。我该怎么安慰她？", "年糕",
     "others_pet"),
    ("zh", "我养了一条狗叫阿黄。", "小时候我养过一只小鸡，没几天就死了，哈哈。现在养阿黄特别小心。狗多久打一次疫苗？", "阿黄",
     "old_pet_passing"),
    ("zh", "我吃素。", "我还是吃素，已经八年了🙏 过年回老家亲戚老劝我吃肉，怎么回应比较好？", "素", "diet_still"),
    ("zh", "我吃素。", "我吃素，不过鸡蛋和牛奶是吃的。能推荐一些高蛋白的午餐吗？", "素", "diet_detail"),
    ("zh", "我吃素。", "我妈吃了十年素，最近又开始吃肉了。我还是继续吃素。过年家里的菜怎么安排比较好？", "素",
     "relative_diet"),
    ("zh", "我是纯素食者。", "今晚准备来一份大牛排……开玩笑的😂 有没有好吃的豆腐做法？", "纯素", "joke"),
    ("zh", "我养了一只老猫叫咪宝。", "咪宝十七岁了，要是它哪天走了我真不知道怎么办😢 怎么判断它有没有疼痛？", "咪宝",
     "hypothetical"),
    # ja
    ("ja", "猫のタマを飼っています。", "タマが毎朝5時に鳴いて起こしてくるんです😩 どうしたらやめてくれますか？", "タマ",
     "pet_news"),
    ("ja", "犬のポチを飼っています。", "ポチが昨日からごはんを食べません。様子を見ても大丈夫ですか？", "ポチ", "pet_news"),
    ("ja", "猫のココを飼っています。", "ココも今年で15歳、腎臓の数値がちょっと高いと言われました。おすすめのフードはありますか？",
     "ココ", "pet_health_age"),
    ("ja", "犬のチョコを飼っています。",
     "友達が引っ越しで飼っていた猫を知り合いに譲ったそうで、すごく落ち込んでいます。チョコの写真を送って励まそうかなと思うんですが、ほかに何かできることありますか？",
     "チョコ", "others_pet"),
    ("ja", "猫のミケを飼っています。", "子どもの頃に飼っていた犬が死んだとき、一週間泣きました。今はミケがいてくれて幸せです。猫が喜ぶおもちゃを教えてください。",
     "ミケ", "old_pet_passing"),
    ("ja", "ヴィーガンです。", "ヴィーガンになってもう3年、今も続けています💪 外食でのメニューの選び方を教えてください。",
     "ヴィーガン", "diet_still"),
    ("ja", "ベジタリアンです。", "ベジタリアンですが、卵と乳製品は食べます。タンパク質多めのお弁当のアイデアをください。",
     "ベジタリアン", "diet_detail"),
    ("ja", "ベジタリアンです。", "夫がベジタリアンをやめて、またお肉を食べ始めました。私は続けます。別々に作らずにすむ献立はありますか？",
     "ベジタリアン", "relative_diet"),
    ("ja", "ヴィーガンです。", "今夜は焼肉食べ放題に行きます！…なんて冗談です😂 豆腐ハンバーグのおいしい作り方を教えてください。",
     "ヴィーガン", "joke"),
    ("ja", "犬のハチを飼っています。", "ハチはもう14歳。もしハチが死んだら、私どうなっちゃうんだろう😢 老犬が快適に過ごせる工夫を教えてください。",
     "ハチ", "hypothetical"),
]

def main() -> int:
    from probe_wrong_endings import run_tagged

    return run_tagged(__doc__, CONTROL_CASES, ENDING_CASES)


if __name__ == "__main__":
    sys.exit(main())
