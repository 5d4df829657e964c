import { ClientLink } from '@/components/i18n/client-link';
import { useStrings } from '@/components/i18n/client-strings';
import { HexagramFigure } from '@/components/iching/hexagram-figure';
import type { LinePosition } from '@/lib/iching/lines';
import type { CastingHexagram } from './types';

/** A cast's primary or relating hexagram: its figure with the changing lines, names, summary and a link to its page. */
export function CastHexagramCard({
  role,
  hexagram,
  changing,
  moved = false,
  name,
  summary,
  testId,
}: {
  role: string;
  hexagram: CastingHexagram | undefined;
  changing: readonly LinePosition[];
  /** a relating hexagram: its changed lines in the seal colour, without the old lines' marks */
  moved?: boolean;
  name: string;
  summary: string | undefined;
  testId: string;
}) {
  const t = useStrings('Casting');
  if (!hexagram) return null;
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-white/75 p-4 shadow-sm" data-testid={testId}>
      <HexagramFigure pattern={hexagram.pattern} changing={changing} moved={moved} className="h-20 w-20 shrink-0 text-ink" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-xs font-medium tracking-wide text-ink-soft">{role}</p>
        <p className="font-serif text-lg leading-snug font-semibold">
          <span className="tabular-nums">{hexagram.number}</span>{' '}
          <span lang="zh-Hant">{hexagram.chineseName}</span> {hexagram.displayName}
        </p>
        <p className="text-xs text-ink-soft">{hexagram.readingName}</p>
        {summary ? <p className="text-sm leading-relaxed text-ink-soft">{summary}</p> : null}
        <ClientLink href={`/iching/${hexagram.number}`} className="inline-flex min-h-11 items-center self-start text-sm font-medium text-yin underline-offset-4 hover:underline">
          {t('readFull', { name })}
        </ClientLink>
      </div>
    </div>
  );
}
