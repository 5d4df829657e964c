import { useStrings } from '@/components/i18n/client-strings';
import { HelplineLink } from './care-screen';
import { useHelplines } from './use-helplines';

/**
 * The calm note above a reading (and on the check step) when what a person wrote speaks of
 * distress, not of ending their life: exhaustion, hopelessness, being a burden. The reading goes
 * ahead; the note says someone can listen now and lists the page language's helplines.
 */
export function CareNote() {
  const t = useStrings('CareScreen');
  const lines = useHelplines();
  return (
    <aside data-care-note className="flex flex-col gap-3 rounded-2xl border border-yin/25 bg-yin-soft/30 px-4 py-4">
      <h2 className="font-serif text-lg font-semibold">{t('noteTitle')}</h2>
      <p className="text-sm leading-relaxed">{t('noteLead')}</p>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line.id}>
            <HelplineLink line={line} newTab={t('newTab')} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
