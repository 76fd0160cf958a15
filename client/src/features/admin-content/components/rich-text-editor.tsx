import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import { LESSON_HTML_CLASSES } from "@/components/lesson-html";
import { fieldDescription, FieldError, FieldHint } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import { LESSON_TABLE_EXTENSIONS } from "./lesson-table";
import { RichTextToolbar } from "./rich-text-toolbar";

/**
 * What the server's allow-list keeps and the curriculum's lessons use: paragraphs, headings (levels 2-4),
 * bold, italic, strikethrough, inline code, lists, blockquotes (examples), line breaks and tables.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    horizontalRule: false,
    link: false,
    underline: false,
    // An empty paragraph kept after a heading or list would be stored with every lesson.
    trailingNode: false,
  }),
  ...LESSON_TABLE_EXTENSIONS,
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
 * A lesson's explanation in rich text: a toolbar over a TipTap editor limited to what the server keeps.
 * The value is the editor's HTML. A wide table scrolls inside its own box, as on the lesson page; cells
 * selected together (by dragging or Shift+arrows) are tinted.
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
    class: cn(
      LESSON_HTML_CLASSES,
      "min-h-48 px-3 py-2 focus:outline-none [&_table]:block [&_table]:overflow-x-auto [&_.selectedCell]:bg-brand-100",
    ),
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
        <RichTextToolbar editor={editor} label={label} controls={id} />
        <EditorContent editor={editor} />
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
