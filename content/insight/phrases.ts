/**
 * The oracle's prose, Korean and English side by side. It is content, not UI, so it lives here and
 * not in messages/*.json; the composers in lib/insight/local fill its slots. All of it is our own writing.
 */
export * from './phrases/check';
export * from './phrases/current';
export * from './phrases/reading';
export * from './phrases/plan';
