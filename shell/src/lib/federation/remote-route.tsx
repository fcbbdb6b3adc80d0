import { Component, lazy, Suspense, useCallback, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@gp/kernel';
import type { RemoteRouteIds } from '@gp/kernel/host';
import { classifyLoadError, RemoteLoadError, type RemoteFailureKind } from './remote-errors';
import { loadRemoteRoutes, reportRemoteLoad } from './federation';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

type LazyRoutes<N extends RemoteName> = LazyExoticComponent<RemoteRoutesModule<RemoteRouteIds[N]>['default']>;

/**
 * One lazy component per remote, so moving between routes of one remote does not suspend again;
 * `failed` marks a remote whose last load failed: the next attempt re-registers it so nothing
 * stale is reused.
 */
class RemoteRoutesSlot<N extends RemoteName> {
  component: LazyRoutes<N> | null = null;
  failed = false;
}

const slots: { [N in RemoteName]: RemoteRoutesSlot<N> } = {
  mf_games: new RemoteRoutesSlot(),
  mf_member: new RemoteRoutesSlot(),
  mf_agent: new RemoteRoutesSlot(),
  mf_lottery: new RemoteRoutesSlot(),
};

function lazyRoutes<N extends RemoteName>(remote: N, retry: boolean): LazyRoutes<N> {
  const slot = slots[remote];
  if (slot.component && !retry && !slot.failed) return slot.component;
  const fresh = retry || slot.failed;
  slot.failed = false;
  slot.component = lazy(() =>
    loadRemoteRoutes(remote, { fresh }).catch((error: unknown) => {
      slot.failed = true;
      throw error;
    }),
  );
  return slot.component;
}

type BoundaryProps = { remote: RemoteName; onRetry: () => void; children: ReactNode };
type BoundaryState = { kind: RemoteFailureKind | null };

/** Contains a remote that fails to load or throws while rendering to its own route. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { kind: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    if (error instanceof RemoteLoadError) return { kind: error.kind };
    // One of the remote's own page chunks did not arrive (webpack's ChunkLoadError): a load
    // failure or a time-out (SPEC §8), not a rendering fault.
    if (error instanceof Error && error.name === 'ChunkLoadError') return { kind: classifyLoadError(error) };
    return { kind: 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remote}]`, error, info.componentStack);
    // Load failures are counted where the load failed (federation.ts); a page chunk that did not
    // arrive and a render error are counted here, against the release this page runs.
    if (!(error instanceof RemoteLoadError)) reportRemoteLoad(this.props.remote, error instanceof Error && error.name === 'ChunkLoadError' ? 'failed' : 'render');
  }

  private readonly retry = () => {
    this.setState({ kind: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.kind) return <RemoteFallback kind={this.state.kind} onRetry={this.retry} />;
    return this.props.children;
  }
}

/** A remote and one of its own route ids: `{ remote: 'mf_games', routeId: 'slotz' }` does not compile. */
export type RemoteRouteProps<N extends RemoteName> = { remote: N; routeId: RemoteRouteIds[N] };

export function RemoteRoute<N extends RemoteName>({ remote, routeId }: RemoteRouteProps<N>) {
  const [attempt, setAttempt] = useState(0);
  const [Routes, setRoutes] = useState<LazyRoutes<N>>(() => lazyRoutes(remote, false));
  const [forRemote, setForRemote] = useState(remote);
  if (forRemote !== remote) {
    setForRemote(remote);
    setRoutes(() => lazyRoutes(remote, false));
  }

  const retry = useCallback(() => {
    setRoutes(() => lazyRoutes(remote, true));
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Routes routeId={routeId} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
