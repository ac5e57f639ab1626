/** The author fields of GitHub's review and review-comment items this module reads. */
export interface Authored {
    user?: {
        login?: string | null;
    } | null;
}
/**
 * Only critic-gate's own reviews and comments are state: attempts, superseding and repeated
 * findings are read from items written by the identity of the token in use. A marker anyone else
 * posts (every commenter can write one) changes nothing and is never edited.
 */
export declare function ownedBy<T extends Authored>(items: readonly T[], login: string): T[];
