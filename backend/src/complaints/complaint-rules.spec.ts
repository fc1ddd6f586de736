import { COMPLAINT_REFERENCE_PATTERN, newComplaintReference, normalizeComplaintText } from './complaint-rules';

describe('newComplaintReference', () => {
  it('is C- and six characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(newComplaintReference()).toMatch(COMPLAINT_REFERENCE_PATTERN);
  });

  it('never uses 0, O, 1, I or L', () => {
    const all = Array.from({ length: 31 }, (_, n) => newComplaintReference(() => n)).join('');
    expect(all).not.toMatch(/[01OIL]/);
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => newComplaintReference())).size).toBe(50);
  });
});

describe('normalizeComplaintText', () => {
  it('trims and keeps at most one blank line', () => {
    expect(normalizeComplaintText('  first\n\n\n\nsecond  ')).toBe('first\n\nsecond');
  });
});
