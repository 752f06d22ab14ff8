/**
 * TypeScript client of a memstream node's HTTP API (Node 20+, browsers: it uses `fetch`).
 *
 * Every request and response type comes from `schema.d.ts`, which `npm run generate` makes from
 * the node's OpenAPI document (tests/api/openapi.json): nothing here restates a field. Every
 * error answer throws a `MemstreamAPIError` subclass carrying the node's code and message.
 */
import type { components, operations } from "./schema.js";

type Schemas = components["schemas"];
export type Bank = Schemas["Bank"];
export type BankDetail = Schemas["BankDetail"];
export type EventIn = Schemas["EventIn"];
export type RetainResponse = Schemas["RetainResponse"];
export type RecallBody = Schemas["RecallBody"];
export type RecallResponse = Schemas["RecallResponse"];
export type RecalledMemory = Schemas["RecalledMemory"];
export type ForgetRequest = Schemas["ForgetRequest"];
export type ForgetResponse = Schemas["ForgetResponse"];
export type Memory = Schemas["Memory"];
export type MemoryPage = Schemas["MemoryPage"];
export type KeyInfo = Schemas["KeyInfo"];
export type NewKey = Schemas["NewKey"];
export type Health = Schemas["Health"];
export type ErrorDetail = Schemas["ErrorDetail"];
export type MemoryFilters = NonNullable<operations["list_memories_v1_banks__bank__memories_get"]["parameters"]["query"]>;
export type { components, operations, paths } from "./schema.js";

/** An error answer of the node: HTTP status, machine code, the node's message. */
export class MemstreamAPIError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Array<Record<string, unknown>> = [],
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = new.target.name;
  }
}
/** 401: no API key, or an unknown one. */
export class Unauthorized extends MemstreamAPIError {}
/** 403: the key may not use this bank or route. */
export class Forbidden extends MemstreamAPIError {}
/** 404: no such bank, memory, entity or key. */
export class NotFound extends MemstreamAPIError {}
/** 413: the request body is over the node's limit. */
export class PayloadTooLarge extends MemstreamAPIError {}
/** 422: the request is invalid; `details` names the fields. */
export class InvalidRequest extends MemstreamAPIError {}
/** 429: the node has too much at once; retry after a moment. */
export class TooBusy extends MemstreamAPIError {}
/** 503: Kafka or a store is unavailable, or the node is not ready; retry later. */
export class Unavailable extends MemstreamAPIError {}
/** Another 5xx: a bug in the node (its log says more). */
export class ServerError extends MemstreamAPIError {}

const BY_STATUS: Record<number, typeof MemstreamAPIError> = {
  401: Unauthorized,
  403: Forbidden,
  404: NotFound,
  413: PayloadTooLarge,
  422: InvalidRequest,
  429: TooBusy,
  503: Unavailable,
};

async function raiseFor(response: Response): Promise<never> {
  const raw = await response.text();
  let code = "http_error";
  let message = raw.slice(0, 500);
  let details: Array<Record<string, unknown>> = [];
  try {
    const body = JSON.parse(raw) as { error?: ErrorDetail };
    if (body.error) {
      code = body.error.code;
      message = body.error.message;
      details = body.error.details ?? [];
    }
  } catch {
    // not JSON: keep the text
  }
  const status = response.status;
  const Cls = BY_STATUS[status] ?? (status >= 500 ? ServerError : MemstreamAPIError);
  throw new Cls(status, code, message, details);
}

export interface ClientOptions {
  /** An API key (`ms_...`); the node prints an admin key on its first start. */
  apiKey?: string;
  /** Milliseconds before a request is abandoned (default 30 s; waits add theirs). */
  timeoutMs?: number;
  /** A `fetch` to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | string[] | null | undefined>;

/** Recall options: every field of the recall body but the text. */
export type RecallOptions = Omit<RecallBody, "text">;
/** What to forget: exactly one of memory_ids, conversation_id, speaker. */
export type ForgetWhat = ForgetRequest;
export interface WaitOptions {
  /** Return once recall sees the events (retain) or the flow applied the tombstone (forget). */
  wait?: boolean;
  /** Longest wait in seconds (the node caps it). */
  timeoutS?: number;
}

function enc(part: string): string {
  return encodeURIComponent(part);
}

/** A client of one memstream node. */
export class MemstreamClient {
  readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(baseUrl = "http://127.0.0.1:8642", options: ClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.headers = options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {};
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private async request<T>(
    method: string,
    path: string,
    { query, body, waitS }: { query?: Query; body?: unknown; waitS?: number } = {},
  ): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v === undefined || v === null) continue;
      for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(one));
    }
    const headers: Record<string, string> = { ...this.headers, Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await this.fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs + (waitS ?? 0) * 1000),
    });
    if (!response.ok) return raiseFor(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  health(): Promise<Health> {
    return this.request("GET", "/health");
  }

  async banks(): Promise<Bank[]> {
    return (await this.request<Schemas["BankList"]>("GET", "/v1/banks")).banks;
  }

  /** Create a bank (admin key); creating an existing bank changes nothing. */
  createBank(name: string, description = ""): Promise<Bank> {
    return this.request("POST", "/v1/banks", { body: { name, description } });
  }

  bank(name: string): Promise<BankDetail> {
    return this.request("GET", `/v1/banks/${enc(name)}`);
  }

  async deleteBank(name: string): Promise<void> {
    await this.request("DELETE", `/v1/banks/${enc(name)}`);
  }

  /** Publish events; with `wait`, resolve once recall sees them (or `visible: false`). */
  retain(bank: string, events: EventIn[], options: WaitOptions = {}): Promise<RetainResponse> {
    const waitS = options.wait ? (options.timeoutS ?? 30) + 30 : undefined;
    return this.request("POST", `/v1/banks/${enc(bank)}/memories`, {
      query: { wait: options.wait ?? false, timeout_s: options.timeoutS },
      body: { events },
      waitS,
    });
  }

  /** Recall: mode, limit, time window, explain, ... as the API takes them. */
  recall(bank: string, text: string, options: RecallOptions = {} as RecallOptions): Promise<RecallResponse> {
    return this.request("POST", `/v1/banks/${enc(bank)}/recall`, { body: { ...options, text } });
  }

  /** Forget by exactly one of memory_ids, conversation_id, speaker: a tombstone on the log. */
  forget(bank: string, what: ForgetWhat, options: WaitOptions = {}): Promise<ForgetResponse> {
    const waitS = options.wait ? (options.timeoutS ?? 30) + 30 : undefined;
    return this.request("POST", `/v1/banks/${enc(bank)}/forget`, {
      query: { wait: options.wait ?? false, timeout_s: options.timeoutS },
      body: what,
      waitS,
    });
  }

  memory(bank: string, memoryId: string): Promise<Memory> {
    return this.request("GET", `/v1/banks/${enc(bank)}/memories/${enc(memoryId)}`);
  }

  /** One page of a bank's memories; filters: limit, cursor, start, end, speaker, fact_type, conversation_id. */
  memories(bank: string, filters: MemoryFilters = {}): Promise<MemoryPage> {
    return this.request("GET", `/v1/banks/${enc(bank)}/memories`, { query: filters as Query });
  }

  /** Every memory matching the filters, page after page. */
  async *iterMemories(bank: string, filters: MemoryFilters = {}): AsyncGenerator<Memory> {
    let cursor: string | null | undefined = undefined;
    do {
      const page: MemoryPage = await this.memories(bank, { ...filters, cursor });
      yield* page.memories;
      cursor = page.next_cursor;
    } while (cursor);
  }

  /** A new API key (admin): `admin: true`, or the banks it may use. Shown once. */
  createKey(body: Schemas["KeyCreate"]): Promise<NewKey> {
    return this.request("POST", "/v1/keys", { body });
  }

  async keys(): Promise<KeyInfo[]> {
    return (await this.request<Schemas["KeyList"]>("GET", "/v1/keys")).keys;
  }

  async revokeKey(keyId: string): Promise<void> {
    await this.request("DELETE", `/v1/keys/${enc(keyId)}`);
  }
}
