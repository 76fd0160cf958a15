import { useState } from "react";
import type { ChildChanges, ChildView } from "@shared/api/phonics";
import { pickLeaderboardNickname } from "@shared/phonics/leaderboard-nicknames";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateChild } from "../api/update-child";
import { NicknamePicker } from "./nickname-picker";

/**
 * The parent's leaderboard choice for one child: on or off, and the nickname other families see. The
 * nickname is chosen before going on (a suggestion is ready), and a new one is saved at once while on.
 */
export function LeaderboardSettings({ child }: { child: ChildView }) {
  const { t } = useT();
  const updateChild = useUpdateChild();
  const [nickname, setNickname] = useState(() => child.leaderboardNickname ?? pickLeaderboardNickname());

  const save = (changes: ChildChanges, saved: string) =>
    updateChild.mutate(
      { childId: child.id, changes },
      {
        onSuccess: () => toast({ title: t("kids.leaderboardSettings.updated"), description: saved }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("kids.leaderboardSettings.notSaved"),
            description: getErrorMessage(error, t("kids.tryAgainPlease")),
          }),
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
                  t("kids.leaderboardSettings.shown", { name: child.firstName, nickname }),
                )
              : save({ isOnLeaderboard: false }, t("kids.leaderboardSettings.hidden", { name: child.firstName }))
          }
          className="size-4"
        />
        {t("kids.leaderboardSettings.show", { name: child.firstName })}
      </label>
      <NicknamePicker
        id={`leaderboard-nickname-${child.id}`}
        value={nickname}
        disabled={updateChild.isPending}
        onChange={(next) => {
          setNickname(next);
          if (child.isOnLeaderboard)
            save({ leaderboardNickname: next }, t("kids.leaderboardSettings.renamed", { name: child.firstName, nickname: next }));
        }}
      />
      {child.isOnLeaderboard && child.leaderboardNickname === null ? (
        // Opted in before nicknames existed: the board leaves the child out until one is saved.
        <div className="flex flex-wrap items-center gap-2 text-sm text-amber-800">
          <p>{t("kids.leaderboardSettings.needsNickname", { name: child.firstName })}</p>
          <Button
            size="sm"
            disabled={updateChild.isPending}
            onClick={() =>
              save({ leaderboardNickname: nickname }, t("kids.leaderboardSettings.renamed", { name: child.firstName, nickname }))
            }
          >
            {t("kids.leaderboardSettings.saveNickname")}
          </Button>
        </div>
      ) : null}
      {child.isRemovedFromLeaderboard ? (
        <p role="status" className="text-sm text-amber-800">
          {t("kids.leaderboardSettings.removed", { name: child.firstName })}
        </p>
      ) : null}
    </div>
  );
}
