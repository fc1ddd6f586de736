import type { Settings } from '@amoretto/shared';
import { useContext } from 'react';
import { SettingsContext } from './settings-context';

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings() used outside the boot gate');
  return settings;
}
