import { theme } from '@caliber/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';

/** Renders with what the shell provides around every remote: theme, router (at `url`) and a fresh swr cache. */
export function renderWithProviders(ui: ReactElement, url = '/') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </SWRConfig>,
  );
}
