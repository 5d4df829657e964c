import { Crash } from '@/components/dev/crash';
import { requireLocalDevPage } from '@/lib/embedded/dev/local-only';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export const dynamic = 'force-dynamic';

// Embedded mode only: a page whose render throws, to see (and test) the root error boundary.
export default async function CrashPage({ params }: LocaleParams) {
  await readLocaleParam(params);
  await requireLocalDevPage();
  return <Crash />;
}
