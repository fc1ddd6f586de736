import { queuesAccess } from './queues-access';

describe('queue dashboard access', () => {
  it('sends the logged-out to the login, refuses agents and moderators, lets admins in', () => {
    expect(queuesAccess(null)).toBe('login');
    expect(queuesAccess({ role: 'agent' })).toBe('forbidden');
    expect(queuesAccess({ role: 'moderator' })).toBe('forbidden');
    expect(queuesAccess({ role: 'admin' })).toBe('ok');
  });
});
