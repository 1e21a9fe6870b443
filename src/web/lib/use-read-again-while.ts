import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** While `busy` (an import or a bulk edit runs), the page's data is read again every second: its progress bar moves. */
export function useReadAgainWhile(busy: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [busy, revalidator]);
}
