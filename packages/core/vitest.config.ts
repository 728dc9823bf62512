import { defineProject, mergeConfig } from 'vitest/config';
import { serverTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(serverTestConfig, defineProject({ test: { name: 'core' } }));
