import { useEffect, useRef, useState } from "react";

import { pictureSources } from "../../../domain/picture-sources.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { lazyComponent } from "../../lib/lazy-component.tsx";
import { GALLERY_IMAGE_SIZE } from "../../lib/ui-constants.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { ChevronEndIcon, ChevronStartIcon, ExpandIcon } from "../ui/icons.tsx";
import { useSlideDrag } from "./use-slide-drag.ts";

// Drawn only when opened: its code comes with the first pointer or focus on the gallery, or the click.
const Lightbox = lazyComponent(() => import("./lightbox.tsx").then((module) => module.Lightbox));
const loadLightbox = () => void Lightbox.load();

/**
 * spec §2 "Product gallery: a featured slider, thumbnails, and zoom into a full-screen
 * lightbox". The slider follows a swipe (spec §9 thresholds) and its arrow buttons, both
 * mirrored in rtl; a click on the image opens the lightbox on it.
 */
/**
 * `shape`: square for parts drawn on white (contained); wide for photos of a scene (a build's),
 * which fill a 3:2 frame.
 */
export function ProductGallery({
  images,
  alt,
  alts,
  shape = "square",
}: {
  images: string[];
  alt: string;
  /** What each picture shows, where staff said it; the name (and the picture's place) stands in. */
  alts?: readonly string[];
  shape?: "square" | "wide";
}) {
  const frame = shape === "wide" ? "aspect-[3/2]" : "aspect-square";
  const fit = shape === "wide" ? "object-cover" : "object-contain";
  const { t } = useTranslation();
  const rtl = useRootData()?.direction === "rtl";
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<{ open: boolean; returnTo: "slide" | "expand" | null }>({ open: false, returnTo: null });
  const slideButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const expandButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const drag = useSlideDrag({ rtl, enabled: count > 1, onSlide: (step) => go(index + step) });

  // Escape returns focus to what opened the view, on the image now shown.
  useEffect(() => {
    if (lightbox.open || !lightbox.returnTo) return;
    (lightbox.returnTo === "slide" ? slideButtons.current[index] : expandButton.current)?.focus();
    setLightbox({ open: false, returnTo: null });
  }, [lightbox, index]);

  if (count === 0) {
    return <div className={`${frame} rounded-2xl border border-slate-200 bg-slate-100`} />;
  }

  const position = (i: number) => t("product.gallery.position", { index: i + 1, count });
  const arrowClass =
    "absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-200 hover:bg-white";

  return (
    <div onPointerOver={loadLightbox} onFocus={loadLightbox}>
      <section aria-roledescription={t("product.gallery.carousel")} aria-label={t("product.gallery.label")} className="relative">
        <div
          className="touch-pan-y overflow-hidden rounded-2xl border border-slate-200 bg-white select-none"
          {...drag.handlers}
          data-testid="gallery-viewport"
        >
          <div
            className={`flex ${drag.dragging ? "" : "transition-transform duration-300 ease-out motion-reduce:transition-none"}`}
            style={{ transform: `translateX(calc(${(rtl ? 1 : -1) * index * 100}% + ${drag.offset}px))` }}
          >
            {images.map((src, i) => (
              <div
                key={src}
                role="group"
                aria-roledescription={t("product.gallery.slide")}
                aria-label={position(i)}
                inert={i !== index}
                className="w-full shrink-0"
              >
                <button
                  ref={(element) => {
                    slideButtons.current[i] = element;
                  }}
                  type="button"
                  onClick={() => {
                    loadLightbox();
                    setLightbox({ open: true, returnTo: "slide" });
                  }}
                  className={`block ${frame} w-full cursor-zoom-in`}
                  aria-label={t("product.gallery.open", { position: position(i) })}
                >
                  <img
                    {...pictureSources(src, GALLERY_IMAGE_SIZE)}
                    sizes="(min-width: 1024px) 600px, 100vw"
                    alt={alts?.[i] || (i === 0 ? alt : `${alt} — ${position(i)}`)}
                    width={GALLERY_IMAGE_SIZE}
                    height={GALLERY_IMAGE_SIZE}
                    draggable={false}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                    className={`h-full w-full ${fit}`}
                  />
                </button>
              </div>
            ))}
          </div>
        </div>

        <button
          ref={expandButton}
          type="button"
          onClick={() => {
            loadLightbox();
            setLightbox({ open: true, returnTo: "expand" });
          }}
          aria-label={t("product.gallery.fullScreen")}
          className="absolute end-3 top-3 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white"
        >
          <ExpandIcon />
        </button>

        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => setIndex((index - 1 + count) % count)}
              aria-label={t("product.gallery.previous")}
              className={`${arrowClass} start-3`}
            >
              <ChevronStartIcon className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => setIndex((index + 1) % count)}
              aria-label={t("product.gallery.next")}
              className={`${arrowClass} end-3`}
            >
              <ChevronEndIcon className="h-6 w-6" />
            </button>
            <p
              className="absolute bottom-3 start-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums"
              aria-live="polite"
            >
              {position(index)}
            </p>
          </>
        ) : null}
      </section>

      {count > 1 ? (
        <div role="group" aria-label={t("product.gallery.thumbnails")} className="mt-3 flex gap-2 overflow-x-auto p-1">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-pressed={i === index}
              aria-label={t("product.gallery.show", { position: position(i) })}
              className={`h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 bg-white sm:h-20 sm:w-20 ${i === index ? "border-brand-600" : "border-slate-200 hover:border-slate-400"}`}
            >
              <img
                {...pictureSources(src, 160)}
                sizes="80px"
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className={`h-full w-full ${fit}`}
              />
            </button>
          ))}
        </div>
      ) : null}

      {lightbox.open ? (
        <Lightbox
          images={images}
          index={index}
          alt={alt}
          rtl={rtl}
          onIndexChange={setIndex}
          onClose={() => setLightbox({ open: false, returnTo: lightbox.returnTo ?? "expand" })}
        />
      ) : null}
    </div>
  );
}
