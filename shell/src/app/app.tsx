import { BrowserRouter, sharedStore, JotaiProvider } from 'shared';
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
