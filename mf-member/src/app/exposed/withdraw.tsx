import type { EmbeddedPageModule, EmbeddedPageProps } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page';
import '../../lib/i18n';

/**
 * The member centre's own withdraw page, exposed as `./withdraw` for another app's frame: the
 * agent centre shows it inside its layout through federation (one copy of the code). It brings
 * the member centre's texts and the page's query client; the host draws the frame and the fallback.
 */
function EmbeddedWithdraw({ title }: EmbeddedPageProps) {
  return (
    <QueryProvider>
      <WithdrawPage title={title} />
    </QueryProvider>
  );
}

export default EmbeddedWithdraw satisfies EmbeddedPageModule['default'];
