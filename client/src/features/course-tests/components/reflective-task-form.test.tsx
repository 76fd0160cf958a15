import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COURSE_TEST_MESSAGES, type ReflectiveTaskSummary } from "@shared/api/course-tests";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { countWords, ReflectiveTaskForm } from "./reflective-task-form";

const TASK: ReflectiveTaskSummary = {
  module: 2,
  moduleTitle: "Teaching Vocabulary",
  prompt: "Plan how you would teach ten words for food.",
  guidance: ["Say how you show meaning"],
  submittedAt: null,
  text: null,
};

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("Reflective task form", () => {
  it("counts words as they are typed and refuses a text under 150 words without sending it", async () => {
    const { requests } = mockApi({});
    const { user } = renderWithProviders(<ReflectiveTaskForm courseId={3} task={TASK} />);
    const field = screen.getByRole("textbox", { name: "Your text" });
    expect(screen.getByText("0 words (at least 150)")).toBeInTheDocument();
    await user.type(field, "I would  start with\npictures");
    expect(screen.getByText("5 words (at least 150)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save and hand in" }));
    expect(await screen.findByText(COURSE_TEST_MESSAGES.taskTooShort)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(0);
  });

  it("hands in a text of 150 words and says it is handed in", async () => {
    const { requests } = mockApi({
      "PUT /api/courses/3/reflective-tasks/2": jsonResponse(200, {
        ...TASK,
        text: words(150),
        submittedAt: "2026-11-25T12:00:00.000Z",
        certificate: { certificateNumber: "CC-2026-ABCD2345", grade: "Merit" },
      }),
    });
    const { user } = renderWithProviders(<ReflectiveTaskForm courseId={3} task={TASK} />);
    const field = screen.getByRole("textbox", { name: "Your text" });
    await user.click(field);
    await user.paste(words(150));
    expect(screen.getByText("150 words (at least 150)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save and hand in" }));

    expect(await screen.findByText("Handed in on 25 November 2026")).toBeInTheDocument();
    // This task was the certificate's last condition.
    expect(screen.getByRole("status")).toHaveTextContent("Your certificate has been issued: CC-2026-ABCD2345, grade Merit.");
    expect(screen.getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/certificates");
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({ text: words(150) });
    expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();
  });

  it("shows the server's refusal where the trainee is", async () => {
    mockApi({
      "PUT /api/courses/3/reflective-tasks/2": jsonResponse(400, { message: COURSE_TEST_MESSAGES.taskTooLong, code: "validation" }),
    });
    const { user } = renderWithProviders(
      <ReflectiveTaskForm courseId={3} task={{ ...TASK, text: words(160), submittedAt: "2026-11-20T09:00:00.000Z" }} />,
    );
    expect(screen.getByText("Handed in on 20 November 2026")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(COURSE_TEST_MESSAGES.taskTooLong);
  });

  it("counts words the way the server does", () => {
    expect(countWords("  one\ttwo \n three  ")).toBe(3);
    expect(countWords("")).toBe(0);
  });
});
