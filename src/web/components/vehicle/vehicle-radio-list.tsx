import { type ReactNode, useId } from "react";

import type { GarageVehicle } from "../../../domain/garage.ts";
import { vehicleShortLabel } from "../../../domain/schemas/vehicle-rules.ts";

interface VehicleRadioListProps {
  items: GarageVehicle[];
  currentId: number | null;
  onChoose(id: number): void;
  /** What the radios choose (the fieldset's legend). */
  legend: ReactNode;
  legendClassName: string;
  /** compact in the header's dropdown, roomy on the garage page. */
  size: "compact" | "roomy";
  /** Shown beside the current vehicle's name, for the eye (the checked radio says it already). */
  currentBadge?: string;
  /** The vehicle's own buttons and links (remove, shop). */
  actions(vehicle: GarageVehicle): ReactNode;
}

const STYLE = {
  compact: {
    list: "grid gap-2",
    item: "flex items-center gap-3 rounded-lg border px-3 py-2",
    current: "border-brand-500 bg-brand-50",
    other: "border-slate-200 hover:border-slate-300",
    radio: "h-4 w-4",
    name: "flex flex-wrap items-center gap-2 text-sm font-semibold",
    engine: "block text-xs text-slate-600",
  },
  roomy: {
    list: "grid gap-3",
    item: "flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border p-4",
    current: "border-brand-600 bg-brand-50",
    other: "border-slate-200",
    radio: "h-5 w-5",
    name: "flex flex-wrap items-center gap-2 font-semibold text-slate-900",
    engine: "block text-sm text-slate-600",
  },
} as const;

/** The garage as radios: choosing one makes it the current vehicle (spec §3 Garage.current). */
export function VehicleRadioList({
  items,
  currentId,
  onChoose,
  legend,
  legendClassName,
  size,
  currentBadge,
  actions,
}: VehicleRadioListProps) {
  const name = useId();
  const style = STYLE[size];
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <ul className={style.list}>
        {items.map((vehicle) => {
          const radioId = `${name}-${vehicle.id}`;
          const checked = vehicle.id === currentId;
          return (
            <li key={vehicle.id} className={`${style.item} ${checked ? style.current : style.other}`}>
              <input
                id={radioId}
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChoose(vehicle.id)}
                className={`${style.radio} shrink-0 accent-brand-600`}
              />
              <label htmlFor={radioId} className="min-w-0 flex-1 cursor-pointer">
                <span className={style.name}>
                  <bdi>{vehicleShortLabel(vehicle)}</bdi>
                  {checked && currentBadge ? (
                    <span aria-hidden="true" className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {currentBadge}
                    </span>
                  ) : null}
                </span>{" "}
                <span className={style.engine}>
                  <bdi>{vehicle.engine}</bdi>
                </span>
              </label>
              {actions(vehicle)}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
