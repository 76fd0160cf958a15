import { describe, expect, it } from "vitest";
import { describeSending } from "./sending-pace";

describe("the campaign's pace in words", () => {
  it("says minute for one, minutes for more, and no pace for a single email", () => {
    expect(describeSending(5, 1)).toBe("5 emails, one every minute");
    expect(describeSending(12, 30)).toBe("12 emails, one every 30 minutes");
    expect(describeSending(1, 30)).toBe("1 email");
  });
});
