import request from 'supertest';
import { saveOperator } from '../../src/startup/operators.js';
import type { TestApp } from './test-app.js';

export const OPERATOR = { username: 'operator', password: 'correct horse battery' };

/** Creates the test operator once (saving it again would end its sessions) and returns an agent carrying a new session cookie. */
export async function signedInAgent(t: TestApp) {
  const [{ exists }] = await t.database.dataSource.query('SELECT EXISTS (SELECT 1 FROM users WHERE username = $1) AS exists', [OPERATOR.username]);
  if (!exists) await saveOperator(t.database.dataSource, OPERATOR.username, OPERATOR.password);
  const agent = request.agent(t.server);
  await agent.post('/api/auth/login').send(OPERATOR).expect(200);
  return agent;
}
