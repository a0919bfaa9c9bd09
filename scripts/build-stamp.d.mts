// Types of build-stamp.mjs (plain JavaScript, so that `npm start` needs no TypeScript loader).
export declare const BUILD_INPUTS: readonly string[];
export declare function inputsStamp(root: string, inputs?: readonly string[]): string;
export declare function isBuildCurrent(root: string, inputs?: readonly string[]): boolean;
export declare function beginBuild(root: string, inputs?: readonly string[]): void;
export declare function finishBuild(root: string): void;
