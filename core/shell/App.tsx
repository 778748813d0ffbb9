import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { type i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { themeServiceRef } from '../sdk/theme';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { ServiceHolder } from '../sdk/ServiceRef';
import { ServicesProvider } from '../sdk/useService';
import { AppRoutes } from './AppRoutes';
import { MobileAppHandler } from './MobileAppHandler';
import { ShellDialogs } from './ShellDialogs';
import { Toaster } from './Toaster';

/** The console root: theme, translations, services and routes. */
export const App = observer(function App({ services, i18n }: { services: ServiceHolder; i18n: i18n }) {
  const theme = services.get(themeServiceRef);
  return (
    <Provider theme={defaultTheme} colorScheme={theme.colorScheme} locale="en-GB" minHeight="100vh" UNSAFE_className="tb-root">
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>
          <BrowserRouter>
            <AppRoutes />
            <ShellDialogs />
            <MobileAppHandler />
          </BrowserRouter>
          <Toaster />
        </ServicesProvider>
      </I18nextProvider>
    </Provider>
  );
});
