import { useTranslation } from "../i18n/translator.ts";
import { useToastStore } from "../state/toast-store.ts";

/** The toast stack, bottom end corner; polite for success, assertive for errors. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 end-4 z-[1100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${toast.kind === "error" ? "bg-red-700" : "bg-emerald-700"}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-me-1 rounded px-1 leading-none hover:bg-white/20"
            aria-label={t("common.close")}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
