import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './form-fields.module.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the field (SPEC §8: field errors under each field) and announced with it. */
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input whose error sits under it, outside the label, linked by aria-describedby. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input {...input} id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={described} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
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
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.textAreaLabel}>
        {label}
      </label>
      <textarea {...textarea} id={id} className={styles.textArea} aria-invalid={Boolean(error)} aria-describedby={described} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.textAreaHint}>
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
