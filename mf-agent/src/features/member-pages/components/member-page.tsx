import { Component, type ComponentType, type ErrorInfo, lazy, type LazyExoticComponent, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { Button, Spinner } from '@gp/ui-kit';
import { type EmbeddedPageProps, loadExposedModule, type MemberEmbeddedPages, remoteFailureKind, type RemoteFailureKind, useCommonT } from '@gp/kernel';
import records from '@gp/account-centre-kit/records-base.module.css';
import agentRecords from '../../../components/records.module.css';
import { useAgentT } from '../../../lib/i18n';

/** The member-centre pages the agent centre shows: `./deposit`, `./withdraw`, `./messages`. */
export type MemberPageKey = keyof MemberEmbeddedPages;

type LazyPage = LazyExoticComponent<ComponentType<EmbeddedPageProps>>;

/**
 * One lazy component per exposed page, so going back to a page does not load it again; `failed`
 * marks a page whose last load or render failed: the next attempt asks the runtime afresh (the
 * shell's loader re-registers mf-member, dropping what the failure left cached).
 */
const slots: Record<MemberPageKey, { component: LazyPage | null; failed: boolean }> = {
  './deposit': { component: null, failed: false },
  './withdraw': { component: null, failed: false },
  './messages': { component: null, failed: false },
};

function lazyPage(key: MemberPageKey, retry: boolean): LazyPage {
  const slot = slots[key];
  if (slot.component && !retry && !slot.failed) return slot.component;
  const fresh = retry || slot.failed;
  slot.failed = false;
  slot.component = lazy(() =>
    loadExposedModule('mf_member', key, { fresh }).catch((error: unknown) => {
      slot.failed = true;
      throw error;
    }),
  );
  return slot.component;
}

/** Tests start from a clean state. */
export function resetMemberPages(): void {
  for (const slot of Object.values(slots)) Object.assign(slot, { component: null, failed: false });
}

const MESSAGE_KEY = { timeout: 'error.timeout', failure: 'error.network', render: 'error.unknown' } as const;

/** The page's own fallback: its title, what went wrong in the catalogue's words, and Retry (not for a release mismatch). */
function MemberPageFallback({ title, kind, onRetry }: { title: string; kind: RemoteFailureKind; onRetry: () => void }) {
  const { t } = useAgentT();
  const { t: tc } = useCommonT();
  const id = useId();
  return (
    <section className={records.page} aria-labelledby={`${id}-title`} data-member-page-fallback={kind}>
      <h1 id={`${id}-title`} className={records.title}>
        {title}
      </h1>
      <div role="alert" className={agentRecords.fallback}>
        <p>{kind === 'skew' ? t('memberPages.updateNeeded') : `${t('memberPages.failed')} ${tc(MESSAGE_KEY[kind])}`}</p>
        {kind === 'skew' ? null : (
          <Button variant="primary" onClick={onRetry}>
            {tc('ui.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}

type BoundaryProps = { title: string; onFailed: () => void; onRetry: () => void; children: ReactNode };
type BoundaryState = { kind: RemoteFailureKind | null };

/** Keeps a failed member page to the page's own box: the agent layout and menu keep working. */
class MemberPageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { kind: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { kind: remoteFailureKind(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onFailed();
    console.error('[agent centre] a member-centre page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.kind) return <MemberPageFallback title={this.props.title} kind={this.state.kind} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * A member-centre page (deposit, withdraw, messages) in the agent layout: mf-member's own page,
 * loaded at runtime through the federation runtime the shell set up (`loadExposedModule`), never a
 * second copy. When mf-member cannot be reached, is too old to expose the page, needs a newer
 * shell, or its page throws, this page shows its own fallback (with Retry) and the rest of the
 * agent centre keeps working.
 */
export function MemberPage({ page, title }: { page: MemberPageKey; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState<LazyPage>(() => lazyPage(page, false));
  const [forPage, setForPage] = useState(page);
  if (forPage !== page) {
    setForPage(page);
    setPage(() => lazyPage(page, false));
  }
  const failed = useCallback(() => {
    slots[page].failed = true;
  }, [page]);
  const retry = useCallback(() => {
    setPage(() => lazyPage(page, true));
    setAttempt((n) => n + 1);
  }, [page]);
  return (
    <MemberPageBoundary key={`${page}:${attempt}`} title={title} onFailed={failed} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <Page title={title} />
      </Suspense>
    </MemberPageBoundary>
  );
}
