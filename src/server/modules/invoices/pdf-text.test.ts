import { describe, expect, it } from "vitest";

import { directionOfLine, visualRuns } from "./pdf-text.ts";

const drawn = (line: string, direction: "ltr" | "rtl" = directionOfLine(line)) => visualRuns(line, direction).map((run) => run.text);

describe("a line in visual order (the Unicode bidirectional algorithm, rule L2)", () => {
  it("leaves an English line as it is, in one run", () => {
    expect(drawn("Credits invoice 2026-000001.")).toEqual(["Credits invoice 2026-000001."]);
  });

  it("draws an Arabic line from the right: Latin words and isolated numbers keep their own order, Arabic runs stay logical for the font to lay out", () => {
    expect(drawn("عن الفاتورة رقم \u20682026-000001\u2069.")).toEqual([".", "2026-000001", "عن الفاتورة رقم "]);
    expect(drawn("كونسول سقف من Bushveld Canvas لسيارة Jeep Wrangler TJ")).toEqual([
      "Jeep Wrangler TJ",
      "لسيارة ",
      " ",
      "Bushveld Canvas",
      "كونسول سقف من ",
    ]);
  });

  it("mirrors brackets and reverses punctuation that reads right to left", () => {
    // Drawn left to right "(طرد مع تتبع) الشحن": read from the right, the bracket opens before its words.
    expect(drawn("الشحن (طرد مع تتبع)")).toEqual(["(", "طرد مع تتبع", ")", "الشحن "]);
  });

  it("takes a line's direction from its first letter: a Latin address or a phone number reads left to right in an Arabic invoice", () => {
    expect(directionOfLine("Villa 12, Street 5")).toBe("ltr");
    expect(directionOfLine("+971 50 123 4567")).toBe("ltr");
    expect(directionOfLine("الرقم الضريبي: ABN 51 824 753 556")).toBe("rtl");
    expect(drawn("+971 50 123 4567")).toEqual(["+971 50 123 4567"]);
  });
});
