import { useMemo } from 'react';
import { Button, Dialog } from '@gp/ui-kit';
import { FormAlert, TextAreaField, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { translateError } from '@gp/kernel';
import * as v from 'valibot';
import { useMemberT } from '../../../lib/i18n';
import { type Message, useSendMessage } from '../api/messages';
import styles from './messages.module.css';

export const SUBJECT_MAX = 50;
export const CONTENT_MAX = 500;

type Values = { subject: string; content: string };

/** A message to customer service, or a reply (its subject starts as "Re: …"). Nothing typed is lost on a refusal. */
export function ComposeDialog({ replyTo, onClose, onSent }: { replyTo: Message | null; onClose: () => void; onSent: () => void }) {
  const { t } = useMemberT();
  const send = useSendMessage();
  const schema = useMemo(
    () =>
      v.object({
        subject: v.pipe(v.string(), v.trim(), v.nonEmpty(t('messages.subjectRequired')), v.maxLength(SUBJECT_MAX, t('messages.subjectMax', { max: String(SUBJECT_MAX) }))),
        content: v.pipe(v.string(), v.trim(), v.nonEmpty(t('messages.contentRequired')), v.maxLength(CONTENT_MAX, t('messages.contentMax', { max: String(CONTENT_MAX) }))),
      }),
    [t],
  );
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { subject: replyTo ? `Re: ${replyTo.subject}`.slice(0, SUBJECT_MAX) : '', content: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const content = form.watch('content');

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ subject: values.subject, content: values.content, ...(replyTo ? { replyTo: replyTo.id } : {}) });
      onSent();
    } catch (error) {
      form.setError('root.server', { type: 'server', message: translateError(error) });
    }
  });

  return (
    <Dialog open title={replyTo ? t('messages.replyTitle') : t('messages.newTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <p className={styles.hint}>{t('messages.to')}</p>
        <TextField label={t('messages.subject')} maxLength={SUBJECT_MAX} error={errors.subject?.message} {...form.register('subject')} />
        <TextAreaField
          className={styles.content}
          label={t('messages.content')}
          maxLength={CONTENT_MAX}
          hint={t('messages.count', { count: String(content.length), max: String(CONTENT_MAX) })}
          error={errors.content?.message}
          {...form.register('content')}
        />
        <FormAlert>{errors.root?.server?.message}</FormAlert>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('messages.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('messages.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
