import { answerMatchFinder, matchFinderAges, matchFinderBack, matchFinderQuery, matchFinderStep } from './match-finder';

describe('match finder steps', () => {
  it('asks age, appearance and background in turn, then shows results', () => {
    let answers = {};
    expect(matchFinderStep(answers)).toBe('age_group');
    answers = answerMatchFinder(answers, 'age_group', '35+');
    expect(matchFinderStep(answers)).toBe('appearance');
    expect(matchFinderQuery(answers)).toBeNull();
    answers = answerMatchFinder(answers, 'appearance', 'sexy');
    expect(matchFinderStep(answers)).toBe('race');
    answers = answerMatchFinder(answers, 'race', 'any');
    expect(matchFinderStep(answers)).toBe('results');
    expect(matchFinderQuery(answers)).toEqual({ age_group: '35+', appearance: 'sexy', race: 'any' });
  });

  it('asks the later steps again when an earlier answer changes', () => {
    const all = { age_group: '18-35', appearance: 'normal', race: 'white' } as const;
    expect(answerMatchFinder(all, 'age_group', '35+')).toEqual({ age_group: '35+' });
    expect(answerMatchFinder(all, 'race', 'other')).toEqual({ ...all, race: 'other' });
  });

  it('ignores a choice the step does not offer', () => {
    expect(answerMatchFinder({ age_group: '35+' }, 'appearance', 'stunning')).toEqual({ age_group: '35+' });
    expect(answerMatchFinder({}, 'age_group', '50+')).toEqual({});
  });

  it('goes back one step at a time and not before the first', () => {
    const all = { age_group: '18-35', appearance: 'normal', race: 'white' } as const;
    expect(matchFinderBack(all)).toEqual({ age_group: '18-35', appearance: 'normal' });
    expect(matchFinderBack({ age_group: '18-35', appearance: 'normal' })).toEqual({ age_group: '18-35' });
    expect(matchFinderBack({ age_group: '18-35' })).toEqual({});
    expect(matchFinderBack({})).toEqual({});
  });

  it('covers 18 to 35 and 35 upwards', () => {
    expect(matchFinderAges('18-35')).toEqual({ minAge: 18, maxAge: 35 });
    expect(matchFinderAges('35+')).toEqual({ minAge: 35, maxAge: 99 });
  });
});
