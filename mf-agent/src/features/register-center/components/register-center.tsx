import { useId } from 'react';
import { QueryView } from '@gp/account-centre-kit';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';
import { useRebateRange } from '../api/register';
import { AffiliateLinks } from './affiliate-links';
import { RegisterForm } from './register-form';
import styles from './register-center.module.css';

/** registerCenter: create a downline, and affiliate links with expiry and channel. */
export function RegisterCenter() {
  const { t } = useAgentT();
  const id = useId();
  const range = useRebateRange();
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {t('pages.registerCenter')}
      </h1>
      <QueryView query={range} empty={null}>
        {(data) => (
          <div className={styles.columns}>
            <section aria-labelledby={`${id}-new`} className={styles.block}>
              <h2 id={`${id}-new`} className={styles.heading}>
                {t('register.title')}
              </h2>
              <RegisterForm range={data} />
            </section>
            <AffiliateLinks range={data} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
