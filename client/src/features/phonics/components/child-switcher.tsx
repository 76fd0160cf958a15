import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { PhonicsAccountResponse } from "@shared/api/phonics";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { AddChildForm } from "./add-child-form";
import { AVATAR_EMOJI } from "./child-avatars";
import { LeaderboardSettings } from "./leaderboard-settings";

/** At the top of /phonics for a kids-plan account: who is practising now, and adding a child within the plan. */
export function ChildSwitcher({
  account,
  childId,
  onChange,
  roomText,
}: {
  account: PhonicsAccountResponse;
  childId: number | null;
  onChange: (childId: number | null) => void;
  /** How much room the plan has, in the parent's words (the trial is not called "Starter"). */
  roomText?: string;
}) {
  const { t } = useT();
  const [isAdding, setIsAdding] = useState(false);
  const hasRoom = account.children.length < account.maxChildren;
  const selected = account.children.find((child) => child.id === childId);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor="phonics-learner" className="text-sm font-medium text-slate-800">
          {t("kids.childSwitcher.label")}
        </label>
        <select
          id="phonics-learner"
          value={childId ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
        >
          <option value="">{t("kids.childSwitcher.me")}</option>
          {account.children.map((child) => (
            <option key={child.id} value={child.id}>
              {t("kids.childSwitcher.child", { avatar: AVATAR_EMOJI[child.avatar], name: child.firstName, age: child.age })}
            </option>
          ))}
        </select>
        {/* A new child starts with its own nickname choice. */}
        {selected ? <LeaderboardSettings key={selected.id} child={selected} /> : null}
      </div>
      {hasRoom ? (
        <Dialog open={isAdding} onOpenChange={setIsAdding}>
          <DialogTrigger asChild>
            <Button variant="outline">
              <UserPlus aria-hidden="true" className="size-4" />
              {t("kids.childSwitcher.add")}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("kids.childSwitcher.add")}</DialogTitle>
              <DialogDescription>
                {t("kids.addChild.dialogText", {
                  room:
                    roomText ??
                    (account.planName
                      ? t("kids.childRoom.namedPlan", { planName: account.planName, count: account.maxChildren })
                      : t("kids.childRoom.plan", { count: account.maxChildren })),
                })}
              </DialogDescription>
            </DialogHeader>
            <AddChildForm
              onAdded={(child) => {
                setIsAdding(false);
                onChange(child.id);
              }}
            />
          </DialogContent>
        </Dialog>
      ) : (
        <p className="text-sm text-slate-600">
          {t("kids.childSwitcher.used", { used: account.children.length, count: account.maxChildren })}
        </p>
      )}
    </div>
  );
}
