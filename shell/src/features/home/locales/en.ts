/** Texts of the home view. */
export const en = {
  title: 'Welcome',
  tagline: 'Lottery, live casino, slots and sports',
} as const;

export type HomeResources = typeof en;
