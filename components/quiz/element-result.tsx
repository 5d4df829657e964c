'use client';

import { useStrings } from '@/components/i18n/client-strings';
import { Section } from '@/components/ui/section';
import type { Element } from '@/content/quizzes/schema';
import type { ElementQuizResult } from '@/lib/quiz/results';
import type { ElementProfileView } from '@/lib/quiz/views';

/**
 * A Character or Relationship result: the leading element's profile (name, title, colour, image,
 * description, four traits) and up to two supporting energies with their share of the answers.
 */
export function ElementResult({ result, profiles }: { result: ElementQuizResult; profiles: Record<Element, ElementProfileView> }) {
  const t = useStrings('Quiz');
  const profile = profiles[result.dominant];
  return (
    <article aria-labelledby="quiz-result-title" className="mx-auto w-full max-w-xl">
      <header className="overflow-hidden rounded-3xl border border-line bg-white/80 shadow-sm">
        <div className="h-1.5" style={{ backgroundColor: profile.color }} />
        <div className="flex flex-col items-center px-6 pt-7 pb-6 text-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG of our own: nothing to optimise */}
          <img src={profile.image} alt="" width={112} height={112} className="size-28" />
          <p className="mt-4 text-sm font-medium tracking-wide text-ink-soft">{t('dominantElement')}</p>
          <h2 id="quiz-result-title" className="mt-1 font-serif text-3xl font-semibold" style={{ color: profile.color }}>
            {profile.name}
          </h2>
          <p className="mt-2 font-serif text-lg">{profile.title}</p>
          <p className="mt-3 rounded-full px-3 py-1 text-sm font-medium text-white" style={{ backgroundColor: profile.color }}>
            {t('share', { percent: result.percents[result.dominant] })}
          </p>
        </div>
      </header>

      <p className="mt-6 px-1 leading-loose">{profile.description}</p>

      <Section id="quiz-traits" title={t('traits')} level="h3" className="mt-8" headingClassName="font-serif text-xl font-semibold">
        <ul className="mt-3 grid gap-2">
          {profile.traits.map((trait) => (
            <li key={trait} className="flex items-start gap-3 rounded-xl border border-line bg-white/70 px-4 py-3 leading-relaxed">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full" style={{ backgroundColor: profile.color }} />
              {trait}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="quiz-supporting" title={t('supporting')} level="h3" className="mt-8" headingClassName="font-serif text-xl font-semibold">
        {result.supporting.length === 0 ? (
          <p className="mt-2 leading-relaxed text-ink-soft">{t('supportingNone')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-soft">{t('supportingLead')}</p>
            <ul className="mt-3 grid gap-3">
              {result.supporting.map(({ element, percent }) => {
                const support = profiles[element];
                return (
                  <li key={element} className="rounded-xl border border-line bg-white/70 px-4 py-3">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-medium" style={{ color: support.color }}>
                        {support.name}
                      </span>
                      <span className="text-sm tabular-nums text-ink-soft">{t('percent', { percent })}</span>
                    </div>
                    <p className="mt-0.5 text-sm text-ink-soft">{support.title}</p>
                    <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-paper-deep">
                      <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: support.color }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Section>
    </article>
  );
}
