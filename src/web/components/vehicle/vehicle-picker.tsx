import { useCallback, useEffect, useId, useRef, useState } from "react";

import type { GarageVehicle } from "../../../domain/garage.ts";
import { vehicleLabel, vehicleShortLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useCodeWhen } from "../../lib/use-code-when.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { useCurrentVehicle } from "./use-current-vehicle.ts";
import { useGarage } from "./use-garage-sync.ts";
import type { Panel } from "./vehicle-picker-panel.tsx";
import { CarIcon } from "./vehicle-text.tsx";

// The open picker (the garage's list, and the add-a-vehicle form with its VIN lookup) is drawn
// only when opened: its code comes when the shopper reaches for the picker, not with every page.
const loadPanel = () => import("./vehicle-picker-panel.tsx");
const preloadPanel = () => {
  void loadPanel().then((module) => module.preloadVehicleForm());
};

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
  const VehiclePickerPanel = useCodeWhen(loadPanel, open)?.VehiclePickerPanel;

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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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

      {open && VehiclePickerPanel ? (
        <VehiclePickerPanel
          panelId={panelId}
          headingId={headingId}
          headingRef={headingRef}
          style={
            placement
              ? {
                  top: placement.top,
                  left: placement.left,
                  width: placement.width,
                  maxHeight: `calc(100dvh - ${placement.top + EDGE}px)`,
                }
              : undefined
          }
          panel={panel}
          focusRequest={focusRequest}
          items={items}
          currentId={currentId}
          onChoose={choose}
          onRemove={remove}
          onAdd={add}
          onPanel={setChosenPanel}
          onShop={() => close(false)}
        />
      ) : null}
    </div>
  );
}
