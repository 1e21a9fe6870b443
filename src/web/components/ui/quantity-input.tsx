import { useId, useRef } from "react";

import { normalizeQuantity, parseQuantity, type QuantityBounds, stepQuantity } from "../../../domain/quantity.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { usePressAndHold } from "../../lib/use-press-and-hold.ts";
import { MinusIcon, PlusIcon } from "./icons.tsx";

export interface QuantityInputProps extends QuantityBounds {
  /** The text in the box: may be empty while the shopper types (spec §5). */
  value: string;
  onChange(value: string): void;
  name?: string;
  /** The visible label; the box is named by it. */
  label: string;
  /** Hides the label visually (it still names the box). */
  hideLabel?: boolean;
  disabled?: boolean;
  size?: "md" | "lg";
  /** Ids of texts that describe the box (an error message). */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Names of the minus and plus buttons; "Decrease quantity" and "Increase quantity" when not given. */
  decreaseLabel?: string | undefined;
  increaseLabel?: string | undefined;
  /** Called when the shopper leaves the box, after a non-numeric value has fallen back. */
  onBlur?: ((value: string) => void) | undefined;
}

/**
 * spec §5 "Quantity input" (reusable): optional min and max, a step, an empty value allowed
 * while typing; a non-numeric value falls back to the min, or to 0, when the box is left.
 * Plus and minus repeat while held (spec §9: 300 ms, then every 50 ms); Arrow Up and Down step.
 */
export function QuantityInput({
  value,
  onChange,
  name,
  label,
  hideLabel,
  disabled,
  min,
  max,
  step = 1,
  size = "md",
  describedBy,
  invalid,
  decreaseLabel,
  increaseLabel,
  onBlur,
}: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const bounds: QuantityBounds = { min, max, step };
  // The repeating buttons read the latest value between renders.
  const latest = useRef(value);
  latest.current = value;

  function stepBy(direction: 1 | -1): boolean {
    const current = parseQuantity(latest.current);
    const next = stepQuantity(latest.current, direction, bounds);
    if (current !== null && next === current) return false;
    latest.current = String(next);
    onChange(latest.current);
    return true;
  }

  const decrease = usePressAndHold(() => stepBy(-1));
  const increase = usePressAndHold(() => stepBy(1));
  const numeric = parseQuantity(value);
  const atMin = numeric !== null && min !== undefined && numeric <= min;
  const atMax = numeric !== null && max !== undefined && numeric >= max;
  const height = size === "lg" ? "h-12" : "h-10";
  const buttonClass = `flex ${height} w-10 shrink-0 touch-manipulation select-none items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 aria-disabled:cursor-not-allowed aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent`;

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-slate-800"}>
        {label}
      </label>
      <div
        className={`inline-flex items-stretch overflow-hidden rounded-lg border bg-white has-[input:focus]:border-brand-600 has-[input:focus]:ring-2 has-[input:focus]:ring-brand-500/30 ${invalid ? "border-red-600" : "border-slate-300"}`}
      >
        <button
          type="button"
          aria-label={decreaseLabel ?? t("product.quantity.decrease")}
          aria-controls={id}
          disabled={disabled}
          aria-disabled={atMin || undefined}
          className={buttonClass}
          {...decrease}
        >
          <MinusIcon className="h-4 w-4" />
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={numeric ?? undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            const settled = normalizeQuantity(event.target.value, bounds);
            if (settled !== event.target.value) onChange(settled);
            onBlur?.(settled);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowUp" || event.key === "ArrowDown") {
              event.preventDefault();
              stepBy(event.key === "ArrowUp" ? 1 : -1);
            }
          }}
          className={`${height} w-14 border-x border-slate-200 bg-transparent text-center text-base font-semibold tabular-nums outline-none focus-visible:outline-none disabled:text-slate-400`}
        />
        <button
          type="button"
          aria-label={increaseLabel ?? t("product.quantity.increase")}
          aria-controls={id}
          disabled={disabled}
          aria-disabled={atMax || undefined}
          className={buttonClass}
          {...increase}
        >
          <PlusIcon className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
