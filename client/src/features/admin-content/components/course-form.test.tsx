import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CreateCourseInput } from "@shared/api/admin-content";
import { ApiError } from "@/lib/api-client";
import { renderWithProviders } from "@/test/render";
import { buildAdminCourseDetail, buildAdminLesson } from "../admin-content.test-builders";
import { CourseForm } from "./course-form";

const COURSE = buildAdminCourseDetail({
  id: 7,
  title: "Business English",
  overview: "Workplace English.",
  features: ["Run a meeting"],
  modules: [
    { title: "Meetings", description: "Opening and closing." },
    { title: "E-mail", description: "" },
  ],
  lessons: [buildAdminLesson({ id: 101, module: 1 }), buildAdminLesson({ id: 102, module: 1 })],
});

const renderForm = (course = COURSE) => {
  const onSubmit = vi.fn<(values: CreateCourseInput) => Promise<unknown>>().mockResolvedValue(undefined);
  const view = renderWithProviders(<CourseForm course={course} submitLabel="Save course" onSubmit={onSubmit} onCancel={() => undefined} />);
  return { ...view, onSubmit };
};

const moduleItems = () => within(screen.getByRole("group", { name: "Modules" })).getAllByRole("listitem");

describe("CourseForm: modules and what you'll learn", () => {
  it("adds, renames, reorders and removes modules, and sends each with the number it had", async () => {
    const { user, onSubmit } = renderForm();
    expect(moduleItems().map((item) => (within(item).getByRole("textbox", { name: /title/ }) as HTMLInputElement).value)).toEqual([
      "Meetings",
      "E-mail",
    ]);
    expect(within(moduleItems()[0]!).getByText("2 lessons")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add module" }));
    await user.type(screen.getByLabelText("Module 3 title"), "Presentations");
    await user.click(screen.getByRole("button", { name: "Move module Presentations up" }));
    await user.click(screen.getByRole("button", { name: "Move module Meetings down" }));
    await user.clear(screen.getByLabelText("Module 3 title"));
    await user.type(screen.getByLabelText("Module 3 title"), "Writing e-mails");
    await user.click(screen.getByRole("button", { name: "Save course" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].modules).toEqual([
      { from: null, title: "Presentations", description: "" },
      { from: 1, title: "Meetings", description: "Opening and closing." },
      { from: 2, title: "Writing e-mails", description: "" },
    ]);
  });

  it("refuses to remove a module that holds lessons, with the reason; an empty one goes", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Remove module Meetings" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"Meetings" still has lessons: move them to another module or delete them before removing it',
    );
    expect(moduleItems()).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove module E-mail" }));
    expect(moduleItems()).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].modules).toEqual([{ from: 1, title: "Meetings", description: "Opening and closing." }]);
  });

  it("names a module that has lessons but no title, so its lessons are not lost", () => {
    renderForm(buildAdminCourseDetail({ modules: [], lessons: [buildAdminLesson({ module: 2 })] }));
    expect(screen.getByLabelText("Module 1 title")).toHaveValue("Module 1");
    expect(screen.getByLabelText("Module 2 title")).toHaveValue("Module 2");
  });

  it("stops at five modules and says why", async () => {
    const { user } = renderForm();
    for (let count = 0; count < 3; count++) await user.click(screen.getByRole("button", { name: "Add module" }));
    expect(screen.getByRole("button", { name: "Add module" })).toBeDisabled();
    expect(screen.getByText("A course has at most 5 modules.")).toBeInTheDocument();
  });

  it("shows the field messages of empty module titles and points, and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add module" }));
    await user.click(screen.getByRole("button", { name: "Add a point" }));
    await user.clear(screen.getByLabelText("Point 1"));
    await user.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByText("Give the module a title")).toBeInTheDocument();
    expect(screen.getAllByText("Write the point or remove it")).toHaveLength(2);
    expect(screen.getByLabelText("Module 3 title")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits what you'll learn as a list: add, reorder, remove", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add a point" }));
    await user.type(screen.getByLabelText("Point 2"), "Write a clear e-mail");
    await user.click(screen.getByRole("button", { name: "Move point 2 up" }));
    await user.click(screen.getByRole("button", { name: "Add a point" }));
    await user.type(screen.getByLabelText("Point 3"), "To be removed");
    await user.click(screen.getByRole("button", { name: "Remove point 3" }));
    await user.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      overview: "Workplace English.",
      features: ["Write a clear e-mail", "Run a meeting"],
    });
  });

  it("offers the site's levels and shows a server refusal in the form", async () => {
    const { user, onSubmit } = renderForm();
    const levels = within(screen.getByLabelText("Level"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(levels).toEqual(["A1-A2", "B1-B2", "C1-C2", "TEFL Level 3", "TEFL Level 5", "TEFL Diploma"]);
    const message = '"E-mail" still has lessons: move them to another module or delete them before removing it';
    onSubmit.mockRejectedValueOnce(new ApiError(409, JSON.stringify({ message }), "Conflict"));
    await user.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("a new course starts empty and sends its modules as new", async () => {
    const onSubmit = vi.fn<(values: CreateCourseInput) => Promise<unknown>>().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<CourseForm submitLabel="Create course" onSubmit={onSubmit} onCancel={() => undefined} />);
    expect(screen.getByText("No modules yet.")).toBeInTheDocument();
    expect(screen.getByText("No points yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "Academic Writing");
    await user.type(screen.getByLabelText("Description"), "Essays and reports for university.");
    await user.click(screen.getByRole("button", { name: "Add module" }));
    await user.type(screen.getByLabelText("Module 1 title"), "Essays");
    await user.click(screen.getByRole("button", { name: "Create course" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: "Academic Writing",
      description: "Essays and reports for university.",
      level: "A1-A2",
      overview: "",
      features: [],
      modules: [{ from: null, title: "Essays", description: "" }],
    });
  });
});
