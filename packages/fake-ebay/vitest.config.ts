export { serverTestConfig as default } from '../../vitest.shared.ts';
