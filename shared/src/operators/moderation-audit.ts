/** What moderation writes to the operator audit log, each with the member it concerns. */
export const MODERATION_AUDIT_ACTIONS = [
  'report_upheld',
  'report_dismissed',
  'complaint_closed',
  'photo_approved',
  'photo_rejected',
  'text_approved',
  'text_hidden',
  'member_warned',
  'member_disabled',
  'member_restored',
] as const;
