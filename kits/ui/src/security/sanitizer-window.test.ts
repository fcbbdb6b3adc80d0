import { SANITIZER_DOCUMENT_PATH, SANITIZER_LOAD_TIMEOUT_MS, sanitizerWindow } from './sanitizer-window';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function sanitizerFrame(): HTMLIFrameElement {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no sanitizer frame');
  return frame;
}

describe('sanitizerWindow', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('parses with the page window under jsdom, which loads no frame', async () => {
    await expect(sanitizerWindow()).resolves.toBe(window);
    expect(document.querySelector('iframe')).toBeNull();
  });

  describe('in a browser', () => {
    beforeEach(() => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(BROWSER));

    it('gives the window of a hidden, script-less frame showing the sanitizer document', async () => {
      const parser = sanitizerWindow();
      const frame = sanitizerFrame();
      expect(frame).not.toBeVisible();
      expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
      expect(frame).toHaveAttribute('aria-hidden', 'true');
      expect(frame.getAttribute('src')).toBe(SANITIZER_DOCUMENT_PATH);
      // What the shell serves at that path (shell/public/sanitizer.html) carries the marker.
      frame.contentDocument?.replaceChildren(Object.assign(document.createElement('meta'), { name: 'sanitizer-document' }));
      frame.dispatchEvent(new Event('load'));
      const result = await parser;
      expect(result).toBe(frame.contentWindow);
      expect(result).not.toBe(window);
    });

    it('falls back to the page window when something else loads there (a 404, an error page)', async () => {
      const parser = sanitizerWindow();
      const frame = sanitizerFrame();
      frame.dispatchEvent(new Event('load'));
      await expect(parser).resolves.toBe(window);
      expect(frame).not.toBeInTheDocument();
    });

    it('falls back to the page window when the document does not load in time', async () => {
      jest.useFakeTimers();
      const parser = sanitizerWindow();
      const frame = sanitizerFrame();
      jest.advanceTimersByTime(SANITIZER_LOAD_TIMEOUT_MS);
      await expect(parser).resolves.toBe(window);
      expect(frame).not.toBeInTheDocument();
      // A late load changes nothing.
      frame.dispatchEvent(new Event('load'));
    });
  });
});
