import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@amoretto/shared';
import type { DataSource } from 'typeorm';
import { createOperator, operatorTotpSecret } from './operator-accounts';
import { currentTotpCode } from './operator-totp';

/**
 * `cli.js operator:create <email> <role> <name…>`: how operators are made, in production too.
 * The password comes from OPERATOR_PASSWORD (kept out of the shell history) or is made up and
 * printed; the TOTP secret and its otpauth:// URI are printed once, never again.
 *
 * `cli.js operator:totp <email>`: the operator's current code, for development and tests only
 * (refused with NODE_ENV=production: in production only the operator's app knows it).
 */
export async function operatorCommand(db: DataSource, command: 'operator:create' | 'operator:totp', args: string[]): Promise<void> {
  if (command === 'operator:totp') {
    if (process.env.NODE_ENV === 'production')
      throw new Error('operator:totp is for development: in production the code is in the operator’s app');
    const secret = args[0] ? await operatorTotpSecret(db.manager, args[0]) : null;
    if (!secret) throw new Error('usage: cli.js operator:totp <email of an operator>');
    console.log(await currentTotpCode(secret));
    return;
  }
  const [email, role, ...nameParts] = args;
  if (!email || !OPERATOR_ROLES.includes(role as OperatorRole) || nameParts.length === 0) {
    throw new Error(`usage: cli.js operator:create <email> <${OPERATOR_ROLES.join('|')}> <name>`);
  }
  const given = process.env.OPERATOR_PASSWORD;
  if (given !== undefined && given.length < 12) throw new Error('OPERATOR_PASSWORD must have at least 12 characters');
  const password = given ?? randomBytes(15).toString('base64url');
  const made = await createOperator(db.manager, { email, role: role as OperatorRole, name: nameParts.join(' '), password });
  console.log(`operator ${made.id} ${made.email} (${role})`);
  if (given === undefined) console.log(`password: ${password}`);
  console.log(`totp secret: ${made.totpSecret}`);
  console.log(`otpauth uri: ${made.otpauthUri}`);
  console.log('Put the secret (or the URI as a QR code) in the operator’s authenticator app now: it is not shown again.');
}
