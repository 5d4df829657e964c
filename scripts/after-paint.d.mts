export declare const LOADER_PREFIX: string;
export declare const FALLBACK_MS: number;
export declare function loaderSource(files: string[]): string;
export declare function loaderChunks(source: string): string[];
export declare function rewritePage(html: string, files: string[], loader: string): string;
export declare function loadFrameworkAfterPaint(projectDir?: string, distDir?: string): { chunks: number; pages: number };
