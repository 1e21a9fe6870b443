// How the VINs of the catalogue's vehicles read, so a VIN finds its vehicles (src/domain/vin.ts
// decodes it; the vehicles service matches these). Each pattern is a real world manufacturer
// identifier (WMI, positions 1-3) and, where the maker's scheme is known, the start of the vehicle
// descriptor (positions 4-8, "?" for a character that varies: body, drive, grade). The most
// specific matching pattern wins, so an engine-pinning pattern sits beside a looser one for the
// same model.
//
// What the descriptors encode, per maker:
// - Toyota for North America: position 5 the engine (D 1FZ-FE, F 3F-E, L 2RZ-FE, M 3RZ-FE/1UR-FE,
//   N 5VZ-FE, T 2UZ-FE, U 1GR-FE, X 2TR-FE, Y and W 3UR-FE, Z 2GR-FKS), 6-7 the series, 8 the
//   line (J Land Cruiser, R 4Runner, F FJ Cruiser, N Tacoma, 1 Tundra).
// - Chrysler from 2011 (1C4, 1C6, 3C6): position 5 the brand (J Jeep, R Ram), 6 the line
//   (X Wrangler JL, W Wrangler JK, T Gladiator), Grand Cherokee "RJ", position 8 the engine
//   (G Pentastar 3.6, T HEMI 5.7, J HEMI 6.4, M 3.0 diesel, N 2.0 turbo). Before 2011 (1J4,
//   2J4, 1D7) position 5 is the line (A Wrangler, Y Wrangler YJ, W Grand Cherokee WJ, R WK,
//   V Ram 1500) and 8 the engine (S 4.0, P 2.5 in a Jeep / 4.7 in a Ram, N 4.7, K 3.7, 1 3.8).
// - Ford: Bronco "E5" in positions 5-6, engine in 8 (H 2.3, P 2.7 EcoBoost). Ford Thailand (MNA)
//   and South Africa (AFA) build the Ranger and Everest only.
// - Nissan North America: position 4 the engine (A VQ40DE, B QR25DE, E VQ38DD), 5 the line
//   (D Frontier), 6 the generation; the Y62 Patrol (US Armada from 2017, Gulf Patrol) "AY2N".
// - Outside North America the model code is in the descriptor: Land Rover "LD" Defender, "LJ"
//   Discovery, "LA" Discovery 3/4; Mercedes-Benz the chassis number (460, 463); Volkswagen "2H"
//   Amarok; Mitsubishi "V9x" Pajero NS-NX, "KB4" Triton; Suzuki "JB43", "JB74"; AvtoVAZ and UAZ
//   the factory model number (21214, 2131, 21230, 315195 Hunter, 3163 and 23632 Patriot).
//
// Where a maker writes no model year in position 10 (Toyota and Suzuki outside North America put
// "0" there), a pattern still names the make and model but finds no vehicle: the shopper is
// asked to use the selects. Makes whose VIN schemes we do not know well enough (Chevrolet,
// Great Wall, Mazda) have none: the lookup names the maker from the WMI and finds no vehicle.

import type { VinPatternDef } from "./types.ts";

type Make = VinPatternDef["make"];

/** One pattern per WMI: the same descriptor is used by several plants of a maker. */
function atPlants(wmis: string[], make: Make, model: string, vds: string, yearFrom: number, yearTo: number | null, engineCode?: string): VinPatternDef[] {
  return wmis.map((wmi) => ({ wmi, vds, make, model, yearFrom, yearTo, ...(engineCode ? { engineCode } : {}) }));
}

const one = (wmi: string, make: Make, model: string, vds: string, yearFrom: number, yearTo: number | null, engineCode?: string): VinPatternDef[] =>
  atPlants([wmi], make, model, vds, yearFrom, yearTo, engineCode);

export const vinPatterns: VinPatternDef[] = [
  // ───────────── Toyota (North American VINs, and Land Cruisers sold in the Gulf) ─────────────
  ...one("JT3", "Toyota", "Land Cruiser 80", "FJ80W", 1991, 1992, "3F-E"),
  ...one("JT3", "Toyota", "Land Cruiser 80", "DJ81W", 1993, 1997, "1FZ-FE"),
  ...one("JTE", "Toyota", "Land Cruiser 100", "HT05J", 1998, 2007, "2UZ-FE"),
  ...one("JTM", "Toyota", "Land Cruiser 200", "?Y7AJ", 2008, 2021, "3UR-FE"),
  ...one("JT3", "Toyota", "4Runner N180", "?N8?R", 1996, 2002, "5VZ-FE"),
  ...one("JT3", "Toyota", "4Runner N180", "?M8?R", 1996, 2000, "3RZ-FE"),
  ...one("JTE", "Toyota", "4Runner N210", "?U1?R", 2003, 2009, "1GR-FE"),
  ...one("JTE", "Toyota", "4Runner N210", "?T1?R", 2003, 2009, "2UZ-FE"),
  ...one("JTE", "Toyota", "4Runner N280", "?U5?R", 2010, 2024, "1GR-FE"),
  ...one("JTE", "Toyota", "FJ Cruiser", "?U1?F", 2007, 2016, "1GR-FE"),
  // Tacoma: built by NUMMI (4TA, 5TE), in Baja California and Guanajuato (3TM) and in Texas (5TF).
  ...atPlants(["4TA", "5TE"], "Toyota", "Tacoma 1st Gen", "?L??N", 1995, 2004, "2RZ-FE"),
  ...atPlants(["4TA", "5TE"], "Toyota", "Tacoma 1st Gen", "?M??N", 1995, 2004, "3RZ-FE"),
  ...atPlants(["4TA", "5TE"], "Toyota", "Tacoma 1st Gen", "?N??N", 1995, 2004, "5VZ-FE"),
  ...atPlants(["5TE", "3TM"], "Toyota", "Tacoma 2nd Gen", "?X??N", 2005, 2015, "2TR-FE"),
  ...atPlants(["5TE", "3TM"], "Toyota", "Tacoma 2nd Gen", "?U??N", 2005, 2015, "1GR-FE"),
  ...atPlants(["3TM", "5TF"], "Toyota", "Tacoma 3rd Gen", "?X??N", 2016, 2023, "2TR-FE"),
  ...atPlants(["3TM", "5TF"], "Toyota", "Tacoma 3rd Gen", "?Z??N", 2016, 2023, "2GR-FKS"),
  ...one("5TF", "Toyota", "Tundra 2nd Gen", "?Y??1", 2007, 2021, "3UR-FE"),
  // W: the flex-fuel 5.7, sold as the same engine.
  ...one("5TF", "Toyota", "Tundra 2nd Gen", "?W??1", 2007, 2021, "3UR-FE"),
  ...one("5TF", "Toyota", "Tundra 2nd Gen", "?M??1", 2010, 2019, "1UR-FE"),
  ...one("5TF", "Toyota", "Tundra 2nd Gen", "?T??1", 2007, 2009, "2UZ-FE"),
  ...one("5TF", "Toyota", "Tundra 2nd Gen", "?U??1", 2007, 2014, "1GR-FE"),
  // A: the twin-turbo V35A, C: the same with the hybrid drive.
  ...one("5TF", "Toyota", "Tundra 3rd Gen", "?A??B", 2022, null, "V35A-FTS"),
  ...one("5TF", "Toyota", "Tundra 3rd Gen", "?C??B", 2022, null, "V35A-FTS"),
  // Outside North America: the Prado 150 from Tahara, the Hilux from Thailand.
  ...one("JTE", "Toyota", "Land Cruiser Prado 150", "??3FJ", 2009, 2024),
  ...one("MR0", "Toyota", "Hilux N80", "HA3CD", 2015, null),

  // ───────────── Nissan ─────────────
  ...one("JN8", "Nissan", "Patrol Y62", "AY2N", 2010, null, "VK56VD"),
  ...one("1N6", "Nissan", "Frontier D40", "AD0", 2005, 2019, "VQ40DE"),
  ...one("1N6", "Nissan", "Frontier D40", "BD0", 2005, 2019, "QR25DE"),
  ...one("1N6", "Nissan", "Frontier D40", "?D0", 2005, 2021),
  ...one("1N6", "Nissan", "Frontier D41", "ED1", 2022, null, "VQ38DD"),

  // ───────────── Jeep ─────────────
  ...one("2J4", "Jeep", "Wrangler YJ", "?Y", 1989, 1995),
  ...one("2J4", "Jeep", "Wrangler YJ", "?Y??P", 1989, 1995, "AMC 150"),
  ...one("2J4", "Jeep", "Wrangler YJ", "?Y??S", 1991, 1995, "AMC 242"),
  ...one("1J4", "Jeep", "Wrangler TJ", "?A", 1997, 2006),
  ...one("1J4", "Jeep", "Wrangler TJ", "?A??S", 1997, 2006, "AMC 242"),
  ...one("1J4", "Jeep", "Wrangler TJ", "?A??P", 1997, 2002, "AMC 150"),
  ...one("1J4", "Jeep", "Wrangler JK", "?A", 2007, 2011),
  ...one("1J4", "Jeep", "Wrangler JK", "?A??1", 2007, 2011, "Chrysler 3.8 OHV"),
  ...one("1C4", "Jeep", "Wrangler JK", "?JW", 2012, 2018),
  ...one("1C4", "Jeep", "Wrangler JK", "?JW?G", 2012, 2018, "Pentastar 3.6"),
  ...one("1C4", "Jeep", "Wrangler JL", "?JX", 2018, null),
  ...one("1C4", "Jeep", "Wrangler JL", "?JX?G", 2018, null, "Pentastar 3.6"),
  ...one("1C4", "Jeep", "Wrangler JL", "?JX?N", 2018, null, "GME-T4"),
  ...one("1C4", "Jeep", "Wrangler JL", "?JX?M", 2020, 2023, "EcoDiesel 3.0"),
  ...one("1C4", "Jeep", "Wrangler JL", "?JX?J", 2021, 2025, "HEMI 6.4"),
  ...one("1C6", "Jeep", "Gladiator JT", "?JT", 2020, null),
  ...one("1C6", "Jeep", "Gladiator JT", "?JT?G", 2020, null, "Pentastar 3.6"),
  ...one("1C6", "Jeep", "Gladiator JT", "?JT?M", 2021, 2023, "EcoDiesel 3.0"),
  ...one("1J4", "Jeep", "Grand Cherokee WJ", "?W", 1999, 2004),
  ...one("1J4", "Jeep", "Grand Cherokee WJ", "?W??S", 1999, 2004, "AMC 242"),
  ...one("1J4", "Jeep", "Grand Cherokee WJ", "?W??N", 1999, 2004, "PowerTech 4.7"),
  ...atPlants(["1J4", "1J8"], "Jeep", "Grand Cherokee WK", "?R", 2005, 2010),
  ...atPlants(["1J4", "1J8"], "Jeep", "Grand Cherokee WK", "?R??K", 2005, 2010, "PowerTech 3.7"),
  ...atPlants(["1J4", "1J8"], "Jeep", "Grand Cherokee WK", "?R??N", 2005, 2010, "PowerTech 4.7"),
  ...atPlants(["1J4", "1J8"], "Jeep", "Grand Cherokee WK", "?R??M", 2005, 2010, "OM642"),
  ...one("1C4", "Jeep", "Grand Cherokee WK2", "RJ", 2011, 2021),
  ...one("1C4", "Jeep", "Grand Cherokee WK2", "RJ??G", 2011, 2021, "Pentastar 3.6"),
  ...one("1C4", "Jeep", "Grand Cherokee WK2", "RJ??T", 2011, 2021, "HEMI 5.7"),
  ...one("1C4", "Jeep", "Grand Cherokee WK2", "RJ??J", 2012, 2021, "HEMI 6.4"),
  ...one("1C4", "Jeep", "Grand Cherokee WK2", "RJ??M", 2014, 2021, "VM A630"),
  ...one("1C4", "Jeep", "Grand Cherokee WL", "RJ", 2022, null),
  ...one("1C4", "Jeep", "Grand Cherokee WL", "RJ??G", 2022, null, "Pentastar 3.6"),

  // ───────────── RAM (Dodge Ram until 2010; built in Warren, 1C6, and Saltillo, 3C6) ─────────────
  ...atPlants(["1D3", "1D7"], "RAM", "1500 DS", "?V", 2009, 2010),
  ...atPlants(["1D3", "1D7"], "RAM", "1500 DS", "?V??T", 2009, 2010, "HEMI 5.7"),
  ...atPlants(["1D3", "1D7"], "RAM", "1500 DS", "?V??K", 2009, 2010, "PowerTech 3.7"),
  ...atPlants(["1D3", "1D7"], "RAM", "1500 DS", "?V??P", 2009, 2010, "PowerTech 4.7"),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DS", "RR", 2011, 2018),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DS", "RR??T", 2011, 2018, "HEMI 5.7"),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DS", "RR??G", 2013, 2018, "Pentastar 3.6"),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DS", "RR??M", 2014, 2018, "EcoDiesel 3.0"),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DT", "SR", 2019, null),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DT", "SR??T", 2019, 2024, "HEMI 5.7"),
  ...atPlants(["1C6", "3C6"], "RAM", "1500 DT", "SR??M", 2020, 2023, "EcoDiesel 3.0"),

  // ───────────── Ford ─────────────
  ...one("1FM", "Ford", "Bronco", "?E5", 2021, null),
  ...one("1FM", "Ford", "Bronco", "?E5?H", 2021, null, "EcoBoost 2.3"),
  ...one("1FM", "Ford", "Bronco", "?E5?P", 2021, null, "EcoBoost 2.7 V6"),
  // The Thai double cab 4x4 ("UMFF5") in both Ranger generations; otherwise any Ranger or Everest of the year.
  ...one("MNA", "Ford", "Ranger PX", "UMFF5", 2011, 2022),
  ...one("MNA", "Ford", "Ranger Next-Gen", "UMFF5", 2022, null),
  ...atPlants(["MNA", "AFA"], "Ford", "Ranger PJ/PK", "", 2006, 2011),
  ...atPlants(["MNA", "AFA"], "Ford", "Ranger PX", "", 2011, 2022),
  ...atPlants(["MNA", "AFA"], "Ford", "Ranger Next-Gen", "", 2022, null),
  ...atPlants(["MNA", "AFA"], "Ford", "Everest UA", "", 2015, 2022),
  ...atPlants(["MNA", "AFA"], "Ford", "Everest Next-Gen", "", 2022, null),

  // ───────────── Mitsubishi (Japan for Europe JMB, Australia JMF, elsewhere JMY; Thailand MMB) ─────────────
  ...atPlants(["JMB", "JMF", "JMY"], "Mitsubishi", "Pajero NH-NL", "??V2", 1991, 2000),
  ...atPlants(["JMB", "JMF", "JMY"], "Mitsubishi", "Pajero NH-NL", "??V4", 1991, 2000),
  ...atPlants(["JMB", "JMF", "JMY"], "Mitsubishi", "Pajero NM/NP", "??V6", 2000, 2006),
  ...atPlants(["JMB", "JMF", "JMY"], "Mitsubishi", "Pajero NM/NP", "??V7", 2000, 2006),
  ...atPlants(["JMB", "JMF", "JMY"], "Mitsubishi", "Pajero NS-NX", "??V9", 2006, 2021),
  ...one("MMB", "Mitsubishi", "Triton ML/MN", "??KB4", 2006, 2015),
  ...one("MMB", "Mitsubishi", "Triton MQ/MR", "??KB4", 2015, 2024),

  // ───────────── Land Rover ─────────────
  ...one("SAL", "Land Rover", "Defender 90/110", "LD", 1983, 2016),
  ...one("SAL", "Land Rover", "Defender L663", "E", 2020, null),
  ...one("SAL", "Land Rover", "Discovery 1", "LJ", 1989, 1998),
  ...one("SAL", "Land Rover", "Discovery 1", "JY", 1994, 1998),
  ...one("SAL", "Land Rover", "Discovery 2", "LT", 1999, 2004),
  ...one("SAL", "Land Rover", "Discovery 2", "T", 1999, 2004),
  ...one("SAL", "Land Rover", "Discovery 3", "LA", 2004, 2009),
  ...one("SAL", "Land Rover", "Discovery 4", "LA", 2009, 2016),
  // North America: LR3 and LR4.
  ...one("SAL", "Land Rover", "Discovery 3", "A", 2005, 2009),
  ...one("SAL", "Land Rover", "Discovery 4", "A", 2010, 2016),
  ...one("SAL", "Land Rover", "Discovery 5", "R", 2017, null),

  // ───────────── Isuzu Thailand: D-Max and MU-X ─────────────
  ...one("MPA", "Isuzu", "D-Max TF", "", 2002, 2012),
  ...one("MPA", "Isuzu", "D-Max RT", "", 2012, 2020),
  ...one("MPA", "Isuzu", "D-Max RG", "", 2020, null),
  ...one("MPA", "Isuzu", "MU-X 1st Gen", "", 2013, 2021),
  ...one("MPA", "Isuzu", "MU-X 2nd Gen", "", 2021, null),

  // ───────────── Suzuki (Japan for export, JSA) ─────────────
  ...one("JSA", "Suzuki", "Jimny JB43", "?JB43", 1998, 2018),
  ...one("JSA", "Suzuki", "Jimny JB74", "?JB74", 2018, null),
  ...one("JSA", "Suzuki", "Grand Vitara JT", "JT", 2005, 2015),

  // ───────────── Mercedes-Benz (chassis number in positions 4-6; "Y" for North America) ─────────────
  ...one("WDB", "Mercedes-Benz", "G-Class W460", "460", 1979, 1991),
  ...one("WDB", "Mercedes-Benz", "G-Class W463", "463", 1990, 2018),
  ...one("WDB", "Mercedes-Benz", "G-Class W463A", "463", 2018, 2019),
  ...one("WDC", "Mercedes-Benz", "G-Class W463", "Y", 2002, 2018),
  ...one("W1N", "Mercedes-Benz", "G-Class W463A", "463", 2019, null),
  ...one("W1N", "Mercedes-Benz", "G-Class W463A", "Y", 2019, null),

  // ───────────── Volkswagen (Hannover, WV1; Pacheco, Argentina, 8AW) ─────────────
  ...atPlants(["WV1", "8AW"], "Volkswagen", "Amarok 1st Gen", "ZZZ2H", 2010, 2022),

  // ───────────── Lada (AvtoVAZ XTA; the GM-AvtoVAZ plant X9L) ─────────────
  ...one("XTA", "Lada", "Niva Legend", "21210", 1977, 1994, "VAZ-2121"),
  ...one("XTA", "Lada", "Niva Legend", "21213", 1994, 2006, "VAZ-21213"),
  ...one("XTA", "Lada", "Niva Legend", "21214", 1995, null, "VAZ-21214"),
  ...one("XTA", "Lada", "Niva Legend", "2131", 1995, null),
  ...one("X9L", "Lada", "Niva Travel", "21230", 2002, null, "VAZ-2123"),
  ...one("XTA", "Lada", "Niva Travel", "21230", 2021, null, "VAZ-2123"),

  // ───────────── UAZ ─────────────
  ...one("XTT", "UAZ", "Hunter", "31519", 2003, null),
  ...one("XTT", "UAZ", "Patriot", "3163", 2005, null),
  ...one("XTT", "UAZ", "Patriot", "23632", 2008, null),
];
