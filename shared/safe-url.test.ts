import { describe, expect, it } from "vitest";
import { isSafeHttpsUrl, isSameSitePath } from "./safe-url";

describe("isSameSitePath", () => {
  it.each(["/dashboard", "/pricing?plan=2", "/courses/3#top"])("accepts %s", (path) => expect(isSameSitePath(path)).toBe(true));
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "dashboard", "", null, undefined, "/x\n"])(
    "refuses %s",
    (path) => expect(isSameSitePath(path)).toBe(false),
  );
});

describe("isSafeHttpsUrl", () => {
  it("accepts an https URL", () => expect(isSafeHttpsUrl("https://ads.example.com/banner.png")).toBe(true));
  it.each([
    "http://ads.example.com",
    "javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "//evil.example/x",
    " https://ads.example.com",
    "https://user:pass@ads.example.com",
    "https:\\\\evil.example",
  ])("refuses %s", (url) => expect(isSafeHttpsUrl(url)).toBe(false));
});
