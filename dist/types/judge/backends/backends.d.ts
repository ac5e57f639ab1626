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
export declare const BACKENDS: {
    readonly ollama: {
        readonly summary: "Ollama (default)";
        readonly defaultHost: "http://127.0.0.1:11434";
        readonly defaultContext: 2048;
        readonly label: (host: string) => string;
        readonly load: () => Promise<typeof import("./ollama-session.js").ollamaSession>;
    };
    readonly openai: {
        readonly summary: "an OpenAI-compatible server (vLLM, llama.cpp server, LM Studio, TGI, SGLang)";
        readonly defaultHost: "http://127.0.0.1:8000";
        readonly defaultContext: 4096;
        readonly label: (host: string) => string;
        readonly load: () => Promise<typeof import("./openai.js").openAiSession>;
    };
};
export type Backend = keyof typeof BACKENDS;
/** The backends' names, the default first: an enum's values. */
export declare const BACKEND_NAMES: [Backend, ...Backend[]];
export declare const isBackend: (name: string) => name is Backend;
/** `ollama or openai`, as a message lists the choices. */
export declare const backendChoices: (separator?: string) => string;
/** One line per backend (`ollama: Ollama (default)`), for a description. */
export declare const backendSummaries: () => string;
