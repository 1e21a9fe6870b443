// What the author of a build hears from staff, in the language they last used the shop in.
import { directionOf, type Locale } from "../../../domain/locales.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";

const isolate = (text: string) => `\u2068${text}\u2069`;

const TEXTS: Record<
  Locale,
  { hello: (name: string) => string; subject: (title: string) => string; lead: string; reason: string; after: string }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    subject: (title) => `Your build "${title}" was not published`,
    lead: "Thank you for sending us your build. Our staff read it and could not publish it as it is.",
    reason: "Why",
    after: "You are welcome to send it again with the changes from Add My Build.",
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    subject: (title) => `Ваш проект «${title}» не опубликован`,
    lead: "Спасибо, что прислали свой проект. Мы его прочитали, но опубликовать в таком виде не можем.",
    reason: "Причина",
    after: "Исправьте, пожалуйста, и отправьте снова через «Добавить свой проект».",
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    subject: (title) => `لم يُنشر مشروعك «${title}»`,
    lead: "شكرًا لإرسال مشروعك. قرأه فريقنا ولم يتمكن من نشره بصيغته الحالية.",
    reason: "السبب",
    after: "يسعدنا أن ترسله مجددًا بعد التعديل من صفحة «أضف مشروعك».",
  },
};

export function buildRejectedMail(
  author: { email: string; name: string; locale: Locale },
  build: { id: number; title: string },
  reason: string,
  dedupeKey: string,
): OutgoingMail {
  const texts = TEXTS[author.locale];
  const lines = [texts.hello(isolate(author.name)), texts.lead, `${texts.reason}: ${reason}`, texts.after, "Overland"];
  return {
    dedupeKey,
    to: author.email,
    subject: texts.subject(isolate(build.title)),
    text: lines.join("\n\n"),
    html: `<!doctype html><html lang="${author.locale}" dir="${directionOf(author.locale)}"><body>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("\n")}</body></html>`,
  };
}
