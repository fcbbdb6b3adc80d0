import type { TranslationResource } from 'shared';
import type { HomeResources } from './en';

export const ty: TranslationResource<HomeResources> = {
  title: 'Maligayang pagdating',
  tagline: 'Loterya, live casino, slots at sports',
};
