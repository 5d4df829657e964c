import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ClientStrings, type MessageNamespace } from './client-strings';

/** A namespace cut down before it is sent, so the client gets only the keys it reads. */
type Shape = (messages: Record<string, unknown>) => Record<string, unknown>;

/**
 * The one way a server page hands strings to its client components: only the namespaces they use,
 * so a page ships its own strings and nobody else's (read with useStrings from './client-strings',
 * and useClientLocale from './locale'). `shape` cuts a large namespace down to what the client
 * reads (the quiz sends its questions, not every result's text).
 */
export async function ClientMessages({
  locale,
  namespaces,
  shape,
  children,
}: {
  locale: Locale;
  namespaces: readonly MessageNamespace[];
  shape?: Partial<Record<MessageNamespace, Shape>>;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(
    namespaces.map((namespace) => {
      const strings = messages[namespace] as Record<string, unknown>;
      const cut = shape?.[namespace];
      return [namespace, cut ? cut(strings) : strings];
    }),
  );
  return (
    <ClientStrings locale={locale} messages={picked}>
      {children}
    </ClientStrings>
  );
}
