import { type ExitCode } from '../errors/exit-codes.js';
import { CriticGateError } from '../errors/taxonomy.js';
import type { ReplayCommand } from './args.js';
import type { CliIo } from './io.js';
/**
 * `critic-gate replay RESULT.json`: the requests a verdict rests on, sent again byte for byte
 * (spec §15). The requests file (`--requests` of `judge` and `pr`) holds the bodies; the result's
 * receipt holds their hashes, which prove the file is the one that was sent. Each criterion is
 * reproduced when the new answers' majority (met or not) is the receipt's.
 */
/** The replay could not be made: exit 4 with the reason. */
export declare class ReplayError extends CriticGateError {
    readonly category: 'input' | 'judge';
    name: string;
    constructor(category: 'input' | 'judge', message: string);
}
export interface CriterionReplay {
    id: string;
    was: {
        met: number;
        unmet: number;
    };
    now: {
        met: number;
        unmet: number;
    };
    reproduced: boolean;
}
export interface ReplayReport {
    reproduced: boolean;
    model: string | null;
    digest: string | null;
    host: string;
    requests: number;
    /** Answers identical byte for byte to the ones the receipt names. */
    identical_answers: number;
    criteria: CriterionReplay[];
}
/** The requests file beside a result: `out/result.json` → `out/result.requests.jsonl`. */
export declare const defaultRequestsFile: (result: string) => string;
export declare function replayCommand(cmd: ReplayCommand, io: CliIo, cwd: string): Promise<ExitCode>;
export declare function renderReplay(r: ReplayReport): string;
