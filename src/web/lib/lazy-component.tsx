// A component whose code comes when the page asks for it (`load()`), not with the page's first
// JavaScript. The server renders it like any other (it loads the code when the module starts), so
// the HTML is whole; in the browser its server HTML stays as drawn, not yet live, until `load()`
// is called and the code has come (React hydrates it then). Drawn after a navigation before its
// code is here, it shows `fallback`. Used for forms that only some shoppers reach (decision 017).
import { type ComponentType, memo, type ReactNode, Suspense, use } from "react";

/** A promise whose outcome React's `use` reads without waiting (its status fields). */
type Tracked<T> = Promise<T> & { status: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); resolves when it is here. */
  load: () => Promise<unknown>;
};

export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
): LazyComponent<P> {
  let settle!: { resolve: (component: ComponentType<P>) => void; reject: (reason: unknown) => void };
  const ready = new Promise<ComponentType<P>>((resolve, reject) => (settle = { resolve, reject })) as Tracked<ComponentType<P>>;
  ready.status = "pending";
  // A failed fetch is React's error to show (the route's error boundary), not an unhandled rejection.
  ready.catch(() => undefined);
  let started = false;
  const load = () => {
    if (!started) {
      started = true;
      importer().then(
        (component) => {
          ready.status = "fulfilled";
          ready.value = component;
          settle.resolve(component);
        },
        (reason: unknown) => {
          ready.status = "rejected";
          ready.reason = reason;
          settle.reject(reason);
        },
      );
    }
    return ready;
  };
  // The server renders it whole, without waiting: its code is loaded when the module starts.
  if (import.meta.env.SSR) void load();

  function Loaded(props: P) {
    const Component = use(ready as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  // Memo: a parent's new render with the same props must not make React give up the server's HTML
  // of a boundary still waiting for its code.
  const Lazy = memo(function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  });
  return Object.assign(Lazy, { load }) as unknown as LazyComponent<P>;
}
