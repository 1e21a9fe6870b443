// A PDF's text as a reader would copy it, for tests of the documents the shop draws (pdf.js, the
// same reader Firefox uses): each text item in drawing order, a new line where the reader ends one.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(""));
  }
  await loading.destroy();
  return pages.join("\n");
}
