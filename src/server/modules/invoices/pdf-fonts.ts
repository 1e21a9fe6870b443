// The fonts embedded in every document (decision 041): Noto Sans for Latin and Cyrillic, Noto Sans
// Arabic for Arabic, as TrueType files from npm packages, so a fresh install draws the same
// documents as any other. Read once per process; pdfkit embeds only the glyphs a document uses.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type DocumentDirection = "ltr" | "rtl";
export type FontFace = "sans-regular" | "sans-bold" | "arabic-regular" | "arabic-bold";

const FILES: Record<FontFace, string> = {
  "sans-regular": "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "sans-bold": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "arabic-regular": "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
  "arabic-bold": "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
};

const require = createRequire(import.meta.url);
const loaded = new Map<FontFace, Buffer>();

export function fontFileOf(face: FontFace): { name: FontFace; path: string } {
  return { name: face, path: FILES[face] };
}

/** Registers the four faces on a document under their names. */
export function registerFonts(doc: { registerFont(name: string, src: Buffer): unknown }): void {
  for (const face of Object.keys(FILES) as FontFace[]) {
    let bytes = loaded.get(face);
    if (!bytes) {
      bytes = readFileSync(require.resolve(FILES[face]));
      loaded.set(face, bytes);
    }
    doc.registerFont(face, bytes);
  }
}
