import type { Values } from "@lingui/core";
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { useT } from "./use-t";

type TransProps = {
  id: string;
  values?: Values;
  /** Elements for the message's numbered tags: "Read our <0>Terms</0>" with `components={[<Link href="/terms" />]}`. */
  components: ReactElement[];
};

/** A message with markup inside it: a translation may move the link, so the sentence is never cut in pieces. */
export function Trans({ id, values, components }: TransProps) {
  const { t } = useT();
  return <>{renderTags(t(id, values), components)}</>;
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

function renderTags(text: string, components: ReactElement[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const element = components[Number(match[1] ?? match[3])];
    const inner = match[2];
    const key = `${match.index}`;
    if (!isValidElement(element)) nodes.push(inner ?? "");
    else
      nodes.push(inner === undefined ? cloneElement(element, { key }) : cloneElement(element, { key }, ...renderTags(inner, components)));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes.map((node, index) => (typeof node === "string" ? <Fragment key={`t${index}`}>{node}</Fragment> : node));
}
