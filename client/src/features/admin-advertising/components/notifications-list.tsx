import type { AdNotification } from "@shared/api/advertising";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useViewerTime } from "@/lib/viewer-time";
import { useAdNotifications } from "../api/get-ad-notifications";
import { useMarkAdNotificationRead } from "../api/mark-ad-notification-read";

const PRIORITY_TONES: Record<AdNotification["priority"], BadgeTone> = { high: "danger", medium: "warning", low: "neutral" };

/** The Notifications list: what needs an admin's attention, newest first, with Mark Read. */
export function NotificationsList() {
  const notifications = useAdNotifications();
  const markRead = useMarkAdNotificationRead();
  const { moment } = useViewerTime();
  if (notifications.isPending) return <SectionLoading label="Loading notifications..." />;
  if (notifications.isError)
    return (
      <SectionError
        message="The notifications could not be loaded."
        onRetry={() => void notifications.refetch()}
        isRetrying={notifications.isFetching}
      />
    );
  const list = notifications.data.notifications;
  if (list.length === 0) return <Card className="p-8 text-center text-slate-600">No notifications</Card>;
  return (
    <ul className="space-y-2" aria-label="Notifications">
      {list.map((notice) => (
        <li key={notice.id}>
          <Card className={cn("flex flex-col gap-2 p-4 sm:flex-row sm:items-center", !notice.isRead && "border-brand-300 bg-brand-50")}>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge tone={PRIORITY_TONES[notice.priority]} className="capitalize">
                  {notice.priority}
                </Badge>
                {!notice.isRead ? <Badge tone="brand">New</Badge> : null}
                <span>{moment(notice.createdAt)}</span>
              </p>
              <p className={cn("text-slate-900 wrap-anywhere", !notice.isRead && "font-semibold")}>{notice.title}</p>
              <p className="text-sm wrap-anywhere text-slate-600">{notice.message}</p>
            </div>
            {!notice.isRead ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Mark read: ${notice.title}`}
                disabled={markRead.isPending && markRead.variables === notice.id}
                onClick={() =>
                  markRead.mutate(notice.id, {
                    onError: (error) =>
                      toast({
                        variant: "destructive",
                        title: "Not saved",
                        description: getErrorMessage(error, "The notice could not be marked read."),
                      }),
                  })
                }
              >
                Mark Read
              </Button>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
