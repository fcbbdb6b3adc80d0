/** The error image of a missing or broken avatar (SPEC §8), inlined so it cannot fail itself. */
export const AVATAR_FALLBACK =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#222736"/><circle cx="32" cy="25" r="11" fill="#73768a"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#73768a"/></svg>',
  );
