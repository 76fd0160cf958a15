import { Badge } from "@/components/ui/badge";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useViewerTime } from "@/lib/viewer-time";
import { useAdminLeaderboard } from "../api/get-admin-leaderboard";
import { LeaderboardEntryAction } from "./leaderboard-entry-action";

/**
 * The admin hub's Phonics leaderboard tab: what families see (nickname and points), with the parent's
 * account so an admin can follow up, and Remove / Restore. The child's first name is not shown here
 * either: moderating the board does not need it.
 */
export function PhonicsLeaderboardTab() {
  const list = useAdminLeaderboard();
  const { moment } = useViewerTime();

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <p className="text-sm text-slate-600">
          Children whose parents opted in, by the points counted over the last 30 days. A removed entry stays hidden until you restore it.
        </p>
      </div>
      {list.isPending ? (
        <SectionLoading label="Loading the leaderboard..." />
      ) : list.isError ? (
        <SectionError message="The leaderboard could not be loaded." onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No child is on the leaderboard yet, and none has been removed.
        </p>
      ) : (
        <ul aria-label="Leaderboard entries" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.data.map((entry) => (
            <li key={entry.childId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  {entry.rank === null ? null : <span className="font-bold text-slate-700">{entry.rank}.</span>}
                  <span className="font-semibold text-slate-900">{entry.nickname}</span>
                  {entry.removedAt === null ? <Badge tone="success">Shown</Badge> : <Badge tone="danger">Removed</Badge>}
                </p>
                <p className="text-sm text-slate-700">
                  Account {entry.parentUsername} · {entry.points} points
                  {entry.removedAt === null ? null : ` · removed ${moment(entry.removedAt)}`}
                </p>
              </div>
              <LeaderboardEntryAction entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
