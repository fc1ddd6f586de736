import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { handleSessionExpiry } from './session-expiry';

const authError = (path: string) => {
  const error = new ApiError(403, 'authentication_required', 'Please log in');
  error.path = path;
  return error;
};

describe('handleSessionExpiry', () => {
  it('logs a member out when another endpoint says the session is gone', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.user, { id: 1 });
    expect(handleSessionExpiry(client, authError('/members/newest'))).toBe(true);
    expect(client.getQueryData(queryKeys.user)).toBeNull();
  });

  it('swallows it for visitors', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.user, null);
    expect(handleSessionExpiry(client, authError('/members/newest'))).toBe(false);
  });

  it('ignores the user endpoint itself and other errors', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.user, { id: 1 });
    expect(handleSessionExpiry(client, authError('/user.php'))).toBe(false);
    expect(handleSessionExpiry(client, new ApiError(403, 'wrong_password', 'no'))).toBe(false);
    expect(client.getQueryData(queryKeys.user)).toEqual({ id: 1 });
  });
});
