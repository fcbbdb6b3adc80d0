import { useId, useMemo } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextAreaField, useForm, useMoneyRequest, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { ImagePicker } from '../../../components/image-picker';
import { useMemberT } from '../../../lib/i18n';
import { useApplyPromotion } from '../api/apply-promotion';
import styles from './promotions.module.css';

/** SPEC §5 and §9: a comment of at most 140 characters and up to 3 images. */
export const COMMENT_MAX = 140;
export const MAX_IMAGES = 3;

type Values = { comment: string; images: string[] };

/**
 * The application of an APPLY promotion: the comment and up to three png/jpg images of ≤ 5 MB
 * (each picked, checked and previewed by the member centre's ImagePicker, removable). A refusal
 * keeps what was typed and picked.
 */
export function ApplicationForm({ id, onDone, onCancel }: { id: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useMemberT();
  const titleId = useId();
  const schema = useMemo(
    () =>
      v.object({
        comment: v.pipe(v.string(), v.trim(), v.nonEmpty(t('promo.commentRequired')), v.maxLength(COMMENT_MAX, t('promo.commentLength', { max: String(COMMENT_MAX) }))),
        images: v.pipe(v.array(v.string()), v.maxLength(MAX_IMAGES, t('promo.imagesMax', { max: String(MAX_IMAGES) }))),
      }),
    [t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { comment: '', images: [] } });
  const { errors, isSubmitting } = form.formState;
  const images = form.watch('images');
  const comment = form.watch('comment');
  const mutation = useApplyPromotion();
  const request = useMoneyRequest(form);

  const setImages = (next: (current: string[]) => string[]) => form.setValue('images', next(form.getValues('images')), { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.send((requestId) => mutation.mutateAsync({ id, comment: values.comment, images: values.images, requestId }));
      onDone();
    } catch (error) {
      applyRefusal(error, ['comment', 'images'] as const, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('promo.applyTitle')}</h2>
      <TextAreaField
        label={t('promo.comment')}
        maxLength={COMMENT_MAX}
        hint={t('promo.commentCount', { count: String(comment.length), max: String(COMMENT_MAX) })}
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <p className={styles.hint}>{t('promo.imagesHint', { max: String(MAX_IMAGES) })}</p>
      {images.map((image, index) => (
        <ImagePicker
          // The list only grows at its end or loses an item, so the index names the slot.
          key={index}
          label={t('promo.image', { n: String(index + 1) })}
          value={image}
          onChange={(next) => setImages((current) => (next === null ? current.filter((_, i) => i !== index) : current.map((item, i) => (i === index ? next : item))))}
        />
      ))}
      {images.length < MAX_IMAGES ? (
        <ImagePicker key={`add-${images.length}`} label={t('promo.addImage', { n: String(images.length + 1), max: String(MAX_IMAGES) })} value={null} onChange={(next) => next && setImages((current) => [...current, next].slice(0, MAX_IMAGES))} />
      ) : null}
      {errors.images?.message ? <p className={styles.error}>{errors.images.message}</p> : null}
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('promo.sending') : t('promo.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('promo.cancel')}
        </Button>
      </div>
    </form>
  );
}
