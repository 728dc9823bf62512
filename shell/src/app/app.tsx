import type { RuntimeConfig } from '@caliber/contracts';
import { ApiProvider, GlobalStyle, theme, Toaster } from '@caliber/ui';
import { StrictMode, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider } from './config-context';
import { NotFoundPathProvider } from './not-found-context';
import { AppRoutes } from './app-routes';

interface AppProps {
  config: RuntimeConfig;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  router: (routes: ReactNode) => ReactNode;
  /** First data keyed by API path; the browser reads the page's inlined copy when omitted. */
  initialData?: Record<string, unknown>;
  /** The served page's path when its record does not exist (a 404 answer). */
  notFoundPath?: string | null;
}

/** Providers shared by every remote (theme, data, router, toasts) around the route table. */
export function App({ config, router, initialData, notFoundPath = null }: AppProps) {
  return (
    <StrictMode>
      <ConfigProvider value={config}>
        <NotFoundPathProvider value={notFoundPath}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ApiProvider initialData={initialData}>{router(<AppRoutes />)}</ApiProvider>
          <Toaster />
        </ThemeProvider>
        </NotFoundPathProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
