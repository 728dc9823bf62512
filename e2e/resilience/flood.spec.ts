import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '@caliber/test-stack';

const SCRIPTS = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '2001:db8:77::1', '198.51.100.99'];
const POSTS_PER_SCRIPT = 60;
const LIMIT = 20; // PUBLIC_WRITES_PER_MINUTE's default

/** One inquiry from a client the stack's trusted loopback proxy names in X-Forwarded-For. */
async function post(stack: Stack, address: string, n: number) {
  const response = await fetch(`${stack.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ name: `Flood ${address}`, email: `flood${n}@example.com`, message: `Flood message ${address} ${n}`, kind: 'contact' }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { id?: number } };
}

describe('a flood of public writes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ worker: false });
  });
  afterAll(() => stack?.stop());

  it('gets 429s while the stored rows equal the 201s answered', async () => {
    const answers = await Promise.all(SCRIPTS.flatMap((address) => Array.from({ length: POSTS_PER_SCRIPT }, (_, n) => post(stack, address, n))));
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(created.length + refused.length).toBe(answers.length);
    expect(created).toHaveLength(SCRIPTS.length * LIMIT);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: stack.directDatabaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; name: string }>(`SELECT id, name FROM inquiries WHERE name LIKE 'Flood %'`);
      expect(rows).toHaveLength(created.length);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(created.map((answer) => answer.body.id).sort((a, b) => a! - b!));
      for (const address of SCRIPTS) expect(rows.filter((row) => row.name === `Flood ${address}`)).toHaveLength(LIMIT);
    } finally {
      await client.end();
    }
  });
});
