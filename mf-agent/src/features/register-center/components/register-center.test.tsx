import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, createTestEncryptionKeys, envelope, mockFetchRoutes, setTestRuntimeConfig, type TestEncryptionKeys } from '@gp/kernel/testing';
import '../../../lib/i18n';
import { en } from '../../../locales/en';
import { renderPage } from '../../../testing/render-page';
import { RegisterCenter } from './register-center';

jest.setTimeout(30_000);

const RANGE = { path: '/wps/relay/MCS2_getRebateRange', body: envelope({ minRate: 0, maxRate: 2, step: 0.1, ownRate: 2 }) };
const REGISTER = '/wps/relay/MCS2_registerSubordinate';
const LINKS = '/wps/relay/MCS2_affiliateLinkList';
const CREATE = '/wps/relay/MCS2_createAffiliateLink';

const link = {
  id: 4,
  code: 'AB12CD34',
  url: 'http://localhost:3000/?affiliateCode=AB12CD34',
  userType: 'MEMBER',
  rebateRate: 1.2,
  channel: 'Facebook',
  remark: '',
  expiry: '7D',
  createTime: '2026-11-25T10:00:00+08:00',
  expireTime: '2026-12-02T10:00:00+08:00',
  expired: false,
  registrations: 3,
};

let keys: TestEncryptionKeys;

beforeAll(async () => {
  keys = await createTestEncryptionKeys();
});

beforeEach(() => {
  setTestRuntimeConfig({ encryption: { publicKeyJwk: keys.publicKeyJwk } });
});

describe('registerCenter', () => {
  it('creates a downline with a rate within the range; a rate outside is refused before sending and what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetchRoutes([
      RANGE,
      { path: LINKS, body: envelope({ list: [], page: 1, totalPages: 0, totalElements: 0, footer: null }) },
      { path: REGISTER, body: businessError('Username already exists', { errors: { username: 'Username already exists' } }, 'USERNAME_EXISTS'), times: 1 },
      { path: REGISTER, body: envelope({ account: 'newagent7', userType: 'AGENT', rebateRate: 1.5 }) },
    ]);
    renderPage(<RegisterCenter />);

    const form = await screen.findByRole('form', { name: en.register.form });
    await user.click(within(form).getByRole('radio', { name: en.team.AGENT }));
    await user.type(within(form).getByLabelText(en.register.username), 'newagent7');
    await user.type(within(form).getByLabelText(en.register.password), 'Strong@2026');
    await user.type(within(form).getByLabelText(en.register.confirmPassword), 'Strong@2026');
    await user.type(within(form).getByLabelText(en.register.rebateRate), '2.5');
    await user.click(within(form).getByRole('button', { name: en.register.submit }));

    expect(within(form).getByLabelText(en.register.rebateRate)).toHaveAccessibleDescription(/Between 0% and 2%/);
    expect(fetchMock.requests.filter((r) => r.path === REGISTER)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(en.register.rebateRate));
    await user.type(within(form).getByLabelText(en.register.rebateRate), '1.5');
    await user.click(within(form).getByRole('button', { name: en.register.submit }));
    expect(await within(form).findByText('Username already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText(en.register.username)).toHaveValue('newagent7');

    await user.click(within(form).getByRole('button', { name: en.register.submit }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Agent newagent7 is created.');
    const sent = fetchMock.requests.filter((r) => r.path === REGISTER);
    const { fields } = await keys.decrypt((sent[1]?.body as { value: string }).value);
    expect(fields).toEqual({ userType: 'AGENT', username: 'newagent7', password: 'Strong@2026', confirmPassword: 'Strong@2026', rebateRate: 1.5 });
  });

  it('the confirmation must equal the password', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetchRoutes([RANGE, { path: LINKS, body: envelope({ list: [], totalPages: 0 }) }]);
    renderPage(<RegisterCenter />);
    const form = await screen.findByRole('form', { name: en.register.form });
    await user.type(within(form).getByLabelText(en.register.password), 'Strong@2026');
    await user.type(within(form).getByLabelText(en.register.confirmPassword), 'Strong@2027');
    await user.click(within(form).getByRole('button', { name: en.register.submit }));
    expect(within(form).getByLabelText(en.register.confirmPassword)).toHaveAccessibleDescription(/.+/);
    expect(within(form).getByLabelText(en.register.username)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(en.register.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists affiliate links with their QR and copy, and creates one with expiry and channel', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = mockFetchRoutes([
      RANGE,
      { path: LINKS, body: envelope({ list: [link], page: 1, totalPages: 1, totalElements: 1, footer: null }) },
      { path: CREATE, body: envelope({ ...link, id: 5 }) },
    ]);
    renderPage(<RegisterCenter />);

    const card = await screen.findByRole('article', { name: 'Link AB12CD34' });
    expect(within(card).getByText(link.url)).toBeInTheDocument();
    expect(within(card).getByTitle('QR code of link AB12CD34')).toBeInTheDocument();
    expect(card).toHaveTextContent('3 registered');
    await user.click(within(card).getByRole('button', { name: en.links.copy }));
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(await within(card).findByText(en.links.copied)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: en.links.form });
    await user.type(within(form).getByLabelText(en.register.rebateRate), '1.2');
    await user.selectOptions(within(form).getByLabelText(en.links.expiry), '7 days');
    await user.type(within(form).getByLabelText(en.links.channel), 'Facebook');
    await user.click(within(form).getByRole('button', { name: en.links.create }));
    await waitFor(() => expect(fetchMock.requests.filter((r) => r.path === CREATE)).toHaveLength(1));
    expect(fetchMock.requests.find((r) => r.path === CREATE)?.body).toEqual({ userType: 'MEMBER', rebateRate: 1.2, expiry: '7D', channel: 'Facebook' });
  });
});
