export declare const root: string;
export declare function webSourceHash(): string;
export declare function staleReason(outDir: string, hash?: string): string | null;
export declare function ensureWebBuild(
  outDir: string,
  options?: { log?: (message: string) => void },
): { built: boolean; reason: string | null; ok: boolean };
export declare function precompress(outDir: string): void;
