import type { Metadata } from 'next';
import { HexagramPage } from '@/components/iching/hexagram-page';
import { readLocaleParam } from '@/lib/i18n/locale-params';
import { hexagrams } from '@/lib/iching/library';
import { hexagramPageMetadata } from '@/lib/iching/page-metadata';
import { UNKNOWN_HEXAGRAM_ID } from '@/lib/iching/route-id';

type HexagramParams = { params: Promise<{ locale: string; id: string }> };

// The 64 readings and the list for unknown ids (id 0) are prerendered in both locales; proxy.ts
// serves every other id ('abc', '65', '01' → 1) from these, so nothing renders on request.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...hexagrams.map((h) => ({ id: String(h.number) })), { id: UNKNOWN_HEXAGRAM_ID }];
}

export async function generateMetadata({ params }: HexagramParams): Promise<Metadata> {
  return hexagramPageMetadata(await readLocaleParam(params), (await params).id);
}

export default async function Page({ params }: HexagramParams) {
  return <HexagramPage locale={await readLocaleParam(params)} id={(await params).id} />;
}
