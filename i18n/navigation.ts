// Links for server components: '@/components/ui/link' renders IntentLink (next/link, prefetched when
// the reader reaches for it) with the locale's path. Client components use ClientLink.
// next-intl's createNavigation is deliberately not used: its Link is a client component that
// pulls the ICU formatter into every page (~10 kB gzip), even when only redirect() is imported.
export { Link } from '@/components/ui/link';
