import { Landing } from '@/components/landing/landing';
import { HanjaFace } from '@/components/fonts/hanja-face';
import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';

export default async function HomePage({ params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  return (
    <>
      <HanjaFace page="" />
      <Landing locale={locale} />
    </>
  );
}
