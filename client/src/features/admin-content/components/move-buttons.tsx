import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

type MoveButtonsProps = {
  /** What is moved, for the buttons' accessible names ("Move Greetings up"). */
  name: string;
  index: number;
  count: number;
  /** A move is being saved: presses are ignored, but the buttons stay focusable (a disabled button drops focus). */
  isBusy?: boolean;
  onMove: (index: number) => void;
};

/**
 * Move up and Move down within a list; the first cannot go up, the last cannot go down. After a move
 * the focus stays with the item at its new place (on the other button once the end is reached), so a
 * keyboard user can press again without finding the item anew.
 */
export function MoveButtons({ name, index, count, isBusy = false, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<"up" | "down" | null>(null);

  useEffect(() => {
    if (!pressed.current) return;
    const canGoOn = pressed.current === "up" ? index > 0 : index < count - 1;
    const target = (pressed.current === "up") === canGoOn ? up : down;
    target.current?.focus();
    pressed.current = null;
  }, [index, count]);

  const move = (direction: "up" | "down") => {
    if (isBusy) return;
    pressed.current = direction;
    onMove(direction === "up" ? index - 1 : index + 1);
  };

  // One unit that never wraps apart (at 375 px the down arrow used to end up alone on a line).
  return (
    <span role="group" aria-label={`Order of ${name}`} className="inline-flex shrink-0 items-center">
      <Button
        ref={up}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        aria-disabled={isBusy || undefined}
        disabled={index === 0}
        onClick={() => move("up")}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        ref={down}
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        aria-disabled={isBusy || undefined}
        disabled={index === count - 1}
        onClick={() => move("down")}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}
