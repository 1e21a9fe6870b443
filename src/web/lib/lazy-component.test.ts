import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { lazyComponent } from "./lazy-component.tsx";

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement("b", null, `Hello, ${name}`);
const fallback = createElement("i", null, "coming");

describe("a component whose code comes on demand", () => {
  it("is rendered whole on the server once its code is here, with the props it is given", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting), { fallback });
    await Lazy.load();
    const html = renderToString(createElement(Lazy, { name: "Ana" }));
    expect(html).toContain("<b>Hello, Ana</b>");
    expect(html).not.toContain("coming");
  });

  it("shows its fallback while its code is on its way", () => {
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>(() => undefined), { fallback });
    const html = renderToString(createElement(Lazy, { name: "Ana" }));
    expect(html).toContain("<i>coming</i>");
    expect(html).not.toContain("Hello");
  });

  it("fetches its code once however often it is asked", async () => {
    const importer = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(importer);
    await Promise.all([Lazy.load(), Lazy.load(), Lazy.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("passes on a fetch that failed, without an unhandled rejection", async () => {
    const failure = new Error("chunk failed to load");
    const Lazy = lazyComponent(() => Promise.reject(failure));
    await expect(Lazy.load()).rejects.toBe(failure);
  });
});
