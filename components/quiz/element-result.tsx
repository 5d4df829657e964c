import { Fragment } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { Section } from '@/components/ui/section';
import type { Element } from '@/content/quizzes/element-order';
import { elementReportModel, joinNames } from '@/lib/quiz/element-report';
import type { ElementQuizResult } from '@/lib/quiz/results';
import type { ElementProfileView } from '@/lib/quiz/views';
import { ElementReportBody } from './element-report-body';

// The badge sits on the element's own colour (fixed, dark in both themes), or on this grey for a tie:
// white text on either, day and night
const TIE_COLOUR = '#57524a';

/**
 * A Character or Relationship report: the leading element's profile (name, title, colour, image,
 * description, four traits), the supporting energies with their share of the answers and how each
 * shapes the leading one, then the long report (element-report-body.tsx). A tie is told as one:
 * the elements weighing the same are named together, with a text on each pair's blend, and the
 * report of the one the spec's order puts first follows (lib/quiz/element-report.ts).
 */
export function ElementResult({ result, profiles }: { result: ElementQuizResult; profiles: Record<Element, ElementProfileView> }) {
  const t = useStrings('Quiz');
  const locale = useClientLocale();
  const model = elementReportModel(result);
  const profile = profiles[model.leading];
  const tie = model.tied.length > 1;
  const name = (element: Element) => t(`report.elements.${element}`);
  const names = joinNames(model.tied.map(name), locale);
  return (
    <article aria-labelledby="quiz-result-title" className="mx-auto w-full max-w-xl">
      <header className="overflow-hidden rounded-3xl border border-line bg-white/80 shadow-sm">
        {tie ? (
          <div aria-hidden="true" className="flex h-1.5">
            {model.tied.map((element) => (
              <div key={element} className="flex-1" style={{ backgroundColor: profiles[element].color }} />
            ))}
          </div>
        ) : (
          <div className="h-1.5" style={{ backgroundColor: profile.color }} />
        )}
        <div className="flex flex-col items-center px-6 pt-7 pb-6 text-center">
          {tie ? (
            <div className="flex items-center justify-center gap-2">
              {model.tied.map((element) => (
                // eslint-disable-next-line @next/next/no-img-element -- a small SVG of our own: nothing to optimise
                <img key={element} src={profiles[element].image} alt="" width={72} height={72} className="size-18" />
              ))}
            </div>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG of our own: nothing to optimise
            <img src={profile.image} alt="" width={112} height={112} className="size-28" />
          )}
          <p className="mt-4 text-sm font-medium tracking-wide text-ink-soft">{tie ? t('report.tiedLead') : t('dominantElement')}</p>
          <h2 id="quiz-result-title" className="mt-1 font-serif text-3xl font-semibold" style={tie ? undefined : { color: profile.color }}>
            {tie
              ? model.tied.map((element, i) => (
                  <Fragment key={element}>
                    {i > 0 ? <span className="text-ink-soft"> · </span> : null}
                    <span style={{ color: profiles[element].color }}>{name(element)}</span>
                  </Fragment>
                ))
              : profile.name}
          </h2>
          {tie ? null : <p className="mt-2 font-serif text-lg">{profile.title}</p>}
          <p className="mt-3 rounded-full px-3 py-1 text-sm font-medium text-[#fff]" style={{ backgroundColor: tie ? TIE_COLOUR : profile.color }}>
            {tie ? t('report.tiedShare', { percent: model.percent }) : t('share', { percent: model.percent })}
          </p>
        </div>
      </header>

      {tie ? (
        <Section id="quiz-blend" title={t('report.blendTitle')} level="h3" className="mt-6 rounded-2xl border border-line bg-white/70 p-5" headingClassName="font-serif text-xl font-semibold">
          <p className="mt-2 leading-loose">{t('report.blendIntro', { names, leading: name(model.leading) })}</p>
          {model.blendPairs.map((pair) => {
            const [a, b] = pair.split('-') as [Element, Element];
            return (
              <div key={pair} className="mt-4">
                <p className="font-serif text-lg font-semibold">
                  <span style={{ color: profiles[a].color }}>{name(a)}</span>
                  <span className="text-ink-soft"> × </span>
                  <span style={{ color: profiles[b].color }}>{name(b)}</span>
                </p>
                <p className="mt-1 leading-loose">{profiles[a].report.blends[b]}</p>
              </div>
            );
          })}
        </Section>
      ) : null}

      {tie ? (
        <div className="mt-10 px-1">
          <p className="text-sm font-medium tracking-wide text-ink-soft">{t('report.leadingOfTie', { leading: name(model.leading) })}</p>
          <p className="mt-1 font-serif text-2xl font-semibold" style={{ color: profile.color }}>
            {profile.name}
          </p>
          <p className="mt-1 font-serif text-lg">{profile.title}</p>
        </div>
      ) : null}

      <p className={`${tie ? 'mt-3' : 'mt-6'} px-1 leading-loose`}>{profile.description}</p>

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
        {model.supporting.length === 0 ? (
          <p className="mt-2 leading-relaxed text-ink-soft">{t('supportingNone')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-soft">{t('report.supportingLead', { leading: name(model.leading) })}</p>
            <ul className="mt-3 grid gap-3">
              {model.supporting.map(({ element, percent, relation, tied }) => {
                const support = profiles[element];
                return (
                  <li key={element} className="rounded-xl border border-line bg-white/70 px-4 py-4">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-medium" style={{ color: support.color }}>
                        {support.name}
                      </span>
                      <span className="text-sm tabular-nums text-ink-soft">{t('percent', { percent })}</span>
                    </div>
                    <p className="mt-0.5 text-sm text-ink-soft">
                      {tied ? `${t('report.sameWeight')} · ` : null}
                      {t(`report.relations.${relation}`)}
                    </p>
                    <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-paper-deep">
                      <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: support.color }} />
                    </div>
                    <p className="mt-3 leading-relaxed">{profile.report.shapedBy[relation]}</p>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Section>

      <ElementReportBody profile={profile} profiles={profiles} tied={model.tied} />
    </article>
  );
}
