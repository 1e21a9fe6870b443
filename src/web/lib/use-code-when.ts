// Code a panel needs, fetched when the panel is first wanted and held in state, for panels that
// open on a shopper's action (the vehicle picker, the account menu's form, the quick view). Not
// React.lazy: a lazy panel opened on a page whose server HTML still waits for its own code
// (lazy-component.tsx: the product page's gallery and reviews) could stay on its Suspense
// fallback after its code came, as the retry that should draw it never committed. A state update
// always does.
import { useEffect, useState } from "react";

const settled = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * What `load` resolves to, once `wanted` has been true and it has come; undefined until then (the
 * caller draws nothing, or a placeholder). `load` must be a module-level function: what it gave is
 * kept for every later caller. A failed fetch is thrown to the route's error boundary, as React.lazy
 * would.
 */
export function useCodeWhen<T>(load: () => Promise<T>, wanted: boolean): T | undefined {
  const [code, setCode] = useState(() => settled.get(load) as T | undefined);
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  if (failure) throw failure.reason;

  useEffect(() => {
    if (!wanted || code !== undefined) return;
    let live = true;
    load().then(
      (value) => {
        settled.set(load, value);
        if (live) setCode(() => value);
      },
      (reason: unknown) => {
        if (live) setFailure({ reason });
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted, code]);

  return code;
}
