/** Grey stand-in with the card's shape while members load. */
export function MemberCardSkeleton() {
  return (
    <div className="member-card member-card--skeleton placeholder-glow" aria-hidden="true">
      <div className="member-card__media placeholder" />
      <div className="member-card__body">
        <span className="placeholder col-7 mb-2" />
        <span className="placeholder col-5 placeholder-sm" />
      </div>
    </div>
  );
}
