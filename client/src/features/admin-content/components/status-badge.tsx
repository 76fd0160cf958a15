import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES = { published: "success", draft: "warning", retired: "muted", neutral: "neutral" } as const satisfies Record<string, BadgeTone>;

/** A small rounded label: Published, Draft, Retired, or a fact such as '3 lessons'. */
export function StatusBadge({ tone, children, className }: { tone: keyof typeof TONES; children: string; className?: string }) {
  return (
    <Badge tone={TONES[tone]} className={className}>
      {children}
    </Badge>
  );
}

export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? <StatusBadge tone="published">Published</StatusBadge> : <StatusBadge tone="draft">Draft</StatusBadge>;
}
