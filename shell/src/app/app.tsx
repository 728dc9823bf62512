import type { RuntimeConfig } from '@caliber/contracts';
import { AnalyticsOnProvider, ApiProvider, BusinessProvider, GlobalStyle, ImageHostProvider, theme, Toaster } from '@caliber/ui';
import { StrictMode, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider } from '../lib/config-context';
import { AppRoutes } from './app-routes';

interface AppProps {
  config: RuntimeConfig;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  router: (routes: ReactNode) => ReactNode;
  /** First data keyed by API path; the browser reads the page's inlined copy when omitted. */
  initialData?: Record<string, unknown>;
  /** API paths the server found missing for this page; the browser reads the page state when omitted. */
  missing?: readonly string[];
}

/** Providers shared by every remote (theme, data, router, toasts, the image host) around the route table. */
export function App({ config, router, initialData, missing }: AppProps) {
  return (
    <StrictMode>
      <ConfigProvider value={config}>
        <BusinessProvider value={config.business}>
          <AnalyticsOnProvider value={Boolean(config.analyticsId)}>
            <ImageHostProvider value={config.imageHost}>
              <ThemeProvider theme={theme}>
                <GlobalStyle />
                <ApiProvider initialData={initialData} missing={missing}>{router(<AppRoutes />)}</ApiProvider>
                <Toaster />
              </ThemeProvider>
            </ImageHostProvider>
          </AnalyticsOnProvider>
        </BusinessProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
