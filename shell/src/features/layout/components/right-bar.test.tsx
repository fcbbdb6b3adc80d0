import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { testSystemStatus } from '../../../testing/system-status';
import { QR_SIZE } from './app-qr-flyout';
import { RightBar } from './right-bar';

/** The system status as the start-up left it: an iOS lite profile and an Android package to offer. */
const STATUS = testSystemStatus({
  resources: [
    { labelNameEn: 'iOS Lite', url: 'https://dl.example/app.mobileconfig', resourceType: 'MOBILECONFIG' },
    { labelNameEn: 'Android', url: 'https://dl.example/app.apk', resourceType: 'ANDROID' },
  ],
});

beforeEach(() => {
  setTestRuntimeConfig();
});

it('shows 112 px QR codes of the MOBILECONFIG and ANDROID resources when the app button is reached', async () => {
  renderInShell(<RightBar />, { status: STATUS });
  const bar = screen.getByRole('complementary', { name: 'Quick links' });
  await userEvent.hover(within(bar).getByRole('button', { name: 'Download the app' }));
  const flyout = await screen.findByRole('tooltip');
  expect(await within(flyout).findByText('iOS (lite)', { selector: 'figcaption' })).toBeInTheDocument();
  const codes = flyout.querySelectorAll('svg');
  expect(codes).toHaveLength(2);
  expect(QR_SIZE).toBe(112);
  expect(codes[0]).toHaveAttribute('height', '112');

  await userEvent.click(within(bar).getByRole('button', { name: 'Feedback' }));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('feedback');
  await userEvent.click(within(bar).getByRole('button', { name: 'Customer service' }));
  expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('customerService');
});
