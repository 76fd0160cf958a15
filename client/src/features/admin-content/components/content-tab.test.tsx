import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { stubLayoutForProseMirror } from "@/test/prosemirror-layout";
import { renderWithProviders } from "@/test/render";
import { buildAdminCourse, buildAdminCourseDetail, buildAdminExercise, buildAdminLesson } from "../admin-content.test-builders";
import { ContentTab } from "./content-tab";

const COURSES = [
  buildAdminCourse({ id: 7, title: "Business English", isPublished: true, lessonCount: 3 }),
  buildAdminCourse({ id: 8, title: "English for Travel", level: "A1-A2", isPublished: false, lessonCount: 1 }),
];

const LESSONS = [
  buildAdminLesson({ id: 101, title: "Greetings at work", module: 1, position: 0, exercises: [buildAdminExercise()] }),
  buildAdminLesson({ id: 102, title: "Small talk", module: 1, position: 1, isPublished: false }),
  buildAdminLesson({ id: 103, title: "Writing e-mails", module: 3, position: 0 }),
];

// The course names two modules; a lesson sits in module 3, which it does not name.
const DETAIL = buildAdminCourseDetail({
  id: 7,
  title: "Business English",
  isPublished: false,
  lessons: LESSONS,
  lessonCount: 3,
  modules: [
    { title: "Meetings", description: "" },
    { title: "Telephoning", description: "" },
  ],
});

beforeAll(stubLayoutForProseMirror);

const renderTab = (path = "/admin?tab=content") => renderWithProviders(<ContentTab />, { path });

const courseApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    "GET /api/admin/courses": jsonResponse(200, COURSES),
    "GET /api/admin/courses/7": jsonResponse(200, DETAIL),
    ...extra,
  });

const moduleSection = (name: string) => screen.getByRole("region", { name });

describe("Content tab: courses", () => {
  it("lists every course with its published state, level and lesson count, and opens one", async () => {
    courseApi();
    const { user, currentPath } = renderTab();

    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { name: "Business English" })).toBeInTheDocument();
    expect(within(items[0]!).getByText("Published")).toBeInTheDocument();
    expect(within(items[0]!).getByText("3 lessons")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Draft")).toBeInTheDocument();
    expect(within(items[1]!).getByText("1 lesson")).toBeInTheDocument();
    expect(within(items[1]!).getByText("A1-A2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open Business English" }));
    expect(currentPath()).toBe("/admin?tab=content&course=7");
    expect(await screen.findByRole("heading", { level: 2, name: "Business English" })).toBeInTheDocument();
  });

  it("says so when there are no courses yet", async () => {
    mockApi({ "GET /api/admin/courses": jsonResponse(200, []) });
    renderTab();
    expect(await screen.findByText("No courses yet. Create the first one with New course.")).toBeInTheDocument();
  });

  it("shows a failed read with a way to try again", async () => {
    let calls = 0;
    mockApi({
      "GET /api/admin/courses": () => (++calls === 1 ? jsonResponse(500, { message: "Something went wrong" }) : jsonResponse(200, COURSES)),
    });
    const { user } = renderTab();
    expect(await screen.findByText("The courses could not be loaded.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "English for Travel" })).toBeInTheDocument();
  });

  it("creates a course with the server's rules checked first, then opens the new draft", async () => {
    const { requests } = courseApi({
      "POST /api/admin/courses": jsonResponse(201, { id: 9 }),
      "GET /api/admin/courses/9": jsonResponse(200, buildAdminCourseDetail({ id: 9, title: "Academic Writing", isPublished: false })),
    });
    const { user, currentPath } = renderTab();
    await user.click(await screen.findByRole("button", { name: "New course" }));
    const dialog = screen.getByRole("dialog", { name: "New course" });

    await user.type(within(dialog).getByLabelText("Title"), "Tiny");
    await user.type(within(dialog).getByLabelText("Description"), "Short");
    await user.click(within(dialog).getByRole("button", { name: "Create course" }));
    expect(await within(dialog).findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Description must be at least 10 characters")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.clear(within(dialog).getByLabelText("Title"));
    await user.type(within(dialog).getByLabelText("Title"), "Academic Writing");
    await user.clear(within(dialog).getByLabelText("Description"));
    await user.type(within(dialog).getByLabelText("Description"), "Essays and reports for university.");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "C1-C2");
    await user.click(within(dialog).getByRole("button", { name: "Create course" }));

    await waitFor(() => expect(currentPath()).toBe("/admin?tab=content&course=9"));
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/admin/courses");
    expect(post?.body).toEqual({
      title: "Academic Writing",
      description: "Essays and reports for university.",
      level: "C1-C2",
      overview: "",
      features: [],
      modules: [],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Academic Writing" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Publish course" })).toBeInTheDocument();
  });
});

describe("Content tab: a course's lessons", () => {
  it("groups the lessons by the modules the course names (and any other that holds lessons) and publishes the course", async () => {
    const { requests } = courseApi({
      "PATCH /api/admin/courses/7": jsonResponse(200, { ...buildAdminCourse({ lessonCount: 3 }), isPublished: true }),
    });
    const { user } = renderTab("/admin?tab=content&course=7");

    expect(await screen.findByRole("heading", { level: 2, name: "Business English" })).toBeInTheDocument();
    const moduleOne = moduleSection("Module 1: Meetings");
    expect(
      within(moduleOne)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Greetings at work", "Small talk"]);
    expect(within(moduleOne).getByText("Draft")).toBeInTheDocument();
    expect(within(moduleSection("Module 2: Telephoning")).getByText("No lessons in this module yet.")).toBeInTheDocument();
    expect(within(moduleSection("Module 3")).getByRole("heading", { name: "Writing e-mails" })).toBeInTheDocument();
    // No empty module the course does not name.
    expect(screen.queryByRole("region", { name: /^Module [45]/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Publish course" }));
    await waitFor(() => expect(requests.some((request) => request.method === "PATCH")).toBe(true));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.url).toBe("/api/admin/courses/7");
    expect(patch?.body).toEqual({ isPublished: true });
  });

  it("moves a lesson within its module and publishes a draft lesson", async () => {
    const { requests } = courseApi({
      "PATCH /api/admin/lessons/101": jsonResponse(200, { ...LESSONS[0], position: 1 }),
      "PATCH /api/admin/lessons/102": jsonResponse(200, { ...LESSONS[1], isPublished: true }),
    });
    const { user } = renderTab("/admin?tab=content&course=7");
    await screen.findByRole("heading", { level: 2, name: "Business English" });

    expect(screen.getByRole("button", { name: "Move Greetings at work up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Small talk down" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Greetings at work down" }));
    await user.click(screen.getByRole("button", { name: "Publish Small talk" }));

    await waitFor(() => expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(2));
    const patches = requests.filter((request) => request.method === "PATCH").map((request) => [request.url, request.body]);
    expect(patches).toEqual([
      ["/api/admin/lessons/101", { position: 1 }],
      ["/api/admin/lessons/102", { isPublished: true }],
    ]);
  });

  it("creates a lesson in the module it was added to, with the examples one per line", async () => {
    const { requests } = courseApi({ "POST /api/admin/courses/7/lessons": jsonResponse(201, { id: 104 }) });
    const { user } = renderTab("/admin?tab=content&course=7");
    await screen.findByRole("heading", { level: 2, name: "Business English" });

    await user.click(screen.getByRole("button", { name: "Add lesson to module 2" }));
    const dialog = screen.getByRole("dialog", { name: "New lesson" });
    expect(within(dialog).getByLabelText("Module")).toHaveValue("2");
    expect(
      within(within(dialog).getByLabelText("Module"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Module 1: Meetings", "Module 2: Telephoning", "Module 3"]);
    await user.type(within(dialog).getByLabelText("Title"), "Telephone calls");
    await user.type(within(dialog).getByLabelText("Description"), "Answering and making calls at work.");
    // Typing reaches the rich-text editor (toolbar formatting is covered in the browser: admin-authoring.spec.ts).
    const explanation = within(dialog).getByRole("textbox", { name: "Explanation" });
    await user.click(explanation);
    await user.type(explanation, "We say who we are first.", { skipClick: true });
    await user.type(within(dialog).getByLabelText("Examples"), "Hello, this is Sipho.{Enter}  {Enter}Could I speak to Anna?");
    await user.clear(within(dialog).getByLabelText("Minutes to study"));
    await user.type(within(dialog).getByLabelText("Minutes to study"), "25");
    await user.click(within(dialog).getByRole("button", { name: "Create lesson" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New lesson" })).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/admin/courses/7/lessons");
    expect(post?.body).toEqual({
      title: "Telephone calls",
      description: "Answering and making calls at work.",
      content: "<p>We say who we are first.</p>",
      module: 2,
      estimatedMinutes: 25,
      examples: ["Hello, this is Sipho.", "Could I speak to Anna?"],
      isPublished: true,
    });
  });

  it("shows the server's message when a lesson cannot be saved", async () => {
    courseApi({
      "PATCH /api/admin/lessons/103": jsonResponse(400, {
        message: "Content must be at most 20000 characters",
        code: "validation",
        errors: { content: ["Content must be at most 20000 characters"] },
      }),
    });
    const { user } = renderTab("/admin?tab=content&course=7");
    await screen.findByRole("heading", { level: 2, name: "Business English" });
    await user.click(screen.getByRole("button", { name: "Edit Writing e-mails" }));
    const dialog = screen.getByRole("dialog", { name: "Edit lesson" });
    expect(within(dialog).getByLabelText("Module")).toHaveValue("3");
    await user.click(within(dialog).getByRole("button", { name: "Save lesson" }));
    expect(await within(dialog).findByText("Content must be at most 20000 characters")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Explanation")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("Content tab: exercises", () => {
  const openExercises = async (user: ReturnType<typeof renderTab>["user"], lessonTitle = "Greetings at work") => {
    await screen.findByRole("heading", { level: 2, name: "Business English" });
    await user.click(screen.getByRole("button", { name: new RegExp(`^Exercises \\(\\d+\\) of ${lessonTitle}$`) }));
  };

  // Many keystrokes: more time than the default on a busy machine.
  it(
    "creates an exercise through its type's form (no JSON) and shows the server's message under the field it names",
    { timeout: 30_000 },
    async () => {
      const { requests } = courseApi({
        "POST /api/admin/lessons/101/exercises": jsonResponse(400, {
          message: "Each option must be at most 200 characters",
          code: "validation",
          errors: { "content.options.1": ["Each option must be at most 200 characters"] },
        }),
      });
      const { user } = renderTab("/admin?tab=content&course=7");
      await openExercises(user);
      await user.click(screen.getByRole("button", { name: "Add exercise to Greetings at work" }));
      const dialog = screen.getByRole("dialog", { name: "New exercise" });
      expect(within(dialog).queryByLabelText(/JSON/)).not.toBeInTheDocument();

      await user.type(within(dialog).getByLabelText("Title"), "Choose the greeting");
      await user.type(within(dialog).getByLabelText("Instructions"), "Pick the word people say when they meet.");
      await user.type(within(dialog).getByLabelText("Question"), "Which word is a greeting?");
      await user.type(within(dialog).getByLabelText("Option 1"), "Hello");
      await user.type(within(dialog).getByLabelText("Option 2"), "Table");
      await user.type(within(dialog).getByLabelText("Option 3"), "Blue");
      await user.click(within(dialog).getByRole("radio", { name: "Right answer: option 1" }));
      await user.selectOptions(within(dialog).getByLabelText("Difficulty"), "intermediate");
      await user.clear(within(dialog).getByLabelText("Points"));
      await user.type(within(dialog).getByLabelText("Points"), "20");
      await user.click(within(dialog).getByRole("button", { name: "Create exercise" }));

      expect(await within(dialog).findByText("Each option must be at most 200 characters")).toBeInTheDocument();
      expect(within(dialog).getByLabelText("Option 2")).toHaveAttribute("aria-invalid", "true");
      const post = requests.find((request) => request.method === "POST");
      expect(post?.url).toBe("/api/admin/lessons/101/exercises");
      expect(post?.body).toEqual({
        title: "Choose the greeting",
        description: "Pick the word people say when they meet.",
        type: "multiple_choice",
        difficulty: "intermediate",
        skill: "reading",
        points: 20,
        content: { question: "Which word is a greeting?", options: ["Hello", "Table", "Blue"], answer: 0 },
      });
    },
  );

  it("moves an exercise with the keyboard, saves its place, and keeps the focus on it at its new place", async () => {
    const second = buildAdminExercise({ id: 302, title: "Match the replies", position: 1 });
    const before = { ...DETAIL, lessons: [{ ...LESSONS[0]!, exercises: [buildAdminExercise(), second] }, ...LESSONS.slice(1)] };
    const after = {
      ...DETAIL,
      lessons: [{ ...LESSONS[0]!, exercises: [{ ...second, position: 0 }, buildAdminExercise({ position: 1 })] }, ...LESSONS.slice(1)],
    };
    let moved = false;
    const { requests } = courseApi({
      "GET /api/admin/courses/7": () => jsonResponse(200, moved ? after : before),
      "PATCH /api/admin/exercises/301": () => {
        moved = true;
        return jsonResponse(200, { ...buildAdminExercise(), position: 1 });
      },
    });
    const { user } = renderTab("/admin?tab=content&course=7");
    await openExercises(user);
    const down = screen.getByRole("button", { name: "Move Choose the greeting down" });
    down.focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(screen.getByRole("button", { name: "Move Choose the greeting up" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Move Choose the greeting down" })).toBeDisabled();
    const items = within(screen.getByRole("list", { name: "Exercises of Greetings at work" })).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^\d\. /).textContent)).toEqual(["1. Match the replies", "2. Choose the greeting"]);
    expect(requests.filter((request) => request.method === "PATCH").map((request) => [request.url, request.body])).toEqual([
      ["/api/admin/exercises/301", { position: 1 }],
    ]);
  });

  it("asks before closing an exercise form that holds unsaved changes", async () => {
    courseApi();
    const { user } = renderTab("/admin?tab=content&course=7");
    await openExercises(user);
    await user.click(screen.getByRole("button", { name: "Add exercise to Greetings at work" }));
    // Untouched: Cancel closes at once.
    await user.click(within(screen.getByRole("dialog", { name: "New exercise" })).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "New exercise" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add exercise to Greetings at work" }));
    const dialog = screen.getByRole("dialog", { name: "New exercise" });
    await user.type(within(dialog).getByLabelText("Question"), "Which word is a greeting?");
    await user.keyboard("{Escape}");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Discard the changes to this exercise? They are not saved.");
    expect(within(dialog).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Question")).toHaveValue("Which word is a greeting?");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    expect(screen.queryByRole("dialog", { name: "New exercise" })).not.toBeInTheDocument();
  });

  it("previews an exercise as a student sees it and grades the answer in the browser", async () => {
    const { requests } = courseApi();
    const { user } = renderTab("/admin?tab=content&course=7");
    await openExercises(user);
    await user.click(screen.getByRole("button", { name: "Preview Choose the greeting" }));
    const dialog = screen.getByRole("dialog", { name: "Preview" });

    expect(within(dialog).getByRole("heading", { name: "Choose the greeting" })).toBeInTheDocument();
    expect(within(dialog).getByText("Which word is a greeting?")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("radio")).toHaveLength(3);
    await user.click(within(dialog).getByRole("radio", { name: "Blue" }));
    await user.click(within(dialog).getByRole("button", { name: "Check answer" }));
    expect(await within(dialog).findByText(/^Not quite/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    await user.click(within(dialog).getByRole("radio", { name: "Hello" }));
    await user.click(within(dialog).getByRole("button", { name: "Check answer" }));
    expect(await within(dialog).findByText("Correct! 1 of 1")).toBeInTheDocument();
    // Graded here: nothing was sent.
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("deletes an exercise nobody has answered, and retires one with results", async () => {
    const answered = buildAdminExercise({ id: 302, title: "Match the replies", resultCount: 3, position: 1 });
    const detail = {
      ...DETAIL,
      lessons: [{ ...LESSONS[0]!, exercises: [buildAdminExercise(), answered] }, ...LESSONS.slice(1)],
    };
    const { requests } = mockApi({
      "GET /api/admin/courses/7": jsonResponse(200, detail),
      "DELETE /api/admin/exercises/301": jsonResponse(204),
      "DELETE /api/admin/exercises/302": jsonResponse(200, { retired: true }),
    });
    const { user } = renderTab("/admin?tab=content&course=7");
    await openExercises(user);

    await user.click(screen.getByRole("button", { name: "Delete Choose the greeting" }));
    let dialog = screen.getByRole("dialog", { name: "Delete this exercise?" });
    expect(within(dialog).getByText(/will be deleted for good/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete exercise" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Retire Match the replies" }));
    dialog = screen.getByRole("dialog", { name: "Retire this exercise?" });
    expect(within(dialog).getByText(/answered “Match the replies” 3 times/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Retire exercise" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.url)).toEqual([
      "/api/admin/exercises/301",
      "/api/admin/exercises/302",
    ]);
    expect(await screen.findByText("Exercise retired")).toBeInTheDocument();
  });
});
