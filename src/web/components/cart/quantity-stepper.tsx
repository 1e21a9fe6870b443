// The cart's own quantity field with minus and plus (to be unified with the product page's
// QuantityInput). spec §9: press and hold repeats after 300 ms, then every 50 ms.
import { useEffect, useRef, useState } from "react";

import { QUANTITY_HOLD_DELAY_MS, QUANTITY_HOLD_REPEAT_MS } from "../../lib/ui-constants.ts";

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  /** Called with a whole number within min and max. */
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** spec §5: a non-numeric value falls back to the minimum. */
export function parseQuantity(raw: string, min: number, max: number): number {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? min : clamp(value, min, max);
}

export function QuantityStepper({ value, min, max, onChange, label, decreaseLabel, increaseLabel }: QuantityStepperProps) {
  // The typed text, kept while the shopper edits (an empty field is allowed until it loses focus).
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});

  const stop = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  };
  useEffect(() => stop, []);

  const step = (by: number) => {
    const next = clamp(latest.current + by, min, max);
    if (next === latest.current) {
      stop();
      return;
    }
    latest.current = next;
    setDraft(null);
    onChange(next);
  };

  const holdStart = (by: number) => (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    stop();
    step(by);
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => step(by), QUANTITY_HOLD_REPEAT_MS);
    }, QUANTITY_HOLD_DELAY_MS);
    // The button may become disabled under the pointer (at the bound): stop on any release.
    window.addEventListener("pointerup", stop, { once: true });
    window.addEventListener("pointercancel", stop, { once: true });
  };
  // Keyboard and assistive technology press the button without a pointer (detail 0).
  const keyPress = (by: number) => (event: React.MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) step(by);
  };

  const commit = (raw: string) => {
    const next = parseQuantity(raw, min, max);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  const button =
    "relative grid h-10 w-10 shrink-0 focus-visible:z-10 focus-visible:outline-offset-0 place-items-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent touch-manipulation select-none";
  return (
    <div className="inline-flex items-stretch rounded-lg border border-slate-300 bg-white">
      <button type="button" aria-label={decreaseLabel} disabled={value <= min} onPointerDown={holdStart(-1)} onClick={keyPress(-1)} onContextMenu={(e) => e.preventDefault()} className={`${button} rounded-s-lg`}>
        <span aria-hidden>−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(e) => {
          const raw = e.currentTarget.value.replace(/[^\d]/g, "");
          setDraft(raw);
          // A complete number applies at once; an empty field waits for the shopper.
          if (raw !== "") {
            const next = parseQuantity(raw, min, max);
            if (next !== value) onChange(next);
          }
        }}
        onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
          else if (e.key === "ArrowUp") {
            e.preventDefault();
            step(1);
          } else if (e.key === "ArrowDown") {
            e.preventDefault();
            step(-1);
          }
        }}
        className="relative w-12 border-x border-slate-300 text-center tabular-nums focus-visible:z-10 focus-visible:outline-offset-0"
      />
      <button type="button" aria-label={increaseLabel} disabled={value >= max} onPointerDown={holdStart(1)} onClick={keyPress(1)} onContextMenu={(e) => e.preventDefault()} className={`${button} rounded-e-lg`}>
        <span aria-hidden>+</span>
      </button>
    </div>
  );
}
