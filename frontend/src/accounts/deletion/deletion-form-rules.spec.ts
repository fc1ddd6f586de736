import { deletionDraftProblems, stepAfterForm } from './deletion-form-rules';

describe('deletion form rules', () => {
  it('needs a reason and the password; remarks are optional up to 1000 characters', () => {
    expect(deletionDraftProblems({ reason: null, remarks: '', password: '' })).toEqual(['reason', 'password']);
    expect(deletionDraftProblems({ reason: 'time', remarks: '', password: 'secret' })).toEqual([]);
    expect(deletionDraftProblems({ reason: 'other', remarks: 'x'.repeat(1000), password: 'secret' })).toEqual([]);
    expect(deletionDraftProblems({ reason: 'other', remarks: 'x'.repeat(1001), password: 'secret' })).toEqual(['remarks']);
  });

  it('shows the stay offer only when there is one', () => {
    expect(stepAfterForm({ value_percentage: 50 })).toBe('offer');
    expect(stepAfterForm(null)).toBe('confirm');
    expect(stepAfterForm(undefined)).toBe('confirm');
  });
});
