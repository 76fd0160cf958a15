import { Pencil, UserRound } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/api/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { countryName, levelLabel } from "@/lib/profile-choices";
import { EditProfileForm } from "./edit-profile-form";
import { InterfaceLanguageField } from "./interface-language-field";

type ProfileDetailsCardProps = {
  user: PublicUser;
  /** Lets the screen refresh what depends on the profile, such as courses recommended for the level. */
  onProfileUpdated?: (user: PublicUser) => void;
};

export function ProfileDetailsCard({ user, onProfileUpdated }: ProfileDetailsCardProps) {
  const { t, locale } = useT();
  const [isEditing, setIsEditing] = useState(false);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const notSpecified = t("account.profile.notSpecified");
  const details = [
    // Names and addresses are the person's own: never translated (translate="no").
    { label: t("account.profile.username"), value: user.username, isOwn: true },
    { label: t("account.profile.email"), value: user.email, isOwn: true },
    { label: t("account.profile.fullName"), value: fullName || notSpecified, isOwn: !!fullName },
    { label: t("account.profile.country"), value: user.country ? countryName(user.country, locale) : notSpecified },
    { label: t("account.profile.languageLevel"), value: user.languageLevel ? levelLabel(user.languageLevel, t) : notSpecified },
  ];

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserRound aria-hidden="true" className="size-5 text-brand-600" />
          {t("account.profile.title")}
        </CardTitle>
        <Dialog open={isEditing} onOpenChange={setIsEditing}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" className="size-4" />
              {t("account.editProfile.title")}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("account.editProfile.title")}</DialogTitle>
              <DialogDescription>{t("account.editProfile.description")}</DialogDescription>
            </DialogHeader>
            <EditProfileForm
              user={user}
              onCancel={() => setIsEditing(false)}
              onSaved={(saved) => {
                setIsEditing(false);
                onProfileUpdated?.(saved);
              }}
            />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {details.map(({ label, value, isOwn }) => (
            <div key={label} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium wrap-anywhere text-slate-900 sm:col-span-2" translate={isOwn ? "no" : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <InterfaceLanguageField className="mt-4 border-t border-slate-100 pt-4" />
      </CardContent>
    </Card>
  );
}
