import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

type MoveButtonsProps = {
  /** What is moved, for the buttons' accessible names ("Move Greetings up"). */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (index: number) => void;
};

/** Move up and Move down within a list; the first cannot go up, the last cannot go down. */
export function MoveButtons({ name, index, count, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}
