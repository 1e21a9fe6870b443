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

function size(name: Localized, ...values: [string, Localized][]): OptionDef {
  return option("size", "default", name, values.map(([slug, value]) => ({ slug, name: value })));
}

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
          description:
            "The {brand} {name} replaces the pressure plate, clutch disc, release bearing and pilot bearing of the {vehicle} in one box. Clamp load and pedal feel match the factory clutch, so it suits daily driving and light touring.",
          excerpt: "Factory-equivalent pressure plate, disc and bearings for the {vehicle} in one kit.",
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
          description:
            "The {brand} {name} pairs a higher clamp-load pressure plate with a heavy-duty disc for a {vehicle} that tows, carries a full touring load or runs a tuned engine. It keeps the factory hydraulics and pedal ratio, with only a slightly firmer pedal.",
          excerpt: "More clamp load and torque capacity for a working {vehicle}.",
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
          description:
            "The {brand} {name} splits the clamp load across two organic discs, so the {vehicle} can hold far more torque without a heavy pedal. It is the clutch for heavily modified engines and big tow loads, and it takes up smoothly enough for low-range work.",
          excerpt: "Two discs for high torque with a normal pedal in the {vehicle}.",
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
          description:
            "The {brand} {name} swaps the dual-mass flywheel of the {vehicle} for a one-piece flywheel with a matching clutch. It takes the heat of low-range crawling and towing, and it can be resurfaced at the next clutch change.",
          excerpt: "A one-piece flywheel and clutch that outlast the dual-mass original.",
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
          description:
            "The {brand} {name} is a direct replacement for the factory dual-mass flywheel of the {vehicle}. Its spring damper soaks up diesel vibration at idle and low revs, as the original did.",
          excerpt: "Direct-fit dual-mass flywheel for the {vehicle}.",
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
          description:
            "The {brand} {name} replaces a worn or chipped starter ring on the flywheel of the {vehicle}. The teeth are induction hardened, and the ring is heat-shrunk onto the flywheel.",
          excerpt: "Hardened replacement starter ring gear.",
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
          description:
            "The {brand} {name} bolts to the pedal box of the {vehicle} with the factory bore size, so pedal travel and feel stay as designed. Seals are rated for DOT 3 and DOT 4 fluid.",
          excerpt: "Direct-fit clutch master cylinder with factory bore size.",
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
          description:
            "The {brand} {name} replaces a leaking or worn slave cylinder on the gearbox of the {vehicle}. It comes with a new bleed nipple and dust boot.",
          excerpt: "Replacement slave cylinder with bleed nipple and boot.",
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
          description:
            "The {brand} {name} replaces the rubber clutch hose of the {vehicle} with a PTFE line in a stainless braid that does not swell under pressure. The result is a firmer, more consistent pedal.",
          excerpt: "Stainless-braided clutch hose for a consistent pedal.",
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
          description:
            "The {brand} {name} is a direct replacement for the main fuel filter of the {vehicle}. Its media traps fine particles and separates water before they reach the injection pump.",
          excerpt: "Direct-fit main fuel filter with water separation.",
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
          description:
            "The {brand} {name} adds a water-separating filter ahead of the factory filter on the {vehicle}, with a vehicle-specific bracket and hoses. The clear bowl and drain make it easy to check and empty water after a doubtful fill in remote areas.",
          excerpt: "A second line of defence for a common-rail diesel on remote fuel.",
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
          description:
            "The {brand} {name} screws into the filter bowl of the {vehicle} and lights the dash warning when water collects. It replaces a failed sensor or adds one to a pre-filter.",
          excerpt: "Warns the driver when water collects in the fuel filter.",
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
          description:
            "The {brand} {name} replaces the electric pump inside the fuel tank of the {vehicle} and comes with a new strainer. Flow and pressure match the factory pump.",
          excerpt: "Replacement in-tank pump with strainer.",
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
          description:
            "The {brand} {name} moves diesel from drums, jerry cans or an auxiliary tank at 40 litres a minute. It runs off the battery through crocodile clips and comes with hoses and a manual nozzle.",
          excerpt: "12 V diesel transfer pump with hoses and nozzle.",
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
          description:
            "The {brand} {name} is a remanufactured common-rail supply pump for the diesel {vehicle}, tested on a calibrated bench. Fit new filters and flush the fuel system when replacing a pump damaged by water or dirt.",
          excerpt: "Bench-tested common-rail pump for the {vehicle}.",
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
          description:
            "The {brand} {name} replaces the factory tank of the {vehicle} and nearly doubles its range. It uses the original pump, sender and mounting points and keeps ground clearance close to standard.",
          excerpt: "Replacement tank that nearly doubles the range of the {vehicle}.",
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
          description:
            "The {brand} {name} fits in an unused chassis space of the {vehicle} and feeds the main tank through a transfer pump. A dash switch and gauge kit are included.",
          excerpt: "Extra fuel in an unused chassis space, with transfer pump kit.",
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
          description:
            "The {brand} {name} is the classic pressed-steel can with three handles, a locking cam closure and an internal lining for petrol or diesel. A flexible spout is included.",
          excerpt: "Classic three-handle steel can with spout.",
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
          description:
            "The {brand} {name} holds standard 20 litre cans on a roof rack, rear bar or tray with a lockable clamp bar. It bolts through any rack slot or flat panel.",
          excerpt: "Lockable holder for standard 20 litre cans.",
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
          description:
            "The {brand} {name} starts a siphon with a few shakes of its non-return valve, so fuel never reaches your mouth. It empties a 20 litre can in about two minutes.",
          excerpt: "Self-priming siphon hose for jerry cans.",
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
          description:
            "The {brand} {name} calms kickback through the wheel of the {vehicle} on corrugations and rocks, and helps hold a straight line with larger tyres. It bolts to the factory mounts.",
          excerpt: "Less kickback and wander with bigger tyres.",
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
          description:
            "The {brand} {name} fits two opposed dampers to the tie rod of the {vehicle} for heavy mud-terrain tyres. Brackets, clamps and hardware are included.",
          excerpt: "Twin dampers for big tyres on a solid front axle.",
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
          description:
            "The {brand} {name} replaces the thin factory tube of the {vehicle} with a solid bar that will not bend on a rock. Greaseable ends and the factory taper keep the fit exact.",
          excerpt: "A solid tie rod that will not bend on a rock.",
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
          description:
            "The {brand} {name} links the steering box to the knuckle of the {vehicle} with an adjustable solid bar. It is made to re-centre the steering wheel after a lift.",
          excerpt: "Adjustable drag link to centre the wheel after a lift.",
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
          description:
            "The {brand} {name} is a greaseable replacement tie rod end for the {vehicle}. A new castle nut and split pin are included.",
          excerpt: "Greaseable replacement tie rod end.",
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
          description:
            "The {brand} {name} is a remanufactured steering box for the {vehicle}, with new seals, bearings and a re-set worm preload. It removes the free play that makes a worn box wander on the highway.",
          excerpt: "Remanufactured box that removes steering free play.",
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
          description:
            "The {brand} {name} bolts to the engine of the {vehicle} with the factory pulley and fittings. Its pressure and flow match the original, so steering weight stays the same.",
          excerpt: "Direct-fit power steering pump.",
        },
        {
          key: "steering-box-brace",
          name: L("Steering Box Brace", "Усилитель крепления рулевого редуктора", "دعامة علبة التوجيه"),
          partPrefix: "SBB",
          priceRange: [120, 320],
          fitment: "vehicle",
          drawing: "generic",
          specs: [spec(N.material, "6 mm laser-cut steel")],
          description:
            "The {brand} {name} ties the steering box of the {vehicle} to the opposite chassis rail, so big tyres cannot crack the chassis around the box mounts.",
          excerpt: "Stops the chassis cracking around the steering box.",
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
          description:
            "The {brand} {name} is a compact bar-and-plate cooler that mounts in front of the radiator and splices into the return line. It keeps fluid temperatures down in slow, hard steering on sand and rocks.",
          excerpt: "Compact cooler for power steering fluid.",
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
          description:
            "The {brand} {name} is a twin-tube nitrogen-charged shock valved for the {vehicle} carrying touring loads. Its larger bore and oil volume keep damping consistent on long corrugated roads.",
          excerpt: "Twin-tube gas shock valved for touring loads.",
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
          description:
            "The {brand} {name} uses a closed-cell foam insert instead of free gas, so the oil cannot aerate when the {vehicle} works hard on corrugations. It is the shock for heavily loaded tourers and tradespeople.",
          excerpt: "Fade-resistant foam cell shock for heavy loads.",
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
          description:
            "The {brand} {name} moves extra oil and a floating piston into a remote reservoir, so the {vehicle} keeps full damping through hours of desert or corrugations. Rebuildable and re-valvable.",
          excerpt: "Big-bore monotube shock with remote reservoir.",
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
          description:
            "The {brand} {name} lifts the {vehicle} by about 50 mm and is rated for the weight of a bar, winch or drawers. Sold as a pair and matched to the shocks in the same range.",
          excerpt: "A matched pair of lifted coils rated for accessory weight.",
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
          description:
            "The {brand} {name} has closer-wound coils at one end, so the {vehicle} rides softly when empty and firms up as load goes on. Sold as a pair.",
          excerpt: "Soft when empty, firm when loaded.",
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
          description:
            "The {brand} {name} sits above the spring of the {vehicle} to level a sagging corner or the extra weight of a winch. Sold in pairs.",
          excerpt: "Levels a corner or compensates for extra weight.",
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
          description:
            "The {brand} {name} gives the rear of the {vehicle} about 50 mm of lift and more load capacity without the harsh ride of an overloaded factory pack. New centre bolts and bushes are included.",
          excerpt: "Lifted rear leaf pack that carries load without harshness.",
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
          description:
            "The {brand} {name} replaces the leaf spring pins, shackles and bushes of the {vehicle} with greasable parts. Regular greasing stops the squeaks and wear that come with dust and water crossings.",
          excerpt: "Greasable pins, shackles and bushes for leaf springs.",
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
          description:
            "The {brand} {name} adds one leaf to each rear spring of the {vehicle} to restore height and carry extra load. Long centre bolts are included.",
          excerpt: "One extra leaf per side to restore height and capacity.",
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
          description:
            "The {brand} {name} includes matched shocks, springs and bushes for the {vehicle}, chosen together for load and lift. It raises the vehicle for bigger tyres and better clearance while keeping a controlled, comfortable ride.",
          excerpt: "Matched shocks, springs and bushes for a proper lift.",
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
          description:
            "The {brand} {name} raises the body of the {vehicle} on its chassis mounts for more tyre clearance without changing suspension geometry. Longer bolts and bracket extensions are included.",
          excerpt: "More tyre room without touching suspension geometry.",
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
          description:
            "The {brand} {name} lowers the front differential of a lifted {vehicle} to bring the CV angles back towards standard. It reduces CV wear and boot splits after a lift.",
          excerpt: "Restores CV angles after a lift.",
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
          description:
            "The {brand} {name} replaces the tired rubber bushes of the {vehicle} with polyurethane that resists oil, heat and tearing. Steering and axle control sharpen with no more noise than rubber.",
          excerpt: "Polyurethane bushes that outlast rubber.",
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
          description:
            "The {brand} {name} is a press-in replacement bush for a control arm of the {vehicle}. A worn one lets the wheel shift under braking; a new one restores alignment.",
          excerpt: "Press-in replacement bush for control arms.",
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
          description:
            "The {brand} {name} puts about two degrees of caster back into a lifted {vehicle}, which restores self-centring steering and stability at speed. Fit it with an alignment.",
          excerpt: "Restores caster and self-centring after a lift.",
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
          description:
            "The {brand} {name} corrects caster and camber on an independent-front {vehicle} lifted 50 mm or more, and it clears the coilover at full droop. Sold as a pair with greasable ball joints.",
          excerpt: "Correct geometry and more droop for a lifted IFS.",
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
          description:
            "The {brand} {name} re-centres the axle under a lifted {vehicle}, so the body sits square over the wheels. Adjustable at the vehicle with a spanner.",
          excerpt: "Re-centres the axle after a lift.",
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
          description:
            "The {brand} {name} is airbag-compatible and crash-tested for the {vehicle}, with a winch cradle, rated recovery points and light mounts. The wings are shaped to keep the approach angle close to standard.",
          excerpt: "Airbag-compatible steel bar with winch cradle and recovery points.",
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
          description:
            "The {brand} {name} gives the {vehicle} animal-strike protection at less than half the weight of steel, which saves front spring sag and payload. Winch-compatible, with fog light cut-outs and an integrated antenna mount.",
          excerpt: "Half the weight of steel, with winch and light mounts.",
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
          description:
            "The {brand} {name} is a light tubular bar for the {vehicle} that carries driving lights and a light bar without a full bull bar. It keeps the factory bumper, sensors and airbags working.",
          excerpt: "A light-duty bar for driving lights, sensors retained.",
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
          description:
            "The {brand} {name} protects the rear of the {vehicle} and carries a full-size spare on a swing-away arm with a gas strut. Tow bar, rated recovery point and jerry can mounts are built in.",
          excerpt: "Rear protection with swing-away spare wheel carrier.",
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
          description:
            "The {brand} {name} bolts to the chassis of the {vehicle} and is rated to the maximum towing capacity. Comes with a 50 mm hitch receiver and wiring kit.",
          excerpt: "Full-rated tow bar with hitch receiver.",
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
          description:
            "The {brand} {name} swings away on sealed bearings and bolts to the rear of the {vehicle} to carry a full-size spare that no longer fits underneath. A latch holds it open on a slope.",
          excerpt: "Swing-away carrier for an oversize spare.",
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
          description:
            "The {brand} {name} gives a wide, grippy step into the {vehicle} and protects the sills from stones. They bolt to existing chassis holes.",
          excerpt: "Grippy steps that also protect the sills.",
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
          description:
            "The {brand} {name} bolts to the chassis of the {vehicle} and takes the weight of the vehicle on rocks and ruts, so the sills do not. Rated as a jacking point.",
          excerpt: "Chassis-mounted sliders that take the hits.",
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
          description:
            "The {brand} {name} adds a tube rail above the side steps of the {vehicle} to guard the doors in scrub and tight tracks. Mounts for aerials and flags are included.",
          excerpt: "Tube rails that guard doors in scrub.",
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
          description:
            "The {brand} {name} is a low-profile flat platform for the {vehicle} with T-slot rails for tents, awnings, boards and jerry can holders. It mounts to the roof gutters or factory points.",
          excerpt: "Low-profile platform with T-slot rails.",
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
          description:
            "The {brand} {name} is a pair of aero crossbars with feet and fit kit for the {vehicle}. They carry kayaks, bikes and cargo boxes with low wind noise.",
          excerpt: "Aero crossbars with feet and fit kit.",
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
          description:
            "The {brand} {name} fits any T-slot or flat-slat rack for mounting awnings, shovels, recovery boards and lights. Stainless hardware is included.",
          excerpt: "Universal brackets for awnings and gear on any rack.",
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
          description:
            "The {brand} {name} raises the engine air intake of the {vehicle} to roof height for cleaner, cooler air on dusty tracks and safer water crossings. A drilling template, sealed joints and stainless fasteners are included.",
          excerpt: "Roof-height air intake for dust and water crossings.",
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
          description:
            "The {brand} {name} replaces a cracked or faded air ram on any snorkel of the same diameter. It can face forward for more air, or backward in heavy rain and dust.",
          excerpt: "Replacement ram head for any snorkel of the same diameter.",
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
          description:
            "The {brand} {name} covers the sump and front differential of the {vehicle} against rocks and stumps. Access holes let you change oil without removing it.",
          excerpt: "Rock protection for sump and front diff with service access.",
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
          description:
            "The {brand} {name} protects the fuel tank of the {vehicle} from rock strikes without reducing clearance. It bolts to existing chassis points.",
          excerpt: "Bolt-on armour for the fuel tank.",
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
          description:
            "The {brand} {name} covers the gearbox and transfer case of the {vehicle}, one of the most exposed parts on a rutted track.",
          excerpt: "Protection for gearbox and transfer case.",
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
          description:
            "The {brand} {name} turns the tub or tray of the {vehicle} into a lockable, dust-sealed load space with lift-up side doors. The roof is rated for a rooftop tent.",
          excerpt: "Lockable, dust-sealed canopy with lift-up doors.",
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
          description:
            "The {brand} {name} covers the tub of the {vehicle} and keeps luggage dry and out of sight. It rolls or folds out of the way to load tall items.",
          excerpt: "Keeps the tub dry and secure.",
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
          description:
            "The {brand} {name} has every bearing, synchro ring, seal and gasket needed to overhaul the manual gearbox of the {vehicle}. Parts meet or exceed the factory specification.",
          excerpt: "Bearings, synchros and seals for a full manual gearbox overhaul.",
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
          description:
            "The {brand} {name} is a reconditioned transfer case for the {vehicle}, tested on a dyno before dispatch. It comes with fresh oil and new output seals.",
          excerpt: "Reconditioned, dyno-tested transfer case.",
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
          description:
            "The {brand} {name} replaces the low-range gears in the transfer case of the {vehicle} with a deeper reduction. It gives slower, more controlled crawling and easier starts with a trailer.",
          excerpt: "A deeper low range for slow, controlled crawling.",
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
          description:
            "The {brand} {name} fits the axle of the {vehicle} and stays open on the road. At the flick of a switch, compressed air locks both wheels together for full traction on rocks and steep climbs.",
          excerpt: "Open on the road, locked on the rocks.",
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
          description:
            "The {brand} {name} lowers the final drive of the {vehicle} to bring back performance lost to bigger tyres. Matched and lapped as a set; professional setup recommended.",
          excerpt: "Lower gearing to suit bigger tyres.",
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
          description:
            "The {brand} {name} is a helical limited slip that sends torque to the wheel with grip in the {vehicle}, with no clutches to wear. Smooth and quiet on the road.",
          excerpt: "Helical LSD with no clutches to wear.",
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
          description:
            "The {brand} {name} replaces the thin pressed cover on the axle of the {vehicle} with a ribbed one that shrugs off rocks. It holds extra oil to run cooler and has a magnetic drain plug.",
          excerpt: "Ribbed cover that protects the diff and holds more oil.",
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
          description:
            "The {brand} {name} is an outer CV joint for the {vehicle} supplied with boot, clamps and grease. It stops the clicking on full lock that a worn joint makes.",
          excerpt: "Outer CV joint with boot kit.",
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
          description:
            "The {brand} {name} is a complete front drive shaft for the {vehicle} with both joints and boots fitted. The shaft is stronger than factory for lifted vehicles with big tyres.",
          excerpt: "Complete front drive shaft with uprated shaft.",
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
          description:
            "The {brand} {name} replaces a worn tail shaft joint on the {vehicle}. A grease nipple makes it serviceable, which matters after water crossings.",
          excerpt: "Greasable tail shaft universal joint.",
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
          description:
            "The {brand} {name} is a stacked-plate cooler that mounts ahead of the radiator and keeps an automatic gearbox cool when towing or crawling in sand. Fittings and mounting kit are included.",
          excerpt: "Keeps automatic gearbox oil cool when towing.",
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
          description:
            "The {brand} {name} is a 52 mm gauge with a sender adaptor for the automatic gearbox of the {vehicle}, so you can back off before the fluid cooks when towing or crawling in sand.",
          excerpt: "52 mm gauge and sender for gearbox oil temperature.",
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
          description:
            "The {brand} {name} is a direct replacement for the factory air filter of the {vehicle}. Deep pleats hold plenty of dust between changes.",
          excerpt: "Direct-fit paper air filter with deep pleats.",
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
          description:
            "The {brand} {name} has a synthetic nanofibre layer and a moulded seal for the {vehicle}, made for desert tracks and dusty convoys. It holds more dust and keeps airflow high for longer.",
          excerpt: "Nanofibre filter for dusty desert driving.",
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
          description:
            "The {brand} {name} can be washed and re-oiled instead of replaced, and flows more air than paper in the {vehicle}. Best for road and light track use.",
          excerpt: "Washable, high-flow air filter.",
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
          description:
            "The {brand} {name} replaces the intake of the {vehicle} with a sealed airbox and smooth tube. It lowers intake temperature and keeps the factory airflow sensor calibration.",
          excerpt: "Sealed airbox and intake tube for cooler air.",
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
          description:
            "The {brand} {name} replaces the rubber intake hose of the {vehicle} that hardens and cracks with heat. Stainless clamps are included.",
          excerpt: "Four-ply silicone intake hose with clamps.",
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
          description:
            "The {brand} {name} replaces the snorkel head and spins the incoming air so heavy dust drops into a clear bowl you can empty by hand. The air filter lasts several times longer on dusty tracks.",
          excerpt: "Cyclonic pre-cleaner that catches dust before the filter.",
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
          description:
            "The {brand} {name} slips over the snorkel head or the air filter and stops the coarsest dust and insects. Shake it out at the end of the day and wash it at home.",
          excerpt: "Washable sock that stops coarse dust and insects.",
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
          description:
            "The {brand} {name} contains a cleaner and a filter oil for reusable cotton filters. One kit services a filter about ten times.",
          excerpt: "Cleaner and oil for reusable cotton filters.",
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
          description:
            "The {brand} {name} slides in behind the glovebox of the {vehicle} and keeps dust and pollen out of the cabin. Change it every service, more often on dusty tracks.",
          excerpt: "Keeps dust and pollen out of the cabin.",
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
          description:
            "The {brand} {name} adds an activated carbon layer that also absorbs exhaust fumes and odours in the {vehicle}. Useful in convoys and city traffic.",
          excerpt: "Carbon layer that absorbs fumes and odours.",
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
          description:
            "The {brand} {name} is a quiet, low-dust ceramic pad set for the {vehicle}, kind to rotors and consistent from cold. Shims and wear sensors are included where fitted.",
          excerpt: "Quiet, low-dust ceramic pads.",
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
          description:
            "The {brand} {name} has a semi-metallic compound for the {vehicle} that resists fade when towing, carrying a full load or descending long hills. It bites hard from cold and stays consistent when hot.",
          excerpt: "Fade-resistant pads for towing and heavy loads.",
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
          description:
            "The {brand} {name} fits the rear drum brakes of the {vehicle}, bonded rather than riveted for a full wear life. Adjust the shoes after fitting for a firm handbrake.",
          excerpt: "Bonded rear shoes for drum brakes.",
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
          description:
            "The {brand} {name} is a slotted, vented rotor pair for the {vehicle} that clears gas, dust and mud from the pad face. The coated hat and edges stay rust-free.",
          excerpt: "Slotted, vented rotors that clear mud and dust.",
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
          description:
            "The {brand} {name} is a factory-size vented rotor for the {vehicle}, machined and balanced. Sold as a pair.",
          excerpt: "Factory-size vented rotors, sold as a pair.",
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
          description:
            "The {brand} {name} is a remanufactured caliper for the {vehicle} with new pistons, seals and slide pins. It cures a pull to one side and uneven pad wear.",
          excerpt: "Remanufactured caliper with new pistons and seals.",
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
          description:
            "The {brand} {name} puts six-piston calipers and larger two-piece rotors on the front of the {vehicle}. Stopping distances drop noticeably with big tyres and a full load, and fade goes away on long descents.",
          excerpt: "Six-piston calipers and larger rotors for heavy tourers.",
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
          description:
            "The {brand} {name} replaces all the flexible brake hoses of the {vehicle} with braided lines made longer for a lifted suspension. The pedal is firmer and the hoses no longer stretch at full droop.",
          excerpt: "Extended braided brake hoses for lifted suspension.",
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
          description:
            "The {brand} {name} has a high boiling point for towing and mountain descents. Replace the fluid every two years, sooner after water crossings.",
          excerpt: "High-boiling-point DOT 4 fluid.",
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
          specs: [
            spec(N.lumens, "9,800 lm", "16,200 lm", "21,000 lm"),
            spec(N.luxDistance, "780 m", "950 m", "1,100 m"),
            spec(N.ip, "IP68"),
            spec(N.colourTemp, "5700 K"),
          ],
          description:
            "The {brand} {name} combines spot and flood optics in a die-cast aluminium housing with a hard-coated polycarbonate lens. It runs on 9 to 32 volts and comes with a wiring harness and switch.",
          excerpt: "Combo-beam LED bar with harness and switch.",
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
          description:
            "The {brand} {name} is only 38 mm tall, so it hides behind a grille or along a roof rack edge. The wide beam fills the roadside with light.",
          excerpt: "A 38 mm slim bar that hides behind the grille.",
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
          description:
            "The {brand} {name} hides a slim light bar behind the grille of the {vehicle} on a model-specific bracket, with a plug-in high-beam harness. It keeps the factory look and airflow.",
          excerpt: "A light bar hidden behind the factory grille.",
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
          description:
            "The {brand} {name} is a pair of round spot lamps with a deep reflector that throws a narrow beam further than most light bars. Clip-on filters for amber or flood light are available.",
          excerpt: "Long-throw round spot lamps, sold as a pair.",
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
          description:
            "The {brand} {name} is a compact flood lamp for camp, reversing or working around the vehicle. It mounts on a single bolt and draws little current.",
          excerpt: "Compact flood lamp for camp and reversing.",
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
          description:
            "The {brand} {name} replaces the halogen headlights of the {vehicle} with LED projectors and a daytime running light. It plugs into the factory connectors and has an E-marked beam pattern.",
          excerpt: "Plug-in LED projector headlights with DRL.",
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
          description:
            "The {brand} {name} is a pair of LED bulbs in the exact fitting for the {vehicle}, with the chip placed like a halogen filament for a correct beam cut-off.",
          excerpt: "LED bulbs with a correct beam cut-off.",
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
          description:
            "The {brand} {name} replaces the rear lamps of the {vehicle} with sealed LED units that plug into the factory loom. They light instantly and do not shake bulbs loose on corrugations.",
          excerpt: "Sealed plug-in LED tail lamps.",
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
          description:
            "The {brand} {name} has a relay, fuse, switch and sealed connectors for a pair of lights or a light bar. It can be triggered by the high beam.",
          excerpt: "Relay harness with switch for driving lights.",
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
          description:
            "The {brand} {name} bolts under the bonnet hinge of the {vehicle} to carry a pair of ditch lights. No drilling needed.",
          excerpt: "No-drill brackets for ditch lights.",
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
          description:
            "The {brand} {name} clamps a light bar to round tubes or bolts it to flat surfaces. Stainless hardware does not rust under the bar.",
          excerpt: "Tube clamps and flat mounts for light bars.",
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
          description:
            "The {brand} {name} has a sealed series-wound motor, a three-stage planetary gearbox and an automatic load-holding brake. It fits any standard winch cradle and comes with a wireless remote and a hawse or roller fairlead.",
          excerpt: "Sealed 12 V winch with planetary gearbox and wireless remote.",
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
          description:
            "The {brand} {name} is lighter than steel cable, floats, and stores little energy if it breaks. A heat sleeve near the drum and a protective sleeve at the hook end are included.",
          excerpt: "Light, safe Dyneema rope to replace steel cable.",
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
          description:
            "The {brand} {name} mounts a winch behind the factory bumper of the {vehicle}, using chassis points. The fairlead sits in the number plate area.",
          excerpt: "Hidden winch mount behind the factory bumper.",
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
          options: [
            size(
              L("Length", "Длина", "الطول"),
              ["8-m", L("8 m", "8 м", "8 م")],
              ["9-m", L("9 m", "9 м", "9 م")],
              ["11-m", L("11 m", "11 м", "11 م")],
            ),
            colour(C.orange, C.red, C.yellow),
          ],
          specs: [
            spec(N.breaking, "8 t", "11 t"),
            spec(N.stretch, "20%"),
            spec(N.material, "Nylon webbing"),
          ],
          description:
            "The {brand} {name} stretches under load and stores energy to pull a bogged vehicle out smoothly. Choose a rating of two to three times the gross weight of the lighter vehicle; reinforced eyes are sleeved against wear.",
          excerpt: "Stretchy nylon strap for kinetic recovery.",
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
          description:
            "The {brand} {name} is a double-braided nylon rope that stretches further and recovers more smoothly than a strap. Made for heavy vehicles bogged deep in sand or mud.",
          excerpt: "Double-braided kinetic rope for deep bogs.",
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
          description:
            "The {brand} {name} is a wide, low-stretch strap that wraps around a tree as a winch anchor without ringbarking it. Never use it for snatch recovery.",
          excerpt: "Wide winch anchor strap that protects the tree.",
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
          description:
            "The {brand} {name} is a low-stretch strap that reaches a distant anchor point when the winch rope is too short. Never use it for snatch recovery.",
          excerpt: "Reaches a distant anchor point.",
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
          description:
            "The {brand} {name} is a spliced Dyneema loop that is lighter than a steel shackle and will not become a projectile if something fails. It fits recovery points, snatch blocks and hitch receivers.",
          excerpt: "Light, safe Dyneema shackle.",
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
          description:
            "The {brand} {name} is forged, proof-tested and stamped with its working load limit. Tighten the pin and back it off a quarter turn so it can be undone after a heavy pull.",
          excerpt: "Forged, proof-tested and stamped bow shackle.",
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
          description:
            "The {brand} {name} bolts to the chassis rails of the {vehicle} with high-tensile bolts. It gives a proper, tested anchor for a snatch strap, unlike a tie-down hook.",
          excerpt: "Tested chassis-mounted recovery points.",
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
          description:
            "The {brand} {name} slides into a standard 50 mm tow hitch receiver in place of the tow ball tongue. Never snatch from a tow ball.",
          excerpt: "A safe rear recovery point in the hitch receiver.",
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
          description:
            "The {brand} {name} has aggressive teeth that bite into the tyre tread and flex without cracking, even in cold weather. The moulded ends double as shovels, and the pair nests together for storage.",
          excerpt: "Flexible nylon boards with deep teeth, sold as a pair.",
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
          description:
            "The {brand} {name} locks a pair of boards to a roof rack or wheel carrier through the handle holes. The locking pin stops the boards walking away at the campsite.",
          excerpt: "Lockable pins for roof rack board storage.",
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
          description:
            "The {brand} {name} lifts from rated jacking points on bars and sliders high enough to fill a hole under a wheel. It also works as a hand winch and a clamp; learn to use it safely.",
          excerpt: "A tall farm-style jack that also winches and clamps.",
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
          description:
            "The {brand} {name} inflates from the exhaust pipe or a compressor and spreads the load over soft sand, mud or snow where a normal jack sinks. It comes with a ground sheet and a carry bag.",
          excerpt: "Inflatable jack for soft sand, mud and snow.",
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
          description:
            "The {brand} {name} spreads the load of a bottle or high-lift jack so it does not sink into sand or mud. It also makes a stable, level base on rocks.",
          excerpt: "Stops a jack sinking into soft ground.",
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
          description:
            "The {brand} {name} is a spin-on or cartridge oil filter made for the {vehicle}, with an anti-drainback valve and a bypass valve set to factory specification.",
          excerpt: "Direct-fit oil filter with anti-drainback valve.",
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
          description:
            "The {brand} {name} cleans a share of the oil in the {vehicle} down to 2 microns, removing the soot that makes diesel oil black. A bracket and braided lines are included.",
          excerpt: "Fine bypass filtration that removes diesel soot.",
        },
        {
          key: "service-filter-kit",
          name: L("Service Filter Kit", "Комплект фильтров для ТО", "طقم فلاتر الصيانة"),
          partPrefix: "SFK",
          priceRange: [45, 140],
          fitment: "vehicle",
          drawing: "oil-filter",
          specs: [spec(N.pieces, "Oil, fuel, air and cabin filters")],
          description:
            "The {brand} {name} packs the oil, fuel, air and cabin filters for a full service of the {vehicle} in one box. Carry a second kit on long trips.",
          excerpt: "Every filter for a full service in one box.",
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
          description:
            "The {brand} {name} is a multi-layer steel head gasket for the engine of the {vehicle}. Diesel engines need the thickness that matches piston protrusion: check the notches on the old gasket.",
          excerpt: "Multi-layer steel head gasket.",
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
          description:
            "The {brand} {name} has every gasket and seal to rebuild the engine of the {vehicle}, from head gasket to crankshaft seals.",
          excerpt: "Every gasket and seal for an engine rebuild.",
        },
        {
          key: "rocker-cover-gasket",
          name: L("Rocker Cover Gasket", "Прокладка клапанной крышки", "جوان غطاء البلوف"),
          partPrefix: "RCG",
          priceRange: [18, 70],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [spec(N.material, "Moulded silicone")],
          description:
            "The {brand} {name} stops the oil weep that old, hardened rocker cover gaskets develop on the {vehicle}. Moulded silicone stays soft through heat cycles.",
          excerpt: "Silicone rocker cover gasket that stays soft.",
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
          description:
            "The {brand} {name} has a thicker all-aluminium core than the factory radiator of the {vehicle}, which keeps temperatures in check when towing in summer heat. It uses the factory hoses and mounts.",
          excerpt: "Thicker all-aluminium radiator for towing in the heat.",
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
          description:
            "The {brand} {name} replaces the rubber radiator and heater hoses of the {vehicle} with silicone ones that will not perish or split in the heat. Stainless clamps are included.",
          excerpt: "Silicone radiator and heater hoses with clamps.",
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
          description:
            "The {brand} {name} is a new coolant pump for the {vehicle} with gasket included. Replace it with the timing belt where the belt drives the pump.",
          excerpt: "New coolant pump with gasket.",
        },
        {
          key: "thermostat",
          name: L("Thermostat", "Термостат", "ثرموستات"),
          partPrefix: "THM",
          priceRange: [20, 70],
          fitment: "vehicle",
          drawing: "generic",
          specs: [spec(N.maxTemp, "Opens at 82 °C", "Opens at 88 °C")],
          description:
            "The {brand} {name} opens at the factory temperature of the engine of the {vehicle} and comes with a new seal. A stuck thermostat causes overheating or a cold, thirsty engine.",
          excerpt: "Factory-temperature thermostat with seal.",
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
          description:
            "The {brand} {name} has the belt, tensioner and idler for the engine of the {vehicle}. Change them together at the scheduled interval; a broken belt can wreck an interference engine.",
          excerpt: "Belt, tensioner and idler in one kit.",
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
          description:
            "The {brand} {name} drives the alternator, water pump and air conditioning of the {vehicle}. EPDM rubber resists cracking and glazing.",
          excerpt: "EPDM drive belt that resists cracking.",
        },
        {
          key: "belt-tensioner",
          name: L("Belt Tensioner", "Натяжитель ремня", "شداد السير"),
          partPrefix: "BT",
          priceRange: [45, 150],
          fitment: "vehicle",
          drawing: "belt",
          specs: [spec(N.diameter, "65 mm", "76 mm pulley")],
          description:
            "The {brand} {name} is an automatic tensioner for the accessory belt of the {vehicle}. A worn one lets the belt flap and squeal.",
          excerpt: "Automatic tensioner for the accessory belt.",
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
          description:
            "The {brand} {name} separates oil mist from the crankcase ventilation of the diesel {vehicle} before it can coat the intake and intercooler. A vehicle-specific bracket and hoses are included.",
          excerpt: "Keeps oil mist out of the intake of a diesel.",
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
          description:
            "The {brand} {name} moves the breathers of the axles, gearbox and transfer case of the {vehicle} high into the engine bay, so water is not drawn in when hot axles hit cold water.",
          excerpt: "Raised breathers that keep water out of axles.",
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
          description:
            "The {brand} {name} is a sealed absorbed-glass-mat battery that runs a fridge, lights and a compressor for days. It tolerates vibration and can be mounted on its side.",
          excerpt: "Sealed deep cycle battery for fridges and camp power.",
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
          description:
            "The {brand} {name} weighs less than half an AGM of the same usable capacity and can be discharged much deeper. A built-in management system protects it from over-charge, over-discharge and heat.",
          excerpt: "Half the weight of AGM, twice the usable capacity.",
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
          description:
            "The {brand} {name} is the right case size and terminal layout for the {vehicle}, with the cranking current to start a big diesel on a cold morning.",
          excerpt: "High cranking current for a big diesel.",
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
          description:
            "The {brand} {name} charges an auxiliary battery correctly from a smart alternator, with profiles for AGM, gel and lithium. A built-in solar regulator charges from a panel at camp.",
          excerpt: "Smart-alternator charger with built-in solar input.",
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
          description:
            "The {brand} {name} fits a second battery in the engine bay of the {vehicle}, with the tray, clamp and wiring loom.",
          excerpt: "Second battery tray for the engine bay.",
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
          description:
            "The {brand} {name} links the batteries when the engine is charging and separates them when it stops, so camp loads never flatten the starting battery.",
          excerpt: "Keeps camp loads off the starting battery.",
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
          description:
            "The {brand} {name} re-inflates four 33 inch tyres from sand pressure in about ten minutes. It comes in a carry bag with battery clamps, a coil hose and an inflator with gauge.",
          excerpt: "Fast, full duty-cycle compressor in a carry bag.",
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
          description:
            "The {brand} {name} mounts permanently in the engine bay of the {vehicle} on a model-specific bracket and powers air lockers, tyre inflation and air tools. A pressure switch and wiring loom are included.",
          excerpt: "Permanent compressor for air lockers and tyres.",
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
          description:
            "The {brand} {name} fits a blank in the dash or console of the {vehicle} and controls lights, compressor and accessories from one backlit panel. A sealed relay and fuse box go under the bonnet.",
          excerpt: "One backlit panel for all accessories.",
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
          description:
            "The {brand} {name} runs a heavy twin cable from the battery to a 50 A plug at the rear, to power a trailer, fridge or camper.",
          excerpt: "Heavy twin cable with 50 A plug.",
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
          description:
            "The {brand} {name} gives accessories their own fused circuits, wired neatly from one cable. Covered terminals and a label sheet are included.",
          excerpt: "Fused circuits for accessories.",
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
          description:
            "The {brand} {name} replaces everything behind the particulate filter of the {vehicle} with mandrel-bent tube and a straight-through muffler. Exhaust temperatures drop when towing, and the diesel sounds deeper without drone.",
          excerpt: "Mandrel-bent system that lowers exhaust temperature.",
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
          description:
            "The {brand} {name} runs a larger mandrel-bent pipe from the turbo outlet of the {vehicle} to the rear, with a high-flow cat. The turbo spools sooner and runs cooler.",
          excerpt: "Full turbo-back system with high-flow cat.",
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
          description:
            "The {brand} {name} is a perforated core wrapped in packing for low back-pressure and a deep note. Weld it into any system of the same pipe size.",
          excerpt: "Low-restriction muffler to weld into any system.",
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
          description:
            "The {brand} {name} is a polished stainless tip that clamps over the tailpipe. Its turned-down outlet keeps soot off the rear bar.",
          excerpt: "Clamp-on stainless tip with turned-down outlet.",
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
          description:
            "The {brand} {name} is a braided stainless flexible joint that stops cracks where the engine rocks against the exhaust. Weld or clamp it in place.",
          excerpt: "Braided flex joint that stops exhaust cracks.",
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
          description:
            "The {brand} {name} replaces the cast manifold of the petrol {vehicle} with tuned-length stainless primaries. Mid-range torque improves, and the headers clear the factory steering and chassis.",
          excerpt: "Tuned-length stainless headers for more mid-range torque.",
        },
        {
          key: "exhaust-manifold-gasket",
          name: L("Exhaust Manifold Gasket", "Прокладка выпускного коллектора", "جوان مشعب العادم"),
          partPrefix: "EMG",
          priceRange: [15, 60],
          fitment: "vehicle",
          drawing: "gasket",
          specs: [spec(N.material, "Multi-layer steel")],
          description:
            "The {brand} {name} seals the exhaust manifold to the head of the {vehicle}. Replace it when fitting headers or if you hear ticking on a cold start.",
          excerpt: "Multi-layer steel manifold gasket.",
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Wheels and Tyres

const tyreSizes = size(
  L("Tyre size", "Типоразмер", "مقاس الإطار"),
  ["265-70-r16", L("265/70 R16 (31 in)", "265/70 R16 (31 дюйм)", "265/70 R16 (31 بوصة)")],
  ["265-75-r16", L("265/75 R16 (32 in)", "265/75 R16 (32 дюйма)", "265/75 R16 (32 بوصة)")],
  ["285-70-r17", L("285/70 R17 (33 in)", "285/70 R17 (33 дюйма)", "285/70 R17 (33 بوصة)")],
  ["35x12-50-r17", L("35x12.50 R17 (35 in)", "35x12.50 R17 (35 дюймов)", "35x12.50 R17 (35 بوصة)")],
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
          description:
            "The {brand} {name} is a flow-formed alloy wheel with the bolt pattern, centre bore and offset for the {vehicle}. Its load rating suits a fully loaded tourer, and it clears the factory brakes.",
          excerpt: "Flow-formed, load-rated alloy wheel.",
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
          description:
            "The {brand} {name} is a heavy-duty steel wheel for the {vehicle} that can be hammered back into shape on the track. A favourite for remote touring and matching spares.",
          excerpt: "Tough steel wheel you can fix on the track.",
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
          description:
            "The {brand} {name} clamps the outer tyre bead with a bolted ring so very low pressures can be run on rocks and sand without the tyre rolling off. Check local road rules before driving on the street.",
          excerpt: "Bolted bead ring for very low tyre pressures.",
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
          description:
            "The {brand} {name} balances quiet highway running with grip on gravel, sand and mud. Three-ply sidewalls resist staking, and the tread is rated for snow.",
          excerpt: "Quiet on the highway, confident on gravel.",
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
          description:
            "The {brand} {name} has big, widely spaced tread blocks that clear mud and bite on rocks, with sidewall lugs for ruts. It is louder on the road than an all-terrain.",
          excerpt: "Self-cleaning tread for mud and rocks.",
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
          description:
            "The {brand} {name} has the right thread and seat for aftermarket wheels on the {vehicle}. Includes a locking set and key.",
          excerpt: "Correct nuts for aftermarket wheels, with locks.",
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
          description:
            "The {brand} {name} pushes the wheels of the {vehicle} out for a wider track and to clear bigger tyres. Hub-centric, with pressed-in studs.",
          excerpt: "Hub-centric spacers for a wider track.",
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
          description:
            "The {brand} {name} keeps sun and dust off the spare, so the rubber does not crack before you need it. Elastic hem and a drawstring hold it on at speed.",
          excerpt: "Protects the spare from sun and dust.",
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
          description:
            "The {brand} {name} has T-handle reamer and insert tools, plugs, cement and valve cores in a tough case. It fixes most tread punctures without removing the wheel.",
          excerpt: "Plug kit that fixes tread punctures on the wheel.",
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
          description:
            "The {brand} {name} screws onto the valves and lets the tyres down to a set pressure, all four at once. Airing down for sand takes a minute.",
          excerpt: "Air down all four tyres to a set pressure.",
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
          description:
            "The {brand} {name} shows pressure and temperature of every tyre on a dash display and alarms on a slow leak. Caravan sensors can be added.",
          excerpt: "Warns of a slow leak before it ruins a tyre.",
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
          description:
            "The {brand} {name} is cut for the seats of the {vehicle}, with airbag-safe stitching, map pockets and openings for every lever. Heavy canvas shrugs off dust, dogs and wet gear.",
          excerpt: "Tailored heavy canvas covers that are airbag safe.",
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
          description:
            "The {brand} {name} is made of water-resistant neoprene for the seats of the {vehicle}, soft to sit on and easy to wipe clean after a day at the beach or on the river.",
          excerpt: "Water-resistant neoprene covers for beach and river trips.",
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
          description:
            "The {brand} {name} is laser-measured to the floor of the {vehicle} with raised edges that hold mud, sand and water. It clips to the factory anchors.",
          excerpt: "Deep-edged mats that hold mud and sand.",
        },
        {
          key: "cargo-liner",
          name: L("Cargo Liner", "Поддон в багажник", "بطانة صندوق الأمتعة"),
          partPrefix: "CL",
          priceRange: [80, 200],
          fitment: "vehicle",
          drawing: "floor-mat",
          specs: [spec(N.material, "TPE rubber")],
          description:
            "The {brand} {name} protects the cargo floor of the {vehicle} with a raised lip all round. It lifts out to hose clean.",
          excerpt: "Raised-lip liner for the cargo area.",
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
          description:
            "The {brand} {name} is cut to the tub of the {vehicle} and stops loads sliding and the tub liner wearing through. It drains through the factory drain holes.",
          excerpt: "Non-slip rubber mat cut to the tub.",
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
          description:
            "The {brand} {name} fits the headlining of the {vehicle} and holds a UHF radio, switches and sunglasses within easy reach. Wiring runs hidden through the pillar.",
          excerpt: "Overhead console for radio and switches.",
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
          description:
            "The {brand} {name} straps to any seat back with MOLLE webbing and pockets for maps, a first aid kit, torch and snacks.",
          excerpt: "MOLLE organiser for any seat back.",
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
          description:
            "The {brand} {name} bolts behind the rear seats of the {vehicle} and keeps luggage out of the cabin under heavy braking or in a roll-over.",
          excerpt: "Keeps cargo out of the cabin in a crash.",
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Camping and Touring

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
          description:
            "The {brand} {name} is cut to the cargo area of the {vehicle} with two lockable drawers on roller bearing slides and a flat top for a fridge. It bolts to the cargo tie-down points.",
          excerpt: "Lockable twin drawers with a flat top.",
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
          description:
            "The {brand} {name} pulls the fridge fully out of the cargo area so the lid opens clear of the roof. Tie-down straps hold the fridge in place.",
          excerpt: "Pull-out slide so the fridge lid opens fully.",
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
          description:
            "The {brand} {name} slides out of the cargo area of the {vehicle} so heavy boxes at the front of the load can be reached without climbing in.",
          excerpt: "A sliding floor that brings the load to you.",
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
          description:
            "The {brand} {name} freezes or chills on 12 V or mains power with a low-draw compressor and three-stage battery protection. The lid opens from either side.",
          excerpt: "Low-draw compressor fridge freezer for 12 V or mains.",
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
          description:
            "The {brand} {name} insulates a fridge from cabin heat and cuts power use on hot days. A flap gives access to the controls.",
          excerpt: "Insulated cover that cuts power use on hot days.",
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
          description:
            "The {brand} {name} rolls out from a heavy PVC bag on the roof rack in under a minute and gives shade and shelter at camp. Poles, guy ropes and pegs are included.",
          excerpt: "Roll-out shade at camp in under a minute.",
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
          description:
            "The {brand} {name} folds out on the roof rack with a high-density mattress, ladder and insect mesh windows. It sleeps two off the ground, away from sand, water and crawling things.",
          excerpt: "A bed on the roof that sets up in minutes.",
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
          description:
            "The {brand} {name} is a food-grade plastic can with a tap and a wide filler for cleaning. Blue marks it as water so nobody fills it with fuel.",
          excerpt: "Food-grade water can with tap.",
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
          description:
            "The {brand} {name} hangs in a chassis space of the {vehicle} and carries water low, where the weight does the least harm. A 12 V pump and tap kit are available.",
          excerpt: "Water carried low, in a chassis space.",
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
          description:
            "The {brand} {name} is a stackable, dust-sealed box with a lockable lid. Strong enough to sit on and strap to a roof rack.",
          excerpt: "Stackable, dust-sealed box you can sit on.",
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
