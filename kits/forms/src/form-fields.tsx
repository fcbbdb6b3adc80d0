import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '@gp/ui-kit';
import styles from './form-fields.module.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the field (SPEC §8: field errors under each field) and announced with it. */
  error?: string | null;
  hint?: ReactNode;
};

type FieldFrameProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  /** Draws the control with the id its label and notes point at, and its aria-describedby. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** The label, the control, then the hint and the error under it, linked by aria-describedby. */
function FieldFrame({ label, error, hint, className, labelClassName, hintClassName, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose error sits under it, outside the label, linked by aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} labelClassName={styles.label} hintClassName={styles.hint}>
      {({ id, describedBy }) => <input {...input} id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode;
  /** Shown under the field and announced with it, as TextField's. */
  error?: string | null;
  /** Under the field: a rule or a count of what is typed ("12 / 140"). */
  hint?: ReactNode;
};

/**
 * A labelled, vertically resizable textarea: TextField's API (label, error, hint, the rest goes to
 * the textarea). Its height starts at 96 px; a form sets `--text-area-min-height` on the
 * field's class for another.
 */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} labelClassName={styles.textAreaLabel} hintClassName={styles.textAreaHint}>
      {({ id, describedBy }) => <textarea {...textarea} id={id} className={styles.textArea} aria-invalid={Boolean(error)} aria-describedby={describedBy} />}
    </FieldFrame>
  );
}

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
};

export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.checkField, className)}>
      <label className={styles.check}>
        <input {...input} type="checkbox" aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (a refused login, a server error); announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
