import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Section } from '@/components/ui/section';
import type { Element } from '@/content/quizzes/element-order';
import { joinNames, tieRelations } from '@/lib/quiz/element-report';
import type { ElementProfileView } from '@/lib/quiz/views';

/**
 * The long part of a Character or Relationship report: its sections, the elements it
 * matches and clashes with (Relationship), its season, its hexagram with the reason, and three
 * practices, in the leading element's colour.
 */
export function ElementReportBody({
  profile,
  profiles,
  tied = [profile.element],
}: {
  profile: ElementProfileView;
  profiles: Record<Element, ElementProfileView>;
  /** every element holding the top share: a tie's matches and clashes must hold for all of them */
  tied?: readonly Element[];
}) {
  const t = useStrings('Quiz');
  const locale = useClientLocale();
  const { report, color } = profile;
  const shared = tieRelations(tied);
  const tiedNames = joinNames(tied.map((element) => t(`report.elements.${element}`)), locale);
  const heading = 'font-serif text-xl font-semibold';
  return (
    <>
      {report.sections.map(({ key, text }) => (
        <Section key={key} id={`quiz-report-${key}`} title={t(`report.sections.${key}`)} level="h3" className="mt-10" headingClassName={heading}>
          <span aria-hidden="true" className="mt-2 block h-0.5 w-10 rounded-full" style={{ backgroundColor: color }} />
          <p className="mt-3 px-1 leading-loose">{text}</p>
        </Section>
      ))}

      {report.matches.length > 0 ? (
        <Section id="quiz-report-matches" title={t('report.matches')} level="h3" className="mt-10" headingClassName={heading}>
          <span aria-hidden="true" className="mt-2 block h-0.5 w-10 rounded-full" style={{ backgroundColor: color }} />
          {(['generating', 'overcoming'] as const).map((cycle) => {
            const entries = report.matches.filter(
              ({ relation, element }) => (cycle === 'generating') === (relation === 'mother' || relation === 'child') && shared[cycle].includes(element),
            );
            return (
            <div key={cycle} className="mt-5">
              <p className="text-sm font-medium tracking-wide text-ink-soft">{t(`report.cycle.${cycle}`)}</p>
              {entries.length === 0 ? (
                <p className="mt-2 leading-relaxed" data-testid={`tie-no-${cycle}`}>
                  {t(cycle === 'generating' ? 'tieNoSharedMatch' : 'tieNoSharedClash', { names: tiedNames })}
                </p>
              ) : null}
              <ul className="mt-2 grid gap-3">
                {entries
                  .map(({ relation, element, text }) => (
                    <li key={relation} className="rounded-xl border border-line bg-white/70 px-4 py-4">
                      <p className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-serif text-lg font-semibold" style={{ color: profiles[element].color }}>
                          {t(`report.elements.${element}`)}
                        </span>
                        <span className="text-sm text-ink-soft">{t(`report.relationsShort.${relation}`)}</span>
                      </p>
                      <p className="mt-1.5 leading-relaxed">{text}</p>
                    </li>
                  ))}
              </ul>
            </div>
            );
          })}
        </Section>
      ) : null}

      <Section id="quiz-report-season" title={t('report.season')} level="h3" className="mt-10 rounded-2xl border border-line bg-white/70 p-5" headingClassName="text-sm font-medium tracking-wide text-ink-soft">
        <p className="mt-2 font-serif text-2xl font-semibold" style={{ color }}>
          {report.season.name}
        </p>
        <p className="mt-3 leading-loose">{report.season.text}</p>
      </Section>

      <Section id="quiz-report-hexagram" title={t('report.hexagram')} level="h3" className="mt-6 rounded-2xl border border-line bg-white/70 p-5" headingClassName="text-sm font-medium tracking-wide text-ink-soft">
        <div className="mt-3 flex items-center gap-5">
          <HexagramFigure pattern={report.hexagram.pattern} className="h-16 w-16 shrink-0 text-ink" />
          <div className="min-w-0">
            <p className="text-sm text-yang-ink">{t('hexagramNumber', { number: report.hexagram.id })}</p>
            <p className="font-serif text-2xl font-semibold">{report.hexagram.title}</p>
            <p className="text-ink-soft">
              {locale === 'ko' ? <>{report.hexagram.kor} </> : null}
              <span lang="zh-Hant">{report.hexagram.name}</span>
            </p>
          </div>
        </div>
        <p className="mt-4 leading-loose">{report.hexagram.reason}</p>
        <ClientLink
          href={`/iching/${report.hexagram.id}`}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 py-2.5 text-sm font-medium text-yin hover:bg-paper-deep"
        >
          {t('readHexagram', { number: report.hexagram.id })}
        </ClientLink>
      </Section>

      <Section id="quiz-report-practices" title={t('report.practices')} level="h3" className="mt-10" headingClassName={heading}>
        <ol className="mt-3 grid gap-3">
          {report.practices.map((practice, index) => (
            <li key={practice.title} className="flex gap-4 rounded-xl border border-line bg-white/70 px-4 py-4">
              <span aria-hidden="true" className="font-serif text-2xl leading-none font-semibold" style={{ color }}>
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-serif text-lg leading-snug font-semibold">{practice.title}</p>
                <p className="mt-1.5 leading-relaxed">{practice.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <p className="mt-8 px-1 text-sm leading-relaxed text-ink-soft">{t('report.note')}</p>
    </>
  );
}
