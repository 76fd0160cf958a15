import { describe, expect, it } from "vitest";
import { describeSchedule } from "./describe-schedule";

const NOW = new Date("2026-11-24T12:00:00Z");
const say = (schedule: string, scheduleZone = "UTC", viewerZone = "UTC") => describeSchedule(schedule, scheduleZone, viewerZone, NOW);

describe("describeSchedule", () => {
  it("says the schedules the jobs use in words", () => {
    expect(say("* * * * *")).toBe("every minute");
    expect(say("*/15 * * * *")).toBe("every 15 minutes");
    expect(say("*/5 * * * *")).toBe("every 5 minutes");
    expect(say("17 3 * * *")).toBe("daily at 03:17 UTC");
    expect(say("0 10 * * 0")).toBe("every Sunday at 10:00 UTC");
    expect(say("0 10 * * 7")).toBe("every Sunday at 10:00 UTC");
  });

  it("says a time of day in the viewer's zone, whatever zone the server reads the schedule in", () => {
    expect(say("0 6 * * *", "UTC", "Africa/Johannesburg")).toBe("daily at 08:00 SAST");
    expect(say("23 1 * * *", "Africa/Johannesburg", "Africa/Johannesburg")).toBe("daily at 01:23 SAST");
    expect(say("23 1 * * *", "Africa/Johannesburg", "UTC")).toBe("daily at 23:23 UTC");
    // Sunday 10:00 in Johannesburg is Sunday 03:00 in New York (UTC-5 in November)...
    expect(say("0 10 * * 0", "Africa/Johannesburg", "America/New_York")).toBe("every Sunday at 03:00 GMT-5");
    // ...and Sunday 01:00 there is Saturday evening in New York.
    expect(say("0 1 * * 0", "Africa/Johannesburg", "America/New_York")).toBe("every Saturday at 18:00 GMT-5");
  });

  it("keeps any other shape as written rather than guess", () => {
    for (const schedule of [
      "0 9 1 * *",
      "0 9 * 1 *",
      "0 9-17 * * *",
      "0 9 * * 1-5",
      "*/0 * * * *",
      "61 3 * * *",
      "0 0 0 0 0 0",
      "nonsense",
    ])
      expect(say(schedule)).toBeNull();
  });
});
