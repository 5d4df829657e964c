import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getHexagram, hexagrams } from '@/lib/iching/library';
import { hexagramTexts } from '@/lib/iching/reading-texts';

// The texts of one hexagram in one language for the casting screen, e.g. /iching-data/ko/14.json.
// All 128 files are generated at build time; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => hexagrams.map((h) => ({ locale, file: `${h.number}.json` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const match = /^([1-9]\d?)\.json$/.exec(file);
  const hexagram = match ? getHexagram(Number(match[1])) : undefined;
  if (!hasLocale(routing.locales, locale) || !hexagram) {
    return Response.json({ error: { code: 'not_found', message: 'No such hexagram text.' } }, { status: 404 });
  }
  return Response.json(hexagramTexts(hexagram, locale), {
    headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
