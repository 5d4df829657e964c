import type { Metadata } from 'next';
import { HexagramPage } from '@/components/iching/hexagram-page';
import { readLocaleParam } from '@/lib/i18n/locale-params';
import { hexagrams } from '@/lib/iching/library';
import { hexagramPageMetadata } from '@/lib/iching/page-metadata';

type HexagramParams = { params: Promise<{ locale: string; id: string }> };

// The 64 readings are prerendered in both locales; proxy.ts redirects every other id ('abc', '65'
// → /iching, '01' → /iching/1, lib/iching/route-id.ts), so nothing renders on request.
export const dynamicParams = false;

export function generateStaticParams() {
  return hexagrams.map((h) => ({ id: String(h.number) }));
}

export async function generateMetadata({ params }: HexagramParams): Promise<Metadata> {
  return hexagramPageMetadata(await readLocaleParam(params), (await params).id);
}

export default async function Page({ params }: HexagramParams) {
  return <HexagramPage locale={await readLocaleParam(params)} id={(await params).id} />;
}
