import { render, waitFor } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', async () => {
    const { container } = render(
      <SafeHtml
        html={[
          '<p onclick="steal()">Hello <strong>players</strong></p>',
          '<script>alert(1)</script>',
          '<img src="x" onerror="alert(2)" alt="promo">',
          '<a href="javascript:alert(3)">bad link</a>',
          '<iframe src="https://evil.example"></iframe>',
          '<form action="/steal"><input name="password"></form>',
          '<style>body{display:none}</style>',
          '<svg><script>alert(4)</script></svg>',
          '<a href="data:text/html,<script>alert(5)</script>">data link</a>',
        ].join('')}
      />,
    );
    await waitFor(() => expect(container.querySelector('strong')).not.toBeNull());
    const html = container.innerHTML;

    expect(container.querySelector('script, iframe, form, input, style, svg')).toBeNull();
    expect(html).not.toMatch(/onclick|onerror|javascript:|data:text/i);
    expect(container.querySelector('strong')).toHaveTextContent('players');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'promo');
  });

  it('opens links in a new tab without giving it the opener', async () => {
    const { findByRole } = render(<SafeHtml html='<a href="https://example.com/promo" target="_self">Promo</a>' />);
    const link = await findByRole('link', { name: 'Promo' });
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops inline styles and classes that could reach global CSS', async () => {
    await expect(sanitizeHtml('<p style="position:fixed" class="header" id="root">x</p>')).resolves.toBe('<p>x</p>');
  });

  it('renders nothing for empty input', async () => {
    const { container } = render(<SafeHtml html={null} as="section" />);
    await waitFor(() => expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'false'));
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
