import { Button } from '@gp/ui-kit';
import { Link, memberPagePath, translateError } from '@gp/kernel';
import cards from '../../../components/cards.module.css';
import { useMemberT } from '../../../lib/i18n';
import { useDismissLimitPrompt, useLimits } from '../../../lib/responsible-gambling/limits';
import styles from './deposit.module.css';

/**
 * Responsible gambling on the deposit page: one click to the limits, and before the first deposit
 * (while the member has never deposited and set no deposit limit) a prompt to set one.
 */
export function DepositLimitPrompt() {
  const { t } = useMemberT();
  const limits = useLimits();
  const dismiss = useDismissLimitPrompt();
  const page = memberPagePath('responsibleGambling');
  return (
    <>
      {limits.data?.limitPrompt ? (
        <section className={cards.card} aria-labelledby="deposit-limit-prompt">
          <h2 id="deposit-limit-prompt">{t('rg.prompt.title')}</h2>
          <p className={cards.muted}>{t('rg.prompt.text')}</p>
          {dismiss.isError ? <p role="alert">{translateError(dismiss.error)}</p> : null}
          <div className={styles.promptButtons}>
            <Link to={page} className={styles.promptLink}>
              {t('rg.prompt.set')}
            </Link>
            <Button variant="secondary" loading={dismiss.isPending} onClick={() => dismiss.mutate()}>
              {t('rg.prompt.later')}
            </Button>
          </div>
        </section>
      ) : null}
      <p className={styles.rgLink}>
        <Link to={page}>{t('rg.deposit.link')}</Link>
      </p>
    </>
  );
}
