// Who buys from a 4x4 parts shop in Australia, and where they live: the countries of the seeded
// order book with their share of the orders, the currency and language their shoppers choose, and
// enough names, towns and postcodes to write a believable address. Shares are a shop's guess,
// not statistics: most orders at home, then New Zealand and North America, Europe, the Gulf.
import type { CurrencyCode } from "../../../domain/money.ts";

/** A name as written, and in Latin letters where it is written otherwise (for the e-mail address). */
export type Name = string | readonly [written: string, latin: string];

export interface NameCulture {
  male: readonly Name[];
  female: readonly Name[];
  last: readonly Name[];
  /** A woman's surname from a man's, where the language changes it (Иванов, Иванова). */
  femaleLast?: (last: readonly [string, string]) => readonly [string, string];
  /** How a street address is written: the number before the street or after it. */
  street: (number: number, name: string) => string;
  streets: readonly string[];
}

export interface Town {
  name: string;
  /** State, province or region as an address writes it (a US state's code: its sales tax needs it). */
  state: string;
  /** The town's postcodes: a fixed code, or its pattern (# a digit, @ a letter). */
  postcode: string;
}

export interface CountryFacts {
  code: string;
  /** Relative share of the orders. */
  share: number;
  culture: keyof typeof CULTURES;
  /** The currencies its shoppers pay in, with their shares; the rest pay in US dollars. */
  currencies: Partial<Record<CurrencyCode, number>>;
  /** The share of its shoppers who use the shop in Russian or Arabic; the rest use English. */
  locales?: { ru?: number; ar?: number };
  /** The phone number's pattern (# a digit). */
  phone: string;
  towns: readonly Town[];
}

const englishStreet = (number: number, name: string) => `${number} ${name}`;
const continentalStreet = (number: number, name: string) => `${name} ${number}`;

const ENGLISH_STREETS = [
  "George Street",
  "Victoria Road",
  "King Street",
  "Station Street",
  "Church Street",
  "Ocean Parade",
  "Hill Crescent",
  "Mill Road",
  "Pacific Highway",
  "Bay Drive",
  "Banksia Avenue",
  "Wattle Place",
  "Bridge Road",
  "Park Terrace",
  "Industrial Drive",
  "Range View Road",
] as const;

export const CULTURES = {
  english: {
    male: ["Jack", "Oliver", "William", "Noah", "Thomas", "James", "Liam", "Ethan", "Cooper", "Riley", "Lachlan", "Mitchell", "Brodie", "Daniel", "Matthew", "Ben", "Sam", "Josh", "Dean", "Craig", "Shane", "Luke", "Ryan", "Nathan"],
    female: ["Emma", "Olivia", "Charlotte", "Mia", "Chloe", "Sophie", "Jess", "Kate", "Sarah", "Amy", "Hannah", "Grace", "Ruby", "Zoe"],
    last: ["Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Johnson", "White", "Martin", "Anderson", "Thompson", "Nguyen", "Walker", "Harris", "Lee", "Ryan", "Robinson", "Kelly", "King", "Davis", "Wright", "Evans", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Patel", "Murphy", "Campbell", "Mitchell", "O'Brien", "Young", "Scott", "McKenzie"],
    street: englishStreet,
    streets: ENGLISH_STREETS,
  },
  german: {
    male: ["Lukas", "Leon", "Finn", "Jonas", "Felix", "Maximilian", "Paul", "Tobias", "Stefan", "Jürgen", "Markus", "Florian"],
    female: ["Anna", "Lena", "Lea", "Hannah", "Laura", "Julia", "Sophie", "Katrin", "Sabine"],
    last: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter"],
    street: continentalStreet,
    streets: ["Hauptstraße", "Bahnhofstraße", "Gartenweg", "Industriestraße", "Bergstraße", "Waldweg", "Lindenallee", "Feldstraße"],
  },
  french: {
    male: ["Lucas", "Hugo", "Louis", "Gabriel", "Arthur", "Julien", "Nicolas", "Thomas", "Mathieu", "Antoine"],
    female: ["Camille", "Léa", "Manon", "Chloé", "Inès", "Julie", "Claire", "Émilie"],
    last: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Girard", "Lefèvre"],
    street: englishStreet,
    streets: ["rue de la Gare", "avenue Jean Jaurès", "rue du Moulin", "chemin des Vignes", "rue Victor Hugo", "boulevard Pasteur"],
  },
  southern: {
    male: ["Marco", "Luca", "Giuseppe", "Alessandro", "Javier", "Carlos", "Diego", "Pablo", "Andrea", "Matteo"],
    female: ["Giulia", "Francesca", "Chiara", "María", "Lucía", "Carmen", "Elena", "Sofía"],
    last: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "García", "Fernández", "López", "Martínez", "Sánchez", "Pérez"],
    street: continentalStreet,
    streets: ["Via Roma", "Via Garibaldi", "Calle Mayor", "Avenida del Mar", "Via dei Mille", "Calle del Sol"],
  },
  northern: {
    male: ["Lars", "Erik", "Anders", "Johan", "Mikael", "Bram", "Daan", "Jan", "Pieter", "Ole", "Nils", "Sander"],
    female: ["Anna", "Emma", "Sanne", "Ingrid", "Sofie", "Maja", "Eva", "Femke"],
    last: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Hansen", "Olsen", "de Jong", "Jansen", "de Vries", "Bakker", "Visser", "Smit"],
    street: continentalStreet,
    streets: ["Storgatan", "Kirkeveien", "Dorpsstraat", "Kerkstraat", "Havnegata", "Skolgatan", "Molenweg"],
  },
  polish: {
    male: ["Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Marcin", "Jakub"],
    female: ["Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna"],
    last: ["Nowak", "Kowalczyk", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański"],
    street: continentalStreet,
    streets: ["ul. Długa", "ul. Polna", "ul. Leśna", "ul. Słoneczna", "ul. Kościuszki"],
  },
  russian: {
    male: [
      ["Андрей", "andrey"],
      ["Сергей", "sergey"],
      ["Дмитрий", "dmitry"],
      ["Алексей", "alexey"],
      ["Иван", "ivan"],
      ["Михаил", "mikhail"],
      ["Николай", "nikolay"],
      ["Артём", "artem"],
      ["Владимир", "vladimir"],
    ],
    female: [
      ["Ольга", "olga"],
      ["Елена", "elena"],
      ["Наталья", "natalya"],
      ["Татьяна", "tatyana"],
      ["Анна", "anna"],
    ],
    last: [
      ["Иванов", "ivanov"],
      ["Смирнов", "smirnov"],
      ["Кузнецов", "kuznetsov"],
      ["Попов", "popov"],
      ["Васильев", "vasilyev"],
      ["Петров", "petrov"],
      ["Соколов", "sokolov"],
      ["Михайлов", "mikhaylov"],
      ["Новиков", "novikov"],
      ["Фёдоров", "fedorov"],
      ["Морозов", "morozov"],
      ["Ковалёв", "kovalev"],
    ],
    femaleLast: ([written, latin]) => [`${written}а`, `${latin}a`],
    street: (number, name) => `${name}, д. ${number}`,
    streets: ["ул. Ленина", "ул. Гагарина", "ул. Советская", "ул. Мира", "ул. Садовая", "пр. Победы", "ул. Лесная"],
  },
  arabic: {
    male: [
      ["سالم", "salem"],
      ["فهد", "fahad"],
      ["محمد", "mohammed"],
      ["أحمد", "ahmed"],
      ["خالد", "khalid"],
      ["عبدالله", "abdullah"],
      ["سعود", "saud"],
      ["راشد", "rashid"],
      ["حمد", "hamad"],
    ],
    female: [
      ["نورة", "noura"],
      ["فاطمة", "fatima"],
      ["مريم", "maryam"],
    ],
    last: [
      ["المنصوري", "almansoori"],
      ["العتيبي", "alotaibi"],
      ["الشمري", "alshammari"],
      ["القحطاني", "alqahtani"],
      ["الهاشمي", "alhashmi"],
      ["الكعبي", "alkaabi"],
      ["المري", "almarri"],
      ["الدوسري", "aldosari"],
    ],
    street: (number, name) => `${name}, Villa ${number}`,
    streets: ["Sheikh Zayed Road", "Al Wasl Road", "King Fahd Road", "Corniche Street", "Al Khaleej Street", "Salwa Road"],
  },
  japanese: {
    male: ["Haruto", "Yuto", "Sota", "Kenji", "Takeshi", "Hiroshi"],
    female: ["Yui", "Hina", "Aoi", "Yuki"],
    last: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura"],
    street: (number, name) => `${name} ${number}-${(number % 9) + 1}`,
    streets: ["Chuo", "Minami", "Kita", "Higashi", "Sakae"],
  },
} satisfies Record<string, NameCulture>;

const AU_TOWNS: Town[] = [
  { name: "Sydney", state: "NSW", postcode: "2000" },
  { name: "Parramatta", state: "NSW", postcode: "2150" },
  { name: "Newcastle", state: "NSW", postcode: "2300" },
  { name: "Dubbo", state: "NSW", postcode: "2830" },
  { name: "Melbourne", state: "VIC", postcode: "3000" },
  { name: "Geelong", state: "VIC", postcode: "3220" },
  { name: "Bendigo", state: "VIC", postcode: "3550" },
  { name: "Brisbane", state: "QLD", postcode: "4000" },
  { name: "Toowoomba", state: "QLD", postcode: "4350" },
  { name: "Townsville", state: "QLD", postcode: "4810" },
  { name: "Cairns", state: "QLD", postcode: "4870" },
  { name: "Perth", state: "WA", postcode: "6000" },
  { name: "Kalgoorlie", state: "WA", postcode: "6430" },
  { name: "Broome", state: "WA", postcode: "6725" },
  { name: "Adelaide", state: "SA", postcode: "5000" },
  { name: "Port Augusta", state: "SA", postcode: "5700" },
  { name: "Darwin", state: "NT", postcode: "0800" },
  { name: "Alice Springs", state: "NT", postcode: "0870" },
  { name: "Hobart", state: "TAS", postcode: "7000" },
  { name: "Canberra", state: "ACT", postcode: "2600" },
];

const US_TOWNS: Town[] = [
  { name: "Denver", state: "CO", postcode: "802##" },
  { name: "Phoenix", state: "AZ", postcode: "850##" },
  { name: "Salt Lake City", state: "UT", postcode: "841##" },
  { name: "Boise", state: "ID", postcode: "837##" },
  { name: "Austin", state: "TX", postcode: "787##" },
  { name: "Dallas", state: "TX", postcode: "752##" },
  { name: "Los Angeles", state: "CA", postcode: "900##" },
  { name: "Sacramento", state: "CA", postcode: "958##" },
  { name: "Moab", state: "UT", postcode: "84532" },
  { name: "Anchorage", state: "AK", postcode: "995##" },
  { name: "Portland", state: "OR", postcode: "972##" },
  { name: "Reno", state: "NV", postcode: "895##" },
  { name: "Albuquerque", state: "NM", postcode: "871##" },
  { name: "Bozeman", state: "MT", postcode: "59715" },
  { name: "Atlanta", state: "GA", postcode: "303##" },
  { name: "Jacksonville", state: "FL", postcode: "322##" },
  { name: "Charlotte", state: "NC", postcode: "282##" },
  { name: "Seattle", state: "WA", postcode: "981##" },
];

export const COUNTRIES: readonly CountryFacts[] = [
  { code: "AU", share: 500, culture: "english", currencies: {}, phone: "+61 4## ### ###", towns: AU_TOWNS },
  {
    code: "NZ",
    share: 80,
    culture: "english",
    currencies: {},
    phone: "+64 21 ### ####",
    towns: [
      { name: "Auckland", state: "Auckland", postcode: "10##" },
      { name: "Hamilton", state: "Waikato", postcode: "32##" },
      { name: "Christchurch", state: "Canterbury", postcode: "80##" },
      { name: "Queenstown", state: "Otago", postcode: "9300" },
      { name: "Napier", state: "Hawke's Bay", postcode: "4110" },
    ],
  },
  { code: "US", share: 110, culture: "english", currencies: {}, phone: "+1 (###) ###-####", towns: US_TOWNS },
  {
    code: "CA",
    share: 25,
    culture: "english",
    currencies: {},
    phone: "+1 (###) ###-####",
    towns: [
      { name: "Calgary", state: "AB", postcode: "T2P #@#" },
      { name: "Vancouver", state: "BC", postcode: "V6B #@#" },
      { name: "Toronto", state: "ON", postcode: "M5V #@#" },
      { name: "Whitehorse", state: "YT", postcode: "Y1A #@#" },
    ],
  },
  {
    code: "GB",
    share: 50,
    culture: "english",
    currencies: { GBP: 0.75 },
    phone: "+44 7### ######",
    towns: [
      { name: "London", state: "", postcode: "SW1A #@@" },
      { name: "Manchester", state: "", postcode: "M1 #@@" },
      { name: "Leeds", state: "", postcode: "LS1 #@@" },
      { name: "Inverness", state: "", postcode: "IV2 #@@" },
      { name: "Cardiff", state: "", postcode: "CF10 #@@" },
    ],
  },
  {
    code: "IE",
    share: 5,
    culture: "english",
    currencies: { EUR: 0.7 },
    phone: "+353 8# ### ####",
    towns: [{ name: "Galway", state: "", postcode: "H91 @#@#" }],
  },
  {
    code: "DE",
    share: 30,
    culture: "german",
    currencies: { EUR: 0.75 },
    phone: "+49 15# #######",
    towns: [
      { name: "München", state: "Bayern", postcode: "80###" },
      { name: "Hamburg", state: "Hamburg", postcode: "20###" },
      { name: "Stuttgart", state: "Baden-Württemberg", postcode: "70###" },
      { name: "Leipzig", state: "Sachsen", postcode: "04###" },
    ],
  },
  {
    code: "AT",
    share: 6,
    culture: "german",
    currencies: { EUR: 0.75 },
    phone: "+43 66# ######",
    towns: [{ name: "Graz", state: "Steiermark", postcode: "80##" }],
  },
  {
    code: "CH",
    share: 6,
    culture: "german",
    currencies: { EUR: 0.3 },
    phone: "+41 7# ### ## ##",
    towns: [{ name: "Bern", state: "BE", postcode: "30##" }],
  },
  {
    code: "FR",
    share: 15,
    culture: "french",
    currencies: { EUR: 0.75 },
    phone: "+33 6 ## ## ## ##",
    towns: [
      { name: "Lyon", state: "", postcode: "690##" },
      { name: "Toulouse", state: "", postcode: "310##" },
      { name: "Grenoble", state: "", postcode: "380##" },
    ],
  },
  {
    code: "BE",
    share: 5,
    culture: "french",
    currencies: { EUR: 0.75 },
    phone: "+32 47# ## ## ##",
    towns: [{ name: "Liège", state: "", postcode: "4000" }],
  },
  {
    code: "IT",
    share: 10,
    culture: "southern",
    currencies: { EUR: 0.75 },
    phone: "+39 3## ### ####",
    towns: [
      { name: "Torino", state: "TO", postcode: "101##" },
      { name: "Bologna", state: "BO", postcode: "401##" },
    ],
  },
  {
    code: "ES",
    share: 10,
    culture: "southern",
    currencies: { EUR: 0.75 },
    phone: "+34 6## ### ###",
    towns: [
      { name: "Madrid", state: "Madrid", postcode: "280##" },
      { name: "Granada", state: "Granada", postcode: "180##" },
    ],
  },
  {
    code: "PT",
    share: 4,
    culture: "southern",
    currencies: { EUR: 0.75 },
    phone: "+351 9## ### ###",
    towns: [{ name: "Porto", state: "", postcode: "4000-###" }],
  },
  {
    code: "NL",
    share: 10,
    culture: "northern",
    currencies: { EUR: 0.75 },
    phone: "+31 6 ########",
    towns: [
      { name: "Utrecht", state: "", postcode: "35## @@" },
      { name: "Eindhoven", state: "", postcode: "56## @@" },
    ],
  },
  {
    code: "SE",
    share: 10,
    culture: "northern",
    currencies: { EUR: 0.5 },
    phone: "+46 70 ### ## ##",
    towns: [
      { name: "Göteborg", state: "", postcode: "41# ##" },
      { name: "Kiruna", state: "", postcode: "981 ##" },
    ],
  },
  {
    code: "NO",
    share: 6,
    culture: "northern",
    currencies: { EUR: 0.4 },
    phone: "+47 4## ## ###",
    towns: [{ name: "Tromsø", state: "", postcode: "90##" }],
  },
  {
    code: "DK",
    share: 4,
    culture: "northern",
    currencies: { EUR: 0.5 },
    phone: "+45 2# ## ## ##",
    towns: [{ name: "Aarhus", state: "", postcode: "8000" }],
  },
  {
    code: "PL",
    share: 6,
    culture: "polish",
    currencies: { EUR: 0.6 },
    phone: "+48 5## ### ###",
    towns: [{ name: "Kraków", state: "", postcode: "30-###" }],
  },
  {
    code: "AE",
    share: 20,
    culture: "arabic",
    currencies: {},
    locales: { ar: 0.6 },
    phone: "+971 5# ### ####",
    towns: [
      { name: "Dubai", state: "Dubai", postcode: "00000" },
      { name: "Abu Dhabi", state: "Abu Dhabi", postcode: "00000" },
      { name: "Al Ain", state: "Abu Dhabi", postcode: "00000" },
    ],
  },
  {
    code: "SA",
    share: 15,
    culture: "arabic",
    currencies: {},
    locales: { ar: 0.7 },
    phone: "+966 5# ### ####",
    towns: [
      { name: "Riyadh", state: "Riyadh", postcode: "1####" },
      { name: "Jeddah", state: "Makkah", postcode: "2####" },
    ],
  },
  {
    code: "QA",
    share: 5,
    culture: "arabic",
    currencies: {},
    locales: { ar: 0.5 },
    phone: "+974 #### ####",
    towns: [{ name: "Doha", state: "", postcode: "00000" }],
  },
  {
    code: "OM",
    share: 5,
    culture: "arabic",
    currencies: {},
    locales: { ar: 0.6 },
    phone: "+968 9### ####",
    towns: [{ name: "Muscat", state: "", postcode: "1##" }],
  },
  {
    code: "KW",
    share: 3,
    culture: "arabic",
    currencies: {},
    locales: { ar: 0.6 },
    phone: "+965 #### ####",
    towns: [{ name: "Kuwait City", state: "", postcode: "1####" }],
  },
  {
    code: "RU",
    share: 25,
    culture: "russian",
    currencies: { RUB: 0.85 },
    locales: { ru: 0.9 },
    phone: "+7 9## ###-##-##",
    towns: [
      { name: "Москва", state: "Москва", postcode: "1#####" },
      { name: "Новосибирск", state: "Новосибирская обл.", postcode: "630###" },
      { name: "Екатеринбург", state: "Свердловская обл.", postcode: "620###" },
      { name: "Владивосток", state: "Приморский край", postcode: "690###" },
    ],
  },
  {
    code: "ZA",
    share: 10,
    culture: "english",
    currencies: {},
    phone: "+27 8# ### ####",
    towns: [
      { name: "Johannesburg", state: "Gauteng", postcode: "2###" },
      { name: "Cape Town", state: "Western Cape", postcode: "8###" },
    ],
  },
  {
    code: "PG",
    share: 4,
    culture: "english",
    currencies: {},
    phone: "+675 7### ####",
    towns: [{ name: "Port Moresby", state: "NCD", postcode: "111" }],
  },
  {
    code: "JP",
    share: 5,
    culture: "japanese",
    currencies: {},
    phone: "+81 90-####-####",
    towns: [{ name: "Sapporo", state: "Hokkaido", postcode: "060-####" }],
  },
  {
    code: "CL",
    share: 3,
    culture: "southern",
    currencies: {},
    phone: "+56 9 #### ####",
    towns: [{ name: "Santiago", state: "RM", postcode: "83#####" }],
  },
];

/** Staff who shipped, completed, cancelled and refunded the seeded orders (their accounts since closed). */
export const SEED_STAFF = { warehouse: "warehouse@overland.example", support: "support@overland.example" } as const;

/** Carriers by shipping method code (the seed's zones'); any other method ships with the rest of the world's. */
export const CARRIERS: Record<string, { carrier: string; tracking: string; url: string | null }> = {
  standard: { carrier: "Australia Post", tracking: "33@@@#######", url: "https://auspost.com.au/mypost/track/details/" },
  express: { carrier: "StarTrack", tracking: "@@@Z########", url: "https://startrack.com.au/track/details/" },
  freight: { carrier: "TNT Australia", tracking: "#########", url: "https://www.tnt.com/express/en_au/site/shipping-tools/tracking.html?cons=" },
  "nz-tracked": { carrier: "NZ Post", tracking: "@@#########NZ", url: "https://www.nzpost.co.nz/tools/tracking/item/" },
  "eu-tracked": { carrier: "Australia Post International", tracking: "@@#########AU", url: "https://auspost.com.au/mypost/track/details/" },
  "eu-express": { carrier: "DHL Express", tracking: "##########", url: "https://www.dhl.com/au-en/home/tracking.html?tracking-id=" },
  "na-tracked": { carrier: "FedEx", tracking: "############", url: "https://www.fedex.com/fedextrack/?trknbr=" },
  "gulf-tracked": { carrier: "Aramex", tracking: "###########", url: "https://www.aramex.com/track/results?ShipmentNumber=" },
  world: { carrier: "Australia Post International", tracking: "@@#########AU", url: "https://auspost.com.au/mypost/track/details/" },
  seaFreight: { carrier: "DB Schenker", tracking: "@@@#########", url: null },
  pickup: { carrier: "Collected in store", tracking: "PICKUP ######", url: null },
};

export const CANCEL_REASONS = [
  "Customer asked to cancel",
  "Ordered the wrong part for the vehicle",
  "Supplier could not deliver the part",
  "Duplicate order",
] as const;

export const REFUND_REASONS = [
  "Returned: does not fit the vehicle",
  "Returned unused",
  "Damaged in transit",
  "Faulty on arrival",
  "Customer changed their mind",
] as const;
