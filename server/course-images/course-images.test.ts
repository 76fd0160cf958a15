import { eq } from "drizzle-orm";
import sharp from "sharp";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { IMAGE_NOT_SUPPORTED, IMAGE_TOO_LARGE, IMAGE_MISSING } from "../../shared/api/course-images";
import { auditLog } from "../../shared/schema/audit";
import { courseImages, courses } from "../../shared/schema/courses";
import { createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";

const COURSE_ID = 1;
const HASH_ADDRESS = /^\/api\/course-images\/([0-9a-f]{64})\/card\.webp$/;

const picture = (format: "png" | "jpeg" | "webp", width = 900, height = 900, colour = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

const upload = (agent: supertest.Agent | ReturnType<TestApp["request"]>, data: Buffer, filename: string, courseId = COURSE_ID) =>
  agent.post(`/api/admin/courses/${courseId}/image`).set("X-Requested-With", "fetch").attach("image", data, { filename });

const storedImageUrl = async (testApp: TestApp, courseId = COURSE_ID) =>
  (await testApp.db.select({ imageUrl: courses.imageUrl }).from(courses).where(eq(courses.id, courseId)))[0]!.imageUrl;

const setUp = async () => {
  const testApp = await createTestApp();
  return { testApp, admin: await signInAdmin(testApp) };
};

describe("course image upload", () => {
  it.each(["png", "jpeg"] as const)("stores a %s as WebP card 640x360 and hero 1280x720 and points the course at it", async (format) => {
    const { testApp, admin } = await setUp();
    const response = await upload(admin, await picture(format, 1000, 800), `cover.${format}`);
    expect(response.status).toBe(201);
    const [, hash] = HASH_ADDRESS.exec(response.body.imageUrl)!;
    expect(await storedImageUrl(testApp)).toBe(response.body.imageUrl);
    const rows = await testApp.db.select().from(courseImages).where(eq(courseImages.hash, hash!));
    expect(
      rows
        .map(({ variant, width, height, contentType, courseId }) => ({ variant, width, height, contentType, courseId }))
        .sort((a, b) => a.width - b.width),
    ).toEqual([
      { variant: "card", width: 640, height: 360, contentType: "image/webp", courseId: COURSE_ID },
      { variant: "hero", width: 1280, height: 720, contentType: "image/webp", courseId: COURSE_ID },
    ]);
    for (const row of rows) {
      const metadata = await sharp(row.data).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: "webp",
        width: row.width,
        height: row.height,
      });
    }
    const [entry] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.image"));
    expect(entry).toMatchObject({
      actorName: "principal",
      targetType: "course",
      targetId: String(COURSE_ID),
      after: { imageUrl: response.body.imageUrl },
    });
    // The public course page gets the new address at once (its cached read was dropped).
    expect((await testApp.request().get(`/api/courses/${COURSE_ID}`)).body.imageUrl).toBe(response.body.imageUrl);
  });

  it("refuses a text file renamed .png, from its bytes, and keeps the course's picture", async () => {
    const { testApp, admin } = await setUp();
    const before = await storedImageUrl(testApp);
    const response = await upload(admin, Buffer.from("this is not a picture at all\n".repeat(20)), "cover.png");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(IMAGE_NOT_SUPPORTED);
    expect(await storedImageUrl(testApp)).toBe(before);
    expect(await testApp.db.select({ id: courseImages.id }).from(courseImages)).toEqual([]);
  });

  it("refuses a GIF and an SVG: only JPEG, PNG and WebP are taken", async () => {
    const { admin } = await setUp();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } })
      .gif()
      .toBuffer();
    expect((await upload(admin, gif, "cover.gif")).body.message).toBe(IMAGE_NOT_SUPPORTED);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const response = await upload(admin, svg, "cover.png");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(IMAGE_NOT_SUPPORTED);
  });

  it("refuses a file over 5 MB with 413 and the message", async () => {
    const { testApp, admin } = await setUp();
    const big = Buffer.concat([await picture("png", 10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await upload(admin, big, "huge.png");
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(IMAGE_TOO_LARGE);
    expect(await testApp.db.select({ id: courseImages.id }).from(courseImages)).toEqual([]);
  });

  it("refuses a request without a file", async () => {
    const { admin } = await setUp();
    const response = await admin.post(`/api/admin/courses/${COURSE_ID}/image`).set("X-Requested-With", "fetch").field("note", "x");
    expect(response.status).toBe(400);
    const empty = await admin
      .post(`/api/admin/courses/${COURSE_ID}/image`)
      .set("X-Requested-With", "fetch")
      .set("Content-Type", "multipart/form-data; boundary=x")
      .send("--x--\r\n");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IMAGE_MISSING);
  });

  it("answers 404 for an unknown course", async () => {
    const { admin } = await setUp();
    const response = await upload(admin, await picture("png"), "cover.png", 9999);
    expect(response.status).toBe(404);
  });

  it("refuses a student (403), a visitor (401) and a form posted without the CSRF header (403)", async () => {
    const { testApp, admin } = await setUp();
    const { agent: student } = await signUp(testApp);
    const png = await picture("png");
    const asStudent = await upload(student, png, "cover.png");
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe("Administrator access required");
    const asVisitor = await upload(testApp.request(), png, "cover.png");
    expect(asVisitor.status).toBe(401);
    const crossSite = await admin.post(`/api/admin/courses/${COURSE_ID}/image`).attach("image", png, { filename: "cover.png" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe("Requests that change data must be sent as JSON");
    expect((await student.delete(`/api/admin/courses/${COURSE_ID}/image`).set("X-Requested-With", "fetch")).status).toBe(403);
    expect(await testApp.db.select({ id: courseImages.id }).from(courseImages)).toEqual([]);
  });

  it("a new picture removes the old one's sizes; removing the picture brings back the drawn cover", async () => {
    const { testApp, admin } = await setUp();
    const first = await upload(admin, await picture("png"), "first.png");
    const second = await upload(admin, await picture("png", 900, 900, { r: 10, g: 200, b: 10 }), "second.png");
    const [, firstHash] = HASH_ADDRESS.exec(first.body.imageUrl)!;
    const [, secondHash] = HASH_ADDRESS.exec(second.body.imageUrl)!;
    expect(firstHash).not.toBe(secondHash);
    const hashes = async () => [
      ...new Set((await testApp.db.select({ hash: courseImages.hash }).from(courseImages)).map((row) => row.hash)),
    ];
    expect(await hashes()).toEqual([secondHash]);
    expect((await testApp.request().get(first.body.imageUrl)).status).toBe(404);

    const removed = await admin.delete(`/api/admin/courses/${COURSE_ID}/image`).set("X-Requested-With", "fetch");
    expect(removed.status).toBe(204);
    expect(await storedImageUrl(testApp)).toBeNull();
    expect(await hashes()).toEqual([]);
    expect((await testApp.request().get(`/api/courses/${COURSE_ID}`)).body.imageUrl).toBeNull();
    const actions = await testApp.db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.action, "course.image"));
    expect(actions.map((entry) => entry.summary)).toEqual([
      "Replaced the course picture",
      "Replaced the course picture",
      "Removed the course picture",
    ]);
  });

  it("keeps a picture two courses share until neither uses it", async () => {
    const { testApp, admin } = await setUp();
    const png = await picture("png");
    const one = await upload(admin, png, "a.png", 1);
    await upload(admin, png, "a.png", 2);
    await upload(admin, await picture("png", 900, 900, { r: 1, g: 2, b: 3 }), "b.png", 1);
    expect((await testApp.request().get(one.body.imageUrl)).status).toBe(200);
    await admin.delete("/api/admin/courses/2/image").set("X-Requested-With", "fetch");
    expect((await testApp.request().get(one.body.imageUrl)).status).toBe(404);
  });
});

describe("serving course images", () => {
  it("serves each size as WebP with a year-long immutable cache, an ETag and 304 for a known copy", async () => {
    const { testApp, admin } = await setUp();
    const { body } = await upload(admin, await picture("jpeg"), "cover.jpg");
    const heroUrl = body.imageUrl.replace("/card.webp", "/hero.webp");
    const response = await testApp.request().get(heroUrl).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toContain("img-src 'self'");
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}-hero"$/);
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(1280);

    const again = await testApp.request().get(heroUrl).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(again.text ?? "").toBe("");
    expect((await testApp.request().get(heroUrl).set("If-None-Match", '"other"')).status).toBe(200);
  });

  it("answers 404 for an unknown hash, an unknown size or a malformed address", async () => {
    const { testApp } = await setUp();
    for (const path of [
      `/api/course-images/${"a".repeat(64)}/card.webp`,
      `/api/course-images/${"a".repeat(64)}/huge.webp`,
      "/api/course-images/../card.webp",
      "/api/course-images/abc/card.webp",
    ]) {
      const response = await testApp.request().get(path);
      expect(response.status, path).toBe(404);
    }
    const response = await testApp.request().get(`/api/course-images/${"b".repeat(64)}/card.webp`);
    expect(response.body.message).toBe("Image not found");
  });
});
