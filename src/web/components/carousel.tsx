import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";

import { useTranslation } from "../i18n/translator.ts";
import { CAROUSEL } from "../lib/ui-constants.ts";
import { useRootData } from "../lib/use-preferences.ts";
import { ArrowButton, PlayPauseButton, SlideDots } from "./carousel-controls.tsx";
import { clampIndex, decideDrag, type Direction, keyStep, lastIndexOf } from "./carousel-rules.ts";

export interface CarouselProps {
  /** The accessible name of the carousel region. */
  label: string;
  /** One node per slide, each with its own key. */
  slides: ReactNode[];
  /**
   * Tailwind classes setting `--per-view` (slides in view) and `--gap` (space between slides) per
   * breakpoint, written out in full where the carousel is used so Tailwind sees them, e.g.
   * "[--gap:1rem] [--per-view:2] sm:[--per-view:3] lg:[--per-view:4]".
   */
  perViewClass: string;
  /** Shown at the start of the bar above the slides, with the previous and next buttons at its end. */
  header?: ReactNode;
  /** "row": buttons in the bar above the slides; "hero": buttons, dots and a pause button over the slides' foot. */
  variant?: "row" | "hero";
  /** After the last slide comes the first again (the hero). */
  loop?: boolean;
  /** spec §9: autoplay every 3000 ms; only the hero autoplays. */
  autoplay?: boolean;
  className?: string;
}

/** Whether the shopper asked the system for less motion (false on the server). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

interface DragState {
  pointerId: number;
  startX: number;
  startY: number;
  /** Set once the pointer travelled far enough sideways to be a drag, not a scroll or a click. */
  dragging: boolean;
}

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * A carousel of slides moved by a transform: previous and next buttons with names, arrow keys,
 * mouse or finger drags (spec §9 thresholds 3 px and 15 px), slides per view set by CSS per
 * breakpoint, right to left in Arabic (the first slide at the right, next moves leftwards in the
 * reading order). Slides out of view are inert, so Tab only reaches what is visible.
 */
export function Carousel({
  label,
  slides,
  perViewClass,
  header,
  variant = "row",
  loop = false,
  autoplay = false,
  className = "",
}: CarouselProps) {
  const { t } = useTranslation();
  const direction: Direction = useRootData()?.direction === "rtl" ? "rtl" : "ltr";
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<DragState | null>(null);
  const swallowClick = useRef(false);
  const focusAfterMove = useRef(false);

  const [index, setIndex] = useState(0);
  // Unknown until measured in the browser; the server renders the first slides in place.
  const [perView, setPerView] = useState<number | null>(null);
  const [slideStep, setSlideStep] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const reducedMotion = usePrefersReducedMotion();
  const [playMode, setPlayMode] = useState<"auto" | "playing" | "paused">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const view = perView ?? 1;
  const last = lastIndexOf(count, view);

  // Slides per view come from CSS; read them on mount and on resize (spec §9: debounced 50 ms).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const value = Number.parseFloat(getComputedStyle(viewport).getPropertyValue("--per-view"));
      const next = Number.isFinite(value) && value > 0 ? value : 1;
      const first = trackRef.current?.children[0] as HTMLElement | undefined;
      const gap = Number.parseFloat(getComputedStyle(trackRef.current ?? viewport).columnGap) || 0;
      setPerView(next);
      setSlideStep(first ? first.getBoundingClientRect().width + gap : 0);
      setIndex((current) => clampIndex(current, count, next, loop));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, CAROUSEL.resizeDebounceMs);
    });
    observer.observe(viewport);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [count, loop]);

  const goTo = useCallback((target: number) => setIndex(clampIndex(target, count, view, loop)), [count, view, loop]);

  // spec §9: autoplay every 3000 ms, paused while hovered or focused, off when the shopper prefers
  // reduced motion (unless they press play themselves), and under their control with the button.
  const playing = autoplay && (playMode === "playing" || (playMode === "auto" && !reducedMotion));
  const running = playing && !hovered && !focused && perView !== null && count > 1 && !dragging;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => clampIndex(current + 1, count, view, true)), CAROUSEL.autoplaySpeedMs);
    return () => clearInterval(timer);
  }, [running, count, view]);

  // A keyboard move keeps focus among the visible slides (the others turn inert).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    const slide = trackRef.current?.children[index] as HTMLElement | undefined;
    slide?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [index]);

  function onKeyDown(event: React.KeyboardEvent) {
    const step = keyStep(event.key, direction);
    if (step === 0 || (event.target as HTMLElement).closest("input, textarea, select")) return;
    event.preventDefault();
    if (trackRef.current?.contains(event.target as Node)) focusAfterMove.current = true;
    goTo(index + step);
  }

  function onPointerDown(event: React.PointerEvent) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dragging: false };
  }

  function onPointerMove(event: React.PointerEvent) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.dragging) {
      // Under the click threshold, or mostly vertical (a page scroll): not a drag yet.
      if (Math.abs(dx) < 3 || Math.abs(dx) < Math.abs(dy)) return;
      state.dragging = true;
      setDragging(true);
      viewportRef.current?.setPointerCapture(event.pointerId);
    }
    // Past either end of a row the slides follow the pointer at a third of its pace.
    const forward = direction === "rtl" ? dx > 0 : dx < 0;
    const atEdge = !loop && ((forward && index >= last) || (!forward && index <= 0));
    setDragOffset(atEdge ? dx / 3 : dx);
  }

  function onPointerEnd(event: React.PointerEvent) {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!state.dragging) return;
    const decision = decideDrag(event.type === "pointercancel" ? 0 : event.clientX - state.startX, direction, slideStep);
    setDragging(false);
    setDragOffset(0);
    // A drag is not a click on the link under the pointer.
    swallowClick.current = decision.kind !== "click";
    if (decision.kind === "move") goTo(index + decision.step);
  }

  function onClickCapture(event: React.MouseEvent) {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  const sign = direction === "rtl" ? 1 : -1;
  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${sign} * ${index} * (100% + var(--gap)) / var(--per-view) + ${dragOffset}px))`,
    transitionDuration: dragging || reducedMotion ? "0ms" : `${CAROUSEL.transitionSpeedMs}ms`,
  };
  const measured = perView !== null;
  const canGoBack = loop ? count > 1 : index > 0;
  const canGoForward = loop ? count > 1 : measured ? index < last : count > 1;
  const hero = variant === "hero";

  const previousButton = (
    <ArrowButton label={t("home.carousel.previous")} disabled={!canGoBack} onClick={() => goTo(index - 1)} hero={hero} side="start" />
  );
  const nextButton = (
    <ArrowButton label={t("home.carousel.next")} disabled={!canGoForward} onClick={() => goTo(index + 1)} hero={hero} side="end" />
  );

  return (
    <div
      role="region"
      aria-roledescription={t("home.carousel.roleDescription")}
      aria-label={label}
      className={`${perViewClass} ${className}`}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {hero ? null : (
        <div className="mb-5 flex items-end justify-between gap-4">
          <div className="min-w-0">{header}</div>
          {count > 1 ? (
            <div className="flex shrink-0 gap-2">
              {previousButton}
              {nextButton}
            </div>
          ) : null}
        </div>
      )}
      <div className="relative">
        <div
          ref={viewportRef}
          // Row slides keep room for their focus rings; the gap hides the neighbours in that margin.
          className={`touch-pan-y overflow-hidden select-none ${hero ? "" : "-m-1 p-1"}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClickCapture={onClickCapture}
          onDragStart={(event) => event.preventDefault()}
        >
          <div
            ref={trackRef}
            className="flex gap-(--gap) transition-transform ease-out will-change-transform"
            style={trackStyle}
            aria-live={running ? "off" : "polite"}
          >
            {slides.map((slide, i) => {
              const visible = !measured || (i >= index && i < index + view);
              return (
                <div
                  key={i}
                  role="group"
                  aria-roledescription={t("home.carousel.slide")}
                  aria-label={t("home.carousel.slideLabel", { number: i + 1, count })}
                  inert={!visible}
                  className="carousel-slide"
                >
                  {slide}
                </div>
              );
            })}
          </div>
        </div>
        {hero && count > 1 ? (
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 sm:bottom-5">
            {previousButton}
            <SlideDots count={count} index={index} onChoose={goTo} />
            {nextButton}
            {autoplay ? <PlayPauseButton playing={playing} onToggle={() => setPlayMode(playing ? "paused" : "playing")} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
