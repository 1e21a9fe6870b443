// The carousel's controls (carousel.tsx): the previous and next buttons, and the hero's dots and
// play/pause button. They only draw and report; the carousel decides what a press does.
import { useTranslation } from "../i18n/translator.ts";
import { SpriteIcon } from "./ui/sprite-icon.tsx";

export function ArrowButton({
  label,
  disabled,
  onClick,
  hero,
  side,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  hero: boolean;
  side: "start" | "end";
}) {
  const look = hero
    ? "h-9 w-9 border border-white/40 bg-slate-950/40 text-white hover:bg-slate-950/60"
    : "h-10 w-10 border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`grid place-items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-40 ${look}`}
    >
      {/* Chevrons point to the start and the end, so they mirror in Arabic. */}
      <SpriteIcon
        name={side === "start" ? "chevron-start" : "chevron-end"}
        className="h-5 w-5 fill-none stroke-current stroke-[2.5] rtl:-scale-x-100"
      />
    </button>
  );
}

/** The hero's dots: one button per slide, the current one marked. */
export function SlideDots({ count, index, onChoose }: { count: number; index: number; onChoose: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onChoose(i)}
          aria-label={t("home.carousel.goTo", { number: i + 1 })}
          aria-current={i === index ? "true" : undefined}
          className="grid h-9 w-7 place-items-center rounded-full"
        >
          <span className={`block h-2.5 rounded-full transition-all ${i === index ? "w-5 bg-white" : "w-2.5 bg-white/50"}`} />
        </button>
      ))}
    </div>
  );
}

/** The hero's autoplay switch: named for what a press does (pause while playing, play while paused). */
export function PlayPauseButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? t("home.carousel.pause") : t("home.carousel.play")}
      className="ms-1 grid h-9 w-9 place-items-center rounded-full border border-white/40 bg-slate-950/40 text-white hover:bg-slate-950/60"
    >
      <SpriteIcon name={playing ? "pause" : "play"} className="h-4 w-4 fill-current" />
    </button>
  );
}
