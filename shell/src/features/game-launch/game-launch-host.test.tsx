import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from 'build-config/jest-console';
import { emitEvent, type Game, type GameLauncherProps } from '@gp/kernel';
import { renderWithProviders } from '@gp/kernel/testing';
import { loadRemoteModule } from '../../lib/federation/federation';
import { RemoteLoadError } from '../../lib/federation/remote-errors';
import { GameLaunchHost } from './game-launch-host';

jest.mock('../../lib/federation/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as unknown as jest.Mock<Promise<{ default: ComponentType<GameLauncherProps> }>>;

const game = { nodeId: 11, displayName: 'Fortune Tiger' } as Game;

function Launcher({ request, onClose }: GameLauncherProps) {
  return (
    <div role="dialog" aria-label="Launcher">
      <p>
        Launching {request.game.displayName} in {request.mode}
        {request.trial ? ' (trial)' : ''}
      </p>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

beforeEach(() => {
  load.mockReset();
});

/** A launcher that fails is logged twice: by React (an error caught by a boundary) and by the boundary. */
function expectLaunchFailureLogged() {
  expectConsoleError('React will try to recreate this component tree from scratch using the error boundary you provided, LaunchErrorBoundary.');
  expectConsoleError('[remote mf_games ./game-launcher]');
}

it('renders nothing until a game is asked for', () => {
  renderWithProviders(<GameLaunchHost />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it("loads mf-games' ./game-launcher on 'open-game' and hands it the request until it is done", async () => {
  load.mockResolvedValue({ default: Launcher });
  renderWithProviders(<GameLaunchHost />);

  act(() => emitEvent('open-game', { game, mode: 'popup', trial: true }));

  expect(await screen.findByText('Launching Fortune Tiger in popup (trial)')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_games', './game-launcher', { fresh: false });

  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog', { name: 'Launcher' })).not.toBeInTheDocument();

  act(() => emitEvent('open-game', { game, mode: 'seamless' }));
  expect(await screen.findByText('Launching Fortune Tiger in seamless')).toBeInTheDocument();
});

it('shows the remote fallback wording in a dialog when the launcher cannot load, and Retry loads it afresh', async () => {
  expectLaunchFailureLogged();
  load.mockRejectedValueOnce(new RemoteLoadError('mf_games', 'failure')).mockResolvedValue({ default: Launcher });
  renderWithProviders(<GameLaunchHost />);

  act(() => emitEvent('open-game', { game, mode: 'popup' }));

  const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
  expect(dialog).toHaveTextContent('Network link abnormal, try again.');

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Launching Fortune Tiger in popup')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_games', './game-launcher', { fresh: true });
});

it('uses the time-out wording, and Close dismisses the failure', async () => {
  expectLaunchFailureLogged();
  load.mockRejectedValue(new RemoteLoadError('mf_games', 'timeout'));
  renderWithProviders(<GameLaunchHost />);

  act(() => emitEvent('open-game', { game, mode: 'popup' }));

  const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
  expect(dialog).toHaveTextContent('Page took longer to load, check network.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('contains a launcher that throws while rendering', async () => {
  expectLaunchFailureLogged();
  function Broken(): never {
    throw new Error('render failure');
  }
  load.mockResolvedValue({ default: Broken });
  renderWithProviders(<GameLaunchHost />);

  act(() => emitEvent('open-game', { game, mode: 'popup' }));

  expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent('Unknown error.');
});

it('a game asked for after a failed load loads the launcher afresh', async () => {
  expectLaunchFailureLogged();
  load.mockRejectedValueOnce(new RemoteLoadError('mf_games', 'failure')).mockResolvedValue({ default: Launcher });
  renderWithProviders(<GameLaunchHost />);
  act(() => emitEvent('open-game', { game, mode: 'popup' }));
  await screen.findByRole('dialog', { name: 'Something went wrong' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));

  act(() => emitEvent('open-game', { game, mode: 'popup' }));

  expect(await screen.findByText('Launching Fortune Tiger in popup')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_games', './game-launcher', { fresh: true });
});
