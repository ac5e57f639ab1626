/**
 * The judge servers critic-gate speaks to, in one table: everything else (the config's enum, the
 * CLI's and the Action's parsers, help texts, default hosts, the adapter loaded) is derived from
 * it. A third backend is one entry here, one adapter file beside it, and its test.
 */
import { DEFAULTS } from '../../contract/defaults.js';
import type { BackendFactory } from './backend.js';

export interface BackendDefinition {
  /** How the config, the flags and the docs name the API, in a few words. */
  readonly summary: string;
  /** Where its server listens when no host is given. */
  readonly defaultHost: string;
  /** The context in tokens assumed when the server does not say. */
  readonly defaultContext: number;
  /** The server at `host`, as a message names it. */
  readonly label: (host: string) => string;
  /** Its adapter, loaded only when this backend is used. */
  readonly load: () => Promise<BackendFactory>;
}

export const BACKENDS = {
  ollama: {
    summary: 'Ollama (default)',
    defaultHost: DEFAULTS.ollamaHost,
    // Ollama's own default num_ctx, when nothing says otherwise.
    defaultContext: 2048,
    label: (host) => `Ollama at ${host}`,
    load: async () => (await import('./ollama-session.js')).ollamaSession,
  },
  openai: {
    summary: 'an OpenAI-compatible server (vLLM, llama.cpp server, LM Studio, TGI, SGLang)',
    defaultHost: 'http://127.0.0.1:8000',
    // A size every such server handles, for one that does not state its context length.
    defaultContext: 4096,
    label: (host) => `the OpenAI-compatible server at ${host}`,
    load: async () => (await import('./openai.js')).openAiSession,
  },
} as const satisfies Record<string, BackendDefinition>;

export type Backend = keyof typeof BACKENDS;

/** The backends' names, the default first: an enum's values. */
export const BACKEND_NAMES = Object.keys(BACKENDS) as [Backend, ...Backend[]];

export const isBackend = (name: string): name is Backend => Object.hasOwn(BACKENDS, name);

/** `ollama or openai`, as a message lists the choices. */
export const backendChoices = (separator = ' or '): string => BACKEND_NAMES.join(separator);

/** One line per backend (`ollama: Ollama (default)`), for a description. */
export const backendSummaries = (): string => BACKEND_NAMES.map((name) => `\`${name}\`: ${BACKENDS[name].summary}`).join('; ');
