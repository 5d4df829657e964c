import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/i18n/routing';

const COUNTS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The static explanation below the casting screen: the methods, the line values, Zhu Xi's rules. */
export async function CastingAbout({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Casting.about' });
  return (
    <Section id="casting-about" title={t('heading')} className="mt-16 border-t border-line pt-10" headingClassName="font-serif text-2xl font-semibold">
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {(['coins', 'yarrow', 'values'] as const).map((key) => (
          <div key={key}>
            <h3 className="font-serif text-lg font-semibold">{t(`${key}Title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(`${key}Text`)}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-10 font-serif text-lg font-semibold">{t('rulesTitle')}</h3>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-soft">{t('rulesIntro')}</p>
      <table className="mt-4 w-full max-w-3xl border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="w-28 py-2 pr-4 font-medium">
              {t('rulesCount')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('rulesRead')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COUNTS.map((n) => (
            <tr key={n} className="border-b border-line/70">
              <th scope="row" className="py-2 pr-4 font-sans text-base font-semibold tabular-nums">
                {n}
              </th>
              <td className="py-2 leading-relaxed text-ink-soft">{t(`rules.${n}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
