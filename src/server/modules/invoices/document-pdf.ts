// An invoice, a credit note or a packing slip as an A4 PDF (pdfkit), drawn from what the document
// says and nothing else: the same snapshot draws the same document, in its language and direction.
import PDFDocument from "pdfkit";

import { dateTimeFormat } from "../../../domain/intl-formats.ts";
import { type DocumentAddress, type DocumentSnapshot } from "../../../domain/invoices.ts";
import { directionOf, type Locale } from "../../../domain/locales.ts";
import { formatMinor } from "../../../domain/money.ts";
import { DOCUMENT_WORDS, type DocumentWords } from "./document-words.ts";
import { registerFonts } from "./pdf-fonts.ts";
import { lineHeight, type PdfPage, PdfWriter, type TextStyle } from "./pdf-text.ts";

/** What a packing slip shows: what goes in the parcel and where it goes, no prices. */
export interface PackingSlip {
  locale: Locale;
  sellerName: string;
  order: { number: number; reference: string; placedAt: string };
  shipTo: DocumentAddress;
  shippingMethod: string;
  lines: { line: number; name: string; options: string; partNumber: string; quantity: number }[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const BOTTOM = PAGE.height - PAGE.margin - 24;
const GREY = "#555555";
const RULE = "#bbbbbb";
const LTR = { direction: "ltr" } as const;

interface Column {
  key: string;
  title: string;
  width: number;
  align: "start" | "end";
  /** The cell's text of a line, and whether it reads left to right whatever the document's language. */
  cell: (index: number) => { text: string; ltr?: boolean };
}

function dateOf(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

function addressLines(address: DocumentAddress): string[] {
  return [address.name, address.company, ...address.lines, address.country, address.phone, address.email].filter((line) => line.trim());
}

/** Draws a document on pdfkit's pages and collects its bytes. */
async function drawn(locale: Locale, title: string, draw: (page: PdfWriter, words: DocumentWords, newPage: () => void) => void) {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: title, Producer: "Overland", Creator: "Overland" },
    lang: locale,
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const page = new PdfWriter(doc as unknown as PdfPage, directionOf(locale), { left: PAGE.margin, right: PAGE.width - PAGE.margin });
  const words = DOCUMENT_WORDS[locale];
  draw(page, words, () => doc.addPage());
  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    page.line(
      words.page(i + 1, count),
      { x: 0, y: PAGE.height - PAGE.margin - 10, width: page.width, align: "center" },
      { size: 8, color: GREY },
    );
  }
  doc.end();
  return done;
}

/** The header's two sides: the title and the document's facts at the start, the seller at the end. */
function header(page: PdfWriter, title: string, facts: [string, string][], seller: string[]): number {
  page.line(title, { x: 0, y: PAGE.margin, width: page.width / 2 }, { size: 20, bold: true });
  let y = PAGE.margin + 34;
  for (const [label, value] of facts) {
    page.line(label, { x: 0, y, width: 90 }, { size: 9, color: GREY });
    page.line(value, { x: 90, y, width: 170 }, { size: 9 });
    y += lineHeight(9);
  }
  let sellerY = PAGE.margin;
  seller.forEach((line, i) => {
    sellerY += page.block(
      line,
      { x: page.width / 2, y: sellerY, width: page.width / 2, align: "end" },
      { size: i === 0 ? 11 : 9, bold: i === 0 },
    );
  });
  return Math.max(y, sellerY) + 16;
}

/** Addresses side by side, under their headings. */
function addresses(page: PdfWriter, y: number, blocks: { heading: string; lines: string[] }[]): number {
  const width = page.width / blocks.length;
  let bottom = y;
  blocks.forEach((block, i) => {
    let at = y;
    page.line(block.heading, { x: i * width, y: at, width: width - 12 }, { size: 9, bold: true, color: GREY });
    at += lineHeight(9) + 2;
    for (const line of block.lines) at += page.block(line, { x: i * width, y: at, width: width - 12 }, { size: 9.5 });
    bottom = Math.max(bottom, at);
  });
  return bottom + 14;
}

function rule(page: PdfWriter, y: number): void {
  const doc = page.doc as unknown as PDFKit.PDFDocument;
  doc.save().moveTo(page.left, y).lineTo(page.right, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
}

/** The lines' table: headings repeated on each page; a line's name wraps within its column. */
function table(page: PdfWriter, y: number, columns: Column[], rows: number, newPage: () => void): number {
  const size = 8.5;
  // A gutter after every column but the last, whose end lines up with the totals under the table.
  const inner = (i: number) => columns[i]!.width - (i === columns.length - 1 ? 0 : 6);
  const offsets = columns.reduce<number[]>((all, column, i) => [...all, i === 0 ? 0 : all[i - 1]! + columns[i - 1]!.width], []);
  const headings = (top: number) => {
    let height = 0;
    columns.forEach((column, i) => {
      height = Math.max(
        height,
        page.block(column.title, { x: offsets[i]!, y: top, width: inner(i), align: column.align }, { size: 8, bold: true, color: GREY }),
      );
    });
    rule(page, top + height + 2);
    return top + height + 6;
  };
  let at = headings(y);
  for (let row = 0; row < rows; row++) {
    const cells = columns.map((column) => column.cell(row));
    const style = (i: number): TextStyle => ({ size, ...(cells[i]!.ltr ? LTR : {}) });
    const height = Math.max(...cells.map((cell, i) => page.wrap(cell.text, inner(i), style(i)).length)) * lineHeight(size);
    if (at + height > BOTTOM) {
      newPage();
      at = headings(PAGE.margin);
    }
    cells.forEach((cell, i) => page.block(cell.text, { x: offsets[i]!, y: at, width: inner(i), align: columns[i]!.align }, style(i)));
    at += height + 4;
    rule(page, at - 2);
  }
  return at + 8;
}

/** Label and amount pairs at the end side, the last one (the total) in bold. */
function totals(page: PdfWriter, y: number, rows: [string, string][], newPage: () => void): number {
  let at = y;
  if (at + rows.length * lineHeight(10) > BOTTOM) {
    newPage();
    at = PAGE.margin;
  }
  rows.forEach(([label, amount], i) => {
    const last = i === rows.length - 1;
    page.line(label, { x: page.width - 260, y: at, width: 150, align: "end" }, { size: 10, bold: last });
    page.line(amount, { x: page.width - 100, y: at, width: 100, align: "end" }, { size: 10, bold: last, ...LTR });
    at += lineHeight(10) + (last ? 0 : 1);
  });
  return at + 12;
}

function notes(page: PdfWriter, y: number, lines: string[], newPage: () => void): void {
  let at = y;
  for (const line of lines) {
    if (at + lineHeight(9) > BOTTOM) {
      newPage();
      at = PAGE.margin;
    }
    at += page.block(line, { x: 0, y: at, width: page.width }, { size: 9, color: GREY }) + 3;
  }
}

function sellerLines(snapshot: DocumentSnapshot, words: DocumentWords): string[] {
  const { seller } = snapshot;
  return [
    seller.legalName,
    ...seller.address.split("\n"),
    seller.taxNumber ? `${words.taxNumber}: ${seller.taxNumber}` : "",
    seller.registrationNumber ? `${words.registration}: ${seller.registrationNumber}` : "",
    seller.email,
  ].filter((line) => line.trim());
}

/** An invoice or a credit note, from its snapshot. */
export function renderDocument(snapshot: DocumentSnapshot): Promise<Buffer> {
  const words = DOCUMENT_WORDS[snapshot.locale];
  const title = snapshot.kind === "invoice" ? words.invoice : words.creditNote;
  const money = (cents: number) => formatMinor(cents, snapshot.currency, snapshot.locale);
  return drawn(snapshot.locale, `${title} ${snapshot.number}`, (page, words, newPage) => {
    let y = header(
      page,
      title,
      [
        [words.number, snapshot.number],
        [words.date, dateOf(snapshot.issuedAt, snapshot.locale)],
        [words.order, `${snapshot.order.number} (${snapshot.order.reference})`],
      ],
      sellerLines(snapshot, words),
    );
    y = addresses(page, y, [
      { heading: words.billTo, lines: addressLines(snapshot.billTo) },
      { heading: words.shipTo, lines: [...addressLines(snapshot.shipTo), `${words.shippingMethod}: ${snapshot.shippingMethod}`] },
    ]);
    const lines = snapshot.lines;
    const customs = snapshot.crossBorder;
    const customsColumns: Column[] = customs
      ? [
          {
            key: "origin",
            title: words.origin,
            width: 45,
            align: "start",
            cell: (i) => ({ text: lines[i]!.countryOfOrigin ?? "—", ltr: true }),
          },
          { key: "hs", title: words.hsCode, width: 60, align: "start", cell: (i) => ({ text: lines[i]!.hsCode ?? "—", ltr: true }) },
        ]
      : [];
    const columns: Column[] = [
      {
        key: "item",
        title: words.item,
        width: customs ? 130 : 235,
        align: "start",
        cell: (i) => ({ text: lines[i]!.options ? `${lines[i]!.name}\n${lines[i]!.options}` : lines[i]!.name }),
      },
      { key: "part", title: words.partNumber, width: 95, align: "start", cell: (i) => ({ text: lines[i]!.partNumber, ltr: true }) },
      ...customsColumns,
      { key: "qty", title: words.quantity, width: 35, align: "end", cell: (i) => ({ text: String(lines[i]!.quantity), ltr: true }) },
      { key: "unit", title: words.unitPrice, width: 75, align: "end", cell: (i) => ({ text: money(lines[i]!.unitPriceCents), ltr: true }) },
      { key: "total", title: words.lineTotal, width: 0, align: "end", cell: (i) => ({ text: money(lines[i]!.totalCents), ltr: true }) },
    ];
    columns.at(-1)!.width = page.width - columns.slice(0, -1).reduce((sum, column) => sum + column.width, 0);
    y = table(page, y, columns, lines.length, newPage);
    y = totals(
      page,
      y,
      [
        [words.subtotal, money(snapshot.subtotalCents)],
        [`${words.shipping} (${snapshot.shippingMethod})`, money(snapshot.shippingCents)],
        ...(snapshot.discountLines ?? []).map((line): [string, string] => [line.label, money(-line.cents)]),
        ...snapshot.taxLines.map((tax): [string, string] => [tax.label, money(tax.cents)]),
        [snapshot.kind === "invoice" ? words.total : words.refunded, money(snapshot.totalCents)],
      ],
      newPage,
    );
    notes(
      page,
      y,
      [
        words.amountsIn(snapshot.currency),
        ...(snapshot.credits ? [words.creditsInvoice(snapshot.credits.invoiceNumber)] : []),
        ...(snapshot.credits?.reason ? [`${words.reason}: ${snapshot.credits.reason}`] : []),
        ...(customs ? [words.customs] : []),
      ],
      newPage,
    );
  });
}

/** The packing slip staff put in the parcel: lines, quantities, part numbers, where it goes and how. */
export function renderPackingSlip(slip: PackingSlip): Promise<Buffer> {
  const words = DOCUMENT_WORDS[slip.locale];
  return drawn(slip.locale, `${words.packingSlip} ${slip.order.number}`, (page, words, newPage) => {
    let y = header(
      page,
      words.packingSlip,
      [
        [words.order, `${slip.order.number} (${slip.order.reference})`],
        [words.date, dateOf(slip.order.placedAt, slip.locale)],
      ],
      [slip.sellerName],
    );
    y = addresses(page, y, [
      { heading: words.shipTo, lines: addressLines(slip.shipTo) },
      { heading: words.shippingMethod, lines: [slip.shippingMethod] },
    ]);
    const lines = slip.lines;
    const columns: Column[] = [
      { key: "line", title: "#", width: 25, align: "start", cell: (i) => ({ text: String(lines[i]!.line), ltr: true }) },
      {
        key: "item",
        title: words.item,
        width: 300,
        align: "start",
        cell: (i) => ({ text: lines[i]!.options ? `${lines[i]!.name}\n${lines[i]!.options}` : lines[i]!.name }),
      },
      { key: "part", title: words.partNumber, width: 130, align: "start", cell: (i) => ({ text: lines[i]!.partNumber, ltr: true }) },
      { key: "qty", title: words.quantity, width: 0, align: "end", cell: (i) => ({ text: String(lines[i]!.quantity), ltr: true }) },
    ];
    columns.at(-1)!.width = page.width - columns.slice(0, -1).reduce((sum, column) => sum + column.width, 0);
    table(page, y, columns, lines.length, newPage);
  });
}
