import type { EmbeddedPageModule, EmbeddedPageProps } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { DepositPage } from '../../features/deposit/components/deposit-page';
import '../../lib/i18n';

/**
 * The member centre's own deposit page (depositv2), exposed as `./deposit` for another app's
 * frame: the agent centre shows it inside its layout through federation (one copy of the code). It brings
 * the member centre's texts and the page's query client; the host draws the frame and the fallback.
 */
function EmbeddedDeposit({ title }: EmbeddedPageProps) {
  return (
    <QueryProvider>
      <DepositPage title={title} />
    </QueryProvider>
  );
}

export default EmbeddedDeposit satisfies EmbeddedPageModule['default'];
