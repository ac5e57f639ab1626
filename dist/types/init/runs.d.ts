/** One file the repository runs, and why it does. */
export interface RunningFile {
    path: string;
    why: string;
    /** The manifest that runs it. */
    manifest: string;
}
/** The manifests init reads, by path; only those present are given. */
export type Manifests = ReadonlyMap<string, string>;
/** npm runs these on a user's `npm install` or before a publish: what they name runs unread. */
export declare const LIFECYCLE_SCRIPTS: readonly ["preinstall", "install", "postinstall", "prepare", "prepublish", "prepack"];
/**
 * The files the tree's manifests run: `action.yml`/`action.yaml` anywhere, `package.json`
 * anywhere. `exists` says whether a path is a file of the tree (an install hook's words are
 * kept only when they are).
 */
export declare function runningFiles(manifests: Manifests, exists: (path: string) => boolean): RunningFile[];
