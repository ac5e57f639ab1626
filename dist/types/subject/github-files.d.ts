import type { ChangedFile } from './types.js';
/** The fields of one item of `GET /repos/{owner}/{repo}/pulls/{n}/files` this module reads. */
export interface PullRequestFileItem {
    filename: string;
    previous_filename?: string | undefined;
    status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
    additions: number;
    deletions: number;
    changes: number;
    patch?: string | undefined;
}
export interface ApiChangedFile extends ChangedFile {
    /**
     * False when GitHub sent no usable `patch` (a binary file, a diff too large to show, a pure
     * rename or mode change): `addedLines` and `commentableLines` are then empty because they are
     * unknown, not because nothing was added. A check reading `scope: added` sees none of such a
     * file; a caller that must not miss added lines reads the file whole or asks git instead.
     */
    linesKnown: boolean;
}
export declare function changedFileFromApi(item: PullRequestFileItem): ApiChangedFile;
export declare function changedFilesFromApi(items: readonly PullRequestFileItem[]): ApiChangedFile[];
