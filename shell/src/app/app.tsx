import type { RuntimeConfig } from '@caliber/contracts';
import { ApiProvider, GlobalStyle, theme, Toaster } from '@caliber/ui';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ConfigProvider } from './config-context';
import { AppRoutes } from './app-routes';

/** Providers shared by every remote (theme, data, router, toasts) around the route table. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <StrictMode>
      <ConfigProvider value={config}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ApiProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ApiProvider>
          <Toaster />
        </ThemeProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
