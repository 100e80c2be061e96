/** Types of build-if-stale.mjs (see its module comment). */
export declare const SERVER_BUNDLE: string;
export declare function buildIfStale(): boolean;
export declare function buildServerIfStale(): Promise<boolean>;
export declare function packageBin(pkg: string, name: string): string;
