// The shop's category tree and brands: departments, their sub-categories, and the part types
// sold in each leaf. The generator in ../catalogue-generator.ts turns these facts into products.
// Brand names are invented; none is a real trademark.

import type { BrandDef, CategoryDef, Localized, OptionDef, OptionValueDef, PartType } from "./types.ts";

type Spec = PartType["specs"][number];
type Variation = NonNullable<PartType["variations"]>[number];

function L(en: string, ru: string, ar: string): Localized {
  return { en, ru, ar };
}

function spec(name: Localized, ...values: string[]): Spec {
  return { name, values };
}

/** Specification row names, shared so that the same spec reads the same everywhere. */
const N = {
  material: L("Material", "Материал", "المادة"),
  finish: L("Finish", "Покрытие", "الطلاء"),
  weight: L("Weight", "Вес", "الوزن"),
  length: L("Length", "Длина", "الطول"),
  width: L("Width", "Ширина", "العرض"),
  height: L("Height", "Высота", "الارتفاع"),
  diameter: L("Diameter", "Диаметр", "القطر"),
  thickness: L("Thickness", "Толщина", "السماكة"),
  capacity: L("Capacity", "Объём", "السعة"),
  boreSize: L("Bore size", "Диаметр поршня", "قطر المكبس"),
  shaftDiameter: L("Shaft diameter", "Диаметр штока", "قطر العمود"),
  lift: L("Lift", "Лифт", "مقدار الرفع"),
  springRate: L("Spring rate", "Жёсткость", "معدل صلابة النابض"),
  load: L("Load rating", "Допустимая нагрузка", "الحمولة المقدرة"),
  wireDiameter: L("Wire diameter", "Диаметр прутка", "قطر السلك"),
  leaves: L("Number of leaves", "Количество листов", "عدد الريش"),
  hardness: L("Hardness", "Твёрдость", "الصلادة"),
  clampLoad: L("Clamp load", "Усилие прижима", "قوة الضغط"),
  torque: L("Torque capacity", "Передаваемый момент", "سعة العزم"),
  friction: L("Friction material", "Фрикционный материал", "مادة الاحتكاك"),
  splines: L("Spline count", "Количество шлицев", "عدد التحززات"),
  ringGear: L("Ring gear teeth", "Зубья венца", "أسنان الترس الحلقي"),
  ratio: L("Ratio", "Передаточное число", "نسبة التروس"),
  thread: L("Thread", "Резьба", "مقاس السن"),
  filtration: L("Filtration rating", "Тонкость фильтрации", "دقة الترشيح"),
  efficiency: L("Filtration efficiency", "Эффективность фильтрации", "كفاءة الترشيح"),
  media: L("Filter media", "Фильтрующий материал", "وسط الترشيح"),
  flow: L("Flow rate", "Производительность", "معدل التدفق"),
  pressure: L("Maximum pressure", "Максимальное давление", "الضغط الأقصى"),
  dutyCycle: L("Duty cycle", "Рабочий цикл", "دورة التشغيل"),
  voltage: L("Voltage", "Напряжение", "الجهد الكهربائي"),
  current: L("Current draw", "Потребляемый ток", "استهلاك التيار"),
  power: L("Power draw", "Потребляемая мощность", "استهلاك الطاقة"),
  output: L("Output current", "Выходной ток", "تيار الخرج"),
  batteryCapacity: L("Battery capacity", "Ёмкость", "سعة البطارية"),
  cca: L("Cold cranking amps", "Пусковой ток", "تيار التشغيل البارد"),
  cycles: L("Cycle life", "Ресурс циклов", "عمر الدورات"),
  lumens: L("Light output", "Световой поток", "شدة الإضاءة"),
  luxDistance: L("1 lux distance", "Дальность (1 люкс)", "مدى الإضاءة عند 1 لوكس"),
  ip: L("Ingress protection", "Степень защиты", "درجة الحماية"),
  colourTemp: L("Colour temperature", "Цветовая температура", "درجة حرارة اللون"),
  linePull: L("Rated line pull", "Тяговое усилие", "قوة السحب المقدرة"),
  breaking: L("Minimum breaking strength", "Разрывная нагрузка", "قوة الكسر الدنيا"),
  wll: L("Working load limit", "Рабочая нагрузка", "حد حمل التشغيل"),
  liftCapacity: L("Lifting capacity", "Грузоподъёмность", "قدرة الرفع"),
  liftRange: L("Lift range", "Диапазон подъёма", "مدى الرفع"),
  motor: L("Motor", "Электродвигатель", "المحرك الكهربائي"),
  gearRatio: L("Gear ratio", "Передаточное отношение", "نسبة التخفيض"),
  ropeLength: L("Rope length", "Длина троса", "طول الحبل"),
  ropeDiameter: L("Rope diameter", "Диаметр троса", "قطر الحبل"),
  stretch: L("Elongation", "Удлинение", "نسبة الاستطالة"),
  pipeDiameter: L("Pipe diameter", "Диаметр трубы", "قطر الأنبوب"),
  wall: L("Wall thickness", "Толщина стенки", "سماكة الجدار"),
  coreRows: L("Core rows", "Рядность сердцевины", "عدد صفوف القلب"),
  maxTemp: L("Maximum temperature", "Максимальная температура", "أقصى درجة حرارة"),
  tempRange: L("Temperature range", "Диапазон температур", "نطاق درجات الحرارة"),
  pcd: L("Bolt pattern (PCD)", "Разболтовка (PCD)", "توزيع البراغي (PCD)"),
  offset: L("Offset", "Вылет (ET)", "الإزاحة (أوفست)"),
  rimWidth: L("Rim width", "Ширина обода", "عرض الجنط"),
  centreBore: L("Centre bore", "Центральное отверстие", "الفتحة المركزية"),
  loadIndex: L("Load index", "Индекс нагрузки", "مؤشر الحمولة"),
  plyRating: L("Ply rating", "Слойность", "عدد الطبقات"),
  treadDepth: L("Tread depth", "Глубина протектора", "عمق النقشة"),
  fabric: L("Fabric", "Ткань", "القماش"),
  travel: L("Slide extension", "Вылет направляющих", "امتداد المجرى"),
  pieces: L("Pieces in set", "Предметов в комплекте", "عدد القطع في الطقم"),
  teeth: L("Number of teeth", "Количество зубьев", "عدد الأسنان"),
  ribs: L("Number of ribs", "Количество ручьёв", "عدد الأضلاع"),
  pistons: L("Pistons", "Количество поршней", "عدد المكابس"),
  fit: L("Fit", "Крой", "القَصّة"),
  waterResistance: L("Water resistance", "Водостойкость", "مقاومة الماء"),
  headSize: L("Head size", "Обхват головы", "محيط الرأس"),
};

const position: Variation = {
  name: L("Position", "Расположение", "الموضع"),
  values: [L("Front", "Передняя ось", "أمامي"), L("Rear", "Задняя ось", "خلفي")],
};

const side: Variation = {
  name: L("Side", "Сторона", "الجهة"),
  values: [L("Left", "Левая", "يسار"), L("Right", "Правая", "يمين")],
};

const liftHeight: Variation = {
  name: L("Lift height", "Высота лифта", "ارتفاع الرفع"),
  values: [
    L("50 mm (2 in)", "50 мм (2 дюйма)", "50 مم (2 بوصة)"),
    L("75 mm (3 in)", "75 мм (3 дюйма)", "75 مم (3 بوصات)"),
  ],
};

const load: Variation = {
  name: L("Load", "Нагрузка", "الحمولة"),
  values: [
    L("Standard load", "Стандартная нагрузка", "حمولة قياسية"),
    L("Constant load (+150 kg)", "Постоянная нагрузка (+150 кг)", "حمولة دائمة (+150 كغ)"),
  ],
};

const finish: Variation = {
  name: L("Finish", "Покрытие", "الطلاء"),
  values: [
    L("Black powder coat", "Чёрная порошковая краска", "طلاء بودرة أسود"),
    L("Textured silver", "Серебристое структурное", "فضي محبب"),
  ],
};

function option(slug: string, type: OptionDef["type"], name: Localized, values: OptionValueDef[]): OptionDef {
  return { slug, type, name, values };
}

/** Colour option values, shared by the part types that offer a colour. */
const C = {
  black: { slug: "black", name: L("Black", "Чёрный", "أسود"), color: "#111827" },
  orange: { slug: "safety-orange", name: L("Safety Orange", "Сигнальный оранжевый", "برتقالي تحذيري"), color: "#f97316" },
  red: { slug: "red", name: L("Red", "Красный", "أحمر"), color: "#dc2626" },
  olive: { slug: "olive-drab", name: L("Olive Drab", "Оливковый", "زيتوني"), color: "#4d5d3a" },
  sand: { slug: "desert-sand", name: L("Desert Sand", "Песочный", "رملي"), color: "#c2a878" },
  grey: { slug: "graphite-grey", name: L("Graphite Grey", "Графитовый", "رمادي غرافيتي"), color: "#4b5563" },
  blue: { slug: "blue", name: L("Blue", "Синий", "أزرق"), color: "#1d4ed8" },
  yellow: { slug: "yellow", name: L("Yellow", "Жёлтый", "أصفر"), color: "#facc15" },
  green: { slug: "green", name: L("Green", "Зелёный", "أخضر"), color: "#15803d" },
  khaki: { slug: "khaki", name: L("Khaki", "Хаки", "كاكي"), color: "#8a7f5a" },
} satisfies Record<string, OptionValueDef>;

function colour(...values: OptionValueDef[]): OptionDef {
  return option("color", "color", L("Colour", "Цвет", "اللون"), values);
}

/** A size option; a value's third entry is its price against the first's (a bigger tyre costs more). */
function size(name: Localized, ...values: [string, Localized, number?][]): OptionDef {
  return option("size", "default", name, values.map(([slug, value, priceFactor]) => ({ slug, name: value, priceFactor })));
}

/** How a light throws its beam: sold as variants of one lamp. */
const beam = option("beam", "default", L("Beam", "Тип света", "نوع الإضاءة"), [
  { slug: "spot", name: L("Spot", "Дальний (спот)", "بعيد (سبوت)") },
  { slug: "combo", name: L("Combo", "Комбинированный", "مدمج (كومبو)"), priceFactor: 1.04 },
  { slug: "flood", name: L("Flood", "Рассеянный", "واسع (فلود)") },
]);

/** A recovery strap's minimum breaking strength, metric tonnes with pounds. */
const strapRating = option("rating", "default", L("Rating", "Разрывная нагрузка", "قوة الكسر"), [
  { slug: "8t", name: L("8 t (17,600 lb)", "8 т", "8 طن (17,600 رطل)") },
  { slug: "11t", name: L("11 t (24,250 lb)", "11 т", "11 طن (24,250 رطل)"), priceFactor: 1.25 },
  { slug: "15t", name: L("15 t (33,000 lb)", "15 т", "15 طن (33,000 رطل)"), priceFactor: 1.6 },
]);

// ---------------------------------------------------------------------------------------------
// Clutches

const clutches: CategoryDef = {
  slug: "clutches",
  name: L("Clutches", "Сцепление", "القوابض"),
  children: [
    {
      slug: "clutch-kits",
      name: L("Clutch Kits", "Комплекты сцепления", "أطقم الكلتش"),
      partTypes: [
        {
          key: "standard-clutch-kit",
          name: L("Standard Clutch Kit", "Комплект сцепления стандартный", "طقم كلتش قياسي"),
          partPrefix: "CK",
          priceRange: [180, 520],
          fitment: "vehicle",
          drawing: "clutch-kit",
          specs: [
            spec(N.diameter, "250 mm", "275 mm", "300 mm"),
            spec(N.friction, "Organic"),
            spec(N.splines, "21", "24"),
          ],
          description: L(
            "The {brand} {name} replaces the pressure plate, clutch disc, release bearing and pilot bearing of the {vehicle} in one box. Clamp load and pedal feel match the factory clutch, so it suits daily driving and light touring.",
            "{name} {brand} — это корзина сцепления, ведомый диск, выжимной подшипник и подшипник первичного вала для {vehicle} в одной коробке. Усилие прижима и ощущение педали как у заводского сцепления, так что комплект подойдёт для ежедневной езды и лёгких путешествий.",
            "يضم {name} من {brand} غطاء الكلتش (الكفر) وقرص الكلتش وبلي الدبرياج وبلي الحدافة لسيارة {vehicle} في علبة واحدة. قوة الضغط وإحساس الدواسة مطابقان للكلتش الأصلي، لذلك يناسب الاستخدام اليومي والرحلات الخفيفة.",
          ),
          excerpt: L(
            "Factory-equivalent pressure plate, disc and bearings for the {vehicle} in one kit.",
            "Корзина, диск и подшипники заводского уровня для {vehicle} одним комплектом.",
            "غطاء وقرص وبلي كلتش بمواصفات الوكالة لسيارة {vehicle} في طقم واحد.",
          ),
        },
        {
          key: "heavy-duty-clutch-kit",
          name: L("Heavy-Duty Clutch Kit", "Комплект сцепления усиленный", "طقم كلتش للاستخدام الشاق"),
          partPrefix: "HDC",
          priceRange: [320, 950],
          fitment: "vehicle",
          drawing: "clutch-kit",
          specs: [
            spec(N.clampLoad, "+25% over OE", "+40% over OE"),
            spec(N.torque, "650 Nm", "800 Nm"),
            spec(N.friction, "Cerametallic buttons", "Organic, reinforced"),
          ],
          description: L(
            "The {brand} {name} pairs a higher clamp-load pressure plate with a heavy-duty disc for a {vehicle} that tows, carries a full touring load or runs a tuned engine. It keeps the factory hydraulics and pedal ratio, with only a slightly firmer pedal.",
            "{name} {brand} сочетает корзину с повышенным усилием прижима и усиленный ведомый диск — для {vehicle}, который тянет прицеп, ездит с полной экспедиционной загрузкой или имеет форсированный двигатель. Заводской гидропривод и передаточное отношение педали сохраняются, педаль становится лишь чуть туже.",
            "يجمع {name} من {brand} بين غطاء كلتش بقوة ضغط أعلى وقرص كلتش معزز، لسيارة {vehicle} التي تسحب مقطورة أو تحمل حمولة رحلات كاملة أو عُدّل محركها لقوة أكبر. يحافظ على هيدروليك الكلتش الأصلي ونسبة الدواسة، مع دواسة أثقل قليلاً فقط.",
          ),
          excerpt: L(
            "More clamp load and torque capacity for a working {vehicle}.",
            "Больше усилия прижима и запас по моменту для {vehicle}, который много работает.",
            "قوة ضغط أعلى وسعة عزم أكبر لسيارة {vehicle} التي تُستخدم في الشغل الثقيل.",
          ),
        },
        {
          key: "twin-plate-clutch-kit",
          name: L("Twin-Plate Clutch Kit", "Двухдисковое сцепление", "طقم كلتش مزدوج الأقراص"),
          partPrefix: "TPC",
          priceRange: [1100, 2400],
          fitment: "vehicle",
          drawing: "clutch-kit",
          specs: [
            spec(N.torque, "1,000 Nm", "1,300 Nm"),
            spec(N.friction, "Organic, twin disc"),
            spec(N.weight, "14.5 kg"),
          ],
          description: L(
            "The {brand} {name} splits the clamp load across two organic discs, so the {vehicle} can hold far more torque without a heavy pedal. It is the clutch for heavily modified engines and big tow loads, and it takes up smoothly enough for low-range work.",
            "{name} {brand} распределяет усилие прижима на два органических диска, поэтому {vehicle} передаёт гораздо больший момент без тяжёлой педали. Это сцепление для сильно доработанных двигателей и тяжёлых прицепов, и оно схватывает достаточно мягко для работы на пониженной.",
            "يوزّع {name} من {brand} قوة الضغط على قرصين عضويين، فتتحمل سيارة {vehicle} عزماً أكبر بكثير دون دواسة ثقيلة. إنه الكلتش المناسب للمحركات المعدّلة بشكل كبير وسحب الأحمال الثقيلة، ويعشّق بنعومة تكفي للعمل على السرعات المنخفضة (اللو).",
          ),
          excerpt: L(
            "Two discs for high torque with a normal pedal in the {vehicle}.",
            "Два диска для большого момента при обычной педали на {vehicle}.",
            "قرصان لعزم عالٍ مع دواسة عادية في سيارة {vehicle}.",
          ),
        },
      ],
    },
    {
      slug: "flywheels",
      name: L("Flywheels", "Маховики", "الحدافات"),
      partTypes: [
        {
          key: "solid-flywheel-conversion",
          name: L("Solid Flywheel Conversion", "Комплект замены на одномассовый маховик", "طقم تحويل إلى حدافة صلبة"),
          partPrefix: "SMF",
          priceRange: [420, 980],
          fitment: "vehicle",
          drawing: "flywheel",
          specs: [
            spec(N.weight, "11.8 kg", "13.5 kg"),
            spec(N.material, "SG iron"),
            spec(N.ringGear, "115", "132"),
          ],
          description: L(
            "The {brand} {name} swaps the dual-mass flywheel of the {vehicle} for a one-piece flywheel with a matching clutch. It takes the heat of low-range crawling and towing, and it can be resurfaced at the next clutch change.",
            "{name} {brand} ставит на {vehicle} вместо двухмассового маховика цельный одномассовый с подобранным к нему сцеплением. Он выдерживает нагрев при медленном ползании на пониженной и буксировке, а при следующей замене сцепления его можно проточить.",
            "يستبدل {name} من {brand} الحدافة ثنائية الكتلة في سيارة {vehicle} بحدافة صلبة من قطعة واحدة مع كلتش مطابق لها. تتحمل الحرارة الناتجة عن الزحف على اللو والسحب، ويمكن خراطتها عند تغيير الكلتش التالي.",
          ),
          excerpt: L(
            "A one-piece flywheel and clutch that outlast the dual-mass original.",
            "Одномассовый маховик и сцепление, которые служат дольше заводского двухмассового.",
            "حدافة صلبة وكلتش يعمّران أطول من الحدافة ثنائية الكتلة الأصلية.",
          ),
        },
        {
          key: "dual-mass-flywheel",
          name: L("Dual-Mass Flywheel", "Двухмассовый маховик", "حدافة ثنائية الكتلة"),
          partPrefix: "DMF",
          priceRange: [450, 1200],
          fitment: "vehicle",
          drawing: "flywheel",
          specs: [
            spec(N.weight, "14.2 kg", "16.8 kg"),
            spec(N.ringGear, "132", "135"),
          ],
          description: L(
            "The {brand} {name} is a direct replacement for the factory dual-mass flywheel of the {vehicle}. Its spring damper soaks up diesel vibration at idle and low revs, as the original did.",
            "{name} {brand} — прямая замена заводского двухмассового маховика {vehicle}. Его пружинный демпфер гасит вибрации дизеля на холостых и низких оборотах, как и у оригинала.",
            "{name} من {brand} هي بديل مباشر للحدافة ثنائية الكتلة الأصلية في سيارة {vehicle}. يمتص مخمدها النابضي اهتزازات الديزل على الخامل والدورات المنخفضة كما كانت تفعل الأصلية.",
          ),
          excerpt: L(
            "Direct-fit dual-mass flywheel for the {vehicle}.",
            "Двухмассовый маховик для {vehicle}, ставится без доработок.",
            "حدافة ثنائية الكتلة تركب مباشرة على سيارة {vehicle}.",
          ),
        },
        {
          key: "flywheel-ring-gear",
          name: L("Flywheel Ring Gear", "Венец маховика", "ترس حلقي للحدافة"),
          partPrefix: "FRG",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "flywheel",
          specs: [
            spec(N.teeth, "115", "128", "132"),
            spec(N.material, "Induction-hardened steel"),
          ],
          description: L(
            "The {brand} {name} replaces a worn or chipped starter ring on the flywheel of the {vehicle}. The teeth are induction hardened, and the ring is heat-shrunk onto the flywheel.",
            "{name} {brand} заменяет изношенный или выкрошенный стартерный венец на маховике {vehicle}. Зубья закалены ТВЧ, венец садится на маховик с нагревом.",
            "يستبدل {name} من {brand} ترس السلف الحلقي المتآكل أو المكسور على حدافة سيارة {vehicle}. الأسنان مقسّاة بالحث، ويُركّب الترس على الحدافة بالتسخين.",
          ),
          excerpt: L(
            "Hardened replacement starter ring gear.",
            "Закалённый стартерный венец на замену.",
            "ترس سلف حلقي بديل بأسنان مقسّاة.",
          ),
        },
      ],
    },
    {
      slug: "clutch-hydraulics",
      name: L("Clutch Hydraulics", "Гидравлика сцепления", "هيدروليك الكلتش"),
      partTypes: [
        {
          key: "clutch-master-cylinder",
          name: L("Clutch Master Cylinder", "Главный цилиндр сцепления", "الأسطوانة الرئيسية للكلتش"),
          partPrefix: "CMC",
          priceRange: [55, 190],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.boreSize, "15.87 mm", "19.05 mm"),
            spec(N.material, "Aluminium body"),
          ],
          description: L(
            "The {brand} {name} bolts to the pedal box of the {vehicle} with the factory bore size, so pedal travel and feel stay as designed. Seals are rated for DOT 3 and DOT 4 fluid.",
            "{name} {brand} крепится к педальному узлу {vehicle} и имеет заводской диаметр поршня, поэтому ход и ощущение педали остаются такими, как задумано. Манжеты рассчитаны на жидкость DOT 3 и DOT 4.",
            "تُثبّت {name} من {brand} على قاعدة الدواسات في سيارة {vehicle} بقطر المكبس الأصلي، فيبقى مشوار الدواسة وإحساسها كما صُمّما. الجلود مناسبة لزيت الفرامل DOT 3 وDOT 4.",
          ),
          excerpt: L(
            "Direct-fit clutch master cylinder with factory bore size.",
            "Главный цилиндр сцепления с заводским диаметром поршня, ставится без доработок.",
            "طرمبة كلتش علوية بقطر المكبس الأصلي، تركيب مباشر.",
          ),
        },
        {
          key: "clutch-slave-cylinder",
          name: L("Clutch Slave Cylinder", "Рабочий цилиндр сцепления", "الأسطوانة الفرعية للكلتش"),
          partPrefix: "CSC",
          priceRange: [40, 160],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.boreSize, "19.05 mm", "20.64 mm"),
            spec(N.material, "Aluminium body"),
          ],
          description: L(
            "The {brand} {name} replaces a leaking or worn slave cylinder on the gearbox of the {vehicle}. It comes with a new bleed nipple and dust boot.",
            "{name} {brand} заменяет подтекающий или изношенный рабочий цилиндр на коробке передач {vehicle}. В комплекте новый штуцер прокачки и пыльник.",
            "تحل {name} من {brand} محل الأسطوانة الفرعية المسرّبة أو المتآكلة على قير سيارة {vehicle}. تأتي مع بزبوز تنفيس هواء جديد وجلدة غبار.",
          ),
          excerpt: L(
            "Replacement slave cylinder with bleed nipple and boot.",
            "Рабочий цилиндр на замену со штуцером прокачки и пыльником.",
            "طرمبة كلتش سفلية بديلة مع بزبوز تنفيس وجلدة غبار.",
          ),
        },
        {
          key: "braided-clutch-line",
          name: L("Braided Clutch Line", "Армированный шланг сцепления", "خرطوم كلتش مجدول"),
          partPrefix: "BCL",
          priceRange: [45, 120],
          fitment: "vehicle",
          drawing: "hose",
          specs: [
            spec(N.material, "PTFE inner, stainless braid"),
            spec(N.length, "350 mm", "450 mm"),
          ],
          description: L(
            "The {brand} {name} replaces the rubber clutch hose of the {vehicle} with a PTFE line in a stainless braid that does not swell under pressure. The result is a firmer, more consistent pedal.",
            "{name} {brand} меняет резиновый шланг сцепления {vehicle} на тефлоновую магистраль в оплётке из нержавейки, которая не раздувается под давлением. Педаль становится чётче и стабильнее.",
            "يستبدل {name} من {brand} خرطوم الكلتش المطاطي في سيارة {vehicle} بخط من التفلون داخل جدلة ستانلس ستيل لا ينتفخ تحت الضغط. والنتيجة دواسة أصلب وأكثر ثباتاً.",
          ),
          excerpt: L(
            "Stainless-braided clutch hose for a consistent pedal.",
            "Шланг сцепления в оплётке из нержавейки для стабильной педали.",
            "خرطوم كلتش مجدول بالستانلس لدواسة ثابتة.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Fuel Systems

const fuelSystems: CategoryDef = {
  slug: "fuel-systems",
  name: L("Fuel Systems", "Топливная система", "أنظمة الوقود"),
  children: [
    {
      slug: "fuel-filters",
      name: L("Fuel Filters", "Топливные фильтры", "فلاتر الوقود"),
      partTypes: [
        {
          key: "fuel-filter-element",
          name: L("Fuel Filter Element", "Топливный фильтр", "فلتر وقود"),
          partPrefix: "FF",
          priceRange: [18, 65],
          fitment: "vehicle",
          drawing: "fuel-filter",
          specs: [
            spec(N.filtration, "5 µm", "10 µm"),
            spec(N.efficiency, "98.7%", "99.5%"),
          ],
          description: L(
            "The {brand} {name} is a direct replacement for the main fuel filter of the {vehicle}. Its media traps fine particles and separates water before they reach the injection pump.",
            "{name} {brand} — прямая замена основного топливного фильтра {vehicle}. Фильтрующий материал задерживает мелкие частицы и отделяет воду, прежде чем они дойдут до ТНВД.",
            "{name} من {brand} هو بديل مباشر لفلتر الوقود الرئيسي في سيارة {vehicle}. يحجز وسط الترشيح الجزيئات الدقيقة ويفصل الماء قبل وصولها إلى طرمبة الديزل.",
          ),
          excerpt: L(
            "Direct-fit main fuel filter with water separation.",
            "Основной топливный фильтр с отделением воды, ставится без доработок.",
            "فلتر وقود رئيسي بفاصل ماء، تركيب مباشر.",
          ),
        },
        {
          key: "diesel-pre-filter-kit",
          name: L("Diesel Pre-Filter Kit", "Комплект дополнительного фильтра-сепаратора", "طقم فلتر وقود ديزل أولي"),
          partPrefix: "PFK",
          priceRange: [180, 420],
          fitment: "vehicle",
          drawing: "fuel-filter",
          specs: [
            spec(N.filtration, "30 µm", "10 µm"),
            spec(N.flow, "180 L/h"),
            spec(N.material, "Cast aluminium head"),
          ],
          description: L(
            "The {brand} {name} adds a water-separating filter ahead of the factory filter on the {vehicle}, with a vehicle-specific bracket and hoses. The clear bowl and drain make it easy to check and empty water after a doubtful fill in remote areas.",
            "{name} {brand} добавляет перед штатным фильтром {vehicle} фильтр-сепаратор воды с кронштейном и шлангами именно под эту машину. Прозрачная колба и сливной кран позволяют легко проверить и слить воду после сомнительной заправки в глуши.",
            "يضيف {name} من {brand} فلتراً فاصلاً للماء قبل الفلتر الأصلي في سيارة {vehicle}، مع حامل وخراطيم مخصصة للسيارة. الكأس الشفاف وصمام التصريف يسهّلان فحص الماء وتصريفه بعد تعبئة مشكوك فيها في المناطق النائية.",
          ),
          excerpt: L(
            "A second line of defence for a common-rail diesel on remote fuel.",
            "Второй рубеж защиты для дизеля Common Rail на топливе из глубинки.",
            "خط دفاع ثانٍ لمحرك ديزل كومن ريل عند التزود بالوقود في المناطق النائية.",
          ),
        },
        {
          key: "water-in-fuel-sensor",
          name: L("Water-in-Fuel Sensor", "Датчик воды в топливе", "حساس الماء في الوقود"),
          partPrefix: "WIF",
          priceRange: [25, 85],
          fitment: "vehicle",
          drawing: "fuel-filter",
          specs: [
            spec(N.voltage, "12 V"),
            spec(N.thread, "M14 x 1.5", "1/4 in BSP"),
          ],
          description: L(
            "The {brand} {name} screws into the filter bowl of the {vehicle} and lights the dash warning when water collects. It replaces a failed sensor or adds one to a pre-filter.",
            "{name} {brand} вкручивается в колбу фильтра {vehicle} и зажигает лампу на приборной панели, когда в ней скапливается вода. Подходит на замену вышедшему из строя датчику или для установки в фильтр-сепаратор.",
            "يُركّب {name} من {brand} في كأس الفلتر بسيارة {vehicle} ويضيء لمبة التحذير في الطبلون عند تجمّع الماء. يحل محل حساس تالف أو يُضاف إلى فلتر أولي.",
          ),
          excerpt: L(
            "Warns the driver when water collects in the fuel filter.",
            "Предупреждает водителя, когда в топливном фильтре скапливается вода.",
            "ينبّه السائق عند تجمّع الماء في فلتر الوقود.",
          ),
        },
      ],
    },
    {
      slug: "fuel-pumps",
      name: L("Fuel Pumps", "Топливные насосы", "مضخات الوقود"),
      partTypes: [
        {
          key: "in-tank-fuel-pump",
          name: L("In-Tank Fuel Pump", "Погружной топливный насос", "مضخة وقود داخل الخزان"),
          partPrefix: "FP",
          priceRange: [90, 320],
          fitment: "vehicle",
          drawing: "fuel-pump",
          specs: [
            spec(N.flow, "120 L/h", "160 L/h"),
            spec(N.pressure, "3.5 bar", "4 bar"),
            spec(N.voltage, "12 V"),
          ],
          description: L(
            "The {brand} {name} replaces the electric pump inside the fuel tank of the {vehicle} and comes with a new strainer. Flow and pressure match the factory pump.",
            "{name} {brand} заменяет электрический насос в топливном баке {vehicle} и поставляется с новой сеткой-фильтром. Производительность и давление как у заводского насоса.",
            "تحل {name} من {brand} محل الطرمبة الكهربائية داخل خزان وقود سيارة {vehicle}، وتأتي مع مصفاة جديدة. التدفق والضغط مطابقان للطرمبة الأصلية.",
          ),
          excerpt: L(
            "Replacement in-tank pump with strainer.",
            "Погружной насос на замену с сеткой-фильтром.",
            "طرمبة وقود بديلة داخل الخزان مع مصفاة.",
          ),
        },
        {
          key: "fuel-transfer-pump",
          name: L("Fuel Transfer Pump", "Насос перекачки топлива", "مضخة نقل الوقود"),
          partPrefix: "FTP",
          priceRange: [70, 220],
          fitment: "universal",
          drawing: "fuel-pump",
          specs: [
            spec(N.flow, "40 L/min"),
            spec(N.voltage, "12 V", "24 V"),
            spec(N.dutyCycle, "30 min"),
          ],
          description: L(
            "The {brand} {name} moves diesel from drums, jerry cans or an auxiliary tank at 40 litres a minute. It runs off the battery through crocodile clips and comes with hoses and a manual nozzle.",
            "{name} {brand} перекачивает дизель из бочек, канистр или дополнительного бака со скоростью 40 литров в минуту. Питается от аккумулятора через зажимы-«крокодилы», в комплекте шланги и ручной пистолет.",
            "تنقل {name} من {brand} الديزل من البراميل أو الجوالين أو الخزان الإضافي بمعدل 40 لتراً في الدقيقة. تعمل على البطارية عبر ملاقط تمساح، وتأتي مع خراطيم ومسدس تعبئة يدوي.",
          ),
          excerpt: L(
            "12 V diesel transfer pump with hoses and nozzle.",
            "Насос 12 В для перекачки дизеля со шлангами и пистолетом.",
            "مضخة نقل ديزل 12 فولت مع خراطيم ومسدس تعبئة.",
          ),
        },
        {
          key: "high-pressure-fuel-pump",
          name: L("High-Pressure Fuel Pump", "Топливный насос высокого давления (ТНВД)", "مضخة وقود عالية الضغط"),
          partPrefix: "HPP",
          priceRange: [650, 1900],
          fitment: "vehicle",
          drawing: "fuel-pump",
          specs: [
            spec(N.pressure, "1,800 bar", "2,000 bar"),
            spec(N.material, "Remanufactured, new plungers and seals"),
          ],
          description: L(
            "The {brand} {name} is a remanufactured common-rail supply pump for the diesel {vehicle}, tested on a calibrated bench. Fit new filters and flush the fuel system when replacing a pump damaged by water or dirt.",
            "{name} {brand} — восстановленный насос Common Rail для дизельного {vehicle}, проверенный на калиброванном стенде. При замене насоса, пострадавшего от воды или грязи, поставьте новые фильтры и промойте топливную систему.",
            "{name} من {brand} هي طرمبة تغذية كومن ريل مُجدّدة لسيارة {vehicle} الديزل، مختبرة على منصة معايرة. ركّب فلاتر جديدة ونظّف نظام الوقود عند استبدال طرمبة تلفت بسبب الماء أو الأوساخ.",
          ),
          excerpt: L(
            "Bench-tested common-rail pump for the {vehicle}.",
            "ТНВД Common Rail для {vehicle}, проверенный на стенде.",
            "طرمبة كومن ريل مختبرة على المنصة لسيارة {vehicle}.",
          ),
        },
      ],
    },
    {
      slug: "long-range-tanks",
      name: L("Long Range Tanks", "Дополнительные топливные баки", "خزانات وقود بعيدة المدى"),
      partTypes: [
        {
          key: "long-range-fuel-tank",
          name: L("Long Range Fuel Tank", "Увеличенный топливный бак", "خزان وقود بعيد المدى"),
          partPrefix: "LRT",
          priceRange: [850, 1900],
          fitment: "vehicle",
          drawing: "fuel-tank",
          variations: [
            {
              name: L("Capacity", "Объём", "السعة"),
              values: [L("140 L", "140 л", "140 لتر"), L("180 L", "180 л", "180 لتر")],
            },
          ],
          specs: [
            spec(N.material, "2 mm aluminised steel"),
            spec(N.capacity, "140 L", "180 L"),
          ],
          description: L(
            "The {brand} {name} replaces the factory tank of the {vehicle} and nearly doubles its range. It uses the original pump, sender and mounting points and keeps ground clearance close to standard.",
            "{name} {brand} ставится вместо штатного бака {vehicle} и почти вдвое увеличивает запас хода. Используются родной насос, датчик уровня и точки крепления, а дорожный просвет остаётся почти стандартным.",
            "يحل {name} من {brand} محل الخزان الأصلي في سيارة {vehicle} ويضاعف مدى السير تقريباً. يستخدم الطرمبة والعوامة ونقاط التثبيت الأصلية، ويبقى الارتفاع عن الأرض قريباً من القياسي.",
          ),
          excerpt: L(
            "Replacement tank that nearly doubles the range of the {vehicle}.",
            "Бак на замену штатному, который почти вдвое увеличивает запас хода {vehicle}.",
            "خزان بديل يضاعف مدى سير سيارة {vehicle} تقريباً.",
          ),
        },
        {
          key: "auxiliary-sub-tank",
          name: L("Auxiliary Sub Tank", "Дополнительный бак", "خزان وقود إضافي"),
          partPrefix: "AUX",
          priceRange: [650, 1400],
          fitment: "vehicle",
          drawing: "fuel-tank",
          specs: [
            spec(N.capacity, "60 L", "90 L"),
            spec(N.material, "Aluminised steel"),
          ],
          description: L(
            "The {brand} {name} fits in an unused chassis space of the {vehicle} and feeds the main tank through a transfer pump. A dash switch and gauge kit are included.",
            "{name} {brand} встаёт в свободное место на раме {vehicle} и подаёт топливо в основной бак через насос перекачки. В комплекте переключатель и указатель для приборной панели.",
            "يُركّب {name} من {brand} في فراغ غير مستخدم على شاصي سيارة {vehicle} ويغذي الخزان الرئيسي عبر مضخة نقل. يشمل الطقم مفتاحاً وعداداً للطبلون.",
          ),
          excerpt: L(
            "Extra fuel in an unused chassis space, with transfer pump kit.",
            "Дополнительное топливо в свободном месте на раме, с насосом перекачки.",
            "وقود إضافي في فراغ غير مستخدم من الشاصي، مع طقم مضخة نقل.",
          ),
        },
      ],
    },
    {
      slug: "jerry-cans",
      name: L("Jerry Cans and Holders", "Канистры и держатели", "جالونات الوقود وحواملها"),
      partTypes: [
        {
          key: "steel-jerry-can",
          name: L("Steel Jerry Can", "Стальная канистра", "جالون وقود معدني"),
          partPrefix: "JC",
          priceRange: [45, 95],
          fitment: "universal",
          drawing: "jerry-can",
          variations: [
            {
              name: L("Capacity", "Объём", "السعة"),
              values: [L("10 L", "10 л", "10 لتر"), L("20 L", "20 л", "20 لتر")],
            },
          ],
          options: [colour(C.olive, C.black, C.red, C.sand)],
          specs: [
            spec(N.material, "0.9 mm steel"),
            spec(N.capacity, "10 L", "20 L"),
          ],
          description: L(
            "The {brand} {name} is the classic pressed-steel can with three handles, a locking cam closure and an internal lining for petrol or diesel. A flexible spout is included.",
            "{name} {brand} — классическая штампованная канистра с тремя ручками, кулачковым замком крышки и внутренним покрытием для бензина или дизеля. Гибкая лейка в комплекте.",
            "{name} من {brand} هو الجالون الكلاسيكي من الحديد المكبوس بثلاثة مقابض وغطاء بقفل كامة وبطانة داخلية للبنزين أو الديزل. يأتي مع بزبوز مرن.",
          ),
          excerpt: L(
            "Classic three-handle steel can with spout.",
            "Классическая стальная канистра с тремя ручками и лейкой.",
            "جالون حديد كلاسيكي بثلاثة مقابض مع بزبوز.",
          ),
        },
        {
          key: "jerry-can-holder",
          name: L("Jerry Can Holder", "Держатель канистры", "حامل جالون الوقود"),
          partPrefix: "JCH",
          priceRange: [60, 180],
          fitment: "universal",
          drawing: "jerry-can",
          specs: [
            spec(N.material, "Powder-coated steel"),
            spec(N.capacity, "1 x 20 L", "2 x 20 L"),
          ],
          description: L(
            "The {brand} {name} holds standard 20 litre cans on a roof rack, rear bar or tray with a lockable clamp bar. It bolts through any rack slot or flat panel.",
            "{name} {brand} удерживает стандартные 20-литровые канистры на багажнике, заднем бампере или грузовой платформе запираемой прижимной планкой. Крепится болтами в любой паз багажника или на ровную панель.",
            "يثبّت {name} من {brand} جوالين الـ20 لتراً القياسية على حامل السقف أو الصدام الخلفي أو السطحة بقضيب تثبيت قابل للقفل. يُربط بالبراغي في أي مجرى على الحامل أو على أي لوح مسطح.",
          ),
          excerpt: L(
            "Lockable holder for standard 20 litre cans.",
            "Запираемый держатель для стандартных 20-литровых канистр.",
            "حامل قابل للقفل لجوالين 20 لتراً القياسية.",
          ),
        },
        {
          key: "fuel-siphon-hose",
          name: L("Fuel Siphon Hose", "Шланг для перелива топлива", "خرطوم سحب الوقود"),
          partPrefix: "FSH",
          priceRange: [15, 45],
          fitment: "universal",
          drawing: "hose",
          specs: [
            spec(N.length, "1.8 m"),
            spec(N.diameter, "19 mm"),
          ],
          description: L(
            "The {brand} {name} starts a siphon with a few shakes of its non-return valve, so fuel never reaches your mouth. It empties a 20 litre can in about two minutes.",
            "{name} {brand} начинает перелив после нескольких встряхиваний обратного клапана, так что топливо никогда не попадёт в рот. 20-литровая канистра опустошается примерно за две минуты.",
            "يبدأ {name} من {brand} السحب بعد بضع هزات لصمام عدم الرجوع، فلا يصل الوقود إلى فمك أبداً. يفرغ جالون 20 لتراً في نحو دقيقتين.",
          ),
          excerpt: L(
            "Self-priming siphon hose for jerry cans.",
            "Самовсасывающий шланг для перелива из канистр.",
            "خرطوم سحب يبدأ بالهز لجوالين الوقود.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Steering

const steering: CategoryDef = {
  slug: "steering",
  name: L("Steering", "Рулевое управление", "نظام التوجيه"),
  children: [
    {
      slug: "steering-dampers",
      name: L("Steering Dampers", "Рулевые демпферы", "مخمدات التوجيه"),
      partTypes: [
        {
          key: "steering-damper",
          name: L("Steering Damper", "Рулевой демпфер", "مخمد توجيه"),
          partPrefix: "SD",
          priceRange: [85, 260],
          fitment: "vehicle",
          drawing: "steering-damper",
          specs: [
            spec(N.boreSize, "35 mm", "40 mm"),
            spec(N.shaftDiameter, "18 mm"),
            spec(N.finish, "Black epoxy"),
          ],
          description: L(
            "The {brand} {name} calms kickback through the wheel of the {vehicle} on corrugations and rocks, and helps hold a straight line with larger tyres. It bolts to the factory mounts.",
            "{name} {brand} гасит отдачу в руль {vehicle} на гребёнке и камнях и помогает держать прямую на колёсах большего размера. Ставится на штатные крепления.",
            "يخفف {name} من {brand} ارتداد الدركسون في سيارة {vehicle} على الطرق المتموجة والصخور، ويساعد على الثبات في خط مستقيم مع الكفرات الكبيرة. يُركّب على نقاط التثبيت الأصلية.",
          ),
          excerpt: L(
            "Less kickback and wander with bigger tyres.",
            "Меньше отдачи в руль и рыскания на больших колёсах.",
            "ارتداد أقل وثبات أكبر في الدركسون مع الكفرات الكبيرة.",
          ),
        },
        {
          key: "dual-steering-damper-kit",
          name: L("Dual Steering Damper Kit", "Комплект двойного рулевого демпфера", "طقم مخمد توجيه مزدوج"),
          partPrefix: "DSD",
          priceRange: [220, 520],
          fitment: "vehicle",
          drawing: "steering-damper",
          specs: [
            spec(N.boreSize, "35 mm"),
            spec(N.material, "Laser-cut steel brackets"),
          ],
          description: L(
            "The {brand} {name} fits two opposed dampers to the tie rod of the {vehicle} for heavy mud-terrain tyres. Brackets, clamps and hardware are included.",
            "{name} {brand} устанавливает на рулевую тягу {vehicle} два встречных демпфера — под тяжёлые грязевые шины. Кронштейны, хомуты и крепёж в комплекте.",
            "يركّب {name} من {brand} مخمدين متقابلين على ذراع التوجيه في سيارة {vehicle} لكفرات الطين الثقيلة. الحوامل والمشابك والبراغي ضمن الطقم.",
          ),
          excerpt: L(
            "Twin dampers for big tyres on a solid front axle.",
            "Два демпфера под большие шины на неразрезном переднем мосту.",
            "مخمدان للكفرات الكبيرة على محور أمامي صلب.",
          ),
        },
      ],
    },
    {
      slug: "tie-rods-and-drag-links",
      name: L("Tie Rods and Drag Links", "Рулевые тяги", "أذرع التوجيه"),
      partTypes: [
        {
          key: "heavy-duty-tie-rod",
          name: L("Heavy-Duty Tie Rod", "Усиленная рулевая тяга", "ذراع توجيه معزز"),
          partPrefix: "TR",
          priceRange: [120, 480],
          fitment: "vehicle",
          drawing: "tie-rod",
          specs: [
            spec(N.diameter, "32 mm", "38 mm"),
            spec(N.material, "4140 chromoly", "Solid steel bar"),
          ],
          description: L(
            "The {brand} {name} replaces the thin factory tube of the {vehicle} with a solid bar that will not bend on a rock. Greaseable ends and the factory taper keep the fit exact.",
            "{name} {brand} заменяет тонкую заводскую трубку {vehicle} сплошным прутком, который не погнётся о камень. Наконечники с маслёнками и заводской конус обеспечивают точную посадку.",
            "يستبدل {name} من {brand} الأنبوب الرفيع الأصلي في سيارة {vehicle} بقضيب مصمت لا ينثني على الصخور. الأطراف القابلة للتشحيم والمخروط الأصلي يضمنان تركيباً دقيقاً.",
          ),
          excerpt: L(
            "A solid tie rod that will not bend on a rock.",
            "Сплошная рулевая тяга, которая не погнётся о камень.",
            "ذراع توجيه مصمت لا ينثني على الصخور.",
          ),
        },
        {
          key: "heavy-duty-drag-link",
          name: L("Heavy-Duty Drag Link", "Усиленная продольная тяга", "ذراع سحب معزز"),
          partPrefix: "HDL",
          priceRange: [110, 420],
          fitment: "vehicle",
          drawing: "tie-rod",
          specs: [
            spec(N.diameter, "30 mm", "35 mm"),
            spec(N.material, "4140 chromoly"),
          ],
          description: L(
            "The {brand} {name} links the steering box to the knuckle of the {vehicle} with an adjustable solid bar. It is made to re-centre the steering wheel after a lift.",
            "{name} {brand} соединяет рулевой редуктор с поворотным кулаком {vehicle} регулируемым сплошным прутком. Она нужна, чтобы выставить руль по центру после лифта.",
            "يربط {name} من {brand} علبة الدركسون بمفصل توجيه العجلة في سيارة {vehicle} بقضيب مصمت قابل للتعديل. صُمّم لإعادة توسيط الدركسون بعد الرفع.",
          ),
          excerpt: L(
            "Adjustable drag link to centre the wheel after a lift.",
            "Регулируемая продольная тяга, чтобы выставить руль по центру после лифта.",
            "ذراع سحب قابل للتعديل لتوسيط الدركسون بعد الرفع.",
          ),
        },
        {
          key: "tie-rod-end",
          name: L("Tie Rod End", "Рулевой наконечник", "طرف ذراع التوجيه"),
          partPrefix: "TRE",
          priceRange: [25, 90],
          fitment: "vehicle",
          drawing: "tie-rod",
          variations: [side],
          specs: [
            spec(N.thread, "M16 x 1.5", "M18 x 1.5"),
            spec(N.material, "Forged steel"),
          ],
          description: L(
            "The {brand} {name} is a greaseable replacement tie rod end for the {vehicle}. A new castle nut and split pin are included.",
            "{name} {brand} — обслуживаемый рулевой наконечник с маслёнкой на замену для {vehicle}. Новая корончатая гайка и шплинт в комплекте.",
            "{name} من {brand} هو طرف ذراع توجيه بديل قابل للتشحيم لسيارة {vehicle}. يأتي مع صامولة تاجية ومسمار مشقوق (كوبيلة) جديدين.",
          ),
          excerpt: L(
            "Greaseable replacement tie rod end.",
            "Рулевой наконечник с маслёнкой на замену.",
            "طرف ذراع توجيه بديل قابل للتشحيم.",
          ),
        },
      ],
    },
    {
      slug: "steering-boxes-and-pumps",
      name: L("Steering Boxes and Pumps", "Рулевые редукторы и насосы ГУР", "علب التوجيه ومضخات الباور"),
      partTypes: [
        {
          key: "power-steering-box",
          name: L("Power Steering Box", "Рулевой редуктор с ГУР", "علبة توجيه هيدروليكية"),
          partPrefix: "PSB",
          priceRange: [380, 1100],
          fitment: "vehicle",
          drawing: "gearbox",
          specs: [
            spec(N.ratio, "16:1", "18:1"),
            spec(N.material, "Cast iron housing"),
          ],
          description: L(
            "The {brand} {name} is a remanufactured steering box for the {vehicle}, with new seals, bearings and a re-set worm preload. It removes the free play that makes a worn box wander on the highway.",
            "{name} {brand} — восстановленный рулевой редуктор для {vehicle} с новыми сальниками, подшипниками и заново выставленным преднатягом червяка. Он убирает люфт, из-за которого изношенный редуктор рыскает на трассе.",
            "{name} من {brand} هي علبة دركسون مُجدّدة لسيارة {vehicle} بصوفات وبلي جديدة وضبط جديد للتحميل المسبق للدودة. تزيل الرخاوة التي تجعل العلبة المتآكلة تتمايل على الطريق السريع.",
          ),
          excerpt: L(
            "Remanufactured box that removes steering free play.",
            "Восстановленный редуктор, который убирает люфт руля.",
            "علبة دركسون مُجدّدة تزيل رخاوة التوجيه.",
          ),
        },
        {
          key: "power-steering-pump",
          name: L("Power Steering Pump", "Насос ГУР", "مضخة الباور ستيرنج"),
          partPrefix: "PSP",
          priceRange: [180, 520],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.pressure, "90 bar", "120 bar"),
            spec(N.flow, "7.5 L/min", "9 L/min"),
          ],
          description: L(
            "The {brand} {name} bolts to the engine of the {vehicle} with the factory pulley and fittings. Its pressure and flow match the original, so steering weight stays the same.",
            "{name} {brand} ставится на двигатель {vehicle} со штатным шкивом и фитингами. Давление и производительность как у оригинала, поэтому усилие на руле не меняется.",
            "تُركّب {name} من {brand} على محرك سيارة {vehicle} مع البكرة والوصلات الأصلية. ضغطها وتدفقها مطابقان للأصلية، فيبقى ثقل الدركسون كما هو.",
          ),
          excerpt: L("Direct-fit power steering pump.", "Насос ГУР, ставится без доработок.", "طرمبة باور تركيب مباشر."),
        },
        {
          key: "steering-box-brace",
          name: L("Steering Box Brace", "Усилитель крепления рулевого редуктора", "دعامة علبة التوجيه"),
          partPrefix: "SBB",
          priceRange: [120, 320],
          fitment: "vehicle",
          drawing: "generic",
          specs: [spec(N.material, "6 mm laser-cut steel")],
          description: L(
            "The {brand} {name} ties the steering box of the {vehicle} to the opposite chassis rail, so big tyres cannot crack the chassis around the box mounts.",
            "{name} {brand} связывает рулевой редуктор {vehicle} с противоположным лонжероном рамы, чтобы большие колёса не порвали раму вокруг креплений редуктора.",
            "تربط {name} من {brand} علبة الدركسون في سيارة {vehicle} بعارضة الشاصي المقابلة، حتى لا تتسبب الكفرات الكبيرة في تشقق الشاصي حول نقاط تثبيت العلبة.",
          ),
          excerpt: L(
            "Stops the chassis cracking around the steering box.",
            "Не даёт раме треснуть вокруг рулевого редуктора.",
            "تمنع تشقق الشاصي حول علبة الدركسون.",
          ),
        },
        {
          key: "power-steering-cooler",
          name: L("Power Steering Cooler", "Радиатор ГУР", "مبرد زيت الباور"),
          partPrefix: "PSC",
          priceRange: [60, 160],
          fitment: "universal",
          drawing: "radiator",
          specs: [
            spec(N.coreRows, "1"),
            spec(N.pipeDiameter, "10 mm"),
            spec(N.material, "Aluminium bar and plate"),
          ],
          description: L(
            "The {brand} {name} is a compact bar-and-plate cooler that mounts in front of the radiator and splices into the return line. It keeps fluid temperatures down in slow, hard steering on sand and rocks.",
            "{name} {brand} — компактный пластинчато-ребристый радиатор, который ставится перед основным радиатором и врезается в обратную магистраль. Он не даёт жидкости перегреваться при медленном тяжёлом рулении на песке и камнях.",
            "{name} من {brand} هو مبرد مدمج من نوع القضبان والألواح يُركّب أمام الرديتر ويوصل في خط الرجوع. يحافظ على حرارة زيت الباور منخفضة عند التوجيه البطيء والشاق على الرمل والصخور.",
          ),
          excerpt: L("Compact cooler for power steering fluid.", "Компактный радиатор для жидкости ГУР.", "مبرد مدمج لزيت الباور."),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Suspension

const suspension: CategoryDef = {
  slug: "suspension",
  name: L("Suspension", "Подвеска", "نظام التعليق"),
  children: [
    {
      slug: "shock-absorbers",
      name: L("Shock Absorbers", "Амортизаторы", "ممتصات الصدمات"),
      partTypes: [
        {
          key: "nitro-gas-shock",
          name: L("Nitro Gas Shock Absorber", "Газомасляный амортизатор", "ممتص صدمات غازي"),
          partPrefix: "NGS",
          priceRange: [90, 260],
          fitment: "vehicle",
          drawing: "shock",
          variations: [position],
          specs: [
            spec(N.boreSize, "35 mm", "40 mm"),
            spec(N.shaftDiameter, "18 mm"),
            spec(N.lift, "0-50 mm"),
          ],
          description: L(
            "The {brand} {name} is a twin-tube nitrogen-charged shock valved for the {vehicle} carrying touring loads. Its larger bore and oil volume keep damping consistent on long corrugated roads.",
            "{name} {brand} — двухтрубный амортизатор с азотным подпором и клапанами, настроенными под {vehicle} с экспедиционной загрузкой. Увеличенный диаметр поршня и объём масла сохраняют стабильную работу на длинной гребёнке.",
            "{name} من {brand} هو مساعد ثنائي الأنبوب مشحون بالنيتروجين، بصمامات معايرة لسيارة {vehicle} المحمّلة بعدّة الرحلات. قطر المكبس الأكبر وكمية الزيت الأكبر يحافظان على ثبات التخميد على الطرق المتموجة الطويلة.",
          ),
          excerpt: L(
            "Twin-tube gas shock valved for touring loads.",
            "Двухтрубный газовый амортизатор, настроенный под экспедиционную загрузку.",
            "مساعد غازي ثنائي الأنبوب معاير لأحمال الرحلات.",
          ),
        },
        {
          key: "foam-cell-shock",
          name: L("Foam Cell Shock Absorber", "Амортизатор с пенным наполнителем", "ممتص صدمات بخلايا رغوية"),
          partPrefix: "FCS",
          priceRange: [120, 320],
          fitment: "vehicle",
          drawing: "shock",
          variations: [position],
          specs: [
            spec(N.boreSize, "40 mm", "45 mm"),
            spec(N.shaftDiameter, "20 mm"),
            spec(N.lift, "0-50 mm", "50-75 mm"),
          ],
          description: L(
            "The {brand} {name} uses a closed-cell foam insert instead of free gas, so the oil cannot aerate when the {vehicle} works hard on corrugations. It is the shock for heavily loaded tourers and tradespeople.",
            "{name} {brand} использует вставку из пены с закрытыми ячейками вместо свободного газа, поэтому масло не вспенивается, когда {vehicle} много работает на гребёнке. Это амортизатор для тяжело гружёных путешественников и рабочих машин.",
            "يستخدم {name} من {brand} حشوة رغوية مغلقة الخلايا بدلاً من الغاز الحر، فلا يرغو الزيت عندما تعمل سيارة {vehicle} بجهد على الطرق المتموجة. إنه المساعد المناسب لسيارات الرحلات المحمّلة بثقل وسيارات الشغل.",
          ),
          excerpt: L(
            "Fade-resistant foam cell shock for heavy loads.",
            "Стойкий к перегреву амортизатор с пенным наполнителем для тяжёлых нагрузок.",
            "مساعد بخلايا رغوية لا يضعف أداؤه تحت الأحمال الثقيلة.",
          ),
        },
        {
          key: "remote-reservoir-shock",
          name: L("Remote Reservoir Shock Absorber", "Амортизатор с выносным резервуаром", "ممتص صدمات بخزان منفصل"),
          partPrefix: "RRS",
          priceRange: [320, 950],
          fitment: "vehicle",
          drawing: "shock",
          variations: [position, liftHeight],
          specs: [
            spec(N.boreSize, "50 mm", "60 mm"),
            spec(N.shaftDiameter, "22 mm"),
            spec(N.material, "6061-T6 aluminium reservoir"),
          ],
          description: L(
            "The {brand} {name} moves extra oil and a floating piston into a remote reservoir, so the {vehicle} keeps full damping through hours of desert or corrugations. Rebuildable and re-valvable.",
            "{name} {brand} выносит дополнительное масло и плавающий поршень в отдельный резервуар, поэтому {vehicle} сохраняет полное демпфирование за часы пустыни или гребёнки. Обслуживаемый, клапаны можно перенастроить.",
            "ينقل {name} من {brand} زيتاً إضافياً ومكبساً عائماً إلى خزان منفصل، فتحافظ سيارة {vehicle} على تخميد كامل طوال ساعات من القيادة في الصحراء أو على الطرق المتموجة. قابل لإعادة البناء وإعادة معايرة الصمامات.",
          ),
          excerpt: L(
            "Big-bore monotube shock with remote reservoir.",
            "Монотрубный амортизатор большого диаметра с выносным резервуаром.",
            "مساعد أحادي الأنبوب كبير القطر بخزان منفصل.",
          ),
        },
      ],
    },
    {
      slug: "coil-springs",
      name: L("Coil Springs", "Пружины подвески", "النوابض اللولبية"),
      partTypes: [
        {
          key: "raised-coil-springs",
          name: L("Raised Coil Springs", "Пружины с лифтом", "نوابض لولبية مرفوعة"),
          partPrefix: "CS",
          priceRange: [180, 420],
          fitment: "vehicle",
          drawing: "coil-spring",
          variations: [position, load],
          specs: [
            spec(N.lift, "40 mm", "50 mm"),
            spec(N.wireDiameter, "14.5 mm", "16 mm"),
            spec(N.material, "SAE 9254 spring steel"),
          ],
          description: L(
            "The {brand} {name} lifts the {vehicle} by about 50 mm and is rated for the weight of a bar, winch or drawers. Sold as a pair and matched to the shocks in the same range.",
            "{name} {brand} поднимают {vehicle} примерно на 50 мм и рассчитаны на вес силового бампера, лебёдки или ящиков. Продаются парой и подобраны к амортизаторам той же серии.",
            "ترفع {name} من {brand} سيارة {vehicle} بنحو 50 مم، وهي مصممة لتحمّل وزن صدام حديد أو ونش أو أدراج. تُباع زوجاً ومطابقة للمساعدات من نفس الفئة.",
          ),
          excerpt: L(
            "A matched pair of lifted coils rated for accessory weight.",
            "Пара пружин с лифтом, рассчитанных на вес навесного оборудования.",
            "زوج سست مرفوعة مصممة لتحمّل وزن الإضافات.",
          ),
        },
        {
          key: "progressive-coil-springs",
          name: L("Progressive Rate Coil Springs", "Прогрессивные пружины", "نوابض لولبية متدرجة الصلابة"),
          partPrefix: "PCS",
          priceRange: [220, 480],
          fitment: "vehicle",
          drawing: "coil-spring",
          variations: [position],
          specs: [
            spec(N.springRate, "38-52 N/mm", "45-65 N/mm"),
            spec(N.lift, "30 mm", "45 mm"),
          ],
          description: L(
            "The {brand} {name} has closer-wound coils at one end, so the {vehicle} rides softly when empty and firms up as load goes on. Sold as a pair.",
            "{name} {brand} имеют более плотную навивку с одного конца, поэтому {vehicle} идёт мягко порожняком и становится жёстче по мере загрузки. Продаются парой.",
            "لفّات {name} من {brand} أكثر تقارباً في أحد الطرفين، فتسير سيارة {vehicle} بنعومة وهي فارغة وتزداد صلابة كلما زادت الحمولة. تُباع زوجاً.",
          ),
          excerpt: L(
            "Soft when empty, firm when loaded.",
            "Мягкие без груза, жёсткие под нагрузкой.",
            "ناعمة وهي فارغة، صلبة تحت الحمولة.",
          ),
        },
        {
          key: "coil-spring-spacer",
          name: L("Coil Spring Spacer", "Проставка пружины", "مباعد النابض اللولبي"),
          partPrefix: "CSS",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "bush",
          specs: [
            spec(N.thickness, "10 mm", "20 mm", "30 mm"),
            spec(N.material, "Polyurethane", "Aluminium"),
          ],
          description: L(
            "The {brand} {name} sits above the spring of the {vehicle} to level a sagging corner or the extra weight of a winch. Sold in pairs.",
            "{name} {brand} ставится над пружиной {vehicle}, чтобы выровнять просевший угол или компенсировать вес лебёдки. Продаётся парой.",
            "يُركّب {name} من {brand} فوق سستة سيارة {vehicle} لتعديل زاوية هابطة أو تعويض الوزن الإضافي للونش. يُباع زوجاً.",
          ),
          excerpt: L(
            "Levels a corner or compensates for extra weight.",
            "Выравнивает угол или компенсирует дополнительный вес.",
            "يعدّل زاوية هابطة أو يعوّض الوزن الإضافي.",
          ),
        },
      ],
    },
    {
      slug: "leaf-springs",
      name: L("Leaf Springs", "Рессоры", "النوابض الورقية (الريش)"),
      partTypes: [
        {
          key: "raised-leaf-spring-pack",
          name: L("Raised Leaf Spring Pack", "Рессора с лифтом", "ريش مرفوعة"),
          partPrefix: "LS",
          priceRange: [260, 720],
          fitment: "vehicle",
          drawing: "leaf-spring",
          variations: [load],
          specs: [
            spec(N.leaves, "5", "7"),
            spec(N.lift, "50 mm"),
            spec(N.load, "300 kg", "600 kg"),
          ],
          description: L(
            "The {brand} {name} gives the rear of the {vehicle} about 50 mm of lift and more load capacity without the harsh ride of an overloaded factory pack. New centre bolts and bushes are included.",
            "{name} {brand} даёт задку {vehicle} около 50 мм лифта и большую грузоподъёмность без жёсткости перегруженной штатной рессоры. Новые центральные болты и втулки в комплекте.",
            "تمنح {name} من {brand} مؤخرة سيارة {vehicle} رفعاً بنحو 50 مم وقدرة تحميل أكبر، دون قساوة الريش الأصلية المحمّلة فوق طاقتها. تشمل براغي وسطية وبوشات جديدة.",
          ),
          excerpt: L(
            "Lifted rear leaf pack that carries load without harshness.",
            "Задние рессоры с лифтом, которые держат груз без жёсткости.",
            "ريش خلفية مرفوعة تحمل الأثقال دون قساوة.",
          ),
        },
        {
          key: "greasable-shackle-kit",
          name: L("Greasable Shackle and Pin Kit", "Комплект серег и пальцев рессор с маслёнками", "طقم شكالات ومسامير الريش قابلة للتشحيم"),
          partPrefix: "GSK",
          priceRange: [90, 260],
          fitment: "vehicle",
          drawing: "leaf-spring",
          specs: [
            spec(N.material, "Zinc-plated steel, polyurethane bushes"),
            spec(N.pieces, "12", "16"),
          ],
          description: L(
            "The {brand} {name} replaces the leaf spring pins, shackles and bushes of the {vehicle} with greasable parts. Regular greasing stops the squeaks and wear that come with dust and water crossings.",
            "{name} {brand} заменяет пальцы, серьги и втулки рессор {vehicle} на детали с маслёнками. Регулярная шприцовка избавляет от скрипа и износа, которые приносят пыль и броды.",
            "يستبدل {name} من {brand} مسامير الريش والشكالات والبوشات في سيارة {vehicle} بقطع قابلة للتشحيم. التشحيم المنتظم يوقف الصرير والتآكل الناتجين عن الغبار وعبور المياه.",
          ),
          excerpt: L(
            "Greasable pins, shackles and bushes for leaf springs.",
            "Пальцы, серьги и втулки рессор с маслёнками.",
            "مسامير وشكالات وبوشات ريش قابلة للتشحيم.",
          ),
        },
        {
          key: "add-a-leaf",
          name: L("Add-a-Leaf Kit", "Дополнительный лист рессоры", "طقم ريشة إضافية"),
          partPrefix: "AAL",
          priceRange: [80, 190],
          fitment: "vehicle",
          drawing: "leaf-spring",
          specs: [
            spec(N.load, "150 kg", "250 kg"),
            spec(N.lift, "25 mm", "35 mm"),
          ],
          description: L(
            "The {brand} {name} adds one leaf to each rear spring of the {vehicle} to restore height and carry extra load. Long centre bolts are included.",
            "{name} {brand} добавляет по одному листу в каждую заднюю рессору {vehicle}, чтобы вернуть высоту и возить больше груза. Удлинённые центральные болты в комплекте.",
            "يضيف {name} من {brand} ريشة واحدة إلى كل مجموعة ريش خلفية في سيارة {vehicle} لاستعادة الارتفاع وحمل وزن إضافي. تشمل براغي وسطية أطول.",
          ),
          excerpt: L(
            "One extra leaf per side to restore height and capacity.",
            "По листу на сторону, чтобы вернуть высоту и грузоподъёмность.",
            "ريشة إضافية لكل جهة لاستعادة الارتفاع وقدرة التحميل.",
          ),
        },
      ],
    },
    {
      slug: "lift-kits",
      name: L("Lift Kits", "Лифт-комплекты", "أطقم الرفع"),
      partTypes: [
        {
          key: "complete-lift-kit",
          name: L("Complete Suspension Lift Kit", "Лифт-комплект подвески", "طقم رفع نظام التعليق الكامل"),
          partPrefix: "LK",
          priceRange: [900, 3200],
          fitment: "vehicle",
          drawing: "lift-kit",
          variations: [liftHeight],
          specs: [
            spec(N.lift, "50 mm", "75 mm"),
            spec(N.pieces, "4 shocks, 2 pairs of springs, bushes"),
          ],
          description: L(
            "The {brand} {name} includes matched shocks, springs and bushes for the {vehicle}, chosen together for load and lift. It raises the vehicle for bigger tyres and better clearance while keeping a controlled, comfortable ride.",
            "{name} {brand} включает амортизаторы, пружины и втулки для {vehicle}, подобранные вместе по нагрузке и высоте лифта. Он поднимает машину под колёса большего размера и добавляет клиренса, а подвеска остаётся собранной и комфортной.",
            "يضم {name} من {brand} مساعدات وسست وبوشات لسيارة {vehicle}، مختارة معاً لتناسب الحمولة ومقدار الرفع. يرفع السيارة لتركيب كفرات أكبر وزيادة الارتفاع عن الأرض، مع قيادة متماسكة ومريحة.",
          ),
          excerpt: L(
            "Matched shocks, springs and bushes for a proper lift.",
            "Подобранные амортизаторы, пружины и втулки для правильного лифта.",
            "مساعدات وسست وبوشات متطابقة لرفع سليم.",
          ),
        },
        {
          key: "body-lift-kit",
          name: L("Body Lift Kit", "Боди-лифт", "طقم رفع الهيكل"),
          partPrefix: "BLK",
          priceRange: [250, 650],
          fitment: "vehicle",
          drawing: "lift-kit",
          specs: [
            spec(N.lift, "25 mm", "50 mm"),
            spec(N.material, "Machined polyurethane blocks"),
          ],
          description: L(
            "The {brand} {name} raises the body of the {vehicle} on its chassis mounts for more tyre clearance without changing suspension geometry. Longer bolts and bracket extensions are included.",
            "{name} {brand} поднимает кузов {vehicle} на опорах рамы и освобождает место под большие колёса без изменения геометрии подвески. Удлинённые болты и удлинители кронштейнов в комплекте.",
            "يرفع {name} من {brand} جسم سيارة {vehicle} فوق نقاط تثبيته على الشاصي لمساحة أكبر للكفرات، دون تغيير هندسة نظام التعليق. يشمل براغي أطول وامتدادات للحوامل.",
          ),
          excerpt: L(
            "More tyre room without touching suspension geometry.",
            "Больше места под колёса без вмешательства в геометрию подвески.",
            "مساحة أكبر للكفرات دون المساس بهندسة التعليق.",
          ),
        },
        {
          key: "diff-drop-kit",
          name: L("Diff Drop Kit", "Комплект опускания переднего редуктора", "طقم إنزال الدفرنس"),
          partPrefix: "DDK",
          priceRange: [120, 320],
          fitment: "vehicle",
          drawing: "lift-kit",
          specs: [
            spec(N.material, "Laser-cut steel spacers"),
            spec(N.thickness, "25 mm", "30 mm"),
          ],
          description: L(
            "The {brand} {name} lowers the front differential of a lifted {vehicle} to bring the CV angles back towards standard. It reduces CV wear and boot splits after a lift.",
            "{name} {brand} опускает передний редуктор лифтованного {vehicle} и возвращает углы ШРУСов ближе к стандартным. Это снижает износ ШРУСов и разрывы пыльников после лифта.",
            "يُنزل {name} من {brand} الدفرنس الأمامي في سيارة {vehicle} المرفوعة ليعيد زوايا العكوس (مفاصل CV) قريباً من وضعها القياسي. يقلل تآكل العكوس وتمزق جلودها بعد الرفع.",
          ),
          excerpt: L("Restores CV angles after a lift.", "Возвращает правильные углы ШРУСов после лифта.", "يعيد زوايا العكوس بعد الرفع."),
        },
      ],
    },
    {
      slug: "bushes",
      name: L("Bushes", "Сайлентблоки и втулки", "البوشات"),
      partTypes: [
        {
          key: "polyurethane-bush-kit",
          name: L("Polyurethane Bush Kit", "Комплект полиуретановых втулок", "طقم بوشات بولي يوريثان"),
          partPrefix: "PBK",
          priceRange: [90, 450],
          fitment: "vehicle",
          drawing: "bush",
          variations: [position],
          specs: [
            spec(N.hardness, "80 Shore A", "90 Shore A"),
            spec(N.pieces, "12", "24"),
          ],
          description: L(
            "The {brand} {name} replaces the tired rubber bushes of the {vehicle} with polyurethane that resists oil, heat and tearing. Steering and axle control sharpen with no more noise than rubber.",
            "{name} {brand} заменяет уставшие резиновые втулки {vehicle} полиуретаном, который не боится масла, жары и разрывов. Рулевое и мосты работают точнее, а шума не больше, чем от резины.",
            "يستبدل {name} من {brand} البوشات المطاطية المتعبة في سيارة {vehicle} ببوشات بولي يوريثان تقاوم الزيت والحرارة والتمزق. يصبح التوجيه والتحكم بالمحاور أدق دون ضجيج أكثر من المطاط.",
          ),
          excerpt: L(
            "Polyurethane bushes that outlast rubber.",
            "Полиуретановые втулки, которые служат дольше резины.",
            "بوشات بولي يوريثان تعمّر أكثر من المطاط.",
          ),
        },
        {
          key: "control-arm-bush",
          name: L("Control Arm Bush", "Сайлентблок рычага", "بوش ذراع التحكم"),
          partPrefix: "CAB",
          priceRange: [25, 120],
          fitment: "vehicle",
          drawing: "bush",
          specs: [
            spec(N.material, "Rubber with steel sleeve", "Polyurethane"),
            spec(N.hardness, "70 Shore A", "85 Shore A"),
          ],
          description: L(
            "The {brand} {name} is a press-in replacement bush for a control arm of the {vehicle}. A worn one lets the wheel shift under braking; a new one restores alignment.",
            "{name} {brand} — запрессовываемый сайлентблок рычага {vehicle} на замену. Изношенный позволяет колесу смещаться при торможении, новый возвращает правильные углы установки колёс.",
            "{name} من {brand} هو بوش بديل يُكبس في ذراع التحكم (المقص) بسيارة {vehicle}. البوش المتآكل يسمح للعجلة بالتحرك عند الفرملة، والجديد يعيد ضبط الزوايا.",
          ),
          excerpt: L(
            "Press-in replacement bush for control arms.",
            "Запрессовываемый сайлентблок рычага на замену.",
            "بوش مقص بديل يُركّب بالكبس.",
          ),
        },
        {
          key: "caster-correction-bush",
          name: L("Caster Correction Bush", "Сайлентблок коррекции кастора", "بوش تصحيح زاوية الكاستر"),
          partPrefix: "CCB",
          priceRange: [90, 220],
          fitment: "vehicle",
          drawing: "bush",
          specs: [
            spec(N.material, "Offset polyurethane"),
            spec(N.lift, "2 degrees caster"),
          ],
          description: L(
            "The {brand} {name} puts about two degrees of caster back into a lifted {vehicle}, which restores self-centring steering and stability at speed. Fit it with an alignment.",
            "{name} {brand} возвращает около двух градусов кастора лифтованному {vehicle}, а вместе с ними самовозврат руля и устойчивость на скорости. Ставьте вместе с регулировкой развала-схождения.",
            "يعيد {name} من {brand} نحو درجتين من زاوية الكاستر إلى سيارة {vehicle} المرفوعة، فيعود الدركسون إلى المنتصف تلقائياً ويتحسن الثبات على السرعات العالية. ركّبه مع ضبط الميزان.",
          ),
          excerpt: L(
            "Restores caster and self-centring after a lift.",
            "Возвращает кастор и самовозврат руля после лифта.",
            "يعيد زاوية الكاستر ورجوع الدركسون تلقائياً بعد الرفع.",
          ),
        },
      ],
    },
    {
      slug: "control-arms-and-panhard-rods",
      name: L("Control Arms and Panhard Rods", "Рычаги и тяги Панара", "أذرع التحكم وقضبان بانهارد"),
      partTypes: [
        {
          key: "upper-control-arms",
          name: L("Upper Control Arms", "Верхние рычаги", "أذرع التحكم العلوية"),
          partPrefix: "UCA",
          priceRange: [380, 950],
          fitment: "vehicle",
          drawing: "tie-rod",
          specs: [
            spec(N.material, "Chromoly tube"),
            spec(N.lift, "Corrects for 50-75 mm lift"),
          ],
          description: L(
            "The {brand} {name} corrects caster and camber on an independent-front {vehicle} lifted 50 mm or more, and it clears the coilover at full droop. Sold as a pair with greasable ball joints.",
            "{name} {brand} исправляют кастор и развал на {vehicle} с независимой передней подвеской, поднятом на 50 мм и больше, и не задевают койловер при полном ходе отбоя. Продаются парой, с обслуживаемыми шаровыми опорами.",
            "تصحح {name} من {brand} زاويتي الكاستر والكامبر في سيارة {vehicle} ذات التعليق الأمامي المستقل المرفوعة 50 مم أو أكثر، وتبتعد عن الكويلوفر عند أقصى نزول للعجلة. تُباع زوجاً مع بيضات قابلة للتشحيم.",
          ),
          excerpt: L(
            "Correct geometry and more droop for a lifted IFS.",
            "Правильная геометрия и больший ход отбоя для лифтованной независимой подвески.",
            "هندسة صحيحة ومشوار نزول أكبر للتعليق المستقل المرفوع.",
          ),
        },
        {
          key: "adjustable-panhard-rod",
          name: L("Adjustable Panhard Rod", "Регулируемая тяга Панара", "قضيب بانهارد قابل للتعديل"),
          partPrefix: "APR",
          priceRange: [150, 380],
          fitment: "vehicle",
          drawing: "tie-rod",
          variations: [position],
          specs: [
            spec(N.diameter, "35 mm"),
            spec(N.material, "Solid steel with poly bushes"),
          ],
          description: L(
            "The {brand} {name} re-centres the axle under a lifted {vehicle}, so the body sits square over the wheels. Adjustable at the vehicle with a spanner.",
            "{name} {brand} возвращает мост по центру под лифтованным {vehicle}, чтобы кузов стоял ровно над колёсами. Регулируется прямо на машине гаечным ключом.",
            "يعيد {name} من {brand} توسيط المحور تحت سيارة {vehicle} المرفوعة، فيستقر الجسم بشكل مستقيم فوق العجلات. يُعدّل وهو على السيارة بمفتاح ربط.",
          ),
          excerpt: L("Re-centres the axle after a lift.", "Центрирует мост после лифта.", "يعيد توسيط المحور بعد الرفع."),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Body Parts

const bodyParts: CategoryDef = {
  slug: "body-parts",
  name: L("Body Parts", "Кузов и силовой обвес", "قطع الهيكل"),
  children: [
    {
      slug: "bull-bars",
      name: L("Bull Bars", "Передние силовые бамперы", "الصدامات الأمامية (بول بار)"),
      partTypes: [
        {
          key: "steel-bull-bar",
          name: L("Steel Bull Bar", "Стальной силовой бампер", "صدام أمامي فولاذي"),
          partPrefix: "BB",
          priceRange: [1200, 2800],
          fitment: "vehicle",
          drawing: "bull-bar",
          variations: [finish],
          specs: [
            spec(N.material, "3 mm steel, 60 mm tube"),
            spec(N.weight, "68 kg", "78 kg"),
            spec(N.load, "Winch up to 12,000 lb"),
          ],
          description: L(
            "The {brand} {name} is airbag-compatible and crash-tested for the {vehicle}, with a winch cradle, rated recovery points and light mounts. The wings are shaped to keep the approach angle close to standard.",
            "{name} {brand} совместим с подушками безопасности и прошёл краш-тест для {vehicle}; у него есть площадка под лебёдку, сертифицированные такелажные точки и места под фары. «Крылья» бампера сформованы так, чтобы угол въезда остался близким к стандартному.",
            "{name} من {brand} هو متوافق مع الوسائد الهوائية ومختبر ضد الصدمات لسيارة {vehicle}، مع قاعدة للونش ونقاط سحب معتمدة وحوامل للكشافات. جوانبه مصممة لتبقى زاوية الاقتراب قريبة من الأصلية.",
          ),
          excerpt: L(
            "Airbag-compatible steel bar with winch cradle and recovery points.",
            "Стальной кенгурятник, совместимый с подушками безопасности, с площадкой под лебёдку и такелажными точками.",
            "صدام أمامي حديد متوافق مع الوسائد الهوائية مع قاعدة ونش ونقاط سحب.",
          ),
        },
        {
          key: "alloy-bull-bar",
          name: L("Alloy Bull Bar", "Алюминиевый силовой бампер", "صدام أمامي ألمنيوم"),
          partPrefix: "ABB",
          priceRange: [1400, 3200],
          fitment: "vehicle",
          drawing: "bull-bar",
          specs: [
            spec(N.material, "5083 marine-grade aluminium"),
            spec(N.weight, "32 kg", "38 kg"),
          ],
          description: L(
            "The {brand} {name} gives the {vehicle} animal-strike protection at less than half the weight of steel, which saves front spring sag and payload. Winch-compatible, with fog light cut-outs and an integrated antenna mount.",
            "{name} {brand} защищает {vehicle} при столкновении с животными и весит меньше половины стального, что бережёт передние пружины от просадки и сохраняет грузоподъёмность. Совместим с лебёдкой, есть вырезы под противотуманки и встроенное крепление антенны.",
            "يحمي {name} من {brand} سيارة {vehicle} من اصطدام الحيوانات بوزن أقل من نصف وزن الحديد، ما يقلل هبوط السست الأمامية ويحافظ على الحمولة. متوافق مع الونش، مع فتحات لكشافات الضباب وقاعدة مدمجة للأريل.",
          ),
          excerpt: L(
            "Half the weight of steel, with winch and light mounts.",
            "Вдвое легче стального, с креплениями под лебёдку и фары.",
            "نصف وزن الحديد، مع حوامل للونش والكشافات.",
          ),
        },
        {
          key: "nudge-bar",
          name: L("Nudge Bar", "Защитная дуга переднего бампера", "قضيب حماية أمامي"),
          partPrefix: "NB",
          priceRange: [280, 750],
          fitment: "vehicle",
          drawing: "bull-bar",
          specs: [
            spec(N.material, "Stainless steel tube", "Black powder-coated steel"),
            spec(N.pipeDiameter, "60 mm", "76 mm"),
          ],
          description: L(
            "The {brand} {name} is a light tubular bar for the {vehicle} that carries driving lights and a light bar without a full bull bar. It keeps the factory bumper, sensors and airbags working.",
            "{name} {brand} — лёгкая трубчатая дуга для {vehicle}, на которую ставятся фары и светодиодная балка без полноценного силового бампера. Штатный бампер, датчики и подушки безопасности продолжают работать.",
            "{name} من {brand} هو قضيب أنبوبي خفيف لسيارة {vehicle} يحمل الكشافات وعمود الإنارة دون الحاجة إلى صدام حديد كامل. يحافظ على عمل الصدام الأصلي والحساسات والوسائد الهوائية.",
          ),
          excerpt: L(
            "A light-duty bar for driving lights, sensors retained.",
            "Лёгкая дуга под дополнительные фары, датчики остаются на месте.",
            "قضيب خفيف للكشافات مع الإبقاء على الحساسات.",
          ),
        },
      ],
    },
    {
      slug: "rear-bars",
      name: L("Rear Bars", "Задние силовые бамперы", "الصدامات الخلفية"),
      partTypes: [
        {
          key: "rear-bar-wheel-carrier",
          name: L("Rear Bar with Wheel Carrier", "Задний бампер с калиткой запаски", "صدام خلفي مع حامل إطار"),
          partPrefix: "RBW",
          priceRange: [1400, 3400],
          fitment: "vehicle",
          drawing: "bull-bar",
          specs: [
            spec(N.material, "3 mm steel"),
            spec(N.load, "Wheel up to 37 in"),
            spec(N.weight, "72 kg"),
          ],
          description: L(
            "The {brand} {name} protects the rear of the {vehicle} and carries a full-size spare on a swing-away arm with a gas strut. Tow bar, rated recovery point and jerry can mounts are built in.",
            "{name} {brand} защищает корму {vehicle} и несёт полноразмерную запаску на откидной калитке с газовым упором. Фаркоп, сертифицированная такелажная точка и крепления канистр уже встроены.",
            "يحمي {name} من {brand} مؤخرة سيارة {vehicle} ويحمل سبيراً بالحجم الكامل على ذراع متأرجح مع مساعد غازي. الهيتش ونقطة سحب معتمدة وحوامل الجوالين مدمجة فيه.",
          ),
          excerpt: L(
            "Rear protection with swing-away spare wheel carrier.",
            "Защита задка с откидной калиткой запаски.",
            "حماية خلفية مع حامل سبير متأرجح.",
          ),
        },
        {
          key: "tow-bar",
          name: L("Tow Bar", "Фаркоп", "قضيب سحب (هيتش)"),
          partPrefix: "TB",
          priceRange: [250, 650],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.load, "3,500 kg towing, 350 kg ball load"),
            spec(N.material, "Powder-coated steel"),
          ],
          description: L(
            "The {brand} {name} bolts to the chassis of the {vehicle} and is rated to the maximum towing capacity. Comes with a 50 mm hitch receiver and wiring kit.",
            "{name} {brand} крепится к раме {vehicle} и рассчитан на максимальную разрешённую массу прицепа. В комплекте квадрат 50 мм под вставку и комплект электрики.",
            "يُثبّت {name} من {brand} على شاصي سيارة {vehicle} ومصمم لأقصى قدرة سحب مسموحة. يأتي مع مستقبل هيتش 50 مم وطقم أسلاك.",
          ),
          excerpt: L(
            "Full-rated tow bar with hitch receiver.",
            "Фаркоп на полную буксировочную нагрузку с квадратом под вставку.",
            "قضيب سحب بكامل قدرة السحب مع مستقبل هيتش.",
          ),
        },
        {
          key: "spare-wheel-carrier",
          name: L("Spare Wheel Carrier", "Калитка запасного колеса", "حامل الإطار الاحتياطي"),
          partPrefix: "SWH",
          priceRange: [650, 1500],
          fitment: "vehicle",
          drawing: "wheel",
          specs: [
            spec(N.load, "Wheel up to 35 in, 60 kg"),
            spec(N.material, "Powder-coated steel, sealed bearings"),
          ],
          description: L(
            "The {brand} {name} swings away on sealed bearings and bolts to the rear of the {vehicle} to carry a full-size spare that no longer fits underneath. A latch holds it open on a slope.",
            "{name} {brand} откидывается на закрытых подшипниках и крепится к задку {vehicle}, чтобы возить полноразмерную запаску, которая больше не помещается под днищем. Фиксатор удерживает калитку открытой на уклоне.",
            "يتأرجح {name} من {brand} على بلي مغلق ويُثبّت في مؤخرة سيارة {vehicle} ليحمل سبيراً بالحجم الكامل لم يعد يتسع تحت السيارة. مزلاج يبقيه مفتوحاً على المنحدرات.",
          ),
          excerpt: L(
            "Swing-away carrier for an oversize spare.",
            "Откидная калитка для запаски увеличенного размера.",
            "حامل متأرجح لسبير كبير الحجم.",
          ),
        },
      ],
    },
    {
      slug: "side-steps-and-rails",
      name: L("Side Steps and Rails", "Пороги и защита порогов", "الدعاسات وحماية الجوانب"),
      partTypes: [
        {
          key: "side-steps",
          name: L("Side Steps", "Подножки", "دعاسات جانبية"),
          partPrefix: "SS",
          priceRange: [350, 950],
          fitment: "vehicle",
          drawing: "side-step",
          specs: [
            spec(N.material, "Checker-plate aluminium on steel brackets"),
            spec(N.load, "150 kg per side"),
          ],
          description: L(
            "The {brand} {name} gives a wide, grippy step into the {vehicle} and protects the sills from stones. They bolt to existing chassis holes.",
            "{name} {brand} — широкая ступень с хорошим сцеплением для посадки в {vehicle}, которая к тому же защищает пороги от камней. Крепятся в имеющиеся отверстия рамы.",
            "توفر {name} من {brand} عتبة عريضة غير زلقة لركوب سيارة {vehicle}، وتحمي الأطراف السفلية للهيكل من الحجارة. تُثبّت في فتحات الشاصي الموجودة.",
          ),
          excerpt: L(
            "Grippy steps that also protect the sills.",
            "Нескользящие подножки, которые заодно защищают пороги.",
            "دعاسات غير زلقة تحمي الأطراف السفلية أيضاً.",
          ),
        },
        {
          key: "rock-sliders",
          name: L("Rock Sliders", "Силовые пороги", "حمايات الصخور الجانبية"),
          partPrefix: "RSL",
          priceRange: [450, 1100],
          fitment: "vehicle",
          drawing: "side-step",
          specs: [
            spec(N.material, "50 x 50 x 3 mm RHS steel"),
            spec(N.load, "Jacking rated, 1,500 kg"),
          ],
          description: L(
            "The {brand} {name} bolts to the chassis of the {vehicle} and takes the weight of the vehicle on rocks and ruts, so the sills do not. Rated as a jacking point.",
            "{name} {brand} крепятся к раме {vehicle} и принимают вес машины на камнях и в колеях вместо порогов кузова. Рассчитаны как точка под домкрат.",
            "تُثبّت {name} من {brand} على شاصي سيارة {vehicle} وتتحمل وزن السيارة على الصخور والأخاديد بدلاً من عتبات الهيكل. معتمدة كنقطة رفع بالجك.",
          ),
          excerpt: L(
            "Chassis-mounted sliders that take the hits.",
            "Пороги на раме, которые принимают удары на себя.",
            "حمايات مثبتة على الشاصي تتلقى الضربات.",
          ),
        },
        {
          key: "side-rails",
          name: L("Side Rails", "Боковые трубы", "قضبان جانبية"),
          partPrefix: "SRL",
          priceRange: [320, 780],
          fitment: "vehicle",
          drawing: "side-step",
          specs: [
            spec(N.pipeDiameter, "60 mm"),
            spec(N.finish, "Black powder coat", "Polished stainless"),
          ],
          description: L(
            "The {brand} {name} adds a tube rail above the side steps of the {vehicle} to guard the doors in scrub and tight tracks. Mounts for aerials and flags are included.",
            "{name} {brand} добавляют трубу над подножками {vehicle}, которая защищает двери в кустарнике и на узких тропах. Крепления для антенн и флагштоков в комплекте.",
            "تضيف {name} من {brand} أنبوباً فوق الدعاسات الجانبية في سيارة {vehicle} لحماية الأبواب بين الشجيرات وفي المسارات الضيقة. تشمل حوامل للهوائيات والأعلام.",
          ),
          excerpt: L(
            "Tube rails that guard doors in scrub.",
            "Трубы, которые защищают двери в кустарнике.",
            "قضبان أنبوبية تحمي الأبواب بين الشجيرات.",
          ),
        },
      ],
    },
    {
      slug: "roof-racks",
      name: L("Roof Racks", "Экспедиционные багажники", "حوامل السقف"),
      partTypes: [
        {
          key: "platform-roof-rack",
          name: L("Platform Roof Rack", "Платформенный экспедиционный багажник", "حامل سقف مسطح"),
          partPrefix: "PRR",
          priceRange: [650, 2200],
          fitment: "vehicle",
          drawing: "roof-rack",
          variations: [
            {
              name: L("Length", "Длина", "الطول"),
              values: [L("1.6 m", "1,6 м", "1.6 م"), L("2.2 m", "2,2 м", "2.2 م")],
            },
          ],
          specs: [
            spec(N.material, "Extruded aluminium"),
            spec(N.load, "150 kg dynamic, 300 kg static"),
            spec(N.weight, "28 kg", "36 kg"),
          ],
          description: L(
            "The {brand} {name} is a low-profile flat platform for the {vehicle} with T-slot rails for tents, awnings, boards and jerry can holders. It mounts to the roof gutters or factory points.",
            "{name} {brand} — низкопрофильная плоская платформа для {vehicle} с T-образными пазами под палатку, маркизу, сэнд-траки и держатели канистр. Крепится на водостоки крыши или штатные точки.",
            "{name} من {brand} هو منصة مسطحة منخفضة لسيارة {vehicle} بمجارٍ على شكل T لتثبيت الخيمة والمظلة وألواح الرمل وحوامل الجوالين. يُركّب على مجاري المطر في السقف أو نقاط التثبيت الأصلية.",
          ),
          excerpt: L(
            "Low-profile platform with T-slot rails.",
            "Низкопрофильная платформа с T-образными пазами.",
            "منصة منخفضة بمجارٍ على شكل T.",
          ),
        },
        {
          key: "roof-rack-crossbars",
          name: L("Roof Rack Crossbars", "Поперечины багажника", "قضبان سقف عرضية"),
          partPrefix: "RCB",
          priceRange: [180, 450],
          fitment: "vehicle",
          drawing: "roof-rack",
          specs: [
            spec(N.material, "Aluminium aero profile"),
            spec(N.load, "75 kg"),
          ],
          description: L(
            "The {brand} {name} is a pair of aero crossbars with feet and fit kit for the {vehicle}. They carry kayaks, bikes and cargo boxes with low wind noise.",
            "{name} {brand} — пара аэродинамических поперечин с опорами и установочным комплектом для {vehicle}. Везут каяки, велосипеды и боксы почти без шума ветра.",
            "{name} من {brand} هي زوج من القضبان الانسيابية مع القواعد وطقم التركيب لسيارة {vehicle}. تحمل قوارب الكاياك والدراجات وصناديق الأمتعة بضجيج رياح منخفض.",
          ),
          excerpt: L(
            "Aero crossbars with feet and fit kit.",
            "Аэродинамические поперечины с опорами и установочным комплектом.",
            "قضبان سقف انسيابية مع القواعد وطقم التركيب.",
          ),
        },
        {
          key: "rack-mounting-brackets",
          name: L("Rack Mounting Brackets", "Кронштейны для багажника", "مساند تثبيت على الحامل"),
          partPrefix: "RMB",
          priceRange: [35, 140],
          fitment: "universal",
          drawing: "roof-rack",
          specs: [
            spec(N.material, "Stainless steel"),
            spec(N.pieces, "2", "4"),
          ],
          description: L(
            "The {brand} {name} fits any T-slot or flat-slat rack for mounting awnings, shovels, recovery boards and lights. Stainless hardware is included.",
            "{name} {brand} подходят к любому багажнику с T-пазами или плоскими ламелями и держат маркизы, лопаты, сэнд-траки и фары. Крепёж из нержавейки в комплекте.",
            "تناسب {name} من {brand} أي حامل بمجاري T أو بشرائح مسطحة لتثبيت المظلات والمجارف وألواح الرمل والكشافات. البراغي الستانلس ضمن الطقم.",
          ),
          excerpt: L(
            "Universal brackets for awnings and gear on any rack.",
            "Универсальные кронштейны для маркизы и снаряжения на любой багажник.",
            "مساند عامة للمظلات والعدّة على أي حامل.",
          ),
        },
      ],
    },
    {
      slug: "snorkels",
      name: L("Snorkels", "Шноркели", "أنابيب الشنوركل"),
      partTypes: [
        {
          key: "snorkel-kit",
          name: L("Snorkel Kit", "Шноркель", "طقم شنوركل"),
          partPrefix: "SNK",
          priceRange: [280, 650],
          fitment: "vehicle",
          drawing: "snorkel",
          specs: [
            spec(N.material, "UV-stabilised polyethylene"),
            spec(N.pipeDiameter, "76 mm", "89 mm"),
          ],
          description: L(
            "The {brand} {name} raises the engine air intake of the {vehicle} to roof height for cleaner, cooler air on dusty tracks and safer water crossings. A drilling template, sealed joints and stainless fasteners are included.",
            "{name} {brand} поднимает воздухозаборник двигателя {vehicle} до уровня крыши: на пыльных дорогах мотор дышит более чистым и холодным воздухом, а броды становятся безопаснее. В комплекте шаблон для сверления, герметичные соединения и крепёж из нержавейки.",
            "يرفع {name} من {brand} مدخل هواء محرك سيارة {vehicle} إلى مستوى السقف، لهواء أنظف وأبرد على الطرق المغبرة وعبور أكثر أماناً للمياه. يشمل الطقم قالب تخريم ووصلات محكمة وبراغي ستانلس.",
          ),
          excerpt: L(
            "Roof-height air intake for dust and water crossings.",
            "Забор воздуха на уровне крыши — против пыли и для бродов.",
            "شنوركل يرفع مدخل الهواء إلى مستوى السقف للغبار وعبور المياه.",
          ),
        },
        {
          key: "snorkel-ram-head",
          name: L("Snorkel Ram Head", "Заборник шноркеля", "رأس سحب الشنوركل"),
          partPrefix: "SRH",
          priceRange: [35, 95],
          fitment: "universal",
          drawing: "snorkel",
          options: [
            size(
              L("Snorkel diameter", "Диаметр шноркеля", "قطر الشنوركل"),
              ["76-mm", L("76 mm (3 in)", "76 мм (3 дюйма)", "76 مم (3 بوصات)")],
              ["89-mm", L("89 mm (3.5 in)", "89 мм (3,5 дюйма)", "89 مم (3.5 بوصة)")],
              ["102-mm", L("102 mm (4 in)", "102 мм (4 дюйма)", "102 مم (4 بوصات)")],
            ),
          ],
          specs: [
            spec(N.material, "UV-stabilised polyethylene"),
            spec(N.pipeDiameter, "76 mm", "89 mm", "102 mm"),
          ],
          description: L(
            "The {brand} {name} replaces a cracked or faded air ram on any snorkel of the same diameter. It can face forward for more air, or backward in heavy rain and dust.",
            "{name} {brand} заменяет треснувший или выгоревший заборник на любом шноркеле того же диаметра. Его можно развернуть вперёд для большего потока воздуха или назад в сильный дождь и пыль.",
            "يحل {name} من {brand} محل رأس السحب المتشقق أو الباهت على أي شنوركل بنفس القطر. يمكن توجيهه للأمام لهواء أكثر، أو للخلف في المطر الغزير والغبار.",
          ),
          excerpt: L(
            "Replacement ram head for any snorkel of the same diameter.",
            "Сменный заборник для любого шноркеля того же диаметра.",
            "رأس سحب بديل لأي شنوركل بنفس القطر.",
          ),
        },
      ],
    },
    {
      slug: "underbody-protection",
      name: L("Underbody Protection", "Защита днища", "حماية أسفل الهيكل"),
      partTypes: [
        {
          key: "sump-guard",
          name: L("Sump Guard", "Защита картера", "واقي الكرتير"),
          partPrefix: "SG",
          priceRange: [250, 750],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.material, "4 mm steel", "6 mm aluminium"),
            spec(N.weight, "9 kg", "14 kg"),
          ],
          description: L(
            "The {brand} {name} covers the sump and front differential of the {vehicle} against rocks and stumps. Access holes let you change oil without removing it.",
            "{name} {brand} закрывает картер и передний редуктор {vehicle} от камней и пней. Через технологические отверстия можно менять масло, не снимая защиту.",
            "يغطي {name} من {brand} الكرتير والدفرنس الأمامي في سيارة {vehicle} ضد الصخور وجذوع الأشجار. فتحات الصيانة تتيح تغيير الزيت دون فكّه.",
          ),
          excerpt: L(
            "Rock protection for sump and front diff with service access.",
            "Защита картера и переднего редуктора от камней с доступом для обслуживания.",
            "حماية الكرتير والدفرنس الأمامي من الصخور مع فتحات للصيانة.",
          ),
        },
        {
          key: "fuel-tank-guard",
          name: L("Fuel Tank Guard", "Защита топливного бака", "واقي خزان الوقود"),
          partPrefix: "FTG",
          priceRange: [280, 690],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.material, "3 mm steel"),
            spec(N.weight, "16 kg"),
          ],
          description: L(
            "The {brand} {name} protects the fuel tank of the {vehicle} from rock strikes without reducing clearance. It bolts to existing chassis points.",
            "{name} {brand} защищает топливный бак {vehicle} от ударов о камни, не уменьшая клиренс. Крепится к имеющимся точкам на раме.",
            "يحمي {name} من {brand} خزان وقود سيارة {vehicle} من ضربات الصخور دون تقليل الارتفاع عن الأرض. يُثبّت على نقاط الشاصي الموجودة.",
          ),
          excerpt: L(
            "Bolt-on armour for the fuel tank.",
            "Накладная броня для топливного бака.",
            "درع يُركّب بالبراغي لحماية خزان الوقود.",
          ),
        },
        {
          key: "transfer-case-guard",
          name: L("Transfer Case Guard", "Защита раздаточной коробки", "واقي علبة التوزيع"),
          partPrefix: "TCG",
          priceRange: [190, 480],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.material, "4 mm steel", "6 mm aluminium"),
          ],
          description: L(
            "The {brand} {name} covers the gearbox and transfer case of the {vehicle}, one of the most exposed parts on a rutted track.",
            "{name} {brand} закрывает коробку передач и раздатку {vehicle} — одни из самых уязвимых узлов на разбитой колее.",
            "يغطي {name} من {brand} القير وعلبة التوزيع (الترانسفير) في سيارة {vehicle}، وهما من أكثر الأجزاء عرضة للضربات على المسارات المحفّرة.",
          ),
          excerpt: L("Protection for gearbox and transfer case.", "Защита коробки передач и раздатки.", "حماية للقير وعلبة التوزيع."),
        },
      ],
    },
    {
      slug: "canopies-and-tonneau-covers",
      name: L("Canopies and Tonneau Covers", "Кунги и крышки кузова", "الكانوبي وأغطية صندوق البيك أب"),
      partTypes: [
        {
          key: "aluminium-canopy",
          name: L("Aluminium Canopy", "Алюминиевый кунг", "كانوبي ألمنيوم"),
          partPrefix: "CAN",
          priceRange: [2200, 6500],
          fitment: "vehicle",
          drawing: "canopy",
          variations: [finish],
          specs: [
            spec(N.material, "2 mm aluminium"),
            spec(N.load, "Roof 150 kg"),
            spec(N.weight, "85 kg"),
          ],
          description: L(
            "The {brand} {name} turns the tub or tray of the {vehicle} into a lockable, dust-sealed load space with lift-up side doors. The roof is rated for a rooftop tent.",
            "{name} {brand} превращает кузов или платформу {vehicle} в запираемый пыленепроницаемый грузовой отсек с подъёмными боковыми дверями. Крыша выдерживает автопалатку.",
            "يحوّل {name} من {brand} صندوق أو سطحة سيارة {vehicle} إلى مساحة تحميل مقفلة ومحكمة ضد الغبار بأبواب جانبية ترتفع للأعلى. سقفه مصمم لتحمّل خيمة سقف.",
          ),
          excerpt: L(
            "Lockable, dust-sealed canopy with lift-up doors.",
            "Запираемый пыленепроницаемый кунг с подъёмными дверями.",
            "كانوبي مقفل ومحكم ضد الغبار بأبواب ترتفع للأعلى.",
          ),
        },
        {
          key: "tonneau-cover",
          name: L("Tonneau Cover", "Крышка кузова пикапа", "غطاء صندوق البيك أب"),
          partPrefix: "TC",
          priceRange: [450, 1400],
          fitment: "vehicle",
          drawing: "canopy",
          specs: [
            spec(N.material, "Aluminium slats", "Vinyl over frame"),
            spec(N.load, "100 kg"),
          ],
          description: L(
            "The {brand} {name} covers the tub of the {vehicle} and keeps luggage dry and out of sight. It rolls or folds out of the way to load tall items.",
            "{name} {brand} закрывает кузов {vehicle}, и багаж остаётся сухим и скрытым от глаз. Чтобы загрузить высокие вещи, крышку можно свернуть или сложить.",
            "يغطي {name} من {brand} صندوق سيارة {vehicle} ويحافظ على الأمتعة جافة وبعيدة عن الأنظار. يُلف أو يُطوى جانباً لتحميل الأغراض الطويلة.",
          ),
          excerpt: L("Keeps the tub dry and secure.", "Кузов остаётся сухим и защищённым.", "يبقي الصندوق جافاً وآمناً."),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Transmission

const transmission: CategoryDef = {
  slug: "transmission",
  name: L("Transmission", "Трансмиссия", "ناقل الحركة"),
  children: [
    {
      slug: "gearboxes-and-transfer-cases",
      name: L("Gearboxes and Transfer Cases", "КПП и раздаточные коробки", "علب التروس وعلب التوزيع"),
      partTypes: [
        {
          key: "gearbox-rebuild-kit",
          name: L("Gearbox Rebuild Kit", "Ремкомплект КПП", "طقم إصلاح القير"),
          partPrefix: "GRK",
          priceRange: [250, 900],
          fitment: "vehicle",
          drawing: "gearbox",
          specs: [
            spec(N.pieces, "Bearings, synchro rings, seals and gaskets"),
          ],
          description: L(
            "The {brand} {name} has every bearing, synchro ring, seal and gasket needed to overhaul the manual gearbox of the {vehicle}. Parts meet or exceed the factory specification.",
            "{name} {brand} содержит все подшипники, кольца синхронизаторов, сальники и прокладки для переборки механической КПП {vehicle}. Детали соответствуют заводским требованиям или превосходят их.",
            "يحتوي {name} من {brand} على كل البلي وحلقات السنكرو والصوفات والجوانات اللازمة لعمرة القير العادي في سيارة {vehicle}. القطع تطابق مواصفات المصنع أو تتفوق عليها.",
          ),
          excerpt: L(
            "Bearings, synchros and seals for a full manual gearbox overhaul.",
            "Подшипники, синхронизаторы и сальники для полной переборки механики.",
            "بلي وسنكرو وصوفات لعمرة كاملة للقير العادي.",
          ),
        },
        {
          key: "transfer-case",
          name: L("Transfer Case", "Раздаточная коробка", "علبة التوزيع"),
          partPrefix: "TCA",
          priceRange: [1400, 3800],
          fitment: "vehicle",
          drawing: "gearbox",
          specs: [
            spec(N.gearRatio, "2.48:1 low", "2.72:1 low"),
            spec(N.material, "Aluminium housing"),
          ],
          description: L(
            "The {brand} {name} is a reconditioned transfer case for the {vehicle}, tested on a dyno before dispatch. It comes with fresh oil and new output seals.",
            "{name} {brand} — восстановленная раздатка для {vehicle}, проверенная на стенде перед отправкой. Поставляется со свежим маслом и новыми сальниками выходных валов.",
            "{name} من {brand} هي علبة توزيع (ترانسفير) مُجدّدة لسيارة {vehicle}، مختبرة على جهاز الداينو قبل الشحن. تأتي بزيت جديد وصوفات جديدة لأعمدة الخرج.",
          ),
          excerpt: L(
            "Reconditioned, dyno-tested transfer case.",
            "Восстановленная раздатка, проверенная на стенде.",
            "علبة توزيع مُجدّدة ومختبرة على الداينو.",
          ),
        },
        {
          key: "low-range-gear-set",
          name: L("Low Range Reduction Gear Set", "Понижающий ряд раздатки", "طقم تروس تخفيض السرعة"),
          partPrefix: "LRG",
          priceRange: [650, 1500],
          fitment: "vehicle",
          drawing: "gearbox",
          specs: [
            spec(N.gearRatio, "3.0:1", "3.3:1"),
            spec(N.material, "Helical-cut 9310 steel"),
          ],
          description: L(
            "The {brand} {name} replaces the low-range gears in the transfer case of the {vehicle} with a deeper reduction. It gives slower, more controlled crawling and easier starts with a trailer.",
            "{name} {brand} заменяет шестерни понижающего ряда в раздатке {vehicle} на более короткие. Машина ползёт медленнее и подконтрольнее, а трогаться с прицепом проще.",
            "يستبدل {name} من {brand} تروس السرعة المنخفضة في علبة توزيع سيارة {vehicle} بتروس ذات تخفيض أكبر. يمنح زحفاً أبطأ وتحكماً أفضل وانطلاقاً أسهل مع مقطورة.",
          ),
          excerpt: L(
            "A deeper low range for slow, controlled crawling.",
            "Более короткая «понижайка» для медленного и точного ползания.",
            "تخفيض أعمق (لو) لزحف بطيء ومتحكَّم فيه.",
          ),
        },
      ],
    },
    {
      slug: "differentials-and-lockers",
      name: L("Differentials and Lockers", "Дифференциалы и блокировки", "الدفرنسات وأقفال الدفرنس"),
      partTypes: [
        {
          key: "air-locker",
          name: L("Air Locking Differential", "Пневматическая блокировка дифференциала", "قفل دفرنس هوائي"),
          partPrefix: "AL",
          priceRange: [850, 1500],
          fitment: "vehicle",
          drawing: "diff",
          variations: [position],
          specs: [
            spec(N.splines, "30", "33"),
            spec(N.pressure, "6.2 bar actuation"),
          ],
          description: L(
            "The {brand} {name} fits the axle of the {vehicle} and stays open on the road. At the flick of a switch, compressed air locks both wheels together for full traction on rocks and steep climbs.",
            "{name} {brand} ставится в мост {vehicle} и на дороге работает как обычный открытый дифференциал. Щелчок тумблера — и сжатый воздух блокирует оба колеса вместе для полной тяги на камнях и крутых подъёмах.",
            "يُركّب {name} من {brand} في محور سيارة {vehicle} ويبقى مفتوحاً على الطريق. وبضغطة زر يقفل الهواء المضغوط العجلتين معاً لجرّ كامل على الصخور والطلعات الحادة.",
          ),
          excerpt: L(
            "Open on the road, locked on the rocks.",
            "Дифференциал открыт на дороге и заблокирован на камнях.",
            "مفتوح على الطريق، مقفول على الصخور.",
          ),
        },
        {
          key: "ring-and-pinion-set",
          name: L("Ring and Pinion Set", "Главная пара", "طقم ترس الحلقة والبنيون"),
          partPrefix: "RP",
          priceRange: [380, 950],
          fitment: "vehicle",
          drawing: "diff",
          variations: [
            {
              name: L("Ratio", "Передаточное число", "نسبة التروس"),
              values: [L("4.11:1", "4,11", "4.11 : 1"), L("4.56:1", "4,56", "4.56 : 1"), L("4.88:1", "4,88", "4.88 : 1")],
            },
          ],
          specs: [
            spec(N.ratio, "4.11:1", "4.56:1", "4.88:1"),
            spec(N.material, "Forged 8620 steel"),
          ],
          description: L(
            "The {brand} {name} lowers the final drive of the {vehicle} to bring back performance lost to bigger tyres. Matched and lapped as a set; professional setup recommended.",
            "{name} {brand} делает главную передачу {vehicle} короче и возвращает динамику, потерянную из-за больших колёс. Шестерни подобраны и приработаны парой; рекомендуется профессиональная установка.",
            "يمنح {name} من {brand} سيارة {vehicle} نسبة دفرنس أقصر تعيد الأداء الذي فُقد بسبب الكفرات الكبيرة. الترسان متطابقان ومُلقّمان كطقم واحد؛ يُنصح بتركيبه عند فني مختص.",
          ),
          excerpt: L(
            "Lower gearing to suit bigger tyres.",
            "Укороченная главная пара под большие колёса.",
            "نسبة دفرنس أقصر تناسب الكفرات الكبيرة.",
          ),
        },
        {
          key: "limited-slip-differential",
          name: L("Limited Slip Differential", "Дифференциал повышенного трения", "دفرنس محدود الانزلاق"),
          partPrefix: "LSD",
          priceRange: [650, 1400],
          fitment: "vehicle",
          drawing: "diff",
          specs: [
            spec(N.splines, "30"),
            spec(N.torque, "Bias ratio 2.5:1"),
          ],
          description: L(
            "The {brand} {name} is a helical limited slip that sends torque to the wheel with grip in the {vehicle}, with no clutches to wear. Smooth and quiet on the road.",
            "{name} {brand} — винтовой самоблок для {vehicle}: он передаёт момент на колесо, у которого есть сцепление, и в нём нет изнашивающихся фрикционов. Работает плавно и тихо на дороге.",
            "{name} من {brand} هو دفرنس حلزوني محدود الانزلاق يرسل العزم إلى العجلة الماسكة في سيارة {vehicle}، دون أقراص احتكاك تتآكل. سلس وهادئ على الطريق.",
          ),
          excerpt: L(
            "Helical LSD with no clutches to wear.",
            "Винтовой самоблок без изнашивающихся фрикционов.",
            "دفرنس LSD حلزوني بلا أقراص احتكاك تتآكل.",
          ),
        },
        {
          key: "diff-cover",
          name: L("Heavy-Duty Diff Cover", "Усиленная крышка моста", "غطاء دفرنس معزز"),
          partPrefix: "DCV",
          priceRange: [150, 380],
          fitment: "vehicle",
          drawing: "diff",
          specs: [
            spec(N.material, "Nodular iron", "6 mm steel"),
            spec(N.capacity, "+0.6 L oil"),
          ],
          description: L(
            "The {brand} {name} replaces the thin pressed cover on the axle of the {vehicle} with a ribbed one that shrugs off rocks. It holds extra oil to run cooler and has a magnetic drain plug.",
            "{name} {brand} заменяет тонкую штампованную крышку на мосту {vehicle} оребрённой, которой камни нипочём. Она вмещает больше масла, поэтому редуктор греется меньше, и имеет магнитную сливную пробку.",
            "يستبدل {name} من {brand} الغطاء المكبوس الرفيع على محور سيارة {vehicle} بغطاء مضلّع لا تؤثر فيه الصخور. يتسع لزيت إضافي ليعمل الدفرنس أبرد، ومزوّد بسدادة تصريف مغناطيسية.",
          ),
          excerpt: L(
            "Ribbed cover that protects the diff and holds more oil.",
            "Оребрённая крышка, которая защищает редуктор и вмещает больше масла.",
            "غطاء مضلّع يحمي الدفرنس ويتسع لزيت أكثر.",
          ),
        },
      ],
    },
    {
      slug: "cv-joints-and-driveshafts",
      name: L("CV Joints and Driveshafts", "ШРУСы и карданные валы", "مفاصل CV وأعمدة الإدارة"),
      partTypes: [
        {
          key: "cv-joint",
          name: L("CV Joint", "ШРУС", "مفصل CV"),
          partPrefix: "CVJ",
          priceRange: [70, 260],
          fitment: "vehicle",
          drawing: "cv-joint",
          specs: [
            spec(N.splines, "26", "30"),
            spec(N.material, "Forged, induction-hardened steel"),
          ],
          description: L(
            "The {brand} {name} is an outer CV joint for the {vehicle} supplied with boot, clamps and grease. It stops the clicking on full lock that a worn joint makes.",
            "{name} {brand} — наружный ШРУС для {vehicle} в комплекте с пыльником, хомутами и смазкой. Убирает хруст при вывернутом до упора руле, который издаёт изношенный шарнир.",
            "{name} من {brand} هو عكس خارجي لسيارة {vehicle} يأتي مع الجلدة والمشابك والشحم. يوقف الطقطقة عند لفّ الدركسون للآخر التي يصدرها العكس المتآكل.",
          ),
          excerpt: L("Outer CV joint with boot kit.", "Наружный ШРУС с пыльником и хомутами.", "عكس خارجي مع طقم الجلدة."),
        },
        {
          key: "cv-drive-shaft",
          name: L("CV Drive Shaft", "Привод в сборе", "عمود إدارة CV كامل"),
          partPrefix: "CVA",
          priceRange: [150, 480],
          fitment: "vehicle",
          drawing: "cv-joint",
          variations: [side],
          specs: [
            spec(N.material, "4340 chromoly shaft"),
            spec(N.length, "520 mm", "610 mm"),
          ],
          description: L(
            "The {brand} {name} is a complete front drive shaft for the {vehicle} with both joints and boots fitted. The shaft is stronger than factory for lifted vehicles with big tyres.",
            "{name} {brand} — передний привод в сборе для {vehicle} с обоими ШРУСами и пыльниками. Вал прочнее заводского — для лифтованных машин на больших колёсах.",
            "{name} من {brand} هو عمود أمامي كامل لسيارة {vehicle} مركّب عليه العكسان والجلدتان. العمود أقوى من الأصلي للسيارات المرفوعة ذات الكفرات الكبيرة.",
          ),
          excerpt: L(
            "Complete front drive shaft with uprated shaft.",
            "Передний привод в сборе с усиленным валом.",
            "عمود إدارة أمامي كامل بعمود معزز.",
          ),
        },
        {
          key: "universal-joint",
          name: L("Universal Joint", "Крестовина карданного вала", "صليبة عمود الكردان"),
          partPrefix: "UJ",
          priceRange: [25, 90],
          fitment: "vehicle",
          drawing: "cv-joint",
          specs: [
            spec(N.diameter, "27 mm cap", "30 mm cap"),
            spec(N.material, "Greasable, forged"),
          ],
          description: L(
            "The {brand} {name} replaces a worn tail shaft joint on the {vehicle}. A grease nipple makes it serviceable, which matters after water crossings.",
            "{name} {brand} заменяет изношенную крестовину карданного вала {vehicle}. Маслёнка позволяет её шприцевать, что важно после бродов.",
            "تحل {name} من {brand} محل الصليبة المتآكلة في عمود الكردان بسيارة {vehicle}. حلمة التشحيم تجعلها قابلة للصيانة، وهذا مهم بعد عبور المياه.",
          ),
          excerpt: L(
            "Greasable tail shaft universal joint.",
            "Обслуживаемая крестовина кардана с маслёнкой.",
            "صليبة كردان قابلة للتشحيم.",
          ),
        },
      ],
    },
    {
      slug: "transmission-cooling",
      name: L("Transmission Cooling", "Охлаждение трансмиссии", "تبريد ناقل الحركة"),
      partTypes: [
        {
          key: "transmission-cooler",
          name: L("Transmission Oil Cooler", "Радиатор охлаждения АКПП", "مبرد زيت القير"),
          partPrefix: "TOC",
          priceRange: [120, 380],
          fitment: "universal",
          drawing: "radiator",
          specs: [
            spec(N.coreRows, "1", "2"),
            spec(N.pipeDiameter, "10 mm", "12 mm"),
            spec(N.material, "Aluminium stacked plate"),
          ],
          description: L(
            "The {brand} {name} is a stacked-plate cooler that mounts ahead of the radiator and keeps an automatic gearbox cool when towing or crawling in sand. Fittings and mounting kit are included.",
            "{name} {brand} — пластинчатый радиатор, который ставится перед основным и не даёт АКПП перегреваться при буксировке или на песке. Фитинги и крепёж в комплекте.",
            "{name} من {brand} هو مبرد بألواح متراصة يُركّب أمام الرديتر ويحافظ على برودة القير الأوتوماتيك عند السحب أو الزحف في الرمل. الوصلات وطقم التثبيت ضمن العلبة.",
          ),
          excerpt: L(
            "Keeps automatic gearbox oil cool when towing.",
            "Держит масло АКПП холодным при буксировке.",
            "يحافظ على برودة زيت القير الأوتوماتيك عند السحب.",
          ),
        },
        {
          key: "transmission-temperature-gauge",
          name: L("Transmission Temperature Gauge", "Указатель температуры АКПП", "عداد حرارة القير"),
          partPrefix: "TTG",
          priceRange: [90, 220],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.diameter, "52 mm"),
            spec(N.tempRange, "40-150 °C"),
          ],
          description: L(
            "The {brand} {name} is a 52 mm gauge with a sender adaptor for the automatic gearbox of the {vehicle}, so you can back off before the fluid cooks when towing or crawling in sand.",
            "{name} {brand} — указатель диаметром 52 мм с переходником под датчик для АКПП {vehicle}: вы успеете сбросить нагрузку, прежде чем масло перегреется при буксировке или на песке.",
            "{name} من {brand} هو عداد بقطر 52 مم مع وصلة حساس للقير الأوتوماتيك في سيارة {vehicle}، لتخفف الحمل قبل أن يحترق الزيت عند السحب أو الزحف في الرمل.",
          ),
          excerpt: L(
            "52 mm gauge and sender for gearbox oil temperature.",
            "Указатель 52 мм и датчик температуры масла коробки.",
            "عداد 52 مم مع حساس لحرارة زيت القير.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Air Filters

const airFilters: CategoryDef = {
  slug: "air-filters",
  name: L("Air Filters", "Воздушные фильтры", "فلاتر الهواء"),
  children: [
    {
      slug: "replacement-air-filters",
      name: L("Replacement Air Filters", "Сменные воздушные фильтры", "فلاتر هواء بديلة"),
      partTypes: [
        {
          key: "paper-air-filter",
          name: L("Paper Air Filter", "Бумажный воздушный фильтр", "فلتر هواء ورقي"),
          partPrefix: "AF",
          priceRange: [25, 70],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.media, "Cellulose"),
            spec(N.efficiency, "99.5%"),
          ],
          description: L(
            "The {brand} {name} is a direct replacement for the factory air filter of the {vehicle}. Deep pleats hold plenty of dust between changes.",
            "{name} {brand} — прямая замена штатного воздушного фильтра {vehicle}. Глубокие складки вмещают много пыли между заменами.",
            "{name} من {brand} هو بديل مباشر لفلتر الهواء الأصلي في سيارة {vehicle}. طيّاته العميقة تستوعب كمية كبيرة من الغبار بين كل تغيير وآخر.",
          ),
          excerpt: L(
            "Direct-fit paper air filter with deep pleats.",
            "Бумажный воздушный фильтр с глубокими складками, ставится без доработок.",
            "فلتر هواء ورقي بطيّات عميقة، تركيب مباشر.",
          ),
        },
        {
          key: "heavy-duty-air-filter",
          name: L("Heavy-Duty Air Filter", "Воздушный фильтр для тяжёлых условий", "فلتر هواء للاستخدام الشاق"),
          partPrefix: "HAF",
          priceRange: [45, 90],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.media, "Synthetic nanofibre"),
            spec(N.efficiency, "99.9%"),
          ],
          description: L(
            "The {brand} {name} has a synthetic nanofibre layer and a moulded seal for the {vehicle}, made for desert tracks and dusty convoys. It holds more dust and keeps airflow high for longer.",
            "{name} {brand} для {vehicle} имеет слой синтетического нановолокна и литой уплотнитель; он сделан для пустынных трасс и пыльных колонн. Держит больше пыли и дольше сохраняет высокий поток воздуха.",
            "يتميز {name} من {brand} بطبقة ألياف نانوية صناعية وحشوة إحكام مصبوبة لسيارة {vehicle}، وهو مصمم للمسارات الصحراوية وقوافل الطلعات المغبرة. يستوعب غباراً أكثر ويحافظ على تدفق هواء عالٍ لمدة أطول.",
          ),
          excerpt: L(
            "Nanofibre filter for dusty desert driving.",
            "Нановолоконный фильтр для езды по пыльной пустыне.",
            "فلتر بألياف نانوية للقيادة في غبار الصحراء.",
          ),
        },
        {
          key: "reusable-cotton-air-filter",
          name: L("Reusable Cotton Air Filter", "Многоразовый воздушный фильтр", "فلتر هواء قطني قابل لإعادة الاستخدام"),
          partPrefix: "RCF",
          priceRange: [55, 90],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.media, "Oiled cotton gauze"),
            spec(N.efficiency, "98%"),
          ],
          description: L(
            "The {brand} {name} can be washed and re-oiled instead of replaced, and flows more air than paper in the {vehicle}. Best for road and light track use.",
            "{name} {brand} можно мыть и заново пропитывать маслом вместо замены, и на {vehicle} он пропускает больше воздуха, чем бумажный. Лучше всего подходит для дороги и лёгкого бездорожья.",
            "يمكن غسل {name} من {brand} وإعادة تزييته بدلاً من استبداله، وهو يمرر هواءً أكثر من الفلتر الورقي في سيارة {vehicle}. الأنسب للطرق المعبدة والمسارات الخفيفة.",
          ),
          excerpt: L(
            "Washable, high-flow air filter.",
            "Моющийся воздушный фильтр с высокой пропускной способностью.",
            "فلتر هواء قابل للغسل بتدفق عالٍ.",
          ),
        },
      ],
    },
    {
      slug: "cold-air-intakes",
      name: L("Cold Air Intakes", "Системы холодного впуска", "أنظمة سحب الهواء البارد"),
      partTypes: [
        {
          key: "cold-air-intake-kit",
          name: L("Cold Air Intake Kit", "Комплект холодного впуска", "طقم سحب هواء بارد"),
          partPrefix: "CAI",
          priceRange: [280, 650],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.pipeDiameter, "89 mm", "102 mm"),
            spec(N.material, "Rotomoulded airbox, silicone joiners"),
          ],
          description: L(
            "The {brand} {name} replaces the intake of the {vehicle} with a sealed airbox and smooth tube. It lowers intake temperature and keeps the factory airflow sensor calibration.",
            "{name} {brand} заменяет впуск {vehicle} закрытым корпусом фильтра и гладким патрубком. Температура на впуске снижается, а калибровка штатного датчика расхода воздуха сохраняется.",
            "يستبدل {name} من {brand} نظام السحب في سيارة {vehicle} بعلبة هواء محكمة وأنبوب أملس. يخفض حرارة الهواء الداخل ويحافظ على معايرة حساس تدفق الهواء (الماف) الأصلي.",
          ),
          excerpt: L(
            "Sealed airbox and intake tube for cooler air.",
            "Закрытый корпус фильтра и патрубок для более холодного воздуха.",
            "علبة هواء محكمة وأنبوب سحب لهواء أبرد.",
          ),
        },
        {
          key: "intake-silicone-hose",
          name: L("Intake Silicone Hose", "Силиконовый патрубок впуска", "خرطوم سيليكون للسحب"),
          partPrefix: "ISH",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "hose",
          options: [colour(C.black, C.blue, C.red)],
          specs: [
            spec(N.material, "4-ply silicone"),
            spec(N.maxTemp, "180 °C"),
          ],
          description: L(
            "The {brand} {name} replaces the rubber intake hose of the {vehicle} that hardens and cracks with heat. Stainless clamps are included.",
            "{name} {brand} заменяет резиновый патрубок впуска {vehicle}, который от жары дубеет и трескается. Хомуты из нержавейки в комплекте.",
            "يستبدل {name} من {brand} خرطوم السحب المطاطي في سيارة {vehicle} الذي يتصلب ويتشقق مع الحرارة. المشابك الستانلس ضمن الطقم.",
          ),
          excerpt: L(
            "Four-ply silicone intake hose with clamps.",
            "Четырёхслойный силиконовый патрубок впуска с хомутами.",
            "خرطوم سحب سيليكون رباعي الطبقات مع مشابك.",
          ),
        },
      ],
    },
    {
      slug: "pre-cleaners-and-socks",
      name: L("Pre-Cleaners and Filter Socks", "Предочистители и чехлы фильтров", "المنظفات الأولية وأغطية الفلاتر"),
      partTypes: [
        {
          key: "snorkel-pre-cleaner",
          name: L("Snorkel Pre-Cleaner", "Предочиститель шноркеля", "منظف أولي للشنوركل"),
          partPrefix: "SPC",
          priceRange: [60, 160],
          fitment: "universal",
          drawing: "air-filter",
          options: [
            size(
              L("Snorkel diameter", "Диаметр шноркеля", "قطر الشنوركل"),
              ["76-mm", L("76 mm (3 in)", "76 мм (3 дюйма)", "76 مم (3 بوصات)")],
              ["89-mm", L("89 mm (3.5 in)", "89 мм (3,5 дюйма)", "89 مم (3.5 بوصة)")],
              ["102-mm", L("102 mm (4 in)", "102 мм (4 дюйма)", "102 مم (4 بوصات)")],
            ),
          ],
          specs: [
            spec(N.efficiency, "Removes up to 80% of dust"),
            spec(N.material, "Polycarbonate bowl"),
          ],
          description: L(
            "The {brand} {name} replaces the snorkel head and spins the incoming air so heavy dust drops into a clear bowl you can empty by hand. The air filter lasts several times longer on dusty tracks.",
            "{name} {brand} ставится вместо заборника шноркеля и закручивает входящий воздух, так что тяжёлая пыль оседает в прозрачной колбе, которую можно опорожнить рукой. На пыльных дорогах воздушный фильтр живёт в несколько раз дольше.",
            "يحل {name} من {brand} محل رأس الشنوركل ويُدوّم الهواء الداخل، فيسقط الغبار الثقيل في كأس شفاف يمكن تفريغه باليد. يدوم فلتر الهواء أطول بعدة مرات على الطرق المغبرة.",
          ),
          excerpt: L(
            "Cyclonic pre-cleaner that catches dust before the filter.",
            "Циклонный предочиститель, который ловит пыль до фильтра.",
            "منظف أولي دوّامي يلتقط الغبار قبل الفلتر.",
          ),
        },
        {
          key: "pre-filter-sock",
          name: L("Pre-Filter Sock", "Чехол-предфильтр", "غطاء فلتر أولي"),
          partPrefix: "PFS",
          priceRange: [18, 45],
          fitment: "universal",
          drawing: "air-filter",
          options: [
            size(
              L("Size", "Размер", "المقاس"),
              ["medium", L("Medium (snorkel 76-89 mm)", "M (шноркель 76-89 мм)", "وسط (شنوركل 76-89 مم)")],
              ["large", L("Large (snorkel 89-102 mm)", "L (шноркель 89-102 мм)", "كبير (شنوركل 89-102 مم)")],
            ),
          ],
          specs: [spec(N.material, "Washable polyester")],
          description: L(
            "The {brand} {name} slips over the snorkel head or the air filter and stops the coarsest dust and insects. Shake it out at the end of the day and wash it at home.",
            "{name} {brand} надевается на заборник шноркеля или на воздушный фильтр и задерживает самую крупную пыль и насекомых. Вечером его достаточно вытряхнуть, а дома постирать.",
            "يُلبس {name} من {brand} على رأس الشنوركل أو على فلتر الهواء ويوقف الغبار الخشن والحشرات. انفضه في نهاية اليوم واغسله في البيت.",
          ),
          excerpt: L(
            "Washable sock that stops coarse dust and insects.",
            "Моющийся чехол, который задерживает крупную пыль и насекомых.",
            "غطاء قابل للغسل يوقف الغبار الخشن والحشرات.",
          ),
        },
        {
          key: "filter-cleaning-kit",
          name: L("Air Filter Cleaning Kit", "Набор для очистки воздушного фильтра", "طقم تنظيف فلتر الهواء"),
          partPrefix: "FCK",
          priceRange: [18, 35],
          fitment: "universal",
          drawing: "generic",
          specs: [
            spec(N.capacity, "355 ml cleaner, 237 ml oil"),
          ],
          description: L(
            "The {brand} {name} contains a cleaner and a filter oil for reusable cotton filters. One kit services a filter about ten times.",
            "{name} {brand} содержит очиститель и пропитку для многоразовых хлопковых фильтров. Одного набора хватает примерно на десять обслуживаний фильтра.",
            "يحتوي {name} من {brand} على منظف وزيت للفلاتر القطنية القابلة لإعادة الاستخدام. يكفي الطقم الواحد لتنظيف الفلتر نحو عشر مرات.",
          ),
          excerpt: L(
            "Cleaner and oil for reusable cotton filters.",
            "Очиститель и пропитка для многоразовых хлопковых фильтров.",
            "منظف وزيت للفلاتر القطنية القابلة لإعادة الاستخدام.",
          ),
        },
      ],
    },
    {
      slug: "cabin-filters",
      name: L("Cabin Filters", "Салонные фильтры", "فلاتر المقصورة"),
      partTypes: [
        {
          key: "cabin-air-filter",
          name: L("Cabin Air Filter", "Салонный фильтр", "فلتر مكيف المقصورة"),
          partPrefix: "CF",
          priceRange: [15, 45],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.media, "Electrostatic synthetic"),
            spec(N.efficiency, "95% at 3 µm"),
          ],
          description: L(
            "The {brand} {name} slides in behind the glovebox of the {vehicle} and keeps dust and pollen out of the cabin. Change it every service, more often on dusty tracks.",
            "{name} {brand} вставляется за бардачком {vehicle} и не пускает пыль и пыльцу в салон. Меняйте его на каждом ТО, а при езде по пыльным дорогам — чаще.",
            "يُركّب {name} من {brand} خلف درج التابلوه في سيارة {vehicle} ويمنع الغبار وحبوب اللقاح من دخول المقصورة. غيّره في كل صيانة، وأكثر من ذلك على الطرق المغبرة.",
          ),
          excerpt: L(
            "Keeps dust and pollen out of the cabin.",
            "Не пускает пыль и пыльцу в салон.",
            "يمنع الغبار وحبوب اللقاح من دخول المقصورة.",
          ),
        },
        {
          key: "carbon-cabin-filter",
          name: L("Activated Carbon Cabin Filter", "Угольный салонный фильтр", "فلتر مقصورة بالكربون المنشط"),
          partPrefix: "CCF",
          priceRange: [22, 60],
          fitment: "vehicle",
          drawing: "air-filter",
          specs: [
            spec(N.media, "Activated carbon layer"),
            spec(N.efficiency, "99% at 3 µm"),
          ],
          description: L(
            "The {brand} {name} adds an activated carbon layer that also absorbs exhaust fumes and odours in the {vehicle}. Useful in convoys and city traffic.",
            "{name} {brand} имеет слой активированного угля, который в {vehicle} дополнительно поглощает выхлопные газы и запахи. Полезен в колонне и городских пробках.",
            "يضيف {name} من {brand} طبقة كربون منشط تمتص أيضاً أدخنة العوادم والروائح داخل سيارة {vehicle}. مفيد في القوافل وزحمة المدينة.",
          ),
          excerpt: L(
            "Carbon layer that absorbs fumes and odours.",
            "Угольный слой поглощает выхлопные газы и запахи.",
            "طبقة كربون تمتص الأدخنة والروائح.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Brakes

const brakes: CategoryDef = {
  slug: "brakes",
  name: L("Brakes", "Тормозная система", "الفرامل"),
  children: [
    {
      slug: "brake-pads",
      name: L("Brake Pads", "Тормозные колодки", "فحمات الفرامل"),
      partTypes: [
        {
          key: "ceramic-brake-pads",
          name: L("Ceramic Brake Pads", "Керамические тормозные колодки", "فحمات فرامل سيراميك"),
          partPrefix: "BPC",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "brake-pad",
          variations: [position],
          specs: [
            spec(N.friction, "Ceramic"),
            spec(N.maxTemp, "550 °C"),
          ],
          description: L(
            "The {brand} {name} is a quiet, low-dust ceramic pad set for the {vehicle}, kind to rotors and consistent from cold. Shims and wear sensors are included where fitted.",
            "{name} {brand} — тихий керамический комплект колодок с низким пылением для {vehicle}, бережный к дискам и стабильный уже на холодную. Противоскрипные пластины и датчики износа в комплекте, если они предусмотрены.",
            "{name} من {brand} هي طقم فحمات سيراميك هادئ وقليل الغبار لسيارة {vehicle}، لطيف على الهوبات وثابت الأداء وهو بارد. تأتي معه الرقائق المانعة للصرير وحساسات التآكل حيثما وُجدت.",
          ),
          excerpt: L(
            "Quiet, low-dust ceramic pads.",
            "Тихие керамические колодки с низким пылением.",
            "فحمات سيراميك هادئة وقليلة الغبار.",
          ),
        },
        {
          key: "heavy-duty-brake-pads",
          name: L("Heavy-Duty 4x4 Brake Pads", "Усиленные тормозные колодки", "فحمات فرامل للاستخدام الشاق"),
          partPrefix: "BPH",
          priceRange: [55, 160],
          fitment: "vehicle",
          drawing: "brake-pad",
          variations: [position],
          specs: [
            spec(N.friction, "Semi-metallic"),
            spec(N.maxTemp, "750 °C"),
          ],
          description: L(
            "The {brand} {name} has a semi-metallic compound for the {vehicle} that resists fade when towing, carrying a full load or descending long hills. It bites hard from cold and stays consistent when hot.",
            "{name} {brand} для {vehicle} сделаны из полуметаллического состава, который не теряет эффективности при буксировке, с полной загрузкой и на затяжных спусках. Хорошо хватают на холодную и остаются стабильными на горячую.",
            "تتميز {name} من {brand} بخليط شبه معدني لسيارة {vehicle} يقاوم ضعف الفرامل عند السحب أو الحمولة الكاملة أو نزول المنحدرات الطويلة. تمسك بقوة وهي باردة وتبقى ثابتة وهي ساخنة.",
          ),
          excerpt: L(
            "Fade-resistant pads for towing and heavy loads.",
            "Стойкие к перегреву колодки для буксировки и тяжёлых грузов.",
            "فحمات تقاوم ضعف الفرامل عند السحب والأحمال الثقيلة.",
          ),
        },
        {
          key: "brake-shoes",
          name: L("Rear Brake Shoes", "Задние тормозные колодки барабанные", "فحمات فرامل خلفية للطنبورة"),
          partPrefix: "BSE",
          priceRange: [45, 120],
          fitment: "vehicle",
          drawing: "brake-pad",
          specs: [
            spec(N.friction, "Non-asbestos organic"),
            spec(N.width, "45 mm", "55 mm"),
          ],
          description: L(
            "The {brand} {name} fits the rear drum brakes of the {vehicle}, bonded rather than riveted for a full wear life. Adjust the shoes after fitting for a firm handbrake.",
            "{name} {brand} подходят к задним барабанным тормозам {vehicle}; накладки приклеены, а не приклёпаны, поэтому изнашиваются до конца. После установки отрегулируйте колодки, чтобы ручник держал уверенно.",
            "تناسب {name} من {brand} فرامل الطنبورة الخلفية في سيارة {vehicle}، وبطانتها ملصوقة لا مبرشمة لتُستهلك بالكامل. اضبط الفحمات بعد التركيب ليثبت الهاند بريك جيداً.",
          ),
          excerpt: L(
            "Bonded rear shoes for drum brakes.",
            "Клеёные задние колодки для барабанных тормозов.",
            "فحمات خلفية ملصوقة لفرامل الطنبورة.",
          ),
        },
      ],
    },
    {
      slug: "brake-rotors",
      name: L("Brake Rotors", "Тормозные диски", "أقراص الفرامل"),
      partTypes: [
        {
          key: "slotted-brake-rotors",
          name: L("Slotted Brake Rotors", "Тормозные диски с насечками", "أقراص فرامل مخددة"),
          partPrefix: "BRS",
          priceRange: [90, 260],
          fitment: "vehicle",
          drawing: "brake-rotor",
          variations: [position],
          specs: [
            spec(N.diameter, "319 mm", "338 mm", "354 mm"),
            spec(N.thickness, "28 mm", "32 mm"),
            spec(N.finish, "Zinc-coated hat"),
          ],
          description: L(
            "The {brand} {name} is a slotted, vented rotor pair for the {vehicle} that clears gas, dust and mud from the pad face. The coated hat and edges stay rust-free.",
            "{name} {brand} — пара вентилируемых дисков с насечками для {vehicle}, которые отводят газы, пыль и грязь с поверхности колодки. Ступичная часть и кромки с покрытием не ржавеют.",
            "{name} من {brand} هي زوج هوبات مهوّاة ومخدّدة لسيارة {vehicle} تطرد الغازات والغبار والطين عن سطح الفحمات. الجزء الأوسط والحواف مطلية فلا تصدأ.",
          ),
          excerpt: L(
            "Slotted, vented rotors that clear mud and dust.",
            "Вентилируемые диски с насечками, которые очищаются от грязи и пыли.",
            "هوبات مهوّاة ومخدّدة تطرد الطين والغبار.",
          ),
        },
        {
          key: "standard-brake-rotors",
          name: L("Standard Brake Rotors", "Стандартные тормозные диски", "أقراص فرامل قياسية"),
          partPrefix: "BRD",
          priceRange: [55, 180],
          fitment: "vehicle",
          drawing: "brake-rotor",
          variations: [position],
          specs: [
            spec(N.diameter, "296 mm", "319 mm", "338 mm"),
            spec(N.thickness, "26 mm", "28 mm"),
          ],
          description: L(
            "The {brand} {name} is a factory-size vented rotor for the {vehicle}, machined and balanced. Sold as a pair.",
            "{name} {brand} — вентилируемые диски заводского размера для {vehicle}, проточенные и отбалансированные. Продаются парой.",
            "{name} من {brand} هوبات مهوّاة بالمقاس الأصلي لسيارة {vehicle}، مخروطة وموزونة. تُباع زوجاً.",
          ),
          excerpt: L(
            "Factory-size vented rotors, sold as a pair.",
            "Вентилируемые диски заводского размера, продаются парой.",
            "هوبات مهوّاة بالمقاس الأصلي، تُباع زوجاً.",
          ),
        },
      ],
    },
    {
      slug: "calipers-and-brake-kits",
      name: L("Calipers and Brake Kits", "Суппорты и тормозные комплекты", "الكاليبرات وأطقم الفرامل"),
      partTypes: [
        {
          key: "brake-caliper",
          name: L("Brake Caliper", "Тормозной суппорт", "كاليبر الفرامل"),
          partPrefix: "CAL",
          priceRange: [120, 380],
          fitment: "vehicle",
          drawing: "caliper",
          variations: [side],
          specs: [
            spec(N.pistons, "2", "4"),
            spec(N.material, "Cast iron", "Aluminium"),
          ],
          description: L(
            "The {brand} {name} is a remanufactured caliper for the {vehicle} with new pistons, seals and slide pins. It cures a pull to one side and uneven pad wear.",
            "{name} {brand} — восстановленный суппорт для {vehicle} с новыми поршнями, манжетами и направляющими. Он избавляет от увода в сторону при торможении и неравномерного износа колодок.",
            "{name} من {brand} هو كاليبر مُجدّد لسيارة {vehicle} بمكابس وجلود ومسامير انزلاق جديدة. يعالج سحب السيارة إلى جهة واحدة عند الفرملة والتآكل غير المتساوي للفحمات.",
          ),
          excerpt: L(
            "Remanufactured caliper with new pistons and seals.",
            "Восстановленный суппорт с новыми поршнями и манжетами.",
            "كاليبر مُجدّد بمكابس وجلود جديدة.",
          ),
        },
        {
          key: "big-brake-kit",
          name: L("Big Brake Kit", "Тормозной комплект увеличенного диаметра", "طقم فرامل كبير"),
          partPrefix: "BBK",
          priceRange: [1200, 3200],
          fitment: "vehicle",
          drawing: "caliper",
          specs: [
            spec(N.pistons, "6"),
            spec(N.diameter, "356 mm", "380 mm"),
            spec(N.material, "Forged aluminium calipers"),
          ],
          description: L(
            "The {brand} {name} puts six-piston calipers and larger two-piece rotors on the front of the {vehicle}. Stopping distances drop noticeably with big tyres and a full load, and fade goes away on long descents.",
            "{name} {brand} ставит на переднюю ось {vehicle} шестипоршневые суппорты и увеличенные составные диски. Тормозной путь заметно сокращается на больших колёсах и с полной загрузкой, а на длинных спусках тормоза больше не «плывут».",
            "يركّب {name} من {brand} كاليبرات بستة مكابس وهوبات أكبر من قطعتين في مقدمة سيارة {vehicle}. تقصر مسافة التوقف بوضوح مع الكفرات الكبيرة والحمولة الكاملة، ويختفي ضعف الفرامل في المنحدرات الطويلة.",
          ),
          excerpt: L(
            "Six-piston calipers and larger rotors for heavy tourers.",
            "Шестипоршневые суппорты и увеличенные диски для тяжёлых экспедиционных машин.",
            "كاليبرات بستة مكابس وهوبات أكبر لسيارات الرحلات الثقيلة.",
          ),
        },
      ],
    },
    {
      slug: "brake-lines-and-fluid",
      name: L("Brake Lines and Fluid", "Тормозные шланги и жидкость", "خراطيم وزيت الفرامل"),
      partTypes: [
        {
          key: "braided-brake-lines",
          name: L("Braided Brake Lines", "Армированные тормозные шланги", "خراطيم فرامل مجدولة"),
          partPrefix: "BBL",
          priceRange: [90, 260],
          fitment: "vehicle",
          drawing: "hose",
          variations: [liftHeight],
          specs: [
            spec(N.material, "PTFE inner, stainless braid"),
            spec(N.length, "+50 mm", "+75 mm over OE"),
          ],
          description: L(
            "The {brand} {name} replaces all the flexible brake hoses of the {vehicle} with braided lines made longer for a lifted suspension. The pedal is firmer and the hoses no longer stretch at full droop.",
            "{name} {brand} заменяют все гибкие тормозные шланги {vehicle} армированными, удлинёнными под лифтованную подвеску. Педаль становится твёрже, а шланги больше не натягиваются при полном ходе отбоя.",
            "تحل {name} من {brand} محل جميع خراطيم الفرامل المرنة في سيارة {vehicle} بخطوط مجدولة أطول تناسب التعليق المرفوع. تصبح الدواسة أصلب ولا تعود الخراطيم تنشدّ عند أقصى نزول للعجلة.",
          ),
          excerpt: L(
            "Extended braided brake hoses for lifted suspension.",
            "Удлинённые армированные тормозные шланги для лифтованной подвески.",
            "خراطيم فرامل مجدولة أطول للتعليق المرفوع.",
          ),
        },
        {
          key: "brake-fluid",
          name: L("DOT 4 Brake Fluid", "Тормозная жидкость DOT 4", "زيت فرامل DOT 4"),
          partPrefix: "BFL",
          priceRange: [12, 35],
          fitment: "universal",
          drawing: "generic",
          options: [
            size(
              L("Volume", "Объём", "الحجم"),
              ["500-ml", L("500 ml", "500 мл", "500 مل")],
              ["1-l", L("1 L", "1 л", "1 لتر")],
            ),
          ],
          specs: [
            spec(N.maxTemp, "Dry boiling point 265 °C"),
            spec(N.capacity, "500 ml", "1 L"),
          ],
          description: L(
            "The {brand} {name} has a high boiling point for towing and mountain descents. Replace the fluid every two years, sooner after water crossings.",
            "{name} {brand} имеет высокую температуру кипения — для буксировки и горных спусков. Меняйте жидкость раз в два года, а после бродов — раньше.",
            "يتميز {name} من {brand} بدرجة غليان عالية تناسب السحب ونزول الجبال. غيّر الزيت كل سنتين، وقبل ذلك بعد عبور المياه.",
          ),
          excerpt: L(
            "High-boiling-point DOT 4 fluid.",
            "Жидкость DOT 4 с высокой температурой кипения.",
            "زيت فرامل DOT 4 بدرجة غليان عالية.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Lighting

const lighting: CategoryDef = {
  slug: "lighting",
  name: L("Lighting", "Освещение", "الإضاءة"),
  children: [
    {
      slug: "light-bars",
      name: L("LED Light Bars", "Светодиодные балки", "أعمدة إنارة LED"),
      partTypes: [
        {
          key: "double-row-light-bar",
          name: L("Double Row LED Light Bar", "Двухрядная светодиодная балка", "عمود إنارة LED مزدوج الصف"),
          partPrefix: "LB",
          priceRange: [180, 900],
          fitment: "universal",
          drawing: "light-bar",
          variations: [
            {
              name: L("Length", "Длина", "الطول"),
              values: [
                L("20 in (510 mm)", "20 дюймов (510 мм)", "20 بوصة (510 مم)"),
                L("32 in (810 mm)", "32 дюйма (810 мм)", "32 بوصة (810 مم)"),
                L("42 in (1070 mm)", "42 дюйма (1070 мм)", "42 بوصة (1070 مم)"),
              ],
            },
          ],
          options: [beam],
          specs: [
            spec(N.lumens, "9,800 lm", "16,200 lm", "21,000 lm"),
            spec(N.luxDistance, "780 m", "950 m", "1,100 m"),
            spec(N.ip, "IP68"),
            spec(N.colourTemp, "5700 K"),
          ],
          description: L(
            "The {brand} {name} has a die-cast aluminium housing and a hard-coated polycarbonate lens, with spot optics for distance, flood optics for the roadside, or a combo of both. It runs on 9 to 32 volts and comes with a wiring harness and switch.",
            "{name} {brand} — литой алюминиевый корпус и поликарбонатное стекло с твёрдым покрытием; оптика на выбор: дальнобойная (спот), рассеивающая (флуд) для обочин или комбинированная. Работает от 9 до 32 вольт, в комплекте жгут проводки и выключатель.",
            "يأتي {name} من {brand} بهيكل ألمنيوم مصبوب وعدسة بولي كربونات مقسّاة الطلاء، بعدسات للإضاءة البعيدة (سبوت) أو الواسعة لجوانب الطريق (فلود) أو المدمجة بينهما. يعمل من 9 إلى 32 فولت ويأتي مع ضفيرة أسلاك ومفتاح.",
          ),
          excerpt: L(
            "Spot, combo or flood LED bar with harness and switch.",
            "Светодиодная балка — спот, комбинированный или флуд, с проводкой и выключателем.",
            "عمود إنارة LED بإضاءة بعيدة أو مدمجة أو واسعة، مع ضفيرة أسلاك ومفتاح.",
          ),
        },
        {
          key: "slim-single-row-light-bar",
          name: L("Slim Single Row LED Light Bar", "Узкая однорядная светодиодная балка", "عمود إنارة LED نحيف أحادي الصف"),
          partPrefix: "SLB",
          priceRange: [90, 350],
          fitment: "universal",
          drawing: "light-bar",
          variations: [
            {
              name: L("Length", "Длина", "الطول"),
              values: [
                L("22 in (560 mm)", "22 дюйма (560 мм)", "22 بوصة (560 مم)"),
                L("32 in (810 mm)", "32 дюйма (810 мм)", "32 بوصة (810 مم)"),
              ],
            },
          ],
          specs: [
            spec(N.lumens, "5,600 lm", "8,400 lm"),
            spec(N.ip, "IP68"),
            spec(N.height, "38 mm"),
          ],
          description: L(
            "The {brand} {name} is only 38 mm tall, so it hides behind a grille or along a roof rack edge. The wide beam fills the roadside with light.",
            "{name} {brand} высотой всего 38 мм, поэтому прячется за решёткой радиатора или вдоль края багажника. Широкий луч заливает светом обочины.",
            "ارتفاع {name} من {brand} 38 مم فقط، فيختفي خلف الشبك الأمامي أو على طول حافة حامل السقف. شعاعه العريض يغمر جوانب الطريق بالضوء.",
          ),
          excerpt: L(
            "A 38 mm slim bar that hides behind the grille.",
            "Тонкая балка высотой 38 мм, которая прячется за решёткой радиатора.",
            "عمود نحيف بارتفاع 38 مم يختفي خلف الشبك.",
          ),
        },
        {
          key: "grille-light-bar-kit",
          name: L("Grille Light Bar Kit", "Комплект балки в решётку радиатора", "طقم عمود إنارة للشبك الأمامي"),
          partPrefix: "GLB",
          priceRange: [350, 850],
          fitment: "vehicle",
          drawing: "light-bar",
          specs: [
            spec(N.lumens, "8,400 lm"),
            spec(N.ip, "IP68"),
          ],
          description: L(
            "The {brand} {name} hides a slim light bar behind the grille of the {vehicle} on a model-specific bracket, with a plug-in high-beam harness. It keeps the factory look and airflow.",
            "{name} {brand} прячет узкую балку за решёткой радиатора {vehicle} на кронштейне под конкретную модель, с жгутом, который подключается к дальнему свету. Заводской вид и обдув радиатора сохраняются.",
            "يخفي {name} من {brand} عمود إنارة نحيفاً خلف شبك سيارة {vehicle} على حامل مخصص للموديل، مع ضفيرة توصل مباشرة بالإضاءة العالية (الهاي بيم). يحافظ على الشكل الأصلي وتدفق الهواء.",
          ),
          excerpt: L(
            "A light bar hidden behind the factory grille.",
            "Светодиодная балка, спрятанная за штатной решёткой радиатора.",
            "عمود إنارة مخفي خلف الشبك الأصلي.",
          ),
        },
      ],
    },
    {
      slug: "driving-lights",
      name: L("Driving Lights", "Фары дальнего света", "كشافات القيادة"),
      partTypes: [
        {
          key: "led-driving-lights",
          name: L("LED Driving Lights", "Светодиодные фары дальнего света", "كشافات قيادة LED"),
          partPrefix: "DRL",
          priceRange: [250, 1100],
          fitment: "universal",
          drawing: "driving-light",
          variations: [
            {
              name: L("Diameter", "Диаметр", "القطر"),
              values: [L("7 in", "7 дюймов", "7 بوصات"), L("9 in", "9 дюймов", "9 بوصات")],
            },
          ],
          specs: [
            spec(N.luxDistance, "1,050 m", "1,400 m"),
            spec(N.power, "90 W", "150 W"),
            spec(N.ip, "IP68"),
          ],
          description: L(
            "The {brand} {name} is a pair of round spot lamps with a deep reflector that throws a narrow beam further than most light bars. Clip-on filters for amber or flood light are available.",
            "{name} {brand} — пара круглых фар дальнего света с глубоким отражателем, которые бьют узким лучом дальше большинства балок. Отдельно доступны съёмные фильтры для жёлтого или рассеянного света.",
            "{name} من {brand} هي زوج كشافات دائرية بعاكس عميق ترمي شعاعاً ضيقاً أبعد من معظم أعمدة الإنارة. تتوفر فلاتر تُركّب بالكبس لضوء أصفر أو إضاءة واسعة.",
          ),
          excerpt: L(
            "Long-throw round spot lamps, sold as a pair.",
            "Круглые дальнобойные фары, продаются парой.",
            "كشافات دائرية بعيدة المدى، تُباع زوجاً.",
          ),
        },
        {
          key: "led-work-light",
          name: L("LED Work Light", "Светодиодная рабочая фара", "كشاف عمل LED"),
          partPrefix: "WL",
          priceRange: [35, 140],
          fitment: "universal",
          drawing: "driving-light",
          specs: [
            spec(N.lumens, "1,800 lm", "3,200 lm"),
            spec(N.ip, "IP67"),
            spec(N.voltage, "9-32 V"),
          ],
          description: L(
            "The {brand} {name} is a compact flood lamp for camp, reversing or working around the vehicle. It mounts on a single bolt and draws little current.",
            "{name} {brand} — компактная фара рассеянного света для лагеря, заднего хода или работ вокруг машины. Крепится на один болт и потребляет мало тока.",
            "{name} من {brand} هو كشاف مدمج بإضاءة واسعة للمخيم أو للريوس أو للعمل حول السيارة. يُثبّت ببرغي واحد ويستهلك تياراً قليلاً.",
          ),
          excerpt: L(
            "Compact flood lamp for camp and reversing.",
            "Компактная фара рассеянного света для лагеря и заднего хода.",
            "كشاف مدمج بإضاءة واسعة للمخيم والريوس.",
          ),
        },
      ],
    },
    {
      slug: "headlights",
      name: L("Headlights", "Фары головного света", "المصابيح الأمامية"),
      partTypes: [
        {
          key: "led-headlight-assembly",
          name: L("LED Headlight Assembly", "Светодиодные фары в сборе", "مجموعة مصابيح أمامية LED"),
          partPrefix: "HL",
          priceRange: [450, 1400],
          fitment: "vehicle",
          drawing: "headlight",
          specs: [
            spec(N.colourTemp, "6000 K"),
            spec(N.ip, "IP67"),
            spec(N.power, "30 W per side"),
          ],
          description: L(
            "The {brand} {name} replaces the halogen headlights of the {vehicle} with LED projectors and a daytime running light. It plugs into the factory connectors and has an E-marked beam pattern.",
            "{name} {brand} заменяют галогенные фары {vehicle} светодиодными линзованными с дневными ходовыми огнями. Подключаются к штатным разъёмам, светораспределение сертифицировано по знаку E.",
            "تستبدل {name} من {brand} المصابيح الأمامية الهالوجين في سيارة {vehicle} بعدسات بروجكتر LED مع إضاءة نهارية. تُوصل بالفيش الأصلية، ونمط إضاءتها معتمد بعلامة E الأوروبية.",
          ),
          excerpt: L(
            "Plug-in LED projector headlights with DRL.",
            "Светодиодные линзованные фары с ДХО, подключаются к штатным разъёмам.",
            "مصابيح أمامية بروجكتر LED مع إضاءة نهارية، تُركّب على الفيش الأصلية.",
          ),
        },
        {
          key: "led-headlight-bulbs",
          name: L("LED Headlight Bulbs", "Светодиодные лампы головного света", "لمبات LED للمصابيح الأمامية"),
          partPrefix: "HLB",
          priceRange: [45, 150],
          fitment: "vehicle",
          drawing: "headlight",
          specs: [
            spec(N.lumens, "4,000 lm per pair"),
            spec(N.colourTemp, "5700 K"),
          ],
          description: L(
            "The {brand} {name} is a pair of LED bulbs in the exact fitting for the {vehicle}, with the chip placed like a halogen filament for a correct beam cut-off.",
            "{name} {brand} — пара светодиодных ламп с цоколем точно под {vehicle}; кристаллы расположены как нить галогенной лампы, чтобы светотеневая граница была правильной.",
            "{name} من {brand} هي زوج لمبات LED بالقاعدة المطابقة تماماً لسيارة {vehicle}، والشريحة موضوعة في مكان فتيل الهالوجين ليكون خط قطع الضوء صحيحاً.",
          ),
          excerpt: L(
            "LED bulbs with a correct beam cut-off.",
            "Светодиодные лампы с правильной светотеневой границей.",
            "لمبات LED بخط قطع ضوء صحيح.",
          ),
        },
        {
          key: "led-tail-lights",
          name: L("LED Tail Lights", "Светодиодные задние фонари", "مصابيح خلفية LED"),
          partPrefix: "TL",
          priceRange: [180, 480],
          fitment: "vehicle",
          drawing: "headlight",
          specs: [
            spec(N.ip, "IP67"),
            spec(N.voltage, "12 V"),
          ],
          description: L(
            "The {brand} {name} replaces the rear lamps of the {vehicle} with sealed LED units that plug into the factory loom. They light instantly and do not shake bulbs loose on corrugations.",
            "{name} {brand} заменяют задние фонари {vehicle} герметичными светодиодными блоками, которые подключаются к штатной проводке. Загораются мгновенно, и на гребёнке в них нечему расшататься.",
            "تستبدل {name} من {brand} الإضاءات الخلفية في سيارة {vehicle} بوحدات LED محكمة الإغلاق توصل بضفيرة الأسلاك الأصلية. تضيء فوراً ولا توجد فيها لمبات تتخلخل على الطرق المتموجة.",
          ),
          excerpt: L(
            "Sealed plug-in LED tail lamps.",
            "Герметичные светодиодные фонари с подключением к штатным разъёмам.",
            "إضاءات خلفية LED محكمة تُركّب على الفيش الأصلية.",
          ),
        },
      ],
    },
    {
      slug: "light-mounts-and-wiring",
      name: L("Light Mounts and Wiring", "Кронштейны и проводка для фар", "حوامل وأسلاك الإضاءة"),
      partTypes: [
        {
          key: "driving-light-harness",
          name: L("Driving Light Wiring Harness", "Комплект проводки для фар", "ضفيرة أسلاك الكشافات"),
          partPrefix: "DLH",
          priceRange: [35, 90],
          fitment: "universal",
          drawing: "wiring",
          specs: [
            spec(N.current, "40 A relay"),
            spec(N.length, "3.5 m"),
          ],
          description: L(
            "The {brand} {name} has a relay, fuse, switch and sealed connectors for a pair of lights or a light bar. It can be triggered by the high beam.",
            "{name} {brand} включает реле, предохранитель, выключатель и герметичные разъёмы для пары фар или светодиодной балки. Может включаться вместе с дальним светом.",
            "تضم {name} من {brand} ريلاي وفيوزاً ومفتاحاً وفيشاً محكمة لزوج كشافات أو عمود إنارة. يمكن تشغيلها مع الإضاءة العالية.",
          ),
          excerpt: L(
            "Relay harness with switch for driving lights.",
            "Жгут с реле и выключателем для дополнительных фар.",
            "ضفيرة بريلاي ومفتاح للكشافات.",
          ),
        },
        {
          key: "a-pillar-light-brackets",
          name: L("A-Pillar Light Brackets", "Кронштейны фар на стойки", "حوامل كشافات على العمود الأمامي"),
          partPrefix: "APL",
          priceRange: [60, 160],
          fitment: "vehicle",
          drawing: "driving-light",
          specs: [
            spec(N.material, "Stainless steel, powder coated"),
          ],
          description: L(
            "The {brand} {name} bolts under the bonnet hinge of the {vehicle} to carry a pair of ditch lights. No drilling needed.",
            "{name} {brand} крепятся под петлёй капота {vehicle} и держат пару фар подсветки обочины. Сверлить не нужно.",
            "تُثبّت {name} من {brand} تحت مفصلة الكبوت في سيارة {vehicle} لحمل زوج من الكشافات الجانبية. لا حاجة للتخريم.",
          ),
          excerpt: L(
            "No-drill brackets for ditch lights.",
            "Кронштейны под фары обочины без сверления.",
            "حوامل بدون تخريم للكشافات الجانبية.",
          ),
        },
        {
          key: "light-bar-mounts",
          name: L("Light Bar Mounts", "Крепления светодиодной балки", "حوامل عمود الإنارة"),
          partPrefix: "LBM",
          priceRange: [25, 80],
          fitment: "universal",
          drawing: "light-bar",
          specs: [
            spec(N.material, "Stainless steel"),
            spec(N.pipeDiameter, "Fits 48-76 mm tube"),
          ],
          description: L(
            "The {brand} {name} clamps a light bar to round tubes or bolts it to flat surfaces. Stainless hardware does not rust under the bar.",
            "{name} {brand} зажимают балку на круглой трубе или крепят её болтами к ровной поверхности. Крепёж из нержавейки не ржавеет под балкой.",
            "تثبّت {name} من {brand} عمود الإنارة على الأنابيب الدائرية بالمشابك أو بالبراغي على الأسطح المسطحة. البراغي الستانلس لا تصدأ تحت العمود.",
          ),
          excerpt: L(
            "Tube clamps and flat mounts for light bars.",
            "Хомуты на трубу и плоские крепления для светодиодных балок.",
            "مشابك للأنابيب وحوامل مسطحة لأعمدة الإنارة.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Recovery Gear

const recoveryGear: CategoryDef = {
  slug: "recovery-gear",
  name: L("Recovery Gear", "Средства самовытаскивания", "معدات الإنقاذ والسحب"),
  children: [
    {
      slug: "winches",
      name: L("Winches", "Лебёдки", "الونشات"),
      partTypes: [
        {
          key: "electric-winch",
          name: L("Electric Winch", "Электрическая лебёдка", "ونش كهربائي"),
          partPrefix: "WN",
          priceRange: [450, 1800],
          fitment: "universal",
          drawing: "winch",
          variations: [
            {
              name: L("Rope", "Трос", "الحبل"),
              values: [
                L("Steel cable", "Стальной трос", "كيبل فولاذي"),
                L("Synthetic rope", "Синтетический трос", "حبل صناعي"),
              ],
            },
          ],
          specs: [
            spec(N.linePull, "9,500 lb", "12,000 lb"),
            spec(N.motor, "6.6 hp series wound"),
            spec(N.gearRatio, "265:1", "218:1"),
            spec(N.ropeLength, "28 m"),
          ],
          description: L(
            "The {brand} {name} has a sealed series-wound motor, a three-stage planetary gearbox and an automatic load-holding brake. It fits any standard winch cradle and comes with a wireless remote and a hawse or roller fairlead.",
            "{name} {brand} оснащена герметичным двигателем с последовательным возбуждением, трёхступенчатым планетарным редуктором и автоматическим тормозом, удерживающим груз. Подходит к любой стандартной площадке под лебёдку, в комплекте беспроводной пульт и клюз — алюминиевый или роликовый.",
            "يأتي {name} من {brand} بمحرك محكم الإغلاق ملفوف على التوالي، وعلبة تروس كوكبية بثلاث مراحل، وفرامل تلقائية تمسك الحمل. يناسب أي قاعدة ونش قياسية ويأتي مع ريموت لاسلكي ودليل حبل (فيرليد) أملس أو برولات.",
          ),
          excerpt: L(
            "Sealed 12 V winch with planetary gearbox and wireless remote.",
            "Герметичная лебёдка 12 В с планетарным редуктором и беспроводным пультом.",
            "ونش 12 فولت محكم الإغلاق بتروس كوكبية وريموت لاسلكي.",
          ),
        },
        {
          key: "synthetic-winch-rope",
          name: L("Synthetic Winch Rope", "Синтетический трос для лебёдки", "حبل ونش صناعي"),
          partPrefix: "SWR",
          priceRange: [180, 480],
          fitment: "universal",
          drawing: "winch",
          options: [colour(C.orange, C.red, C.black, C.grey)],
          specs: [
            spec(N.ropeDiameter, "9 mm", "11 mm"),
            spec(N.ropeLength, "28 m", "30 m"),
            spec(N.breaking, "8.6 t", "11.5 t"),
            spec(N.material, "Dyneema SK75"),
          ],
          description: L(
            "The {brand} {name} is lighter than steel cable, floats, and stores little energy if it breaks. A heat sleeve near the drum and a protective sleeve at the hook end are included.",
            "{name} {brand} легче стального троса, не тонет и при обрыве накапливает мало энергии. В комплекте термозащитный рукав у барабана и защитный рукав у крюка.",
            "{name} من {brand} هو أخف من الكيبل الفولاذي، يطفو على الماء، ولا يختزن طاقة تُذكر إذا انقطع. يأتي مع غلاف حراري قرب البكرة وغلاف حماية عند طرف الخطاف.",
          ),
          excerpt: L(
            "Light, safe Dyneema rope to replace steel cable.",
            "Лёгкий и безопасный трос из дайнимы на замену стальному.",
            "حبل داينيما خفيف وآمن بديلاً عن الكيبل الفولاذي.",
          ),
        },
        {
          key: "winch-mounting-plate",
          name: L("Winch Mounting Plate", "Площадка для лебёдки", "قاعدة تثبيت الونش"),
          partPrefix: "WMP",
          priceRange: [150, 420],
          fitment: "vehicle",
          drawing: "winch",
          specs: [
            spec(N.material, "6 mm steel"),
            spec(N.load, "Winch up to 12,000 lb"),
          ],
          description: L(
            "The {brand} {name} mounts a winch behind the factory bumper of the {vehicle}, using chassis points. The fairlead sits in the number plate area.",
            "{name} {brand} позволяет поставить лебёдку за штатный бампер {vehicle}, используя точки на раме. Клюз располагается в зоне номерного знака.",
            "تتيح {name} من {brand} تركيب الونش خلف الصدام الأصلي لسيارة {vehicle} على نقاط الشاصي. يأتي دليل الحبل في مكان اللوحة.",
          ),
          excerpt: L(
            "Hidden winch mount behind the factory bumper.",
            "Скрытая установка лебёдки за штатным бампером.",
            "قاعدة ونش مخفية خلف الصدام الأصلي.",
          ),
        },
      ],
    },
    {
      slug: "snatch-straps-and-ropes",
      name: L("Snatch Straps and Kinetic Ropes", "Рывковые стропы и кинетические тросы", "أحزمة السحب والحبال الحركية"),
      partTypes: [
        {
          key: "snatch-strap",
          name: L("Snatch Strap", "Рывковая стропа", "حزام سحب مرن"),
          partPrefix: "SST",
          priceRange: [45, 120],
          fitment: "universal",
          drawing: "recovery-strap",
          options: [strapRating, colour(C.orange, C.red, C.yellow)],
          specs: [
            spec(N.length, "9 m"),
            spec(N.stretch, "20%"),
            spec(N.material, "Nylon webbing"),
          ],
          description: L(
            "The {brand} {name} stretches under load and stores energy to pull a bogged vehicle out smoothly. Choose a rating of two to three times the gross weight of the lighter vehicle; reinforced eyes are sleeved against wear.",
            "{name} {brand} растягивается под нагрузкой и накапливает энергию, чтобы плавно выдернуть застрявшую машину. Выбирайте стропу с разрывной нагрузкой в два-три раза больше полной массы более лёгкой машины; усиленные петли защищены рукавами от истирания.",
            "يتمدد {name} من {brand} تحت الحمل ويختزن الطاقة ليسحب السيارة المغرّزة بسلاسة. اختر قوة تعادل مرتين إلى ثلاث مرات الوزن الإجمالي للسيارة الأخف؛ والعروات المعززة مغلفة ضد التآكل.",
          ),
          excerpt: L(
            "Stretchy nylon strap for kinetic recovery.",
            "Тянущаяся нейлоновая стропа для рывкового вытаскивания.",
            "حزام نايلون مرن للسحب الحركي.",
          ),
        },
        {
          key: "kinetic-recovery-rope",
          name: L("Kinetic Recovery Rope", "Кинетический трос", "حبل سحب حركي"),
          partPrefix: "KR",
          priceRange: [150, 420],
          fitment: "universal",
          drawing: "recovery-strap",
          options: [
            size(
              L("Length", "Длина", "الطول"),
              ["6-m", L("6 m", "6 м", "6 م")],
              ["9-m", L("9 m", "9 м", "9 م")],
            ),
          ],
          specs: [
            spec(N.ropeDiameter, "22 mm", "28 mm"),
            spec(N.breaking, "13.5 t", "19 t"),
            spec(N.stretch, "30%"),
          ],
          description: L(
            "The {brand} {name} is a double-braided nylon rope that stretches further and recovers more smoothly than a strap. Made for heavy vehicles bogged deep in sand or mud.",
            "{name} {brand} — нейлоновый трос двойного плетения, который тянется сильнее стропы и вытаскивает плавнее. Сделан для тяжёлых машин, глубоко засевших в песке или грязи.",
            "{name} من {brand} هو حبل نايلون مزدوج الجدل يتمدد أكثر من الحزام ويسحب بسلاسة أكبر. مصنوع للسيارات الثقيلة المغرّزة بعمق في الرمل أو الطين.",
          ),
          excerpt: L(
            "Double-braided kinetic rope for deep bogs.",
            "Кинетический трос двойного плетения для глубоких засадов.",
            "حبل حركي مزدوج الجدل للتغريز العميق.",
          ),
        },
        {
          key: "tree-trunk-protector",
          name: L("Tree Trunk Protector", "Корозащитная стропа", "حزام حماية جذع الشجرة"),
          partPrefix: "TTP",
          priceRange: [30, 80],
          fitment: "universal",
          drawing: "recovery-strap",
          specs: [
            spec(N.length, "3 m", "5 m"),
            spec(N.breaking, "12 t"),
          ],
          description: L(
            "The {brand} {name} is a wide, low-stretch strap that wraps around a tree as a winch anchor without ringbarking it. Never use it for snatch recovery.",
            "{name} {brand} — широкая малорастяжимая стропа, которую оборачивают вокруг дерева как якорь для лебёдки, не повреждая кору. Никогда не используйте её для рывка.",
            "{name} من {brand} هو حزام عريض قليل التمدد يُلف حول الشجرة كنقطة تثبيت للونش دون أن يقشر لحاءها. لا تستخدمه أبداً للسحب الحركي.",
          ),
          excerpt: L(
            "Wide winch anchor strap that protects the tree.",
            "Широкая стропа-якорь для лебёдки, которая бережёт дерево.",
            "حزام تثبيت عريض للونش يحمي الشجرة.",
          ),
        },
        {
          key: "winch-extension-strap",
          name: L("Winch Extension Strap", "Удлинитель троса лебёдки", "حزام تمديد الونش"),
          partPrefix: "WES",
          priceRange: [40, 110],
          fitment: "universal",
          drawing: "recovery-strap",
          specs: [
            spec(N.length, "20 m"),
            spec(N.breaking, "8 t"),
          ],
          description: L(
            "The {brand} {name} is a low-stretch strap that reaches a distant anchor point when the winch rope is too short. Never use it for snatch recovery.",
            "{name} {brand} — малорастяжимая стропа, которая достаёт до дальней точки крепления, когда троса лебёдки не хватает. Никогда не используйте её для рывка.",
            "{name} من {brand} هو حزام قليل التمدد يصل إلى نقطة تثبيت بعيدة عندما يكون حبل الونش قصيراً. لا تستخدمه أبداً للسحب الحركي.",
          ),
          excerpt: L("Reaches a distant anchor point.", "Достаёт до дальней точки крепления.", "يصل إلى نقطة تثبيت بعيدة."),
        },
      ],
    },
    {
      slug: "shackles-and-recovery-points",
      name: L("Shackles and Recovery Points", "Шаклы и точки крепления", "الشكلات ونقاط السحب"),
      partTypes: [
        {
          key: "soft-shackle",
          name: L("Soft Shackle", "Мягкий шакл", "شكل ناعم"),
          partPrefix: "SSH",
          priceRange: [25, 70],
          fitment: "universal",
          drawing: "shackle",
          options: [colour(C.orange, C.black, C.red, C.blue)],
          specs: [
            spec(N.breaking, "15 t", "22 t"),
            spec(N.material, "Dyneema SK75"),
            spec(N.ropeDiameter, "10 mm", "12 mm"),
          ],
          description: L(
            "The {brand} {name} is a spliced Dyneema loop that is lighter than a steel shackle and will not become a projectile if something fails. It fits recovery points, snatch blocks and hitch receivers.",
            "{name} {brand} — сплетённая петля из дайнимы: легче стального шакла и не превратится в снаряд, если что-то оборвётся. Подходит к такелажным точкам, блокам и квадрату фаркопа.",
            "{name} من {brand} هو عروة مضفورة من الداينيما أخف من الشكل الفولاذي، ولن تتحول إلى مقذوف إذا انقطع شيء. يناسب نقاط السحب وبكرات الونش ومستقبلات الهيتش.",
          ),
          excerpt: L("Light, safe Dyneema shackle.", "Лёгкий и безопасный шакл из дайнимы.", "شكل داينيما خفيف وآمن."),
        },
        {
          key: "bow-shackle",
          name: L("Rated Bow Shackle", "Сертифицированный шакл", "شكل قوسي معتمد"),
          partPrefix: "BSH",
          priceRange: [20, 60],
          fitment: "universal",
          drawing: "shackle",
          specs: [
            spec(N.wll, "3.25 t", "4.75 t"),
            spec(N.material, "Forged alloy steel"),
            spec(N.diameter, "19 mm pin", "22 mm pin"),
          ],
          description: L(
            "The {brand} {name} is forged, proof-tested and stamped with its working load limit. Tighten the pin and back it off a quarter turn so it can be undone after a heavy pull.",
            "{name} {brand} — кованый, испытанный пробной нагрузкой, с выбитой рабочей нагрузкой. Затяните палец до упора и отпустите на четверть оборота, чтобы его можно было открутить после тяжёлого рывка.",
            "{name} من {brand} هو مطروق ومختبر بحمل إثبات ومختوم عليه حد حمل التشغيل. اربط المسمار للآخر ثم أرخه ربع لفة حتى تتمكن من فكّه بعد سحبة ثقيلة.",
          ),
          excerpt: L(
            "Forged, proof-tested and stamped bow shackle.",
            "Кованый испытанный шакл с маркировкой нагрузки.",
            "شكل قوسي مطروق ومختبر ومختوم.",
          ),
        },
        {
          key: "rated-recovery-points",
          name: L("Rated Recovery Points", "Сертифицированные точки крепления", "نقاط سحب معتمدة"),
          partPrefix: "RRP",
          priceRange: [80, 220],
          fitment: "vehicle",
          drawing: "shackle",
          specs: [
            spec(N.wll, "4.75 t"),
            spec(N.material, "Laser-cut 20 mm steel"),
          ],
          description: L(
            "The {brand} {name} bolts to the chassis rails of the {vehicle} with high-tensile bolts. It gives a proper, tested anchor for a snatch strap, unlike a tie-down hook.",
            "{name} {brand} крепятся к лонжеронам рамы {vehicle} высокопрочными болтами. В отличие от транспортировочного крюка, это настоящая испытанная точка для рывковой стропы.",
            "تُثبّت {name} من {brand} على عوارض شاصي سيارة {vehicle} ببراغي عالية الشد. توفر نقطة تثبيت سليمة ومختبرة لحزام السحب، بخلاف خطاف الربط.",
          ),
          excerpt: L(
            "Tested chassis-mounted recovery points.",
            "Испытанные такелажные точки на раме.",
            "نقاط سحب مختبرة مثبتة على الشاصي.",
          ),
        },
        {
          key: "recovery-hitch",
          name: L("Recovery Hitch Receiver", "Рекавери-вставка в фаркоп", "مستقبل سحب للهيتش"),
          partPrefix: "RHR",
          priceRange: [60, 160],
          fitment: "universal",
          drawing: "shackle",
          specs: [
            spec(N.wll, "4.75 t"),
            spec(N.material, "Machined billet steel"),
          ],
          description: L(
            "The {brand} {name} slides into a standard 50 mm tow hitch receiver in place of the tow ball tongue. Never snatch from a tow ball.",
            "{name} {brand} вставляется в стандартный квадрат фаркопа 50 мм вместо вставки с шаром. Никогда не делайте рывок за шар фаркопа.",
            "يدخل {name} من {brand} في مستقبل هيتش قياسي 50 مم بدلاً من لسان كرة السحب. لا تسحب سحباً حركياً من كرة السحب أبداً.",
          ),
          excerpt: L(
            "A safe rear recovery point in the hitch receiver.",
            "Безопасная задняя точка для вытаскивания в квадрате фаркопа.",
            "نقطة سحب خلفية آمنة في مستقبل الهيتش.",
          ),
        },
      ],
    },
    {
      slug: "recovery-boards",
      name: L("Recovery Boards", "Сэнд-траки", "ألواح الإنقاذ"),
      partTypes: [
        {
          key: "recovery-boards",
          name: L("Recovery Boards", "Сэнд-траки", "ألواح إنقاذ الرمل"),
          partPrefix: "REB",
          priceRange: [180, 420],
          fitment: "universal",
          drawing: "recovery-board",
          options: [colour(C.orange, C.black, C.sand, C.olive, C.red)],
          specs: [
            spec(N.length, "1,150 mm"),
            spec(N.material, "UV-stabilised reinforced nylon"),
            spec(N.load, "Vehicle up to 4 t"),
          ],
          description: L(
            "The {brand} {name} has aggressive teeth that bite into the tyre tread and flex without cracking, even in cold weather. The moulded ends double as shovels, and the pair nests together for storage.",
            "{name} {brand} имеют агрессивные зубья, которые вгрызаются в протектор, и гнутся, не трескаясь, даже в мороз. Фигурные концы служат лопатами, а пара вкладывается одна в другую для хранения.",
            "تتميز {name} من {brand} بأسنان حادة تعضّ في نقشة الكفر، وتنثني دون أن تتشقق حتى في البرد. أطرافها المصبوبة تعمل كمجارف، والزوج يتداخل معاً للتخزين.",
          ),
          excerpt: L(
            "Flexible nylon boards with deep teeth, sold as a pair.",
            "Гибкие нейлоновые сэнд-траки с глубокими зубьями, продаются парой.",
            "ألواح نايلون مرنة بأسنان عميقة، تُباع زوجاً.",
          ),
        },
        {
          key: "recovery-board-mounts",
          name: L("Recovery Board Mounting Pins", "Крепления для сэнд-траков", "مثبتات ألواح الإنقاذ"),
          partPrefix: "RBM",
          priceRange: [40, 120],
          fitment: "universal",
          drawing: "recovery-board",
          specs: [
            spec(N.material, "Stainless steel, lockable"),
            spec(N.pieces, "2"),
          ],
          description: L(
            "The {brand} {name} locks a pair of boards to a roof rack or wheel carrier through the handle holes. The locking pin stops the boards walking away at the campsite.",
            "{name} {brand} фиксируют пару сэнд-траков на багажнике или калитке запаски через отверстия ручек. Запорный палец не даст им «уйти» со стоянки.",
            "تقفل {name} من {brand} زوج الألواح على حامل السقف أو حامل السبير عبر فتحات المقابض. مسمار القفل يمنع الألواح من الاختفاء في المخيم.",
          ),
          excerpt: L(
            "Lockable pins for roof rack board storage.",
            "Запираемые пальцы для хранения сэнд-траков на багажнике.",
            "مسامير قابلة للقفل لتخزين الألواح على حامل السقف.",
          ),
        },
      ],
    },
    {
      slug: "jacks",
      name: L("Jacks and Bases", "Домкраты и опоры", "الرافعات وقواعدها"),
      partTypes: [
        {
          key: "high-lift-jack",
          name: L("High-Lift Jack", "Реечный домкрат", "رافعة عالية (هاي ليفت)"),
          partPrefix: "HLJ",
          priceRange: [110, 260],
          fitment: "universal",
          drawing: "jack",
          variations: [
            {
              name: L("Height", "Высота", "الارتفاع"),
              values: [L("48 in", "48 дюймов (1,2 м)", "48 بوصة"), L("60 in", "60 дюймов (1,5 м)", "60 بوصة")],
            },
          ],
          specs: [
            spec(N.liftCapacity, "2 t"),
            spec(N.liftRange, "115-1,000 mm", "115-1,300 mm"),
            spec(N.material, "Cast and stamped steel"),
          ],
          description: L(
            "The {brand} {name} lifts from rated jacking points on bars and sliders high enough to fill a hole under a wheel. It also works as a hand winch and a clamp; learn to use it safely.",
            "{name} {brand} поднимает машину за сертифицированные точки на бамперах и порогах достаточно высоко, чтобы подсыпать под колесо. Он также работает как ручная лебёдка и струбцина; научитесь пользоваться им безопасно.",
            "ترفع {name} من {brand} السيارة من نقاط رفع معتمدة على الصدامات والحمايات الجانبية بارتفاع يكفي لردم الحفرة تحت العجلة. تعمل أيضاً كونش يدوي وكملزمة؛ تعلّم استخدامها بأمان.",
          ),
          excerpt: L(
            "A tall farm-style jack that also winches and clamps.",
            "Высокий реечный домкрат, который ещё и тянет, и зажимает.",
            "جك طويل على طراز المزارع يعمل أيضاً كونش يدوي وملزمة.",
          ),
        },
        {
          key: "exhaust-air-jack",
          name: L("Exhaust Air Jack", "Пневмодомкрат от выхлопа", "رافعة هوائية بالعادم"),
          partPrefix: "EAJ",
          priceRange: [130, 320],
          fitment: "universal",
          drawing: "jack",
          specs: [
            spec(N.liftCapacity, "4 t"),
            spec(N.liftRange, "750 mm"),
            spec(N.material, "PVC-coated nylon"),
          ],
          description: L(
            "The {brand} {name} inflates from the exhaust pipe or a compressor and spreads the load over soft sand, mud or snow where a normal jack sinks. It comes with a ground sheet and a carry bag.",
            "{name} {brand} надувается от выхлопной трубы или компрессора и распределяет нагрузку на мягком песке, грязи или снегу, где обычный домкрат тонет. В комплекте подстилка и сумка.",
            "تنتفخ {name} من {brand} من أنبوب العادم أو من ضاغط الهواء وتوزع الحمل على الرمل الناعم أو الطين أو الثلج حيث يغوص الجك العادي. تأتي مع فرشة أرضية وحقيبة حمل.",
          ),
          excerpt: L(
            "Inflatable jack for soft sand, mud and snow.",
            "Надувной домкрат для мягкого песка, грязи и снега.",
            "رافعة تُنفخ بالهواء للرمل الناعم والطين والثلج.",
          ),
        },
        {
          key: "jack-base-plate",
          name: L("Jack Base Plate", "Опора для домкрата", "قاعدة الرافعة"),
          partPrefix: "JBP",
          priceRange: [35, 110],
          fitment: "universal",
          drawing: "jack",
          specs: [
            spec(N.material, "Glass-filled nylon"),
            spec(N.width, "300 mm"),
          ],
          description: L(
            "The {brand} {name} spreads the load of a bottle or high-lift jack so it does not sink into sand or mud. It also makes a stable, level base on rocks.",
            "{name} {brand} распределяет нагрузку бутылочного или реечного домкрата, чтобы он не проваливался в песок или грязь. На камнях она тоже даёт устойчивую ровную основу.",
            "توزع {name} من {brand} حمل الجك الهيدروليكي أو جك الهاي ليفت حتى لا يغوص في الرمل أو الطين. وتوفر أيضاً قاعدة ثابتة ومستوية على الصخور.",
          ),
          excerpt: L(
            "Stops a jack sinking into soft ground.",
            "Не даёт домкрату провалиться в мягкий грунт.",
            "تمنع الجك من الغوص في الأرض الرخوة.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Engine

const engine: CategoryDef = {
  slug: "engine",
  name: L("Engine", "Двигатель", "المحرك"),
  children: [
    {
      slug: "oil-filters",
      name: L("Oil Filters", "Масляные фильтры", "فلاتر الزيت"),
      partTypes: [
        {
          key: "oil-filter",
          name: L("Oil Filter", "Масляный фильтр", "فلتر زيت"),
          partPrefix: "OF",
          priceRange: [10, 35],
          fitment: "vehicle",
          drawing: "oil-filter",
          specs: [
            spec(N.efficiency, "99% at 20 µm"),
            spec(N.thread, "M20 x 1.5", "3/4-16 UNF"),
          ],
          description: L(
            "The {brand} {name} is a spin-on or cartridge oil filter made for the {vehicle}, with an anti-drainback valve and a bypass valve set to factory specification.",
            "{name} {brand} — навинчиваемый или картриджный масляный фильтр для {vehicle} с противодренажным клапаном и перепускным клапаном, настроенным по заводской спецификации.",
            "{name} من {brand} هو فلتر زيت ملولب أو من نوع الخرطوشة مصنوع لسيارة {vehicle}، بصمام يمنع رجوع الزيت وصمام تجاوز مضبوط على مواصفات المصنع.",
          ),
          excerpt: L(
            "Direct-fit oil filter with anti-drainback valve.",
            "Масляный фильтр с противодренажным клапаном, ставится без доработок.",
            "فلتر زيت بصمام يمنع رجوع الزيت، تركيب مباشر.",
          ),
        },
        {
          key: "bypass-oil-filter-kit",
          name: L("Bypass Oil Filter Kit", "Комплект дополнительной фильтрации масла", "طقم فلتر زيت جانبي"),
          partPrefix: "BOF",
          priceRange: [180, 420],
          fitment: "vehicle",
          drawing: "oil-filter",
          specs: [
            spec(N.filtration, "2 µm"),
            spec(N.flow, "4 L/min"),
          ],
          description: L(
            "The {brand} {name} cleans a share of the oil in the {vehicle} down to 2 microns, removing the soot that makes diesel oil black. A bracket and braided lines are included.",
            "{name} {brand} очищает часть масла {vehicle} до 2 мкм и удаляет сажу, от которой дизельное масло становится чёрным. Кронштейн и армированные шланги в комплекте.",
            "ينقّي {name} من {brand} جزءاً من زيت سيارة {vehicle} حتى 2 ميكرون، ويزيل السخام الذي يجعل زيت الديزل أسود. الحامل والخراطيم المجدولة ضمن الطقم.",
          ),
          excerpt: L(
            "Fine bypass filtration that removes diesel soot.",
            "Тонкая дополнительная фильтрация, которая убирает дизельную сажу.",
            "ترشيح جانبي دقيق يزيل سخام الديزل.",
          ),
        },
        {
          key: "service-filter-kit",
          name: L("Service Filter Kit", "Комплект фильтров для ТО", "طقم فلاتر الصيانة"),
          partPrefix: "SFK",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "oil-filter",
          specs: [spec(N.pieces, "Oil, fuel, air and cabin filters")],
          description: L(
            "The {brand} {name} packs the oil, fuel, air and cabin filters for a full service of the {vehicle} in one box. Carry a second kit on long trips.",
            "{name} {brand} собирает в одной коробке масляный, топливный, воздушный и салонный фильтры для полного ТО {vehicle}. Возьмите второй комплект в дальнюю поездку.",
            "يجمع {name} من {brand} فلاتر الزيت والوقود والهواء والمكيف لصيانة كاملة لسيارة {vehicle} في علبة واحدة. خذ طقماً ثانياً معك في الرحلات الطويلة.",
          ),
          excerpt: L(
            "Every filter for a full service in one box.",
            "Все фильтры для полного ТО в одной коробке.",
            "كل فلاتر الصيانة الكاملة في علبة واحدة.",
          ),
        },
      ],
    },
    {
      slug: "gaskets-and-seals",
      name: L("Gaskets and Seals", "Прокладки и сальники", "الجوانات والحشوات"),
      partTypes: [
        {
          key: "head-gasket",
          name: L("Head Gasket", "Прокладка ГБЦ", "جوان رأس المحرك"),
          partPrefix: "HG",
          priceRange: [45, 220],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [
            spec(N.material, "Multi-layer steel"),
            spec(N.thickness, "1.15 mm", "1.25 mm", "1.35 mm"),
          ],
          description: L(
            "The {brand} {name} is a multi-layer steel head gasket for the engine of the {vehicle}. Diesel engines need the thickness that matches piston protrusion: check the notches on the old gasket.",
            "{name} {brand} — многослойная стальная прокладка головки блока для двигателя {vehicle}. Дизелю нужна толщина по выступанию поршней: смотрите метки на старой прокладке.",
            "{name} من {brand} هو وجه راس من الفولاذ متعدد الطبقات لمحرك سيارة {vehicle}. محركات الديزل تحتاج السماكة المطابقة لبروز البساتم: تحقق من الحزوز على الجوان القديم.",
          ),
          excerpt: L("Multi-layer steel head gasket.", "Многослойная стальная прокладка ГБЦ.", "وجه راس فولاذي متعدد الطبقات."),
        },
        {
          key: "engine-gasket-set",
          name: L("Full Engine Gasket Set", "Полный комплект прокладок двигателя", "طقم جوانات المحرك الكامل"),
          partPrefix: "EGS",
          priceRange: [180, 650],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [
            spec(N.pieces, "60", "85"),
            spec(N.material, "MLS head gasket, Viton seals"),
          ],
          description: L(
            "The {brand} {name} has every gasket and seal to rebuild the engine of the {vehicle}, from head gasket to crankshaft seals.",
            "{name} {brand} содержит все прокладки и сальники для капремонта двигателя {vehicle} — от прокладки ГБЦ до сальников коленвала.",
            "يضم {name} من {brand} كل الجوانات والصوفات اللازمة لعمرة محرك سيارة {vehicle}، من وجه الراس إلى صوفات الكرنك.",
          ),
          excerpt: L(
            "Every gasket and seal for an engine rebuild.",
            "Все прокладки и сальники для капремонта двигателя.",
            "كل الجوانات والصوفات لعمرة المكينة.",
          ),
        },
        {
          key: "rocker-cover-gasket",
          name: L("Rocker Cover Gasket", "Прокладка клапанной крышки", "جوان غطاء البلوف"),
          partPrefix: "RCG",
          priceRange: [18, 70],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [spec(N.material, "Moulded silicone")],
          description: L(
            "The {brand} {name} stops the oil weep that old, hardened rocker cover gaskets develop on the {vehicle}. Moulded silicone stays soft through heat cycles.",
            "{name} {brand} устраняет масляное запотевание, которое появляется у старых задубевших прокладок клапанной крышки {vehicle}. Литой силикон остаётся мягким после множества циклов нагрева.",
            "يوقف {name} من {brand} تنضيح الزيت الذي يظهر مع جوانات غطاء البلوف القديمة المتصلبة في سيارة {vehicle}. السيليكون المصبوب يبقى ليناً مع دورات الحرارة.",
          ),
          excerpt: L(
            "Silicone rocker cover gasket that stays soft.",
            "Силиконовая прокладка клапанной крышки, которая не дубеет.",
            "جوان غطاء بلوف سيليكون يبقى ليناً.",
          ),
        },
      ],
    },
    {
      slug: "engine-cooling",
      name: L("Engine Cooling", "Охлаждение двигателя", "تبريد المحرك"),
      partTypes: [
        {
          key: "performance-radiator",
          name: L("Performance Radiator", "Усиленный радиатор", "رديتر عالي الأداء"),
          partPrefix: "RAD",
          priceRange: [250, 750],
          fitment: "vehicle",
          drawing: "radiator",
          specs: [
            spec(N.coreRows, "2", "3"),
            spec(N.material, "All-aluminium, TIG welded"),
            spec(N.thickness, "42 mm", "55 mm core"),
          ],
          description: L(
            "The {brand} {name} has a thicker all-aluminium core than the factory radiator of the {vehicle}, which keeps temperatures in check when towing in summer heat. It uses the factory hoses and mounts.",
            "{name} {brand} имеет более толстую цельноалюминиевую сердцевину, чем штатный радиатор {vehicle}, и держит температуру при буксировке в летнюю жару. Ставится на штатные патрубки и крепления.",
            "يتميز {name} من {brand} بقلب ألمنيوم بالكامل أسمك من رديتر سيارة {vehicle} الأصلي، ما يبقي الحرارة تحت السيطرة عند السحب في حر الصيف. يستخدم الخراطيم ونقاط التثبيت الأصلية.",
          ),
          excerpt: L(
            "Thicker all-aluminium radiator for towing in the heat.",
            "Толстый цельноалюминиевый радиатор для буксировки в жару.",
            "رديتر ألمنيوم أسمك للسحب في الحر.",
          ),
        },
        {
          key: "radiator-hose-kit",
          name: L("Radiator Hose Kit", "Комплект патрубков радиатора", "طقم خراطيم الرديتر"),
          partPrefix: "RHK",
          priceRange: [70, 220],
          fitment: "vehicle",
          drawing: "hose",
          options: [colour(C.black, C.blue, C.red)],
          specs: [
            spec(N.material, "4-ply silicone"),
            spec(N.maxTemp, "180 °C"),
          ],
          description: L(
            "The {brand} {name} replaces the rubber radiator and heater hoses of the {vehicle} with silicone ones that will not perish or split in the heat. Stainless clamps are included.",
            "{name} {brand} заменяет резиновые патрубки радиатора и печки {vehicle} силиконовыми, которые не дубеют и не лопаются в жару. Хомуты из нержавейки в комплекте.",
            "يستبدل {name} من {brand} خراطيم الرديتر والدفاية المطاطية في سيارة {vehicle} بخراطيم سيليكون لا تتلف ولا تتشقق في الحر. المشابك الستانلس ضمن الطقم.",
          ),
          excerpt: L(
            "Silicone radiator and heater hoses with clamps.",
            "Силиконовые патрубки радиатора и печки с хомутами.",
            "خراطيم رديتر ودفاية سيليكون مع مشابك.",
          ),
        },
        {
          key: "water-pump",
          name: L("Water Pump", "Водяной насос (помпа)", "مضخة الماء"),
          partPrefix: "WP",
          priceRange: [80, 260],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.material, "Cast aluminium body, steel impeller"),
          ],
          description: L(
            "The {brand} {name} is a new coolant pump for the {vehicle} with gasket included. Replace it with the timing belt where the belt drives the pump.",
            "{name} {brand} — новая помпа системы охлаждения для {vehicle}, прокладка в комплекте. Если помпу крутит ремень ГРМ, меняйте их вместе.",
            "{name} من {brand} هي طرمبة ماء جديدة لسيارة {vehicle} مع الجوان. بدّلها مع سير التايمن إذا كان السير هو الذي يدير الطرمبة.",
          ),
          excerpt: L("New coolant pump with gasket.", "Новая помпа с прокладкой.", "طرمبة ماء جديدة مع جوان."),
        },
        {
          key: "thermostat",
          name: L("Thermostat", "Термостат", "ثرموستات"),
          partPrefix: "THM",
          priceRange: [20, 70],
          fitment: "vehicle",
          drawing: "generic",
          specs: [spec(N.maxTemp, "Opens at 82 °C", "Opens at 88 °C")],
          description: L(
            "The {brand} {name} opens at the factory temperature of the engine of the {vehicle} and comes with a new seal. A stuck thermostat causes overheating or a cold, thirsty engine.",
            "{name} {brand} открывается при заводской температуре двигателя {vehicle} и поставляется с новым уплотнением. Заклинивший термостат вызывает перегрев или холодный и прожорливый двигатель.",
            "يفتح {name} من {brand} عند درجة الحرارة الأصلية لمحرك سيارة {vehicle} ويأتي مع جلدة جديدة. الثرموستات العالق يسبب ارتفاع الحرارة أو محركاً بارداً يستهلك وقوداً أكثر.",
          ),
          excerpt: L(
            "Factory-temperature thermostat with seal.",
            "Термостат на заводскую температуру с уплотнением.",
            "ثرموستات بحرارة الفتح الأصلية مع جلدة.",
          ),
        },
      ],
    },
    {
      slug: "belts-and-pulleys",
      name: L("Belts and Pulleys", "Ремни и ролики", "السيور والبكرات"),
      partTypes: [
        {
          key: "timing-belt-kit",
          name: L("Timing Belt Kit", "Комплект ГРМ", "طقم سير التايمن"),
          partPrefix: "TBK",
          priceRange: [90, 320],
          fitment: "vehicle",
          drawing: "belt",
          specs: [
            spec(N.teeth, "97", "121"),
            spec(N.pieces, "Belt, tensioner, idler"),
          ],
          description: L(
            "The {brand} {name} has the belt, tensioner and idler for the engine of the {vehicle}. Change them together at the scheduled interval; a broken belt can wreck an interference engine.",
            "{name} {brand} включает ремень, натяжной и обводной ролики для двигателя {vehicle}. Меняйте их вместе по регламенту: обрыв ремня может погубить двигатель, где клапаны встречаются с поршнями.",
            "يضم {name} من {brand} السير والشداد والبكرة الوسيطة لمحرك سيارة {vehicle}. بدّلها معاً في موعدها؛ فانقطاع السير قد يدمّر المحرك الذي تصطدم فيه البلوف بالبساتم.",
          ),
          excerpt: L(
            "Belt, tensioner and idler in one kit.",
            "Ремень, натяжитель и обводной ролик в одном комплекте.",
            "السير والشداد والبكرة الوسيطة في طقم واحد.",
          ),
        },
        {
          key: "serpentine-belt",
          name: L("Serpentine Drive Belt", "Поликлиновой ремень", "سير المحرك المتعرج"),
          partPrefix: "SB",
          priceRange: [25, 80],
          fitment: "vehicle",
          drawing: "belt",
          specs: [
            spec(N.ribs, "6", "7"),
            spec(N.length, "1,660 mm", "2,150 mm"),
          ],
          description: L(
            "The {brand} {name} drives the alternator, water pump and air conditioning of the {vehicle}. EPDM rubber resists cracking and glazing.",
            "{name} {brand} приводит генератор, помпу и компрессор кондиционера {vehicle}. Резина EPDM не трескается и не глянцуется.",
            "يدير {name} من {brand} الدينمو وطرمبة الماء وكمبروسر المكيف في سيارة {vehicle}. مطاط EPDM يقاوم التشقق واللمعان.",
          ),
          excerpt: L(
            "EPDM drive belt that resists cracking.",
            "Приводной ремень из EPDM, который не трескается.",
            "سير EPDM يقاوم التشقق.",
          ),
        },
        {
          key: "belt-tensioner",
          name: L("Belt Tensioner", "Натяжитель ремня", "شداد السير"),
          partPrefix: "BT",
          priceRange: [45, 150],
          fitment: "vehicle",
          drawing: "belt",
          specs: [spec(N.diameter, "65 mm", "76 mm pulley")],
          description: L(
            "The {brand} {name} is an automatic tensioner for the accessory belt of the {vehicle}. A worn one lets the belt flap and squeal.",
            "{name} {brand} — автоматический натяжитель приводного ремня навесного оборудования {vehicle}. Изношенный натяжитель даёт ремню болтаться и свистеть.",
            "{name} من {brand} هو شداد أوتوماتيكي لسير الملحقات في سيارة {vehicle}. الشداد المتآكل يجعل السير يرفرف ويصفّر.",
          ),
          excerpt: L(
            "Automatic tensioner for the accessory belt.",
            "Автоматический натяжитель приводного ремня.",
            "شداد أوتوماتيكي لسير الملحقات.",
          ),
        },
      ],
    },
    {
      slug: "catch-cans-and-breathers",
      name: L("Catch Cans and Breathers", "Маслоуловители и сапуны", "علب تجميع الزيت والتنفيس"),
      partTypes: [
        {
          key: "oil-catch-can",
          name: L("Oil Catch Can", "Маслоуловитель", "علبة تجميع زيت"),
          partPrefix: "OCC",
          priceRange: [180, 380],
          fitment: "vehicle",
          drawing: "oil-filter",
          specs: [
            spec(N.capacity, "250 ml", "400 ml"),
            spec(N.filtration, "Coalescing element"),
          ],
          description: L(
            "The {brand} {name} separates oil mist from the crankcase ventilation of the diesel {vehicle} before it can coat the intake and intercooler. A vehicle-specific bracket and hoses are included.",
            "{name} {brand} отделяет масляный туман из системы вентиляции картера дизельного {vehicle}, прежде чем тот осядет во впуске и интеркулере. Кронштейн под машину и шланги в комплекте.",
            "تفصل {name} من {brand} رذاذ الزيت عن تهوية الكرتير في سيارة {vehicle} الديزل قبل أن يغطي مجرى السحب والإنتركولر. الحامل المخصص للسيارة والخراطيم ضمن الطقم.",
          ),
          excerpt: L(
            "Keeps oil mist out of the intake of a diesel.",
            "Не пускает масляный туман во впуск дизеля.",
            "تمنع رذاذ الزيت من دخول مجرى السحب في محرك الديزل.",
          ),
        },
        {
          key: "diff-breather-kit",
          name: L("Diff Breather Kit", "Комплект выноса сапунов", "طقم تنفيس الدفرنس"),
          partPrefix: "DBK",
          priceRange: [40, 120],
          fitment: "vehicle",
          drawing: "hose",
          specs: [
            spec(N.pieces, "4 outlets"),
            spec(N.length, "2 m hose per outlet"),
          ],
          description: L(
            "The {brand} {name} moves the breathers of the axles, gearbox and transfer case of the {vehicle} high into the engine bay, so water is not drawn in when hot axles hit cold water.",
            "{name} {brand} выносит сапуны мостов, КПП и раздатки {vehicle} высоко в моторный отсек, чтобы горячие мосты не засасывали воду, когда попадают в холодный брод.",
            "ينقل {name} من {brand} فتحات تنفيس المحاور والقير وعلبة التوزيع في سيارة {vehicle} إلى أعلى حجرة المحرك، فلا يُسحب الماء إلى الداخل عندما تدخل المحاور الساخنة في الماء البارد.",
          ),
          excerpt: L(
            "Raised breathers that keep water out of axles.",
            "Вынесенные сапуны, которые не пускают воду в мосты.",
            "فتحات تنفيس مرفوعة تبقي الماء خارج المحاور.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Electrical

const electrical: CategoryDef = {
  slug: "electrical",
  name: L("Electrical", "Электрооборудование", "الكهرباء"),
  children: [
    {
      slug: "batteries",
      name: L("Batteries", "Аккумуляторы", "البطاريات"),
      partTypes: [
        {
          key: "agm-deep-cycle-battery",
          name: L("AGM Deep Cycle Battery", "AGM-аккумулятор глубокого разряда", "بطارية AGM للتفريغ العميق"),
          partPrefix: "AGM",
          priceRange: [280, 650],
          fitment: "universal",
          drawing: "battery",
          variations: [
            {
              name: L("Capacity", "Ёмкость", "السعة"),
              values: [L("100 Ah", "100 А·ч", "100 أمبير/ساعة"), L("120 Ah", "120 А·ч", "120 أمبير/ساعة")],
            },
          ],
          specs: [
            spec(N.batteryCapacity, "100 Ah", "120 Ah"),
            spec(N.voltage, "12 V"),
            spec(N.weight, "29 kg", "33 kg"),
          ],
          description: L(
            "The {brand} {name} is a sealed absorbed-glass-mat battery that runs a fridge, lights and a compressor for days. It tolerates vibration and can be mounted on its side.",
            "{name} {brand} — необслуживаемый аккумулятор с абсорбированным электролитом, который несколько дней питает холодильник, освещение и компрессор. Он не боится вибрации и может стоять на боку.",
            "{name} من {brand} هي بطارية مغلقة بتقنية الألياف الزجاجية الماصة تشغّل الثلاجة والإضاءة والكمبروسر لأيام. تتحمل الاهتزاز ويمكن تركيبها على جانبها.",
          ),
          excerpt: L(
            "Sealed deep cycle battery for fridges and camp power.",
            "Необслуживаемый аккумулятор глубокого разряда для холодильника и лагеря.",
            "بطارية مغلقة للتفريغ العميق للثلاجات وكهرباء المخيم.",
          ),
        },
        {
          key: "lithium-battery",
          name: L("Lithium LiFePO4 Battery", "Литий-железо-фосфатный аккумулятор", "بطارية ليثيوم LiFePO4"),
          partPrefix: "LFP",
          priceRange: [650, 1800],
          fitment: "universal",
          drawing: "battery",
          specs: [
            spec(N.batteryCapacity, "100 Ah", "200 Ah"),
            spec(N.cycles, "4,000 at 80% depth"),
            spec(N.weight, "12 kg", "22 kg"),
          ],
          description: L(
            "The {brand} {name} weighs less than half an AGM of the same usable capacity and can be discharged much deeper. A built-in management system protects it from over-charge, over-discharge and heat.",
            "{name} {brand} весит меньше половины AGM-аккумулятора той же полезной ёмкости и допускает гораздо более глубокий разряд. Встроенная система управления (BMS) защищает его от перезаряда, переразряда и перегрева.",
            "تزن {name} من {brand} أقل من نصف بطارية AGM بنفس السعة القابلة للاستخدام، ويمكن تفريغها بعمق أكبر بكثير. يحميها نظام إدارة مدمج (BMS) من الشحن الزائد والتفريغ الزائد والحرارة.",
          ),
          excerpt: L(
            "Half the weight of AGM, twice the usable capacity.",
            "Вдвое легче AGM и вдвое больше полезной ёмкости.",
            "نصف وزن AGM وضعف السعة القابلة للاستخدام.",
          ),
        },
        {
          key: "starting-battery",
          name: L("Starting Battery", "Стартерный аккумулятор", "بطارية تشغيل"),
          partPrefix: "SBT",
          priceRange: [150, 380],
          fitment: "vehicle",
          drawing: "battery",
          specs: [
            spec(N.cca, "750 A", "900 A"),
            spec(N.batteryCapacity, "80 Ah", "95 Ah"),
          ],
          description: L(
            "The {brand} {name} is the right case size and terminal layout for the {vehicle}, with the cranking current to start a big diesel on a cold morning.",
            "{name} {brand} подходит для {vehicle} по размеру корпуса и расположению клемм, а пускового тока хватит, чтобы завести большой дизель холодным утром.",
            "تأتي {name} من {brand} بمقاس العلبة وترتيب الأقطاب المناسبين لسيارة {vehicle}، وبتيار تشغيل يكفي لتشغيل محرك ديزل كبير في صباح بارد.",
          ),
          excerpt: L(
            "High cranking current for a big diesel.",
            "Высокий пусковой ток для большого дизеля.",
            "تيار تشغيل عالٍ لمحركات الديزل الكبيرة.",
          ),
        },
      ],
    },
    {
      slug: "dual-battery-systems",
      name: L("Dual Battery Systems", "Системы второго аккумулятора", "أنظمة البطارية المزدوجة"),
      partTypes: [
        {
          key: "dc-dc-charger",
          name: L("DC-DC Battery Charger", "Зарядное устройство DC-DC", "شاحن بطارية DC-DC"),
          partPrefix: "DCC",
          priceRange: [250, 600],
          fitment: "universal",
          drawing: "wiring",
          specs: [
            spec(N.output, "25 A", "40 A"),
            spec(N.voltage, "12 V"),
            spec(N.ip, "IP67"),
          ],
          description: L(
            "The {brand} {name} charges an auxiliary battery correctly from a smart alternator, with profiles for AGM, gel and lithium. A built-in solar regulator charges from a panel at camp.",
            "{name} {brand} правильно заряжает дополнительный аккумулятор от «умного» генератора, с профилями для AGM, гелевых и литиевых батарей. Встроенный солнечный контроллер заряжает от панели на стоянке.",
            "يشحن {name} من {brand} البطارية الإضافية بشكل صحيح من الدينمو الذكي، مع أنماط شحن لبطاريات AGM والجل والليثيوم. منظم الطاقة الشمسية المدمج يشحن من لوح شمسي في المخيم.",
          ),
          excerpt: L(
            "Smart-alternator charger with built-in solar input.",
            "Зарядное для «умного» генератора со встроенным солнечным входом.",
            "شاحن للدينمو الذكي مع مدخل طاقة شمسية مدمج.",
          ),
        },
        {
          key: "dual-battery-tray",
          name: L("Dual Battery Tray Kit", "Площадка для второго аккумулятора", "طقم حامل البطارية الثانية"),
          partPrefix: "DBT",
          priceRange: [120, 350],
          fitment: "vehicle",
          drawing: "battery",
          specs: [
            spec(N.material, "Powder-coated steel"),
            spec(N.batteryCapacity, "Fits up to 120 Ah"),
          ],
          description: L(
            "The {brand} {name} fits a second battery in the engine bay of the {vehicle}, with the tray, clamp and wiring loom.",
            "{name} {brand} позволяет поставить второй аккумулятор в моторный отсек {vehicle}: в комплекте площадка, прижим и жгут проводки.",
            "يتيح {name} من {brand} تركيب بطارية ثانية في حجرة محرك سيارة {vehicle}، مع القاعدة والمثبت وضفيرة الأسلاك.",
          ),
          excerpt: L(
            "Second battery tray for the engine bay.",
            "Площадка под второй аккумулятор в моторном отсеке.",
            "قاعدة بطارية ثانية في حجرة المحرك.",
          ),
        },
        {
          key: "voltage-sensitive-relay",
          name: L("Voltage Sensitive Relay", "Реле разделения аккумуляторов", "مرحل حساس للجهد"),
          partPrefix: "VSR",
          priceRange: [60, 150],
          fitment: "universal",
          drawing: "wiring",
          specs: [
            spec(N.current, "140 A continuous"),
            spec(N.voltage, "12 V"),
          ],
          description: L(
            "The {brand} {name} links the batteries when the engine is charging and separates them when it stops, so camp loads never flatten the starting battery.",
            "{name} {brand} соединяет аккумуляторы, когда двигатель заряжает, и разъединяет их, когда он заглушен, поэтому нагрузка в лагере никогда не разрядит стартерный аккумулятор.",
            "يربط {name} من {brand} البطاريتين أثناء شحن المحرك ويفصلهما عند توقفه، فلا تُفرغ أحمال المخيم بطارية التشغيل أبداً.",
          ),
          excerpt: L(
            "Keeps camp loads off the starting battery.",
            "Нагрузка в лагере не сажает стартерный аккумулятор.",
            "يبعد أحمال المخيم عن بطارية التشغيل.",
          ),
        },
      ],
    },
    {
      slug: "air-compressors",
      name: L("Air Compressors", "Автомобильные компрессоры", "ضواغط الهواء"),
      partTypes: [
        {
          key: "portable-air-compressor",
          name: L("Portable Air Compressor", "Переносной компрессор", "ضاغط هواء محمول"),
          partPrefix: "PAC",
          priceRange: [180, 550],
          fitment: "universal",
          drawing: "compressor",
          specs: [
            spec(N.flow, "72 L/min", "160 L/min"),
            spec(N.dutyCycle, "100% at 30 psi"),
            spec(N.pressure, "150 psi"),
          ],
          description: L(
            "The {brand} {name} re-inflates four 33 inch tyres from sand pressure in about ten minutes. It comes in a carry bag with battery clamps, a coil hose and an inflator with gauge.",
            "{name} {brand} подкачивает четыре 33-дюймовые шины с песчаного давления примерно за десять минут. Поставляется в сумке с клеммами на аккумулятор, спиральным шлангом и пистолетом с манометром.",
            "يعيد {name} من {brand} نفخ أربعة كفرات مقاس 33 بوصة من ضغط الرمل في نحو عشر دقائق. يأتي في حقيبة حمل مع ملاقط بطارية وخرطوم حلزوني ومسدس نفخ بعداد.",
          ),
          excerpt: L(
            "Fast, full duty-cycle compressor in a carry bag.",
            "Быстрый компрессор со 100% рабочим циклом в сумке.",
            "كمبروسر سريع بدورة تشغيل كاملة في حقيبة حمل.",
          ),
        },
        {
          key: "on-board-air-compressor",
          name: L("On-Board Air Compressor", "Стационарный компрессор", "ضاغط هواء ثابت"),
          partPrefix: "OBC",
          priceRange: [250, 700],
          fitment: "vehicle",
          drawing: "compressor",
          specs: [
            spec(N.flow, "93 L/min"),
            spec(N.pressure, "150 psi"),
            spec(N.current, "40 A"),
          ],
          description: L(
            "The {brand} {name} mounts permanently in the engine bay of the {vehicle} on a model-specific bracket and powers air lockers, tyre inflation and air tools. A pressure switch and wiring loom are included.",
            "{name} {brand} постоянно стоит в моторном отсеке {vehicle} на кронштейне под модель и питает пневмоблокировки, подкачку шин и пневмоинструмент. Реле давления и жгут проводки в комплекте.",
            "يُركّب {name} من {brand} بشكل دائم في حجرة محرك سيارة {vehicle} على حامل مخصص للموديل، ويغذي أقفال الدفرنس الهوائية ونفخ الكفرات والعدد الهوائية. يشمل مفتاح ضغط وضفيرة أسلاك.",
          ),
          excerpt: L(
            "Permanent compressor for air lockers and tyres.",
            "Стационарный компрессор для пневмоблокировок и шин.",
            "كمبروسر دائم لأقفال الدفرنس الهوائية والكفرات.",
          ),
        },
      ],
    },
    {
      slug: "wiring-and-switches",
      name: L("Wiring and Switches", "Проводка и переключатели", "الأسلاك والمفاتيح"),
      partTypes: [
        {
          key: "switch-panel",
          name: L("Switch Panel", "Панель переключателей", "لوحة مفاتيح"),
          partPrefix: "SWP",
          priceRange: [120, 450],
          fitment: "vehicle",
          drawing: "wiring",
          specs: [
            spec(N.pieces, "6 switches", "8 switches"),
            spec(N.current, "Up to 30 A per circuit"),
          ],
          description: L(
            "The {brand} {name} fits a blank in the dash or console of the {vehicle} and controls lights, compressor and accessories from one backlit panel. A sealed relay and fuse box go under the bonnet.",
            "{name} {brand} встаёт на место заглушки в панели приборов или консоли {vehicle} и управляет фарами, компрессором и аксессуарами с одной панели с подсветкой. Герметичный блок реле и предохранителей ставится под капот.",
            "تُركّب {name} من {brand} مكان غطاء فارغ في الطبلون أو الكونسول بسيارة {vehicle}، وتتحكم بالكشافات والكمبروسر والإضافات من لوحة واحدة مضاءة. علبة ريلايات وفيوزات محكمة تُركّب تحت الكبوت.",
          ),
          excerpt: L(
            "One backlit panel for all accessories.",
            "Одна панель с подсветкой для всех аксессуаров.",
            "لوحة مضاءة واحدة لكل الإضافات.",
          ),
        },
        {
          key: "anderson-plug-kit",
          name: L("Anderson Plug Wiring Kit", "Комплект проводки с разъёмом Anderson", "طقم أسلاك بقابس Anderson"),
          partPrefix: "APK",
          priceRange: [30, 90],
          fitment: "universal",
          drawing: "wiring",
          specs: [
            spec(N.current, "50 A"),
            spec(N.length, "6 m", "8 m"),
          ],
          description: L(
            "The {brand} {name} runs a heavy twin cable from the battery to a 50 A plug at the rear, to power a trailer, fridge or camper.",
            "{name} {brand} — толстый двухжильный кабель от аккумулятора к разъёму на 50 А в задней части машины, чтобы питать прицеп, холодильник или кемпер.",
            "يمدّ {name} من {brand} كيبلاً مزدوجاً سميكاً من البطارية إلى قابس 50 أمبير في الخلف، لتغذية مقطورة أو ثلاجة أو كرفان.",
          ),
          excerpt: L(
            "Heavy twin cable with 50 A plug.",
            "Толстый двухжильный кабель с разъёмом на 50 А.",
            "كيبل مزدوج سميك مع قابس 50 أمبير.",
          ),
        },
        {
          key: "auxiliary-fuse-block",
          name: L("Auxiliary Fuse Block", "Дополнительный блок предохранителей", "علبة فيوزات إضافية"),
          partPrefix: "AFB",
          priceRange: [35, 110],
          fitment: "universal",
          drawing: "wiring",
          specs: [
            spec(N.pieces, "6 circuits", "12 circuits"),
            spec(N.current, "100 A total"),
          ],
          description: L(
            "The {brand} {name} gives accessories their own fused circuits, wired neatly from one cable. Covered terminals and a label sheet are included.",
            "{name} {brand} даёт аксессуарам собственные цепи с предохранителями, аккуратно запитанные от одного кабеля. Закрытые клеммы и лист наклеек-маркеров в комплекте.",
            "تمنح {name} من {brand} الإضافات دوائر مستقلة بفيوزات، موصولة بترتيب من كيبل واحد. تشمل أطرافاً مغطاة وورقة ملصقات تعريف.",
          ),
          excerpt: L("Fused circuits for accessories.", "Цепи с предохранителями для аксессуаров.", "دوائر بفيوزات للإضافات."),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Exhaust

const exhaust: CategoryDef = {
  slug: "exhaust",
  name: L("Exhaust", "Выхлопная система", "نظام العادم"),
  children: [
    {
      slug: "exhaust-systems",
      name: L("Exhaust Systems", "Выхлопные системы", "أنظمة العادم"),
      partTypes: [
        {
          key: "dpf-back-exhaust",
          name: L("DPF-Back Exhaust System", "Выхлопная система после сажевого фильтра", "نظام عادم بعد فلتر الجسيمات"),
          partPrefix: "DBE",
          priceRange: [650, 1600],
          fitment: "vehicle",
          drawing: "exhaust",
          variations: [
            {
              name: L("Material", "Материал", "المادة"),
              values: [L("Aluminised steel", "Алюминизированная сталь", "فولاذ مطلي بالألمنيوم"), L("409 stainless", "Нержавеющая сталь 409", "ستانلس ستيل 409")],
            },
          ],
          specs: [
            spec(N.pipeDiameter, "76 mm", "89 mm"),
            spec(N.material, "Aluminised steel", "409 stainless"),
          ],
          description: L(
            "The {brand} {name} replaces everything behind the particulate filter of the {vehicle} with mandrel-bent tube and a straight-through muffler. Exhaust temperatures drop when towing, and the diesel sounds deeper without drone.",
            "{name} {brand} заменяет всё, что стоит после сажевого фильтра {vehicle}, трубами с дорновой гибкой и прямоточным глушителем. Температура выхлопа при буксировке падает, а дизель звучит басовитее, без гула в салоне.",
            "يستبدل {name} من {brand} كل ما بعد فلتر الجسيمات (DPF) في سيارة {vehicle} بأنابيب مثنية بالمندريل ودبة مباشرة. تنخفض حرارة العادم عند السحب، ويصبح صوت الديزل أعمق دون طنين.",
          ),
          excerpt: L(
            "Mandrel-bent system that lowers exhaust temperature.",
            "Система с дорновой гибкой, которая снижает температуру выхлопа.",
            "نظام بأنابيب مثنية بالمندريل يخفض حرارة العادم.",
          ),
        },
        {
          key: "turbo-back-exhaust",
          name: L("Turbo-Back Exhaust System", "Выхлопная система от турбины", "نظام عادم من التيربو"),
          partPrefix: "TBE",
          priceRange: [750, 1800],
          fitment: "vehicle",
          drawing: "exhaust",
          specs: [
            spec(N.pipeDiameter, "76 mm", "89 mm"),
            spec(N.wall, "1.6 mm"),
          ],
          description: L(
            "The {brand} {name} runs a larger mandrel-bent pipe from the turbo outlet of the {vehicle} to the rear, with a high-flow cat. The turbo spools sooner and runs cooler.",
            "{name} {brand} ведёт трубу большего диаметра с дорновой гибкой от выхода турбины {vehicle} до задка, с катализатором высокой пропускной способности. Турбина раскручивается раньше и работает холоднее.",
            "يمدّ {name} من {brand} أنبوباً أكبر مثنياً بالمندريل من مخرج تيربو سيارة {vehicle} حتى الخلف، مع كتلايزر عالي التدفق. يستجيب التيربو أسرع ويعمل أبرد.",
          ),
          excerpt: L(
            "Full turbo-back system with high-flow cat.",
            "Полная система от турбины с высокопоточным катализатором.",
            "نظام كامل من التيربو مع كتلايزر عالي التدفق.",
          ),
        },
      ],
    },
    {
      slug: "mufflers-and-pipes",
      name: L("Mufflers and Pipes", "Глушители и трубы", "كواتم الصوت والأنابيب"),
      partTypes: [
        {
          key: "straight-through-muffler",
          name: L("Straight-Through Muffler", "Прямоточный глушитель", "كاتم صوت مباشر"),
          partPrefix: "MUF",
          priceRange: [90, 320],
          fitment: "universal",
          drawing: "exhaust",
          variations: [
            {
              name: L("Inlet size", "Диаметр входа", "قطر المدخل"),
              values: [
                L("63 mm (2.5 in)", "63 мм (2,5 дюйма)", "63 مم (2.5 بوصة)"),
                L("76 mm (3 in)", "76 мм (3 дюйма)", "76 مم (3 بوصات)"),
              ],
            },
          ],
          specs: [
            spec(N.pipeDiameter, "63 mm", "76 mm"),
            spec(N.length, "450 mm", "560 mm"),
            spec(N.material, "409 stainless"),
          ],
          description: L(
            "The {brand} {name} is a perforated core wrapped in packing for low back-pressure and a deep note. Weld it into any system of the same pipe size.",
            "{name} {brand} — перфорированная труба в набивке: низкое противодавление и густой басовитый звук. Вваривается в любую систему с тем же диаметром трубы.",
            "{name} من {brand} هو أنبوب مثقّب ملفوف بحشوة لضغط خلفي منخفض وصوت عميق. يُلحم في أي نظام بنفس قطر الأنبوب.",
          ),
          excerpt: L(
            "Low-restriction muffler to weld into any system.",
            "Глушитель с низким сопротивлением, вваривается в любую систему.",
            "دبة قليلة المقاومة تُلحم في أي نظام.",
          ),
        },
        {
          key: "exhaust-tip",
          name: L("Exhaust Tip", "Насадка на глушитель", "طرف العادم"),
          partPrefix: "ETP",
          priceRange: [35, 110],
          fitment: "universal",
          drawing: "exhaust",
          specs: [
            spec(N.pipeDiameter, "Fits 63-76 mm"),
            spec(N.material, "304 stainless"),
          ],
          description: L(
            "The {brand} {name} is a polished stainless tip that clamps over the tailpipe. Its turned-down outlet keeps soot off the rear bar.",
            "{name} {brand} — полированная насадка из нержавейки, которая крепится хомутом на выхлопную трубу. Загнутый вниз срез не даёт саже пачкать задний бампер.",
            "{name} من {brand} هو طرف ستانلس مصقول يُثبّت بمشبك على نهاية أنبوب العادم. مخرجه المائل للأسفل يبعد السخام عن الصدام الخلفي.",
          ),
          excerpt: L(
            "Clamp-on stainless tip with turned-down outlet.",
            "Насадка из нержавейки на хомуте с загнутым вниз срезом.",
            "طرف ستانلس بمشبك ومخرج مائل للأسفل.",
          ),
        },
        {
          key: "exhaust-flex-pipe",
          name: L("Exhaust Flex Pipe", "Гофра глушителя", "وصلة عادم مرنة"),
          partPrefix: "EFP",
          priceRange: [25, 75],
          fitment: "universal",
          drawing: "exhaust",
          specs: [
            spec(N.pipeDiameter, "55 mm", "63 mm", "76 mm"),
            spec(N.length, "150 mm", "200 mm"),
          ],
          description: L(
            "The {brand} {name} is a braided stainless flexible joint that stops cracks where the engine rocks against the exhaust. Weld or clamp it in place.",
            "{name} {brand} — гибкое соединение в оплётке из нержавейки, которое не даёт выхлопу трескаться там, где двигатель раскачивается относительно системы. Вваривается или ставится на хомуты.",
            "{name} من {brand} هي وصلة مرنة مجدولة من الستانلس تمنع التشققات في موضع اهتزاز المحرك مقابل العادم. تُلحم أو تُثبّت بمشابك.",
          ),
          excerpt: L(
            "Braided flex joint that stops exhaust cracks.",
            "Гофра в оплётке, которая спасает выхлоп от трещин.",
            "وصلة مرنة مجدولة تمنع تشقق العادم.",
          ),
        },
      ],
    },
    {
      slug: "headers-and-manifolds",
      name: L("Headers and Manifolds", "Выпускные коллекторы", "مشعبات العادم (الهدرز)"),
      partTypes: [
        {
          key: "exhaust-headers",
          name: L("Exhaust Headers", "Выпускной коллектор «паук»", "مشعب عادم رياضي (هدرز)"),
          partPrefix: "HDR",
          priceRange: [450, 1200],
          fitment: "vehicle",
          drawing: "exhaust",
          specs: [
            spec(N.pipeDiameter, "42 mm primaries"),
            spec(N.material, "304 stainless"),
          ],
          description: L(
            "The {brand} {name} replaces the cast manifold of the petrol {vehicle} with tuned-length stainless primaries. Mid-range torque improves, and the headers clear the factory steering and chassis.",
            "{name} {brand} заменяет литой коллектор бензинового {vehicle} настроенными по длине трубами из нержавейки. Крутящий момент на средних оборотах растёт, а «паук» не задевает штатное рулевое и раму.",
            "يستبدل {name} من {brand} المشعب المصبوب في سيارة {vehicle} البنزين بأنابيب ستانلس بأطوال مضبوطة. يتحسن العزم في الدورات المتوسطة، ولا يلمس الهدرز أجزاء التوجيه والشاصي الأصلية.",
          ),
          excerpt: L(
            "Tuned-length stainless headers for more mid-range torque.",
            "Настроенный «паук» из нержавейки для большего момента на средних оборотах.",
            "هدرز ستانلس بأطوال مضبوطة لعزم أكبر في الدورات المتوسطة.",
          ),
        },
        {
          key: "exhaust-manifold-gasket",
          name: L("Exhaust Manifold Gasket", "Прокладка выпускного коллектора", "جوان مشعب العادم"),
          partPrefix: "EMG",
          priceRange: [15, 60],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [spec(N.material, "Multi-layer steel")],
          description: L(
            "The {brand} {name} seals the exhaust manifold to the head of the {vehicle}. Replace it when fitting headers or if you hear ticking on a cold start.",
            "{name} {brand} уплотняет стык выпускного коллектора с головкой блока {vehicle}. Меняйте её при установке «паука» или если на холодном пуске слышно цоканье.",
            "يحكم {name} من {brand} إغلاق مشعب العادم على رأس محرك سيارة {vehicle}. بدّله عند تركيب الهدرز أو إذا سمعت طقطقة عند التشغيل على البارد.",
          ),
          excerpt: L(
            "Multi-layer steel manifold gasket.",
            "Многослойная стальная прокладка коллектора.",
            "جوان مشعب من الفولاذ متعدد الطبقات.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Wheels and Tyres

// In Arabic a size is isolated left to right (LRI ... PDI): "265/75 R16" reads as on the sidewall,
// not as "R16 265/75".
const tyreSizes = size(
  L("Tyre size", "Типоразмер", "مقاس الإطار"),
  ["265-70-r16", L("265/70 R16 (31 in)", "265/70 R16 (31 дюйм)", "\u2066265/70 R16\u2069 (31 بوصة)")],
  ["265-75-r16", L("265/75 R16 (32 in)", "265/75 R16 (32 дюйма)", "\u2066265/75 R16\u2069 (32 بوصة)"), 1.06],
  ["285-70-r17", L("285/70 R17 (33 in)", "285/70 R17 (33 дюйма)", "\u2066285/70 R17\u2069 (33 بوصة)"), 1.22],
  ["35x12-50-r17", L("35x12.50 R17 (35 in)", "35x12.50 R17 (35 дюймов)", "\u206635x12.50 R17\u2069 (35 بوصة)"), 1.45],
);

const wheelDiameter: Variation = {
  name: L("Diameter", "Диаметр", "القطر"),
  values: [
    L("16 in", "R16", "16 بوصة"),
    L("17 in", "R17", "17 بوصة"),
    L("18 in", "R18", "18 بوصة"),
  ],
};

const wheelsAndTyres: CategoryDef = {
  slug: "wheels-and-tyres",
  name: L("Wheels and Tyres", "Колёса и шины", "الجنوط والإطارات"),
  children: [
    {
      slug: "wheels",
      name: L("Wheels", "Диски", "الجنوط"),
      partTypes: [
        {
          key: "alloy-wheel",
          name: L("Alloy Wheel", "Литой диск", "جنط ألمنيوم"),
          partPrefix: "AW",
          priceRange: [180, 450],
          fitment: "vehicle",
          drawing: "wheel",
          variations: [wheelDiameter, finish],
          specs: [
            spec(N.rimWidth, "8J", "8.5J", "9J"),
            spec(N.pcd, "6x139.7", "5x150", "5x127"),
            spec(N.offset, "+0 mm", "+20 mm", "+30 mm"),
            spec(N.load, "1,250 kg"),
          ],
          description: L(
            "The {brand} {name} is a flow-formed alloy wheel with the bolt pattern, centre bore and offset for the {vehicle}. Its load rating suits a fully loaded tourer, and it clears the factory brakes.",
            "{name} {brand} — диск, изготовленный по технологии ротационной раскатки (flow forming), с разболтовкой, центральным отверстием и вылетом под {vehicle}. Его допустимая нагрузка рассчитана на полностью загруженную экспедиционную машину, и он проходит над штатными тормозами.",
            "{name} من {brand} هو جنط مصنوع بتقنية الدرفلة (Flow Forming) بتوزيع البراغي والفتحة المركزية والأوفست المناسبة لسيارة {vehicle}. حمولته المقدرة تناسب سيارة رحلات محمّلة بالكامل، ويركب فوق الفرامل الأصلية دون احتكاك.",
          ),
          excerpt: L(
            "Flow-formed, load-rated alloy wheel.",
            "Литой диск с ротационной раскаткой и запасом по нагрузке.",
            "جنط ألمنيوم مصنوع بالدرفلة ومعتمد للحمولة.",
          ),
        },
        {
          key: "steel-wheel",
          name: L("Steel Wheel", "Штампованный диск", "جنط حديد"),
          partPrefix: "SW",
          priceRange: [95, 220],
          fitment: "vehicle",
          drawing: "wheel",
          variations: [wheelDiameter],
          specs: [
            spec(N.rimWidth, "7J", "8J"),
            spec(N.pcd, "6x139.7", "5x150"),
            spec(N.load, "1,400 kg"),
          ],
          description: L(
            "The {brand} {name} is a heavy-duty steel wheel for the {vehicle} that can be hammered back into shape on the track. A favourite for remote touring and matching spares.",
            "{name} {brand} — усиленный стальной диск для {vehicle}, который можно выправить молотком прямо на маршруте. Любимый выбор для дальних экспедиций и одинаковой запаски.",
            "{name} من {brand} هو جنط حديد متين لسيارة {vehicle} يمكن تقويمه بالمطرقة في البر. الخيار المفضل للرحلات البعيدة ولتوحيد الجنوط مع السبير.",
          ),
          excerpt: L(
            "Tough steel wheel you can fix on the track.",
            "Прочный стальной диск, который можно починить в пути.",
            "جنط حديد قوي يمكنك إصلاحه في البر.",
          ),
        },
        {
          key: "beadlock-wheel",
          name: L("Beadlock Wheel", "Диск с бедлоком", "جنط بيدلوك"),
          partPrefix: "BLW",
          priceRange: [350, 650],
          fitment: "vehicle",
          drawing: "wheel",
          variations: [wheelDiameter],
          specs: [
            spec(N.rimWidth, "8.5J", "9J"),
            spec(N.pcd, "6x139.7", "5x127"),
            spec(N.pieces, "32 ring bolts"),
          ],
          description: L(
            "The {brand} {name} clamps the outer tyre bead with a bolted ring so very low pressures can be run on rocks and sand without the tyre rolling off. Check local road rules before driving on the street.",
            "{name} {brand} зажимает наружный борт шины привинченным кольцом, поэтому на камнях и песке можно ездить на очень низком давлении, не боясь, что шина соскочит с диска. Перед выездом на дороги общего пользования проверьте местные правила.",
            "يثبّت {name} من {brand} حافة الكفر الخارجية بحلقة مربوطة بالبراغي، فيمكن القيادة بضغط منخفض جداً على الصخور والرمل دون أن ينخلع الكفر عن الجنط. تحقق من أنظمة المرور المحلية قبل القيادة على الطرق العامة.",
          ),
          excerpt: L(
            "Bolted bead ring for very low tyre pressures.",
            "Привинченное бортовое кольцо для очень низкого давления в шинах.",
            "حلقة تثبيت بالبراغي لضغط كفرات منخفض جداً.",
          ),
        },
      ],
    },
    {
      slug: "tyres",
      name: L("Tyres", "Шины", "الإطارات"),
      partTypes: [
        {
          key: "all-terrain-tyre",
          name: L("All-Terrain Tyre", "Всесезонная шина A/T", "إطار لجميع التضاريس"),
          partPrefix: "ATT",
          priceRange: [180, 420],
          fitment: "universal",
          drawing: "tyre",
          options: [tyreSizes],
          specs: [
            spec(N.loadIndex, "121/118S", "123/120R"),
            spec(N.plyRating, "10 PR"),
            spec(N.treadDepth, "14 mm"),
          ],
          description: L(
            "The {brand} {name} balances quiet highway running with grip on gravel, sand and mud. Three-ply sidewalls resist staking, and the tread is rated for snow.",
            "{name} {brand} сочетает тихий ход по трассе со сцеплением на гравии, песке и грязи. Трёхслойные боковины устойчивы к проколам, а протектор сертифицирован для снега.",
            "يوازن {name} من {brand} بين الهدوء على الطريق السريع والتماسك على الحصى والرمل والطين. الجوانب ثلاثية الطبقات تقاوم الثقوب، والنقشة معتمدة للثلج.",
          ),
          excerpt: L(
            "Quiet on the highway, confident on gravel.",
            "Тихая на трассе, уверенная на гравии.",
            "هادئ على الطريق السريع، واثق على الحصى.",
          ),
        },
        {
          key: "mud-terrain-tyre",
          name: L("Mud-Terrain Tyre", "Грязевая шина M/T", "إطار للطين"),
          partPrefix: "MTT",
          priceRange: [220, 520],
          fitment: "universal",
          drawing: "tyre",
          options: [tyreSizes],
          specs: [
            spec(N.loadIndex, "121/118Q", "123/120Q"),
            spec(N.plyRating, "10 PR"),
            spec(N.treadDepth, "18 mm"),
          ],
          description: L(
            "The {brand} {name} has big, widely spaced tread blocks that clear mud and bite on rocks, with sidewall lugs for ruts. It is louder on the road than an all-terrain.",
            "{name} {brand} имеет крупные, широко расставленные шашки, которые сбрасывают грязь и цепляются за камни, а грунтозацепы на боковинах помогают в колеях. На дороге она шумнее всесезонной A/T.",
            "يتميز {name} من {brand} بكتل نقشة كبيرة ومتباعدة تطرد الطين وتعضّ على الصخور، مع نتوءات جانبية للأخاديد. صوته على الطريق أعلى من إطار جميع التضاريس.",
          ),
          excerpt: L(
            "Self-cleaning tread for mud and rocks.",
            "Самоочищающийся протектор для грязи и камней.",
            "نقشة ذاتية التنظيف للطين والصخور.",
          ),
        },
      ],
    },
    {
      slug: "wheel-accessories",
      name: L("Wheel Accessories", "Колёсные аксессуары", "ملحقات الجنوط"),
      partTypes: [
        {
          key: "wheel-nuts",
          name: L("Wheel Nut Set", "Комплект колёсных гаек", "طقم صواميل الجنوط"),
          partPrefix: "WNS",
          priceRange: [35, 90],
          fitment: "vehicle",
          drawing: "generic",
          specs: [
            spec(N.thread, "M12 x 1.5", "M14 x 1.5"),
            spec(N.pieces, "20", "24"),
          ],
          description: L(
            "The {brand} {name} has the right thread and seat for aftermarket wheels on the {vehicle}. Includes a locking set and key.",
            "{name} {brand} имеет правильную резьбу и посадку под неоригинальные диски на {vehicle}. В комплекте секретки и ключ к ним.",
            "يأتي {name} من {brand} بالسن والقاعدة الصحيحين للجنوط غير الأصلية على سيارة {vehicle}. يشمل صواميل أمان مع مفتاحها.",
          ),
          excerpt: L(
            "Correct nuts for aftermarket wheels, with locks.",
            "Правильные гайки для неоригинальных дисков, с секретками.",
            "صواميل صحيحة للجنوط غير الأصلية مع صواميل أمان.",
          ),
        },
        {
          key: "wheel-spacers",
          name: L("Wheel Spacers", "Колёсные проставки", "مباعدات الجنوط"),
          partPrefix: "WSP",
          priceRange: [90, 260],
          fitment: "vehicle",
          drawing: "wheel",
          specs: [
            spec(N.thickness, "25 mm", "30 mm"),
            spec(N.material, "6061-T6 aluminium, hub-centric"),
          ],
          description: L(
            "The {brand} {name} pushes the wheels of the {vehicle} out for a wider track and to clear bigger tyres. Hub-centric, with pressed-in studs.",
            "{name} {brand} выносят колёса {vehicle} наружу — для более широкой колеи и чтобы большие шины ничего не задевали. Центрируются по ступице, шпильки запрессованы.",
            "تدفع {name} من {brand} عجلات سيارة {vehicle} إلى الخارج لمسافة أعرض بين العجلات ولإفساح المجال لكفرات أكبر. تتمركز على الصرّة، مع مسامير مكبوسة.",
          ),
          excerpt: L(
            "Hub-centric spacers for a wider track.",
            "Проставки с центровкой по ступице для более широкой колеи.",
            "مباعدات متمركزة على الصرّة لمسافة أعرض بين العجلات.",
          ),
        },
        {
          key: "spare-wheel-cover",
          name: L("Spare Wheel Cover", "Чехол запасного колеса", "غطاء الإطار الاحتياطي"),
          partPrefix: "SWC",
          priceRange: [35, 90],
          fitment: "universal",
          drawing: "tyre",
          options: [
            size(
              L("Tyre diameter", "Диаметр шины", "قطر الإطار"),
              ["31-33-in", L("31-33 in", "31-33 дюйма", "31-33 بوصة")],
              ["34-37-in", L("34-37 in", "34-37 дюймов", "34-37 بوصة")],
            ),
            colour(C.black, C.khaki, C.sand),
          ],
          specs: [spec(N.fabric, "Heavy PVC-coated canvas")],
          description: L(
            "The {brand} {name} keeps sun and dust off the spare, so the rubber does not crack before you need it. Elastic hem and a drawstring hold it on at speed.",
            "{name} {brand} защищает запаску от солнца и пыли, чтобы резина не потрескалась раньше, чем понадобится. Резинка по краю и шнурок удерживают его на скорости.",
            "يحمي {name} من {brand} السبير من الشمس والغبار، فلا يتشقق المطاط قبل أن تحتاج إليه. الحافة المطاطية والرباط يثبتانه على السرعات العالية.",
          ),
          excerpt: L("Protects the spare from sun and dust.", "Защищает запаску от солнца и пыли.", "يحمي السبير من الشمس والغبار."),
        },
      ],
    },
    {
      slug: "tyre-repair-and-pressure",
      name: L("Tyre Repair and Pressure", "Ремонт шин и контроль давления", "إصلاح الإطارات والضغط"),
      partTypes: [
        {
          key: "tyre-repair-kit",
          name: L("Tyre Repair Kit", "Набор для ремонта шин", "طقم إصلاح الإطارات"),
          partPrefix: "TRK",
          priceRange: [25, 80],
          fitment: "universal",
          drawing: "tyre",
          specs: [spec(N.pieces, "35", "60")],
          description: L(
            "The {brand} {name} has T-handle reamer and insert tools, plugs, cement and valve cores in a tough case. It fixes most tread punctures without removing the wheel.",
            "{name} {brand} включает развёртку и шило для жгутов с Т-образными ручками, жгуты, клей и золотники в прочном кейсе. Он позволяет заделать большинство проколов протектора, не снимая колесо.",
            "يضم {name} من {brand} أداة توسيع وأداة إدخال بمقبض على شكل T، وفتائل وغراء وبلوف كفرات في حقيبة متينة. يصلح معظم ثقوب النقشة دون فك العجلة.",
          ),
          excerpt: L(
            "Plug kit that fixes tread punctures on the wheel.",
            "Набор жгутов для ремонта проколов без снятия колеса.",
            "طقم فتائل يصلح ثقوب النقشة والعجلة في مكانها.",
          ),
        },
        {
          key: "tyre-deflator",
          name: L("Tyre Deflator", "Дефлятор шин", "جهاز تنفيس الإطارات"),
          partPrefix: "TDF",
          priceRange: [30, 95],
          fitment: "universal",
          drawing: "generic",
          specs: [
            spec(N.pressure, "Settable 6-30 psi"),
            spec(N.pieces, "4"),
          ],
          description: L(
            "The {brand} {name} screws onto the valves and lets the tyres down to a set pressure, all four at once. Airing down for sand takes a minute.",
            "{name} {brand} накручивается на ниппели и спускает шины до заданного давления, все четыре сразу. Приспустить колёса для песка — дело одной минуты.",
            "يُركّب {name} من {brand} على بلوف الكفرات وينفّسها إلى ضغط محدد، الأربعة معاً. تنفيس الكفرات للرمل يستغرق دقيقة.",
          ),
          excerpt: L(
            "Air down all four tyres to a set pressure.",
            "Спускает все четыре шины до заданного давления.",
            "ينفّس الكفرات الأربعة إلى ضغط محدد.",
          ),
        },
        {
          key: "tpms-kit",
          name: L("Tyre Pressure Monitoring Kit", "Система контроля давления в шинах", "نظام مراقبة ضغط الإطارات"),
          partPrefix: "TPM",
          priceRange: [120, 350],
          fitment: "universal",
          drawing: "tyre",
          specs: [
            spec(N.pieces, "4 sensors", "6 sensors"),
            spec(N.pressure, "Up to 90 psi"),
          ],
          description: L(
            "The {brand} {name} shows pressure and temperature of every tyre on a dash display and alarms on a slow leak. Caravan sensors can be added.",
            "{name} {brand} показывает давление и температуру каждой шины на дисплее на панели и подаёт сигнал при медленной утечке. Можно добавить датчики для жилого прицепа.",
            "يعرض {name} من {brand} ضغط وحرارة كل كفر على شاشة في الطبلون، وينبّه عند التسريب البطيء. يمكن إضافة حساسات للكرفان.",
          ),
          excerpt: L(
            "Warns of a slow leak before it ruins a tyre.",
            "Предупредит о медленной утечке, пока она не погубила шину.",
            "ينبّه إلى التسريب البطيء قبل أن يتلف الكفر.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Interior

const interior: CategoryDef = {
  slug: "interior",
  name: L("Interior", "Салон", "المقصورة الداخلية"),
  children: [
    {
      slug: "seat-covers",
      name: L("Seat Covers", "Чехлы сидений", "أغطية المقاعد"),
      partTypes: [
        {
          key: "canvas-seat-covers",
          name: L("Canvas Seat Covers", "Брезентовые чехлы сидений", "أغطية مقاعد من القماش القطني"),
          partPrefix: "SCC",
          priceRange: [180, 420],
          fitment: "vehicle",
          drawing: "seat-cover",
          options: [colour(C.khaki, C.black, C.grey, C.sand)],
          variations: [
            {
              name: L("Row", "Ряд", "الصف"),
              values: [L("Front row", "Передний ряд", "الصف الأمامي"), L("Second row", "Второй ряд", "الصف الثاني")],
            },
          ],
          specs: [
            spec(N.fabric, "12 oz cotton canvas"),
            spec(N.pieces, "2 seats", "Bench with split"),
          ],
          description: L(
            "The {brand} {name} is cut for the seats of the {vehicle}, with airbag-safe stitching, map pockets and openings for every lever. Heavy canvas shrugs off dust, dogs and wet gear.",
            "{name} {brand} раскроены под сиденья {vehicle}, со швами, безопасными для боковых подушек, карманами для карт и прорезями под все рычаги. Плотный брезент не боится пыли, собак и мокрого снаряжения.",
            "فُصّلت {name} من {brand} على مقاس مقاعد سيارة {vehicle}، بخياطة آمنة للوسائد الهوائية وجيوب للخرائط وفتحات لكل ذراع. القماش الثقيل لا يتأثر بالغبار والكلاب والعدّة المبللة.",
          ),
          excerpt: L(
            "Tailored heavy canvas covers that are airbag safe.",
            "Чехлы из плотного брезента по лекалам, безопасные для подушек.",
            "أغطية مفصّلة من قماش ثقيل آمنة مع الوسائد الهوائية.",
          ),
        },
        {
          key: "neoprene-seat-covers",
          name: L("Neoprene Seat Covers", "Неопреновые чехлы сидений", "أغطية مقاعد من النيوبرين"),
          partPrefix: "SCN",
          priceRange: [220, 480],
          fitment: "vehicle",
          drawing: "seat-cover",
          options: [colour(C.black, C.grey, C.blue, C.red)],
          specs: [
            spec(N.fabric, "3 mm neoprene"),
            spec(N.pieces, "2 seats"),
          ],
          description: L(
            "The {brand} {name} is made of water-resistant neoprene for the seats of the {vehicle}, soft to sit on and easy to wipe clean after a day at the beach or on the river.",
            "{name} {brand} сшиты из водостойкого неопрена по сиденьям {vehicle}: мягкие и легко протираются после дня на пляже или на реке.",
            "صُنعت {name} من {brand} من النيوبرين المقاوم للماء لمقاعد سيارة {vehicle}، ناعمة عند الجلوس وسهلة المسح بعد يوم على الشاطئ أو عند النهر.",
          ),
          excerpt: L(
            "Water-resistant neoprene covers for beach and river trips.",
            "Водостойкие неопреновые чехлы для поездок на пляж и реку.",
            "أغطية نيوبرين مقاومة للماء لرحلات الشاطئ والنهر.",
          ),
        },
      ],
    },
    {
      slug: "floor-mats-and-liners",
      name: L("Floor Mats and Cargo Liners", "Коврики и поддоны багажника", "دواسات الأرضية وبطانات الصندوق"),
      partTypes: [
        {
          key: "all-weather-floor-mats",
          name: L("All-Weather Floor Mats", "Всесезонные коврики салона", "دواسات أرضية لكل الأجواء"),
          partPrefix: "FM",
          priceRange: [90, 220],
          fitment: "vehicle",
          drawing: "floor-mat",
          specs: [
            spec(N.material, "TPE rubber"),
            spec(N.pieces, "2", "4"),
          ],
          description: L(
            "The {brand} {name} is laser-measured to the floor of the {vehicle} with raised edges that hold mud, sand and water. It clips to the factory anchors.",
            "{name} {brand} сделаны по лазерному замеру пола {vehicle}, с высокими бортиками, которые удерживают грязь, песок и воду. Крепятся на штатные фиксаторы.",
            "صُممت {name} من {brand} بقياس ليزري لأرضية سيارة {vehicle}، بحواف مرتفعة تحجز الطين والرمل والماء. تُثبّت على المشابك الأصلية.",
          ),
          excerpt: L(
            "Deep-edged mats that hold mud and sand.",
            "Коврики с высокими бортиками, которые удерживают грязь и песок.",
            "دواسات بحواف عميقة تحجز الطين والرمل.",
          ),
        },
        {
          key: "cargo-liner",
          name: L("Cargo Liner", "Поддон в багажник", "بطانة صندوق الأمتعة"),
          partPrefix: "CL",
          priceRange: [80, 200],
          fitment: "vehicle",
          drawing: "floor-mat",
          specs: [spec(N.material, "TPE rubber")],
          description: L(
            "The {brand} {name} protects the cargo floor of the {vehicle} with a raised lip all round. It lifts out to hose clean.",
            "{name} {brand} защищает пол багажника {vehicle} бортиком по всему периметру. Вынимается, чтобы отмыть из шланга.",
            "تحمي {name} من {brand} أرضية صندوق الأمتعة في سيارة {vehicle} بحافة مرتفعة من كل الجهات. تُرفع لغسلها بالماء.",
          ),
          excerpt: L(
            "Raised-lip liner for the cargo area.",
            "Поддон с бортиком для багажного отсека.",
            "بطانة بحافة مرتفعة لمنطقة الأمتعة.",
          ),
        },
        {
          key: "tub-mat",
          name: L("Tub Mat", "Коврик в кузов пикапа", "فرشة صندوق البيك أب"),
          partPrefix: "TUB",
          priceRange: [90, 180],
          fitment: "vehicle",
          drawing: "floor-mat",
          specs: [
            spec(N.material, "Recycled rubber"),
            spec(N.thickness, "8 mm"),
          ],
          description: L(
            "The {brand} {name} is cut to the tub of the {vehicle} and stops loads sliding and the tub liner wearing through. It drains through the factory drain holes.",
            "{name} {brand} вырезан по кузову {vehicle}: груз не скользит, а вкладыш кузова не протирается насквозь. Вода уходит через штатные дренажные отверстия.",
            "فُصّلت {name} من {brand} على مقاس صندوق سيارة {vehicle}، فتمنع انزلاق الحمولة وتآكل بطانة الصندوق. يتصرف الماء عبر فتحات التصريف الأصلية.",
          ),
          excerpt: L(
            "Non-slip rubber mat cut to the tub.",
            "Нескользящий резиновый коврик по форме кузова.",
            "فرشة مطاطية مانعة للانزلاق بمقاس الصندوق.",
          ),
        },
      ],
    },
    {
      slug: "consoles-and-organisers",
      name: L("Consoles and Organisers", "Консоли и органайзеры", "الكونسولات والمنظمات"),
      partTypes: [
        {
          key: "roof-console",
          name: L("Roof Console", "Потолочная консоль", "كونسول سقف"),
          partPrefix: "RCN",
          priceRange: [180, 450],
          fitment: "vehicle",
          drawing: "drawer",
          specs: [
            spec(N.material, "ABS, textured"),
            spec(N.pieces, "2 DIN radio slots"),
          ],
          description: L(
            "The {brand} {name} fits the headlining of the {vehicle} and holds a UHF radio, switches and sunglasses within easy reach. Wiring runs hidden through the pillar.",
            "{name} {brand} ставится в обшивку потолка {vehicle} и держит рацию UHF, выключатели и солнечные очки под рукой. Провода скрыто проходят через стойку.",
            "يُركّب {name} من {brand} في بطانة سقف سيارة {vehicle} ويحمل جهاز اللاسلكي UHF والمفاتيح والنظارات الشمسية في متناول اليد. تمر الأسلاك مخفية عبر العمود.",
          ),
          excerpt: L(
            "Overhead console for radio and switches.",
            "Потолочная консоль для рации и выключателей.",
            "كونسول علوي للاسلكي والمفاتيح.",
          ),
        },
        {
          key: "seat-back-organiser",
          name: L("Seat Back Organiser", "Органайзер на спинку сиденья", "منظم خلف المقعد"),
          partPrefix: "SBO",
          priceRange: [35, 90],
          fitment: "universal",
          drawing: "seat-cover",
          options: [colour(C.black, C.khaki, C.olive)],
          specs: [
            spec(N.fabric, "Ripstop nylon"),
            spec(N.pieces, "8 pockets"),
          ],
          description: L(
            "The {brand} {name} straps to any seat back with MOLLE webbing and pockets for maps, a first aid kit, torch and snacks.",
            "{name} {brand} крепится ремнями к любой спинке сиденья; на нём стропы MOLLE и карманы для карт, аптечки, фонаря и перекуса.",
            "يُربط {name} من {brand} على ظهر أي مقعد، مع أحزمة MOLLE وجيوب للخرائط وحقيبة الإسعافات والكشاف والوجبات الخفيفة.",
          ),
          excerpt: L("MOLLE organiser for any seat back.", "Органайзер MOLLE на любую спинку сиденья.", "منظم MOLLE لظهر أي مقعد."),
        },
        {
          key: "cargo-barrier",
          name: L("Cargo Barrier", "Багажная перегородка", "حاجز الأمتعة"),
          partPrefix: "CBR",
          priceRange: [350, 850],
          fitment: "vehicle",
          drawing: "roof-rack",
          specs: [
            spec(N.material, "Powder-coated steel mesh"),
            spec(N.load, "Tested to ECE R17"),
          ],
          description: L(
            "The {brand} {name} bolts behind the rear seats of the {vehicle} and keeps luggage out of the cabin under heavy braking or in a roll-over.",
            "{name} {brand} крепится за задними сиденьями {vehicle} и не пускает багаж в салон при резком торможении или опрокидывании.",
            "يُثبّت {name} من {brand} خلف المقاعد الخلفية في سيارة {vehicle} ويمنع الأمتعة من الاندفاع إلى المقصورة عند الفرملة القوية أو الانقلاب.",
          ),
          excerpt: L(
            "Keeps cargo out of the cabin in a crash.",
            "Не пускает груз в салон при аварии.",
            "يمنع الحمولة من دخول المقصورة في الحوادث.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Camping and Touring

/** Clothing sizes, international letters with the Russian size; the largest takes more cloth. */
const clothingSizes = size(
  L("Size", "Размер", "المقاس"),
  ["s", L("S", "S (рос. 46)", "صغير (S)")],
  ["m", L("M", "M (рос. 48)", "وسط (M)")],
  ["l", L("L", "L (рос. 50)", "كبير (L)")],
  ["xl", L("XL", "XL (рос. 52)", "إكس لارج (XL)")],
  ["xxl", L("XXL", "XXL (рос. 54)", "دبل إكس لارج (XXL)"), 1.08],
);

const campingAndTouring: CategoryDef = {
  slug: "camping-and-touring",
  name: L("Camping and Touring", "Кемпинг и экспедиции", "التخييم والرحلات"),
  children: [
    {
      slug: "drawer-systems",
      name: L("Drawer Systems", "Системы выдвижных ящиков", "أنظمة الأدراج"),
      partTypes: [
        {
          key: "drawer-system",
          name: L("Twin Drawer System", "Система из двух выдвижных ящиков", "نظام أدراج مزدوج"),
          partPrefix: "DS",
          priceRange: [1200, 2800],
          fitment: "vehicle",
          drawing: "drawer",
          specs: [
            spec(N.load, "Top 200 kg, drawers 60 kg each"),
            spec(N.material, "Marine plywood, carpet finish"),
            spec(N.weight, "68 kg"),
          ],
          description: L(
            "The {brand} {name} is cut to the cargo area of the {vehicle} with two lockable drawers on roller bearing slides and a flat top for a fridge. It bolts to the cargo tie-down points.",
            "{name} {brand} выполнена по багажному отсеку {vehicle}: два запираемых ящика на роликовых направляющих и ровная крышка под холодильник. Крепится к штатным точкам крепления груза.",
            "{name} من {brand} هو مفصّل على مقاس منطقة الأمتعة في سيارة {vehicle}، بدرجين قابلين للقفل على مجارٍ ببلي وسطح مستوٍ للثلاجة. يُثبّت على نقاط ربط الأمتعة الأصلية.",
          ),
          excerpt: L("Lockable twin drawers with a flat top.", "Два запираемых ящика с ровной крышкой.", "درجان قابلان للقفل بسطح مستوٍ."),
        },
        {
          key: "fridge-slide",
          name: L("Fridge Slide", "Выдвижная платформа для холодильника", "منزلقة الثلاجة"),
          partPrefix: "FSL",
          priceRange: [250, 650],
          fitment: "universal",
          drawing: "drawer",
          specs: [
            spec(N.load, "120 kg"),
            spec(N.travel, "100%"),
            spec(N.material, "Steel frame, aluminium tray"),
          ],
          description: L(
            "The {brand} {name} pulls the fridge fully out of the cargo area so the lid opens clear of the roof. Tie-down straps hold the fridge in place.",
            "{name} {brand} полностью выдвигает холодильник из багажника, чтобы крышка открывалась, не упираясь в крышу. Стяжные ремни удерживают холодильник на месте.",
            "تسحب {name} من {brand} الثلاجة بالكامل خارج منطقة الأمتعة لينفتح غطاؤها بعيداً عن السقف. أحزمة الربط تثبت الثلاجة في مكانها.",
          ),
          excerpt: L(
            "Pull-out slide so the fridge lid opens fully.",
            "Выдвижная платформа, чтобы крышка холодильника открывалась полностью.",
            "منزلقة تسحب الثلاجة لينفتح غطاؤها بالكامل.",
          ),
        },
        {
          key: "roller-floor",
          name: L("Roller Floor", "Выдвижной пол багажника", "أرضية منزلقة"),
          partPrefix: "RFL",
          priceRange: [450, 1100],
          fitment: "vehicle",
          drawing: "drawer",
          specs: [
            spec(N.load, "300 kg"),
            spec(N.travel, "75%"),
          ],
          description: L(
            "The {brand} {name} slides out of the cargo area of the {vehicle} so heavy boxes at the front of the load can be reached without climbing in.",
            "{name} {brand} выдвигается из багажника {vehicle}, чтобы до тяжёлых ящиков в глубине можно было дотянуться, не залезая внутрь.",
            "تنزلق {name} من {brand} خارج منطقة الأمتعة في سيارة {vehicle}، فتصل إلى الصناديق الثقيلة في عمق الحمولة دون أن تصعد إلى الداخل.",
          ),
          excerpt: L(
            "A sliding floor that brings the load to you.",
            "Выдвижной пол, который сам подаёт груз к вам.",
            "أرضية منزلقة تقرّب الحمولة إليك.",
          ),
        },
      ],
    },
    {
      slug: "fridges",
      name: L("Fridges and Freezers", "Автохолодильники", "ثلاجات السيارات"),
      partTypes: [
        {
          key: "compressor-fridge",
          name: L("Compressor Fridge Freezer", "Компрессорный автохолодильник", "ثلاجة فريزر بالضاغط"),
          partPrefix: "CFR",
          priceRange: [650, 1600],
          fitment: "universal",
          drawing: "fridge",
          variations: [
            {
              name: L("Capacity", "Объём", "السعة"),
              values: [L("40 L", "40 л", "40 لتر"), L("60 L", "60 л", "60 لتر"), L("75 L, dual zone", "75 л, две зоны", "75 لتر، منطقتان")],
            },
          ],
          specs: [
            spec(N.capacity, "40 L", "60 L", "75 L"),
            spec(N.tempRange, "-22 °C to +10 °C"),
            spec(N.current, "0.8 Ah per hour average"),
          ],
          description: L(
            "The {brand} {name} freezes or chills on 12 V or mains power with a low-draw compressor and three-stage battery protection. The lid opens from either side.",
            "{name} {brand} морозит или охлаждает от 12 В или от сети благодаря экономичному компрессору и трёхступенчатой защите аккумулятора. Крышка открывается с любой стороны.",
            "تجمّد {name} من {brand} أو تبرّد على 12 فولت أو على كهرباء البيت، بضاغط قليل الاستهلاك وحماية للبطارية من ثلاث مراحل. يُفتح الغطاء من أي جهة.",
          ),
          excerpt: L(
            "Low-draw compressor fridge freezer for 12 V or mains.",
            "Экономичный компрессорный холодильник-морозильник от 12 В или сети.",
            "ثلاجة فريزر بضاغط قليل الاستهلاك تعمل على 12 فولت أو كهرباء البيت.",
          ),
        },
        {
          key: "fridge-transit-bag",
          name: L("Fridge Transit Bag", "Термочехол для автохолодильника", "غطاء عازل للثلاجة"),
          partPrefix: "FTB",
          priceRange: [60, 140],
          fitment: "universal",
          drawing: "fridge",
          options: [
            size(
              L("Fridge size", "Объём холодильника", "حجم الثلاجة"),
              ["40-l", L("40 L", "40 л", "40 لتر")],
              ["60-l", L("60 L", "60 л", "60 لتر")],
              ["75-l", L("75 L", "75 л", "75 لتر")],
            ),
          ],
          specs: [spec(N.fabric, "600D canvas, 10 mm insulation")],
          description: L(
            "The {brand} {name} insulates a fridge from cabin heat and cuts power use on hot days. A flap gives access to the controls.",
            "{name} {brand} изолирует холодильник от жары в салоне и снижает расход энергии в жаркие дни. Клапан даёт доступ к управлению.",
            "يعزل {name} من {brand} الثلاجة عن حرارة المقصورة ويقلل استهلاك الكهرباء في الأيام الحارة. فتحة بغطاء تتيح الوصول إلى أزرار التحكم.",
          ),
          excerpt: L(
            "Insulated cover that cuts power use on hot days.",
            "Утеплённый чехол, который снижает расход энергии в жару.",
            "غطاء عازل يقلل استهلاك الكهرباء في الأيام الحارة.",
          ),
        },
      ],
    },
    {
      slug: "awnings-and-tents",
      name: L("Awnings and Rooftop Tents", "Маркизы и палатки на крышу", "المظلات والخيام السقفية"),
      partTypes: [
        {
          key: "side-awning",
          name: L("Side Awning", "Боковая маркиза", "مظلة جانبية"),
          partPrefix: "AWN",
          priceRange: [250, 650],
          fitment: "universal",
          drawing: "canopy",
          variations: [
            {
              name: L("Length", "Длина", "الطول"),
              values: [L("2.0 m", "2,0 м", "2.0 م"), L("2.5 m", "2,5 м", "2.5 م")],
            },
          ],
          specs: [
            spec(N.fabric, "Ripstop polycotton, UPF 50+"),
            spec(N.weight, "11 kg", "14 kg"),
          ],
          description: L(
            "The {brand} {name} rolls out from a heavy PVC bag on the roof rack in under a minute and gives shade and shelter at camp. Poles, guy ropes and pegs are included.",
            "{name} {brand} разворачивается из прочного ПВХ-чехла на багажнике меньше чем за минуту и даёт тень и укрытие в лагере. Стойки, растяжки и колышки в комплекте.",
            "تنفتح {name} من {brand} من حقيبة PVC متينة على حامل السقف في أقل من دقيقة، وتوفر الظل والحماية في المخيم. تشمل الأعمدة وحبال الشد والأوتاد.",
          ),
          excerpt: L("Roll-out shade at camp in under a minute.", "Тень в лагере меньше чем за минуту.", "ظل في المخيم في أقل من دقيقة."),
        },
        {
          key: "rooftop-tent",
          name: L("Rooftop Tent", "Палатка на крышу", "خيمة سقف"),
          partPrefix: "RTT",
          priceRange: [1500, 4200],
          fitment: "universal",
          drawing: "canopy",
          specs: [
            spec(N.width, "1.4 m", "1.6 m"),
            spec(N.weight, "58 kg", "72 kg"),
            spec(N.fabric, "280 gsm polycotton"),
          ],
          description: L(
            "The {brand} {name} folds out on the roof rack with a high-density mattress, ladder and insect mesh windows. It sleeps two off the ground, away from sand, water and crawling things.",
            "{name} {brand} раскладывается на багажнике: матрас высокой плотности, лестница и окна с москитной сеткой. Двое спят над землёй, подальше от песка, воды и ползучих гостей.",
            "تنفرد {name} من {brand} على حامل السقف مع مرتبة عالية الكثافة وسلّم ونوافذ بشبك ضد الحشرات. تتسع لشخصين فوق الأرض، بعيداً عن الرمل والماء والزواحف.",
          ),
          excerpt: L(
            "A bed on the roof that sets up in minutes.",
            "Кровать на крыше, которая ставится за минуты.",
            "سرير على السقف يُنصب في دقائق.",
          ),
        },
      ],
    },
    {
      slug: "water-and-storage",
      name: L("Water and Storage", "Вода и хранение", "المياه والتخزين"),
      partTypes: [
        {
          key: "water-jerry-can",
          name: L("Water Jerry Can", "Канистра для воды", "جالون ماء"),
          partPrefix: "WJC",
          priceRange: [30, 75],
          fitment: "universal",
          drawing: "jerry-can",
          options: [colour(C.blue, C.black)],
          specs: [
            spec(N.capacity, "10 L", "20 L"),
            spec(N.material, "Food-grade polyethylene"),
          ],
          description: L(
            "The {brand} {name} is a food-grade plastic can with a tap and a wide filler for cleaning. Blue marks it as water so nobody fills it with fuel.",
            "{name} {brand} — пищевая пластиковая канистра с краником и широкой горловиной для мытья. Синий цвет показывает, что в ней вода, и никто не зальёт туда топливо.",
            "{name} من {brand} هو جالون بلاستيك صالح للأغذية مع حنفية وفتحة تعبئة واسعة للتنظيف. لونه الأزرق يدل على أنه للماء فلا يعبئه أحد بالوقود.",
          ),
          excerpt: L("Food-grade water can with tap.", "Пищевая канистра для воды с краником.", "جالون ماء صالح للأغذية مع حنفية."),
        },
        {
          key: "under-vehicle-water-tank",
          name: L("Under-Vehicle Water Tank", "Подкузовной бак для воды", "خزان ماء أسفل المركبة"),
          partPrefix: "WTK",
          priceRange: [280, 650],
          fitment: "vehicle",
          drawing: "fuel-tank",
          specs: [
            spec(N.capacity, "50 L", "70 L"),
            spec(N.material, "Food-grade polyethylene, steel guard"),
          ],
          description: L(
            "The {brand} {name} hangs in a chassis space of the {vehicle} and carries water low, where the weight does the least harm. A 12 V pump and tap kit are available.",
            "{name} {brand} подвешивается в свободном месте на раме {vehicle} и возит воду низко, где её вес меньше всего мешает. Отдельно доступен комплект насоса 12 В с краником.",
            "يُعلّق {name} من {brand} في فراغ على شاصي سيارة {vehicle} ويحمل الماء في مستوى منخفض حيث يكون ضرر الوزن أقل ما يمكن. يتوفر طقم مضخة 12 فولت مع حنفية.",
          ),
          excerpt: L(
            "Water carried low, in a chassis space.",
            "Вода внизу, в свободном месте на раме.",
            "ماء محمول في الأسفل، في فراغ على الشاصي.",
          ),
        },
        {
          key: "storage-box",
          name: L("Heavy-Duty Storage Box", "Экспедиционный ящик", "صندوق تخزين متين"),
          partPrefix: "SBX",
          priceRange: [60, 180],
          fitment: "universal",
          drawing: "drawer",
          options: [colour(C.black, C.sand, C.olive)],
          specs: [
            spec(N.capacity, "55 L", "70 L"),
            spec(N.material, "Polypropylene with steel hinges"),
          ],
          description: L(
            "The {brand} {name} is a stackable, dust-sealed box with a lockable lid. Strong enough to sit on and strap to a roof rack.",
            "{name} {brand} — штабелируемый пыленепроницаемый ящик с запираемой крышкой. Достаточно прочный, чтобы на нём сидеть и крепить его на багажник.",
            "{name} من {brand} هو صندوق قابل للتكديس محكم ضد الغبار بغطاء قابل للقفل. قوي بما يكفي للجلوس عليه وربطه على حامل السقف.",
          ),
          excerpt: L(
            "Stackable, dust-sealed box you can sit on.",
            "Штабелируемый пыленепроницаемый ящик, на котором можно сидеть.",
            "صندوق قابل للتكديس محكم ضد الغبار يمكنك الجلوس عليه.",
          ),
        },
      ],
    },
    {
      slug: "clothing",
      name: L("Clothing", "Одежда", "الملابس"),
      partTypes: [
        {
          key: "heavyweight-cotton-t-shirt",
          name: L("Heavyweight Cotton T-Shirt", "Футболка из плотного хлопка", "تيشيرت قطن ثقيل"),
          partPrefix: "TEE",
          priceRange: [25, 45],
          fitment: "universal",
          drawing: "t-shirt",
          options: [clothingSizes, colour(C.black, C.olive, C.sand, C.grey)],
          specs: [
            spec(N.fabric, "240 gsm combed cotton", "260 gsm combed cotton"),
            spec(N.fit, "Regular", "Relaxed"),
          ],
          description: L(
            "The {brand} {name} is made of dense combed jersey that keeps its shape through dusty tracks, camp fires and hot washes. Taped shoulder seams and a ribbed crew neck stop it stretching out, and the fabric is pre-shrunk, so it still fits after the first wash.",
            "{name} {brand} держит форму после пыльных перегонов, вечеров у костра и стирки в горячей воде: плотное полотно из гребенной пряжи не скатывается и не просвечивает. Плечевые швы укреплены киперной лентой, горловина из рибаны не растягивается, а ткань прошла предварительную усадку, так что футболка не сядет после стирки.",
            "{name} من {brand} مصنوع من نسيج ممشّط كثيف يحافظ على شكله رغم غبار الطرق الوعرة وسهرات النار والغسيل بالماء الساخن. خياطات الكتفين مدعّمة بشريط والياقة الدائرية المضلّعة لا تترهّل، والقماش معالج مسبقاً ضد الانكماش فيبقى على مقاسك بعد الغسلة الأولى.",
          ),
          excerpt: L(
            "Heavyweight combed-cotton tee that keeps its shape wash after wash.",
            "Плотная футболка из гребенного хлопка, которая не теряет форму после стирок.",
            "تيشيرت من قطن ممشّط سميك يحافظ على شكله غسلة بعد غسلة.",
          ),
        },
        {
          key: "softshell-jacket",
          name: L("Softshell Jacket", "Куртка софтшелл", "جاكيت سوفت شل"),
          partPrefix: "SSJ",
          priceRange: [90, 190],
          fitment: "universal",
          drawing: "jacket",
          options: [clothingSizes, colour(C.black, C.olive, C.grey)],
          specs: [
            spec(N.fabric, "3-layer softshell, polyester with elastane, fleece lining"),
            spec(N.waterResistance, "5,000 mm", "8,000 mm"),
            spec(N.weight, "540 g", "610 g"),
          ],
          description: L(
            "The {brand} {name} has a windproof, water-repellent shell bonded to a brushed fleece lining. It is warm enough for a cold morning at camp and stretchy enough to work in, from changing a tyre to rigging the winch. Zipped chest and hand pockets, a drawcord hem and hook-and-loop cuffs keep out wind and dust.",
            "{name} {brand} не продувается и отталкивает воду, а изнутри у неё мягкий флисовый начёс. В ней тепло промозглым утром на стоянке, и она хорошо тянется, так что в ней удобно работать: поменять колесо или размотать трос лебёдки. Карманы на молнии на груди и по бокам, низ с утяжкой и манжеты на липучках не пускают внутрь ветер и пыль.",
            "يأتي {name} من {brand} بطبقة خارجية تصدّ الرياح وتطرد الماء، مبطّنة من الداخل بفليس ناعم. دافئ بما يكفي لصباح بارد في المخيم ومرن بما يكفي للعمل، من تبديل الإطار إلى مدّ حبل الونش. جيوب بسحّاب على الصدر والجانبين، وحافة سفلية بحبل شدّ، وأساور بشريط لاصق تمنع دخول الريح والغبار.",
          ),
          excerpt: L(
            "Windproof, water-repellent softshell with a warm fleece lining.",
            "Непродуваемая куртка софтшелл с водоотталкивающим покрытием и тёплым флисом внутри.",
            "جاكيت سوفت شل يصدّ الرياح ويطرد الماء، مع بطانة فليس دافئة.",
          ),
        },
        {
          key: "trucker-cap",
          name: L("Trucker Cap", "Кепка-тракер", "قبعة تراكر"),
          partPrefix: "CAP",
          priceRange: [18, 35],
          fitment: "universal",
          drawing: "cap",
          options: [colour(C.khaki, C.black, C.olive, C.sand)],
          specs: [
            spec(N.material, "Cotton twill front, polyester mesh back"),
            spec(N.headSize, "One size, 55–61 cm snapback"),
          ],
          description: L(
            "The {brand} {name} has a structured cotton-twill front with an embroidered badge and a mesh back that lets the heat out on long, hot days. The snapback strap fits most heads, and the curved peak keeps the sun out of your eyes at the wheel.",
            "{name} {brand}: плотные передние панели из хлопкового твила с вышитой нашивкой и сетка сзади, через которую уходит жар в долгий знойный день. Застёжка на кнопках подгоняется под любой обхват головы, а изогнутый козырёк закрывает глаза от солнца за рулём.",
            "تأتي {name} من {brand} بواجهة أمامية متماسكة من قطن تويل عليها شعار مطرّز، وظهر شبكي يُخرج الحرارة في الأيام الطويلة الحارة. يناسب المشبك الخلفي القابل للتعديل معظم أحجام الرأس، وتحمي الحافة المنحنية عينيك من الشمس أثناء القيادة.",
          ),
          excerpt: L(
            "Cotton-twill front, mesh back and a snapback that fits most heads.",
            "Кепка с плотным хлопковым передом, сетчатым затылком и застёжкой на кнопках.",
            "قبعة بواجهة من قطن تويل وظهر شبكي ومشبك يناسب معظم أحجام الرأس.",
          ),
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// The tree and the brands

/** Top-level categories in menu order; the first seven are the shop's main departments. */
export const departments: CategoryDef[] = [
  clutches,
  fuelSystems,
  steering,
  suspension,
  bodyParts,
  transmission,
  airFilters,
  brakes,
  lighting,
  recoveryGear,
  engine,
  electrical,
  exhaust,
  wheelsAndTyres,
  interior,
  campingAndTouring,
];

/** Invented brands; the generator assigns each part to a brand that makes its department. */
export const brands: BrandDef[] = [
  { slug: "dunecrest", name: "Dunecrest", country: "AU", departments: ["suspension", "steering", "body-parts"], colors: ["#b45309", "#fef3c7"] },
  { slug: "mulga-suspension", name: "Mulga Suspension", country: "AU", departments: ["suspension", "steering"], colors: ["#14532d", "#facc15"] },
  { slug: "gibber-works", name: "Gibber Works", country: "AU", departments: ["body-parts", "recovery-gear", "lighting"], colors: ["#111827", "#f97316"] },
  { slug: "outrigger-gear", name: "Outrigger Gear", country: "AU", departments: ["recovery-gear", "camping-and-touring"], colors: ["#c2410c", "#fff7ed"] },
  { slug: "canyonline", name: "Canyonline", country: "US", departments: ["lighting", "electrical"], colors: ["#1e3a8a", "#fbbf24"] },
  { slug: "rimrock-traction", name: "Rimrock Traction", country: "US", departments: ["wheels-and-tyres", "recovery-gear"], colors: ["#292524", "#ef4444"] },
  { slug: "mesa-forge", name: "Mesa Forge", country: "US", departments: ["transmission", "steering", "exhaust"], colors: ["#7c2d12", "#e7e5e4"] },
  { slug: "highpass-filtration", name: "Highpass Filtration", country: "US", departments: ["air-filters", "fuel-systems", "engine"], colors: ["#0f766e", "#ecfeff"] },
  { slug: "hayate-drivetrain", name: "Hayate Drivetrain", country: "JP", departments: ["clutches", "transmission"], colors: ["#b91c1c", "#ffffff"] },
  { slug: "tsurugi-parts", name: "Tsurugi Parts", country: "JP", departments: ["engine", "fuel-systems", "brakes", "clutches"], colors: ["#0f172a", "#38bdf8"] },
  { slug: "haldenwerk", name: "Haldenwerk", country: "DE", departments: ["brakes", "exhaust", "engine"], colors: ["#1f2937", "#eab308"] },
  { slug: "bruckmann-technik", name: "Brückmann Technik", country: "DE", departments: ["electrical", "lighting", "air-filters"], colors: ["#1d4ed8", "#e0f2fe"] },
  { slug: "fellgate-engineering", name: "Fellgate Engineering", country: "GB", departments: ["body-parts", "interior", "wheels-and-tyres"], colors: ["#064e3b", "#d1fae5"] },
  { slug: "moorland-outfitters", name: "Moorland Outfitters", country: "GB", departments: ["interior", "camping-and-touring"], colors: ["#57534e", "#fde68a"] },
  { slug: "chaiyo-4x4", name: "Chaiyo 4x4", country: "TH", departments: ["body-parts", "suspension", "exhaust"], colors: ["#991b1b", "#fde047"] },
  { slug: "tayozhnik", name: "Tayozhnik", country: "RU", departments: ["recovery-gear", "suspension", "fuel-systems"], colors: ["#365314", "#f5f5f4"] },
  { slug: "severtrek", name: "Severtrek", country: "RU", departments: ["electrical", "camping-and-touring", "wheels-and-tyres"], colors: ["#0c4a6e", "#f8fafc"] },
  { slug: "karoo-forge", name: "Karoo Forge", country: "ZA", departments: ["body-parts", "recovery-gear", "clutches"], colors: ["#78350f", "#fcd34d"] },
  { slug: "bushveld-canvas", name: "Bushveld Canvas", country: "ZA", departments: ["camping-and-touring", "interior"], colors: ["#4d5d3a", "#f5f0e1"] },
  { slug: "ferrando-meccanica", name: "Ferrando Meccanica", country: "IT", departments: ["brakes", "clutches", "air-filters"], colors: ["#be123c", "#f8fafc"] },
];
