import { useEditorState, type Editor } from "@tiptap/react";
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Code,
  Columns2,
  Grid2x2X,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Rows2,
  Strikethrough,
  Table,
  type LucideIcon,
} from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { insertLessonTable, isInLessonTable, runTableCommand, TABLE_COMMANDS } from "./lesson-table";

type Tool = {
  label: string;
  icon: LucideIcon;
  shortcut?: string;
  /** A toggle shows whether it applies where the cursor is (aria-pressed); an action does not. */
  isActive?: (editor: Editor) => boolean;
  /** An action that makes sense only somewhere (a row in a table) is announced as unavailable elsewhere. */
  isEnabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/** Exactly what the server's allow-list keeps, and what the curriculum's Markdown lessons are made of. */
export const TOOLS: Tool[] = [
  {
    label: "Heading",
    icon: Heading2,
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    icon: Heading3,
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bold",
    icon: Bold,
    shortcut: "Control+B",
    isActive: (editor) => editor.isActive("bold"),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    icon: Italic,
    shortcut: "Control+I",
    isActive: (editor) => editor.isActive("italic"),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: "Strikethrough",
    icon: Strikethrough,
    shortcut: "Control+Shift+S",
    isActive: (editor) => editor.isActive("strike"),
    run: (editor) => editor.chain().focus().toggleStrike().run(),
  },
  {
    label: "Inline code",
    icon: Code,
    shortcut: "Control+E",
    isActive: (editor) => editor.isActive("code"),
    run: (editor) => editor.chain().focus().toggleCode().run(),
  },
  {
    label: "Bulleted list",
    icon: List,
    isActive: (editor) => editor.isActive("bulletList"),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: "Example",
    icon: Quote,
    isActive: (editor) => editor.isActive("blockquote"),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  { label: "Insert table", icon: Table, isEnabled: (editor) => !isInLessonTable(editor), run: (editor) => insertLessonTable(editor) },
  {
    label: "Add row",
    icon: BetweenHorizontalEnd,
    isEnabled: isInLessonTable,
    run: (editor) => runTableCommand(editor, TABLE_COMMANDS.addRowAfter),
  },
  { label: "Remove row", icon: Rows2, isEnabled: isInLessonTable, run: (editor) => runTableCommand(editor, TABLE_COMMANDS.deleteRow) },
  {
    label: "Add column",
    icon: BetweenVerticalEnd,
    isEnabled: isInLessonTable,
    run: (editor) => runTableCommand(editor, TABLE_COMMANDS.addColumnAfter),
  },
  {
    label: "Remove column",
    icon: Columns2,
    isEnabled: isInLessonTable,
    run: (editor) => runTableCommand(editor, TABLE_COMMANDS.deleteColumn),
  },
  {
    label: "Remove table",
    icon: Grid2x2X,
    isEnabled: isInLessonTable,
    run: (editor) => runTableCommand(editor, TABLE_COMMANDS.deleteTable),
  },
];

/**
 * The editor's toolbar: one Tab stop, arrow keys (Home, End) move along it, as a toolbar does. An action
 * that does not apply where the cursor is stays focusable and says so (aria-disabled), so the keyboard
 * path along the toolbar never changes under a person's fingers.
 */
export function RichTextToolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({ isActive: tool.isActive?.(current) ?? false, isEnabled: tool.isEnabled?.(current) ?? true })),
  });
  const toolbar = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(0);

  function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbar.current?.querySelectorAll("button") ?? []);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined || buttons.length === 0) return;
    event.preventDefault();
    const next = Number.isFinite(step) ? (focusIndex.current + step + buttons.length) % buttons.length : step < 0 ? 0 : buttons.length - 1;
    buttons.forEach((button, index) => (button.tabIndex = index === next ? 0 : -1));
    focusIndex.current = next;
    buttons[next]?.focus();
  }

  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={`Formatting of ${label}`}
      aria-controls={controls}
      onKeyDown={moveAlongToolbar}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5"
    >
      {TOOLS.map((tool, index) => {
        const isEnabled = state?.[index]?.isEnabled ?? true;
        const isActive = state?.[index]?.isActive ?? false;
        return (
          <button
            key={tool.label}
            type="button"
            tabIndex={index === 0 ? 0 : -1}
            aria-pressed={tool.isActive ? isActive : undefined}
            aria-disabled={isEnabled ? undefined : "true"}
            aria-keyshortcuts={tool.shortcut}
            title={tool.label}
            onFocus={() => (focusIndex.current = index)}
            onClick={() => isEnabled && tool.run(editor)}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700",
              isActive && "bg-brand-100 text-brand-900",
              !isEnabled && "cursor-not-allowed text-slate-500 hover:bg-transparent",
            )}
          >
            <tool.icon aria-hidden="true" className="size-4" />
            <span>{tool.label}</span>
          </button>
        );
      })}
    </div>
  );
}
