/**
 * Whether `path` is `root` or lies below it, both absolute. `..cache` or `...` is a name inside;
 * only `..` itself or `../…` climbs out (a prefix test on ".." would let `root/..cache` out).
 */
export declare function isInside(path: string, root: string): boolean;
