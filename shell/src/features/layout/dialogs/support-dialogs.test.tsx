import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, envelope, mockFetchRoutes, setTestRuntimeConfig } from '@gp/kernel/testing';
import { renderInShell } from '../../../testing/render-in-shell';
import { testSystemStatus } from '../../../testing/system-status';
import { AppDownloadDialog } from './app-download-dialog';
import { CustomerServiceDialog } from './customer-service-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { HelpCenterDialog } from './help-center-dialog';

beforeEach(() => {
  setTestRuntimeConfig();
});

describe('FeedbackDialog', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('keeps feedback between 10 and 500 words before sending it', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/feedback', method: 'PUT', body: envelope({ id: 7 }) }]);
    renderInShell(<FeedbackDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Feedback and complaints' });
    const message = within(dialog).getByLabelText('Your message');
    await userEvent.type(message, words(9));
    expect(within(dialog).getByText('9 / 500 words')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Feedback must be between 10 and 500 words.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.requests).toHaveLength(0);

    await userEvent.type(message, ' ten');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Complaint' }));
    await userEvent.type(within(dialog).getByLabelText('Contact (optional)'), 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(fetchMock.requests[0]?.body).toEqual({ type: 'COMPLAINT', content: `${words(9)} ten`, contact: 'me@example.com' });
  });

  it('refuses more than 500 words and shows the server message on a refusal', async () => {
    mockFetchRoutes([{ path: '/wps/feedback', body: businessError('Feedback must be between 10 and 500 words', { words: 5 }, 'FEEDBACK_LENGTH') }]);
    renderInShell(<FeedbackDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Feedback and complaints' });
    const message = within(dialog).getByLabelText('Your message');
    await userEvent.click(message);
    await userEvent.paste(words(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Feedback must be between 10 and 500 words.')).toBeInTheDocument();

    await userEvent.clear(message);
    await userEvent.paste(words(12));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Feedback must be between 10 and 500 words');
  });
});

describe('HelpCenterDialog', () => {
  const SECTIONS = ['term', 'privacy', 'faq'].map((anchor, i) => ({ id: i + 1, anchor, title: `Title ${anchor}`, content: `<p>About ${anchor}</p>` }));

  it('asks for the current language on the web device and opens at the anchor', async () => {
    const fetchMock = mockFetchRoutes([{ path: '/wps/system/helpCenter', body: envelope({ sections: SECTIONS }) }]);
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderInShell(<HelpCenterDialog anchor="privacy" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Help centre' });
    const privacy = await within(dialog).findByRole('region', { name: 'Title privacy' });
    await waitFor(() => expect(privacy).toHaveTextContent('About privacy'));
    expect(within(dialog).getByRole('link', { name: 'Title privacy' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(scrolled).toContain('help-privacy'));
    expect(fetchMock.requests[0]?.url.searchParams.toString()).toBe('lang=EN&device=WEB');

    await userEvent.click(within(dialog).getByRole('link', { name: 'Title faq' }));
    expect(within(dialog).getByRole('link', { name: 'Title faq' })).toHaveAttribute('aria-current', 'true');
    expect(scrolled.at(-1)).toBe('help-faq');
  });
});

describe('CustomerServiceDialog', () => {
  const models = { path: '/wps/relay/CBS_modelList', body: envelope({ models: [{ id: 1, name: 'General support' }, { id: 2, name: 'VIP desk' }] }) };

  it('lists the chat models and opens the chat URL of the one chosen in a new window without opener', async () => {
    const fetchMock = mockFetchRoutes([
      models,
      { path: '/wps/relay/CBS_launchChat', method: 'POST', body: envelope({ chatUrl: 'https://chat.example/sim/chat?model=2' }) },
    ]);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(<CustomerServiceDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Customer service' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'VIP desk' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The chat opened in a new window.');
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://chat.example/sim/chat?model=2', '_blank', 'noopener,noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Open the chat again' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fetchMock.requests.at(-1)?.body).toEqual({ modelId: 2 });
  });

  it.each(['javascript:alert(document.domain)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://chat.example/plain'])(
    'opens no window for the chat URL %p and says the URL is invalid',
    async (chatUrl) => {
      mockFetchRoutes([models, { path: '/wps/relay/CBS_launchChat', method: 'POST', body: envelope({ chatUrl }) }]);
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      renderInShell(<CustomerServiceDialog onClose={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'Customer service' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'VIP desk' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid URL. Please contact customer service.');
      expect(open).not.toHaveBeenCalled();
      expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    },
  );
});

describe('AppDownloadDialog', () => {
  it('has a QR code, a download link and a guide for iOS, Android and lite iOS', async () => {
    // The resources the start-up read with the system status.
    const status = testSystemStatus({
      resources: [
        { labelNameEn: 'iOS', url: 'https://dl.example/app.ipa', resourceType: 'IOS' },
        { labelNameEn: 'Android', url: 'https://dl.example/app.apk', resourceType: 'ANDROID' },
        { labelNameEn: 'iOS Lite', url: 'https://dl.example/app.mobileconfig', resourceType: 'MOBILECONFIG' },
      ],
    });
    renderInShell(<AppDownloadDialog onClose={() => {}} />, { status });
    const dialog = screen.getByRole('dialog', { name: 'Download the app' });
    expect(await within(dialog).findByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://dl.example/app.ipa');
    expect(within(dialog).getByText('Scan to download', { selector: 'p' })).toBeInTheDocument();
    expect(dialog.querySelector('svg title')).toHaveTextContent('Scan to download');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Android' }));
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://dl.example/app.apk');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'iOS (lite)' }));
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://dl.example/app.mobileconfig');
    expect(within(dialog).getByText(/configuration profile/)).toBeInTheDocument();
  });
});
