/** Placeholder rows while the list loads, shaped like the real ones. */
export function ChatListSkeleton() {
  return (
    <ul className="chat-list list-unstyled mb-0" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="chat-item chat-item--skeleton placeholder-glow">
          <span className="member-avatar chat-item__avatar placeholder" />
          <div className="chat-item__body">
            <span className="placeholder col-6 mb-2" />
            <span className="placeholder col-9" />
          </div>
        </li>
      ))}
    </ul>
  );
}
