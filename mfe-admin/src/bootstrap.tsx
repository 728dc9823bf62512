import { ApiProvider, BrowserRouter, GlobalStyle, theme, Toaster } from '@caliber/ui';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { AdminApp } from './app/admin-app';

// Standalone dev mount (`npm run dev -w mfe-admin` with a page holding #root); the shell uses ./AdminApp instead.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApiProvider>
        <BrowserRouter>
          <AdminApp />
        </BrowserRouter>
        <Toaster />
      </ApiProvider>
    </ThemeProvider>,
  );
}
