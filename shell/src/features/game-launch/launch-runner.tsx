import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Dialog, Spinner } from '@gp/ui-kit';
import { type GameLaunchRequest, type GameLauncherProps, useCommonT } from '@gp/kernel';
import { loadRemoteModule } from '../../lib/federation/federation';
import { RemoteLoadError, type RemoteFailureKind } from '../../lib/federation/remote-errors';
import { RemoteFallback } from '../../lib/federation/remote-fallback';

type LauncherLoad = { attempt: number; failed: boolean; Launcher: ComponentType<GameLauncherProps> };

/** `fresh` re-registers mf-games first, so a retry does not reuse a failed entry. */
function loadLauncher(attempt: number, fresh: boolean): LauncherLoad {
  const load: LauncherLoad = { attempt, failed: false, Launcher: () => null };
  load.Launcher = lazy(() =>
    loadRemoteModule('mf_games', './game-launcher', { fresh }).catch((error: unknown) => {
      load.failed = true;
      throw error;
    }),
  );
  return load;
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCommonT();
  return (
    <Dialog open title={t('ui.loading')} onClose={onClose} size="sm">
      <Spinner centered />
    </Dialog>
  );
}

function FailureDialog({ kind, onRetry, onClose }: { kind: RemoteFailureKind; onRetry: () => void; onClose: () => void }) {
  const { t } = useCommonT();
  return (
    <Dialog open title={t('ui.somethingWentWrong')} onClose={onClose} size="sm">
      <RemoteFallback kind={kind} onRetry={onRetry} />
    </Dialog>
  );
}

type BoundaryProps = { onRetry: () => void; onClose: () => void; children: ReactNode };
type BoundaryState = { kind: RemoteFailureKind | null };

/** A launcher that cannot load or throws: the remote-route wording, in a dialog over the page. */
class LaunchErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { kind: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { kind: error instanceof RemoteLoadError ? error.kind : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[remote mf_games ./game-launcher]', error, info.componentStack);
  }

  override render() {
    const { kind } = this.state;
    if (!kind) return this.props.children;
    return <FailureDialog kind={kind} onRetry={this.props.onRetry} onClose={this.props.onClose} />;
  }
}

export type LaunchRunnerProps = { request: GameLaunchRequest | null; onClose: () => void };

/** Renders mf-games' launcher for each request; after a failed load the next request loads it afresh. */
export function LaunchRunner({ request, onClose }: LaunchRunnerProps) {
  const [load, setLoad] = useState(() => loadLauncher(0, false));
  const [requestId, setRequestId] = useState(request?.id);
  if (request && request.id !== requestId) {
    setRequestId(request.id);
    if (load.failed) setLoad(loadLauncher(load.attempt + 1, true));
  }
  if (!request) return null;
  const { Launcher } = load;
  return (
    <LaunchErrorBoundary
      key={`${load.attempt}:${request.id}`}
      onRetry={() => setLoad(loadLauncher(load.attempt + 1, true))}
      onClose={onClose}
    >
      <Suspense fallback={<LoadingDialog onClose={onClose} />}>
        <Launcher request={request} onClose={onClose} />
      </Suspense>
    </LaunchErrorBoundary>
  );
}
