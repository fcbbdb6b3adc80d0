import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitEvent } from '@gp/kernel';
import { envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { LayoutDialogs } from './layout-dialogs';

beforeEach(() => {
  setTestRuntimeConfig();
  Element.prototype.scrollIntoView = jest.fn();
  mockFetchRoutes([
    {
      path: '/wps/system/helpCenter',
      body: envelope({ sections: [{ id: 1, anchor: 'term', title: 'Terms and conditions', content: '<p>21 years old</p>' }] }),
    },
  ]);
});

it('/help#term opens the help centre at the terms; closing it returns to /index', async () => {
  renderInShell(<LayoutDialogs />, { path: '/help#term' });
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('help#term');
  const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
  const terms = await within(dialog).findByRole('region', { name: 'Terms and conditions' });
  await waitFor(() => expect(terms).toHaveTextContent('21 years old'));
  await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/index$/);
});

it("a remote's 'customer-service-requested' opens the customer-service dialog", async () => {
  mockFetchRoutes([{ path: '/wps/relay/CBS_modelList', body: envelope({ models: [{ id: 1, name: 'General support' }] }) }]);
  renderInShell(<LayoutDialogs />, { path: '/agentHome/customerService' });
  expect(screen.getByRole('status', { name: 'open dialog' })).not.toHaveTextContent('customerService');
  act(() => emitEvent('customer-service-requested', {}));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('customerService');
  const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
  expect(await within(dialog).findByRole('button', { name: 'General support' })).toBeInTheDocument();
});
