/** The form's outline while the region and interest lists load. */
export function ProfileFormSkeleton() {
  return (
    <div className="placeholder-glow" aria-hidden="true" data-testid="profile-form-skeleton">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="mb-4">
          <span className="placeholder col-3 mb-2 d-block" />
          <span className="placeholder col-12 placeholder-lg rounded" />
        </div>
      ))}
    </div>
  );
}
