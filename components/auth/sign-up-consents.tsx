'use client';

import { useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { REQUIRED_SIGNUP_CONSENTS, type SignUpConsent } from '@/lib/consents/signup-consents';
import { POLICY_PATHS } from '@/lib/policies/paths';
import { localizedPath } from '@/lib/site/seo';

export type ConsentState = Record<SignUpConsent, boolean>;
export const NO_CONSENTS: ConsentState = { terms: false, privacy: false, age14: false };
export const allConsented = (state: ConsentState) => REQUIRED_SIGNUP_CONSENTS.every((name) => state[name]);

/**
 * The boxes' state with their error: `confirm()` says whether all three are ticked, showing the
 * "agree to all the required items" error when not; ticking the last one clears it.
 */
export function useConsentBoxes() {
  const t = useStrings('SignUpConsent');
  const [value, setValue] = useState<ConsentState>(NO_CONSENTS);
  const [error, setError] = useState<string | undefined>();
  const onChange = (next: ConsentState) => {
    setValue(next);
    if (allConsented(next)) setError(undefined);
  };
  const confirm = () => {
    const agreed = allConsented(value);
    setError(agreed ? undefined : t('missing'));
    return agreed;
  };
  return { value, error, onChange, confirm };
}

const LABEL_KEY = { terms: 'terms', privacy: 'privacy', age14: 'age14' } as const;

/**
 * The sign-up's agreements, as Korean services show them: "agree to all" on top, then each required
 * item with a link to its full text; the privacy item with the short table of what is collected,
 * why and for how long. The full texts open in a new tab so the form keeps what was typed.
 */
export function SignUpConsents({
  value,
  onChange,
  error,
  viaProvider = false,
}: {
  value: ConsentState;
  onChange: (next: ConsentState) => void;
  error?: string;
  /** an account made through Kakao, Apple or Google: no password is collected */
  viaProvider?: boolean;
}) {
  const t = useStrings('SignUpConsent');
  const locale = useClientLocale();
  const all = allConsented(value);
  const links: Partial<Record<SignUpConsent, { href: string; label: string }>> = {
    terms: { href: localizedPath(locale, POLICY_PATHS.terms), label: t('viewTerms') },
    privacy: { href: localizedPath(locale, POLICY_PATHS.privacyKr), label: t('viewPrivacy') },
  };
  const box = 'mt-0.5 size-5 shrink-0 accent-ink';
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line bg-white/60 p-4" aria-describedby={error ? 'signup-consent-error' : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">{t('legend')}</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 border-b border-line pb-3 font-semibold text-ink">
        <input
          type="checkbox"
          className={box}
          checked={all}
          onChange={(e) => onChange({ terms: e.target.checked, privacy: e.target.checked, age14: e.target.checked })}
        />
        <span className="flex flex-col">
          <span>{t('all')}</span>
          <span className="text-xs font-normal text-ink-soft">{t('allHint')}</span>
        </span>
      </label>
      {REQUIRED_SIGNUP_CONSENTS.map((name) => {
        const link = links[name];
        return (
          <div key={name} className="flex flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-[15px] text-ink">
                <input
                  type="checkbox"
                  className={box}
                  checked={value[name]}
                  onChange={(e) => onChange({ ...value, [name]: e.target.checked })}
                  aria-invalid={error && !value[name] ? true : undefined}
                />
                <span>
                  <span className="text-seal">({t('required')})</span> {t(LABEL_KEY[name])}
                </span>
              </label>
              {link ? (
                <a href={link.href} target="_blank" rel="noopener" aria-label={link.label} className="inline-flex min-h-11 min-w-11 shrink-0 items-start justify-end pt-0.5 text-sm text-yin underline underline-offset-4">
                  {t('view')}
                </a>
              ) : null}
            </div>
            {name === 'privacy' ? <PrivacySummary viaProvider={viaProvider} /> : null}
            {name === 'age14' ? <p className="pl-8 text-xs text-ink-soft">{t('age14Note')}</p> : null}
          </div>
        );
      })}
      {error ? (
        <p id="signup-consent-error" role="alert" className="text-sm font-medium text-seal">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What the privacy consent covers, in three columns (the full notice has the rest). */
function PrivacySummary({ viaProvider }: { viaProvider: boolean }) {
  const t = useStrings('SignUpConsent');
  return (
    <div className="overflow-hidden rounded-lg border border-line text-xs leading-relaxed hyphens-auto sm:ml-8">
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-paper-deep/70 text-left text-ink">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-semibold">{t('headItems')}</th>
            <th scope="col" className="px-2 py-1.5 font-semibold">{t('headPurpose')}</th>
            <th scope="col" className="px-2 py-1.5 font-semibold">{t('headRetention')}</th>
          </tr>
        </thead>
        <tbody className="align-top text-ink-soft">
          <tr>
            <td className="px-2 py-1.5">{t(viaProvider ? 'rowItemsProvider' : 'rowItems')}</td>
            <td className="px-2 py-1.5">{t('rowPurpose')}</td>
            <td className="px-2 py-1.5 font-semibold text-ink">{t('rowRetention')}</td>
          </tr>
        </tbody>
      </table>
      <p className="border-t border-line px-2 py-1.5 text-ink-soft">{t('refuseNote')}</p>
    </div>
  );
}
