import { addAppResources, createTranslation } from '@gp/kernel';
import { en } from './locales/en';

// Registered with the first dialog that opens: these texts are not part of the first page.
addAppResources('shell-dialogs', { EN: en, TY: () => import('./locales/ty').then((m) => m.ty) });

export const { useT: useDialogT } = createTranslation<typeof en>('shell-dialogs');
