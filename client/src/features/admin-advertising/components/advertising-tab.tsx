import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdNotifications } from "../api/get-ad-notifications";
import { AnalyticsPanel } from "./analytics-panel";
import { ApplicationsList } from "./applications-list";
import { NotificationsList } from "./notifications-list";

/** The admin page's Advertising tab: Notifications (with the unread count), Applications and Analytics. */
export function AdvertisingTab() {
  const unread = useAdNotifications().data?.unreadCount ?? 0;
  return (
    <section className="space-y-5">
      <Tabs defaultValue="applications" className="space-y-4">
        {/* The three tabs wrap on a narrow phone instead of widening the page. */}
        <TabsList aria-label="Advertising" className="flex-wrap">
          <TabsTrigger value="notifications">
            Notifications
            {unread > 0 ? (
              <>
                <span aria-hidden="true" className="ml-2 rounded-full bg-red-600 px-2 text-xs font-semibold text-white">
                  {unread}
                </span>
                <span className="sr-only"> ({unread} unread)</span>
              </>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="notifications">
          <NotificationsList />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsList />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
