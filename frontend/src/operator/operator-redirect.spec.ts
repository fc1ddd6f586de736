import { isServerPage, operatorRedirect } from './operator-redirect';

describe('operator login redirect', () => {
  it('keeps console paths and sends anything else to the console home', () => {
    expect(operatorRedirect('/operator/queues')).toBe('/operator/queues');
    expect(operatorRedirect('/operator/')).toBe('/operator/');
    for (const bad of [
      undefined,
      7,
      '',
      '/members',
      '//evil.example/operator',
      'https://evil.example',
      '/operator/login',
      '/operator/../x',
      '/operatorx',
    ]) {
      expect(operatorRedirect(bad)).toBe('/operator/');
    }
  });

  it('knows the dashboard is a page of the server', () => {
    expect(isServerPage('/operator/queues')).toBe(true);
    expect(isServerPage('/operator/')).toBe(false);
  });
});
