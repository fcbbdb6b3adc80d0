import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n, sharedStore } from 'shared';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <JotaiProvider store={sharedStore}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </JotaiProvider>
  );
}
