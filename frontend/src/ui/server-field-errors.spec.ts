import { ApiError } from '../api/api-error';
import { serverFieldErrors } from './server-field-errors';

type Field = 'email' | 'name' | 'password';
const hints = { email: 'Check the address', name: '2 to 40 characters', password: 'At least 8 characters' };

describe('serverFieldErrors', () => {
  it('puts a one-field error under that field with the server message', () => {
    const error = new ApiError(400, 'invalid_name', 'Not your email, please');
    expect(serverFieldErrors<Field>(error, { invalid_name: 'name' }, hints)).toEqual({ name: 'Not your email, please' });
  });

  it('gives validation_failed fields the form hints', () => {
    const error = new ApiError(400, 'validation_failed', 'Some details are not valid', { name: ['isLength'], password: ['minLength'] });
    expect(serverFieldErrors<Field>(error, {}, hints)).toEqual({ name: hints.name, password: hints.password });
  });

  it('leaves general errors to an alert', () => {
    expect(serverFieldErrors<Field>(new ApiError(429, 'too_many_requests', 'Slow down'), { invalid_name: 'name' }, hints)).toBeNull();
    expect(serverFieldErrors<Field>(new ApiError(400, 'validation_failed', 'x', { tracking: ['isString'] }), {}, hints)).toBeNull();
    expect(serverFieldErrors<Field>(new Error('boom'), {}, hints)).toBeNull();
  });
});
