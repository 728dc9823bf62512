import { theme } from '@caliber/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <JotaiProvider>{children}</JotaiProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}

/** Renders with the theme, a fresh swr cache and a fresh jotai store, so tests never share state. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
