/** The four pictograms of the icons lander, drawn inline (no icon font in the bundle). */
const PATHS = {
  chat: 'M4 4h16v11H8l-4 4z',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  eye: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM3 3l18 18',
  phone: 'M7 2h10v20H7zM10 18h4',
} as const;

export type LanderFeature = keyof typeof PATHS;

export function LanderFeatureIcon({ feature }: { feature: LanderFeature }) {
  return (
    <svg className="lander-feature-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[feature]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
