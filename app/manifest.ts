import type { MetadataRoute } from 'next';
import { site } from '@/lib/config/site';
import { STORE_LINKS } from '@/lib/stores/links';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.productName.ko} · ${site.productName.en}`,
    short_name: site.productName.ko,
    lang: 'ko',
    start_url: '/',
    display: 'standalone',
    background_color: '#faf7f0',
    theme_color: '#faf7f0',
    icons: [
      { src: '/icon.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
    // Android browsers may offer the Play app instead of this site; the site stays the default
    ...(STORE_LINKS.play && STORE_LINKS.playPackage
      ? { related_applications: [{ platform: 'play', id: STORE_LINKS.playPackage, url: STORE_LINKS.play }], prefer_related_applications: false }
      : {}),
  };
}
