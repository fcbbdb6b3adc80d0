import { render, screen } from '@testing-library/react';
import { CheckboxField, FormAlert, TextField } from './form-fields';

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
