/** Types of build-if-stale.mjs (see its module comment). */
import type { BuildOptions } from 'esbuild';
export declare const SERVER_BUNDLE: string;
export declare const CLIENT_SERVER_BUILD: string;
export declare function buildIfStale(opts?: { force?: boolean }): boolean;
export declare function buildServerIfStale(opts?: { force?: boolean }): Promise<boolean>;
export declare function missingProductionBuild(): string[];
export declare function serverBundleOptions(): BuildOptions;
export declare function packageBin(pkg: string, name: string): string;
