import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { ApiError, apiRequest, getErrorMessage, getQueryFn } from "./api-client";
import { createQueryClient } from "./query-client";

describe("apiRequest", () => {
  it("sends cookies, JSON and the CSRF header on a state-changing call, {} when there is no body", async () => {
    const { requests } = mockApi({ "POST /api/logout": jsonResponse(204) });

    await expect(apiRequest("POST", "/api/logout")).resolves.toBeUndefined();

    const [request] = requests;
    expect(request?.credentials).toBe("include");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(request?.headers.get("X-Requested-With")).toBe("fetch");
    expect(request?.body).toEqual({});
  });

  it("sends no body and no CSRF header on GET, and parses the JSON answer", async () => {
    const { requests } = mockApi({ "GET /api/courses": jsonResponse(200, [{ id: 1 }]) });

    await expect(apiRequest("GET", "/api/courses")).resolves.toEqual([{ id: 1 }]);
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers.get("X-Requested-With")).toBeNull();
    expect(requests[0]?.credentials).toBe("include");
  });

  it("throws an ApiError '<status>: <body>' carrying the status and the server's message", async () => {
    mockApi({ "POST /api/login": jsonResponse(401, { message: "Invalid username or password" }) });

    const error = await apiRequest("POST", "/api/login", { username: "a", password: "b" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid username or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe("Invalid username or password");
    expect(getErrorMessage(error, "fallback")).toBe("Invalid username or password");
  });

  it("uses the status text when the error body is empty, and field errors when given", async () => {
    mockApi({
      "POST /api/a": () => new Response(null, { status: 503, statusText: "Service Unavailable" }),
      "POST /api/b": jsonResponse(400, { message: "Invalid input", code: "validation", errors: { email: ["Invalid email address"] } }),
    });

    const empty = (await apiRequest("POST", "/api/a").catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.serverMessage).toBeUndefined();
    expect(getErrorMessage(empty, "fallback")).toBe("fallback");

    const invalid = (await apiRequest("POST", "/api/b").catch((e: unknown) => e)) as ApiError;
    expect(invalid.fieldErrors).toEqual({ email: ["Invalid email address"] });
    expect(invalid.code).toBe("validation");
    expect(empty.code).toBeUndefined();
  });
});

describe("getQueryFn", () => {
  it("reads the first query key element and returns null on 401 when asked to", async () => {
    mockApi({ "GET /api/me": jsonResponse(401, { message: "Not signed in" }) });
    const queryClient = createQueryClient();

    await expect(queryClient.fetchQuery({ queryKey: ["/api/me"], queryFn: getQueryFn({ on401: "returnNull" }) })).resolves.toBeNull();
    await expect(queryClient.fetchQuery({ queryKey: ["/api/me", "again"] })).rejects.toThrow("401: ");
  });
});

describe("response bodies", () => {
  // A body left unread keeps the request open in the browser for seconds after the page has loaded.
  const tracked = (status: number, body: unknown) => {
    const responses: Response[] = [];
    const reply = () => {
      const response = jsonResponse(status, body);
      responses.push(response);
      return response;
    };
    return { responses, reply };
  };

  it.each([
    ["returns null on a 401", "returnNull", 401],
    ["throws on a 401", "throw", 401],
    ["throws on a 403", "returnNull", 403],
    ["throws on a 500", "returnNull", 500],
  ] as const)("getQueryFn reads the whole body when it %s", async (_label, on401, status) => {
    const { responses, reply } = tracked(status, { message: "No" });
    mockApi({ "GET /api/me": reply });
    const queryFn = on401 === "returnNull" ? getQueryFn({ on401 }) : getQueryFn({ on401 });

    await createQueryClient()
      .fetchQuery({ queryKey: ["/api/me"], queryFn })
      .catch(() => undefined);

    expect(responses).toHaveLength(1);
    expect(responses[0]?.bodyUsed).toBe(true);
  });

  it.each([400, 401, 404, 409, 429, 500, 503])("apiRequest reads the whole body of a %i answer", async (status) => {
    const { responses, reply } = tracked(status, { message: "No" });
    mockApi({ "POST /api/thing": reply });

    await expect(apiRequest("POST", "/api/thing")).rejects.toBeInstanceOf(ApiError);

    expect(responses[0]?.bodyUsed).toBe(true);
  });
});
