import {
  afterWrongCode,
  checkIban,
  checkLimit,
  confirmable,
  DIRECT_DEBIT_LIMITS,
  looksLikeCode,
  normalisePhone,
  OTP_MAX_ATTEMPTS,
  phoneHint,
  typedCode,
} from './direct-debit-rules';
import { newOtp } from './otp-codes';
import { directDebitSms } from './sms-texts';
import { sandboxSmsRefused, smsSenderOf } from './sms-settings';

describe('direct-debit rules', () => {
  describe('checkIban', () => {
    it('accepts a valid IBAN as typed (groups, lower case) in its electronic form', () => {
      expect(checkIban('nl91 abna 0417 1643 00')).toEqual({ ok: true, iban: 'NL91ABNA0417164300' });
      expect(checkIban(' DE89-3704-0044-0532-0130-00 ')).toEqual({ ok: true, iban: 'DE89370400440532013000' });
    });

    it('refuses a wrong check digit (one digit mistyped)', () => {
      expect(checkIban('NL91ABNA0417164301')).toEqual({ ok: false, reason: 'isIban' });
      expect(checkIban('DE88370400440532013000')).toEqual({ ok: false, reason: 'isIban' });
    });

    it('refuses what is no IBAN: too short, unknown country, letters where digits belong, empty', () => {
      for (const typed of ['NL91ABNA04171643', 'XX91ABNA0417164300', 'NL91ABNA04171643OO', '', 'hello']) {
        expect(checkIban(typed)).toEqual({ ok: false, reason: 'isIban' });
      }
    });

    it('refuses a valid IBAN of a country outside SEPA (no direct debit there)', () => {
      // Brazil's sample IBAN: valid, but SEPA direct debit cannot collect from it.
      expect(checkIban('BR1800360305000010009795493C1')).toEqual({ ok: false, reason: 'sepaCountry' });
    });
  });

  describe('normalisePhone', () => {
    it('writes a mobile number in E.164, reading a national number as one of the member’s country', () => {
      expect(normalisePhone('06 12345678', 'NL')).toBe('+31612345678');
      expect(normalisePhone('0031 6-1234 5678', 'NL')).toBe('+31612345678');
      expect(normalisePhone('+49 151 23456789', 'NL')).toBe('+4915123456789');
      expect(normalisePhone('0151 23456789', 'DE')).toBe('+4915123456789');
      expect(normalisePhone('333 123 4567', 'IT')).toBe('+393331234567');
    });

    it('refuses a landline, a number too short, and text that is no number', () => {
      expect(normalisePhone('020 123 4567', 'NL')).toBeNull();
      expect(normalisePhone('0612', 'NL')).toBeNull();
      expect(normalisePhone('call me', 'NL')).toBeNull();
      expect(normalisePhone('', 'NL')).toBeNull();
    });
  });

  it('hints at the phone with its country code and last two digits only', () => {
    expect(phoneHint('+31612345678')).toBe('+31 •••••••78');
    expect(phoneHint('+4915123456789')).toBe('+49 •••••••••89');
  });

  describe('checkLimit', () => {
    const { perDay, windowCents } = DIRECT_DEBIT_LIMITS;

    it('allows a purchase within the day’s count and the 30-day amount', () => {
      expect(checkLimit({ lastDay: 0, windowCents: 0 }, 7999)).toEqual({ ok: true });
      expect(checkLimit({ lastDay: perDay - 1, windowCents: windowCents - 999 }, 999)).toEqual({ ok: true });
    });

    it('refuses once the day’s count is used, whatever the amount', () => {
      expect(checkLimit({ lastDay: perDay, windowCents: 0 }, 999)).toEqual({ ok: false, availableCents: 0 });
    });

    it('refuses an amount above what the 30 days leave, saying how much is left (a cheaper package may fit)', () => {
      expect(checkLimit({ lastDay: 0, windowCents: 7999 }, 3999)).toEqual({ ok: false, availableCents: windowCents - 7999 });
      expect(checkLimit({ lastDay: 0, windowCents: 7999 }, 1999)).toEqual({ ok: true });
      expect(checkLimit({ lastDay: 0, windowCents: windowCents + 500 }, 999)).toEqual({ ok: false, availableCents: 0 });
    });
  });

  describe('the SMS code', () => {
    it('is six digits, leading zeros kept', () => {
      for (let i = 0; i < 200; i++) expect(looksLikeCode(newOtp())).toBe(true);
    });

    it('forgives spaces in what the member typed', () => {
      expect(typedCode(' 123 456 ')).toBe('123456');
    });

    it('allows OTP_MAX_ATTEMPTS wrong tries; the last one ends the request', () => {
      const tries = Array.from({ length: OTP_MAX_ATTEMPTS }, (_, i) => afterWrongCode(i));
      expect(tries.map((t) => t.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
      expect(tries.map((t) => t.failed)).toEqual([false, false, false, false, true]);
      expect(tries.at(-1)!.attempts).toBe(OTP_MAX_ATTEMPTS);
    });

    it('is checked only while the request awaits it and has not expired', () => {
      const now = new Date('2026-01-01T12:00:00Z');
      const later = new Date('2026-01-01T12:05:00Z');
      expect(confirmable({ status: 'awaiting_code', expires_at: later }, now)).toBe('check_code');
      expect(confirmable({ status: 'awaiting_code', expires_at: now }, now)).toBe('over');
      expect(confirmable({ status: 'failed', expires_at: later }, now)).toBe('over');
      expect(confirmable({ status: 'expired', expires_at: later }, now)).toBe('over');
      expect(confirmable({ status: 'confirmed', expires_at: now }, now)).toBe('confirmed');
    });

    it('is texted in the member’s language, falling back to the default language', () => {
      expect(directDebitSms('nl', { site: 'Amoretto', code: '012345', minutes: 10 })).toBe(
        'Amoretto: je incassocode is 012345. Hij is 10 minuten geldig. Deel hem met niemand.',
      );
      expect(directDebitSms('xx', { site: 'Amoretto', code: '012345', minutes: 10 })).toContain('012345');
    });
  });

  describe('the SMS sender setting', () => {
    it('defaults to the sandbox beside the sandbox provider, and to none beside a real one', () => {
      expect(smsSenderOf({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
      expect(smsSenderOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie' })).toBe('none');
      expect(smsSenderOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie', SMS_SENDER: 'sandbox' })).toBe('sandbox');
    });

    it('refuses the sandbox inbox in production with real payments only', () => {
      expect(sandboxSmsRefused({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'mollie', SMS_SENDER: 'sandbox' })).toBe(true);
      expect(sandboxSmsRefused({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SMS_SENDER: 'sandbox' })).toBe(false);
      expect(sandboxSmsRefused({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'mollie', SMS_SENDER: 'sandbox' })).toBe(false);
    });
  });
});
