/** Where the shell serves the sanitizer's parse document (shell/public/sanitizer.html). */
export const SANITIZER_DOCUMENT_PATH = '/sanitizer.html';

/** A window with its globals: what DOMPurify builds its instance on. */
export type ParserWindow = Window & typeof globalThis;

/** The element that tells the served document from anything else a frame may end up showing. */
const MARKER = 'meta[name="sanitizer-document"]';

/** A frame that has not loaded by then is given up: the page's own window parses instead. */
export const SANITIZER_LOAD_TIMEOUT_MS = 10_000;

/**
 * The window whose parser reads server HTML for the sanitizer.
 *
 * Chromium checks the page's Content-Security-Policy while ANY document of the page's window
 * parses markup (DOMParser, createHTMLDocument, a template): every inline event handler and style
 * attribute of hostile HTML is reported as a violation, though the inert document runs nothing.
 * Hostile announcements would flood the report endpoint and hide real violations. So the markup
 * is parsed with the window of a hidden frame showing sanitizer.html: a same-origin document with
 * a policy of its own that blocks no inline attribute, in a frame sandboxed without scripts (the
 * served policy says `sandbox` too), so nothing can run there either and nothing is reported.
 *
 * Where that document is not served (a remote's dev server, jsdom) or does not load in time,
 * the page's own window parses: still sanitized, only reported as before.
 */
export function sanitizerWindow(host: Document = document): Promise<ParserWindow> {
  const pageWindow = host.defaultView ?? window;
  // jsdom (the unit tests) loads no frame documents: it would only wait for the time-out.
  if (/\bjsdom\//.test(pageWindow.navigator.userAgent)) return Promise.resolve(pageWindow);
  return new Promise((resolve) => {
    const frame = host.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('sandbox', 'allow-same-origin');
    let settled = false;
    const settle = (parser: ParserWindow | null) => {
      if (settled) return;
      settled = true;
      pageWindow.clearTimeout(timer);
      if (parser) return resolve(parser);
      frame.remove();
      resolve(pageWindow);
    };
    const timer = pageWindow.setTimeout(() => settle(null), SANITIZER_LOAD_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      let served = false;
      try {
        served = frame.contentDocument?.querySelector(MARKER) != null;
      } catch {
        // another origin's answer (an error page): not the sanitizer document
      }
      // A frame's window is a whole global object, as the page's is (DOMParser, Node, Element…).
      settle(served ? (frame.contentWindow as ParserWindow | null) : null);
    });
    frame.addEventListener('error', () => settle(null));
    frame.src = SANITIZER_DOCUMENT_PATH;
    host.body.append(frame);
  });
}
