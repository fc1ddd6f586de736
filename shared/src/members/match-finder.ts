// The match finder (docs/product.md#match-finder): its steps, its query and the rules both tiers apply.
import 'reflect-metadata';
import { IsIn } from 'class-validator';
import {
  MATCH_FINDER_AGE_GROUPS,
  MATCH_FINDER_APPEARANCES,
  MATCH_FINDER_RACES,
  type MatchFinderAgeGroup,
  type MatchFinderAppearance,
} from '../vocabularies';
import type { MemberCard } from './member-types';
import { MAX_AGE, MIN_AGE } from './member-dto';

/** The background step also offers "no preference", and it is what the step starts on. */
export const MATCH_FINDER_RACE_CHOICES = ['any', ...MATCH_FINDER_RACES] as const;
export type MatchFinderRaceChoice = (typeof MATCH_FINDER_RACE_CHOICES)[number];

/** At most this many members are shown at the end. */
export const MATCH_FINDER_RESULTS = 24;

/** `GET /api/match-finder`: the three answers. */
export class MatchFinderQueryDto {
  @IsIn(MATCH_FINDER_AGE_GROUPS) age_group: MatchFinderAgeGroup;
  @IsIn(MATCH_FINDER_APPEARANCES) appearance: MatchFinderAppearance;
  @IsIn(MATCH_FINDER_RACE_CHOICES) race: MatchFinderRaceChoice;
}

export interface MatchFinderResponse {
  profiles: MemberCard[];
}

export const MATCH_FINDER_STEPS = ['age_group', 'appearance', 'race'] as const;
export type MatchFinderStep = (typeof MATCH_FINDER_STEPS)[number];

export interface MatchFinderAnswers {
  age_group?: MatchFinderAgeGroup;
  appearance?: MatchFinderAppearance;
  race?: MatchFinderRaceChoice;
}

/** The choices each step offers, in the order shown. */
export const MATCH_FINDER_CHOICES: { [S in MatchFinderStep]: readonly NonNullable<MatchFinderAnswers[S]>[] } = {
  age_group: MATCH_FINDER_AGE_GROUPS,
  appearance: MATCH_FINDER_APPEARANCES,
  race: MATCH_FINDER_RACE_CHOICES,
};

/** The first step without an answer, or 'results' once all are answered. */
export function matchFinderStep(answers: MatchFinderAnswers): MatchFinderStep | 'results' {
  return MATCH_FINDER_STEPS.find((step) => answers[step] === undefined) ?? 'results';
}

/**
 * Answers a step with one of its choices (anything else leaves the answers as they were); the
 * steps after it are asked again, as changing an earlier answer means going on from there.
 */
export function answerMatchFinder(answers: MatchFinderAnswers, step: MatchFinderStep, value: string): MatchFinderAnswers {
  if (!(MATCH_FINDER_CHOICES[step] as readonly string[]).includes(value)) return answers;
  const kept: MatchFinderAnswers = {};
  for (const s of MATCH_FINDER_STEPS) {
    if (s === step) break;
    if (answers[s] !== undefined) Object.assign(kept, { [s]: answers[s] });
  }
  return { ...kept, [step]: value };
}

/** One step back: forgets the answer to the step before the current one. */
export function matchFinderBack(answers: MatchFinderAnswers): MatchFinderAnswers {
  const current = matchFinderStep(answers);
  const index = current === 'results' ? MATCH_FINDER_STEPS.length : MATCH_FINDER_STEPS.indexOf(current);
  if (index === 0) return answers;
  const { [MATCH_FINDER_STEPS[index - 1]!]: _dropped, ...rest } = answers;
  return rest;
}

/** The full query once every step is answered. */
export function matchFinderQuery(answers: MatchFinderAnswers): MatchFinderQueryDto | null {
  const { age_group, appearance, race } = answers;
  if (!age_group || !appearance || !race) return null;
  return { age_group, appearance, race };
}

/** The ages a group covers; both groups include 35, as the product names them. */
export function matchFinderAges(group: MatchFinderAgeGroup): { minAge: number; maxAge: number } {
  return group === '18-35' ? { minAge: MIN_AGE, maxAge: 35 } : { minAge: 35, maxAge: MAX_AGE };
}
