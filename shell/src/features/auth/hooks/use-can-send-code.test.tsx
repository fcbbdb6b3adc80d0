import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '@gp/kernel';
import { initI18n } from '@gp/kernel/host';
import { TextField, useForm } from '@gp/forms-kit';
import { AUTH_KIT_NS } from '@gp/auth-kit';
import { useCanSendCode } from './use-can-send-code';

/** A form with a number and a "Send code" button, as the SMS forms draw them. */
function SmsForm() {
  const form = useForm<{ mobileNum: string; verificationCode: string }>({ defaultValues: { mobileNum: '', verificationCode: '' } });
  const canSend = useCanSendCode(form);
  const [sent, setSent] = useState<boolean | null>(null);
  return (
    <>
      <TextField label="Mobile" error={form.formState.errors.mobileNum?.message} {...form.register('mobileNum')} />
      <button type="button" onClick={() => setSent(canSend())}>
        Send code
      </button>
      <output aria-label="may send">{String(sent)}</output>
    </>
  );
}

beforeAll(async () => {
  initI18n('EN');
  await act(async () => {
    await i18n.loadNamespaces(AUTH_KIT_NS);
  });
});

describe('useCanSendCode', () => {
  it('sends only to a number in the phone format; otherwise the issue shows under the number until it is right', async () => {
    const user = userEvent.setup();
    render(<SmsForm />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    const send = screen.getByRole('button', { name: 'Send code' });
    const maySend = screen.getByRole('status', { name: 'may send' });

    await user.click(send);
    expect(maySend).toHaveTextContent('false');
    expect(mobile).toHaveAccessibleDescription('Input cannot be empty');

    await user.type(mobile, '12ab');
    await user.click(send);
    expect(maySend).toHaveTextContent('false');
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');

    await user.clear(mobile);
    await user.type(mobile, '09171234567');
    await user.click(send);
    expect(maySend).toHaveTextContent('true');
    expect(mobile).not.toHaveAccessibleDescription();
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
  });
});
