import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gp/kernel/testing';
import { ConfirmLogoutDialog } from './confirm-logout-dialog';
import { TrialDialog } from './trial-dialog';

it('logs out only after confirmation', async () => {
  const onConfirm = jest.fn(() => Promise.resolve());
  const onClose = jest.fn();
  renderWithProviders(<ConfirmLogoutDialog open onClose={onClose} onConfirm={onConfirm} />);
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Do you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onConfirm).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(onConfirm).toHaveBeenCalled());
});

it('tells a trial account it needs a real one (in_need_true_account), in Tagalog too', async () => {
  const onRegister = jest.fn();
  renderWithProviders(<TrialDialog open onClose={jest.fn()} onRegister={onRegister} />, { language: 'TY' });
  const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
  expect(dialog).toHaveTextContent('Trial account ito. Magparehistro ng totoong account para magamit ang feature na ito.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Magparehistro ng totoong account' }));
  expect(onRegister).toHaveBeenCalled();
});
