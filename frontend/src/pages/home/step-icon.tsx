export type StepIconName = 'profile' | 'like' | 'chat' | 'eye' | 'block' | 'mask' | 'undo';

const PATHS: Record<StepIconName, string> = {
  profile: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.4-8 5.5V21h16v-1.5c0-3.1-3.6-5.5-8-5.5z',
  like: 'M12 21s-8-4.9-8-11.1C4 6.6 6.4 4 9.3 4c1.2 0 2.1.5 2.7 1.4.6-.9 1.5-1.4 2.7-1.4C17.6 4 20 6.6 20 9.9 20 16.1 12 21 12 21z',
  chat: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  block:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-6 9a6 6 0 0 1 9.5-4.9l-8.4 8.4A6 6 0 0 1 6 12zm6 6a6 6 0 0 1-3.5-1.1l8.4-8.4A6 6 0 0 1 12 18z',
  mask: 'M3 7c3-1 6-1.5 9-1.5S18 6 21 7c0 6-3 10-6 10-1.3 0-2.2-1.5-3-1.5S10.3 17 9 17c-3 0-6-4-6-10zm4.5 3.5c0 .8 1 1.5 2 1.5s2-.7 2-1.5-1-1-2-1-2 .2-2 1zm5 0c0 .8 1 1.5 2 1.5s2-.7 2-1.5-1-1-2-1-2 .2-2 1z',
  undo: 'M8 5 3 10l5 5v-3.5h6a3.5 3.5 0 0 1 0 7h-3V21h3a5.5 5.5 0 0 0 0-11H8V5z',
};

export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
