import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every suite at once on two cores; the default 1 s wait is too short there.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
