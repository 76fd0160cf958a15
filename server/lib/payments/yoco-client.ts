import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";

// A client for Yoco's hosted Checkout API (docs/payments.md). The same code talks to the built-in
// sandbox in development: only apiUrl differs.

export type YocoCheckout = {
  id: string;
  redirectUrl: string;
  status: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  metadata: Record<string, string>;
  processingMode?: string;
  successUrl?: string | null;
  cancelUrl?: string | null;
  failureUrl?: string | null;
};

export type YocoRefund = { id: string; refundId: string; status: string; message?: string };

export type YocoClient = {
  createCheckout(input: {
    amount: number;
    currency: "ZAR";
    successUrl: string;
    cancelUrl: string;
    failureUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<YocoCheckout>;
  getCheckout(checkoutId: string): Promise<YocoCheckout>;
  refundCheckout(checkoutId: string, input: { idempotencyKey: string; amount?: number }): Promise<YocoRefund>;
};

/** Never carries the secret key: messages name the method and path only. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "unreachable" | "timeout" | "rejected",
    readonly status?: number,
    readonly providerMessage?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

// Yoco may add metadata values that are not strings; we only ever read back the string ones we sent.
const stringRecord = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((record) =>
    Object.fromEntries(Object.entries(record ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  );

const checkoutSchema = z.object({
  id: z.string(),
  redirectUrl: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentId: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  metadata: stringRecord,
  processingMode: z.string().optional(),
  successUrl: z.string().nullish(),
  cancelUrl: z.string().nullish(),
  failureUrl: z.string().nullish(),
});

const refundSchema = z.object({ id: z.string(), refundId: z.string(), status: z.string(), message: z.string().optional() });

// Yoco's docs say "successful", its own plugin checks "succeeded": accept both.
const ACCEPTED_REFUND_STATUSES = new Set(["successful", "succeeded"]);

const readProviderMessage = (body: unknown): string | undefined => {
  if (!body || typeof body !== "object") return undefined;
  const { errorMessage, description, message } = body as Record<string, unknown>;
  const text = errorMessage ?? description ?? message;
  return typeof text === "string" ? text : undefined;
};

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

// 409 means "the same idempotency key is still being processed": asking again later is the documented cure.
const isRetryable = (error: unknown) =>
  error instanceof PaymentProviderError &&
  (error.kind !== "rejected" || (error.status !== undefined && (error.status >= 500 || error.status === 409)));

export const createYocoClient = (options: {
  apiUrl: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  retryDelaysMs?: number[];
}): YocoClient => {
  const baseUrl = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelaysMs = options.retryDelaysMs ?? [200, 1000];
  const fetchImpl = options.fetch ?? fetch;

  const sendOnce = async (method: "GET" | "POST", path: string, body: unknown, idempotencyKey?: string) => {
    const label = `${method} ${path}`;
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}`, Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new PaymentProviderError(`Yoco did not answer ${label} within ${timeoutMs} ms`, "timeout");
      }
      const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      throw new PaymentProviderError(
        `Yoco could not be reached for ${label}${typeof code === "string" ? ` (${code})` : ""}`,
        "unreachable",
      );
    }
    const parsed = parseJson(text);
    if (status < 200 || status > 299) {
      const providerMessage = readProviderMessage(parsed);
      throw new PaymentProviderError(
        `Yoco refused ${label} with ${status}${providerMessage ? `: ${providerMessage}` : ""}`,
        "rejected",
        status,
        providerMessage,
      );
    }
    return { status, body: parsed, label };
  };

  // Only requests that cannot double-charge are retried: reads, and writes that Yoco deduplicates by key.
  const send = async (method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string) => {
    const delays = method === "GET" || idempotencyKey ? retryDelaysMs : [];
    for (let attempt = 0; ; attempt++) {
      try {
        return await sendOnce(method, path, body, idempotencyKey);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || !isRetryable(error)) throw error;
        await sleep(delay);
      }
    }
  };

  const parse = <T>(schema: z.ZodType<T>, result: { status: number; body: unknown; label: string }): T => {
    const parsed = schema.safeParse(result.body);
    if (!parsed.success) throw new PaymentProviderError(`Yoco answered ${result.label} with an unexpected body`, "rejected", result.status);
    return parsed.data;
  };

  const checkoutPath = (checkoutId: string) => `/api/checkouts/${encodeURIComponent(checkoutId)}`;

  return {
    async createCheckout({ idempotencyKey, ...body }) {
      return parse(checkoutSchema, await send("POST", "/api/checkouts", body, idempotencyKey));
    },

    async getCheckout(checkoutId) {
      return parse(checkoutSchema, await send("GET", checkoutPath(checkoutId)));
    },

    async refundCheckout(checkoutId, { idempotencyKey, amount }) {
      const result = await send("POST", `${checkoutPath(checkoutId)}/refund`, amount === undefined ? {} : { amount }, idempotencyKey);
      const refund = parse(refundSchema, result);
      if (!ACCEPTED_REFUND_STATUSES.has(refund.status)) {
        throw new PaymentProviderError(
          `Yoco did not accept the refund of ${checkoutId}: ${refund.status}`,
          "rejected",
          result.status,
          refund.message,
        );
      }
      return refund;
    },
  };
};
