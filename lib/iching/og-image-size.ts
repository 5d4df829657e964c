/** The Open Graph card of a hexagram (the size most sites expect). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
