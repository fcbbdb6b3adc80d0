import type { ShellDialog } from '../../../lib/dialogs';

/** A text parameter of an open dialog (dialog params are untyped across features). */
export function stringParam(dialog: ShellDialog, key: string): string | undefined {
  const value = dialog.params?.[key];
  return typeof value === 'string' ? value : undefined;
}
