import { useState } from 'react';
import { Button, NotAvailableYet, SafeHtml } from '@gp/ui-kit';
import { FormAlert } from '@gp/forms-kit';
import { getRuntimeConfig, Link, translateError, useParams } from '@gp/kernel';
import { formatMoney, formatSiteTime, QueryView } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import { usePromotionDetail, type PromotionDetail } from '../api/get-promotion-detail';
import { usePromotionAction } from '../hooks/use-promotion-action';
import { ApplicationForm } from './application-form';
import { PromotionDates } from './promotion-dates';
import styles from './promotions.module.css';
import { StatusBadge } from './status-badge';

function MyApplication({ application }: { application: NonNullable<PromotionDetail['application']> }) {
  const { t } = useMemberT();
  return (
    <section className={styles.application} aria-labelledby="promotion-application">
      <h2 id="promotion-application">{t('promo.myApplication')}</h2>
      <p className={styles.meta}>
        <StatusBadge status={application.status === 'APPLYING' ? 'APPLYING' : application.status} />
        {application.createTime ? <span>{t('promo.sentAt', { time: formatSiteTime(application.createTime) })}</span> : null}
      </p>
      {application.comment ? <p>{application.comment}</p> : null}
      {application.images.length > 0 ? (
        <ul className={styles.images} aria-label={t('promo.myImages')}>
          {application.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('promo.imageAlt', { n: String(index + 1) })} />
            </li>
          ))}
        </ul>
      ) : null}
      {application.remark ? <p>{t('promo.remark', { remark: application.remark })}</p> : null}
    </section>
  );
}

function Details({ detail }: { detail: PromotionDetail }) {
  const { t } = useMemberT();
  const cur = getRuntimeConfig().currencySymbol;
  const [applying, setApplying] = useState(false);
  const { action, act, notice, setNotice, busy, error } = usePromotionAction(detail);

  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      {detail.bannerUrl ? <img className={styles.detailBanner} src={detail.bannerUrl} alt="" /> : null}
      <h1 id="promotion-title">{detail.title}</h1>
      <div className={styles.meta}>
        <StatusBadge status={detail.status} />
        {detail.categoryName ? <span>{detail.categoryName}</span> : null}
        {detail.bonus ? <span>{t('promo.bonus', { amount: formatMoney(detail.bonus, cur) })}</span> : null}
      </div>
      <PromotionDates card={detail} />
      {detail.summary ? <p>{detail.summary}</p> : null}
      {detail.status === 'REJECTED' && detail.remark && !detail.application ? <p>{t('promo.remark', { remark: detail.remark })}</p> : null}
      {notice ? (
        <p role="status" className={styles.hint}>
          {notice}
        </p>
      ) : null}
      {error ? <FormAlert>{translateError(error)}</FormAlert> : null}
      {action && !applying ? (
        <div className={styles.actions}>
          <Button type="button" onClick={() => act(() => setApplying(true))} disabled={busy}>
            {t(`promo.action.${action === 'apply' && detail.status === 'REJECTED' ? 'applyAgain' : action}`)}
          </Button>
        </div>
      ) : null}
      {applying && action === 'apply' ? (
        <ApplicationForm
          id={detail.id}
          onCancel={() => setApplying(false)}
          onDone={() => {
            setApplying(false);
            setNotice(t('promo.applied'));
          }}
        />
      ) : null}
      {detail.application ? <MyApplication application={detail.application} /> : null}
      <section aria-labelledby="promotion-rules">
        <h2 id="promotion-rules">{t('promo.rules')}</h2>
        <SafeHtml html={detail.rulesHtml} className={styles.rules} />
      </section>
    </article>
  );
}

/** /promotions/<id>: the details, the rules (server HTML, sanitized), the action and my application. */
export function PromotionDetails() {
  const { t, language } = useMemberT();
  const { id } = useParams();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const detail = usePromotionDetail(valid ? numeric : 0, language, valid);
  return (
    <div className={styles.page}>
      <Link to="/promotions" className={styles.back}>
        {t('promo.back')}
      </Link>
      {valid ? (
        <QueryView query={detail} empty={null}>
          {(data) => <Details detail={data} />}
        </QueryView>
      ) : (
        <NotAvailableYet title={t('promo.title')} message={t('promo.notFound')} />
      )}
    </div>
  );
}
