import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName, RemoteRoutesProps } from 'shared';
import { RemoteLoadError, type RemoteFailureKind } from './remote-errors';
import { loadRemoteRoutes } from './federation';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

type LazyRoutes = ComponentType<RemoteRoutesProps<string>>;

/** One lazy component per remote, so moving between routes of one remote does not suspend again. */
const lazyByRemote = new Map<RemoteName, LazyRoutes>();
/** Remotes whose last load failed: the next attempt re-registers them so nothing stale is reused. */
const failedRemotes = new Set<RemoteName>();

function lazyRoutes(remote: RemoteName, retry: boolean): LazyRoutes {
  const cached = lazyByRemote.get(remote);
  if (cached && !retry && !failedRemotes.has(remote)) return cached;
  const fresh = retry || failedRemotes.has(remote);
  failedRemotes.delete(remote);
  const component = lazy(() =>
    loadRemoteRoutes(remote, { fresh }).catch((error: unknown) => {
      failedRemotes.add(remote);
      throw error;
    }),
  ) as unknown as LazyRoutes;
  lazyByRemote.set(remote, component);
  return component;
}

type BoundaryProps = { remote: RemoteName; onRetry: () => void; children: ReactNode };
type BoundaryState = { kind: RemoteFailureKind | null };

/** Contains a remote that fails to load or throws while rendering to its own route. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { kind: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { kind: error instanceof RemoteLoadError ? error.kind : 'render' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remote}]`, error, info.componentStack);
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

export type RemoteRouteProps = { remote: RemoteName; routeId: string };

export function RemoteRoute({ remote, routeId }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const [Routes, setRoutes] = useState<LazyRoutes>(() => lazyRoutes(remote, false));
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
