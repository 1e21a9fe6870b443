import { describe, expect, it } from "vitest";

import { pictureSources } from "./picture-sources.ts";

describe("a part picture's sources", () => {
  it("serves a seed drawing as WebP at each width, the nearest above the shown width as src", () => {
    expect(pictureSources("/media/seed/part/bull-bar/0/c2410c/7.svg", 320)).toEqual({
      src: "/media/seed/part/bull-bar/0/c2410c/7-320.webp",
      srcSet:
        "/media/seed/part/bull-bar/0/c2410c/7-320.webp 320w, /media/seed/part/bull-bar/0/c2410c/7-640.webp 640w, /media/seed/part/bull-bar/0/c2410c/7-960.webp 960w",
    });
    expect(pictureSources("/media/seed/part/bull-bar/0/c2410c/7.svg", 2000).src).toBe("/media/seed/part/bull-bar/0/c2410c/7-960.webp");
  });

  it("offers an uploaded photo at the widths kept under the one its page names", () => {
    const id = "AbCdEfGhIjKlMnOpQrStUv";
    expect(pictureSources(`/media/uploads/${id}-960.webp`, 320)).toEqual({
      src: `/media/uploads/${id}-480.webp`,
      srcSet: `/media/uploads/${id}-480.webp 480w, /media/uploads/${id}-960.webp 960w`,
    });
    // A photo narrower than 960 was kept at its own width too.
    expect(pictureSources(`/media/uploads/${id}-700.webp`, 960)).toEqual({
      src: `/media/uploads/${id}-700.webp`,
      srcSet: `/media/uploads/${id}-480.webp 480w, /media/uploads/${id}-700.webp 700w`,
    });
  });

  it("leaves any other address as it is", () => {
    for (const url of ["/media/seed/brand/dunecrest.svg", "https://cdn.example.com/bar.jpg", "/media/seed/part/../x.svg"]) {
      expect(pictureSources(url, 320)).toEqual({ src: url });
    }
  });
});
