/** The header's shape while the profile loads. */
export function MemberPageSkeleton() {
  return (
    <div className="member-header member-header--skeleton placeholder-glow" aria-hidden="true">
      <div className="member-header__media placeholder" />
      <div className="member-header__body">
        <span className="placeholder col-6 placeholder-lg mb-3" />
        <span className="placeholder col-4 mb-4" />
        <span className="placeholder col-8" />
      </div>
    </div>
  );
}
