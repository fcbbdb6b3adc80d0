import { addAppResources, createTranslation } from '@gp/kernel';
import { followLanguage } from '@gp/kernel/translation';
import { authEn } from './locales/en';

// Registered by the first form that imports shared/auth's texts (a lazy chunk), not at start-up.
addAppResources('auth', { EN: authEn, TY: () => import('./locales/ty').then((m) => m.authTy) });

// Bundled with each app like this kit: `t` changes with the language whatever the shell's copy.
export const { useT: useAuthT } = followLanguage(createTranslation<typeof authEn>('auth'));
