import type { ReactElement } from 'react';
import { MemoryRouter } from '@gp/kernel/host';
import { useLocation } from '@gp/kernel';
import type { SystemStatus } from '@gp/games-kit';
import { createTestStore, renderWithProviders, type RenderWithProvidersOptions } from '@gp/kernel/testing';
import { useOpenDialog } from '../lib/dialogs';
import { registerShellResources } from '../lib/i18n/translation';
import { setPermissionsAtom } from '../lib/platform/permissions';
import { testSystemStatus } from './system-status';

function Probes() {
  const dialog = useOpenDialog();
  const location = useLocation();
  return (
    <>
      <output aria-label="open dialog">{dialog ? `${dialog.name}${dialog.anchor ? `#${dialog.anchor}` : ''}` : ''}</output>
      <output aria-label="location">{`${location.pathname}${location.search}${location.hash}`}</output>
    </>
  );
}

/**
 * Renders shell UI with the real providers (jotai store, i18n with the shell's texts) inside a
 * router, plus two probes: the open dialog and the location, read with
 * `screen.getByRole('status', { name: 'open dialog' })`. The store holds the system status as the
 * start-up leaves it (`status`, an open site with no resources unless given).
 */
export function renderInShell(
  ui: ReactElement,
  { path = '/index', status = testSystemStatus(), store = createTestStore(), ...options }: RenderWithProvidersOptions & { path?: string; status?: SystemStatus } = {},
) {
  registerShellResources();
  store.set(setPermissionsAtom, { status });
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Probes />
    </MemoryRouter>,
    { ...options, store },
  );
}
