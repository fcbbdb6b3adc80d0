/** Shown when a game icon is broken (SPEC §8): a neutral tile, inlined so it can never fail itself. */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#1c1f26"/><path d="M70 80h60a20 20 0 0 1 20 20v20a20 20 0 0 1-20 20H70a20 20 0 0 1-20-20v-20a20 20 0 0 1 20-20z" fill="none" stroke="#5b6270" stroke-width="8"/><circle cx="82" cy="110" r="8" fill="#5b6270"/><circle cx="118" cy="110" r="8" fill="#5b6270"/></svg>',
  );
