import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import { pictureSources } from "../../../domain/picture-sources.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { keepTabInside } from "../../lib/focus.ts";
import { GALLERY_IMAGE_SIZE, LIGHTBOX_BACKDROP_OPACITY, MODAL_Z_INDEX } from "../../lib/ui-constants.ts";
import { ChevronEndIcon, ChevronStartIcon, CloseIcon, ZoomInIcon, ZoomOutIcon } from "../ui/icons.tsx";
import { useSlideDrag } from "./use-slide-drag.ts";

export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;

interface LightboxProps {
  images: string[];
  index: number;
  alt: string;
  rtl: boolean;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * spec §2, §9: the gallery's full-screen view: images at 700x700, a backdrop of black at 0.9
 * opacity, above everything (z-index 1050). Zoom with the buttons, a double click or tap, and
 * the + and - keys; arrow keys browse (mirrored in rtl); Escape closes; focus stays inside.
 */
export function Lightbox({ images, index, alt, rtl, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(1);
  const [zoomedIndex, setZoomedIndex] = useState(index);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  const lastTouchToggle = useRef(0);
  const pan = useRef<{ pointerId: number; x: number; y: number; left: number; top: number } | null>(null);
  const count = images.length;

  // A new image starts unzoomed.
  if (zoomedIndex !== index) {
    setZoomedIndex(index);
    setZoom(1);
  }

  const go = (step: 1 | -1) => onIndexChange((index + step + count) % count);
  const zoomIn = () => setZoom((z) => ZOOM_LEVELS.find((level) => level > z) ?? z);
  const zoomOut = () => setZoom((z) => [...ZOOM_LEVELS].reverse().find((level) => level < z) ?? z);
  const toggleZoom = () => setZoom((z) => (z === 1 ? 2 : 1));
  const swipe = useSlideDrag({ rtl, enabled: zoom === 1 && count > 1, onSlide: go });

  useEffect(() => {
    closeButton.current?.focus();
    // The page behind neither scrolls nor takes focus or clicks while the view is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== dialog.current && !element.inert,
    );
    for (const element of behind) element.inert = true;
    return () => {
      root.style.overflow = overflow;
      for (const element of behind) element.inert = false;
    };
  }, []);

  // Keys work wherever focus is while the view is open (a click on the image leaves it on the page).
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  // Zooming keeps the middle of the image in view.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [zoom]);

  function onKeyDown(event: KeyboardEvent) {
    switch (event.key) {
      case "Escape":
        event.preventDefault();
        onClose();
        return;
      case "ArrowRight":
      case "ArrowLeft":
        if (count < 2) return;
        event.preventDefault();
        go((event.key === "ArrowRight") !== rtl ? 1 : -1);
        return;
      case "+":
      case "=":
        event.preventDefault();
        zoomIn();
        return;
      case "-":
      case "_":
        event.preventDefault();
        zoomOut();
        return;
      case "Tab":
        // Focus stays in the dialog: from the last control back to the first, and the reverse.
        keepTabInside(event, dialog.current);
        return;
    }
  }

  function onImagePointerUp(event: React.PointerEvent<HTMLElement>) {
    pan.current = null;
    if (event.pointerType === "mouse") return;
    // A double tap on a touch screen toggles the zoom (a mouse has dblclick).
    const now = event.timeStamp;
    const previous = lastTap.current;
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < DOUBLE_TAP_DISTANCE
    ) {
      lastTap.current = null;
      lastTouchToggle.current = now;
      toggleZoom();
    } else {
      lastTap.current = { time: now, x: event.clientX, y: event.clientY };
    }
  }

  const base = `min(${GALLERY_IMAGE_SIZE}px, calc(100vw - 2rem), calc(100dvh - 9rem))`;
  const controlClass =
    "flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-40";

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t("product.gallery.viewer")}
      aria-describedby="lightbox-hint"
      tabIndex={-1}
      className="fixed inset-0 flex flex-col text-white"
      style={{ zIndex: MODAL_Z_INDEX, backgroundColor: `rgba(0, 0, 0, ${LIGHTBOX_BACKDROP_OPACITY})` }}
    >
      <div className="flex items-center justify-between gap-2 p-3">
        <p className="px-2 text-sm font-semibold tabular-nums" aria-live="polite">
          {t("product.gallery.position", { index: index + 1, count })}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={zoomOut}
            disabled={zoom <= ZOOM_LEVELS[0]}
            aria-label={t("product.gallery.zoomOut")}
            className={controlClass}
          >
            <ZoomOutIcon />
          </button>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <button
            type="button"
            onClick={zoomIn}
            disabled={zoom >= ZOOM_LEVELS.at(-1)!}
            aria-label={t("product.gallery.zoomIn")}
            className={controlClass}
          >
            <ZoomInIcon />
          </button>
          <button ref={closeButton} type="button" onClick={onClose} aria-label={t("common.close")} className={`${controlClass} ms-2`}>
            <CloseIcon />
          </button>
        </div>
      </div>

      <div className="relative min-h-0 flex-1">
        <div
          ref={viewport}
          dir="ltr"
          className={`flex h-full w-full overflow-auto ${zoom > 1 ? "cursor-grab touch-auto" : "cursor-zoom-in touch-pan-y"}`}
          {...swipe.handlers}
          onPointerDown={(event) => {
            swipe.handlers.onPointerDown(event);
            if (zoom > 1 && event.pointerType === "mouse" && viewport.current) {
              pan.current = {
                pointerId: event.pointerId,
                x: event.clientX,
                y: event.clientY,
                left: viewport.current.scrollLeft,
                top: viewport.current.scrollTop,
              };
            }
          }}
          onPointerMove={(event) => {
            swipe.handlers.onPointerMove(event);
            const grab = pan.current;
            if (grab && grab.pointerId === event.pointerId && viewport.current) {
              viewport.current.scrollLeft = grab.left - (event.clientX - grab.x);
              viewport.current.scrollTop = grab.top - (event.clientY - grab.y);
            }
          }}
          onPointerUp={(event) => {
            swipe.handlers.onPointerUp(event);
            onImagePointerUp(event);
          }}
          onDoubleClick={(event) => {
            if (event.timeStamp - lastTouchToggle.current < 600) return;
            toggleZoom();
          }}
        >
          <img
            key={images[index]}
            {...pictureSources(images[index]!, 960)}
            sizes="100vw"
            alt={`${alt} — ${t("product.gallery.position", { index: index + 1, count })}`}
            width={GALLERY_IMAGE_SIZE}
            height={GALLERY_IMAGE_SIZE}
            draggable={false}
            className="m-auto max-w-none select-none rounded-lg bg-white"
            style={{
              width: `calc(${base} * ${zoom})`,
              height: `calc(${base} * ${zoom})`,
              transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
            }}
          />
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("product.gallery.previous")}
              className={`${controlClass} absolute start-3 top-1/2 -translate-y-1/2 bg-black/50`}
            >
              <ChevronStartIcon className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("product.gallery.next")}
              className={`${controlClass} absolute end-3 top-1/2 -translate-y-1/2 bg-black/50`}
            >
              <ChevronEndIcon className="h-6 w-6" />
            </button>
          </>
        ) : null}
      </div>
      <p id="lightbox-hint" className="p-3 text-center text-xs text-white/80">
        {t("product.gallery.hint")}
      </p>
    </div>,
    document.body,
  );
}
