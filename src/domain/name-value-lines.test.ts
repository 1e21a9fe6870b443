import { describe, expect, it } from "vitest";

import { readMakerCodes, readNameValueLines, readTags, writeMakerCodes, writeNameValueLines, writeTags } from "./name-value-lines.ts";

describe("name-value lines and tags, as the editor and the catalogue files read and write them", () => {
  it("splits a line at its first colon, skips blank lines, and reads an unnamed line as its value", () => {
    expect(readNameValueLines("Material: steel\r\n\n  Thread: M12: fine \n04465-0K240")).toEqual([
      { name: "Material", value: "steel" },
      { name: "Thread", value: "M12: fine" },
      { name: "", value: "04465-0K240" },
    ]);
  });

  it("reads back what it writes: specifications, makers' numbers (the maker may be left out) and tags", () => {
    const specs = [
      { name: "Material", value: "steel" },
      { name: "Finish", value: "powder coat" },
    ];
    expect(readNameValueLines(writeNameValueLines(specs))).toEqual(specs);
    const codes = [
      { maker: "Toyota", code: "04465-0K240" },
      { maker: "", code: "BB-200" },
    ];
    expect(writeMakerCodes(codes)).toBe("Toyota: 04465-0K240\nBB-200");
    expect(readMakerCodes(writeMakerCodes(codes))).toEqual(codes);
    expect(readTags(" steel, winch,,steel ")).toEqual(["steel", "winch"]);
    expect(readTags(writeTags(["steel", "winch"]))).toEqual(["steel", "winch"]);
  });
});
