import { FormField, splitFieldProps, type FieldProps } from "./form-field";
import { Input, type InputProps } from "./input";

export type TextFieldProps = FieldProps &
  Omit<InputProps, "id" | "className" | "aria-invalid" | "aria-describedby"> & {
    /** Classes for the input itself; `className` goes to the wrapper. */
    inputClassName?: string;
  };

/**
 * A labelled input with its hint and error, wired for screen readers (`aria-invalid`, `aria-describedby`).
 * Spread react-hook-form's `register(name)` on it: name, ref and handlers reach the input.
 */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      <Input {...control} className={inputClassName} />
    </FormField>
  );
}
