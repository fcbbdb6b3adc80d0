import { addAppResources, createTranslation } from 'shared';
import { noticesEn } from './locales/notices-en';
import { noticesTy } from './locales/notices-ty';

// A namespace of its own: the disclaimer shows on a first visit and must not pull in the forms' texts.
addAppResources('shell-notices', { EN: noticesEn, TY: noticesTy });

export const { useT: useNoticesT } = createTranslation<typeof noticesEn>('shell-notices');
