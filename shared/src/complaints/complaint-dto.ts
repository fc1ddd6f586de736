// Complaints (docs/product.md#complaints): the form's contract and the stored row, shared by the
// site, the backend and the moderators' console.

/** The fixed topics of the form, in the order the form lists them. */
export const COMPLAINT_TOPICS = ['member', 'conversation', 'payment', 'account', 'privacy', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

/** Where a complaint is in the moderators' work; a new complaint is `open`. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 4000;

/** `POST /api/complaints`. `email` is ignored for a logged-in member (the account's address is used). */
export interface ComplaintRequest {
  topic: ComplaintTopic;
  text: string;
  email?: string;
  memberId?: number;
  conversationId?: number;
}

export interface ComplaintResponse {
  /** The short reference quoted in the acknowledgment mail, e.g. `C-7F3K2Q`. */
  reference: string;
}

/** One row of the `complaints` table, as read by SQL (snake_case columns, camelCase here). */
export interface ComplaintRow {
  id: string;
  siteId: number;
  userId: number | null;
  email: string;
  topic: ComplaintTopic;
  text: string;
  memberId: number | null;
  conversationId: number | null;
  reference: string;
  status: ComplaintStatus;
  createdAt: Date;
}
