import { useEffect, useId, useState } from "react";

import type { LocalizedText } from "../../../domain/locales.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useText } from "../../lib/use-preferences.ts";
import { type SearchResponse, SUGGESTIONS_TIMEOUT_MS, suggestionsOf, suggestionsUrl, wantsSuggestions } from "../header/search-rules.ts";

interface Chosen {
  id: number;
  name: LocalizedText;
  partNumber: string;
}

/**
 * The parts on a build, found by name or part number in the catalogue (the header search's own
 * suggestions, narrowed to the build's vehicle) and sent as partIds. Needs the browser; without
 * it the build is sent without parts.
 */
export function PartsPicker({ vehicleId, max }: { vehicleId: number | null; max: number }) {
  const { t } = useTranslation();
  const text = useText();
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Chosen[]>([]);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  useEffect(() => {
    if (!wantsSuggestions(query)) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(suggestionsUrl(query, locale, vehicleId), {
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(SUGGESTIONS_TIMEOUT_MS)]),
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchResponse>) : null))
        .then((body) => {
          if (!body) return;
          setFound(
            suggestionsOf(body).flatMap((s) =>
              s.kind === "product" ? [{ id: Number(s.id.replace("product-", "")), name: s.name, partNumber: s.partNumber }] : [],
            ),
          );
        })
        .catch(() => setFound([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale, vehicleId]);

  const add = (part: Chosen) => {
    if (chosen.length >= max || chosen.some((c) => c.id === part.id)) return;
    setChosen([...chosen, part]);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t("info.builds.form.parts")}</legend>
      <p className="text-sm text-slate-600">{t("info.builds.form.partsHelp", { max })}</p>
      {chosen.length > 0 ? (
        <ul className="space-y-2">
          {chosen.map((part) => (
            <li
              key={part.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
            >
              <input type="hidden" name="partIds" value={part.id} />
              <span>
                {text(part.name)} · <bdi className="font-mono text-xs">{part.partNumber}</bdi>
              </span>
              <button
                type="button"
                onClick={() => setChosen(chosen.filter((c) => c.id !== part.id))}
                className="font-semibold text-red-700 hover:underline"
              >
                {t("info.builds.form.removePart")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t("info.builds.form.findPart")}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        disabled={!live}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t("info.builds.form.findPart")}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
      />
      {found.length > 0 ? (
        <ul aria-label={t("info.builds.form.found")} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {found.map((part) => (
            <li key={part.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                {text(part.name)} · <bdi className="font-mono text-xs">{part.partNumber}</bdi>
              </span>
              <button
                type="button"
                onClick={() => add(part)}
                className="shrink-0 rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50"
              >
                {t("info.builds.form.addPart")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
