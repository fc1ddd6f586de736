import {
  cleanOtp,
  compactIban,
  directDebitBody,
  directDebitErrorPlace,
  directDebitProblems,
  EMPTY_DIRECT_DEBIT_FORM,
  formatIban,
  ibanProblem,
  isCompleteOtp,
  isProblemKind,
  phoneProblem,
  type DirectDebitForm,
} from './direct-debit-rules';

const filled: DirectDebitForm = {
  holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone: '+31 6 1234 5678',
  consent: true,
};

describe('IBAN pre-format', () => {
  it('writes it in one piece for the server and in groups of four for the eye', () => {
    expect(compactIban(' nl91 abna-0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('NL91')).toBe('NL91');
    expect(formatIban('')).toBe('');
  });

  it("checks the shape only; the checksum is the server's", () => {
    expect(ibanProblem('')).toBe('required');
    expect(ibanProblem('   ')).toBe('required');
    expect(ibanProblem('NL91 ABNA 0417 1643 00')).toBeNull();
    // A wrong check digit passes here: the server refuses it with invalid_iban.
    expect(ibanProblem('NL00 ABNA 0417 1643 00')).toBeNull();
    expect(ibanProblem('NL91')).toBe('invalid');
    expect(ibanProblem('9191 ABNA 0417 1643 00')).toBe('invalid');
    expect(ibanProblem('NL91 ABNA 0417 1643 00!')).toBe('invalid');
    expect(ibanProblem(`NL91${'1'.repeat(31)}`)).toBe('invalid');
  });
});

describe('phoneProblem', () => {
  it('accepts numbers as people write them', () => {
    for (const phone of ['+31 6 1234 5678', '06-12345678', '(030) 123 4567', '0049.170.1234567']) expect(phoneProblem(phone)).toBeNull();
  });

  it('refuses an empty, short, lettered or overlong number', () => {
    expect(phoneProblem(' ')).toBe('required');
    expect(phoneProblem('12345')).toBe('invalid');
    expect(phoneProblem('call me')).toBe('invalid');
    expect(phoneProblem('+31 6 1234 567x')).toBe('invalid');
    expect(phoneProblem('1'.repeat(33))).toBe('too_long');
  });
});

describe('directDebitProblems', () => {
  it('has none for a complete form with consent', () => {
    expect(directDebitProblems(filled)).toEqual({});
  });

  it('names every missing field and the missing consent', () => {
    expect(directDebitProblems(EMPTY_DIRECT_DEBIT_FORM)).toEqual({
      holder: 'required',
      iban: 'required',
      street: 'required',
      house_number: 'required',
      zip: 'required',
      city: 'required',
      phone: 'required',
      consent: 'required',
    });
  });

  it("applies the server's lengths", () => {
    expect(directDebitProblems({ ...filled, holder: 'A', zip: '1' })).toEqual({ holder: 'too_short', zip: 'too_short' });
    expect(directDebitProblems({ ...filled, holder: 'A'.repeat(71), city: 'C'.repeat(81) })).toEqual({
      holder: 'too_long',
      city: 'too_long',
    });
  });
});

describe('directDebitBody', () => {
  it('trims the fields and sends the IBAN in one piece with the consent', () => {
    expect(directDebitBody({ ...filled, holder: '  Anna de Vries ' })).toEqual({
      holder: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Keizersgracht',
      house_number: '12a',
      zip: '1015 CJ',
      city: 'Amsterdam',
      phone: '+31 6 1234 5678',
      consent: true,
    });
  });
});

describe('SMS code', () => {
  it('keeps the digits of what is typed or pasted, six at most', () => {
    expect(cleanOtp('12 34-56')).toBe('123456');
    expect(cleanOtp('1234567')).toBe('123456');
    expect(cleanOtp('abc')).toBe('');
  });

  it('is complete with six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
  });
});

describe('directDebitErrorPlace', () => {
  it('puts each refusal where the member can act on it', () => {
    expect(directDebitErrorPlace('invalid_iban')).toBe('fields');
    expect(directDebitErrorPlace('direct_debit_consent_required')).toBe('fields');
    expect(directDebitErrorPlace('validation_failed')).toBe('fields');
    expect(directDebitErrorPlace('direct_debit_blocked')).toBe('blocked');
    expect(directDebitErrorPlace('direct_debit_limit_reached')).toBe('limit');
    expect(directDebitErrorPlace('package_not_found')).toBe('package');
    expect(directDebitErrorPlace('payment_method_unavailable')).toBe('unavailable');
    expect(directDebitErrorPlace('direct_debit_invalid_code')).toBe('otp');
    expect(directDebitErrorPlace('direct_debit_code_expired')).toBe('restart');
    expect(directDebitErrorPlace('not_found')).toBe('restart');
    expect(directDebitErrorPlace('service_unavailable')).toBe('general');
  });
});

describe('isProblemKind', () => {
  it('marks the refusals shown with their ways on', () => {
    expect(
      ['blocked', 'limit', 'package', 'unavailable', 'fields', 'otp', 'restart', 'general', null].map((place) =>
        isProblemKind(place as never),
      ),
    ).toEqual([true, true, true, true, false, false, false, false, false]);
  });
});
