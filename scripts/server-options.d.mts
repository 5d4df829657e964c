export declare const SERVER_HEAP_OPTIONS: string;
export declare const MALLOC_ARENA_MAX: string;
export declare const MALLOC_THRESHOLD: string;
export declare const SERVER_SCRIPT: string;
export declare function serverEnv(existing?: Record<string, string | undefined>): {
  NODE_OPTIONS: string;
  MALLOC_ARENA_MAX: string;
  MALLOC_TRIM_THRESHOLD_: string;
  MALLOC_MMAP_THRESHOLD_: string;
};
export declare function serverArgs(...args: string[]): string[];
