import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OperatorRole } from '@amoretto/shared';
import { OPERATOR_COOKIE } from '@amoretto/shared/db';
import type { TestBackend } from '../testing/test-app';
import { randomIp } from '../testing/accounts-helpers';
import { createOperator } from '../operator-auth/operator-accounts';
import { currentTotpCode } from '../operator-auth/operator-totp';

const PASSWORD = 'Lantern-Harbour-77';

/** A new operator of `role`, logged in: the `operator.session` cookie pair to send. */
export async function operatorSession(
  backend: TestBackend,
  db: DataSource,
  role: OperatorRole,
): Promise<{ id: number; email: string; cookie: string }> {
  const operator = await createOperator(db.manager, {
    email: `op.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`,
    name: 'Ada',
    role,
    password: PASSWORD,
  });
  const res = await backend
    .http()
    .post('/api/operator/login')
    .set('X-Forwarded-For', randomIp())
    .send({ email: operator.email, password: PASSWORD, code: await currentTotpCode(operator.totpSecret) })
    .expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${OPERATOR_COOKIE}=`))!;
  return { id: operator.id, email: operator.email, cookie: cookie.split(';')[0]! };
}

/** A fresh console request key (what the console makes once per form). */
export const requestKey = (): string => randomUUID();

export async function auditOf(db: DataSource, operatorId: number): Promise<Array<{ action: string; member_id: number | null }>> {
  return (await db.query(
    `SELECT action, member_id FROM operator_audit_log WHERE operator_id = $1 AND action NOT IN ('login') ORDER BY id`,
    [operatorId],
  )) as Array<{ action: string; member_id: number | null }>;
}
