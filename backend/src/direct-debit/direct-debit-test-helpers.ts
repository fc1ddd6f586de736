// Test helpers of the direct-debit integration tests: a member's form, the SMS inbox, and fresh
// IBANs and phone numbers (the test database and Redis outlive a run; limits count per number).
import { randomInt } from 'node:crypto';
import { composeIBAN } from 'ibantools';
import type { DataSource } from 'typeorm';
import type { DirectDebitRequestDto } from '@amoretto/shared';
import { NL_HOST } from '../members/member-test-helpers';
import type { TestBackend } from '../testing/test-app';
import type { SandboxSmsInbox } from './sandbox-sms-page';

const digits = (n: number): string => Array.from({ length: n }, () => randomInt(0, 10)).join('');

/** A valid Dutch IBAN nobody else in the test database uses. */
export const freshIban = (): string => composeIBAN({ countryCode: 'NL', bban: `INGB${digits(10)}` })!;

/** A Dutch mobile number in E.164 (06-1… to 06-5… are all mobile), fresh for each test. */
export const freshPhone = (): string => `+316${randomInt(1, 6)}${digits(7)}`;

export function directDebitForm(packageId: number, overrides: Partial<DirectDebitRequestDto> = {}): DirectDebitRequestDto {
  return {
    package_id: packageId,
    holder: 'Sanne de Vries',
    iban: freshIban(),
    street: 'Oudegracht',
    house_number: '12a',
    zip: '3511 AB',
    city: 'Utrecht',
    phone: freshPhone(),
    consent: true,
    ...overrides,
  };
}

export function requestDirectDebit(backend: TestBackend, cookie: string, form: Partial<DirectDebitRequestDto> | Record<string, unknown>) {
  return backend.http().post('/api/directdebit').set('Host', NL_HOST).set('Cookie', cookie).send(form);
}

export function confirmDirectDebit(backend: TestBackend, cookie: string, requestId: number, otp: string) {
  return backend.http().post(`/api/directdebit/${requestId}/confirm`).set('Host', NL_HOST).set('Cookie', cookie).send({ otp });
}

/** The newest code the sandbox SMS inbox shows for a phone number. */
export async function codeFromInbox(backend: TestBackend, phone: string): Promise<string> {
  const res = await backend.http().get('/api/sandbox/sms').query({ format: 'json', phone }).expect(200);
  const text = (res.body as SandboxSmsInbox).messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS inbox for ${phone}`);
  return code;
}

/** A code that is surely not the right one. */
export const wrongCode = (right: string): string => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

export async function blockDetail(db: DataSource, kind: 'iban' | 'phone', value: string): Promise<void> {
  await db.query(`INSERT INTO blocked_payment_details (kind, value, reason) VALUES ($1, $2, 'test') ON CONFLICT DO NOTHING`, [kind, value]);
}
