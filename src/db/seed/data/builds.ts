// Twelve customers' builds for /guest-post: real 4x4s of the seed's vehicles, each with its
// owner's story in their own language (eight in English, two in Russian, two in Arabic), the parts
// on it as part types of data/catalogue.ts (the seed picks the catalogue's product of that type
// that fits the vehicle, or a universal one), and the scenes its photos are drawn in.

import type { BodyStyle, BuildScene, Gear } from "../build-drawings.ts";

export interface BuildPartPick {
  /** A part type's key in data/catalogue.ts. */
  type: string;
  /** The product's variation when the story names one, as its English title says it ("Synthetic rope"). */
  variation?: string;
}

export interface BuildDef {
  /** Stable and kebab-case: it names the build's photos (/media/seed/build/<key>/<n>.svg). */
  key: string;
  /** A seeded customer: a realistic name and an example.com address nobody receives mail at. */
  owner: { name: string; email: string; locale: "en" | "ru" | "ar" };
  /** One of the seed's vehicles (data/vehicles.ts): generation, model year and engine code. */
  vehicle: { make: string; model: string; year: number; engineCode: string };
  /** How its photos draw it; the gear its parts show is added to `alsoFitted` (seed-builds.ts). */
  look: { body: BodyStyle; colour: string; alsoFitted?: Gear[] };
  title: string;
  /** The owner's own words, in one language: 3 to 6 short paragraphs. */
  story: string[];
  /** 2 to 8 parts on the build, in the order the owner lists them. */
  parts: BuildPartPick[];
  /** 2 to 5 photos, one scene each. */
  photos: BuildScene[];
  /** Published this many days before the seed's date. */
  daysAgo: number;
}

export const builds: BuildDef[] = [
  {
    key: "lc79-single-cab-big-lap",
    owner: { name: "Mick Donnelly", email: "mick.donnelly@example.com", locale: "en" },
    vehicle: { make: "Toyota", model: "Land Cruiser 70", year: 2019, engineCode: "1VD-FTV" },
    look: { body: "single-cab", colour: "#f2efe6", alsoFitted: ["snorkel"] },
    title: "79 Series single cab tray-back for the Big Lap",
    story: [
      "Bought the 79 new in 2019 for one job: twelve months around Australia with my wife before the grandkids take over our weekends. Single cab GX, steel tray, the 1VD V8 and a five-speed manual. The snorkel came standard; nearly everything else we added ourselves, a bit at a time.",
      "Being a GX it had no lockers, so a front air locker went in at 30,000 km and it changed how the truck climbs. The winch sits on a cradle behind the factory bumper, on synthetic rope: a full bar is too much weight for the front springs, and rope is lighter and safer than cable if it lets go. Rated recovery points front and rear went on before the first trip, because the factory tie-down hooks are not made for a snatch. The winch has earned its keep twice on the Old Telegraph Track and once pulling a Prado out of a bog hole at Gunshot.",
      "Sixty thousand kilometres of corrugations flogged the spring shackles and pins, so greasable shackles went in with new front shocks. I grease them every service and the squeaks are gone. The diff breathers were extended up into the engine bay after the Wenlock left the front diff oil looking like a milkshake. Lesson learned.",
      "We sleep in a rooftop tent on a rack over the tray: up in two minutes, and off the ground when the ants and the snakes are about. Canvas seat covers because red dust gets into everything, and the cloth seats were stained before we reached Alice Springs.",
      "What did not work: a heavy steel canopy I bought second-hand. With water, fuel and the tent it put the ute over its GVM, so it went back on Gumtree. Fuel range is the next job: the V8 drinks about 16 litres per hundred loaded up.",
    ],
    parts: [
      { type: "electric-winch", variation: "Synthetic rope" },
      { type: "rated-recovery-points" },
      { type: "air-locker" },
      { type: "nitro-gas-shock" },
      { type: "greasable-shackle-kit" },
      { type: "diff-breather-kit" },
      { type: "rooftop-tent" },
      { type: "canvas-seat-covers" },
    ],
    photos: ["outback", "river", "camp"],
    daysAgo: 9,
  },
  {
    key: "patrol-y62-empty-quarter",
    owner: { name: "سالم المنصوري", email: "salem.almansoori@example.com", locale: "ar" },
    vehicle: { make: "Nissan", model: "Patrol Y62", year: 2020, engineCode: "VK56VD" },
    look: { body: "wagon", colour: "#d4cfc4" },
    title: "باترول Y62 للتطعيس في الربع الخالي",
    story: [
      "اشتريت الباترول موديل 2020 بمحرك V8 سعة 5.6 لتر، وهدفي واحد: رحلات الشتاء في الرمال مع الربع، من ليوا إلى أطراف الربع الخالي. السيارة قوية من المصنع، لكن التطعيس الجاد كشف لي نقاط ضعفها بسرعة.",
      "أول تعديل كان رفعًا بسيطًا بسوست أمامية أعلى، مع طقم إنزال الدفرنس حتى تبقى زوايا العكوس سليمة ولا تتعب. الارتفاع الزائد ليس كبيرًا، لكنه يكفي حتى لا يحتك البودي بحافة الطعس عند النزول.",
      "في الرمل الضغط هو كل شيء. أنفّس الكفرات إلى 15 psi تقريبًا بمنفّس سريع، وبعد الخروج إلى الإسفلت أعيد تعبئتها بكمبروسر مثبت في السيارة بدل الانتظار عند أول محطة. وغيّرت الكفرات إلى أول تيرين بجدار جانبي قوي يتحمل الضغط المنخفض.",
      "الغبار في الربع الخالي لا يرحم، فركّبت فلتر هواء قطنيًا قابلًا للغسل أنظّفه بعد كل رحلة. وبعد نزول طويل من طعس عالٍ والسيارة محمّلة، لاحظت أن الفرامل تسخن بسرعة، فكانت الهوبات المشقوقة هي الحل.",
      "ألواح التغريز معلّقة على الباب الخلفي دائمًا، وأنقذتني مرتين هذا الموسم. ما لم ينجح: جرّبت في البداية ضغطًا أقل من 12 psi فانفكّ كفر من الجنط في منتصف الطعس. الآن لا أنزل تحت 15.",
    ],
    parts: [
      { type: "raised-coil-springs" },
      { type: "diff-drop-kit" },
      { type: "tyre-deflator" },
      { type: "on-board-air-compressor" },
      { type: "all-terrain-tyre" },
      { type: "reusable-cotton-air-filter" },
      { type: "slotted-brake-rotors" },
      { type: "recovery-boards" },
    ],
    photos: ["desert", "camp", "desert"],
    daysAgo: 23,
  },
  {
    key: "ranger-px2-weekend-tourer",
    owner: { name: "Ryan Tully", email: "ryan.tully@example.com", locale: "en" },
    vehicle: { make: "Ford", model: "Ranger PX", year: 2017, engineCode: "P5AT" },
    look: { body: "dual-cab", colour: "#d9541e" },
    title: "PX2 Ranger: the weekend tourer that goes to work on Monday",
    story: [
      "The Ranger is my work ute from Monday to Friday, so every part on it had to earn its place without getting in the way of the tools. It's a 2017 PX2 XLT with the 3.2 five-cylinder and the six-speed auto. It has crossed the Simpson twice and does most long weekends in the Victorian High Country.",
      "It came with a 40 mm lift on the front struts from the previous owner, and the steering wandered at highway speed; caster correction bushes cured that. At the back, nitro gas shocks and greasable shackles on the standard leaves, which carry the drawers without sagging and no longer squeak on corrugations.",
      "The 3.2 is known for blowing oil mist into the intake, so an oil catch can went on early; the intake pipe is still clean at 140,000 km. A steel sump guard replaced the factory plastic tray, which lasted exactly one rocky climb.",
      "In the tub: a twin drawer system under an old tonneau cover, one side for recovery gear, one side for the kitchen. The rooftop tent rides on a platform rack on the cab, so the tub stays free for work gear through the week.",
      "What didn't work: I first mounted the tent on the factory roof rails and they creaked over every corrugation. A platform rack on heavy-duty mounting brackets fixed that. Next up is a second battery for the fridge.",
    ],
    parts: [
      { type: "caster-correction-bush" },
      { type: "nitro-gas-shock" },
      { type: "greasable-shackle-kit" },
      { type: "oil-catch-can" },
      { type: "sump-guard" },
      { type: "drawer-system" },
      { type: "rack-mounting-brackets" },
      { type: "rooftop-tent" },
    ],
    photos: ["forest", "desert", "camp"],
    daysAgo: 41,
  },
  {
    key: "niva-karelia-fishing",
    owner: { name: "Андрей Ковалёв", email: "andrey.kovalev@example.com", locale: "ru" },
    vehicle: { make: "Lada", model: "Niva Legend", year: 2021, engineCode: "VAZ-21214" },
    look: { body: "compact", colour: "#2d6a8f" },
    title: "Нива для рыбалки и лесных дорог Карелии",
    story: [
      "Ниву взял новой в 2021 году, Legend с инжекторным мотором 1.7. Задача простая: добираться до озёр в Карелии, куда на паркетнике не проехать, и возвращаться своим ходом. За три сезона машина обросла железом, но я старался её не перегрузить: Нива хороша, пока лёгкая.",
      "Первым делом поставил стальную защиту картера: на лесных дорогах камни и корни торчат из колеи на каждом шагу, а штатный пыльник держит только пыль. Потом площадку под лебёдку в штатный бампер и электролебёдку со стальным тросом. Синтетику не взял: трос часто волочится по камням, и сталь там живёт дольше.",
      "Самое полезное вложение — понижающий ряд в раздатку. С ним Нива ползёт по камням на холостых, без игры сцеплением и без перегрева. Ещё поставил усилитель рулевого редуктора, пока лонжерон не треснул, как у многих Нив на колейных дорогах, и демпфер рулевого: руль больше не вырывает из рук на камнях.",
      "Резина грязевая, 225/75 R16. В глине держит отлично, на асфальте гудит, но на асфальте я бываю редко. Рывковая стропа всегда лежит в багажнике: чаще я вытаскиваю ею других, чем меня.",
      "Что не получилось: первую зиму ездил с лебёдкой без чехла, и трос примёрз к барабану. Теперь после каждого выезда перематываю и сушу трос. И ещё: с понижайкой хочется лезть туда, куда раньше бы не полез, так что стропа пригождается.",
    ],
    parts: [
      { type: "sump-guard" },
      { type: "winch-mounting-plate" },
      { type: "electric-winch", variation: "Steel cable" },
      { type: "low-range-gear-set" },
      { type: "steering-box-brace" },
      { type: "steering-damper" },
      { type: "mud-terrain-tyre" },
      { type: "snatch-strap" },
    ],
    photos: ["forest", "river", "snow"],
    daysAgo: 64,
  },
  {
    key: "defender-110-puma-highlands",
    owner: { name: "Alistair Grant", email: "alistair.grant@example.com", locale: "en" },
    vehicle: { make: "Land Rover", model: "Defender 90/110", year: 2014, engineCode: "Puma 2.2" },
    look: { body: "boxy", colour: "#2f4a3a", alsoFitted: ["rear-wheel-carrier"] },
    title: "Puma 110 for green lanes, Highland winters and, one day, Morocco",
    story: [
      "Bought the 110 in 2018 with 60,000 miles on it: a 2014 Puma 2.2 County Station Wagon in Keswick Green. It lives in Perthshire, so it sees green lanes, Highland snow and a great deal of rain. The plan is Morocco when the kids are old enough.",
      "A raised air intake was the first job, with a new ram head. Not for wading depth, as the fords round here are shallow, but for clean, dry air through the winter, when the road spray gets everywhere. Then 30 mm coil spring spacers, so it no longer sits nose-down with the roof loaded.",
      "Roof rack crossbars carry a roof box in summer, and a side awning on the nearside gives us somewhere dry to cook, which in Scotland is not optional. A-pillar brackets with a pair of LED driving lights make the single-track roads at night far less stressful.",
      "The auxiliary tank adds about 45 litres, enough to do the North Coast 500 without planning the day round the few fuel stops. A cargo barrier keeps the dog and the luggage out of the front seats when we stop hard.",
      "What didn't work: I first mounted the driving lights low on the bumper, where they caught every branch on the lanes; on the A-pillars they're out of the way. And the Puma still weeps oil from the usual places, as every Defender owner will tell you.",
    ],
    parts: [
      { type: "snorkel-ram-head" },
      { type: "coil-spring-spacer" },
      { type: "roof-rack-crossbars" },
      { type: "side-awning" },
      { type: "a-pillar-light-brackets" },
      { type: "led-driving-lights" },
      { type: "auxiliary-sub-tank" },
      { type: "cargo-barrier" },
    ],
    photos: ["snow", "forest", "river"],
    daysAgo: 88,
  },
  {
    key: "hilux-n70-budget-tourer",
    owner: { name: "Jess Morgan", email: "jess.morgan@example.com", locale: "en" },
    vehicle: { make: "Toyota", model: "Hilux N70", year: 2012, engineCode: "1KD-FTV" },
    look: { body: "dual-cab", colour: "#a21c1c", alsoFitted: ["canopy"] },
    title: "Budget N70 Hilux set up for two",
    story: [
      "My partner and I bought this 2012 SR5 with 210,000 km on it as a cheap way into touring. The rule was to spend less on the build than we paid for the ute, and we just about managed it.",
      "The rear sagged with the gear and water in, so we added an add-a-leaf to each pack, and foam cell shocks up front: it now sits level when loaded and no longer bottoms out in washouts. A fuel tank guard went on after a rock on the Gibb River Road left a dent we didn't like the look of.",
      "In the tub there's a roller floor under a second-hand aluminium canopy, with the fridge on it, so it slides out to the tailgate. A platform rack on heavy-duty mounting brackets carries the recovery boards and a side awning, which is the best money we spent: shade at lunch, shelter when it rains.",
      "The diff breathers were extended up behind the grille before our first river crossing. Cheap insurance, and we did it ourselves in an afternoon.",
      "What didn't work: we tried sleeping in the tub under the canopy on the first trip. Never again; we carry a swag now. The 1KD also needed new injectors at 230,000 km, which ate the money we'd saved for a lift.",
    ],
    parts: [
      { type: "add-a-leaf" },
      { type: "foam-cell-shock" },
      { type: "fuel-tank-guard" },
      { type: "roller-floor" },
      { type: "rack-mounting-brackets" },
      { type: "recovery-boards" },
      { type: "side-awning" },
      { type: "diff-breather-kit" },
    ],
    photos: ["outback", "forest", "camp"],
    daysAgo: 117,
  },
  {
    key: "land-cruiser-200-nafud",
    owner: { name: "فهد العتيبي", email: "fahad.alotaibi@example.com", locale: "ar" },
    vehicle: { make: "Toyota", model: "Land Cruiser 200", year: 2018, engineCode: "1UR-FE" },
    look: { body: "wagon", colour: "#2b2f36" },
    title: "لاندكروزر 200 للرحلات البرية في النفود والعلا",
    story: [
      "لاندكروزر GXR موديل 2018 بمحرك V8 سعة 4.6 لتر. أخرج بها في الشتاء مع العائلة والأصدقاء إلى النفود الكبير وإلى جبال العلا، ورحلاتنا غالبًا ثلاثة أو أربعة أيام بعيدًا عن أي خدمات.",
      "ركّبت طقم رفع كاملًا 3 إنش (75 ملم) بمساعدات وسوست جديدة. الهدف لم يكن الشكل، بل زوايا دخول وخروج أفضل على الطعوس والحجارة، ومساعدات تتحمل الحرارة في المسافات الطويلة على الطرق الترابية.",
      "تحت السيارة: حماية لعلبة التحويل (الترانسفير)، وحمايات جانبية (سلايدر) بدل الدعاسات. في العلا ضرب حجر الدعاسة الأصلية وثناها، أما السلايدر فيتحمل وزن السيارة كاملًا.",
      "الماء عندنا أهم من الوقود، لذلك ركّبت خزان ماء تحت السيارة بدل الجوالين التي تأخذ مكانًا في الصندوق. وفلتر الهواء للخدمة الشاقة يصمد أمام الغبار أكثر من الأصلي، وأتفقده كل مساء.",
      "معدات التغريز معي في كل رحلة: حبل سحب، وألواح تغريز، وكمبروسر محمول لإعادة تعبئة الكفرات بعد التنفيس. ما لم ينجح: الرفع 3 إنش جعل السيارة أقل ثباتًا في السرعات العالية على الإسفلت، فصرت أقود أبطأ على الطريق السريع، وهذا ليس سيئًا.",
    ],
    parts: [
      { type: "complete-lift-kit", variation: "75 mm (3 in)" },
      { type: "transfer-case-guard" },
      { type: "rock-sliders" },
      { type: "under-vehicle-water-tank" },
      { type: "heavy-duty-air-filter" },
      { type: "snatch-strap" },
      { type: "recovery-boards" },
      { type: "portable-air-compressor" },
    ],
    photos: ["desert", "outback", "camp"],
    daysAgo: 146,
  },
  {
    key: "wrangler-jk-unlimited-33s",
    owner: { name: "Marcus Delgado", email: "marcus.delgado@example.com", locale: "en" },
    vehicle: { make: "Jeep", model: "Wrangler JK", year: 2016, engineCode: "Pentastar 3.6" },
    look: { body: "boxy", colour: "#e0b21a", alsoFitted: ["rear-wheel-carrier"] },
    title: "JK Unlimited on 33s for Moab weekends",
    story: [
      "2016 Wrangler Unlimited Sport with the 3.6 Pentastar and the six-speed manual. I live in Grand Junction, so Moab is two hours away and the Colorado high country is right behind the house. It's a daily driver first, so the build stops well short of one-tons and 37s.",
      "A two-inch lift kit with remote reservoir shocks up front, on 33-inch mud-terrains. That's the sweet spot for a JK on stock axles: it clears the ledges on Hell's Revenge and Fins and Things without snapping shafts.",
      "Rock sliders were the first armour, after I creased a rocker panel on Poison Spider Mesa. Then a skid plate for the transfer case, and a steel front bumper with a winch on synthetic rope: the rope is lighter on the front end and safer when you're winching on your own.",
      "The stock halogen headlights were useless on night runs, so LED headlight assemblies went in. Coming down Top of the World after dark is a different trip now.",
      "What didn't work: I ran 35s for a summer on the two-inch lift. They rubbed at full flex, the stock gears struggled to turn them, and I broke a front axle shaft. Back on 33s and much happier.",
    ],
    parts: [
      { type: "complete-lift-kit", variation: "50 mm (2 in)" },
      { type: "remote-reservoir-shock" },
      { type: "mud-terrain-tyre" },
      { type: "rock-sliders" },
      { type: "transfer-case-guard" },
      { type: "steel-bull-bar" },
      { type: "electric-winch", variation: "Synthetic rope" },
      { type: "led-headlight-assembly" },
    ],
    photos: ["outback", "forest", "snow"],
    daysAgo: 172,
  },
  {
    key: "patrol-gq-kgari",
    owner: { name: "Dean Harrop", email: "dean.harrop@example.com", locale: "en" },
    vehicle: { make: "Nissan", model: "Patrol Y60", year: 1996, engineCode: "TD42" },
    look: { body: "wagon", colour: "#d6c7a1", alsoFitted: ["snorkel", "roof-rack"] },
    title: "Old GQ Patrol for K'gari and the long weekends",
    story: [
      "1996 GQ Patrol with the TD42, bought off a retired couple in Hervey Bay with 380,000 km and a full service history. It came with a snorkel and an old roof rack; everything else I've done over the last three years.",
      "The GQ rides well on its coils, but the shocks were tired, so remote reservoir shocks went in at the back where the weight is. They stay cool on the long runs up the eastern beach on K'gari, where the old ones faded after twenty minutes.",
      "Steel bull bar and a winch on steel cable up front, rock sliders along the sills. The inland tracks on K'gari can be soft enough to bog a loaded GQ to the axles, and I've needed the winch more than once.",
      "Power comes from a dual battery tray under the bonnet with a DC-DC charger, running a 60-litre fridge on a fridge slide in the back. With the slide I can reach the fridge without climbing in, which matters when it's full of bait and cold drinks.",
      "What didn't work: I first fitted a cheap solenoid instead of a DC-DC charger, and the second battery never fully charged behind the old alternator. And rinse the underside after every beach trip: salt ate the rear crossmember on the previous owner's watch and I'm still fixing it.",
    ],
    parts: [
      { type: "remote-reservoir-shock" },
      { type: "steel-bull-bar" },
      { type: "electric-winch", variation: "Steel cable" },
      { type: "rock-sliders" },
      { type: "dual-battery-tray" },
      { type: "dc-dc-charger" },
      { type: "compressor-fridge", variation: "60 L" },
      { type: "fridge-slide" },
    ],
    photos: ["beach", "camp", "forest"],
    daysAgo: 205,
  },
  {
    key: "uaz-hunter-expedition",
    owner: { name: "Сергей Мельников", email: "sergey.melnikov@example.com", locale: "ru" },
    vehicle: { make: "UAZ", model: "Hunter", year: 2015, engineCode: "ZMZ-409" },
    look: { body: "boxy", colour: "#4a5a3a", alsoFitted: ["rear-wheel-carrier"] },
    title: "УАЗ Хантер: подготовка к экспедициям на Урал и Алтай",
    story: [
      "Хантер 2015 года, мотор ЗМЗ-409, механика. Брал его для длинных экспедиций: Приполярный Урал зимой, Алтай летом. УАЗ хорош тем, что его можно починить в любой деревне, но к дальним поездкам его надо готовить.",
      "Главное для нас — запас хода. Поставил дополнительный бак на 140 литров, вместе со штатными баками этого хватает больше чем на тысячу километров по грунтовкам. На Урале между заправками бывает и по 400 километров, так что канистры сзади теперь резерв, а не основной запас.",
      "Подвеска: полиуретановые сайлентблоки спереди вместо резиновых, которые на УАЗе живут один сезон, и проставки под пружины для небольшого лифта под колёса 235/75 R15. На больших колёсах родной рулевой редуктор начал люфтить и течь, поставил новый. Сапуны мостов вывел повыше под капот сам, после того как на Алтае на броде в задний мост набралась вода.",
      "Сзади — держатель для канистр, на крыше — поперечины под багажник, спереди — кенгурятник. В салоне поставил панель выключателей: фара-искатель, компрессор, свет в лагере и холодильник, всё через отдельные предохранители.",
      "Что не получилось: сначала поставил дешёвые алюминиевые проставки, и они смялись за первую же поездку. Нынешний комплект ездит третий год. И главный урок: УАЗ не любит спешки. 80 км/ч по трассе, и всё доезжает.",
    ],
    parts: [
      { type: "long-range-fuel-tank", variation: "140 L" },
      { type: "polyurethane-bush-kit" },
      { type: "coil-spring-spacer" },
      { type: "power-steering-box" },
      { type: "jerry-can-holder" },
      { type: "roof-rack-crossbars" },
      { type: "nudge-bar" },
      { type: "switch-panel" },
    ],
    photos: ["snow", "forest", "river"],
    daysAgo: 238,
  },
  {
    key: "pajero-nx-south-island",
    owner: { name: "Aroha Walker", email: "aroha.walker@example.com", locale: "en" },
    vehicle: { make: "Mitsubishi", model: "Pajero NS-NX", year: 2016, engineCode: "4M41" },
    look: { body: "wagon", colour: "#8a9aa8", alsoFitted: ["roof-rack"] },
    title: "Family Pajero for South Island rivers and ski fields",
    story: [
      "Our 2016 NX Pajero GLS with the 3.2 DiD carries two adults, two kids and a dog around the South Island. It's a family wagon first, so the build is about comfort and reliability rather than rock crawling.",
      "A two-inch lift kit with foam cell shocks up front took out the wallow on gravel roads and gave us the clearance for the braided river crossings in the Mackenzie Country. All-terrain tyres in the stock size kept the speedo honest and the fuel use the same.",
      "Underneath: a transfer case guard, because the river beds here are all round boulders, and an under-vehicle water tank, so the water rides low down instead of on the roof.",
      "The side awning on the roof bars and a 40-litre compressor fridge make a lunch stop at a DOC campsite easy, even in the rain. In winter the same car gets us up the access roads to Mt Hutt and Cardrona, with chains in the back.",
      "What didn't work: we first looked at a three-inch lift, and a test drive in a mate's Pajero was enough: harsh ride, unhappy CVs. Two inches is the sweet spot on an NX. And we've learnt to walk every river before we drive it.",
    ],
    parts: [
      { type: "complete-lift-kit", variation: "50 mm (2 in)" },
      { type: "foam-cell-shock" },
      { type: "all-terrain-tyre" },
      { type: "transfer-case-guard" },
      { type: "under-vehicle-water-tank" },
      { type: "side-awning" },
      { type: "compressor-fridge", variation: "40 L" },
    ],
    photos: ["river", "snow", "camp", "forest"],
    daysAgo: 279,
  },
  {
    key: "hdj80-still-going-bush",
    owner: { name: "Callum Reid", email: "callum.reid@example.com", locale: "en" },
    vehicle: { make: "Toyota", model: "Land Cruiser 80", year: 1996, engineCode: "1HD-FT" },
    look: { body: "wagon", colour: "#7f1d1d", alsoFitted: ["roof-rack"] },
    title: "1996 HDJ80: thirty years old and still going bush",
    story: [
      "The 80 is a 1996 HDJ80 with the 24-valve 1HD-FT, bought in 2019 with 410,000 km on it. It isn't pretty, but it has never left me stranded, and for a thirty-year-old truck that's the whole point.",
      "Raised coils in the rear carry the jerry cans, the tools and the water without sagging. Up front, an alloy bull bar: lighter than steel, and the 80's front springs were already working hard.",
      "The steering had gone vague, so new tie rod ends went in with a check of the swivel hubs, and it tracks straight again. The on-board compressor under the bonnet airs the tyres back up after the tracks; I run 22 psi in the High Country.",
      "It came with a snorkel with a cracked head, so the ram head is new. It gets a full filter service every 5,000 km: an old diesel likes clean oil and clean fuel above everything.",
      "What didn't work: 35-inch tyres in the first year. Too much for the steering, and the 1HD was flat in fifth on any hill. Back on 33s, and with two 20-litre jerry cans in holders at the back I never worry about range.",
    ],
    parts: [
      { type: "raised-coil-springs" },
      { type: "alloy-bull-bar" },
      { type: "tie-rod-end" },
      { type: "on-board-air-compressor" },
      { type: "snorkel-ram-head" },
      { type: "service-filter-kit" },
      { type: "steel-jerry-can", variation: "20 L" },
      { type: "jerry-can-holder" },
    ],
    photos: ["forest", "river", "snow"],
    daysAgo: 327,
  },
];
