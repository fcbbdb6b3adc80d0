import { render, screen } from '@testing-library/react';
import { CheckboxField, FormAlert, TextAreaField, TextField } from './form-fields';

describe('form fields', () => {
  it('labels the input and links the error under it, outside the label', () => {
    render(<TextField label="Username" error="Input cannot be empty" hint="6 to 16 letters or digits" defaultValue="" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Input cannot be empty 6 to 16 letters or digits');
  });

  it('is valid without an error', () => {
    render(<TextField label="Email" defaultValue="" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('labels a textarea and describes it with its error and hint, as a text field', () => {
    const { rerender } = render(<TextAreaField label="Comment" hint="0 / 140" maxLength={140} defaultValue="" />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('maxlength', '140');
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
    expect(textarea).toHaveAccessibleDescription('0 / 140');
    rerender(<TextAreaField label="Comment" hint="0 / 140" error="Please write a comment." maxLength={140} defaultValue="" />);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please write a comment. 0 / 140');
  });

  it('describes a checkbox with its error', () => {
    render(<CheckboxField label="I accept the terms" error="Please accept the terms first" />);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('Please accept the terms first');
  });

  it('announces a form message only when there is one', () => {
    const { rerender } = render(<FormAlert>{null}</FormAlert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert>Incorrect username or password</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password');
  });
});
