import type { ModerationMailKind, OperatorAuditAction, ReportDecision, ReportStatus } from '@amoretto/shared';

// What each moderator decision changes, audits and mails (docs/product.md#moderation). Pure:
// the service reads the current state, asks here, and writes what comes back.

export type MemberDecision = 'warn' | 'disable' | 'restore';
export type PhotoDecision = 'approve' | 'reject';
export type TextDecision = 'approve' | 'hide';

/** What a decision does: whether anything changes, the audit line and the member's mail (null: none). */
export interface DecisionOutcome {
  changes: boolean;
  audit: OperatorAuditAction;
  mail: ModerationMailKind | null;
}

const NOTHING = (audit: OperatorAuditAction): DecisionOutcome => ({ changes: false, audit, mail: null });

/**
 * Warnings always go out (each is a new event); disabling a disabled profile or restoring an
 * active one changes nothing, so a repeated click neither audits nor mails a second time.
 */
export function memberDecisionOutcome(decision: MemberDecision, profileStatus: 'active' | 'disabled'): DecisionOutcome {
  switch (decision) {
    case 'warn':
      return { changes: true, audit: 'member_warned', mail: 'warning' };
    case 'disable':
      return profileStatus === 'disabled' ? NOTHING('member_disabled') : { changes: true, audit: 'member_disabled', mail: 'disabled' };
    case 'restore':
      return profileStatus === 'active' ? NOTHING('member_restored') : { changes: true, audit: 'member_restored', mail: 'restored' };
  }
}

/** A photo is decided once per state: approving is silent, rejecting mails the member once. */
export function photoDecisionOutcome(
  decision: PhotoDecision,
  photo: { status: 'active' | 'pending' | 'rejected'; reviewed: boolean },
): DecisionOutcome & { status: 'active' | 'rejected' } {
  if (decision === 'approve') {
    const changes = !photo.reviewed || photo.status !== 'active';
    return { changes, audit: 'photo_approved', mail: null, status: 'active' };
  }
  const changes = photo.status !== 'rejected';
  return { changes, audit: 'photo_rejected', mail: changes ? 'photo_rejected' : null, status: 'rejected' };
}

/** Hiding a profile text mails the member once; approving clears it from the list silently. */
export function textDecisionOutcome(decision: TextDecision, text: { hidden: boolean; pending: boolean }): DecisionOutcome {
  if (decision === 'approve') return { changes: text.pending || text.hidden, audit: 'text_approved', mail: null };
  return { changes: !text.hidden, audit: 'text_hidden', mail: text.hidden ? null : 'text_hidden' };
}

/** Only an open report is decided; a decided one stays as it was (null: nothing to do). */
export function reportDecisionOutcome(status: ReportStatus, decision: ReportDecision): OperatorAuditAction | null {
  if (status !== 'open') return null;
  return decision === 'upheld' ? 'report_upheld' : 'report_dismissed';
}

/** A report's text as stored: trimmed, NUL-free, runs of blank lines shortened. */
export function cleanReportText(text: string | undefined): string {
  return (text ?? '')
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
