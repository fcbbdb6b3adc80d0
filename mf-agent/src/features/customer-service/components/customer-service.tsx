import { useId } from 'react';
import { Button } from '@gp/ui-kit';
import { emitEvent } from '@gp/kernel';
import records from '@gp/account-centre-kit/records-base.module.css';
import { useAgentT } from '../../../lib/i18n';

/**
 * customerService: the shell's live chat (topics, then the chat in a new window), opened over
 * the event bus, so the agent centre keeps no copy of it.
 */
export function CustomerService() {
  const { t } = useAgentT();
  const id = useId();
  return (
    <section className={records.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={records.title}>
        {t('pages.customerService')}
      </h1>
      <p>{t('support.intro')}</p>
      <div>
        <Button variant="primary" onClick={() => emitEvent('customer-service-requested', {})}>
          {t('support.start')}
        </Button>
      </div>
    </section>
  );
}
