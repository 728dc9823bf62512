import { ApiProvider, BrowserRouter, theme } from '@caliber/ui';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ImageSlotsProvider } from '../features/images/components/image-slots-provider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ApiProvider>
        {/* No deduping: each test's first read must reach its own stubbed fetch. */}
        <SWRConfig value={{ dedupingInterval: 0 }}>
          <JotaiProvider>
            <BrowserRouter>
              <ImageSlotsProvider>{children}</ImageSlotsProvider>
            </BrowserRouter>
          </JotaiProvider>
        </SWRConfig>
      </ApiProvider>
    </ThemeProvider>
  );
}

/** Renders as the shell would (theme, swr defaults) with a fresh jotai store; setup.ts empties the swr cache after each test. */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: Providers, ...options });
}
