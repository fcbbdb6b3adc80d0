import type { Config, DOMPurify as Purifier } from 'dompurify';
import { type ElementType, useEffect, useState } from 'react';
import { sanitizerWindow } from './security/sanitizer-window';

/**
 * Server HTML (announcements, notices, help, promotions) is rendered only here. The allow-list
 * is strict: no scripts, styles, forms, frames, event handlers, inline styles or classes (a
 * class could reach an app's global styles), and only http(s), mailto and tel links.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
    'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li',
    'mark', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td',
    'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'dir', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

type Parser = { instance: Purifier; window: Window };

let purifier: Promise<Parser> | null = null;

// DOMPurify loads with the first server HTML shown, not with the first page. A private
// instance, so the link hook never changes another DOMPurify user's output. It parses in the
// sanitizer document's window (see sanitizerWindow: no CSP reports for hostile markup).
function getPurifier(): Promise<Parser> {
  purifier ??= Promise.all([import('dompurify'), sanitizerWindow()]).then(([{ default: DOMPurify }, parserWindow]) => {
    const instance = DOMPurify(parserWindow);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return { instance, window: parserWindow };
  });
  return purifier;
}

export async function sanitizeHtml(html: string): Promise<string> {
  let parser = await getPurifier();
  // The sanitizer's frame was taken out of the page (a test, a script clearing the body): a new one.
  if (parser.window.closed) {
    purifier = null;
    parser = await getPurifier();
  }
  return parser.instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

export type SafeHtmlProps = {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
};

/** Nothing unsanitized is ever rendered: the element stays empty (and busy) until the HTML is clean. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  const source = html ?? '';
  useEffect(() => {
    let cancelled = false;
    sanitizeHtml(source).then((result) => !cancelled && setClean({ source, html: result }));
    return () => {
      cancelled = true;
    };
  }, [source]);
  const ready = clean?.source === source;
  return <Tag className={className} aria-busy={!ready} dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }} />;
}
