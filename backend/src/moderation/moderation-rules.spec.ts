import {
  cleanReportText,
  memberDecisionOutcome,
  photoDecisionOutcome,
  reportDecisionOutcome,
  textDecisionOutcome,
} from './moderation-rules';

describe('moderation rules', () => {
  describe('member decisions', () => {
    it('disable an active profile once, with its mail; a disabled one is left alone', () => {
      expect(memberDecisionOutcome('disable', 'active')).toEqual({ changes: true, audit: 'member_disabled', mail: 'disabled' });
      expect(memberDecisionOutcome('disable', 'disabled')).toEqual({ changes: false, audit: 'member_disabled', mail: null });
    });

    it('restore only a disabled profile', () => {
      expect(memberDecisionOutcome('restore', 'disabled')).toEqual({ changes: true, audit: 'member_restored', mail: 'restored' });
      expect(memberDecisionOutcome('restore', 'active').changes).toBe(false);
      expect(memberDecisionOutcome('restore', 'active').mail).toBeNull();
    });

    it('warn every time it is asked, disabled or not', () => {
      expect(memberDecisionOutcome('warn', 'active')).toEqual({ changes: true, audit: 'member_warned', mail: 'warning' });
      expect(memberDecisionOutcome('warn', 'disabled').mail).toBe('warning');
    });
  });

  describe('photo decisions', () => {
    it('reject mails the member once, never for a photo already rejected', () => {
      expect(photoDecisionOutcome('reject', { status: 'active', reviewed: false })).toEqual({
        changes: true,
        audit: 'photo_rejected',
        mail: 'photo_rejected',
        status: 'rejected',
      });
      expect(photoDecisionOutcome('reject', { status: 'rejected', reviewed: true })).toMatchObject({ changes: false, mail: null });
    });

    it('approve is silent and may bring a rejected photo back', () => {
      expect(photoDecisionOutcome('approve', { status: 'active', reviewed: false })).toMatchObject({
        changes: true,
        mail: null,
        status: 'active',
      });
      expect(photoDecisionOutcome('approve', { status: 'rejected', reviewed: true })).toMatchObject({ changes: true, status: 'active' });
      expect(photoDecisionOutcome('approve', { status: 'active', reviewed: true }).changes).toBe(false);
    });
  });

  describe('text decisions', () => {
    it('hide mails once; approve clears the review silently', () => {
      expect(textDecisionOutcome('hide', { hidden: false, pending: true })).toEqual({
        changes: true,
        audit: 'text_hidden',
        mail: 'text_hidden',
      });
      expect(textDecisionOutcome('hide', { hidden: true, pending: false })).toEqual({ changes: false, audit: 'text_hidden', mail: null });
      expect(textDecisionOutcome('approve', { hidden: false, pending: true })).toEqual({
        changes: true,
        audit: 'text_approved',
        mail: null,
      });
      expect(textDecisionOutcome('approve', { hidden: false, pending: false }).changes).toBe(false);
    });
  });

  it('decides open reports only', () => {
    expect(reportDecisionOutcome('open', 'upheld')).toBe('report_upheld');
    expect(reportDecisionOutcome('open', 'dismissed')).toBe('report_dismissed');
    expect(reportDecisionOutcome('upheld', 'dismissed')).toBeNull();
    expect(reportDecisionOutcome('dismissed', 'upheld')).toBeNull();
  });

  it('stores report texts trimmed, without NUL and long runs of blank lines', () => {
    expect(cleanReportText(undefined)).toBe('');
    expect(cleanReportText('  he asked\r\n\r\n\r\n\r\nfor money\u0000  ')).toBe('he asked\n\nfor money');
  });
});
