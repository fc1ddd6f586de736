import type { SignupDto, SignupResponse } from '@amoretto/shared';

/** docs/product.md#campaigns: the flow of sending an activation mail, as the campaign page runs it. */
export const CAMPAIGN_STEPS = ['check_profile', 'create_account', 'find_matches', 'send_mail'] as const;
export type CampaignStep = (typeof CAMPAIGN_STEPS)[number];
export type StepStatus = 'pending' | 'active' | 'done' | 'failed';

export interface CampaignState {
  statuses: Record<CampaignStep, StepStatus>;
  /** Why the failed step failed (an ApiError, usually); null while none has. */
  error: unknown;
  /** The signup answer, kept so a retry never creates a second account. */
  account: SignupResponse | null;
  /** Members the new member's search finds. */
  matches: number | null;
}

/** The calls behind the steps; the page passes the real API, tests pass fakes. */
export interface CampaignWork {
  checkProfile: () => Promise<void>;
  createAccount: (body: SignupDto) => Promise<SignupResponse>;
  findMatches: () => Promise<number>;
  /** Only when the signup answer did not confirm the activation mail. */
  resendMail: () => Promise<void>;
}

export const initialCampaignState = (): CampaignState => ({
  statuses: { check_profile: 'pending', create_account: 'pending', find_matches: 'pending', send_mail: 'pending' },
  error: null,
  account: null,
  matches: null,
});

/** The first step not done yet: where a run (or a retry) starts. */
export function nextStep(state: CampaignState): CampaignStep | null {
  return CAMPAIGN_STEPS.find((step) => state.statuses[step] !== 'done') ?? null;
}

export function failedStep(state: CampaignState): CampaignStep | null {
  return CAMPAIGN_STEPS.find((step) => state.statuses[step] === 'failed') ?? null;
}

export const isComplete = (state: CampaignState): boolean => nextStep(state) === null;

/** Whether the visitor has seen anything happen yet (the progress shows from then on). */
export const hasStarted = (state: CampaignState): boolean => CAMPAIGN_STEPS.some((step) => state.statuses[step] !== 'pending');

const withStatus = (state: CampaignState, step: CampaignStep, status: StepStatus): CampaignState => ({
  ...state,
  statuses: { ...state.statuses, [step]: status },
});

export const markActive = (state: CampaignState, step: CampaignStep): CampaignState => ({
  ...withStatus(state, step, 'active'),
  error: null,
});

export const markDone = (
  state: CampaignState,
  step: CampaignStep,
  patch: Partial<Pick<CampaignState, 'account' | 'matches'>> = {},
): CampaignState => ({
  ...withStatus(state, step, 'done'),
  ...patch,
});

export const markFailed = (state: CampaignState, step: CampaignStep, error: unknown): CampaignState => ({
  ...withStatus(state, step, 'failed'),
  error,
});

/**
 * Runs the steps in order from the first one not done, each at most until it succeeds:
 * a retry after a failure resumes at the failed step and never repeats a finished one.
 */
export class CampaignRun {
  private state: CampaignState;
  private running: Promise<CampaignState> | null = null;

  constructor(
    private readonly work: CampaignWork,
    private readonly onChange: (state: CampaignState) => void,
    initial: CampaignState = initialCampaignState(),
  ) {
    this.state = initial;
  }

  get current(): CampaignState {
    return this.state;
  }

  /**
   * Goes on until `last` is done or a step fails, and resolves with the state then. The
   * signup body is needed only while the account does not exist. A second call while one
   * runs gets the running one.
   */
  run(input: { body?: SignupDto; last?: CampaignStep } = {}): Promise<CampaignState> {
    this.running ??= this.steps(input).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async steps({ body, last = 'send_mail' }: { body?: SignupDto; last?: CampaignStep }): Promise<CampaignState> {
    const stop = CAMPAIGN_STEPS.indexOf(last);
    for (let step = nextStep(this.state); step && CAMPAIGN_STEPS.indexOf(step) <= stop; step = nextStep(this.state)) {
      this.set(markActive(this.state, step));
      try {
        this.set(markDone(this.state, step, await this.perform(step, body)));
      } catch (error) {
        this.set(markFailed(this.state, step, error));
        break;
      }
    }
    return this.state;
  }

  private async perform(step: CampaignStep, body: SignupDto | undefined): Promise<Partial<CampaignState>> {
    switch (step) {
      case 'check_profile':
        await this.work.checkProfile();
        return {};
      case 'create_account':
        if (!body) throw new Error('the account step needs the signup form');
        return { account: await this.work.createAccount(body) };
      case 'find_matches':
        return { matches: await this.work.findMatches() };
      case 'send_mail':
        // The signup queues the mail with the account; asking again would send a second one.
        if (this.state.account?.activation_mail !== 'queued') await this.work.resendMail();
        return {};
    }
  }

  private set(state: CampaignState): void {
    this.state = state;
    this.onChange(state);
  }
}
