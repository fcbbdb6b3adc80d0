import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@gp/kernel';
import { renderWithProviders } from '@gp/kernel/testing';
import { testSystemStatus } from '../../../testing/system-status';
import { MaintenancePage, RegionBlockedPage, StartupFailedPage } from './system-pages';

const status = testSystemStatus({ status: 1 });

it('maintenance: the title, the info text and customer service', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithProviders(<MaintenancePage status={status} />);
  expect(screen.getByRole('heading', { name: 'This game is under maintenance.' })).toBeInTheDocument();
  expect(screen.getByText('Back at 10:00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
  expect(open).toHaveBeenCalledWith('https://cs.example/chat', '_blank', 'noopener,noreferrer');
});

it("region blocked: the title, the visitor's IP, the info text and customer service", async () => {
  renderWithProviders(<RegionBlockedPage status={{ ...status, status: 2 }} />, { language: 'TY' });
  expect(await screen.findByRole('heading', { name: 'Pinaghihigpitan ang access mula sa iyong IP address o lokasyon.' })).toBeInTheDocument();
  expect(screen.getByText('IP: 203.0.113.7')).toBeInTheDocument();
  expect(screen.getByText('Not available in your region')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
});

it('offers no customer-service button for a link the site does not open', () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithProviders(<MaintenancePage status={{ ...status, customerService: 'javascript:alert(document.cookie)' }} />);
  expect(screen.getByRole('heading', { name: 'This game is under maintenance.' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Customer service' })).not.toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

it('a failed start-up: a clear message and a retry', async () => {
  const onRetry = jest.fn();
  renderWithProviders(<StartupFailedPage error={new ApiError('network', 'error.network')} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal, try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});
