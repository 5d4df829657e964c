import { useEffect, useId, useState, type FormEvent } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { Section } from '@/components/ui/section';
import { safeFramePath } from '@/lib/webview/frame-path';
import type { ShareMessage } from '@/lib/webview/bridge';
import type { LogEntry } from './use-app-bridge';
import type { SimulatorAuth, SimulatorSession } from './use-demo-session';

const PANEL = 'rounded-2xl border border-line bg-white/70 p-5';

/** The phone: an address bar (a path of this site only) over the framed page. */
export function PhoneFrame({ initialPath, auth, reloadKey }: { initialPath: string; auth: SimulatorAuth; reloadKey: number }) {
  const t = useStrings('DevApp');
  const locale = useClientLocale();
  const ids = { address: useId(), addressError: useId() };
  const [path, setPath] = useState(initialPath);
  const [address, setAddress] = useState(initialPath);
  const [addressError, setAddressError] = useState(false);
  const [frameKey, setFrameKey] = useState(0);

  function go(event: FormEvent) {
    event.preventDefault();
    const next = safeFramePath(address.trim(), locale);
    setAddressError(next === null);
    if (next === null) return;
    setPath(next);
    setAddress(next);
    setFrameKey((n) => n + 1);
  }

  return (
    <section aria-label={t('phone')} className="flex flex-col gap-3">
      <form onSubmit={go} className="flex gap-2">
        <label htmlFor={ids.address} className="sr-only">
          {t('address')}
        </label>
        <input
          id={ids.address}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={addressError}
          aria-describedby={addressError ? ids.addressError : undefined}
          spellCheck={false}
          autoCapitalize="off"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 font-mono text-sm"
        />
        <button type="submit" className="min-h-11 rounded-lg bg-ink px-4 text-sm font-medium text-paper hover:bg-ink/85">
          {t('go')}
        </button>
      </form>
      {addressError ? (
        <p id={ids.addressError} role="alert" className="text-sm text-seal">
          {t('addressInvalid')}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-[2rem] border-8 border-ink bg-ink shadow-xl">
        {auth === 'signingIn' ? (
          <p role="status" className="flex h-[640px] items-center justify-center bg-paper text-ink-soft lg:h-[780px]">
            {t('starting')}
          </p>
        ) : (
          <iframe key={`${reloadKey}-${frameKey}`} src={path} title={t('frameTitle')} className="block h-[640px] w-full rounded-[1.5rem] bg-paper lg:h-[780px]" />
        )}
      </div>
    </section>
  );
}

/** Who the app is signed in as, and a form to switch to another address. */
export function AccountPanel({ session, auth, initialEmail, onSwitch }: { session: SimulatorSession | null; auth: SimulatorAuth; initialEmail: string; onSwitch: (address: string) => void }) {
  const t = useStrings('DevApp');
  const emailId = useId();
  const [email, setEmail] = useState(initialEmail);

  function switchAccount(event: FormEvent) {
    event.preventDefault();
    onSwitch(email.trim());
  }

  return (
    <Section id="sim-account" title={t('account')} className={PANEL} headingClassName="font-semibold">
      <p className="mt-1 text-sm text-ink-soft" role="status">
        {auth === 'signedIn' && session ? t('signedInAs', { email: session.email }) : auth === 'failed' ? t('signInFailed') : t('signingIn')}
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={switchAccount}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={emailId} className="text-sm">
            {t('email')}
          </label>
          <input id={emailId} type="email" value={email} onChange={(event) => setEmail(event.target.value)} className="min-h-11 rounded-lg border border-line bg-white px-3 text-sm" />
        </div>
        <button type="submit" disabled={auth === 'signingIn'} className="min-h-11 rounded-lg border border-ink px-4 text-sm font-medium hover:bg-paper-deep disabled:opacity-60">
          {t('switch')}
        </button>
      </form>
      <p className="mt-2 text-xs text-ink-soft">{t('accountHint')}</p>
    </Section>
  );
}

/** A set of radio buttons in a framed fieldset (the platform, the store's answer). */
export function ChoiceGroup<T extends string>({ legend, name, options, value, onChange, label }: { legend: string; name: string; options: readonly T[]; value: T; onChange: (value: T) => void; label: (value: T) => string }) {
  return (
    <fieldset className={PANEL}>
      <legend className="px-1 font-semibold">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white/70 px-3 py-2 text-sm has-[:checked]:border-yin has-[:checked]:bg-yin-soft">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-yin" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The messages between the app and the page, newest first. */
export function LogPanel({ log }: { log: LogEntry[] }) {
  const t = useStrings('DevApp');
  return (
    <Section id="sim-log" title={t('log')} className={PANEL} headingClassName="font-semibold">
      {log.length === 0 ? <p className="mt-2 text-sm text-ink-soft">{t('logEmpty')}</p> : null}
      <div role="log" aria-labelledby="sim-log" tabIndex={0} className="mt-2 max-h-80 overflow-y-auto rounded-lg">
        <ol className="flex flex-col gap-1.5">
          {log.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-paper-deep/70 px-3 py-2 text-xs">
              <span className="font-semibold">{t(`directions.${entry.direction}`)}</span> <code className="break-all font-mono">{entry.text}</code>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/**
 * What the simulated app's share sheet got from a SHARE message: the card, fetched as the app
 * would (the imageUrl with the user's Bearer token), its file name, intent and text.
 */
export function SharePanel({ message, token }: { message: ShareMessage; token: string | null }) {
  const t = useStrings('DevApp');
  const [image, setImage] = useState<{ src: string } | { status: number } | null>(null);
  useEffect(() => {
    let src: string | null = null;
    let cancelled = false;
    fetch(message.imageUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok || response.headers.get('content-type') !== 'image/png') {
          if (!cancelled) setImage({ status: response.status });
          return;
        }
        const blob = await response.blob();
        if (cancelled) return;
        src = URL.createObjectURL(blob);
        setImage({ src });
      })
      // an image, not a JSON call: a failed fetch is shown as HTTP 0 (DevApp.shareImageFailed)
      .catch(() => {
        if (!cancelled) setImage({ status: 0 });
      });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [message.imageUrl, token]);
  return (
    <Section id="sim-share" title={t('shareTitle')} className={PANEL} headingClassName="font-semibold">
      <p className="mt-1 text-sm text-ink-soft">{t('shareLead')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">intent</dt>
        <dd data-share-intent="">{message.intent}</dd>
        <dt className="text-ink-soft">text</dt>
        <dd data-share-text="">{message.text}</dd>
        <dt className="text-ink-soft">fileName</dt>
        <dd className="break-all font-mono text-xs">{message.fileName}</dd>
      </dl>
      {image && 'src' in image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a blob fetched with the demo token
        <img src={image.src} alt={t('shareImageAlt')} width={1080} height={1350} className="mt-3 w-48 rounded-lg border border-line" data-share-image="" />
      ) : image ? (
        <p role="alert" className="mt-3 text-sm text-seal">{t('shareImageFailed', { status: image.status })}</p>
      ) : null}
    </Section>
  );
}
