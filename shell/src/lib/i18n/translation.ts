import { addAppResources, createTranslation, type TranslationKey } from '@gp/kernel';
import { en } from '../../locales/en';

export const SHELL_NS = 'shell';

export function registerShellResources(): void {
  addAppResources(SHELL_NS, {
    EN: en,
    TY: () => import('../../locales/ty').then((m) => m.ty),
    CN: () => import('../../locales/cn').then((m) => m.cn),
    TH: () => import('../../locales/th').then((m) => m.th),
    VI: () => import('../../locales/vi').then((m) => m.vi),
    ID: () => import('../../locales/id').then((m) => m.id),
    KO: () => import('../../locales/ko').then((m) => m.ko),
    JA: () => import('../../locales/ja').then((m) => m.ja),
  });
}

/** The shell's typed `t`: keys come from the English resource. */
export const { useT: useShellT } = createTranslation<typeof en>(SHELL_NS);

export type ShellKey = TranslationKey<typeof en>;
