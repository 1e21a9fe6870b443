import { type CSSProperties, type RefObject, useEffect } from "react";
import { Link } from "react-router";

import type { GarageVehicle } from "../../../domain/garage.ts";
import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useCodeWhen } from "../../lib/use-code-when.ts";
import { VehicleRadioList } from "./vehicle-radio-list.tsx";
import { CrossIcon } from "./vehicle-text.tsx";

// The add-a-vehicle form with its VIN lookup (5 KB of script) comes when the shopper reaches for
// the picker, before its panel is asked for.
const loadVehicleForm = () => import("./vehicle-form.tsx");
export const preloadVehicleForm = () => void loadVehicleForm();

export type Panel = "list" | "form";

/** spec §2 "Vehicle picker": the open dropdown, the garage's list or the vehicle form (vehicle-picker.tsx). */
export function VehiclePickerPanel(props: {
  panelId: string;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  style: CSSProperties | undefined;
  panel: Panel;
  /** Bumped to move focus to the heading when the content changed under the focus. */
  focusRequest: number;
  items: GarageVehicle[];
  currentId: number | null;
  onChoose(id: number): void;
  onRemove(id: number): void;
  onAdd(vehicle: GarageVehicle): void;
  onPanel(panel: Panel): void;
  onShop(): void;
}) {
  const { t } = useTranslation();
  const { panel, items, headingId, headingRef, focusRequest } = props;
  const VehicleForm = useCodeWhen(loadVehicleForm, panel === "form")?.VehicleForm;

  // On opening and on switching panels, focus goes to the panel's heading: the next Tab reaches its first control.
  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef, panel, focusRequest]);

  return (
    <div
      id={props.panelId}
      role="dialog"
      aria-labelledby={headingId}
      style={props.style}
      className="fixed z-50 overflow-y-auto border-y border-slate-200 bg-white p-4 text-start text-slate-900 shadow-xl sm:rounded-xl sm:border"
    >
      {panel === "list" ? (
        <GarageList
          headingId={headingId}
          headingRef={headingRef}
          items={items}
          currentId={props.currentId}
          onChoose={props.onChoose}
          onRemove={props.onRemove}
          onAdd={() => props.onPanel("form")}
          onShop={props.onShop}
        />
      ) : (
        <section>
          <div className="mb-3 flex items-center gap-2">
            {items.length > 0 ? (
              <button
                type="button"
                onClick={() => props.onPanel("list")}
                aria-label={t("vehicle.picker.backToList")}
                className="-ms-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 fill-current rtl:-scale-x-100">
                  <path d="M12.5 4.5 7 10l5.5 5.5-1 1L5 10l6.5-6.5z" />
                </svg>
              </button>
            ) : null}
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-bold focus:outline-none">
              {t("vehicle.picker.addVehicle")}
            </h2>
          </div>
          {items.length === 0 ? <p className="mb-3 text-sm text-slate-600">{t("vehicle.picker.intro")}</p> : null}
          {VehicleForm ? <VehicleForm onAdd={props.onAdd} /> : <div className="min-h-40" aria-busy="true" />}
        </section>
      )}
    </div>
  );
}

function GarageList(props: {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  items: GarageVehicle[];
  currentId: number | null;
  onChoose(id: number): void;
  onRemove(id: number): void;
  onAdd(): void;
  onShop(): void;
}) {
  const { t } = useTranslation();
  const { items, currentId } = props;
  return (
    <section>
      <h2 id={props.headingId} ref={props.headingRef} tabIndex={-1} className="mb-3 text-base font-bold focus:outline-none">
        {t("vehicle.picker.myVehicles")}
      </h2>
      <VehicleRadioList
        items={items}
        currentId={currentId}
        onChoose={props.onChoose}
        legend={t("vehicle.picker.current")}
        legendClassName="sr-only"
        size="compact"
        actions={(vehicle) => (
          <button
            type="button"
            onClick={() => props.onRemove(vehicle.id)}
            aria-label={t("vehicle.picker.remove", { vehicle: vehicleLabel(vehicle) })}
            className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <CrossIcon />
          </button>
        )}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={props.onAdd}
          className="flex-1 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50"
        >
          {t("vehicle.picker.addVehicle")}
        </button>
        {currentId !== null ? (
          <Link
            to={`/shop?filter_vehicle=${currentId}`}
            onClick={props.onShop}
            className="flex-1 whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("vehicle.picker.shopFitting")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
