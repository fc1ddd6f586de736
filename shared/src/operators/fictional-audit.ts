/** Audit actions of the fictional-profiles and trust areas (operator_audit_log.action). */
export const FICTIONAL_AUDIT_ACTIONS = ['fictional_answer', 'member_note_saved', 'trust_hold_released'] as const;
