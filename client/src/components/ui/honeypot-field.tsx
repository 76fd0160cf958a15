import { useId, type InputHTMLAttributes, type Ref } from "react";
import { useT } from "@/i18n/use-t";

type HoneypotFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A field only bots fill in. It is moved off-screen rather than given display:none, because many bots
 * skip fields that are not displayed; aria-hidden and tabIndex -1 keep people and screen readers out.
 */
export function HoneypotField(props: HoneypotFieldProps) {
  const id = useId();
  const { t } = useT();
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{t("common.honeypot.label")}</label>
      <input {...props} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
