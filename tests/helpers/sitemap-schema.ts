import { readFileSync } from "node:fs";

import { memoryPages, validateXML, type XMLFileInfo } from "xmllint-wasm";

// The sitemap protocol's schema as tests/fixtures/sitemap/ writes it down, checked by libxml2's
// xmllint (compiled to WebAssembly: no program to install).

const FOLDER = new URL("../fixtures/sitemap/", import.meta.url);
const fixture = (fileName: string): XMLFileInfo => ({ fileName, contents: readFileSync(new URL(fileName, FOLDER), "utf8") });
const SCHEMAS = { urlset: fixture("sitemap.xsd"), sitemapindex: fixture("siteindex.xsd") };
const INCLUDED = [fixture("sitemap-types.xsd"), fixture("xhtml-link.xsd")];

/** What the schema finds wrong with a sitemap file (`urlset`) or index (`sitemapindex`): nothing when valid. */
export async function sitemapSchemaErrors(xml: string, root: keyof typeof SCHEMAS): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: SCHEMAS[root],
    preload: INCLUDED,
    // A whole sitemap file is tens of megabytes at most; xmllint's default memory is 32 MiB.
    maxMemoryPages: 1024 * memoryPages.MiB,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
