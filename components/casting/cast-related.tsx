import { useId } from 'react';
import { ClientLink } from '@/components/i18n/client-link';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import { Section } from '@/components/ui/section';
import type { Reading } from '@/lib/iching/reading';
import type { CastingHexagram, NameOf } from './types';

/** The cast's nuclear, inverse and opposite hexagrams, each a link to its page. */
export function CastRelated({ reading, byNumber, nameOf }: { reading: Reading; byNumber: ReadonlyMap<number, CastingHexagram>; nameOf: NameOf }) {
  const t = useStrings('Casting');
  const id = useId();
  const items = [
    { key: 'nuclear', ref: reading.nuclear, label: t('nuclear'), hint: t('nuclearHint') },
    { key: 'inverse', ref: reading.inverse, label: t('inverse'), hint: t('inverseHint') },
    { key: 'opposite', ref: reading.opposite, label: t('opposite'), hint: t('oppositeHint') },
  ];
  return (
    <Section id={id} title={t('relatedHeading')} level="h3" className="flex flex-col gap-3" headingClassName="font-serif text-xl font-semibold">
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((item) => {
          const h = byNumber.get(item.ref.number);
          return (
            <li key={item.key}>
              <ClientLink
                href={`/iching/${item.ref.number}`}
                className="flex h-full items-center gap-3 rounded-2xl border border-line bg-white/60 p-3 hover:bg-white"
                data-testid={`related-${item.key}`}
              >
                <HexagramFigure pattern={item.ref.pattern} className="h-10 w-11 shrink-0 text-ink-soft" />
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs font-medium text-ink-soft">{item.label}</span>
                  <span className="font-medium">
                    {item.ref.number} <span lang="zh-Hant">{h?.chineseName}</span> {nameOf(item.ref.number)}
                  </span>
                  <span className="text-xs text-ink-soft">{item.hint}</span>
                </span>
              </ClientLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
