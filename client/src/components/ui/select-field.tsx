import { FormField, splitFieldProps, type FieldProps } from "./form-field";
import { Select, type SelectProps } from "./select";

export type SelectFieldProps = FieldProps &
  Omit<SelectProps, "id" | "className" | "aria-invalid" | "aria-describedby"> & {
    /** Classes for the select itself; `className` goes to the wrapper. */
    selectClassName?: string;
  };

/** A labelled native select with its hint and error; choices as `options` data, `children`, or both. */
export function SelectField({ selectClassName, ...props }: SelectFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      <Select {...control} className={selectClassName} />
    </FormField>
  );
}
