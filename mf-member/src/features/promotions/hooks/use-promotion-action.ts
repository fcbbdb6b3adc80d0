import { useRef, useState } from 'react';
import { getRuntimeConfig, requireRealAccount, useSession } from '@gp/kernel';
import { useMoneyRequest } from '@gp/forms-kit';
import { formatMoney } from '@gp/account-centre-kit';
import { useMemberT } from '../../../lib/i18n';
import { actionOf, type PromotionCard } from '../api/promotion-schema';
import { useTakePart } from '../api/take-part';

/**
 * A promotion's action (apply, join, claim) with the same rules on a card and in the details:
 * a guest is asked to log in and a trial account told it needs a real one (through the bus),
 * nothing is sent; join and claim are sent once (the button stays disabled from the click until
 * the new status arrives and takes the button away).
 */
export function usePromotionAction(promotion: Pick<PromotionCard, 'id' | 'mode' | 'status' | 'bonus'>) {
  const { t } = useMemberT();
  const { kind } = useSession();
  const cur = getRuntimeConfig().currencySymbol;
  const action = actionOf(promotion);
  const takePart = useTakePart();
  // One request per join or claim until the server answers it: a retry after a lost answer is the same.
  const request = useMoneyRequest();
  const [notice, setNotice] = useState<string | null>(null);
  // A second click can come before React shows the button disabled: one call per action.
  const sent = useRef(false);

  /** Join or claim; `onApply` opens the application (details only). */
  function act(onApply?: () => void) {
    setNotice(null);
    if (!action || !requireRealAccount(kind)) return;
    if (action === 'apply') return onApply?.();
    if (sent.current) return;
    sent.current = true;
    request
      .send((requestId) => takePart.mutateAsync({ id: promotion.id, action, requestId }))
      .then((answer) => setNotice(action === 'claim' ? t('promo.claimed', { amount: formatMoney(answer.amount ?? promotion.bonus ?? 0, cur) }) : t('promo.joined')))
      .catch(() => {
        // A failure lets the member try again; its message comes from the mutation's state.
        sent.current = false;
      });
  }

  return { action, act, notice, setNotice, busy: takePart.isPending || takePart.isSuccess, error: takePart.isError ? takePart.error : null };
}
