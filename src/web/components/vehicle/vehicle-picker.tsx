import { lazy, type RefObject, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

import type { GarageVehicle } from "../../../domain/garage.ts";
import { vehicleLabel, vehicleShortLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { useCurrentVehicle } from "./use-current-vehicle.ts";
import { useGarage } from "./use-garage-sync.ts";
import { VehicleRadioList } from "./vehicle-radio-list.tsx";
import { CarIcon, CrossIcon } from "./vehicle-text.tsx";

// The add-a-vehicle form with its VIN lookup (5 KB of script) is drawn only in the open picker:
// its code comes when the shopper reaches for the picker.
const loadVehicleForm = () => import("./vehicle-form.tsx");
const VehicleForm = lazy(() => loadVehicleForm().then((module) => ({ default: module.VehicleForm })));
const preloadVehicleForm = () => void loadVehicleForm();

type Panel = "list" | "form";

/** Below this viewport width the dropdown spans the screen (Tailwind's sm). */
const PHONE_MAX_WIDTH = 640;
const DROPDOWN_WIDTH = 384;
const EDGE = 8;

interface Placement {
  top: number;
  left: number;
  width: number;
}

/**
 * Where the dropdown goes: under the button, its inline end aligned with the button's and kept on
 * screen; the full width of a phone. Fixed, so no header container can clip it.
 */
function placeUnder(button: HTMLElement): Placement {
  const rect = button.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth;
  if (viewport < PHONE_MAX_WIDTH) return { top: rect.bottom + 6, left: 0, width: viewport };
  const width = Math.min(DROPDOWN_WIDTH, viewport - 2 * EDGE);
  const rtl = getComputedStyle(button).direction === "rtl";
  const left = rtl ? rect.left : rect.right - width;
  return { top: rect.bottom + 8, left: Math.max(EDGE, Math.min(left, viewport - width - EDGE)), width };
}

/**
 * spec §2 "Vehicle picker": the header's button and dropdown with a list panel (the garage) and a
 * form panel (the vehicle form), the form forced while the garage is empty. spec §4: it toggles
 * and closes on an outside click; Escape closes it too and gives focus back to the button.
 */
export function VehiclePicker() {
  const { t } = useTranslation();
  const id = useId();
  // Kept on the server for a signed-in customer, in this browser for a guest.
  const { items, currentId, add: addVehicle, remove: removeVehicle, choose } = useGarage();
  const current = useCurrentVehicle();

  const [open, setOpen] = useState(false);
  const [chosenPanel, setChosenPanel] = useState<Panel>("list");
  // Bumped to move focus to the panel's heading when its content changed under the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // spec §2: the form panel is forced when there are no vehicles.
  const panel: Panel = items.length === 0 ? "form" : chosenPanel;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Outside click, focus moving elsewhere, and Escape close it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close]);

  // Keep the dropdown under its button while the page scrolls or the window resizes.
  useEffect(() => {
    if (!open || !buttonRef.current) return;
    const button = buttonRef.current;
    const update = () => setPlacement(placeUnder(button));
    // The button grows or shrinks when the current vehicle changes.
    const resized = new ResizeObserver(update);
    resized.observe(button);
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update);
    };
  }, [open]);

  // On opening and on switching panels, focus goes to the panel's heading: the next Tab reaches its first control.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open, panel, focusRequest]);

  const toggle = () => {
    if (!open) {
      setChosenPanel("list");
      if (buttonRef.current) setPlacement(placeUnder(buttonRef.current));
    }
    setOpen(!open);
  };

  const add = (vehicle: GarageVehicle) => {
    // Adding puts the vehicle in the garage and makes it the current one.
    addVehicle(vehicle);
    setChosenPanel("list");
    setFocusRequest((n) => n + 1);
  };

  const remove = (vehicleId: number) => {
    removeVehicle(vehicleId);
    setFocusRequest((n) => n + 1);
  };

  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const buttonText = current ? vehicleShortLabel(current) : t("vehicle.picker.select");

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={preloadVehicleForm}
        onFocus={preloadVehicleForm}
        className="relative flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg bg-current/10 px-2.5 text-start hover:bg-current/20 sm:justify-start sm:px-3"
      >
        <CarIcon />
        {current ? <span aria-hidden className="absolute end-1.5 top-1.5 h-2 w-2 rounded-full bg-brand-500 sm:hidden" /> : null}
        <span className="sr-only sm:not-sr-only sm:flex sm:min-w-0 sm:flex-col sm:leading-tight">
          <span className="text-[11px] font-medium opacity-75">{t("vehicle.picker.caption")} </span>
          <span className="block max-w-60 truncate text-sm font-semibold" title={current ? vehicleLabel(current) : undefined}>
            <bdi>{buttonText}</bdi>
          </span>
        </span>
        <SpriteIcon
          name="caret-down"
          className={`hidden h-4 w-4 shrink-0 fill-current opacity-75 transition-transform sm:block ${open ? "rotate-180" : ""}`}
        />
      </button>

      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          style={
            placement
              ? { top: placement.top, left: placement.left, width: placement.width, maxHeight: `calc(100dvh - ${placement.top + EDGE}px)` }
              : undefined
          }
          className="fixed z-50 overflow-y-auto border-y border-slate-200 bg-white p-4 text-start text-slate-900 shadow-xl sm:rounded-xl sm:border"
        >
          {panel === "list" ? (
            <GarageList
              headingId={headingId}
              headingRef={headingRef}
              items={items}
              currentId={currentId}
              onChoose={choose}
              onRemove={remove}
              onAdd={() => setChosenPanel("form")}
              onShop={() => close(false)}
            />
          ) : (
            <section>
              <div className="mb-3 flex items-center gap-2">
                {items.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => setChosenPanel("list")}
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
              <Suspense fallback={<div className="min-h-40" aria-busy="true" />}>
                <VehicleForm onAdd={add} />
              </Suspense>
            </section>
          )}
        </div>
      ) : null}
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
