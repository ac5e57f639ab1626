import { CriticGateError } from '../errors/taxonomy.js';
/** One thing wrong with an assertions file, with where it is. */
export interface ConfigProblem {
    /** The config file's path as the user named it. */
    file: string;
    /** 1-based line and column; absent when the place is unknown. */
    line?: number;
    column?: number;
    /** `gate[1].kind`; absent for problems of the file as a whole (such as bad YAML). */
    field?: string;
    message: string;
}
/** `.github/critic-gate.yml:7:5: gate[1].kind: unknown kind "json-vlaid"; …` */
export declare function formatProblem(p: ConfigProblem): string;
/** A config that cannot be used. Every problem found is listed, in file order; the run exits 4. */
export declare class ConfigError extends CriticGateError {
    readonly category = "config";
    readonly problems: readonly ConfigProblem[];
    constructor(problems: readonly ConfigProblem[]);
    /** The first problem's file and line: where the report says to fix it. */
    get fixAt(): {
        file: string;
        line?: number | undefined;
    } | undefined;
}
