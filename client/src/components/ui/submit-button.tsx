import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { Spinner } from "./spinner";

export type SubmitButtonProps = Omit<ButtonProps, "type"> & {
  /** While true the button is disabled, marked `aria-busy`, and shows a spinner and `busyLabel`. */
  isBusy?: boolean;
  /** What the button says while busy, such as 'Sending...'. */
  busyLabel: ReactNode;
  /** What it says otherwise. */
  children: ReactNode;
};

/** A form's submit button: one press, then a spinner and a busy label until the request is over. */
export function SubmitButton({ isBusy = false, busyLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={isBusy || disabled} aria-busy={isBusy}>
      {isBusy ? <Spinner className="size-4" /> : null}
      {isBusy ? busyLabel : children}
    </Button>
  );
}
