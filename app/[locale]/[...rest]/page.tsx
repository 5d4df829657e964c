import { notFound } from 'next/navigation';

// Unknown paths under a locale render the translated not-found page of app/[locale]/not-found.tsx.
export default function CatchAll() {
  notFound();
}
