import { addAppResources, createTranslation } from 'shared';
import { en } from './locales/en';
import { ty } from './locales/ty';

// Registered with the first dialog that opens: these texts are not part of the first page.
addAppResources('shell-dialogs', { EN: en, TY: ty });

export const { useT: useDialogT } = createTranslation<typeof en>('shell-dialogs');
