import { guardImeEnter } from './ime-enter-guard';

function form() {
  document.body.innerHTML = '<form><input aria-label="Nickname" /><button type="submit">Save</button></form>';
  const input = document.querySelector('input') as HTMLInputElement;
  return input;
}

function enter(input: HTMLInputElement, init: KeyboardEventInit & { keyCode?: number }) {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
  if (init.keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
  input.dispatchEvent(event);
  return event;
}

describe('Enter during IME composition', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop = guardImeEnter();
  });
  afterEach(() => stop());

  it('does not submit while composing (isComposing) nor on the composition’s last Enter (keyCode 229)', () => {
    const input = form();
    expect(enter(input, { isComposing: true }).defaultPrevented).toBe(true);
    expect(enter(input, { keyCode: 229 }).defaultPrevented).toBe(true);
  });

  it('leaves a plain Enter alone, so the form still submits', () => {
    const input = form();
    expect(enter(input, { keyCode: 13 }).defaultPrevented).toBe(false);
  });

  it('leaves other keys of a composition alone (Android keyboards send 229 for every key)', () => {
    const input = form();
    const key = new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true, cancelable: true, isComposing: true });
    Object.defineProperty(key, 'keyCode', { value: 229 });
    input.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });
});
