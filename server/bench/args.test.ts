import { describe, expect, it } from "vitest";
import { isSchoolDayOnly, parseBenchArgs } from "./args";

describe("the bench's arguments", () => {
  it("run the school day alone, for 60 s unless --duration says otherwise", () => {
    const options = parseBenchArgs(["--only", "school-day"]);
    expect(options.only).toEqual(["school-day"]);
    expect(options.durationSeconds).toBe(60);
    expect(isSchoolDayOnly(options)).toBe(true);
    expect(parseBenchArgs(["--only", "school-day", "--duration", "5"]).durationSeconds).toBe(5);
  });

  it("keep 10 s per target for the other runs, which are not the school day", () => {
    const options = parseBenchArgs(["--only", "courses,me"]);
    expect(options.durationSeconds).toBe(10);
    expect(isSchoolDayOnly(options)).toBe(false);
    expect(isSchoolDayOnly(parseBenchArgs([]))).toBe(false);
  });

  it("take the school day's mean think time in seconds, and leave it to the scenario when absent", () => {
    expect(parseBenchArgs(["--only", "school-day", "--think", "2.5"]).thinkSeconds).toBe(2.5);
    expect(parseBenchArgs(["--only", "school-day"]).thinkSeconds).toBeUndefined();
    expect(() => parseBenchArgs(["--only", "school-day", "--think", "0"])).toThrow("--think must be a positive number");
    expect(() => parseBenchArgs(["--only", "school-day", "--think", "soon"])).toThrow("--think must be a positive number");
  });

  it("refuse the school day mixed with targets", () => {
    expect(() => parseBenchArgs(["--only", "courses,school-day"])).toThrow("--only school-day runs alone");
  });

  it("refuse a duration that is not a positive integer", () => {
    expect(() => parseBenchArgs(["--only", "school-day", "--duration", "0"])).toThrow("--duration must be a positive integer");
  });
});
