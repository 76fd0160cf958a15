import { Node, type Editor, type JSONContent } from "@tiptap/core";
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, isInTable, tableEditing } from "@tiptap/pm/tables";
import { TextSelection, type Command as ProseMirrorCommand } from "@tiptap/pm/state";

// The lesson table: the four nodes prosemirror-tables works with (it finds them by `tableRole`), with the
// span attributes its commands need. A table is written as plain <table><tbody><tr><th|td>: the server
// keeps no attribute, so nothing here renders one unless a cell spans (which the toolbar never makes).

const ROLES: Record<string, string> = { table: "table", tableRow: "row", tableCell: "cell", tableHeader: "header_cell" };

const spanAttribute = (name: "colspan" | "rowspan") => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name) ?? 1) || 1,
  renderHTML: (attributes: Record<string, unknown>) => (attributes[name] === 1 ? {} : { [name]: attributes[name] }),
});

const cellAttributes = () => ({
  colspan: spanAttribute("colspan"),
  rowspan: spanAttribute("rowspan"),
  colwidth: { default: null, rendered: false },
});

export const LessonTable = Node.create({
  name: "table",
  group: "block",
  content: "tableRow+",
  isolating: true,
  extendNodeSchema: (extension) => (ROLES[extension.name] ? { tableRole: ROLES[extension.name] } : {}),
  // A Markdown table arrives with <thead> and <tbody>: their rows are read as the table's rows.
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", ["tbody", 0]],
  addProseMirrorPlugins: () => [tableEditing()],
});

export const LessonTableRow = Node.create({
  name: "tableRow",
  content: "(tableCell | tableHeader)*",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: ({ HTMLAttributes }) => ["tr", HTMLAttributes, 0],
});

export const LessonTableHeader = Node.create({
  name: "tableHeader",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "th" }],
  renderHTML: ({ HTMLAttributes }) => ["th", HTMLAttributes, 0],
});

export const LessonTableCell = Node.create({
  name: "tableCell",
  content: "block+",
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: "td" }],
  renderHTML: ({ HTMLAttributes }) => ["td", HTMLAttributes, 0],
});

export const LESSON_TABLE_EXTENSIONS = [LessonTable, LessonTableRow, LessonTableHeader, LessonTableCell];

const emptyCell = (type: "tableHeader" | "tableCell"): JSONContent => ({ type, content: [{ type: "paragraph" }] });

/** A new table: a header row and two rows of three columns, the cursor in its first cell. */
export const insertLessonTable = (editor: Editor, rows = 3, columns = 3) =>
  editor
    .chain()
    .focus()
    .command(({ tr, dispatch }) => {
      const table = editor.schema.nodeFromJSON({
        type: "table",
        content: Array.from({ length: rows }, (_row, index) => ({
          type: "tableRow",
          content: Array.from({ length: columns }, () => emptyCell(index === 0 ? "tableHeader" : "tableCell")),
        })),
      });
      if (dispatch) {
        const start = tr.selection.from + 1;
        tr.replaceSelectionWith(table).scrollIntoView();
        tr.setSelection(TextSelection.near(tr.doc.resolve(start)));
      }
      return true;
    })
    .run();

/** Runs a prosemirror-tables command on the editor's state; false (and nothing done) outside a table. */
export const runTableCommand = (editor: Editor, command: ProseMirrorCommand) =>
  editor
    .chain()
    .focus()
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();

export const isInLessonTable = (editor: Editor) => isInTable(editor.state);

export const TABLE_COMMANDS = { addRowAfter, deleteRow, addColumnAfter, deleteColumn, deleteTable };
