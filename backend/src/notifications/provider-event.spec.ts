import { readProviderEvent } from './provider-event';

const token = `42.new_messages.${'ab12'.repeat(6)}`;
const sesMail = {
  source: `bounce+${token}@amoretto.local`,
  headers: [{ name: 'List-Unsubscribe', value: `<https://amoretto.it/api/unsubscribe/${token}>` }],
};

describe('readProviderEvent', () => {
  it('reads an SES permanent bounce, also inside an SNS message', () => {
    const ses = { notificationType: 'Bounce', bounce: { bounceType: 'Permanent' }, mail: sesMail };
    expect(readProviderEvent(ses)).toEqual({ kind: 'bounce', tokens: [token] });
    expect(readProviderEvent({ Type: 'Notification', Message: JSON.stringify(ses) })).toEqual({ kind: 'bounce', tokens: [token] });
  });

  it('ignores a transient bounce and reads a complaint', () => {
    expect(readProviderEvent({ notificationType: 'Bounce', bounce: { bounceType: 'Transient' }, mail: sesMail }).kind).toBe('ignored');
    expect(readProviderEvent({ notificationType: 'Complaint', mail: sesMail })).toEqual({ kind: 'complaint', tokens: [token] });
  });

  it('reads the plain form and finds no token where there is none', () => {
    expect(readProviderEvent({ type: 'bounce', recipient: 'someone@example.com' })).toEqual({ kind: 'bounce', tokens: [] });
    expect(readProviderEvent('nonsense').kind).toBe('ignored');
  });
});
