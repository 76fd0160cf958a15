import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { CourseImageField } from "./course-image-field";

const COURSE = { id: 7, title: "Business English", level: "B1-B2", imageUrl: null };
const HASHED = `/api/course-images/${"a".repeat(64)}/card.webp`;

const png = (size = 100) => new File([new Uint8Array(size)], "cover.png", { type: "image/png" });

describe("CourseImageField", () => {
  it("uploads the chosen picture as a form with the CSRF header", async () => {
    const { fetchMock } = mockApi({ "POST /api/admin/courses/7/image": jsonResponse(201, { imageUrl: HASHED }) });
    const { user } = renderWithProviders(<CourseImageField course={COURSE} />);
    expect(screen.getByTestId("generated-course-cover")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove picture" })).not.toBeInTheDocument();
    const file = png();
    await user.upload(screen.getByLabelText("Upload picture"), file);
    expect(await screen.findByText("Picture saved")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(url).toBe("/api/admin/courses/7/image");
    expect(new Headers(init!.headers).get("X-Requested-With")).toBe("fetch");
    expect((init!.body as FormData).get("image")).toBe(file);
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const { requests } = mockApi({});
    const { user } = renderWithProviders(<CourseImageField course={COURSE} />);
    await user.upload(screen.getByLabelText("Upload picture"), png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("The image must be 5 MB or smaller");
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    mockApi({ "POST /api/admin/courses/7/image": jsonResponse(400, { message: "The image must be a JPEG, PNG or WebP picture" }) });
    const { user } = renderWithProviders(<CourseImageField course={COURSE} />);
    await user.upload(screen.getByLabelText("Upload picture"), png());
    expect(await screen.findByRole("alert")).toHaveTextContent("The image must be a JPEG, PNG or WebP picture");
  });

  it("shows the stored picture with a way to replace or remove it", async () => {
    const { requests } = mockApi({ "DELETE /api/admin/courses/7/image": jsonResponse(204) });
    const { user } = renderWithProviders(<CourseImageField course={{ ...COURSE, imageUrl: HASHED }} />);
    expect(screen.getByRole("img", { name: "Picture of the Business English course" })).toHaveAttribute("src", HASHED);
    expect(screen.getByLabelText("Replace picture")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove picture" }));
    expect(await screen.findByText("Picture removed")).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain("DELETE /api/admin/courses/7/image");
  });
});
