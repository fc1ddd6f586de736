import { BACK_BUTTON_ROUTES, showsBackButton } from './back-button-rules';

describe('showsBackButton', () => {
  const base = { standalone: true, historyLength: 2, routeFullPath: '/members/$id/' };

  it('shows on the named routes of the installed app once there is somewhere to go back to', () => {
    for (const routeFullPath of BACK_BUTTON_ROUTES) expect(showsBackButton({ ...base, routeFullPath })).toBe(true);
  });

  it('hides in a browser tab, on the first page of the app, and on other routes', () => {
    expect(showsBackButton({ ...base, standalone: false })).toBe(false);
    expect(showsBackButton({ ...base, historyLength: 1 })).toBe(false);
    for (const routeFullPath of ['/members/', '/chats/$id', '/likes/', '/credits/repeat-order', undefined]) {
      expect(showsBackButton({ ...base, routeFullPath })).toBe(false);
    }
  });
});
