import { useContext } from 'react';
import { LocaleContext, type LocaleState } from './locale-context';

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale() used outside LocaleProvider');
  return state;
}
