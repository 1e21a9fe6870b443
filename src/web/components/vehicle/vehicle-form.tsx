import { type FormEvent, useEffect, useId, useReducer, useState } from "react";

import type { Vehicle } from "../../../domain/schemas/vehicle.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { vehicleApi } from "./vehicle-api.ts";
import {
  chosenVehicle,
  enginesToOptions,
  initialVehicleFormState,
  type Level,
  type LevelQuery,
  LEVELS,
  namesToOptions,
  pendingQuery,
  type VehicleFormAction,
  vehicleFormReducer,
} from "./vehicle-form-state.ts";
import { VinLookup } from "./vin-lookup.tsx";

const PLACEHOLDER_KEY = { year: "selectYear", make: "selectMake", model: "selectModel", engine: "selectEngine" } as const;

/** Fetches one level's options (spec §4: lazily, only once the level before has a value). */
async function loadLevel(query: LevelQuery, signal: AbortSignal): Promise<VehicleFormAction> {
  const { year = 0, make = "", model = "" } = query;
  switch (query.level) {
    case "year":
      return { type: "loaded", query, options: namesToOptions(await vehicleApi.years(signal)) };
    case "make":
      return { type: "loaded", query, options: namesToOptions(await vehicleApi.makes(year, signal)) };
    case "model":
      return { type: "loaded", query, options: namesToOptions(await vehicleApi.models(year, make, signal)) };
    case "engine": {
      const vehicles = await vehicleApi.vehicles(year, make, model, signal);
      return { type: "loaded", query, options: enginesToOptions(vehicles), vehicles };
    }
  }
}

/**
 * spec §2 "Vehicle form": year, make, model and engine selects, or a VIN text box. `onVehicleChange`
 * hears every choice (spec §4: none reports no vehicle, the final choice reports the vehicle); Add
 * is enabled only once a vehicle is fully chosen (spec §5). The last way used wins: a vehicle taken
 * from the VIN clears the selects, and a choice in the selects clears the VIN box.
 */
export function VehicleForm({
  onAdd,
  onVehicleChange,
}: {
  onAdd(vehicle: Vehicle): void;
  onVehicleChange?(vehicle: Vehicle | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, dispatch] = useReducer(vehicleFormReducer, initialVehicleFormState);
  const [vinText, setVinText] = useState("");
  const [vinVehicle, setVinVehicle] = useState<Vehicle | null>(null);
  const vehicle = vinVehicle ?? chosenVehicle(state);

  // One level loads at a time; a newer choice aborts the request of an older one.
  const pending = pendingQuery(state);
  const pendingKey = pending ? JSON.stringify(pending) : null;
  useEffect(() => {
    if (pendingKey === null) return;
    const query = JSON.parse(pendingKey) as LevelQuery;
    const controller = new AbortController();
    loadLevel(query, controller.signal).then(dispatch, () => {
      if (!controller.signal.aborted) dispatch({ type: "failed", query });
    });
    return () => controller.abort();
  }, [pendingKey]);

  const choose = (level: Level, value: string) => {
    const action: VehicleFormAction = { type: "choose", level, value };
    dispatch(action);
    setVinText("");
    setVinVehicle(null);
    onVehicleChange?.(chosenVehicle(vehicleFormReducer(state, action)));
  };

  const changeVin = (text: string) => {
    setVinText(text);
    if (vinVehicle) {
      setVinVehicle(null);
      onVehicleChange?.(chosenVehicle(state));
    }
  };

  const chooseByVin = (found: Vehicle) => {
    setVinVehicle(found);
    if (state.levels.year.value !== "") dispatch({ type: "choose", level: "year", value: "" });
    onVehicleChange?.(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (vehicle) onAdd(vehicle);
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      {LEVELS.map((level) => {
        const { status, options, value } = state.levels[level];
        const selectId = `${id}-${level}`;
        const errorId = `${selectId}-error`;
        return (
          <div key={level} className="grid gap-1">
            <label htmlFor={selectId} className={`text-sm font-semibold ${status === "disabled" ? "text-slate-500" : "text-slate-800"}`}>
              {t(`vehicle.form.${level}`)}
            </label>
            <div className="relative">
              <select
                id={selectId}
                value={value}
                disabled={status !== "ready"}
                aria-busy={status === "loading"}
                aria-invalid={status === "failed" || undefined}
                aria-describedby={status === "failed" ? errorId : undefined}
                onChange={(event) => choose(level, event.currentTarget.value)}
                className="block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-9 text-sm text-slate-900 shadow-sm hover:border-slate-400 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500"
              >
                <option value="">{status === "loading" ? t("vehicle.form.loading") : t(`vehicle.form.${PLACEHOLDER_KEY[level]}`)}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <span aria-hidden className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-slate-500">
                {status === "loading" ? (
                  <svg viewBox="0 0 24 24" className="h-4 w-4 animate-spin fill-none stroke-current stroke-[3]">
                    <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
                  </svg>
                ) : (
                  <SpriteIcon name="caret-down" className="h-4 w-4 fill-current" />
                )}
              </span>
            </div>
            {status === "failed" ? (
              <p id={errorId} role="alert" className="flex flex-wrap items-center gap-x-2 text-sm text-red-700">
                {t("vehicle.form.failed")}
                <button
                  type="button"
                  onClick={() => dispatch({ type: "retry", level })}
                  className="font-semibold underline underline-offset-2 hover:text-red-900"
                >
                  {t("vehicle.form.retry")}
                </button>
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t("vehicle.vin.or")}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <VinLookup text={vinText} onTextChange={changeVin} chosenId={vinVehicle?.id ?? null} onChoose={chooseByVin} />
      {vehicle ? null : <p className="text-xs text-slate-600">{t("vehicle.form.incomplete")}</p>}
      <button
        type="submit"
        disabled={!vehicle}
        className="mt-1 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        {t("vehicle.form.add")}
      </button>
    </form>
  );
}
