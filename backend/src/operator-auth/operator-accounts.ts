import { type OperatorRole } from '@amoretto/shared';
import type { Queryable } from '@amoretto/shared/db';
import { hashPassword } from '../accounts/passwords';
import { insertOperator, operatorByEmail } from './operator-auth.repository';
import { newTotpSecret, totpUri } from './operator-totp';

export interface NewOperator {
  id: number;
  email: string;
  /** Shown once, to be put in the operator's authenticator app; never shown again. */
  totpSecret: string;
  otpauthUri: string;
}

export const normaliseOperatorEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Makes an operator account (the CLI `operator:create`, the demo seed, tests). Operators are
 * never made over HTTP: whoever runs the CLI on a server already holds its database.
 */
export async function createOperator(
  db: Queryable,
  input: { email: string; name: string; role: OperatorRole; password: string; totpSecret?: string },
): Promise<NewOperator> {
  const email = normaliseOperatorEmail(input.email);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const id = await insertOperator(db, {
    email,
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    totpSecret,
  });
  return { id, email, totpSecret, otpauthUri: totpUri(email, totpSecret) };
}

/** The TOTP secret of an operator (the development CLI `operator:totp`), or null. */
export async function operatorTotpSecret(db: Queryable, email: string): Promise<string | null> {
  return (await operatorByEmail(db, normaliseOperatorEmail(email)))?.totp_secret ?? null;
}
