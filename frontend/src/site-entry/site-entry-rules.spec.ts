import { SITE_ENTRY_WARNING_COUNTRIES } from '@amoretto/shared';
import { routeNameFromPath, shouldShowSiteEntryWarning, siteEntryCountryNotice, type SiteEntryInput } from './site-entry-rules';

// Every condition met: the warning shows. Each test flips one of them.
const base: SiteEntryInput = {
  standalone: false,
  dismissedAt: null,
  settings: { enable_site_entry_popup: 'yes', countries: ['NL'], geoip_selected_country: 'NL' },
  loggedIn: false,
  routeName: 'index',
};

describe('shouldShowSiteEntryWarning', () => {
  it('shows when every condition holds', () => {
    expect(shouldShowSiteEntryWarning(base)).toBe(true);
  });

  it('never shows in the installed app', () => {
    expect(shouldShowSiteEntryWarning({ ...base, standalone: true })).toBe(false);
  });

  it('never shows again once dismissed', () => {
    expect(shouldShowSiteEntryWarning({ ...base, dismissedAt: 1_700_000_000_000 })).toBe(false);
  });

  it('is off when enable_site_entry_popup is "no"', () => {
    expect(shouldShowSiteEntryWarning({ ...base, settings: { ...base.settings, enable_site_entry_popup: 'no' } })).toBe(false);
  });

  it('never shows to logged-in members', () => {
    expect(shouldShowSiteEntryWarning({ ...base, loggedIn: true })).toBe(false);
  });

  it('shows without a country restriction, whatever the country', () => {
    expect(shouldShowSiteEntryWarning({ ...base, settings: { ...base.settings, countries: [], geoip_selected_country: 'IT' } })).toBe(true);
  });

  it('needs the selected country in the list when there is one', () => {
    expect(shouldShowSiteEntryWarning({ ...base, settings: { ...base.settings, geoip_selected_country: 'BE' } })).toBe(false);
    expect(
      shouldShowSiteEntryWarning({ ...base, settings: { ...base.settings, countries: ['BE', 'NL'], geoip_selected_country: 'BE' } }),
    ).toBe(true);
  });

  it.each(['complete-signup', 'reset-password', 'reset-password-do'])('never shows on %s', (routeName) => {
    expect(shouldShowSiteEntryWarning({ ...base, routeName })).toBe(false);
  });

  it.each(['index', 'pages-terms', 'complaints', 'signup', 'login'])('shows on %s', (routeName) => {
    expect(shouldShowSiteEntryWarning({ ...base, routeName })).toBe(true);
  });

  describe('chat and lander layouts (NL and DE only)', () => {
    it('shows for the listed countries', () => {
      expect(shouldShowSiteEntryWarning({ ...base, onlyCountries: SITE_ENTRY_WARNING_COUNTRIES })).toBe(true);
      const german = { ...base.settings, countries: ['DE' as const], geoip_selected_country: 'DE' as const };
      expect(shouldShowSiteEntryWarning({ ...base, settings: german, onlyCountries: SITE_ENTRY_WARNING_COUNTRIES })).toBe(true);
    });

    it('does not show elsewhere even when the site enables it', () => {
      const french = { ...base.settings, countries: ['FR' as const], geoip_selected_country: 'FR' as const };
      expect(shouldShowSiteEntryWarning({ ...base, settings: french })).toBe(true);
      expect(shouldShowSiteEntryWarning({ ...base, settings: french, onlyCountries: SITE_ENTRY_WARNING_COUNTRIES })).toBe(false);
    });

    it('still obeys every other condition', () => {
      expect(shouldShowSiteEntryWarning({ ...base, loggedIn: true, onlyCountries: SITE_ENTRY_WARNING_COUNTRIES })).toBe(false);
    });
  });
});

describe('routeNameFromPath', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/complete-signup', 'complete-signup'],
    ['/reset-password', 'reset-password'],
    ['/reset-password/do', 'reset-password-do'],
    ['/reset-password/do/', 'reset-password-do'],
    ['/pages/terms', 'pages-terms'],
  ])('%s → %s', (path, name) => {
    expect(routeNameFromPath(path)).toBe(name);
  });
});

describe('siteEntryCountryNotice', () => {
  it('has a paragraph for the Netherlands and Germany only', () => {
    expect(siteEntryCountryNotice('NL')).toBe('nl');
    expect(siteEntryCountryNotice('DE')).toBe('de');
    expect(siteEntryCountryNotice('AT')).toBeNull();
    expect(siteEntryCountryNotice('IT')).toBeNull();
  });
});
