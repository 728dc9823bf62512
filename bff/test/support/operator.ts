import request from 'supertest';
import { saveOperator } from '../../src/startup/operators.js';
import type { TestApp } from './test-app.js';

export const OPERATOR = { username: 'operator', password: 'correct horse battery' };

/** Creates the test operator and returns a supertest agent that carries its session cookie. */
export async function signedInAgent(t: TestApp) {
  await saveOperator(t.database.dataSource, OPERATOR.username, OPERATOR.password);
  const agent = request.agent(t.server);
  await agent.post('/api/auth/login').send(OPERATOR).expect(200);
  return agent;
}
