// The widths a part's picture is kept at, and the `src` and `srcset` an <img> asks for: the
// browser picks the narrowest that fills the space it shows the picture in, on its screen.

/** The widths an uploaded photo is kept at (media/photo-store.ts); a narrower one also at its own width, never enlarged. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The widths the seed catalogue's drawn part pictures are served at as WebP (seed-media.ts). */
export const SEED_PICTURE_WIDTHS = [320, 640, 960] as const;

const SEED_PART = /^(\/media\/seed\/part\/[\w/-]+)\.svg$/;
const UPLOADED = /^(\/media\/uploads\/[\w-]{22})-([1-9]\d{0,3})\.webp$/;

export interface PictureSources {
  src: string;
  /** Absent for a picture kept at one width only. */
  srcSet?: string;
}

/** The served WebP of a seed part picture (its drawing's `.svg` path) at one of SEED_PICTURE_WIDTHS. */
export const seedPictureUrl = (svgPath: string, width: number): string => `${svgPath.replace(/\.svg$/, "")}-${width}.webp`;

/**
 * A part picture's sources; `src` is the width nearest above `shownWidth` (what a browser without
 * srcset, or a search engine, takes). A picture from elsewhere is its own address.
 */
export function pictureSources(url: string, shownWidth: number): PictureSources {
  const seed = SEED_PART.exec(url);
  if (seed) return sourcesOf(SEED_PICTURE_WIDTHS, (width) => seedPictureUrl(url, width), shownWidth);
  const uploaded = UPLOADED.exec(url);
  if (uploaded) {
    // The page's address names the widest the catalogue shows: the others under it exist too.
    const width = Number(uploaded[2]);
    const widths = [...PHOTO_WIDTHS.filter((w) => w < width), width];
    return sourcesOf(widths, (w) => `${uploaded[1]}-${w}.webp`, shownWidth);
  }
  return { src: url };
}

function sourcesOf(widths: readonly number[], urlAt: (width: number) => string, shownWidth: number): PictureSources {
  const src = urlAt(widths.find((width) => width >= shownWidth) ?? widths[widths.length - 1]!);
  return { src, srcSet: widths.map((width) => `${urlAt(width)} ${width}w`).join(", ") };
}
