import { useStrings } from '@/components/i18n/client-strings';
import { brokenPasswordRules, passesRule, passwordStrength, PASSWORD_RULES, SPECIAL_CHARACTERS } from '@/lib/auth/password-policy';

const BAR: Record<'weak' | 'medium' | 'strong', string> = { weak: 'bg-seal', medium: 'bg-yang', strong: 'bg-yin' };

/** The special characters spaced out, for reading (each one is its own character). */
const SPECIAL_LIST = [...SPECIAL_CHARACTERS].join(' ');

/**
 * The password rules, shown once: the requirements box of spec section 4 (the five rules, visible
 * before anything is typed) that becomes the per-rule checklist once text is typed, each rule then
 * marked met or not, with the strength meter of spec section 5 (weak / medium / strong from points
 * over maximum) above it. The special characters are set in a Latin monospace font (lang="en"),
 * where the backslash is a backslash and not the "₩" of Korean fonts.
 */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const t = useStrings('ResetPassword');
  const tRules = useStrings('PasswordRules');
  const typed = password.length > 0;
  const strength = passwordStrength(password);
  const percent = Math.min(100, Math.round(strength.ratio * 100));
  const label = t(`strength_${strength.level}`);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-line bg-paper/60 p-4" data-testid="password-strength">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('requirementsTitle')}
      </h2>
      {typed ? (
        <div className="flex items-center gap-3">
          <div
            role="meter"
            aria-label={t('strengthLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={label}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-line/70"
          >
            <div className={`h-full rounded-full transition-all ${BAR[strength.level]}`} style={{ width: `${percent}%` }} />
          </div>
          <p className="shrink-0 whitespace-nowrap text-sm">
            <span className="sr-only">{t('strengthLabel')} </span>
            <span className="font-semibold" data-level={strength.level}>
              {label}
            </span>
          </p>
        </div>
      ) : null}
      <ul aria-label={t('checklistLabel')} className="flex flex-col gap-1.5 text-sm">
        {PASSWORD_RULES.map((rule) => {
          const met = typed && passesRule(password, rule);
          return (
            <li key={rule} className={`flex items-start gap-2 ${met ? 'text-yin' : 'text-ink-soft'}`}>
              <span aria-hidden="true" className={`mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full text-[11px] font-bold ${met ? 'bg-yin text-paper' : 'border border-line'}`}>
                {met ? '✓' : ''}
              </span>
              <span className="break-keep">
                {tRules(`check_${rule}`)}
                {rule === 'special' ? (
                  <>
                    {' '}
                    <code lang="en" translate="no" className="mt-1 block break-all font-mono text-[13px] tracking-wide text-ink">
                      {SPECIAL_LIST}
                    </code>
                  </>
                ) : null}
              </span>
              {typed ? <span className="sr-only">({met ? tRules('met') : tRules('unmet')})</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The joined Korean message of every rule a password breaks, or null when it passes. */
export function usePasswordRuleMessage(): (password: string) => string | null {
  const tRules = useStrings('PasswordRules');
  return (password) => {
    const broken = brokenPasswordRules(password);
    return broken.length ? broken.map((rule) => tRules(`error_${rule}`)).join('\n') : null;
  };
}
