import { readLocaleParam, type LocaleParams } from '@/lib/i18n/locale-params';
import { localizedPath } from '@/lib/i18n/paths';
import { STORE_LINKS, storeFor } from '@/lib/stores/links';

/**
 * /get-app, the address of the store card's QR code: a phone goes to its own store (iPhone and iPad
 * the App Store, Android Google Play); anything else, or a store that is not configured, to the
 * landing's "in the app" section. Only these fixed addresses: nothing from the request is echoed.
 */
export async function GET(request: Request, { params }: LocaleParams) {
  const locale = await readLocaleParam(params);
  const store = storeFor(request.headers.get('user-agent') ?? '', STORE_LINKS);
  const location = store ?? `${localizedPath(locale, '/')}${STORE_LINKS.appStore || STORE_LINKS.play ? '#app' : ''}`;
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'private, no-store', Vary: 'User-Agent' } });
}
