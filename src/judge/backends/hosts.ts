import type { BackendFactory, BackendOptions, CallSignals, HostSession, Stage } from './backend.js';
import { BACKENDS } from './backends.js';
import type { JudgeSettings } from '../settings.js';
import { LengthRefusal } from './length-refusal.js';
import { JudgeError } from '../types.js';

/** The host as a person reads it in a message: the backend's name and the address. */
export const hostLabel = (settings: JudgeSettings, host: string): string => BACKENDS[settings.backend].label(host);

/** The hosts in failover order, for one judgement. Once a host fails, later calls start at the next. */
export class Hosts {
  private index = 0;
  private readonly sessions: HostSession[] = [];
  readonly failures: string[] = [];
  /** A host's model answered out of the response schema (JudgeError category `model`). */
  private outOfShape = false;
  failovers = 0;
  answered: string | undefined;

  constructor(
    private readonly settings: JudgeSettings,
    private readonly factory: BackendFactory,
    private readonly options: BackendOptions,
    private readonly deadline: AbortSignal,
  ) {}

  get current(): string {
    return this.settings.hosts[Math.min(this.index, this.settings.hosts.length - 1)]!;
  }

  /** Runs `work` on the current host, moving on to the next on any failure of the host. */
  async run<T>(work: (session: HostSession, signals: CallSignals) => Promise<T>): Promise<T> {
    const { hosts } = this.settings;
    while (this.index < hosts.length) {
      const host = hosts[this.index]!;
      const session = (this.sessions[this.index] ??= this.factory(host, this.options));
      const last = this.index === hosts.length - 1;
      const firstByteMs = last ? undefined : (this.settings.firstByteSeconds ?? this.settings.timeoutSeconds / hosts.length) * 1000;
      const late = new AbortController();
      const timer =
        firstByteMs === undefined
          ? undefined
          : setTimeout(() => late.abort(new Error('no first byte')), Math.min(firstByteMs, 2 ** 31 - 1));
      let stage: Stage = 'show';
      const signals: CallSignals = {
        signal: AbortSignal.any([this.deadline, late.signal]),
        onFirstByte: () => clearTimeout(timer),
        onStage: (s) => {
          stage = s;
        },
      };
      try {
        const value = await work(session, signals);
        this.answered = host;
        return value;
      } catch (e) {
        // A deadline ends the judgement; a refusal of the request's length is the request's, not the host's.
        if (this.deadline.aborted || e instanceof LengthRefusal) throw e;
        const why = late.signal.aborted
          ? `${hostLabel(this.settings, host)} sent nothing within ${firstByteMs! / 1000} s`
          : e instanceof JudgeError
            ? e.message
            : session.describe(e, stage);
        this.failures.push(why);
        if (e instanceof JudgeError && e.category === 'model') this.outOfShape = true;
        this.index++;
        if (this.index < hosts.length) this.failovers++;
      } finally {
        clearTimeout(timer);
      }
    }
    throw new JudgeError(
      this.failures.length === 1
        ? this.failures[0]!
        : `no judge host could answer (${this.failures.length} tried): ${this.failures.join('; ')}`,
      undefined,
      undefined,
      // A model that answered out of shape on a host is the model's fault, whatever the other hosts did.
      this.outOfShape ? 'model' : 'judge',
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.sessions.map((s) => s?.close()));
  }
}
