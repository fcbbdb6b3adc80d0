/** Loads Google Analytics when the platform gives an analytics id (`gtagId`); nothing otherwise. */
export function loadAnalytics(gtagId: string): void {
  const id = gtagId.trim();
  if (!/^[A-Z0-9-]+$/i.test(id) || document.querySelector('script[data-gtag]')) return;
  const script = document.createElement('script');
  script.async = true;
  script.dataset.gtag = id;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array copy of it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
}
