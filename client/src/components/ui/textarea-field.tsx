import { FormField, splitFieldProps, type FieldProps } from "./form-field";
import { Textarea, type TextareaProps } from "./textarea";

export type TextAreaFieldProps = FieldProps &
  Omit<TextareaProps, "id" | "className" | "aria-invalid" | "aria-describedby"> & {
    /** Classes for the textarea itself; `className` goes to the wrapper. */
    textareaClassName?: string;
  };

/** TextField's multi-line twin: label, textarea, hint and error, wired for screen readers. */
export function TextAreaField({ textareaClassName, ...props }: TextAreaFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      <Textarea {...control} className={textareaClassName} />
    </FormField>
  );
}
