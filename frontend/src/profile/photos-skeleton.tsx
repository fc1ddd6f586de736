/** Grey tiles in the shape of the photo grid while the list loads. */
export function PhotosSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="photo-grid placeholder-glow" aria-hidden="true" data-testid="photos-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="photo-tile">
          <div className="photo-tile__frame placeholder" />
          <span className="placeholder col-8 mt-2" />
        </li>
      ))}
    </ul>
  );
}
