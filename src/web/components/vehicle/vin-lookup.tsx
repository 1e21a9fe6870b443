import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";

import type { Vehicle } from "../../../domain/schemas/vehicle.ts";
import { normalizeVin, VIN_LENGTH } from "../../../domain/vin.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { VIN_DEBOUNCE_MS } from "../../lib/ui-constants.ts";
import { vehicleApi } from "./vehicle-api.ts";
import { TextWithVehicle } from "./vehicle-text.tsx";
import { foundVehicleName, lookupAnswered, notFoundReason, vinChoiceLabel, type VinLookupState, vinToLookUp } from "./vin-lookup-state.ts";

const IDLE: VinLookupState = { status: "idle" };

/**
 * spec §2: the VIN text box, the other way to name a vehicle. spec §4: the lookup starts 350 ms
 * after the typing stops, and a change of text cancels a lookup still under way. spec §8: an alert
 * names the vehicle found (a choice when several engines match), or says "unable to find vehicle
 * by VIN" and why. `onChoose` hears the vehicle the shopper takes (one found is taken at once).
 */
export function VinLookup({
  text,
  onTextChange,
  chosenId,
  onChoose,
}: {
  text: string;
  onTextChange(text: string): void;
  chosenId: number | null;
  onChoose(vehicle: Vehicle): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [lookup, setLookup] = useState<VinLookupState>(IDLE);
  const [attempt, setAttempt] = useState(0);
  // The lookup below outlives renders; it reports to the latest handler.
  const onChooseRef = useRef(onChoose);
  useEffect(() => {
    onChooseRef.current = onChoose;
  });

  useEffect(() => {
    const asked = vinToLookUp(text, new Date().getFullYear());
    if (asked.kind === "none") return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      if (asked.kind === "invalid") {
        setLookup({ status: "invalid", problem: asked.problem });
        return;
      }
      setLookup({ status: "searching", vin: asked.vin });
      vehicleApi.byVin(asked.vin, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setLookup(lookupAnswered(result));
          if (result.vehicles.length === 1) onChooseRef.current(result.vehicles[0]!);
        },
        () => {
          if (!controller.signal.aborted) setLookup({ status: "failed", vin: asked.vin });
        },
      );
    }, VIN_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, attempt]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // The old answer goes at once: it no longer describes the text.
    setLookup(IDLE);
    onTextChange(event.currentTarget.value);
  };

  // The form empties the box when the selects are used: nothing of an old lookup stays.
  const shown = normalizeVin(text) === "" ? IDLE : lookup;
  const inputId = `${id}-vin`;
  const hintId = `${id}-hint`;
  const alertId = `${id}-alert`;
  const answered = shown.status === "found" || shown.status === "not-found" || shown.status === "invalid" || shown.status === "failed";

  return (
    <div className="grid gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {t("vehicle.vin.label")}
      </label>
      <input
        id={inputId}
        type="text"
        value={text}
        onChange={change}
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={VIN_LENGTH * 2}
        placeholder={t("vehicle.vin.placeholder")}
        aria-describedby={answered ? `${hintId} ${alertId}` : hintId}
        aria-invalid={shown.status === "invalid" || undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm tracking-wider text-slate-900 uppercase shadow-sm placeholder:font-sans placeholder:tracking-normal placeholder:normal-case placeholder:text-slate-400 hover:border-slate-400"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t("vehicle.vin.hint")}
      </p>

      {shown.status === "searching" ? (
        <p role="status" className="text-sm text-slate-600">
          {t("vehicle.vin.searching")}
        </p>
      ) : null}

      {shown.status === "found" ? (
        <>
          <div id={alertId} role="alert" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <p className="font-semibold">
              <TextWithVehicle
                translate={(vehicle) => t("vehicle.vin.found", { vehicle })}
                vehicle={foundVehicleName(shown.result.vehicles)}
              />
            </p>
            {shown.result.vehicles.length > 1 ? <p>{t("vehicle.vin.chooseOne")}</p> : null}
          </div>
          {shown.result.vehicles.length > 1 ? (
            <fieldset className="grid gap-1.5">
              <legend className="sr-only">{t("vehicle.vin.chooseOne")}</legend>
              {shown.result.vehicles.map((vehicle) => {
                const radioId = `${id}-${vehicle.id}`;
                const checked = vehicle.id === chosenId;
                return (
                  <div
                    key={vehicle.id}
                    className={`flex items-center gap-3 rounded-lg border px-3 py-2 ${checked ? "border-brand-500 bg-brand-50" : "border-slate-200 hover:border-slate-300"}`}
                  >
                    <input
                      id={radioId}
                      type="radio"
                      name={`${id}-choice`}
                      checked={checked}
                      onChange={() => onChoose(vehicle)}
                      className="h-4 w-4 shrink-0 accent-brand-600"
                    />
                    <label htmlFor={radioId} className="min-w-0 flex-1 cursor-pointer text-sm">
                      <bdi>{vinChoiceLabel(vehicle, shown.result.vehicles)}</bdi>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
        </>
      ) : null}

      {shown.status === "invalid" || shown.status === "not-found" ? <NotFound id={alertId} reason={notFoundReason(shown)} /> : null}

      {shown.status === "failed" ? (
        <p
          id={alertId}
          role="alert"
          className="flex flex-wrap items-center gap-x-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {t("vehicle.vin.failed")}
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="font-semibold underline underline-offset-2 hover:text-red-900"
          >
            {t("vehicle.form.retry")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function NotFound({ id, reason }: { id: string; reason: ReturnType<typeof notFoundReason> }) {
  const { t } = useTranslation();
  return (
    <div id={id} role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{t("vehicle.vin.notFound")}</p>
      <p>{t(reason.key, reason.values ?? {})}</p>
    </div>
  );
}
