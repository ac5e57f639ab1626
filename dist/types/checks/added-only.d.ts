/**
 * What a change adds, told from what was there (spec §4 `scope: added`). A line the change
 * touches is an added line to git, but a marker or match it already held is not new: a whitespace
 * fix or a rename on a line with a TODO adds no TODO. So the things found are counted by key in
 * the base file, less those still on untouched lines of the head; an added line's thing is new
 * only past that count. A second copy of an old TODO is new; the same TODO moved is not.
 */
export declare function newOnAddedLines<T extends {
    line: number;
    key: string;
}>(head: readonly T[], addedLines: ReadonlySet<number>, base: readonly {
    key: string;
}[] | undefined): T[];
