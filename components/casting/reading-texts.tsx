import { useId } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { Section } from '@/components/ui/section';
import type { HexagramTexts } from '@/lib/iching/reading-texts';
import type { Reading, ReadingText } from '@/lib/iching/reading';
import type { NameOf } from './types';
import type { TextsState } from './use-reading-texts';
import { TextsPending } from './texts-pending';

/** "What to read": the reason (Zhu Xi's rule) and the texts themselves, the governing one first. */
export function ReadingTexts({ reading, state, nameOf, reason }: { reading: Reading; state: TextsState; nameOf: NameOf; reason: string }) {
  const t = useStrings('Casting');
  const id = useId();
  return (
    <Section id={id} title={t('readHeading')} level="h3" className="flex flex-col gap-4" headingClassName="font-serif text-xl font-semibold">
      <div className="rounded-2xl border-l-4 border-yang bg-yang-soft/50 p-4">
        <p className="text-xs font-semibold tracking-wide text-ink">{t('whyHeading')}</p>
        <p className="mt-1 leading-relaxed" data-testid="reading-reason">
          {reason}
        </p>
        <p className="mt-2 text-xs text-ink-soft">{t('zhuXi')}</p>
      </div>
      {state.status !== 'ready' ? (
        <TextsPending state={state} labels={{ loading: t('loading'), loadError: t('loadError'), retry: t('retry') }} errorClassName="rounded-2xl border border-seal/40 bg-white p-4" />
      ) : (
        <ol className="flex flex-col gap-4">
          {reading.guidance.texts.map(({ text, governing }) => {
            const source = state.texts.get(text.hexagram);
            return source ? (
              <li key={`${text.hexagram}-${text.part}-${'position' in text ? text.position : ''}`}>
                <TextCard text={text} source={source} governing={governing && reading.guidance.texts.length > 1} name={nameOf(text.hexagram)} />
              </li>
            ) : null;
          })}
        </ol>
      )}
    </Section>
  );
}

function TextCard({ text, source, governing, name }: { text: ReadingText; source: HexagramTexts; governing: boolean; name: string }) {
  const t = useStrings('Casting');
  const line = text.part === 'line' ? source.lines[text.position - 1] : undefined;
  const use = text.part === 'useLine' ? source.useLine : undefined;
  const title =
    text.part === 'judgement'
      ? t('judgementOf', { name })
      : text.part === 'line'
        ? t('lineOf', { n: text.position, name })
        : t('useLineOf', { label: use?.label ?? '', name });
  return (
    <article
      className={`flex flex-col gap-3 rounded-2xl border bg-white/80 p-5 shadow-sm ${governing ? 'border-seal/50' : 'border-line'}`}
      data-testid="reading-text"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h4 className="font-serif text-lg font-semibold">{title}</h4>
        {governing ? <span className="rounded-full bg-seal px-2 py-0.5 text-xs font-medium text-paper">{t('governs')}</span> : null}
      </header>
      {text.part === 'judgement' ? (
        <>
          <p lang="zh-Hant" className="font-serif text-lg leading-relaxed">
            {source.judgement.classical}
          </p>
          <p className="leading-relaxed">{source.judgement.text}</p>
          {source.judgement.meaning ? (
            <p className="text-sm leading-relaxed text-ink-soft" data-testid="judgement-meaning">
              <strong className="font-semibold text-ink">{t('practical')}</strong> {source.judgement.meaning}
            </p>
          ) : null}
        </>
      ) : line ? (
        <>
          <p className="text-sm text-ink-soft">
            <span lang="zh-Hant" className="font-serif font-semibold text-ink">
              {line.label}
            </span>
            {line.stage ? ` [${line.stage}]` : null}
          </p>
          <p lang="zh-Hant" className="font-serif text-lg leading-relaxed">
            {line.classical}
          </p>
          <p className="leading-relaxed">“{line.text}”</p>
          <p className="text-sm leading-relaxed text-ink-soft">
            <strong className="font-semibold text-ink">{t('practical')}</strong> {line.meaning}
          </p>
        </>
      ) : use ? (
        <>
          <p lang="zh-Hant" className="font-serif text-lg leading-relaxed">
            <span className="font-semibold">{use.label}</span> {use.classical}
          </p>
          <p className="leading-relaxed">“{use.text}”</p>
          <p className="text-sm leading-relaxed text-ink-soft">
            <strong className="font-semibold text-ink">{t('practical')}</strong> {use.meaning}
          </p>
        </>
      ) : null}
    </article>
  );
}
