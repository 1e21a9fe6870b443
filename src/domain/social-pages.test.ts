import { describe, expect, it } from "vitest";

import { socialPageProblem } from "./social-pages.ts";

describe("the shop's own page on a social network", () => {
  it("is an https address on the network, under www., m. or the bare host", () => {
    expect(socialPageProblem("facebook", "https://www.facebook.com/overland.parts")).toBeNull();
    expect(socialPageProblem("facebook", "https://m.facebook.com/overland.parts")).toBeNull();
    expect(socialPageProblem("instagram", "https://instagram.com/overland")).toBeNull();
    expect(socialPageProblem("youtube", "https://www.youtube.com/@overland")).toBeNull();
    expect(socialPageProblem("x", "https://x.com/overland")).toBeNull();
    expect(socialPageProblem("x", "https://twitter.com/overland")).toBeNull();
  });

  it("is never the network's front page", () => {
    for (const front of ["https://www.facebook.com/", "https://www.facebook.com", "https://x.com//"]) {
      const network = front.includes("x.com") ? "x" : "facebook";
      expect(socialPageProblem(network, front)).toBe("must be the shop's own page, not the network's front page");
    }
  });

  it("is refused over http, on another host, or when it is no address", () => {
    expect(socialPageProblem("facebook", "http://www.facebook.com/overland")).toBe("must be an https:// URL");
    expect(socialPageProblem("facebook", "javascript:alert(1)")).toBe("must be an https:// URL");
    expect(socialPageProblem("facebook", "facebook.com/overland")).toBe("must be an https:// URL");
    expect(socialPageProblem("facebook", "https://facebook.com.evil.example/overland")).toBe("must be a page on facebook.com or fb.com");
    expect(socialPageProblem("instagram", "https://www.facebook.com/overland")).toBe("must be a page on instagram.com");
    expect(socialPageProblem("x", "https://notx.com/overland")).toBe("must be a page on x.com or twitter.com");
  });
});
