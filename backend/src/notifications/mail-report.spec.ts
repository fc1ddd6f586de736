import { permanentFailure, readMailReport } from './mail-report';
import { ARF_COMPLAINT, DSN_DELAYED, DSN_HARD_BOUNCE, DSN_WITHOUT_TOKEN, MAILTO_UNSUBSCRIBE, sample } from './testing/report-samples';

const token = `42.new_messages.${'ab12'.repeat(6)}`;

describe('readMailReport', () => {
  it('reads a permanent failure as a bounce, with the token of the VERP address', async () => {
    expect(await readMailReport(sample(DSN_HARD_BOUNCE, token))).toEqual({ kind: 'bounce', tokens: [token] });
  });

  it('ignores a delay notice', async () => {
    expect((await readMailReport(sample(DSN_DELAYED, token))).kind).toBe('ignored');
  });

  it('reads an ARF report as a complaint, finding the token in the quoted original mail', async () => {
    expect(await readMailReport(sample(ARF_COMPLAINT, token))).toEqual({ kind: 'complaint', tokens: [token] });
  });

  it('reads a mail to the unsubscribe address as an unsubscribe', async () => {
    expect(await readMailReport(sample(MAILTO_UNSUBSCRIBE, token))).toEqual({ kind: 'unsubscribe', tokens: [token] });
  });

  it('finds no token in a report about a mail that was not ours', async () => {
    expect(await readMailReport(sample(DSN_WITHOUT_TOKEN, token))).toEqual({ kind: 'bounce', tokens: [] });
  });
});

describe('permanentFailure', () => {
  it.each([
    ['Action: failed\nStatus: 5.1.1', true],
    ['Action: failed\nStatus: 4.2.2', false],
    ['Action: delayed\nStatus: 4.4.1', false],
    ['Action: delivered\nStatus: 2.0.0', false],
  ])('%j → %s', (fields, expected) => {
    expect(permanentFailure(fields)).toBe(expected);
  });
});
