// What a fitter must know beyond year, make, model and engine: the notes parts
// catalogues print beside a vehicle ("2-inch lift only", "with ABS"). Each applies to the kinds of
// part it is written for (leaf categories of data/catalogue.ts), and some to pick-ups only.
import type { Localized, VehicleGeneration } from "./types.ts";

export interface FitmentNoteDef {
  slug: string;
  note: Localized;
  /** Leaf categories whose parts may carry the note. */
  categories: readonly string[];
  /** Only for vehicles of these kinds (a cab chassis is a pick-up's); any when absent. */
  kinds?: readonly VehicleGeneration["kind"][];
}

export const fitmentNoteDefs: readonly FitmentNoteDef[] = [
  {
    slug: "with-factory-side-steps",
    note: { en: "With factory side steps", ru: "С заводскими подножками", ar: "مع الدرجات الجانبية الأصلية من المصنع" },
    categories: ["side-steps-and-rails", "bull-bars"],
  },
  {
    slug: "without-factory-side-steps",
    note: { en: "Without factory side steps", ru: "Без заводских подножек", ar: "بدون الدرجات الجانبية الأصلية" },
    categories: ["side-steps-and-rails", "underbody-protection"],
  },
  {
    slug: "two-inch-lift-only",
    note: { en: "2-inch (50 mm) lift only", ru: "Только с лифтом 2 дюйма (50 мм)", ar: "لرفع 2 بوصة (50 مم) فقط" },
    categories: ["shock-absorbers", "coil-springs", "leaf-springs", "steering-dampers", "control-arms-and-panhard-rods", "brake-lines-and-fluid"],
  },
  {
    slug: "not-with-factory-bull-bar",
    note: { en: "Not with factory bull bar", ru: "Не подходит к заводскому кенгурятнику", ar: "لا يناسب المصد الأمامي الأصلي (بول بار)" },
    categories: ["winches", "light-bars", "light-mounts-and-wiring", "shackles-and-recovery-points", "snorkels"],
  },
  {
    slug: "requires-dual-battery-tray",
    note: { en: "Requires the dual battery tray", ru: "Нужен лоток второго аккумулятора", ar: "يتطلب حامل البطارية المزدوجة" },
    categories: ["batteries", "wiring-and-switches", "air-compressors"],
  },
  {
    slug: "manual-transmission-only",
    note: { en: "Manual transmission only", ru: "Только с механической коробкой передач", ar: "لناقل الحركة اليدوي فقط" },
    categories: ["clutch-kits", "flywheels", "clutch-hydraulics", "gearboxes-and-transfer-cases", "engine-cooling"],
  },
  {
    slug: "automatic-transmission-only",
    note: { en: "Automatic transmission only", ru: "Только с автоматической коробкой передач", ar: "لناقل الحركة الأوتوماتيكي فقط" },
    categories: ["engine-cooling", "gearboxes-and-transfer-cases", "cv-joints-and-driveshafts", "transmission-cooling"],
  },
  {
    slug: "with-abs",
    note: { en: "With ABS", ru: "С ABS", ar: "مع نظام ABS" },
    categories: ["brake-pads", "brake-rotors", "calipers-and-brake-kits", "brake-lines-and-fluid"],
  },
  {
    slug: "without-abs",
    note: { en: "Without ABS", ru: "Без ABS", ar: "بدون نظام ABS" },
    categories: ["brake-rotors", "calipers-and-brake-kits", "brake-lines-and-fluid"],
  },
  {
    slug: "with-factory-rear-diff-lock",
    note: { en: "With factory rear diff lock", ru: "С заводской блокировкой заднего дифференциала", ar: "مع قفل الترس التفاضلي الخلفي الأصلي" },
    categories: ["differentials-and-lockers", "cv-joints-and-driveshafts"],
  },
  {
    slug: "with-factory-roof-rails",
    note: { en: "With factory roof rails", ru: "С заводскими рейлингами", ar: "مع قضبان السقف الأصلية" },
    categories: ["roof-racks"],
  },
  {
    slug: "right-hand-drive-only",
    note: { en: "Right-hand drive only", ru: "Только для праворульных", ar: "للمقود على اليمين فقط" },
    categories: ["headlights", "floor-mats-and-liners", "steering-boxes-and-pumps", "consoles-and-organisers"],
  },
  {
    slug: "cab-chassis-only",
    note: { en: "Cab chassis only", ru: "Только для шасси с кабиной", ar: "لطراز الشاسيه بالكابينة فقط" },
    categories: ["long-range-tanks", "rear-bars", "exhaust-systems", "leaf-springs", "water-and-storage"],
    kinds: ["pickup"],
  },
  {
    slug: "dual-cab-only",
    note: { en: "Dual cab only", ru: "Только для двойной кабины", ar: "للكابينة المزدوجة فقط" },
    categories: ["canopies-and-tonneau-covers", "floor-mats-and-liners", "seat-covers", "drawer-systems"],
    kinds: ["pickup"],
  },
];
