import type { SignupDto, SignupResponse, User } from '@amoretto/shared';
import {
  CampaignRun,
  failedStep,
  hasStarted,
  initialCampaignState,
  isComplete,
  nextStep,
  type CampaignState,
  type CampaignWork,
} from './campaign-steps';

const body: SignupDto = {
  email: 'lena@example.com',
  name: 'Lena',
  password: 'Velvet-Moon-42',
  date_of_birth: '1994-05-05',
  signup_flow: 'api',
};
const account = { user: { id: 7 } as User, activation_mail: 'queued' } as SignupResponse;

function fakeWork(overrides: Partial<CampaignWork> = {}) {
  const calls: string[] = [];
  const work: CampaignWork = {
    checkProfile: async () => void calls.push('check'),
    createAccount: async () => (calls.push('create'), account),
    findMatches: async () => (calls.push('matches'), 12),
    resendMail: async () => void calls.push('resend'),
    ...overrides,
  };
  return { work, calls };
}

function recorded(work: CampaignWork) {
  const seen: CampaignState[] = [];
  return { run: new CampaignRun(work, (state) => seen.push(state)), seen };
}

describe('campaign steps', () => {
  it('start pending, not started, with check profile first', () => {
    const state = initialCampaignState();
    expect(Object.values(state.statuses)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(hasStarted(state)).toBe(false);
    expect(nextStep(state)).toBe('check_profile');
    expect(isComplete(state)).toBe(false);
  });

  it('run all four in order, each active before done, and keep the results', async () => {
    const { work, calls } = fakeWork();
    const { run, seen } = recorded(work);
    const end = await run.run({ body });
    expect(calls).toEqual(['check', 'create', 'matches']);
    expect(seen.map((s) => `${nextStep(s) ?? 'end'}:${Object.values(s.statuses).join(',')}`)).toEqual([
      'check_profile:active,pending,pending,pending',
      'create_account:done,pending,pending,pending',
      'create_account:done,active,pending,pending',
      'find_matches:done,done,pending,pending',
      'find_matches:done,done,active,pending',
      'send_mail:done,done,done,pending',
      'send_mail:done,done,done,active',
      'end:done,done,done,done',
    ]);
    expect(isComplete(end)).toBe(true);
    expect(end).toMatchObject({ account, matches: 12, error: null });
  });

  it('stop after the step asked for and go on from there later', async () => {
    const { work, calls } = fakeWork();
    const { run } = recorded(work);
    const half = await run.run({ body, last: 'create_account' });
    expect(half.statuses).toEqual({ check_profile: 'done', create_account: 'done', find_matches: 'pending', send_mail: 'pending' });
    await run.run();
    expect(calls).toEqual(['check', 'create', 'matches']);
    expect(isComplete(run.current)).toBe(true);
  });

  it('stop at a failure with its error, and a retry resumes there without a second account', async () => {
    let matchesFail = true;
    const problem = new Error('search down');
    const { work, calls } = fakeWork({
      findMatches: async () => {
        calls.push('matches');
        if (matchesFail) throw problem;
        return 3;
      },
    });
    const { run } = recorded(work);
    const failed = await run.run({ body });
    expect(failed.statuses).toEqual({ check_profile: 'done', create_account: 'done', find_matches: 'failed', send_mail: 'pending' });
    expect(failedStep(failed)).toBe('find_matches');
    expect(failed.error).toBe(problem);

    matchesFail = false;
    const retried = await run.run();
    expect(calls).toEqual(['check', 'create', 'matches', 'matches']);
    expect(retried).toMatchObject({ matches: 3, error: null });
    expect(isComplete(retried)).toBe(true);
  });

  it('retry a failed signup with the corrected form, keeping the checked profile', async () => {
    const taken = new Error('email_taken');
    let attempts = 0;
    const { work, calls } = fakeWork({
      createAccount: async () => {
        calls.push('create');
        if (++attempts === 1) throw taken;
        return account;
      },
    });
    const { run } = recorded(work);
    const failed = await run.run({ body, last: 'create_account' });
    expect(failed.statuses.create_account).toBe('failed');
    expect(failed.account).toBeNull();
    await run.run({ body: { ...body, email: 'lena.b@example.com' } });
    expect(calls).toEqual(['check', 'create', 'create', 'matches']);
    expect(isComplete(run.current)).toBe(true);
  });

  it('fail the account step when no form is given', async () => {
    const { work, calls } = fakeWork();
    const { run } = recorded(work);
    const state = await run.run();
    expect(calls).toEqual(['check']);
    expect(failedStep(state)).toBe('create_account');
  });

  it('send no mail when the signup confirmed it, and ask once when it did not', async () => {
    const confirmed = fakeWork();
    await recorded(confirmed.work).run.run({ body });
    expect(confirmed.calls).not.toContain('resend');

    const unconfirmed = fakeWork({ createAccount: async () => ({ user: account.user }) as SignupResponse });
    await recorded(unconfirmed.work).run.run({ body });
    expect(unconfirmed.calls.filter((c) => c === 'resend')).toHaveLength(1);
  });

  it('share a running run instead of starting the steps twice', async () => {
    const { work, calls } = fakeWork();
    const { run } = recorded(work);
    const [a, b] = await Promise.all([run.run({ body }), run.run({ body })]);
    expect(a).toBe(b);
    expect(calls).toEqual(['check', 'create', 'matches']);
  });
});
