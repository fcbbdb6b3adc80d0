/** SPEC §9: banners rotate every 5000 ms with a 1000 ms transition. */
export const AUTOPLAY_DELAY_MS = 5000;
export const TRANSITION_MS = 1000;
