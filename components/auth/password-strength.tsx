'use client';

import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import { brokenPasswordRules, passesRule, passwordStrength, PASSWORD_RULES } from '@/lib/auth/password-policy';

const BAR: Record<'weak' | 'medium' | 'strong', string> = { weak: 'bg-seal', medium: 'bg-yang', strong: 'bg-yin' };

/**
 * The strength meter of spec section 5 (weak / medium / strong from points over maximum) with the
 * per-rule checklist, labelled in Korean in both locales as the spec has it. Shown once text is typed.
 */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const t = useTranslations('ResetPassword');
  const tRules = useTranslations('PasswordRules');
  if (!password) return null;
  const strength = passwordStrength(password);
  const percent = Math.min(100, Math.round(strength.ratio * 100));
  const label = t(`strength_${strength.level}`);
  return (
    <div id={id} className="flex flex-col gap-3 rounded-xl border border-line bg-paper/60 p-4" data-testid="password-strength">
      <div className="flex items-center justify-between text-sm">
        <span className="text-ink-soft">{t('strengthLabel')}</span>
        <span className="font-semibold" data-level={strength.level}>
          {label}
        </span>
      </div>
      <div
        role="meter"
        aria-label={t('strengthLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-line/70"
      >
        <div className={`h-full rounded-full transition-all ${BAR[strength.level]}`} style={{ width: `${percent}%` }} />
      </div>
      <ul lang="ko" aria-label={t('checklistLabel')} className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {PASSWORD_RULES.map((rule) => {
          const met = passesRule(password, rule);
          return (
            <li key={rule} className={`flex items-center gap-1.5 ${met ? 'text-yin' : 'text-ink-soft'}`}>
              <span aria-hidden="true" className="inline-flex w-4 justify-center font-bold">
                {met ? '✓' : '·'}
              </span>
              <span>{tRules(`check_${rule}`)}</span>
              <span className="sr-only">({met ? tRules('met') : tRules('unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The joined Korean message of every rule a password breaks, or null when it passes. */
export function usePasswordRuleMessage(): (password: string) => string | null {
  const tRules = useTranslations('PasswordRules');
  return (password) => {
    const broken = brokenPasswordRules(password);
    return broken.length ? broken.map((rule) => tRules(`error_${rule}`)).join('\n') : null;
  };
}
