import '@testing-library/jest-dom/vitest';
import { getDefaultStore } from 'jotai';
import { toastsAtom } from '@caliber/ui';
import { cleanup } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  cleanup();
  // The router reads the address: each test starts at a bare /admin.
  window.history.replaceState(null, '', '/admin');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  getDefaultStore().set(toastsAtom, []);
  await mutate(() => true, undefined, { revalidate: false });
});
