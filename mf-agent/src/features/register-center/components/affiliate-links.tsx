import { QRCodeSVG } from 'qrcode.react';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { applyRefusal, FormAlert, TextField, useForm, valibotResolver } from '@gp/forms-kit';
import { Button } from '@gp/ui-kit';
import { isApiError } from '@gp/kernel';
import { formatSiteTime, Pager, QueryView } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { rateSchema } from '../../../lib/rate';
import { type AffiliateLink, LINK_EXPIRIES, type LinkExpiry, type RebateRange, USER_TYPES, type UserType, useAffiliateLinks, useCreateLink, useDeleteLink } from '../api/register';
import styles from './register-center.module.css';

type Values = { userType: UserType; rebateRate: string; expiry: LinkExpiry; channel: string; remark: string };

function NewLinkForm({ range }: { range: RebateRange }) {
  const { t } = useAgentT();
  const id = useId();
  const mutation = useCreateLink();
  const rangeText = t('register.rateRange', { min: range.minRate, max: range.maxRate });
  const schema = useMemo(
    () =>
      v.object({
        userType: v.picklist(USER_TYPES),
        rebateRate: rateSchema({ required: t('field.required'), format: t('register.rateFormat'), range: rangeText }, range.minRate, range.maxRate),
        expiry: v.picklist(LINK_EXPIRIES),
        channel: v.pipe(v.string(), v.trim(), v.nonEmpty(t('field.required')), v.maxLength(30, t('links.channelLength'))),
        remark: v.pipe(v.string(), v.maxLength(50, t('links.remarkLength'))),
      }),
    [range, rangeText, t],
  );
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { userType: 'MEMBER', rebateRate: '', expiry: 'PERMANENT', channel: '', remark: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        userType: values.userType,
        rebateRate: Number(values.rebateRate),
        expiry: values.expiry,
        channel: values.channel.trim(),
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      });
      form.reset({ ...values, channel: '', remark: '' });
    } catch (error) {
      if (isApiError(error) && error.code === 'REBATE_OUT_OF_RANGE') form.setError('rebateRate', { type: 'server', message: rangeText });
      else applyRefusal(error, ['rebateRate', 'channel', 'remark'] as const, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('links.form')}>
      <fieldset className={styles.choice}>
        <legend>{t('register.userType')}</legend>
        {USER_TYPES.map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" value={type} {...form.register('userType')} />
            <span>{t(`team.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField label={t('register.rebateRate')} inputMode="decimal" autoComplete="off" hint={rangeText} error={errors.rebateRate?.message} {...form.register('rebateRate')} />
      <label className={records.selectField} htmlFor={`${id}-expiry`}>
        <span>{t('links.expiry')}</span>
        <select id={`${id}-expiry`} {...form.register('expiry')}>
          {LINK_EXPIRIES.map((expiry) => (
            <option key={expiry} value={expiry}>
              {t(`links.expiries.${expiry}`)}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t('links.channel')} hint={t('links.channelHint')} maxLength={30} error={errors.channel?.message} {...form.register('channel')} />
      <TextField label={t('links.remark')} maxLength={50} error={errors.remark?.message} {...form.register('remark')} />
      <FormAlert>{errors.root?.server?.message}</FormAlert>
      <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
        {t('links.create')}
      </Button>
    </form>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t } = useAgentT();
  const remove = useDeleteLink();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <article className={styles.link} aria-label={t('links.linkOf', { code: link.code })}>
      <QRCodeSVG value={link.url} size={112} marginSize={2} title={t('links.qr', { code: link.code })} className={styles.qr} />
      <div className={styles.linkBody}>
        <p className={styles.url}>{link.url}</p>
        <p className={styles.meta}>
          {t(`team.${link.userType}`)} · {t('team.rate', { rate: link.rebateRate })} · {link.channel}
          {link.remark ? ` · ${link.remark}` : ''}
        </p>
        <p className={styles.meta}>
          {link.expired
            ? t('links.expired')
            : link.expireTime
              ? t('links.expires', { time: formatSiteTime(link.expireTime) })
              : t(`links.expiries.${link.expiry}`)}
          {' · '}
          {t('links.registrations', { count: link.registrations })}
        </p>
        <div className={styles.linkActions}>
          <Button size="sm" variant="secondary" onClick={copy}>
            {t('links.copy')}
          </Button>
          <Button size="sm" variant="secondary" loading={remove.isPending} onClick={() => remove.mutate(link.id)}>
            {t('links.delete')}
          </Button>
          <span role="status" className={styles.copied}>
            {copied === true ? t('links.copied') : copied === false ? t('links.copyFailed') : ''}
          </span>
        </div>
      </div>
    </article>
  );
}

/** Affiliate links: create (type, rate, expiry, channel), list with copy, QR and delete. */
export function AffiliateLinks({ range }: { range: RebateRange }) {
  const { t } = useAgentT();
  const id = useId();
  const [page, setPage] = useState(1);
  const links = useAffiliateLinks(page);
  return (
    <section aria-labelledby={`${id}-links`} className={styles.block}>
      <h2 id={`${id}-links`} className={styles.heading}>
        {t('links.title')}
      </h2>
      <NewLinkForm range={range} />
      <QueryView query={links} isEmpty={(data) => data.list.length === 0} empty={t('links.none')}>
        {(data) => (
          <>
            <ul className={styles.links}>
              {data.list.map((link) => (
                <li key={link.id}>
                  <LinkCard link={link} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onPage={setPage} busy={links.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </section>
  );
}
