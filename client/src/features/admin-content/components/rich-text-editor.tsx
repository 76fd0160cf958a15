import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Quote, type LucideIcon } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { LESSON_HTML_CLASSES } from "@/components/lesson-html";
import { fieldDescription, FieldError, FieldHint } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";

type Tool = { label: string; icon: LucideIcon; shortcut?: string; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

/** Exactly what the server's allow-list keeps (p, h2, h3, strong, em, ul, ol, li, blockquote, br). */
const TOOLS: Tool[] = [
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
];

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    underline: false,
    // An empty paragraph kept after a heading or list would be stored with every lesson.
    trailingNode: false,
  }),
];

type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
};

/**
 * A lesson's explanation in rich text: a toolbar (one Tab stop; arrow keys move along it, as a toolbar
 * does) over a TipTap editor limited to what the server keeps. The value is the editor's HTML.
 */
export function RichTextEditor({ id, label, value, onChange, onBlur, hint, error }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const description = fieldDescription(id, { error, hint });
  const describedBy = description["aria-describedby"];
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": "true" } : {}),
    class: cn(LESSON_HTML_CLASSES, "min-h-48 px-3 py-2 focus:outline-none"),
  };
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes },
  });
  // The error and hint ids change with the error: the editable element's attributes follow.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attributes` is rebuilt each render from these
  }, [editor, id, labelId, describedBy, error]);

  const active = useEditorState({ editor, selector: ({ editor: current }) => TOOLS.map((tool) => tool.isActive(current)) });
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
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-slate-900">
        {label}
      </span>
      <FieldHint id={id}>{hint}</FieldHint>
      <div
        className={cn(
          "rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-600",
          error ? "border-red-600" : "border-slate-300",
        )}
      >
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`Formatting of ${label}`}
          aria-controls={id}
          onKeyDown={moveAlongToolbar}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5"
        >
          {TOOLS.map((tool, index) => (
            <button
              key={tool.label}
              type="button"
              tabIndex={index === 0 ? 0 : -1}
              aria-pressed={active?.[index] ?? false}
              aria-keyshortcuts={tool.shortcut}
              title={tool.label}
              onFocus={() => (focusIndex.current = index)}
              onClick={() => tool.run(editor)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700",
                active?.[index] && "bg-brand-100 text-brand-900",
              )}
            >
              <tool.icon aria-hidden="true" className="size-4" />
              <span>{tool.label}</span>
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
