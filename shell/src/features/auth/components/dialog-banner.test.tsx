import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { envelope, mockFetchRoutes } from '@gp/kernel/testing';
import { MemoryRouter } from '@gp/kernel/host';
import { sharedStore } from '@gp/kernel';
import { clearHomeContentCache } from '../../../lib/content/home-content';
import { setPermissionsAtom } from '../../../lib/platform/permissions';
import { modules, seedRegisterSettings } from '../../../testing/session/fixtures';
import { renderSession, resetSession, setUpEncryption } from '../../../testing/session/setup';
import { en } from '../locales/en';
import { ty } from '../locales/ty';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';

const banner = (id: number, groupName: string, title: string, extra: object = {}) => ({ id, url: `/assets/banners/${groupName}/${id}.svg`, groupName, title, linkageType: 'NONE', ...extra });
const ANNOUNCEMENTS = {
  banners: [
    banner(1, 'w_home', 'Home banner'),
    banner(2, 'w_login', 'Welcome Back', { linkageType: 'ROUTE', linkUrl: '/rng' }),
    banner(3, 'w_login', 'Log In and Spin'),
    banner(4, 'w_register', 'Join Today'),
    banner(5, 'w_forget', 'We have you covered'),
  ],
  player: [],
  popup: [],
  promotion: [],
};

beforeAll(async () => {
  await setUpEncryption();
});

beforeEach(() => {
  resetSession();
  clearHomeContentCache();
});

function renderDialog(ui: ReactElement, name: string, banners = ANNOUNCEMENTS.banners) {
  mockFetchRoutes([
    { path: '/wps/relay/MCSFE_getListAnnouncements', body: envelope({ ...ANNOUNCEMENTS, banners }) },
    { path: '/wps/captcha', body: envelope('data:image/svg+xml;base64,PHN2Zy8+') },
  ]);
  renderSession(<MemoryRouter>{ui}</MemoryRouter>, { features: modules('USERNAMEREG3') });
  return screen.getByRole('dialog', { name });
}

const noop = () => undefined;

it('shows the w_login, w_register and w_forget banners in their dialogs, each its own group only', async () => {
  const login = renderDialog(<LoginDialog open onClose={noop} onSignedIn={noop} onNeedsVerification={noop} onForgotPassword={noop} onRegister={noop} />, 'Log in');
  const loginBanner = await within(login).findByRole('complementary', { name: en.banner });
  expect(within(loginBanner).getByRole('link', { name: 'Welcome Back' })).toHaveAttribute('href', '/rng');
  expect(within(login).queryByRole('img', { name: 'Home banner' })).not.toBeInTheDocument();
  cleanup();

  sharedStore.set(setPermissionsAtom, { registerSettings: seedRegisterSettings(), domainRoute: { domain: 'play.example', route: '/' } });
  const register = renderDialog(<RegisterDialog open onClose={noop} onSignedIn={noop} onLogIn={noop} />, 'Register');
  expect(await within(register).findByRole('img', { name: 'Join Today' })).toHaveAttribute('src', expect.stringContaining('/assets/banners/w_register/4.svg'));
  expect(within(register).queryByRole('img', { name: 'Welcome Back' })).not.toBeInTheDocument();
  cleanup();

  const forgot = renderDialog(<ForgotPasswordDialog open onClose={noop} onLogIn={noop} />, 'Forgot password');
  expect(await within(forgot).findByRole('img', { name: 'We have you covered' })).toBeInTheDocument();
});

it('shows no banner area when the group has none', async () => {
  const forgot = renderDialog(<ForgotPasswordDialog open onClose={noop} onLogIn={noop} />, 'Forgot password', [banner(1, 'w_home', 'Home banner')]);
  expect(await within(forgot).findByRole('textbox', { name: /username/i })).toBeInTheDocument();
  expect(within(forgot).queryByRole('complementary')).not.toBeInTheDocument();
  expect(ty.banner).not.toBe('');
});
