export type PhotoIconName = 'star' | 'star-filled' | 'earlier' | 'later' | 'trash' | 'plus';

const PATHS: Record<PhotoIconName, string> = {
  star: 'M8 1.6l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.4l-3.8 2 .7-4.3-3.1-3 4.3-.6L8 1.6z',
  'star-filled': 'M8 1.6l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.4l-3.8 2 .7-4.3-3.1-3 4.3-.6L8 1.6z',
  earlier: 'M10 3 5 8l5 5',
  later: 'M6 3l5 5-5 5',
  trash: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.6 8.5h5.8l.6-8.5M7 7v4M9 7v4',
  plus: 'M8 3v10M3 8h10',
};

/** Line icons of the photo options; decorative, the buttons carry the words. */
export function PhotoIcon({ name, size = 18 }: { name: PhotoIconName; size?: number }) {
  const filled = name === 'star-filled';
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false" className="photo-icon">
      <path
        d={PATHS[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
