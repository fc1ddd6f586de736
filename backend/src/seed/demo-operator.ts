import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { OPERATOR_LOGIN_PATH } from '@amoretto/shared';
import { createOperator, operatorTotpSecret } from '../operator-auth/operator-accounts';

export const DEMO_OPERATOR_EMAIL = 'operator@amoretto.local';
export const DEMO_OPERATOR_PASSWORD = 'Amoretto-Operator-2026';

/**
 * The demo operator (an admin) for `npm start`, made once; its login lands in a file the start
 * banner prints, with the command that shows its current TOTP code (development only).
 */
export async function seedDemoOperator(db: DataSource, loginFile: string, publicUrl: string): Promise<boolean> {
  const exists = (await operatorTotpSecret(db.manager, DEMO_OPERATOR_EMAIL)) !== null;
  if (!exists) {
    await createOperator(db.manager, {
      email: DEMO_OPERATOR_EMAIL,
      name: 'Demo operator',
      role: 'admin',
      password: DEMO_OPERATOR_PASSWORD,
    });
  }
  await mkdir(dirname(resolve(loginFile)), { recursive: true });
  // The start banner shows every line of this file under "Operator console".
  await writeFile(
    loginFile,
    [
      `${publicUrl}${OPERATOR_LOGIN_PATH}`,
      `${DEMO_OPERATOR_EMAIL} / ${DEMO_OPERATOR_PASSWORD} (admin)`,
      `code: node backend/dist/cli.js operator:totp ${DEMO_OPERATOR_EMAIL}`,
      '',
    ].join('\n'),
  );
  return !exists;
}
