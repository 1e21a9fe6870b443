// Text on a PDF page in any of the shop's scripts. pdfkit draws what it is given left to right, and
// fontkit shapes Arabic (joined letter forms, ligatures) and lays a run of Arabic out right to
// left; what neither does is the Unicode bidirectional algorithm across a line that mixes Arabic
// with numbers and Latin part numbers. So a line is cut here into runs by bidi-js's levels and by
// font, the runs put in visual order (rule L2), and each drawn where it falls.
import bidiFactory from "bidi-js";

import type { DocumentDirection } from "./pdf-fonts.ts";
import { type FontFace, fontFileOf } from "./pdf-fonts.ts";

const bidi = bidiFactory();

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Marks that steer the algorithm (isolates around a number, LRM, RLM, ALM): they count, and are not drawn. */
const DIRECTION_MARK = /[\u061C\u200E\u200F\u2066-\u2069]/;
const SPACE = /\s/;

/** What pdfkit's document offers the writer: the few calls it makes. */
export interface PdfPage {
  font(name: string): PdfPage;
  fontSize(size: number): PdfPage;
  fillColor(color: string): PdfPage;
  widthOfString(text: string, options?: { features?: string[] }): number;
  text(text: string, x: number, y: number, options?: { lineBreak?: boolean; features?: string[]; baseline?: "alphabetic" }): PdfPage;
}

interface Run {
  text: string;
  level: number;
  arabic: boolean;
}

/**
 * An Arabic run is laid out whole (pdfkit cuts a run at spaces unless features are named, an empty
 * list included, and the words of a right-to-left run would come out in logical order); other
 * runs are cut at spaces and each word's layout is kept by pdfkit.
 */
const featuresOf = (run: Run): { features?: string[] } => (run.arabic ? { features: [] } : {});

const STRONG = /[\p{L}\p{M}]/u;

/** A line's own base direction (Unicode's first strong character, as an FSI isolate reads it): left to right when it has none. */
export function directionOfLine(line: string): DocumentDirection {
  for (const char of line) {
    if (ARABIC_LETTER.test(char)) return "rtl";
    if (STRONG.test(char)) return "ltr";
  }
  return "ltr";
}

/**
 * The runs of one line in the order they are drawn, left to right. A run of Arabic letters stays
 * in logical order (fontkit lays it out right to left); any other right-to-left run (a colon, a
 * bracket between Arabic words) is reversed here, its brackets mirrored.
 */
export function visualRuns(line: string, direction: DocumentDirection): Run[] {
  if (line === "") return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: Run[] = [];
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (DIRECTION_MARK.test(char)) continue;
    const level = levels[i]!;
    const last = runs.at(-1);
    // A space between Arabic words stays in their run (and so in their font): fontkit lays the
    // words out together.
    const arabic = ARABIC_LETTER.test(char) || (SPACE.test(char) && last?.arabic === true && last.level === level);
    if (last && last.level === level && last.arabic === arabic) last.text += char;
    else runs.push({ text: char, level, arabic });
  }
  if (runs.length === 0) return [];
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && !run.arabic
      ? {
          ...run,
          text: [...run.text]
            .reverse()
            .map((char) => bidi.getMirroredCharacter(char) ?? char)
            .join(""),
        }
      : run,
  );
}

export type Align = "start" | "end" | "center";

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /**
   * The line's base direction; by default its first strong letter's, so a Latin address line or a
   * phone number reads left to right in an Arabic document, and an Arabic sentence right to left.
   */
  direction?: DocumentDirection;
}

/**
 * Writes lines in the document's direction: x is measured from the start edge of the content box
 * (the left in English, the right in Arabic), so one layout serves both.
 */
export class PdfWriter {
  readonly doc: PdfPage;
  readonly direction: DocumentDirection;
  readonly left: number;
  readonly right: number;

  constructor(doc: PdfPage, direction: DocumentDirection, box: { left: number; right: number }) {
    this.doc = doc;
    this.direction = direction;
    this.left = box.left;
    this.right = box.right;
  }

  get width(): number {
    return this.right - this.left;
  }

  private face(arabic: boolean, style: TextStyle): string {
    const face: FontFace = `${arabic ? "arabic" : "sans"}-${style.bold ? "bold" : "regular"}`;
    return fontFileOf(face).name;
  }

  /** How wide a line is drawn. */
  measure(line: string, style: TextStyle): number {
    let width = 0;
    for (const run of visualRuns(line, style.direction ?? directionOfLine(line))) {
      width += this.doc.font(this.face(run.arabic, style)).fontSize(style.size).widthOfString(run.text, featuresOf(run));
    }
    return width;
  }

  /** Cuts a text into lines no wider than `width`, at spaces (a word longer than the line stands alone). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const tried = line ? `${line} ${word}` : word;
        if (line && this.measure(tried, style) > width) {
          lines.push(line);
          line = word;
        } else line = tried;
      }
      lines.push(line);
    }
    return lines;
  }

  /** The page's x of a box that starts `x` from the start edge and is `width` wide. */
  boxLeft(x: number, width: number): number {
    return this.direction === "rtl" ? this.right - x - width : this.left + x;
  }

  /** One line in a box, aligned to its start, end or centre; never wrapped. */
  line(text: string, at: { x: number; y: number; width: number; align?: Align }, style: TextStyle): void {
    const runs = visualRuns(text, style.direction ?? directionOfLine(text));
    const widths = runs.map((run) =>
      this.doc.font(this.face(run.arabic, style)).fontSize(style.size).widthOfString(run.text, featuresOf(run)),
    );
    const total = widths.reduce((sum, width) => sum + width, 0);
    const boxLeft = this.boxLeft(at.x, at.width);
    const align = at.align ?? "start";
    const startsLeft = (align === "start") === (this.direction === "ltr");
    let x = align === "center" ? boxLeft + (at.width - total) / 2 : startsLeft ? boxLeft : boxLeft + at.width - total;
    this.doc.fillColor(style.color ?? "#111111");
    runs.forEach((run, i) => {
      this.doc
        .font(this.face(run.arabic, style))
        .fontSize(style.size)
        .text(run.text, x, at.y + style.size * BASELINE, { lineBreak: false, baseline: "alphabetic", ...featuresOf(run) });
      x += widths[i]!;
    });
  }

  /** A wrapped text in a box; the height it took. */
  block(text: string, at: { x: number; y: number; width: number; align?: Align }, style: TextStyle): number {
    // Each paragraph keeps its own direction on every line it wraps onto: an Arabic name whose
    // second line starts with a Latin word still reads right to left.
    const height = lineHeight(style.size);
    let row = 0;
    for (const paragraph of text.split("\n")) {
      const direction = style.direction ?? directionOfLine(paragraph);
      for (const line of this.wrap(paragraph, at.width, { ...style, direction })) {
        this.line(line, { ...at, y: at.y + row * height }, { ...style, direction });
        row += 1;
      }
    }
    return row * height;
  }
}

export const lineHeight = (size: number) => size * 1.35;

/** Where the baseline falls below a line's top, as a share of the size: the same for every font, so Arabic and Latin runs of a line sit on one baseline. */
const BASELINE = 1.05;
