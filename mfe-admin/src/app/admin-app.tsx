import { theme } from '@caliber/ui';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ImageSlotsProvider } from '../features/images/components/image-slots-provider';
import { isUnauthorized } from '../lib/api-error';
import { setSession } from '../lib/session';
import { AuthGate } from './auth-gate';

/** Any admin read answering 401 means the session ended: show the sign-in screen. */
const adminSwrConfig = {
  onError: (error: unknown) => {
    if (isUnauthorized(error)) void setSession(null);
  },
};

/**
 * The back office at /admin ('./AdminApp'). The shell provides the page chrome, swr defaults and the
 * toaster; the theme is provided again here so the remote renders right wherever it is mounted.
 */
export function AdminApp() {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={adminSwrConfig}>
        <ImageSlotsProvider>
          <AuthGate />
        </ImageSlotsProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
