import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gp/kernel/testing';
import { StaleNotice } from './stale-notice';

describe('StaleNotice', () => {
  it('says the value could not be refreshed, politely, and its Retry asks again', async () => {
    const retry = jest.fn();
    renderWithProviders(<StaleNotice onRetry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Could not refresh.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('waits while a retry is under way', () => {
    renderWithProviders(<StaleNotice onRetry={jest.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('speaks Tagalog too', async () => {
    renderWithProviders(<StaleNotice onRetry={jest.fn()} />, { language: 'TY' });
    expect(await screen.findByText('Hindi ma-refresh.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
  });
});
