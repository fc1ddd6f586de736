import type { Settings } from '@amoretto/shared';
import { createContext } from 'react';

/** Filled by the boot gate once settings have loaded; nothing below it renders without them. */
export const SettingsContext = createContext<Settings | null>(null);
