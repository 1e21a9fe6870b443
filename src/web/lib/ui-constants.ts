// spec §9: constants of the storefront's behaviour.
export const TOAST_AUTO_CLOSE_MS = 5000;
export const QUANTITY_HOLD_DELAY_MS = 300;
export const QUANTITY_HOLD_REPEAT_MS = 50;
export const VIN_DEBOUNCE_MS = 350;
export const GALLERY_IMAGE_SIZE = 700;
export const LIGHTBOX_BACKDROP_OPACITY = 0.9;
/** A drag shorter than this is a click; longer than the second threshold changes the slide. */
export const SLIDER_DRAG_THRESHOLDS = { click: 3, swipe: 15 } as const;
export const MODAL_Z_INDEX = 1050;
export const CAROUSEL = { autoplaySpeedMs: 3000, transitionSpeedMs: 500, resizeDebounceMs: 50 } as const;
/** spec §9: the catalogue client's suggestions: up to 3 products and 4 categories. */
export const SUGGESTION_LIMITS = { products: 3, categories: 4 } as const;
