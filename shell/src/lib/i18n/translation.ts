import { addAppResources, createTranslation, type TranslationKey } from '@gp/kernel';
import { en } from '../../locales/en';

export const SHELL_NS = 'shell';

export function registerShellResources(): void {
  addAppResources(SHELL_NS, { EN: en, TY: () => import('../../locales/ty').then((m) => m.ty) });
}

/** The shell's typed `t`: keys come from the English resource. */
export const { useT: useShellT } = createTranslation<typeof en>(SHELL_NS);

export type ShellKey = TranslationKey<typeof en>;
