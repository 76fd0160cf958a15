import { describe, expect, it } from "vitest";
import { isCheckoutAddress } from "./redirect-to";

describe("isCheckoutAddress", () => {
  it("accepts Yoco's https pages and this site's own sandbox page", () => {
    expect(isCheckoutAddress("https://c.yoco.com/checkout/ch_123")).toBe(true);
    expect(isCheckoutAddress(`${window.location.origin}/__yoco-sandbox/checkout/ch_123`)).toBe(true);
    expect(isCheckoutAddress("http://localhost:5000/__yoco-sandbox/checkout/ch_123")).toBe(true);
  });

  it("refuses other schemes and plain http to another site", () => {
    expect(isCheckoutAddress("javascript:alert(1)")).toBe(false);
    expect(isCheckoutAddress("data:text/html,hi")).toBe(false);
    expect(isCheckoutAddress("http://evil.example/checkout")).toBe(false);
    expect(isCheckoutAddress("//evil.example/checkout")).toBe(false);
  });
});
