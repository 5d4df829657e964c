import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PolicyLanguage } from '@/content/policies';
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

export async function PrivacyPolicy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Policies' });
  const options: { language: PolicyLanguage; label: string }[] = [
    { language: 'en', label: t('english') },
    { language: 'ko', label: t('korean') },
  ];
  return (
    <PolicyShell locale={locale} title={t('privacyTitle')}>
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
                    defaultChecked={language === PRIVACY_DEFAULT_LANGUAGE}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-full"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm leading-relaxed text-ink-soft">{t('languageNote')}</p>
        </div>
        {options.map(({ language }) => (
          <div key={language} lang={language} data-policy-version={language} className={versionClass[language]}>
            <PolicyArticle doc={getPolicy('privacy', language)} idPrefix={language} />
          </div>
        ))}
      </div>
      <VersionFromHash radioName={RADIO_NAME} />
    </PolicyShell>
  );
}
