// <link> hints in the document head, each added once. No imports: the shell's entry uses them
// before the kernel has loaded (with the start-up chunk).

/** Opens the connection to each URL's origin (not this page's own) ahead of its first request. */
export function preconnectOrigins(urls: readonly unknown[], doc: Document = document): void {
  for (const url of urls) {
    let origin: string;
    try {
      origin = new URL(String(url)).origin;
    } catch {
      continue;
    }
    if (origin === doc.location.origin || doc.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    doc.head.append(link);
  }
}

/** Fetches the page's largest image at high priority before anything draws it. */
export function preloadImage(href: string, doc: Document = document): void {
  const exists = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === href);
  if (exists) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  doc.head.append(link);
}

/**
 * Starts a script or style sheet the page will load (a remote's entry and first chunks) without
 * running it; the loader's own tag takes the answer. No crossorigin attribute: the federation
 * runtime and webpack's chunk loading add none, and a preload is only reused by a matching request.
 */
export function preloadAsset(href: string, as: 'script' | 'style', doc: Document = document): void {
  const exists = [...doc.head.querySelectorAll(`link[rel="preload"][as="${as}"]`)].some((link) => link.getAttribute('href') === href);
  if (exists) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.setAttribute('href', href);
  doc.head.append(link);
}
