import { useState } from 'react';

/**
 * True from the first render where `flag` is true, for good. For dialogs whose code loads on
 * first use: once loaded they stay mounted, so closing plays the dialog's own exit.
 */
export function useEverTrue(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
}
