/**
 * Shown when the runtime files cannot be read: i18n is not up yet, so the message is plain DOM
 * in English and Tagalog, with a retry.
 */
export function renderStartupError(container: HTMLElement, retry: () => void): void {
  container.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:28rem;margin:20vh auto;padding:24px;text-align:center;font-family:system-ui,sans-serif;color:#f2f3f5';
  const message = document.createElement('p');
  message.textContent = 'Network link abnormal, try again. · Hindi maayos ang koneksiyon, subukang muli.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.style.cssText = 'padding:10px 20px;border-radius:8px;border:0;background:#e8b84a;color:#111;font-weight:600;cursor:pointer';
  button.addEventListener('click', retry);
  box.append(message, button);
  container.append(box);
}
