import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { ErrorState, translateError, fetchMemberInfo, setMemberInfoAtom, Spinner, useCommonT, useSession } from 'shared';
import { useMemberT } from '../../../lib/i18n';
import styles from './security-center.module.css';

/** securityCenter (my account): the member info, fetched fresh when the page opens. */
export function SecurityCenter() {
  const { t } = useMemberT();
  const { t: tc } = useCommonT();
  const { member } = useSession();
  const setMemberInfo = useSetAtom(setMemberInfoAtom);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchMemberInfo().then(
      (info) => !cancelled && setMemberInfo(info),
      (failure: unknown) => !cancelled && setError(failure),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, setMemberInfo]);

  if (!member) {
    if (error) {
      return (
        <ErrorState
          message={translateError(error)}
          onRetry={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <Spinner label={tc('ui.loading')} />;
  }

  const rows: Array<[string, string]> = [
    [t('security.account'), member.account],
    [t('security.username'), member.userName],
    [t('security.nickname'), member.nickname],
    [t('security.memberId'), String(member.id)],
    [t('security.vip'), member.vipName ? `${member.vipName} (VIP ${member.vipLevel})` : `VIP ${member.vipLevel}`],
    [t('security.mobile'), member.mobileNum || t('security.notSet')],
    [t('security.email'), member.email || t('security.notSet')],
    [t('security.currency'), member.currency],
  ];

  return (
    <section className={styles.card} aria-labelledby="security-title">
      <h1 id="security-title">{t('security.title')}</h1>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
