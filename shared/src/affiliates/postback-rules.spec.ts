import { postbackAccepted, postbackUrl } from './postback-rules';

describe('postbackUrl', () => {
  const template = 'https://net.example/pb?click={ref}&s1={sub1}&s2={sub2}&s3={sub3}&e={event}';

  it('fills every placeholder from the tracking record and the event', () => {
    expect(postbackUrl(template, { ref: 'abc', sub1: 'one', sub2: 'two', sub3: 'three' }, 'activation')).toBe(
      'https://net.example/pb?click=abc&s1=one&s2=two&s3=three&e=activation',
    );
  });

  it('leaves a missing value empty', () => {
    expect(postbackUrl(template, { ref: 'abc' }, 'signup')).toBe('https://net.example/pb?click=abc&s1=&s2=&s3=&e=signup');
  });

  it('encodes values so they cannot add parameters or change the host', () => {
    const url = postbackUrl('https://net.example/pb?click={ref}', { ref: 'x&admin=1#@evil.example' }, 'signup')!;
    expect(new URL(url).host).toBe('net.example');
    expect(new URL(url).searchParams.get('click')).toBe('x&admin=1#@evil.example');
    expect(new URL(url).searchParams.has('admin')).toBe(false);
  });

  it('refuses a template that is not an http(s) address', () => {
    expect(postbackUrl('javascript:alert({ref})', { ref: '1' }, 'signup')).toBeNull();
    expect(postbackUrl('not a url {ref}', { ref: '1' }, 'signup')).toBeNull();
  });
});

describe('postbackAccepted', () => {
  it('accepts 2xx only', () => {
    expect(postbackAccepted(200)).toBe(true);
    expect(postbackAccepted(204)).toBe(true);
    expect(postbackAccepted(302)).toBe(false);
    expect(postbackAccepted(500)).toBe(false);
  });
});
