// An ACES 4.x fitment file (the Auto Care Association's XML): its Apps read one by one as the
// file streams (saxes), and each resolved against the VCdb ids the shop's vehicle list carries
// (decision 035) into fitment rows. Vehicles are named by a BaseVehicle, or by a Make, a Model and
// Years; an EngineBase narrows them to one engine. Notes, the quantity, the position and the
// vehicle qualifiers the shop does not model are kept as the row's note, so nothing the supplier
// said is lost. An App with action="D" takes its vehicles off the part.
import type { Readable } from "node:stream";

import { SaxesParser, type SaxesTagPlain } from "saxes";

import type { ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import { generationsOfYears, type Lookups, type StagedRow, type VehicleModel } from "./formats.ts";

/** One App of the file, as written. */
export interface AcesApp {
  line: number;
  action: "A" | "D";
  part: string;
  baseVehicle: number | null;
  make: number | null;
  model: number | null;
  years: { from: number; to: number } | null;
  engineBase: number | null;
  /** Notes, quantity, position and qualifiers, as the note's text. */
  said: string[];
}

/** The VCdb ids of the shop's vehicle list, read for an ACES file (lower-cased names, as Lookups keeps them). */
export interface AcesLookups {
  makes: Map<number, string>;
  models: Map<number, { make: string; line: string }>;
  /** A BaseVehicleID's generations (a year two generations cover is on both) and year. */
  baseVehicles: Map<number, { make: string; model: string; year: number }[]>;
  /** An EngineBaseID's engines: their generations and codes. */
  engines: Map<number, { make: string; model: string; code: string }[]>;
}

/** A note the shop keeps is at most this long (the fitment editor's limit). */
const NOTE_MAX = 200;
/** Vehicle attributes of an App the shop does not model: kept in the note by name and id. */
const QUALIFIERS = new Set([
  "SubModel",
  "DriveType",
  "Aspiration",
  "BodyType",
  "BodyNumDoors",
  "BedLength",
  "BedType",
  "BrakeABS",
  "BrakeSystem",
  "CylinderHeadType",
  "EngineDesignation",
  "EngineMfr",
  "EngineVersion",
  "EngineVIN",
  "FuelDeliveryType",
  "FuelSystemDesign",
  "FuelType",
  "FrontBrakeType",
  "FrontSpringType",
  "MfrBodyCode",
  "PowerOutput",
  "Region",
  "RearBrakeType",
  "RearSpringType",
  "SteeringSystem",
  "SteeringType",
  "TransmissionControlType",
  "TransmissionMfrCode",
  "TransmissionNumSpeeds",
  "TransmissionType",
  "ValvesPerEngine",
  "VehicleType",
  "WheelBase",
]);

const idOf = (tag: SaxesTagPlain): number | null => {
  const id = Number(tag.attributes.id);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The Apps of an ACES file, in order, as the file streams; a malformed document ends in one
 * problem at its line. The file's own root and version are checked first.
 */
export async function* acesApps(source: Readable): AsyncGenerator<AcesApp | ImportProblem> {
  const parser = new SaxesParser({ position: true });
  const ready: (AcesApp | ImportProblem)[] = [];
  let app: AcesApp | null = null;
  let text = "";
  let rootSeen = false;
  let failed = false;
  parser.on("error", (error) => {
    if (!failed)
      ready.push({ line: parser.line, column: "", reason: `the XML is malformed: ${error.message.replace(/^[^:]*:\d+:\d+: /, "")}` });
    failed = true;
  });
  parser.on("opentag", (tag) => {
    const plain = tag as SaxesTagPlain;
    text = "";
    if (!rootSeen) {
      rootSeen = true;
      const version = String(plain.attributes.version ?? "");
      if (plain.name !== "ACES") ready.push({ line: parser.line, column: "", reason: `the root is <${plain.name}>, not <ACES>` });
      else if (!/^4\./.test(version))
        ready.push({ line: parser.line, column: "", reason: `ACES ${version || "without a version"}: the shop reads ACES 4.x files` });
      return;
    }
    if (plain.name === "App") {
      const action = String(plain.attributes.action ?? "A").toUpperCase();
      app = {
        line: parser.line,
        action: action === "D" ? "D" : "A",
        part: "",
        baseVehicle: null,
        make: null,
        model: null,
        years: null,
        engineBase: null,
        said: [],
      };
      return;
    }
    if (!app) return;
    if (plain.name === "BaseVehicle") app.baseVehicle = idOf(plain);
    else if (plain.name === "Make") app.make = idOf(plain);
    else if (plain.name === "Model") app.model = idOf(plain);
    else if (plain.name === "EngineBase") app.engineBase = idOf(plain);
    else if (plain.name === "Years") app.years = { from: Number(plain.attributes.from), to: Number(plain.attributes.to) };
    else if (plain.name === "Position") app.said.push(`position ${String(plain.attributes.id ?? "")}`);
    else if (QUALIFIERS.has(plain.name)) app.said.push(`${plain.name} ${String(plain.attributes.id ?? "")}`);
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("cdata", (chunk) => (text += chunk));
  parser.on("closetag", (tag) => {
    if (!app) return;
    const value = text.trim();
    text = "";
    if (tag.name === "Part") app.part = value;
    else if (tag.name === "Note" && value) app.said.push(value);
    else if (tag.name === "Qty" && value) app.said.push(`qty ${value}`);
    else if (tag.name === "text" && value)
      app.said.push(value); // a Qual's words
    else if (tag.name === "App") {
      // After a malformed part nothing more is read as an App.
      if (!failed) ready.push(app);
      app = null;
    }
  });
  for await (const chunk of source as AsyncIterable<Buffer | string>) {
    if (failed) break;
    parser.write(typeof chunk === "string" ? chunk : chunk.toString("utf8"));
    yield* ready.splice(0);
  }
  if (!failed) parser.close();
  yield* ready.splice(0);
}

/** Whether the file's first bytes are an ACES document. */
export const isAces = (firstText: string) =>
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*)*<ACES[\s>]/.test(
    firstText.replace(/^\uFEFF/, ""),
  );

const lower = (text: string) => text.toLowerCase();

/** An App as staged fitment rows (one per generation its vehicles fall in), or the problems that stop it. */
export function acesFitmentRows(app: AcesApp, lookups: Lookups, aces: AcesLookups): { staged: StagedRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: string, reason: string) => ({ staged: [], problems: [...problems, { line: app.line, column, reason }] });
  if (app.part === "") return problem("Part", "the App names no part");
  const note = app.said.join("; ");
  if (note.length > NOTE_MAX) return problem("Note", `its note (notes, qty, position, qualifiers) is longer than ${NOTE_MAX} characters`);
  const row = (make: string, model: string, from: number, to: number, engine: string): StagedRow => ({
    line: app.line,
    sku: app.part,
    universal: false,
    make,
    model,
    year_from: from,
    year_to: to,
    engine,
    note: note === "" || app.action === "D" ? null : JSON.stringify({ en: note, ru: "", ar: "" }),
    removes: app.action === "D",
  });
  const engines = app.engineBase === null ? null : aces.engines.get(app.engineBase);
  if (app.engineBase !== null && !engines)
    return problem("EngineBase", `unknown EngineBase ${app.engineBase} (no engine of the vehicles file carries it)`);
  const codeIn = (make: string, model: string) =>
    engines?.find((e) => lower(e.make) === lower(make) && lower(e.model) === lower(model))?.code;

  if (app.baseVehicle !== null) {
    let candidates = aces.baseVehicles.get(app.baseVehicle);
    if (!candidates)
      return problem("BaseVehicle", `unknown BaseVehicle ${app.baseVehicle} (no generation of the vehicles file carries it)`);
    if (engines) candidates = candidates.filter((c) => codeIn(c.make, c.model) !== undefined);
    if (candidates.length === 0)
      return problem("EngineBase", `EngineBase ${app.engineBase} is no engine of BaseVehicle ${app.baseVehicle}`);
    if (candidates.length > 1)
      return problem(
        "BaseVehicle",
        `BaseVehicle ${app.baseVehicle} is more than one generation: ${candidates.map((c) => `${c.make} ${c.model}`).join(", ")}; give its EngineBase`,
      );
    const [only] = candidates;
    return { staged: [row(only!.make, only!.model, only!.year, only!.year, codeIn(only!.make, only!.model) ?? "")], problems };
  }
  if (app.make !== null && app.model !== null && app.years) {
    const make = aces.makes.get(app.make);
    if (!make) return problem("Make", `unknown Make ${app.make} (no make of the vehicles file carries it)`);
    const line = aces.models.get(app.model);
    if (!line || lower(line.make) !== lower(make)) return problem("Model", `unknown Model ${app.model} of ${make}`);
    const { from, to } = app.years;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from > to) return problem("Years", "its years are not a range of model years");
    const generations: VehicleModel[] = lookups.lines?.get(lower(make))?.get(lower(line.line)) ?? [];
    const code = engines ? generations.map((g) => codeIn(g.make, g.model)).find((c) => c !== undefined) : "";
    if (code === undefined) return problem("EngineBase", `EngineBase ${app.engineBase} is no engine of the ${make} ${line.line}`);
    const spans = generationsOfYears(generations, from, to, code);
    if (typeof spans === "string") return problem("Years", spans);
    return { staged: spans.map((span) => row(span.model.make, span.model.model, span.from, span.to, code)), problems };
  }
  return problem("BaseVehicle", "the App names no vehicle (a BaseVehicle, or a Make, a Model and Years)");
}
