import { createAppConfig } from '../build/create-app-config.mjs';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, isHost: true });
