'use client';

import { useStrings } from '@/components/i18n/client-strings';
import type { Product } from '@/lib/purchases/products';
import { useStorePrices } from './use-store-prices';

/**
 * A product's price as the store shows it to this user (the app's PRODUCT_PRICES), or nothing at
 * all: no price is ever made up. Read as "Price ₩5,500" by a screen reader.
 */
export function PriceTag({ product, className = '' }: { product: Product; className?: string }) {
  const t = useStrings('StorePrices');
  const { prices } = useStorePrices();
  const price = prices[product];
  if (!price) return null;
  return (
    <p className={`font-semibold tracking-tight text-ink ${className}`}>
      <span className="sr-only">{t('price')} </span>
      {price.display}
    </p>
  );
}
