import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { handleSessionExpiry } from './session-expiry';
import { USER_QUERY_KEY } from './user-query';

const authError = (path: string) => {
  const error = new ApiError(403, 'authentication_required', 'Please log in');
  error.path = path;
  return error;
};

describe('handleSessionExpiry', () => {
  it('logs a member out when another endpoint says the session is gone', () => {
    const client = new QueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 1 });
    expect(handleSessionExpiry(client, authError('/members/newest'))).toBe(true);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('swallows it for visitors', () => {
    const client = new QueryClient();
    client.setQueryData(USER_QUERY_KEY, null);
    expect(handleSessionExpiry(client, authError('/members/newest'))).toBe(false);
  });

  it('ignores the user endpoint itself and other errors', () => {
    const client = new QueryClient();
    client.setQueryData(USER_QUERY_KEY, { id: 1 });
    expect(handleSessionExpiry(client, authError('/user.php'))).toBe(false);
    expect(handleSessionExpiry(client, new ApiError(403, 'wrong_password', 'no'))).toBe(false);
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual({ id: 1 });
  });
});
