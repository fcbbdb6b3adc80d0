import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@gp/kernel';
import { MemoryRouter } from '@gp/kernel/host';
import { renderWithProviders } from '@gp/kernel/testing';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { NotAvailableYet } from './not-available-yet';
import { PillLink } from './pill-link';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('UI primitives', () => {
  it('Button keeps its name while loading and blocks clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithProviders(<Button onClick={onClick}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('PillLink marks only the current choice', () => {
    renderWithProviders(
      <MemoryRouter>
        <PillLink to="?mode=a" current>
          A
        </PillLink>
        <PillLink to="?mode=b" current={false} className="extra">
          B
        </PillLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'A' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'B' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('href', '/?mode=b');
    expect(screen.getByRole('link', { name: 'B' })).toHaveClass('pill', 'extra');
  });

  it('Spinner is a labelled status', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('ErrorState shows the catalogue message and retries', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState error={new ApiError('network', 'error.network')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal, try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('EmptyState defaults to "No data"', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('NotAvailableYet is a page with a heading', () => {
    renderWithProviders(<NotAvailableYet />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Not available yet' })).toBeInTheDocument();
  });

  it('Skeleton is decorative with a fixed shape', () => {
    const { container } = renderWithProviders(<Skeleton aspectRatio="4 / 3" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.style.aspectRatio).toBe('4 / 3');
  });
});
