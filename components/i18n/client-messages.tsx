import type { ReactNode } from 'react';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type AllMessages from '@/messages/en.json';
import { ClientStrings } from './client-strings';

/**
 * Gives the client leaves below only the message namespaces they use, so a page ships its own
 * strings and nobody else's (read with useStrings from './client-strings', and useClientLocale from './locale').
 */
export async function ClientMessages({ namespaces, children }: { namespaces: (keyof typeof AllMessages)[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <ClientStrings locale={(await getLocale()) as Locale} messages={picked}>
      {children}
    </ClientStrings>
  );
}
