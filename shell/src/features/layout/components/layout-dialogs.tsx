import { lazy, Suspense, useEffect } from 'react';
import { useEvent, useLocation, useNavigate } from '@gp/kernel';
import { useDialogActions, useOpenDialog } from '../../../lib/dialogs';
import { findRoute } from '../../../lib/routing/route-rules';

// Every dialog the layout owns is its own chunk, loaded when it is first opened.
const HelpCenterDialog = lazy(() => import('../dialogs/help-center-dialog').then((m) => ({ default: m.HelpCenterDialog })));
const NoticesDialog = lazy(() => import('../dialogs/notices-dialog').then((m) => ({ default: m.NoticesDialog })));
const CustomerServiceDialog = lazy(() =>
  import('../dialogs/customer-service-dialog').then((m) => ({ default: m.CustomerServiceDialog })),
);
const FeedbackDialog = lazy(() => import('../dialogs/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const AppDownloadDialog = lazy(() => import('../dialogs/app-download-dialog').then((m) => ({ default: m.AppDownloadDialog })));

/** The dialogs of the layout's surfaces (help, notices, customer service, feedback, app download), opened by name. */
export function LayoutDialogs() {
  const dialog = useOpenDialog();
  const { open, close } = useDialogActions();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const isHelpRoute = findRoute(pathname)?.dialog === 'help';
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));

  // A remote's "customer service" (the agent centre's page) opens the layout's chat dialog.
  useEvent('customer-service-requested', () => open({ name: 'customerService' }));

  // /help is the home view with the help centre open at its anchor (#term…), SPEC §2.
  useEffect(() => {
    if (isHelpRoute) open({ name: 'help', ...(anchor ? { anchor } : {}) });
  }, [isHelpRoute, anchor, open]);

  const closeHelp = () => {
    close();
    if (isHelpRoute) navigate('/index', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {dialog?.name === 'help' ? <HelpCenterDialog anchor={dialog.anchor} onClose={closeHelp} /> : null}
      {dialog?.name === 'notices' ? (
        <NoticesDialog initialTab={dialog.params?.tab === 'promotion' ? 'promotion' : 'player'} onClose={close} />
      ) : null}
      {dialog?.name === 'customerService' ? <CustomerServiceDialog onClose={close} /> : null}
      {dialog?.name === 'feedback' ? <FeedbackDialog onClose={close} /> : null}
      {dialog?.name === 'appDownload' ? <AppDownloadDialog onClose={close} /> : null}
    </Suspense>
  );
}
