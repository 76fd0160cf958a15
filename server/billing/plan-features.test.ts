import { describe, expect, it } from "vitest";
import { decodePlanFeatures } from "./plan-features";

describe("decodePlanFeatures", () => {
  it("reads a JSON-encoded list of strings", () => {
    expect(decodePlanFeatures('["Live classes","Certificates"]')).toEqual(["Live classes", "Certificates"]);
  });

  it.each([["not json"], ['{"a":1}'], ['"text"'], [""], ["   "]])("gives an empty list for %j", (value) => {
    expect(decodePlanFeatures(value)).toEqual([]);
  });

  it("drops entries that are not text", () => {
    expect(decodePlanFeatures('["One", 2, null, "", "Three"]')).toEqual(["One", "Three"]);
  });
});
