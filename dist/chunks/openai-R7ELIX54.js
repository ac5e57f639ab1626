import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  errorCodes,
  networkCause,
  oneLine,
  patientAgent,
  require_undici
} from "./chunk-SEQOVDW6.js";
import {
  errorMessage
} from "./chunk-RX23ZOBF.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

// src/judge/openai.ts
var import_undici = __toESM(require_undici(), 1);
var OpenAiHttpError = class extends Error {
  constructor(status, detail) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
  }
  status;
  detail;
  name = "OpenAiHttpError";
};
var StreamError = class extends Error {
  name = "StreamError";
};
function contextLengthFromModel(entry) {
  for (const key of ["max_model_len", "context_length", "context_window", "max_context_length"]) {
    const v = entry[key];
    if (Number.isInteger(v) && v > 0) return v;
  }
  const meta = entry["meta"];
  if (typeof meta === "object" && meta !== null) {
    const n = meta["n_ctx_train"];
    if (Number.isInteger(n) && n > 0) return n;
  }
  return void 0;
}
function errorText(text) {
  try {
    const v = JSON.parse(text);
    if (typeof v.error === "object" && v.error !== null && typeof v.error.message === "string") {
      return v.error.message;
    }
    if (typeof v.error === "string") return v.error;
    if (typeof v.message === "string") return v.message;
    if (typeof v.detail === "string") return v.detail;
  } catch {
  }
  return text;
}
function openAiSession(host, o) {
  const base = host.replace(/\/+$/, "").replace(/\/v1$/, "");
  const dispatcher = o.fetch ? void 0 : patientAgent();
  const headers = (json) => ({
    accept: json ? "application/json" : "text/event-stream",
    ...json ? {} : { "content-type": "application/json" },
    ...o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}
  });
  const request = async (path, init, signal) => {
    const opts = { method: init.method, headers: headers(init.json), body: init.body, signal };
    const response = o.fetch ? await o.fetch(`${base}${path}`, opts) : await (0, import_undici.fetch)(`${base}${path}`, { ...opts, dispatcher });
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new OpenAiHttpError(response.status, errorText(text.trim()) || response.statusText);
    }
    return response;
  };
  let models;
  const modelEntry = (signals) => {
    models ??= (async () => {
      signals.onStage("show");
      const response = await request("/v1/models", { method: "GET", json: true }, signals.signal);
      signals.onFirstByte();
      signals.onChunk?.();
      const listing = await response.json();
      const entries = Array.isArray(listing.data) ? listing.data : [];
      return entries.find((m) => typeof m === "object" && m !== null && m["id"] === o.model);
    })();
    return models;
  };
  return {
    host,
    contextLength: async (signals) => {
      const entry = await modelEntry(signals);
      return entry ? contextLengthFromModel(entry) : void 0;
    },
    identity: async (signals) => {
      const entry = await modelEntry(signals);
      if (!entry) return void 0;
      const { id, root, owned_by, max_model_len } = entry;
      return JSON.stringify({ id, root, owned_by, max_model_len });
    },
    chat: async (call, signals) => chat(call, signals),
    describe: (e, stage) => describe(host, o.model, e, stage),
    close: async () => {
      await dispatcher?.destroy().catch(() => void 0);
    }
  };
  async function chat(call, signals) {
    signals.onStage("chat");
    const body = {
      model: o.model,
      messages: call.messages,
      temperature: call.temperature,
      seed: call.seed,
      max_tokens: call.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: "json_schema", json_schema: { name: "critic_gate_judgement", schema: call.format, strict: true } }
    };
    const response = await request("/v1/chat/completions", { method: "POST", body: JSON.stringify(body), json: false }, signals.signal);
    signals.onStage("stream");
    if (!response.body) throw new StreamError("the answer had no body");
    let content = "";
    let finish;
    let usage;
    let done = false;
    const decoder = new TextDecoder();
    let buffer = "";
    const take = (line) => {
      const trimmed = line.replace(/\r$/, "");
      if (!trimmed.startsWith("data:")) return;
      const data = trimmed.slice(5).trim();
      if (data === "[DONE]") {
        done = true;
        return;
      }
      if (data === "") return;
      const event = JSON.parse(data);
      if (event.error !== void 0) throw new StreamError(errorText(JSON.stringify(event)));
      for (const choice of event.choices ?? []) {
        content += choice.delta?.content ?? "";
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      if (event.usage) usage = event.usage;
    };
    for await (const chunk of response.body) {
      signals.onFirstByte();
      buffer += decoder.decode(chunk, { stream: true });
      let nl;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        take(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    }
    if (buffer !== "") take(buffer);
    if (!done && finish === void 0) throw new StreamError("the answer stream ended before it was done");
    return {
      content,
      cutOff: finish === "length",
      promptTokens: usage?.prompt_tokens,
      completionTokens: usage?.completion_tokens ?? 0
    };
  }
}
function describe(host, model, e, stage) {
  const at = `the OpenAI-compatible server at ${host}`;
  if (e instanceof OpenAiHttpError) {
    const text = oneLine(e.detail);
    if (e.status === 401 || e.status === 403) return `${at} refused the key (${e.status}: ${text}); set CRITIC_GATE_API_KEY`;
    if (e.status === 404 && /model/i.test(text)) return `model "${model}" is not available on ${at} (${text})`;
    return `${at} answered ${e.status}: ${text}`;
  }
  const network = networkCause(errorCodes(e));
  if (e instanceof StreamError) return `${at} reported an error in the middle of the answer: ${oneLine(e.message)}`;
  if (stage === "stream") {
    if (network) return `the connection to ${at} broke in the middle of the answer (${network})`;
    return `${at} sent an answer that could not be read: ${oneLine(errorMessage(e))}`;
  }
  if (network) return `cannot reach ${at}: ${network}`;
  const cause = e instanceof Error && e.cause instanceof Error ? oneLine(e.cause.message) : "";
  const message = oneLine(errorMessage(e));
  return `cannot reach ${at}: ${message}${cause && cause !== message ? ` (${cause})` : ""}`;
}
export {
  OpenAiHttpError,
  contextLengthFromModel,
  openAiSession
};
