/** Types of scripts/node-version.mjs: the Node.js version guard (importing it exits on an old Node.js). */
export declare const REQUIRED_NODE_MAJOR: number;
export declare function unsupportedNodeMessage(version: string): string | null;
