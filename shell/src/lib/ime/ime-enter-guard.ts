/**
 * Enter while an IME is composing (Chinese, Japanese, Korean, Vietnamese input) confirms the
 * composition; it must not submit the form. Chromium and Firefox already skip implicit
 * submission then, but Safari sends the confirming Enter's keydown after `compositionend`
 * (`isComposing` false, keyCode 229), which submits. One capture listener for the whole page
 * (every app's forms submit natively, by react-hook-form's `handleSubmit`): an Enter that is part
 * of a composition does nothing else.
 */
export function guardImeEnter(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // Only Enter: Android keyboards send keyCode 229 for every key, which must still type.
    if (event.key !== 'Enter') return;
    // keyCode is deprecated but the only signal Safari gives for the composition's last Enter.
    if (event.isComposing || event.keyCode === 229) event.preventDefault();
  };
  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
