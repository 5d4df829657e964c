import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PolicyKind, PolicyLanguage } from '@/content/policies';
import { getPolicy, PRIVACY_DEFAULT_LANGUAGE } from '@/lib/policies/policies';
import { PolicyArticle } from './policy-article';
import { PolicyShell } from './policy-shell';
import { VersionFromHash } from './version-from-hash';

const RADIO_NAME = 'policy-language';

/**
 * Both language versions are rendered on the server; a pair of radio buttons picks the one shown,
 * with CSS alone (:has), so the switch works before any script runs. Browsers without :has show
 * both versions one after the other.
 */
const versionClass: Record<PolicyLanguage, string> = {
  en: 'group-has-[#policy-language-ko:checked]/policy:hidden',
  ko: 'group-has-[#policy-language-en:checked]/policy:hidden',
};

/**
 * `kind`: the rest-of-world policy (English first, spec) or the Korean notice (privacyKr: Korean
 * first on both locales, the English version a translation).
 */
export async function PrivacyPolicy({ locale, kind = 'privacy' }: { locale: Locale; kind?: Extract<PolicyKind, 'privacy' | 'privacyKr'> }) {
  const t = await getTranslations({ locale, namespace: 'Policies' });
  const korean = kind === 'privacyKr';
  const english = { language: 'en' as const, label: korean ? t('englishTranslation') : t('english') };
  const options: { language: PolicyLanguage; label: string }[] = korean
    ? [{ language: 'ko', label: t('korean') }, english]
    : [english, { language: 'ko', label: t('korean') }];
  const defaultLanguage: PolicyLanguage = korean ? 'ko' : PRIVACY_DEFAULT_LANGUAGE;
  return (
    <PolicyShell locale={locale} title={korean ? t('privacyKrTitle') : t('privacyTitle')}>
      <div className="group/policy flex flex-col gap-8">
        <div className="flex flex-col gap-2 rounded-2xl bg-paper-deep/70 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
          <fieldset className="shrink-0">
            <legend className="sr-only">{t('languageLabel')}</legend>
            <div className="inline-flex rounded-full border border-line bg-white p-1">
              {options.map(({ language, label }) => (
                <label
                  key={language}
                  lang={language}
                  className="relative rounded-full px-4 py-2 text-sm font-medium text-ink-soft transition-colors hover:text-ink has-checked:bg-ink has-checked:text-paper"
                >
                  {/* the real radio lies over its label, transparent: one tap target, native keyboard and focus */}
                  <input
                    type="radio"
                    name={RADIO_NAME}
                    id={`${RADIO_NAME}-${language}`}
                    value={language}
                    defaultChecked={language === defaultLanguage}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm leading-relaxed text-ink-soft">{korean ? t('privacyKrLanguageNote') : t('languageNote')}</p>
        </div>
        {options.map(({ language }) => (
          <div key={language} lang={language} data-policy-version={language} className={versionClass[language]}>
            <PolicyArticle doc={getPolicy(kind, language)} idPrefix={language} />
          </div>
        ))}
      </div>
      <VersionFromHash radioName={RADIO_NAME} />
    </PolicyShell>
  );
}
