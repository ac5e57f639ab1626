import type { BackendFactory, BackendOptions, CallSignals, HostSession } from './backend.js';
import type { JudgeSettings } from '../settings.js';
/** The host as a person reads it in a message: the backend's name and the address. */
export declare const hostLabel: (settings: JudgeSettings, host: string) => string;
/** The hosts in failover order, for one judgement. Once a host fails, later calls start at the next. */
export declare class Hosts {
    private readonly settings;
    private readonly factory;
    private readonly options;
    private readonly deadline;
    private index;
    private readonly sessions;
    readonly failures: string[];
    /** A host's model answered out of the response schema (JudgeError category `model`). */
    private outOfShape;
    failovers: number;
    answered: string | undefined;
    constructor(settings: JudgeSettings, factory: BackendFactory, options: BackendOptions, deadline: AbortSignal);
    get current(): string;
    /** Runs `work` on the current host, moving on to the next on any failure of the host. */
    run<T>(work: (session: HostSession, signals: CallSignals) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}
