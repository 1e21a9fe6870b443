import { describe, expect, it } from "vitest";

import { InvalidInputError, ServiceUnavailableError } from "../../../domain/errors.ts";
import { TooManyPixelsError } from "../../../domain/photo-budget.ts";
import ar from "../../i18n/locales/ar/info.json";
import en from "../../i18n/locales/en/info.json";
import ru from "../../i18n/locales/ru/info.json";
import { translatorFor } from "../../i18n/translator.ts";
import { buildRefusalOf, buildRefusalText } from "./build-refusal.ts";

const say = (error: unknown, locale: "en" | "ru" | "ar") => {
  const info = { en, ru, ar }[locale];
  return buildRefusalText(buildRefusalOf(error)!, translatorFor(locale, { info }).t, locale);
};

describe("a refused build's alert on /add-build", () => {
  it("names the photo's pixel budget in the page's language, with the page's decimal sign", () => {
    const error = new TooManyPixelsError("photo", 39_700_000);
    expect(say(error, "en")).toBe("This photo has more than 39.7 megapixels: send a smaller one.");
    expect(say(error, "ru")).toBe("В этой фотографии больше 39,7 мегапикселей: отправьте фотографию поменьше.");
    expect(say(error, "ar")).toContain("ميغابكسل");
    expect(say(error, "ar")).toContain(new Intl.NumberFormat("ar").format(39.7));
  });

  it("names the build's pixel budget in the page's language", () => {
    const error = new TooManyPixelsError("build", 150_000_000);
    expect(say(error, "en")).toBe("The photos of a build add up to more than 150 megapixels: send fewer or smaller photos.");
    expect(say(error, "ru")).toContain("Фотографии проекта вместе больше 150 мегапикселей");
    expect(say(error, "ar")).toContain("مجموع دقة صور المشروع");
  });

  it("asks to send the build again in a minute when the photo queue is full", () => {
    const busy = new ServiceUnavailableError("We are preparing many photos just now: please send yours again in a minute.");
    expect(buildRefusalOf(busy)).toEqual({ refusal: "busy" });
    expect(say(busy, "en")).toBe("We cannot take your build just now: please send it again in a minute.");
    expect(say(busy, "ru")).toBe("Сейчас мы не можем принять проект: отправьте его ещё раз через минуту.");
  });

  it("gives other refusals in the service's words, and is no refusal for anything else", () => {
    expect(say(new InvalidInputError("Choose the vehicle from the list."), "ru")).toBe("Choose the vehicle from the list.");
    expect(buildRefusalOf(new Error("database down"))).toBeNull();
  });
});
