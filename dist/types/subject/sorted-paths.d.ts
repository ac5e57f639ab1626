/**
 * The paths below a directory, out of a list sorted by code unit (`Array.prototype.sort`), in
 * time logarithmic in the list plus the paths returned. A linked directory's files are listed
 * once for every path it is seen at, so a filter of the whole tree each time was links × files.
 */
/**
 * The paths of `sorted` below `dir` (`''` is the root: all of them), in their order. Those that
 * start with `dir/` sit together, from `dir/` up to `dir0` (`0` is the code unit after `/`);
 * `dir-x/…` and `dir.x/…` sort before them and `dir10/…` after.
 */
export declare function pathsUnder(sorted: readonly string[], dir: string): string[];
