import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../members/member-avatar';
import { LanderCta } from './lander-cta';
import { LanderHero } from './lander-hero';
import type { LanderSectionProps } from './lander-section-props';
import { choiceForKey, swipe, SWIPE_TEASER_START, swipeTeaserDone, type SwipeChoice } from './lander-swipe-rules';

/**
 * tinderswipe: a few members to like or skip by button or arrow key, then the signup. The choices
 * stay on this page (a visitor has no account to like with), and the end says so.
 */
export function LanderSwipe({ variant, members }: LanderSectionProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(SWIPE_TEASER_START);
  const done = swipeTeaserDone(state, members.length);
  const current = members[state.index];
  const choose = (choice: SwipeChoice) => setState((previous) => swipe(previous, choice));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const choice = choiceForKey(event.key);
    if (!choice || done) return;
    event.preventDefault();
    choose(choice);
  };

  return (
    <div className="container lander-swipe">
      <div className="row g-4 align-items-center">
        <div className="col-lg-6">
          <LanderHero variant={variant} />
        </div>
        <section className="col-lg-6" aria-labelledby="lander-swipe-title" onKeyDown={onKeyDown}>
          <h2 id="lander-swipe-title" className="lander-section-title text-center">
            {t('landers.swipe.title')}
          </h2>
          {done || !current ? (
            <div className="lander-swipe__done" role="status" data-testid="lander-swipe-done">
              <p className="lander-swipe__liked">{t('landers.swipe.done', { count: state.liked })}</p>
              <LanderCta gender={variant.gender} />
            </div>
          ) : (
            <>
              <div className="lander-swipe__deck" aria-live="polite">
                {members.slice(state.index + 1, state.index + 3).map((member, depth) => (
                  <div key={member.id} className={`lander-swipe__under lander-swipe__under--${depth}`} aria-hidden="true" />
                ))}
                <article className="lander-swipe__card" key={current.id} data-testid="lander-card" data-member-id={current.id}>
                  <MemberAvatar name={current.name} src={current.main_image?.thumb_url ?? null} priority />
                  <div className="lander-swipe__caption">
                    <h3 className="lander-swipe__name">
                      {current.name}, {t('members.age', { age: current.age })}
                    </h3>
                    {current.city ? <p className="mb-0">{current.city}</p> : null}
                  </div>
                </article>
              </div>
              <div className="lander-swipe__buttons">
                <button type="button" className="lander-swipe__button lander-swipe__button--skip" onClick={() => choose('skip')}>
                  <span aria-hidden="true">✕</span> {t('landers.swipe.skip')}
                </button>
                <button type="button" className="lander-swipe__button lander-swipe__button--like" onClick={() => choose('like')}>
                  <span aria-hidden="true">♥</span> {t('landers.swipe.like')}
                </button>
              </div>
              <p className="lander-swipe__hint">{t('landers.swipe.hint')}</p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
