import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from 'build-config/jest-console';
import { renderWithProviders } from '@gp/kernel/testing';
import { RemoteLoadError } from './remote-errors';
import { RemoteRoute } from './remote-route';
import { renderInShell } from '../../testing/render-in-shell';
import { loadRemoteRoutes, reportRemoteLoad } from './federation';

jest.mock('./federation', () => ({ loadRemoteRoutes: jest.fn(), reportRemoteLoad: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);
const report = jest.mocked(reportRemoteLoad);

function Page({ routeId }: { routeId: string }) {
  return <p>Remote page {routeId}</p>;
}

function renderRoute(remote: 'mf_games' | 'mf_member' | 'mf_agent' | 'mf_lottery') {
  return renderWithProviders(
    <>
      <header>Shell header</header>
      <RemoteRoute remote={remote} routeId="rng" />
    </>,
  );
}

beforeEach(() => {
  load.mockReset();
  report.mockReset();
});

/** A remote that fails is logged twice: by React (an error caught by a boundary) and by the boundary. */
function expectRemoteFailureLogged(remote: string) {
  expectConsoleError('React will try to recreate this component tree from scratch using the error boundary you provided, RemoteErrorBoundary.');
  expectConsoleError(`[remote ${remote}]`);
}

it('renders the remote page once it has loaded', async () => {
  load.mockResolvedValue({ default: Page });
  renderRoute('mf_games');
  expect(await screen.findByText('Remote page rng')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_games', { fresh: false });
});

it('shows the network wording for a remote that cannot be loaded, and Retry loads it again', async () => {
  expectRemoteFailureLogged('mf_member');
  load.mockRejectedValueOnce(new RemoteLoadError('mf_member', 'failure')).mockResolvedValue({ default: Page });
  renderRoute('mf_member');
  expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, try again.');
  expect(screen.getByText('Shell header')).toBeInTheDocument();
  // The failed load was counted where it failed (federation.ts), not again here.
  expect(report).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Remote page rng')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_member', { fresh: true });
});

it('shows the time-out wording when the remote took too long', async () => {
  expectRemoteFailureLogged('mf_agent');
  load.mockRejectedValue(new RemoteLoadError('mf_agent', 'timeout'));
  renderRoute('mf_agent');
  expect(await screen.findByRole('alert')).toHaveTextContent('Page took longer to load, check network.');
});

it('contains a remote that throws while rendering to its own route', async () => {
  expectRemoteFailureLogged('mf_lottery');
  let broken = true;
  function Throwing({ routeId }: { routeId: string }) {
    if (broken) throw new Error('render failure');
    return <p>Recovered {routeId}</p>;
  }
  load.mockResolvedValue({ default: Throwing });
  renderRoute('mf_lottery');
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error.');
  expect(screen.getByText('Shell header')).toBeInTheDocument();
  // Counted against the release this page runs (the canary controller's failure rate).
  expect(report).toHaveBeenCalledWith('mf_lottery', 'render');

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Recovered rng')).toBeInTheDocument();
});

it('tells the player the section needs an update of the site when the remote needs a newer shared, without a Retry that cannot help', async () => {
  expectRemoteFailureLogged('mf_agent');
  // mf_agent's last load failed (the time-out case above), so this render loads it again.
  load.mockRejectedValue(new RemoteLoadError('mf_agent', 'skew'));
  renderInShell(
    <>
      <header>Shell header</header>
      <RemoteRoute remote="mf_agent" routeId="agentHome" />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This section needs an update of the site. Please try again later.');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByText('Shell header')).toBeInTheDocument();
});

it('shows the time-out wording when a page chunk of the remote took longer than the chunk time-out', async () => {
  expectRemoteFailureLogged('mf_agent');
  // mf_agent's last load failed (the skew case above), so this render loads it again.
  const slowPage = Object.assign(new Error('Loading chunk 771 failed.\n(timeout: http://localhost:3002/static/js/771.js)'), { name: 'ChunkLoadError' });
  function LazyPage(): never {
    throw slowPage;
  }
  load.mockResolvedValue({ default: LazyPage });
  renderRoute('mf_agent');
  expect(await screen.findByRole('alert')).toHaveTextContent('Page took longer to load, check network.');
  expect(report).toHaveBeenCalledWith('mf_agent', 'failed');
});
