'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatMessage, type MessageParams } from '@/lib/i18n/format';
import type AllMessages from '@/messages/en.json';
import { LocaleContext } from './locale';

export type MessageNamespace = keyof typeof AllMessages;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
type Key<N extends MessageNamespace> = Paths<(typeof AllMessages)[N]>;

type Messages = Record<string, unknown>;
const Context = createContext<{ locale: Locale; messages: Messages } | null>(null);

/**
 * Gives the client components below it one or a few message namespaces, picked by the server page.
 * A light stand-in for NextIntlClientProvider (see lib/i18n/format.ts for why).
 */
export function ClientStrings({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <Context.Provider value={{ locale, messages }}>{children}</Context.Provider>
    </LocaleContext.Provider>
  );
}

function useStringsContext() {
  const value = useContext(Context);
  if (!value) throw new Error('useStrings needs a <ClientStrings> above it');
  return value;
}

/** t('key', params) for a namespace, like next-intl's useTranslations. */
export function useStrings<N extends MessageNamespace>(namespace: N) {
  const { locale, messages } = useStringsContext();
  return useCallback(
    (key: Key<N>, params?: MessageParams): string => {
      let node: unknown = messages[namespace];
      for (const part of key.split('.')) node = (node as Messages | undefined)?.[part];
      if (typeof node !== 'string') return `${namespace}.${key}`;
      return formatMessage(node, params, locale);
    },
    [locale, messages, namespace],
  );
}
