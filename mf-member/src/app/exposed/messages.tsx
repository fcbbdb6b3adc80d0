import type { EmbeddedPageModule, EmbeddedPageProps } from '@gp/kernel';
import { QueryProvider } from '@gp/kernel/query';
import { MessagesPage } from '../../features/messages/components/messages-page';
import '../../lib/i18n';

/**
 * The member centre's own messages page (messageV2: platform messages, replies and messages to
 * customer service), exposed as `./messages` for another app's frame: the agent centre shows it
 * inside its layout through federation (one copy of the code). It brings the member centre's
 * texts and the page's query client; the host draws the frame and the fallback.
 */
function EmbeddedMessages({ title }: EmbeddedPageProps) {
  return (
    <QueryProvider>
      <MessagesPage title={title} />
    </QueryProvider>
  );
}

export default EmbeddedMessages satisfies EmbeddedPageModule['default'];
