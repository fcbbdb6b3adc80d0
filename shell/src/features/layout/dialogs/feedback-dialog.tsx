import { type FormEvent, useId, useState } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { FormAlert, TextField } from '@gp/forms-kit';
import { translateError, useCommonT } from '@gp/kernel';
import { countWords, FEEDBACK_TYPES, FEEDBACK_WORDS, type FeedbackType, sendFeedback } from '../api/feedback';
import { useDialogT } from './i18n';
import styles from './dialogs.module.css';

/** Feedback and complaints (PUT /wps/feedback), between 10 and 500 words (SPEC §5). */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useDialogT();
  const { t: tc } = useCommonT();
  const id = useId();
  const [type, setType] = useState<FeedbackType>('SUGGESTION');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [lengthError, setLengthError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const words = countWords(content);
  const lengthMessage = t('feedback.length', { min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max) {
      setLengthError(lengthMessage);
      return;
    }
    setLengthError(null);
    setBusy(true);
    try {
      await sendFeedback({ type, content, contact });
      setSent(true);
    } catch (error) {
      setFormError(translateError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={t('feedback.title')} onClose={onClose}>
      {sent ? (
        <div className={styles.done}>
          <p role="status" className={styles.success}>
            {t('feedback.thanks')}
          </p>
          <Button onClick={onClose}>{tc('ui.close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-intro`}>
          <p id={`${id}-intro`} className={styles.intro}>
            {t('feedback.intro')}
          </p>
          <fieldset className={styles.types}>
            <legend className={styles.label}>{t('feedback.type')}</legend>
            {FEEDBACK_TYPES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
                <span>{t(`feedback.types.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-content`} className={styles.label}>
              {t('feedback.content')}
            </label>
            <textarea
              id={`${id}-content`}
              className={styles.textarea}
              rows={6}
              value={content}
              onChange={(event) => {
                setContent(event.target.value);
                if (lengthError) setLengthError(null);
              }}
              aria-invalid={Boolean(lengthError)}
              aria-describedby={`${id}-count${lengthError ? ` ${id}-error` : ''}`}
            />
            <p id={`${id}-count`} className={styles.counter} data-over={words > FEEDBACK_WORDS.max}>
              {t('feedback.words', { count: words, max: FEEDBACK_WORDS.max })}
            </p>
            {lengthError ? (
              <p id={`${id}-error`} className={styles.fieldError}>
                {lengthError}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('feedback.contact')}
            hint={t('feedback.contactHint')}
            value={contact}
            maxLength={100}
            onChange={(event) => setContact(event.target.value)}
          />
          <FormAlert>{formError}</FormAlert>
          <Button type="submit" loading={busy} fullWidth>
            {t('feedback.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
