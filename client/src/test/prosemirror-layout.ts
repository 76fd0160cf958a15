// jsdom has no layout; ProseMirror (the TipTap lesson editor) asks where things are on screen when it
// scrolls to the selection or maps a click. Empty rectangles let it run; tests type with skipClick.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);

export function stubLayoutForProseMirror() {
  for (const prototype of [Element.prototype, Range.prototype]) {
    prototype.getClientRects ??= emptyRects;
    prototype.getBoundingClientRect ??= emptyRect;
  }
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  document.elementFromPoint ??= () => null;
}
