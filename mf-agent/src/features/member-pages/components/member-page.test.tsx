import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from 'build-config/jest-console';
import { commonEn, setTestRuntimeConfig } from '@gp/kernel/testing';
import { provideRemoteModuleLoader } from '@gp/kernel/host';
import { type RemoteModuleLoader } from '@gp/kernel';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { MemberPage, resetMemberPages } from './member-page';

/** A load error as the shell's federation runtime gives it (RemoteLoadError carries its kind). */
function loadError(kind: string) {
  return Object.assign(new Error(`Remote "mf_member" failed`), { name: 'RemoteLoadError', kind });
}

const DepositStub = ({ title }: { title?: string }) => <h1>{`Member deposit page: ${title ?? ''}`}</h1>;

function provide(...answers: Array<() => Promise<unknown>>) {
  const loader = jest.fn((_name: string, _exposed: string, _options?: { fresh?: boolean }) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next ? next() : Promise.reject(new Error('no answer'));
  });
  provideRemoteModuleLoader(loader as unknown as RemoteModuleLoader);
  return loader;
}

beforeEach(() => {
  setTestRuntimeConfig();
  resetMemberPages();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** A page that fails is logged twice: by React (an error caught by a boundary) and by the boundary. */
function expectPageFailureLogged() {
  expectConsoleError('React will try to recreate this component tree from scratch using the error boundary you provided, MemberPageBoundary.');
  return expectConsoleError('[agent centre] a member-centre page failed');
}

describe('a member-centre page in the agent centre', () => {
  it("shows mf-member's own page, asked of the shell's runtime by its exposed name", async () => {
    const loader = provide(() => Promise.resolve({ default: DepositStub }));
    renderPage(<MemberPage page="./deposit" title={en.pages.deposit} />);

    // The heading in the agent centre's words.
    expect(await screen.findByRole('heading', { level: 1, name: `Member deposit page: ${en.pages.deposit}` })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_member', './deposit', { fresh: false });
  });

  it('mf-member unreachable: its own fallback with the page title, the message and Retry, which loads afresh', async () => {
    expectPageFailureLogged();
    const user = userEvent.setup();
    const loader = provide(
      () => Promise.reject(loadError('failure')),
      () => Promise.resolve({ default: DepositStub }),
    );
    renderPage(<MemberPage page="./deposit" title={en.pages.deposit} />);

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: en.pages.deposit })).toBeInTheDocument();
    expect(alert).toHaveTextContent(`${en.memberPages.failed} ${commonEn.error.network}`);
    await user.click(screen.getByRole('button', { name: commonEn.ui.retry }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Member deposit page/ })).toBeInTheDocument();
    expect(loader.mock.calls.map((call) => call[2])).toEqual([{ fresh: false }, { fresh: true }]);
  });

  it('a time-out says so; a page that throws while rendering is an unknown error; both offer Retry', async () => {
    const logged = expectPageFailureLogged();
    provide(() => Promise.reject(Object.assign(new Error('wrapped'), { cause: loadError('timeout') })));
    const { unmount } = renderPage(<MemberPage page="./withdraw" title={en.pages.withdraw} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.timeout);
    expect(screen.getByRole('button', { name: commonEn.ui.retry })).toBeInTheDocument();
    unmount();

    const Broken = (): never => {
      throw new Error('render fault');
    };
    provide(() => Promise.resolve({ default: Broken }));
    renderPage(<MemberPage page="./messages" title={en.pages.platformMessages} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.unknown);
    expect(screen.getByRole('heading', { level: 1, name: en.pages.platformMessages })).toBeInTheDocument();
    expect(logged).toHaveLength(2);
  });

  it('an mf-member built for a newer shell (skew) says an update is needed, without Retry', async () => {
    expectPageFailureLogged();
    provide(() => Promise.reject(loadError('skew')));
    renderPage(<MemberPage page="./deposit" title={en.pages.deposit} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(en.memberPages.updateNeeded);
    expect(screen.queryByRole('button', { name: commonEn.ui.retry })).not.toBeInTheDocument();
  });

  it('a failed page is asked afresh when it is opened again, not served from the failed load', async () => {
    expectPageFailureLogged();
    const loader = provide(
      () => Promise.resolve({ default: (): never => { throw loadError('failure'); } }),
      () => Promise.resolve({ default: DepositStub }),
    );
    const { unmount } = renderPage(<MemberPage page="./deposit" title={en.pages.deposit} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(commonEn.error.network);
    unmount();

    renderPage(<MemberPage page="./deposit" title={en.pages.deposit} />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Member deposit page/ })).toBeInTheDocument();
    expect(loader.mock.calls.map((call) => call[2])).toEqual([{ fresh: false }, { fresh: true }]);
  });
});
