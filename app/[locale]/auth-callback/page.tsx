import type { Metadata } from 'next';
import { AppCallbackPage, appCallbackMetadata } from '@/components/auth/app-callback-page';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return appCallbackMetadata(await readLocaleParam(params), '/auth-callback');
}

export default async function Page({ params }: LocaleParams) {
  return <AppCallbackPage locale={await readLocaleParam(params)} />;
}
