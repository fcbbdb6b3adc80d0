import { BrowserRouter } from '@gp/kernel/host';
import { sharedStore } from '@gp/kernel';
import { Provider as JotaiProvider } from 'jotai';
import { AppRoutes } from './app-routes';

/** Translations need no provider: every typed `useT` hook is bound to the one shared i18n instance. */
export function App() {
  return (
    <JotaiProvider store={sharedStore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </JotaiProvider>
  );
}
