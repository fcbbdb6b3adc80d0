import { addAppResources, createTranslation } from 'shared';
import { authEn } from './locales/en';

// Registered by the first form that imports shared/auth's texts (a lazy chunk), not at start-up.
addAppResources('auth', { EN: authEn, TY: () => import('./locales/ty').then((m) => m.authTy) });

export const { useT: useAuthT } = createTranslation<typeof authEn>('auth');
