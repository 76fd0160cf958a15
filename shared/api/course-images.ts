// The course picture contract: its sizes, its address and the upload's messages (server and pages agree on them).
/**
 * The sizes a course picture is stored in: the card of the catalogue (about 400 px wide, twice that on a
 * sharp screen is served by the hero) and the course page's hero. Both 16:9, as the pages draw them.
 */
export const COURSE_IMAGE_VARIANTS = [
  { name: "card", width: 640, height: 360 },
  { name: "hero", width: 1280, height: 720 },
] as const;

export type CourseImageVariant = (typeof COURSE_IMAGE_VARIANTS)[number]["name"];

export const COURSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const IMAGE_TOO_LARGE = "The image must be 5 MB or smaller";
export const IMAGE_NOT_SUPPORTED = "The image must be a JPEG, PNG or WebP picture";
export const IMAGE_MISSING = "Please choose an image to upload";
export const IMAGE_ONE_FILE = "Send one image file, in the field named image";
export const IMAGE_NOT_FOUND = "Image not found";

/** The address a course's picture is served at: the hash of the upload makes it unique, so it is cached for ever. */
export const courseImageUrl = (hash: string, variant: CourseImageVariant = "card") => `/api/course-images/${hash}/${variant}.webp`;

/** The upload hash inside a stored course address, or null for any other picture (a seeded drawing). */
export const hashOfCourseImageUrl = (url: string | null) => url?.match(/^\/api\/course-images\/([0-9a-f]{64})\//)?.[1] ?? null;

/** The same picture in another stored size (a course's address names the card size). */
export const courseImageVariantUrl = (url: string, variant: CourseImageVariant) =>
  hashOfCourseImageUrl(url) ? url.replace(/\/[a-z]+\.webp$/, `/${variant}.webp`) : url;
