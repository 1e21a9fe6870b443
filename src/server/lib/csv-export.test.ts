import { buffer } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { csvFile, neutraliseFormula } from "./csv-export.ts";

const BOM = "\uFEFF";
const text = async (rows: Parameters<typeof csvFile>[0]) => (await buffer(csvFile(rows))).toString("utf8");

describe("the shop's CSV writer", () => {
  it("writes a UTF-8 BOM first and ends every record in CRLF", async () => {
    const bytes = await buffer(
      csvFile([
        ["sku", "title"],
        ["BB-1", "Bull bar"],
      ]),
    );
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString("utf8")).toBe(`${BOM}sku,title\r\nBB-1,Bull bar\r\n`);
  });

  it("quotes a cell holding a line break, a comma or a quote, and no other", async () => {
    expect(await text([["a\nb", "c,d", 'say "hi"', "plain"]])).toBe(`${BOM}"a\nb","c,d","say ""hi""",plain\r\n`);
  });

  it("writes every cell a spreadsheet would run as a formula after an apostrophe", async () => {
    const cells = ["=SUM(A1)", "+1", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tTab", "\rReturn"];
    const written = await text([cells]);
    expect(written).toBe(`${BOM}'=SUM(A1),'+1,'-2+3+cmd|' /C calc'!A0,'@SUM(A1),'\tTab,"'\rReturn"\r\n`);
  });

  it("escapes a cell that already starts with the escape, so the import's apostrophe comes off once", () => {
    expect(neutraliseFormula("'=A1")).toBe("''=A1");
    expect(neutraliseFormula("'")).toBe("''");
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula("lift kit - 2 inch")).toBe("lift kit - 2 inch");
  });

  it("streams rows as an async source gives them", async () => {
    async function* rows() {
      yield ["email"];
      yield ["+listed@example.com"];
    }
    expect(await text(rows())).toBe(`${BOM}email\r\n'+listed@example.com\r\n`);
  });

  it("fails the file when its rows fail", async () => {
    async function* rows(): AsyncGenerator<string[]> {
      yield ["email"];
      throw new Error("database gone");
    }
    await expect(text(rows())).rejects.toThrow("database gone");
  });
});
