import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { Carousel } from "../carousel.tsx";

interface HeroSlide {
  key: "parts" | "recovery" | "touring";
  to: string;
  background: string;
  accent: string;
  scene: "ridge" | "recovery" | "camp";
}

const SLIDES: HeroSlide[] = [
  { key: "parts", to: "/shop", background: "from-slate-950 via-slate-900 to-brand-700", accent: "#f97316", scene: "ridge" },
  {
    key: "recovery",
    to: "/product-category/recovery-gear/products",
    background: "from-stone-950 via-stone-900 to-amber-800",
    accent: "#fbbf24",
    scene: "recovery",
  },
  {
    key: "touring",
    to: "/product-category/camping-and-touring/products",
    background: "from-slate-950 via-teal-950 to-teal-700",
    accent: "#5eead4",
    scene: "camp",
  },
];

/** The home page's hero: the one carousel that autoplays (spec §9: every 3000 ms). */
export function Hero() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:pt-6">
      <Carousel
        label={t("home.hero.label")}
        variant="hero"
        loop
        autoplay
        perViewClass="[--gap:0px] [--per-view:1]"
        className="overflow-hidden rounded-2xl shadow-lg"
        slides={SLIDES.map((slide) => (
          <div
            key={slide.key}
            className={`relative flex min-h-[27rem] items-center overflow-hidden bg-gradient-to-br text-white sm:min-h-[24rem] ${slide.background}`}
          >
            <HeroScene scene={slide.scene} accent={slide.accent} />
            <div className="relative max-w-2xl px-6 pt-10 pb-20 sm:px-12 sm:pb-20 lg:px-16">
              <p className="text-xs font-bold tracking-widest text-brand-100 uppercase sm:text-sm">{t(`home.hero.${slide.key}.eyebrow`)}</p>
              <h2 className="mt-3 text-3xl leading-tight font-black text-balance sm:text-5xl">{t(`home.hero.${slide.key}.title`)}</h2>
              <p className="mt-4 max-w-xl text-base text-slate-200 sm:text-lg">{t(`home.hero.${slide.key}.text`)}</p>
              <Link
                to={slide.to}
                className="mt-7 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:brightness-90"
              >
                {t(`home.hero.${slide.key}.cta`)}
                <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-[2.5] rtl:-scale-x-100">
                  <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Link>
            </div>
          </div>
        ))}
      />
    </div>
  );
}

/** A drawn landscape behind the text: hills, a 4x4 and a detail of the slide's theme. */
function HeroScene({ scene, accent }: { scene: HeroSlide["scene"]; accent: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 600 400"
      preserveAspectRatio="xMaxYMax slice"
      className="pointer-events-none absolute inset-y-0 end-0 h-full w-full opacity-35 lg:w-3/5 lg:opacity-100 rtl:-scale-x-100"
    >
      <circle cx="470" cy="110" r="46" fill={accent} opacity="0.85" />
      <path d="M0 300 L120 190 L200 250 L300 140 L420 260 L500 200 L600 270 V400 H0 Z" fill="#ffffff" opacity="0.08" />
      <path d="M0 340 C120 300 220 330 320 305 C420 280 520 300 600 290 V400 H0 Z" fill="#020617" opacity="0.45" />
      {scene === "camp" ? (
        <g>
          <path d="M420 330 L470 262 L520 330 Z" fill={accent} opacity="0.9" />
          <path d="M470 262 L470 330" stroke="#020617" strokeWidth="3" />
        </g>
      ) : null}
      {scene === "recovery" ? (
        <g fill="none" stroke={accent} strokeWidth="5" strokeLinecap="round">
          <path d="M330 318 C 380 300 430 300 520 292" strokeDasharray="2 10" />
          <circle cx="530" cy="290" r="10" />
        </g>
      ) : null}
      <g transform={scene === "camp" ? "translate(150 0)" : "translate(120 0)"}>
        {/* A boxy 4x4 with a roof rack and a snorkel. */}
        <rect x="70" y="262" width="170" height="50" rx="8" fill="#0f172a" />
        <path d="M95 262 L115 222 H200 L222 262 Z" fill="#0f172a" />
        <path d="M122 256 L134 230 H160 V256 Z M168 256 V230 H195 L210 256 Z" fill={accent} opacity="0.55" />
        <rect x="108" y="212" width="104" height="6" rx="2" fill="#0f172a" />
        <path d="M232 262 V222 H240" stroke="#0f172a" strokeWidth="5" fill="none" />
        <circle cx="115" cy="314" r="22" fill="#020617" />
        <circle cx="115" cy="314" r="9" fill={accent} opacity="0.7" />
        <circle cx="200" cy="314" r="22" fill="#020617" />
        <circle cx="200" cy="314" r="9" fill={accent} opacity="0.7" />
      </g>
    </svg>
  );
}
