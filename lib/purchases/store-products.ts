import { ApiError } from '@/lib/api/errors';
import { isProduct, type Product } from './products';

/**
 * The stores' product ids and ours. STORE_PRODUCT_IDS maps a store's id to ours (e.g.
 * {"app.gyeol.premium.monthly": "premium_monthly"}); an id it does not list must be one of ours.
 */
export type ProductIdMap = Record<string, Product>;

/** Our product for a store's product id, or null when it is not something we sell. */
export function productForStoreId(map: ProductIdMap, storeProductId: string): Product | null {
  if (Object.hasOwn(map, storeProductId)) return map[storeProductId]!;
  return isProduct(storeProductId) ? storeProductId : null;
}

/** The store's product id of one of our products (the first one mapped to it, else our own id). */
export function storeIdForProduct(map: ProductIdMap, product: Product): string {
  return Object.entries(map).find(([, ours]) => ours === product)?.[0] ?? product;
}

/** Refuses a store transaction for another product than the app claimed (a replay), or for none of ours. */
export function expectProduct(map: ProductIdMap, storeProductId: string, claimed: Product): void {
  const product = productForStoreId(map, storeProductId);
  if (product !== claimed) {
    throw new ApiError('conflict', `This store transaction is for ${product ? `another product (${product})` : 'a product this app does not sell'}, not ${claimed}.`);
  }
}
