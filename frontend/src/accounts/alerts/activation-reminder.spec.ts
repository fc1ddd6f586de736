import { activationReminder } from './activation-reminder';

const form = { status: 'not_confirmed', signup_flow: 'form' } as const;
const api = { status: 'not_confirmed', signup_flow: 'api' } as const;

describe('activationReminder', () => {
  it('shows the alert to unconfirmed members who signed up through the form', () => {
    expect(activationReminder(form, '/members', false)).toBe('alert');
    expect(activationReminder(form, '/members', true)).toBe('alert');
  });

  it('shows the modal instead to unconfirmed members from a campaign, until they close it', () => {
    expect(activationReminder(api, '/members/12', false)).toBe('modal');
    expect(activationReminder(api, '/members/12', true)).toBeNull();
  });

  it('reminds nobody who has confirmed', () => {
    expect(activationReminder({ status: 'active', signup_flow: 'api' }, '/members', false)).toBeNull();
    expect(activationReminder({ status: 'active', signup_flow: 'form' }, '/members', false)).toBeNull();
  });

  it('stays off the signup, activation and campaign signup pages', () => {
    for (const page of ['/signup', '/complete-signup', '/activate/done', '/members/12/signup', '/members/12/signup/']) {
      expect(activationReminder(api, page, false)).toBeNull();
      expect(activationReminder(form, page, false)).toBeNull();
    }
    expect(activationReminder(form, '/members/12/signups-report', false)).toBe('alert');
  });
});
