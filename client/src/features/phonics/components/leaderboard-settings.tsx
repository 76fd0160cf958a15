import { useState } from "react";
import type { ChildChanges, ChildView } from "@shared/api/phonics";
import { pickLeaderboardNickname } from "@shared/phonics/leaderboard-nicknames";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateChild } from "../api/update-child";
import { NicknamePicker } from "./nickname-picker";

/**
 * The parent's leaderboard choice for one child: on or off, and the nickname other families see. The
 * nickname is chosen before going on (a suggestion is ready), and a new one is saved at once while on.
 */
export function LeaderboardSettings({ child }: { child: ChildView }) {
  const updateChild = useUpdateChild();
  const [nickname, setNickname] = useState(() => child.leaderboardNickname ?? pickLeaderboardNickname());

  const save = (changes: ChildChanges, saved: string) =>
    updateChild.mutate(
      { childId: child.id, changes },
      {
        onSuccess: () => toast({ title: "Leaderboard Updated", description: saved }),
        onError: (error) => toast({ variant: "destructive", title: "Not Saved", description: getErrorMessage(error, "Please try again.") }),
      },
    );

  return (
    <div className="space-y-3 pt-1">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={child.isOnLeaderboard}
          disabled={updateChild.isPending}
          onChange={(event) =>
            event.target.checked
              ? save(
                  { isOnLeaderboard: true, leaderboardNickname: nickname },
                  `${child.firstName} shows on the leaderboard as ${nickname}.`,
                )
              : save({ isOnLeaderboard: false }, `${child.firstName} is no longer on the leaderboard.`)
          }
          className="size-4"
        />
        Show {child.firstName} on the leaderboard under a nickname
      </label>
      <NicknamePicker
        id={`leaderboard-nickname-${child.id}`}
        value={nickname}
        disabled={updateChild.isPending}
        onChange={(next) => {
          setNickname(next);
          if (child.isOnLeaderboard) save({ leaderboardNickname: next }, `${child.firstName} now shows as ${next}.`);
        }}
      />
      {child.isOnLeaderboard && child.leaderboardNickname === null ? (
        // Opted in before nicknames existed: the board leaves the child out until one is saved.
        <div className="flex flex-wrap items-center gap-2 text-sm text-amber-800">
          <p>Save a nickname to show {child.firstName} on the leaderboard again.</p>
          <Button
            size="sm"
            disabled={updateChild.isPending}
            onClick={() => save({ leaderboardNickname: nickname }, `${child.firstName} now shows as ${nickname}.`)}
          >
            Save nickname
          </Button>
        </div>
      ) : null}
      {child.isRemovedFromLeaderboard ? (
        <p role="status" className="text-sm text-amber-800">
          The school has taken {child.firstName} off the leaderboard. Please contact us if you think this is a mistake.
        </p>
      ) : null}
    </div>
  );
}
