import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Gives the client leaves below only the message namespaces they use (the layout's provider
 * carries just `Error`), so a page ships its own strings and nobody else's.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: (keyof Messages)[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
